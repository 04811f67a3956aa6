/**
 * The admin area (our design; doc 1 "The admin role exists"): where a self-hosted server's research
 * data comes from — the configured providers, the collector's settings, budget and failed checks
 * (research/collector), the job queue, and file imports uploaded to run on the queue
 * (research/importers/importJob.ts). Every operation needs the admin role.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import type { FastifyRequest } from 'fastify';

import { parseRoles, requireUser, type HandlerContext, type Schemas } from './context';
import type { TagHandlers } from './operation';
import { ROLE_ADMIN } from '../../lib/spec/identity';
import { lastMonth } from '../cli/import';
import { FieldValidationError, HttpError } from '../errors';
import type { JobInfo, JobState } from '../jobs/queue';
import {
  budgetUse,
  COLLECT_SCHEDULE_QUEUES,
  COLLECT_SERP_QUEUE,
  getCollectorSettings,
  listFailedChecks,
  universeSize,
  updateCollectorSettings,
} from '../research/collector';
import { monthOf } from '../research/collector/status';
import { siteDomain } from '../research/importers/corpusWriter';
import {
  IMPORT_FILE_QUEUE,
  MAX_IMPORT_UPLOAD_BYTES,
  queueImport,
  storeUpload,
  UploadTooLargeError,
} from '../research/importers/importJob';
import { LISTED_REFUSALS_PER_RUN } from '../research/importers/importRun';
import type { ImportKind } from '../research/records';

// Ours: the texts of the contract's examples.
export const ADMIN_TEXT = {
  notAdmin: 'This page is for administrators only.',
  noJobQueue: 'This server runs no job queue, so it cannot import uploads. Use npm run import instead.',
  tooLarge: 'The file is larger than 2 GiB.',
  runNotFound: 'There is no import run with that id.',
  siteRequired: 'A Search Console export needs the site it belongs to (e.g. example.com).',
  emptyFile: 'The file is empty.',
} as const;

/** The queues the admin page lists: the collector's, then the file imports'. */
export const ADMIN_QUEUES: readonly string[] = [COLLECT_SERP_QUEUE, ...COLLECT_SCHEDULE_QUEUES, IMPORT_FILE_QUEUE];
/** A queue's counts by state are over its newest jobs, this many (the queue keeps no totals). */
export const QUEUE_COUNT_WINDOW = 1_000;
/** The newest jobs listed per queue. */
export const QUEUE_NEWEST_JOBS = 10;
/** The import runs GetImportRuns answers. */
export const RECENT_IMPORT_RUNS = 20;

const JOB_STATES: readonly JobState[] = ['queued', 'retry', 'active', 'completed', 'failed', 'cancelled'];

type ImportRunRow = {
  id: number;
  kind: string;
  file_name: string;
  file_size: number | string;
  options: string;
  status: string;
  rows_read: number;
  rows_stored: number;
  rows_refused: number;
  bytes_read: number | string;
  started_at: string;
  finished_at: string | null;
  last_error: string | null;
};

const RUN_COLUMNS = [
  'id',
  'kind',
  'file_name',
  'file_size',
  'options',
  'status',
  'rows_read',
  'rows_stored',
  'rows_refused',
  'bytes_read',
  'started_at',
  'finished_at',
  'last_error',
] as const;

/** The logged-in admin; 403 for anyone else (the sessionCookie scheme has already answered 401). */
function requireAdmin(request: FastifyRequest) {
  const user = requireUser(request);
  if (!parseRoles(user).includes(ROLE_ADMIN)) throw new HttpError(403, ADMIN_TEXT.notAdmin, 'NOT_ADMIN');
  return user;
}

const isoOf = (time: Date | null) => (time ? time.toISOString() : null);

function queueJob(job: JobInfo): Schemas['QueueJob'] {
  return {
    id: job.id,
    state: job.state,
    progress: job.progress,
    attempts: job.attempts,
    retryLimit: job.retryLimit,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    startedAt: isoOf(job.startedAt),
    finishedAt: isoOf(job.finishedAt),
  };
}

/** YYYYMM → YYYY-MM. */
const monthText = (month: number) => `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`;

function importRun(row: ImportRunRow): Schemas['ImportRun'] {
  let options: { country?: unknown; month?: unknown; site?: unknown } = {};
  try {
    options = JSON.parse(row.options) as typeof options;
  } catch {
    // A run recorded by hand without options: shown without them.
  }
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    status: row.status as Schemas['ImportRunStatus'],
    country: typeof options.country === 'string' ? options.country : '',
    month: typeof options.month === 'number' ? monthText(options.month) : '',
    site: typeof options.site === 'string' ? options.site : null,
    rowsRead: row.rows_read,
    rowsStored: row.rows_stored,
    rowsRefused: row.rows_refused,
    bytesRead: Number(row.bytes_read),
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    lastError: row.last_error,
  };
}

