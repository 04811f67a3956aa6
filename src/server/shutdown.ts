/**
 * Stopping the server process on SIGTERM or SIGINT without cutting anyone off: readiness turns to
 * 503 (./health.ts), the HTTP server stops taking connections and lets the requests in flight
 * finish, then the background workers and the job queue finish the job they are on (a queued job
 * still running after JOB_STOP_GRACE_MS is aborted and retried later), then the database closes. A
 * server still busy after the grace period exits anyway (with code 1), as a process manager would
 * kill it soon after.
 */

import { JOB_STOP_GRACE_MS } from './jobs/queue';

/** How long the drain may take before the process exits regardless. */
export const SHUTDOWN_GRACE_MS = 20_000;

interface Closable {
  close(): Promise<unknown>;
}
interface Stoppable {
  stop(): Promise<unknown>;
}

export interface ShutdownParts {
  /** The HTTP server: Fastify's close() refuses new requests and waits for those in flight. */
  app: Closable;
  /** Background loops (export builder, mail delivery), each finishing its current pass. */
  workers: Stoppable[];
  /** The job queue: stopped with the workers, its running handlers given JOB_STOP_GRACE_MS. */
  jobs?: { stop(graceMs: number): Promise<unknown> };
  db: Closable;
  /** Called first, so readiness reports the drain at once. */
  onDrain: () => void;
  say: (line: string) => void;
  exit: (code: number) => void;
  graceMs?: number;
}

/** The handler for the stop signals; a second signal while draining changes nothing. */
export function gracefulShutdown({
  app,
  workers,
  jobs,
  db,
  onDrain,
  say,
  exit,
  graceMs = SHUTDOWN_GRACE_MS,
}: ShutdownParts): (signal: string) => Promise<void> {
  let draining: Promise<void> | null = null;
  return (signal) => {
    if (draining) return draining;
    onDrain();
    say(`${signal}: finishing the requests and jobs in progress, then stopping`);
    const deadline = setTimeout(() => {
      say(`still busy after ${graceMs / 1000} s: stopping anyway`);
      exit(1);
    }, graceMs);
    draining = (async () => {
      try {
        await app.close();
        await Promise.all([...workers.map((worker) => worker.stop()), jobs?.stop(JOB_STOP_GRACE_MS)]);
        await db.close();
        clearTimeout(deadline);
        say('stopped');
        exit(0);
      } catch (error) {
        clearTimeout(deadline);
        say(`stopping failed: ${String(error)}`);
        exit(1);
      }
    })();
    return draining;
  };
}
