// The arithmetic of `npm run bench:load` (scripts/bench-load.mjs), kept free of I/O so it is tested
// on its own (load-stats.test.ts): percentiles, the weighted choice of the next operation, the
// server's memory read from /proc/<pid>/status, and the verdict on the goals.

/**
 * The nearest-rank percentile of ascending samples: the smallest sample that at least p % of the
 * samples do not exceed. NaN for no samples.
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Count, p50, p99 and max of one operation's latencies (ms, any order). */
export function summariseLatencies(samples) {
  const sorted = Float64Array.from(samples).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}

/**
 * The entry that a uniform number u in [0, 1) falls on when the entries share [0, 1) in proportion
 * to their weights (an entry of weight 0 is never chosen).
 */
export function pickWeighted(entries, u) {
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  if (!(total > 0)) throw new Error('pickWeighted needs a positive total weight');
  let point = u * total;
  for (const entry of entries) {
    if (point < entry.weight) return entry;
    point -= entry.weight;
  }
  // u just below 1 may land past the end by rounding: the last entry with weight.
  return entries.findLast((e) => e.weight > 0);
}

/** VmRSS (resident now) and VmHWM (the kernel's resident peak) of /proc/<pid>/status, in bytes. */
export function parseProcStatusMemory(text) {
  const field = (name) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB$`, 'm').exec(text);
    return match ? Number(match[1]) * 1024 : null;
  };
  return { rssBytes: field('VmRSS'), peakBytes: field('VmHWM') };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};

/**
 * Whether the server's memory stayed flat after the warm-up: the median RSS of the first
 * `windowMs` after `warmupEndMs` against that of the last `windowMs` of the samples ({atMs,
 * rssBytes}, in time order). Medians, so that one sample caught mid-collection does not decide;
 * flat when the growth is at most `tolerance` (a fraction).
 */
export function memoryTrend(samples, { warmupEndMs, windowMs, tolerance }) {
  const measured = samples.filter((s) => s.atMs >= warmupEndMs);
  if (measured.length === 0)
    return { afterWarmupBytes: Number.NaN, atEndBytes: Number.NaN, growth: Number.NaN, isFlat: false };
  const first = measured.filter((s) => s.atMs < measured[0].atMs + windowMs).map((s) => s.rssBytes);
  const lastAt = measured[measured.length - 1].atMs;
  const last = measured.filter((s) => s.atMs > lastAt - windowMs).map((s) => s.rssBytes);
  const afterWarmupBytes = median(first);
  const atEndBytes = median(last);
  const growth = (atEndBytes - afterWarmupBytes) / afterWarmupBytes;
  return { afterWarmupBytes, atEndBytes, growth, isFlat: growth <= tolerance };
}

/**
 * The goals for one database: no errors, every operation's p99 within `p99Ms`, memory flat
 * after warm-up. `operations` maps a name to its summary; an operation never run has no p99 to judge.
 */
export function judgeGoals({ errors, operations, memory }, { p99Ms }) {
  const slow = Object.entries(operations)
    .filter(([, s]) => s.count > 0 && s.p99 > p99Ms)
    .map(([name]) => name);
  return [
    { goal: '0 errors', isMet: errors === 0, detail: `${errors} errors` },
    {
      goal: `p99 ≤ ${p99Ms} ms (every operation)`,
      isMet: slow.length === 0,
      detail: slow.length ? `over: ${slow.join(', ')}` : 'all within',
    },
    {
      goal: 'memory flat after warm-up',
      isMet: memory.isFlat,
      detail: Number.isNaN(memory.growth) ? 'no samples' : `${(memory.growth * 100).toFixed(1)} % growth`,
    },
  ];
}

/** Bytes as MiB with one decimal. */
export const formatMiB = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
