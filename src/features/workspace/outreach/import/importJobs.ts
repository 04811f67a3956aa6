/**
 * The outreach import jobs of this page, keyed by importId. The store lives outside the views, so
 * an import keeps running while the panel shows another view, and import-progress finds it again
 * on return. A reload forgets the jobs (import-progress then says the import is unknown).
 */
import { useSyncExternalStore } from 'react';

import {
  cancelJob,
  createImportJob,
  failedLineOf,
  retryFailedBatches,
  runImportJob,
  type BatchFailure,
  type ImportBatch,
  type ImportJob,
  type NewImportJob,
  type OutreachImportResponse,
} from './importRunner';
import type { OutreachImportEntry } from './outreachImport';
import { ApiError } from '../../../../api/client';

export type SendBatch = (entries: readonly OutreachImportEntry[]) => Promise<OutreachImportResponse>;

const jobs = new Map<string, ImportJob>();
/** Jobs whose runner loop is going: a second start (a remount, StrictMode) must not send twice. */
const running = new Set<string>();
const listeners = new Set<() => void>();

function setJob(job: ImportJob) {
  jobs.set(job.importId, job);
  for (const listener of listeners) listener();
}

const randomId = () => crypto.randomUUID();

/** Adds a job (nothing is sent yet) and returns its importId. */
export function addImportJob(job: Omit<NewImportJob, 'importId'>, newId: () => string = randomId): string {
  const importId = newId();
  setJob(createImportJob({ ...job, importId }));
  return importId;
}

export const getImportJob = (importId: string | undefined) => (importId ? jobs.get(importId) : undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The job as it stands, re-rendering on every change; undefined for an unknown importId. */
export function useImportJob(importId: string | undefined): ImportJob | undefined {
  return useSyncExternalStore(
    subscribe,
    () => getImportJob(importId),
    () => getImportJob(importId),
  );
}

/** A failed call as the summary reads it: the server's message, and the line of the entry it names. */
export function batchFailureOf(error: unknown, batch: ImportBatch): BatchFailure {
  if (error instanceof ApiError) {
    const field = error.fields[0];
    const line = failedLineOf(batch, field?.field ?? error.field);
    const message = field ? field.message : error.message;
    return line === undefined ? { message } : { message, line };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** Sends the job's due batches unless its loop is already going. Resolves when the job stops. */
export async function startImportJob(importId: string, send: SendBatch): Promise<void> {
  if (running.has(importId) || !jobs.has(importId)) return;
  running.add(importId);
  try {
    await runImportJob({
      get: () => jobs.get(importId),
      set: setJob,
      send,
      failureOf: batchFailureOf,
    });
  } finally {
    running.delete(importId);
  }
}

/** Cancel: the batch on the wire finishes, no other is sent. */
export function cancelImportJob(importId: string): void {
  const job = jobs.get(importId);
  if (job) setJob(cancelJob(job));
}

/** Retry: the failed batches only are sent again. */
export function retryImportJob(importId: string, send: SendBatch): Promise<void> {
  const job = jobs.get(importId);
  if (!job) return Promise.resolve();
  setJob(retryFailedBatches(job));
  return startImportJob(importId, send);
}

/** Forgets every job (stories and tests start from none). */
export function clearImportJobs(): void {
  jobs.clear();
  running.clear();
  for (const listener of listeners) listener();
}
