/**
 * Runs the export passes of a database in the server process, one at a time: a request that queues
 * a job asks for a pass at once (the file is usually ready by the first poll), and the loop started
 * by main.ts asks every EXPORT_POLL_INTERVAL_MS, which picks up jobs queued before a restart or left
 * by a crashed server once their lease ends.
 */
import { buildDueExports, type ExportPassResult } from './jobs';
import type { Db } from '../db';

export const EXPORT_POLL_INTERVAL_MS = 30_000;

/** The pass in progress (or the last one) of each database. */
const passes = new WeakMap<Db, Promise<unknown>>();

const logError = (error: unknown) => console.error('export failed', error);

/** Queues a pass after the one in progress; passes repeat while they still find jobs. */
export function requestExportPass(db: Db, onError: (error: unknown) => void = logError): Promise<ExportPassResult> {
  const drain = async (): Promise<ExportPassResult> => {
    const total: ExportPassResult = { built: 0, failed: 0 };
    for (;;) {
      const { built, failed } = await buildDueExports(db);
      total.built += built;
      total.failed += failed;
      if (built + failed === 0) return total;
    }
  };
  const next = (passes.get(db) ?? Promise.resolve()).then(drain);
  passes.set(
    db,
    next.catch((error: unknown) => onError(error)),
  );
  return next;
}

/** Waits for the pass in progress of `db`, if any. */
export async function exportPassesSettled(db: Db): Promise<void> {
  await passes.get(db);
}

export interface ExportWorker {
  stop(): Promise<void>;
}

/** The background loop of the server process. */
export function startExportWorker(db: Db, intervalMs = EXPORT_POLL_INTERVAL_MS): ExportWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    try {
      await requestExportPass(db);
    } catch {
      // reported by requestExportPass
    }
    if (!stopped) timer = setTimeout(() => void loop(), intervalMs).unref();
  };
  timer = setTimeout(() => void loop(), 0).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await exportPassesSettled(db);
    },
  };
}
