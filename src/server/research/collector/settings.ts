/**
 * The collector's settings (collector_settings, one row): the monthly budget, the rate the
 * provider is called at and the two schedules. A change is validated whole before anything is
 * stored, and re-schedules the runs when the caller has the job queue.
 */
import {
  COLLECT_OTHER_QUEUE,
  COLLECT_TRACKED_QUEUE,
  DEFAULT_OTHER_CRON,
  DEFAULT_REQUESTS_PER_MINUTE,
  DEFAULT_TRACKED_CRON,
  MAX_REQUESTS_PER_MINUTE,
} from './constants';
import type { Db } from '../../db';
import { FieldValidationError, type FieldError } from '../../errors';
import type { JobQueue } from '../../jobs';
import { nextCronTime } from '../../jobs/queue';

export interface CollectorSettings {
  /** US dollars the provider may charge per calendar month; null: no limit. */
  monthlyBudgetUsd: number | null;
  requestsPerMinute: number;
  /** When the tracked (project) keywords are checked: a 5-field cron expression in UTC. */
  trackedCron: string;
  /** When the requested and imported keywords are checked. */
  otherCron: string;
}

export const DEFAULT_COLLECTOR_SETTINGS: CollectorSettings = {
  monthlyBudgetUsd: null,
  requestsPerMinute: DEFAULT_REQUESTS_PER_MINUTE,
  trackedCron: DEFAULT_TRACKED_CRON,
  otherCron: DEFAULT_OTHER_CRON,
};

export async function getCollectorSettings(db: Db): Promise<CollectorSettings> {
  const row = await db.kysely.selectFrom('collector_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { ...DEFAULT_COLLECTOR_SETTINGS };
  return {
    monthlyBudgetUsd: row.monthly_budget_usd === null ? null : Number(row.monthly_budget_usd),
    requestsPerMinute: Number(row.requests_per_minute),
    trackedCron: row.tracked_cron,
    otherCron: row.other_cron,
  };
}

function cronProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim().split(/\s+/).length !== 5) {
    return 'must be a cron expression of 5 fields (minute hour day month weekday), such as 0 3 * * 1';
  }
  try {
    nextCronTime(value.trim(), 'UTC', new Date());
    return null;
  } catch {
    return 'is not a valid cron expression (minute hour day month weekday)';
  }
}

/** The problems of a change, each naming its field as the request body does (`body.trackedCron`). */
function problemsOf(patch: Partial<CollectorSettings>): FieldError[] {
  const problems: FieldError[] = [];
  const { monthlyBudgetUsd, requestsPerMinute, trackedCron, otherCron } = patch;
  if (
    monthlyBudgetUsd !== undefined &&
    monthlyBudgetUsd !== null &&
    !(typeof monthlyBudgetUsd === 'number' && Number.isFinite(monthlyBudgetUsd) && monthlyBudgetUsd >= 0)
  ) {
    problems.push({ field: 'body.monthlyBudgetUsd', message: 'must be 0 or more US dollars, or empty for no limit' });
  }
  if (
    requestsPerMinute !== undefined &&
    !(Number.isInteger(requestsPerMinute) && requestsPerMinute >= 1 && requestsPerMinute <= MAX_REQUESTS_PER_MINUTE)
  ) {
    problems.push({
      field: 'body.requestsPerMinute',
      message: `must be a whole number from 1 to ${MAX_REQUESTS_PER_MINUTE}`,
    });
  }
  for (const [field, value] of [
    ['trackedCron', trackedCron],
    ['otherCron', otherCron],
  ] as const) {
    if (value === undefined) continue;
    const problem = cronProblem(value);
    if (problem) problems.push({ field: `body.${field}`, message: problem });
  }
  return problems;
}

/**
 * Validates (FieldValidationError naming each bad field), stores, and re-schedules when `jobs` is
 * given. Fields left out of the patch keep their value.
 */
export async function updateCollectorSettings(
  db: Db,
  patch: Partial<CollectorSettings>,
  jobs?: JobQueue,
): Promise<CollectorSettings> {
  const problems = problemsOf(patch);
  if (problems.length > 0) throw new FieldValidationError(problems);
  const next: CollectorSettings = { ...(await getCollectorSettings(db)) };
  if (patch.monthlyBudgetUsd !== undefined) next.monthlyBudgetUsd = patch.monthlyBudgetUsd;
  if (patch.requestsPerMinute !== undefined) next.requestsPerMinute = patch.requestsPerMinute;
  if (patch.trackedCron !== undefined) next.trackedCron = patch.trackedCron.trim().replace(/\s+/g, ' ');
  if (patch.otherCron !== undefined) next.otherCron = patch.otherCron.trim().replace(/\s+/g, ' ');
  const row = {
    monthly_budget_usd: next.monthlyBudgetUsd,
    requests_per_minute: next.requestsPerMinute,
    tracked_cron: next.trackedCron,
    other_cron: next.otherCron,
    updated_at: new Date().toISOString(),
  };
  await db.kysely
    .insertInto('collector_settings')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  if (jobs) await scheduleCollectorRuns(jobs, next);
  return next;
}

/** (Re)places the two scheduled runs on the queue. */
export async function scheduleCollectorRuns(jobs: JobQueue, settings: CollectorSettings): Promise<void> {
  await jobs.schedule(COLLECT_TRACKED_QUEUE, settings.trackedCron, { period: 'weekly' });
  await jobs.schedule(COLLECT_OTHER_QUEUE, settings.otherCron, { period: 'monthly' });
}
