/**
 * The job queue: one interface for background work (collection runs, imports, exports, PDFs,
 * scheduled reports), with two implementations — an in-process runner over a SQL table
 * (sqlQueue.ts, the embedded default, on SQLite or PostgreSQL) and pg-boss on PostgreSQL
 * (pgBossQueue.ts). createJobQueue (index.ts) picks one.
 *
 * Contract, the same for both:
 * - call start() first, then send / work / schedule; stop() last.
 * - a job runs at least once: a handler must be idempotent (a crashed worker's job runs again).
 * - retryLimit is the number of retries after the first attempt (attempts = retryLimit + 1).
 * - a singleton key is unique among a queue's unfinished jobs (queued, retry or active): sending
 *   it again answers the unfinished job's id instead of queueing another.
 * - recurring jobs are cron expressions (5 fields, minute resolution; `0 3 * * 1` weekly on Monday
 *   03:00, `0 3 1 * *` monthly on the 1st), in UTC unless a tz is given; one schedule per queue.
 */
import { createRequire } from 'node:module';

import type { parseExpression as ParseExpression } from 'cron-parser';

// cron-parser is CommonJS whose named exports Node's ESM loader cannot see: load it with require.
const { parseExpression } = createRequire(import.meta.url)('cron-parser') as {
  parseExpression: typeof ParseExpression;
};

/** Where a job is: waiting to start, waiting to be retried, running, or finished. */
export type JobState = 'queued' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';

export const UNFINISHED_STATES: readonly JobState[] = ['queued', 'retry', 'active'];

/** A job's data: a JSON object. */
export type JobData = Record<string, unknown>;

/** Retries after the first attempt when a send gives none (pg-boss's own default too). */
export const DEFAULT_RETRY_LIMIT = 2;
/** The wait before the first retry: long enough for a rate limit or a blip of a provider to pass. */
export const DEFAULT_RETRY_DELAY_SECONDS = 30;
/** How long one attempt may run before it is failed (pg-boss's default expiry). */
export const DEFAULT_TIMEOUT_SECONDS = 15 * 60;
/** How long stop() waits for running handlers: inside the server's SHUTDOWN_GRACE_MS (20 s). */
export const JOB_STOP_GRACE_MS = 15_000;
/** Recorded errors are cut to this length. */
export const MAX_ERROR_LENGTH = 1_000;
/** Jobs a listing answers when the caller gives no limit. */
export const DEFAULT_LIST_LIMIT = 50;

export interface SendOptions {
  /** Queues the job once while an unfinished job with the same key exists in the queue. */
  singletonKey?: string;
  /** Not started before this time. */
  startAfter?: Date;
  /** Retries after the first attempt (default DEFAULT_RETRY_LIMIT). */
  retryLimit?: number;
  /** The wait before a retry, in whole seconds (default DEFAULT_RETRY_DELAY_SECONDS). */
  retryDelaySeconds?: number;
  /**
   * Exponential backoff (default true): the n-th retry waits retryDelaySeconds × 2^(n−1) on the
   * SQL runner; pg-boss adds jitter (between that and twice that).
   */
  retryBackoff?: boolean;
  /** How long one attempt may run before it is failed and retried (default DEFAULT_TIMEOUT_SECONDS). */
  timeoutSeconds?: number;
}

export interface JobProgress {
  done: number;
  total: number;
  message: string | null;
}

/** What a handler gets. */
export interface RunningJob<T extends JobData = JobData> {
  id: string;
  queue: string;
  data: T;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** Aborted when the run should end early: its timeout passed, or the queue stopped past its grace. */
  signal: AbortSignal;
  /** Records how far the job is (shown by getJob and listJobs). */
  progress(done: number, total: number, message?: string): Promise<void>;
}

export type JobHandler<T extends JobData = JobData> = (job: RunningJob<T>) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this queue run at once by this process (default 1). */
  concurrency?: number;
}

/** A job as getJob and listJobs answer it. */
export interface JobInfo {
  id: string;
  queue: string;
  state: JobState;
  data: JobData;
  singletonKey: string | null;
  /** Runs started so far (0 while it has never run). */
  attempts: number;
  retryLimit: number;
  progress: JobProgress | null;
  /** The error of the last failed run; cleared when a run completes. */
  lastError: string | null;
  createdAt: Date;
  /** Not started before. */
  startAfter: Date;
  /** The start of the latest run. */
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface ListOptions {
  /** Only jobs in these states (e.g. ['failed'] for the failures); all states when absent. */
  states?: readonly JobState[];
  limit?: number;
}

export interface ScheduleOptions extends Omit<SendOptions, 'startAfter'> {
  /** The IANA time zone the cron expression is read in (default UTC). */
  tz?: string;
}

export interface JobQueue {
  readonly kind: 'sql' | 'pg-boss';
  start(): Promise<void>;
  /**
   * Makes sure `queue` exists before anything is sent to it. A worker that sends to a queue other
   * code works calls it at registration: on pg-boss a queue's first send creates its table
   * partition, and that DDL in the middle of running jobs let a check run twice.
   */
  createQueue(queue: string): Promise<void>;
  /** Queues a job; answers its id (or the unfinished job's id for a singleton key already queued). */
  send(queue: string, data: JobData, options?: SendOptions): Promise<string>;
  /** Runs the queue's jobs in this process with `handler`. */
  work<T extends JobData>(queue: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** The job, or null for an unknown id. */
  getJob(queue: string, id: string): Promise<JobInfo | null>;
  /** The queue's jobs, newest first. */
  listJobs(queue: string, options?: ListOptions): Promise<JobInfo[]>;
  /** Queues `data` on `queue` at every time the cron expression names (replaces the queue's schedule). */
  schedule(queue: string, cron: string, data?: JobData, options?: ScheduleOptions): Promise<void>;
  unschedule(queue: string): Promise<void>;
  /**
   * Stops taking jobs and waits up to `graceMs` for the running handlers. A handler still running
   * then is aborted (its signal) and its run counted as failed, so the job is retried (by any server)
   * while retries remain.
   */
  stop(graceMs?: number): Promise<void>;
}

/** The first time after `after` that the cron expression names (throws on a malformed one). */
export function nextCronTime(cron: string, tz: string, after: Date): Date {
  return parseExpression(cron, { currentDate: after, tz }).next().toDate();
}

export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

/** The wait before the retry that follows failed attempt number `attempt` (1-based), in ms. */
export function retryDelayMs(attempt: number, delaySeconds: number, backoff: boolean): number {
  return delaySeconds * 1000 * (backoff ? 2 ** Math.min(16, Math.max(0, attempt - 1)) : 1);
}

/**
 * Runs a job's handler within its timeout: `controller` (the run's signal) is aborted once
 * `timeoutSeconds` pass, and any abort (the timeout, a lost lease, the server stopping) rejects the
 * run at once with its reason, whether or not the handler listens to its signal.
 */
export async function runWithinTimeout(
  controller: AbortController,
  timeoutSeconds: number,
  run: () => Promise<void>,
): Promise<void> {
  const timeout = setTimeout(
    () => controller.abort(new Error(`timed out after ${timeoutSeconds} s`)),
    timeoutSeconds * 1000,
  ).unref();
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    await Promise.race([run(), aborted]);
  } finally {
    clearTimeout(timeout);
  }
}

export function checkQueueName(queue: string): void {
  // Letters, digits, _ and - (pg-boss's rule), kept by both so a queue moves between them.
  if (!/^[\w-]+$/.test(queue)) throw new Error(`Invalid queue name ${JSON.stringify(queue)}`);
}
