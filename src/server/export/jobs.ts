/**
 * Queued CSV exports (table export_jobs, migration 0018): queued by ExportCsv, built in the
 * background by a worker that claims a job with a lease (the mail outbox's pattern, mail/delivery.ts),
 * read back by GetExportStatus and the download. A caller only ever sees its own jobs.
 */
import { randomUUID } from 'node:crypto';

import { readExportRows, type ExportSource } from './sources';
import type { components } from '../../api/schema.gen';
import { csvText } from '../../lib/csv';
import type { Db } from '../db';
import { projectAccountOf } from '../workspace/access';

type ExportNotification = components['schemas']['ExportNotification'];

/** How long a claimed job is left to its worker before another may take it (a crashed server). */
export const EXPORT_LEASE_MS = 10 * 60_000;
/** Attempts before a job is reported failed. */
export const MAX_EXPORT_ATTEMPTS = 3;
/** Jobs built per pass. */
const EXPORT_BATCH_SIZE = 5;
const MAX_ERROR_LENGTH = 1_000;

/** The notification's texts (doc 2 §3 export notification). */
export const EXPORT_LABELS = {
  pending: 'Preparing your export...',
  ready: 'Your export is ready.',
  error: 'Your export failed. Please try again.',
} as const;

export const downloadUrl = (sessionId: string) => `/Endpoints/Core/Download/${sessionId}`;

/** The Content-Disposition of a CSV file named `filename` (without `.csv`). */
export function attachmentOf(filename: string): string {
  const file = `${filename}.csv`;
  // The plain form keeps ASCII only (the contract already refuses quotes and path characters);
  // filename* carries the exact name.
  const ascii = file.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

interface JobState {
  id: string;
  filename: string;
  status: string;
}

function notificationOf(job: JobState): ExportNotification {
  const isReady = job.status === 'ready';
  return {
    sessionId: job.id,
    isReady,
    isError: job.status === 'error',
    url: isReady ? downloadUrl(job.id) : null,
    labels: { title: `${job.filename}.csv`, ...EXPORT_LABELS },
  };
}

/** Queues an export of `source` for `userId`; answers its pending notification. */
export async function queueExport(
  db: Db,
  userId: number,
  filename: string,
  source: ExportSource,
  maxRows: number,
): Promise<ExportNotification> {
  const job = { id: randomUUID(), filename, status: 'queued' };
  await db.kysely
    .insertInto('export_jobs')
    .values({
      id: job.id,
      user_id: userId,
      filename,
      source: JSON.stringify(source),
      max_rows: maxRows,
      created_at: new Date().toISOString(),
    })
    .execute();
  return notificationOf(job);
}

/** The state of the user's own job; undefined for anyone else's, or an unknown id. */
export async function exportStatus(db: Db, userId: number, sessionId: string): Promise<ExportNotification | undefined> {
  const job = await db.kysely
    .selectFrom('export_jobs')
    .select(['id', 'filename', 'status'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return job && notificationOf(job);
}

/** The user's own finished file; undefined otherwise. */
export async function exportFile(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<{ filename: string; csv: string } | undefined> {
  const job = await db.kysely
    .selectFrom('export_jobs')
    .select(['filename', 'csv'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  return job?.csv == null ? undefined : { filename: job.filename, csv: job.csv };
}

export interface ExportPassResult {
  built: number;
  failed: number;
}

/** One pass: builds every due job (up to a batch): queued, or running with an expired lease. */
export async function buildDueExports(db: Db, now: () => number = Date.now): Promise<ExportPassResult> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const result: ExportPassResult = { built: 0, failed: 0 };
  const due = await db.kysely
    .selectFrom('export_jobs')
    .select('id')
    .where((eb) =>
      eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<=', iso(now()))])]),
    )
    .orderBy('created_at')
    .limit(EXPORT_BATCH_SIZE)
    .execute();

  for (const { id } of due) {
    // Claim the job: only one worker moves it to running with a lease in the future.
    const claimedAt = now();
    const claim = await db.kysely
      .updateTable('export_jobs')
      .set((eb) => ({
        status: 'running',
        lease_until: iso(claimedAt + EXPORT_LEASE_MS),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'queued'),
          eb.and([eb('status', '=', 'running'), eb('lease_until', '<=', iso(claimedAt))]),
        ]),
      )
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;

    const job = await db.kysely
      .selectFrom('export_jobs')
      .innerJoin('users', 'users.id', 'export_jobs.user_id')
      .select([
        'export_jobs.source',
        'export_jobs.max_rows',
        'export_jobs.attempts',
        'users.id',
        'users.parent_user_id',
      ])
      .where('export_jobs.id', '=', id)
      .executeTakeFirstOrThrow();
    try {
      const owner = { account: projectAccountOf(job) };
      const { header, rows } = await readExportRows(db, JSON.parse(job.source) as ExportSource, job.max_rows, owner);
      await db.kysely
        .updateTable('export_jobs')
        .set({
          status: 'ready',
          csv: csvText(header, rows),
          row_count: rows.length,
          lease_until: null,
          last_error: null,
          finished_at: iso(now()),
        })
        .where('id', '=', id)
        .execute();
      result.built += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const givenUp = job.attempts >= MAX_EXPORT_ATTEMPTS;
      await db.kysely
        .updateTable('export_jobs')
        .set({
          status: givenUp ? 'error' : 'queued',
          lease_until: null,
          last_error: message,
          finished_at: givenUp ? iso(now()) : null,
        })
        .where('id', '=', id)
        .execute();
      result.failed += 1;
    }
  }
  return result;
}