export function createAdminHandlers(ctx: HandlerContext): TagHandlers<'admin'> {
  const { db, config } = ctx;

  return {
    async getDataSources(request) {
      requireAdmin(request);
      const { serp, dataforseo } = config.providers;
      const now = new Date();
      const [settings, budget, universe] = await Promise.all([
        getCollectorSettings(db),
        serp ? budgetUse(db, serp.name, monthOf(now)) : Promise.resolve(null),
        universeSize(db, now),
      ]);
      return {
        serpProvider: { name: serp?.name ?? null, keysSet: serp !== null },
        keywordDataProvider: { name: dataforseo ? 'dataforseo' : null, keysSet: dataforseo !== null },
        settings,
        budget: budget && { ...budget, provider: budget.provider as Schemas['ProviderName'] },
        universe,
      };
    },

    async updateCollectorSettings(request) {
      requireAdmin(request);
      const { countryCode: _unused, ...patch } = request.body;
      return updateCollectorSettings(db, patch, ctx.jobs);
    },

    async getJobQueue(request) {
      requireAdmin(request);
      const { jobs } = ctx;
      if (!jobs) return { isRunning: false, queues: [] };
      const queues = await Promise.all(
        ADMIN_QUEUES.map(async (queue) => {
          const listed = await jobs.listJobs(queue, { limit: QUEUE_COUNT_WINDOW });
          const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
          for (const job of listed) counts[job.state] += 1;
          return { queue, counts, jobs: listed.slice(0, QUEUE_NEWEST_JOBS).map(queueJob) };
        }),
      );
      return { isRunning: true, queues };
    },

    async getFailedChecks(request) {
      requireAdmin(request);
      const { startRow = 0, rowsPerPage = 25 } = request.query ?? {};
      return listFailedChecks(db, { startRow, rowsPerPage });
    },

    async getImportRuns(request) {
      requireAdmin(request);
      const rows = await db.kysely
        .selectFrom('import_runs')
        .select(RUN_COLUMNS)
        .orderBy('id', 'desc')
        .limit(RECENT_IMPORT_RUNS)
        .execute();
      return { runs: rows.map(importRun) };
    },

    async getImportRun(request) {
      requireAdmin(request);
      const { runId } = request.query;
      const row = await db.kysely
        .selectFrom('import_runs')
        .select(RUN_COLUMNS)
        .where('id', '=', runId)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, ADMIN_TEXT.runNotFound, 'NOT_FOUND');
      const refused = await db.kysely
        .selectFrom('import_errors')
        .select(['line', 'reason'])
        .where('run_id', '=', runId)
        .orderBy('line')
        .limit(LISTED_REFUSALS_PER_RUN)
        .execute();
      return { run: importRun(row), refused };
    },

    async uploadImport(request, reply) {
      requireAdmin(request);
      const { jobs } = ctx;
      if (!jobs) throw new HttpError(503, ADMIN_TEXT.noJobQueue, 'NO_JOB_QUEUE');
      const { kind, fileName, country = 'us', month, site } = request.query;
      if (kind === 'gsc' && !siteDomain(site)) {
        throw new FieldValidationError([{ field: 'query.site', message: ADMIN_TEXT.siteRequired }]);
      }
      const declared = Number(request.headers['content-length']);
      if (declared > MAX_IMPORT_UPLOAD_BYTES) throw new HttpError(413, ADMIN_TEXT.tooLarge, 'FILE_TOO_LARGE');
      const options = {
        country: country.toLowerCase(),
        month: month ? Number(month.replace('-', '')) : lastMonth(new Date()),
        ...(site ? { site } : {}),
      };
      let stored;
      try {
        stored = await storeUpload(request.body as unknown as Readable, join(config.dataDir, 'imports'), fileName);
      } catch (error) {
        if (error instanceof UploadTooLargeError) throw new HttpError(413, ADMIN_TEXT.tooLarge, 'FILE_TOO_LARGE');
        throw error;
      }
      if (stored.size === 0) {
        await rm(stored.path, { force: true });
        throw new FieldValidationError([{ field: 'body', message: ADMIN_TEXT.emptyFile }]);
      }
      const queued = await queueImport(jobs, db, { ...stored, fileName, kind, options });
      return reply.code(202).send(queued);
    },
  };
}
