import type { ChildProcess, StdioOptions } from 'node:child_process';

export const root: string;
export function freePort(): Promise<number>;
export function waitUntilUp(url: string, timeoutMs?: number): Promise<void>;
export interface RunningServer {
  base: string;
  port: number;
  child: ChildProcess;
  stop(): void;
  /** The server's SQLite file. */
  databasePath: string;
}
export function startServer(options?: {
  env?: Record<string, string>;
  stdio?: StdioOptions;
  upWithinMs?: number;
}): Promise<RunningServer>;
export function demoLoginCookie(base: string): Promise<string>;
export type DemoCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: Record<string, unknown> }>;
export function demoCaller(base: string): Promise<DemoCall>;
