export function percentile(sorted: ArrayLike<number>, p: number): number;
export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}
export function summariseLatencies(samples: Iterable<number>): LatencySummary;
export function pickWeighted<T extends { weight: number }>(entries: readonly T[], u: number): T;
export function parseProcStatusMemory(text: string): { rssBytes: number | null; peakBytes: number | null };
export interface MemorySample {
  atMs: number;
  rssBytes: number;
}
export interface MemoryTrend {
  afterWarmupBytes: number;
  atEndBytes: number;
  growth: number;
  isFlat: boolean;
}
export function memoryTrend(
  samples: readonly MemorySample[],
  options: { warmupEndMs: number; windowMs: number; tolerance: number },
): MemoryTrend;
export interface GoalVerdict {
  goal: string;
  isMet: boolean;
  detail: string;
}
export function judgeGoals(
  run: { errors: number; operations: Record<string, LatencySummary>; memory: MemoryTrend },
  goals: { p99Ms: number },
): GoalVerdict[];
export function formatMiB(bytes: number): string;
