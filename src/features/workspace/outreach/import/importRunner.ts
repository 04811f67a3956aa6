/**
 * An outreach import job and its rules (doc 2 §2 import-progress, §7 import/OutreachImport): the
 * entries go in batches of at most 1000 (the contract's maxItems), one call per batch, in order.
 * A failed batch is noted and the next one sent; Cancel lets the batch on the wire finish and sends
 * no more; Retry sends the failed batches again, and only those. Every change makes a new job
 * object, so a store can hand it to React as a snapshot.
 */
import type { OutreachImportEntry } from './outreachImport';
import type { components } from '../../../../api/schema.gen';

export type OutreachImportResponse = components['schemas']['OutreachImportResponse'];
export type ImportedLink = components['schemas']['TableUrlEntry'];

/** openapi/schemas/workspace.yaml OutreachImportRequest.entries maxItems: the most entries one call takes. */
export const OUTREACH_IMPORT_BATCH_SIZE = 1000;

export type BatchStatus = 'pending' | 'sending' | 'done' | 'failed' | 'cancelled';

export interface BatchFailure {
  message: string;
  /** The source line of the entry the server named (a 400 about body.entries.N…), when it named one. */
  line?: number;
}

export interface ImportBatch {
  /** 0-based; the first entry's index in the job is index × batch size. */
  index: number;
  entries: readonly OutreachImportEntry[];
  lines: readonly number[];
  status: BatchStatus;
  importedCount: number;
  skippedCount: number;
  failure?: BatchFailure;
}

/**
 * ready: created, nothing sent yet; running: a batch is on the wire or due; finished: every batch
 * answered (some may have failed); cancelled: stopped by the user with batches left unsent.
 */
export type JobStatus = 'ready' | 'running' | 'finished' | 'cancelled';

export interface ImportJob {
  importId: string;
  projectId: string;
  /** The project's name, for the headings (known where the import was started). */
  projectName: string;
  total: number;
  batches: readonly ImportBatch[];
  status: JobStatus;
  /** Cancel was asked while a batch was on the wire: stop after it. */
  cancelRequested: boolean;
  /** The links the server added, in the order of the answers. */
  links: readonly ImportedLink[];
}

export interface NewImportJob {
  importId: string;
  projectId: string;
  projectName: string;
  entries: readonly OutreachImportEntry[];
  /** The source line of each entry (same order). */
  lines?: readonly number[];
}

export function createImportJob(
  { importId, projectId, projectName, entries, lines = [] }: NewImportJob,
  batchSize = OUTREACH_IMPORT_BATCH_SIZE,
): ImportJob {
  const batches: ImportBatch[] = [];
  for (let start = 0; start < entries.length; start += batchSize) {
    batches.push({
      index: batches.length,
      entries: entries.slice(start, start + batchSize),
      lines: lines.slice(start, start + batchSize),
      status: 'pending',
      importedCount: 0,
      skippedCount: 0,
    });
  }
  // Nothing to send is already finished (the view refuses it; a caller may not).
  const status: JobStatus = batches.length === 0 ? 'finished' : 'ready';
  return {
    importId,
    projectId,
    projectName,
    total: entries.length,
    batches,
    status,
    cancelRequested: false,
    links: [],
  };
}

const withBatch = (job: ImportJob, index: number, change: Partial<ImportBatch>): ImportJob => ({
  ...job,
  batches: job.batches.map((b) => (b.index === index ? { ...b, ...change } : b)),
});

/** The next batch to send, in order; undefined when none is due (or Cancel was asked). */
export function nextBatch(job: ImportJob): ImportBatch | undefined {
  if (job.cancelRequested || job.status === 'cancelled') return undefined;
  return job.batches.find((b) => b.status === 'pending');
}

export function batchSending(job: ImportJob, index: number): ImportJob {
  return { ...withBatch(job, index, { status: 'sending' }), status: 'running' };
}

export function batchAnswered(job: ImportJob, index: number, response: OutreachImportResponse): ImportJob {
  const next = withBatch(job, index, {
    status: 'done',
    importedCount: response.importedCount,
    skippedCount: response.skippedCount,
    failure: undefined,
  });
  return settle({ ...next, links: [...job.links, ...response.links] });
}

export function batchFailed(job: ImportJob, index: number, failure: BatchFailure): ImportJob {
  return settle(withBatch(job, index, { status: 'failed', failure }));
}

/** After an answer: cancelled when Cancel was asked (the unsent batches stay unsent), finished when none is due. */
function settle(job: ImportJob): ImportJob {
  if (job.batches.some((b) => b.status === 'sending')) return job;
  if (job.cancelRequested) return cancelUnsent(job);
  if (job.batches.some((b) => b.status === 'pending')) return job;
  return { ...job, status: 'finished' };
}

function cancelUnsent(job: ImportJob): ImportJob {
  return {
    ...job,
    status: 'cancelled',
    cancelRequested: false,
    batches: job.batches.map((b) => (b.status === 'pending' ? { ...b, status: 'cancelled' as const } : b)),
  };
}

/** Cancel: with a batch on the wire, stop after it; else stop now. A finished job stays as it is. */
export function cancelJob(job: ImportJob): ImportJob {
  if (job.status === 'finished' || job.status === 'cancelled') return job;
  if (job.batches.some((b) => b.status === 'sending')) return { ...job, cancelRequested: true };
  return cancelUnsent(job);
}

/** Retry: the failed batches (only those) are due again. */
export function retryFailedBatches(job: ImportJob): ImportJob {
  if (!job.batches.some((b) => b.status === 'failed') || job.batches.some((b) => b.status === 'sending')) return job;
  return {
    ...job,
    status: 'running',
    cancelRequested: false,
    batches: job.batches.map((b) =>
      b.status === 'failed' ? { ...b, status: 'pending' as const, failure: undefined } : b,
    ),
  };
}

export interface ImportSummary {
  total: number;
  /** Entries of the answered batches (the progress: "Imported N of M"). */
  processed: number;
  importedCount: number;
  /** Entries already in the project (the server's skippedCount). */
  skippedCount: number;
  failedBatches: readonly ImportBatch[];
  failedEntries: number;
  /** Entries Cancel left unsent. */
  unsentEntries: number;
  isRunning: boolean;
}

export function summarize(job: ImportJob): ImportSummary {
  const count = (status: BatchStatus) =>
    job.batches.filter((b) => b.status === status).reduce((n, b) => n + b.entries.length, 0);
  const done = job.batches.filter((b) => b.status === 'done');
  const failedBatches = job.batches.filter((b) => b.status === 'failed');
  return {
    total: job.total,
    processed: count('done'),
    importedCount: done.reduce((n, b) => n + b.importedCount, 0),
    skippedCount: done.reduce((n, b) => n + b.skippedCount, 0),
    failedBatches,
    failedEntries: count('failed'),
    unsentEntries: count('cancelled'),
    isRunning: job.status === 'ready' || job.status === 'running',
  };
}

/** The entry a refusal names (field 'body.entries.N.…'), as a line of the batch's source. */
export function failedLineOf(batch: Pick<ImportBatch, 'lines'>, field: string | undefined): number | undefined {
  const match = /^body\.entries\.(\d+)\b/.exec(field ?? '');
  return match ? batch.lines[Number(match[1])] : undefined;
}

export interface JobDriver {
  get(): ImportJob | undefined;
  set(job: ImportJob): void;
  send(entries: readonly OutreachImportEntry[]): Promise<OutreachImportResponse>;
  /** How a thrown error reads in the summary. */
  failureOf(error: unknown, batch: ImportBatch): BatchFailure;
}

/**
 * Sends the due batches one after another until none is due. The job is read afresh after every
 * answer, so a Cancel (or a Retry) made meanwhile is seen. Resolves when the job stops.
 */
export async function runImportJob(driver: JobDriver): Promise<void> {
  for (;;) {
    const job = driver.get();
    const batch = job && nextBatch(job);
    if (!job || !batch) return;
    driver.set(batchSending(job, batch.index));
    try {
      const response = await driver.send(batch.entries);
      const now = driver.get();
      if (now) driver.set(batchAnswered(now, batch.index, response));
    } catch (error) {
      const now = driver.get();
      if (now) driver.set(batchFailed(now, batch.index, driver.failureOf(error, batch)));
    }
  }
}
