/**
 * The job queue on PostgreSQL through pg-boss 10 (the newest major that runs on Node 20), in a
 * schema of its own. pg-boss keeps the jobs, retries them (with jittered exponential backoff), fails
 * a run that outlives its expiry (our timeoutSeconds) — which is also how a killed worker's job is
 * taken up again — and fires cron schedules. What pg-boss 10 lacks is ours:
 * - progress reports: the `job_progress` table (migration 0020) in the application's schema;
 * - listings: read from pg-boss's own `job` and `archive` tables (it has no API for them);
 * - the singleton rule (one unfinished job per key): pg-boss's policies each allow one job per
 *   state, so a send with a key takes a transaction-scoped advisory lock on the key, looks for an
 *   unfinished job, and inserts through pg-boss inside that transaction.
 */
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';

import {
  checkQueueName,
  DEFAULT_LIST_LIMIT,
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  DEFAULT_TIMEOUT_SECONDS,
  JOB_STOP_GRACE_MS,
  MAX_ERROR_LENGTH,
  nextCronTime,
  runWithinTimeout,
  type JobData,
  type JobHandler,
  type JobInfo,
  type JobQueue,
  type JobState,
  type ListOptions,
  type ScheduleOptions,
  type SendOptions,
  type WorkOptions,
} from './queue';
import type { Db } from '../db';
import type { Database } from '../db/schema';

/** How often an idle worker asks for a job (pg-boss's default); a send in this process wakes it at once. */
export const BOSS_POLL_INTERVAL_SECONDS = 2;
/** pg-boss's own connections, beside the application's pool. */
export const BOSS_POOL_SIZE = 4;

export interface PgBossJobQueueOptions {
  connectionString: string;
  /** pg-boss's schema (one per application schema). */
  schema: string;
  pollingIntervalSeconds?: number;
  /** How often expired runs are failed (pg-boss's default: 120 s). */
  maintenanceIntervalSeconds?: number;
  /** How often schedules are checked, and how often their jobs are sent (pg-boss's defaults: 30 s, 5 s). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

/** pg-boss's job row as getJobById and our listing read it. */
interface BossJobRow {
  id: string;
  name: string;
  data: unknown;
  state: string;
  retryLimit: number;
  retryCount: number;
  startAfter: Date;
  startedOn: Date | null;
  singletonKey: string | null;
  createdOn: Date;
  completedOn: Date | null;
  output: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const stateOf = (bossState: string): JobState => (bossState === 'created' ? 'queued' : (bossState as JobState));
const bossStateOf = (state: JobState): string => (state === 'queued' ? 'created' : state);

/** The error pg-boss stored in `output` (a serialized Error, or `{ value: { message } }` for an expiry). */
function errorOf(output: unknown): string | null {
  const o = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = o?.message ?? o?.value?.message;
  return typeof message === 'string' ? message.slice(0, MAX_ERROR_LENGTH) : null;
}

function sendOptionsOf(options: Omit<SendOptions, 'singletonKey'> & { singletonKey?: string }): PgBoss.SendOptions {
  return {
    retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
    retryDelay: options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    retryBackoff: options.retryBackoff ?? true,
    expireInSeconds: options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  };
}

/** pg-boss's `db` option: its statements run inside our Kysely transaction. */
function bossDbOf(trx: Transaction<Database>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] as never[] };
    },
  };
}

export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly boss: PgBoss;
  private readonly schema: string;
  private readonly pollingIntervalSeconds: number;
  private readonly onError: (error: unknown) => void;
  private readonly queues = new Set<string>();
  private readonly workerIds = new Map<string, string[]>();
  /** Runs in progress in this process, by job id. */
  private readonly running = new Map<string, AbortController>();

  constructor(
    private readonly db: Db,
    options: PgBossJobQueueOptions,
  ) {
    this.schema = options.schema;
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? BOSS_POLL_INTERVAL_SECONDS;
    this.onError = options.onError ?? ((error: unknown) => console.error('job queue failed', error));
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      max: BOSS_POOL_SIZE,
      application_name: 'rivalscope-jobs',
      ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
      ...(options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds } : {}),
      ...(options.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds } : {}),
    });
    this.boss.on('error', (error) => this.onError(error));
  }

  private get kysely(): Kysely<Database> {
    return this.db.kysely;
  }

  async start(): Promise<void> {
    await this.boss.start();
  }

  /** pg-boss 10 needs a queue created before jobs are sent to it (createQueue does nothing for an existing one). */
  private async ensureQueue(queue: string): Promise<void> {
    checkQueueName(queue);
    if (this.queues.has(queue)) return;
    await this.boss.createQueue(queue);
    this.queues.add(queue);
  }

  createQueue(queue: string): Promise<void> {
    return this.ensureQueue(queue);
  }

  async send(queue: string, data: JobData, options: SendOptions = {}): Promise<string> {
    await this.ensureQueue(queue);
    const bossOptions = sendOptionsOf(options);
    const { singletonKey } = options;
    const id =
      singletonKey === undefined
        ? await this.boss.send(queue, data, bossOptions)
        : await this.kysely.transaction().execute(async (trx) => {
            // Serializes the sends of one key; the lock ends with the transaction.
            await sql`select pg_advisory_xact_lock(hashtextextended(${`${this.schema}/${queue}/${singletonKey}`}, 0))`.execute(
              trx,
            );
            const existing = await sql<{ id: string }>`
              select id from ${sql.id(this.schema, 'job')}
              where name = ${queue} and singleton_key = ${singletonKey} and state < 'completed'
              limit 1`.execute(trx);
            if (existing.rows[0]) return existing.rows[0].id;
            return this.boss.send(queue, data, { ...bossOptions, db: bossDbOf(trx) });
          });
    if (!id) throw new Error(`pg-boss did not queue the job on ${queue}`);
    for (const workerId of this.workerIds.get(queue) ?? []) this.boss.notifyWorker(workerId);
    return id;
  }

  async work<T extends JobData>(queue: string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    await this.ensureQueue(queue);
    if (this.workerIds.has(queue)) throw new Error(`Queue ${queue} already has a worker`);
    const ids: string[] = [];
    // pg-boss 10 runs one fetch loop per work() call: concurrency is that many loops of one job each.
    for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++) {
      ids.push(
        await this.boss.work<T>(
          queue,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollingIntervalSeconds },
          async ([job]) => {
            if (job) await this.run(queue, handler, job);
          },
        ),
      );
    }
    this.workerIds.set(queue, ids);
  }

  private async run<T extends JobData>(
    queue: string,
    handler: JobHandler<T>,
    job: PgBoss.JobWithMetadata<T>,
  ): Promise<void> {
    const controller = new AbortController();
    this.running.set(job.id, controller);
    try {
      // pg-boss fails the run at its expiry; the handler hears of it through its signal.
      await runWithinTimeout(controller, job.expireInSeconds, () =>
        handler({
          id: job.id,
          queue,
          data: job.data,
          attempt: job.retryCount + 1,
          signal: controller.signal,
          progress: async (done, total, message) => {
            const values = { done, total, message: message ?? null, updated_at: new Date().toISOString() };
            await this.kysely
              .insertInto('job_progress')
              .values({ job_id: job.id, queue, ...values })
              .onConflict((oc) => oc.column('job_id').doUpdateSet(values))
              .execute();
          },
        }),
      );
    } finally {
      this.running.delete(job.id);
    }
  }

  private async progressOf(ids: string[]): Promise<Map<string, JobInfo['progress']>> {
    if (ids.length === 0) return new Map();
    const rows = await this.kysely.selectFrom('job_progress').selectAll().where('job_id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.job_id, { done: row.done, total: row.total, message: row.message }]));
  }

  private infoOf(row: BossJobRow, progress: JobInfo['progress'] | undefined): JobInfo {
    const state = stateOf(row.state);
    return {
      id: row.id,
      queue: row.name,
      state,
      data: (row.data ?? {}) as JobData,
      singletonKey: row.singletonKey,
      // pg-boss counts retries, and only once a retry starts.
      attempts: row.startedOn ? row.retryCount + 1 : 0,
      retryLimit: row.retryLimit,
      progress: progress ?? null,
      lastError: state === 'completed' ? null : errorOf(row.output),
      createdAt: row.createdOn,
      startAfter: row.startAfter,
      startedAt: row.startedOn,
      finishedAt: row.completedOn,
    };
  }

  async getJob(queue: string, id: string): Promise<JobInfo | null> {
    checkQueueName(queue);
    if (!UUID.test(id)) return null;
    const job = await this.boss.getJobById<JobData>(queue, id, { includeArchive: true });
    if (!job) return null;
    const progress = await this.progressOf([id]);
    return this.infoOf(job as unknown as BossJobRow, progress.get(id));
  }

  async listJobs(queue: string, options: ListOptions = {}): Promise<JobInfo[]> {
    checkQueueName(queue);
    if (options.states?.length === 0) return [];
    const columns = sql`id, name, data, state::text as state, retry_limit as "retryLimit", retry_count as "retryCount",
      start_after as "startAfter", started_on as "startedOn", singleton_key as "singletonKey",
      created_on as "createdOn", completed_on as "completedOn", output`;
    const stateFilter = options.states ? sql`and state::text in (${sql.join(options.states.map(bossStateOf))})` : sql``;
    // Finished jobs move from `job` to `archive` (after pg-boss's archive interval); both are listed.
    const { rows } = await sql<BossJobRow>`
      select * from (
        select ${columns} from ${sql.id(this.schema, 'job')} where name = ${queue} ${stateFilter}
        union all
        select ${columns} from ${sql.id(this.schema, 'archive')} where name = ${queue} ${stateFilter}
      ) jobs
      order by "createdOn" desc, id desc
      limit ${options.limit ?? DEFAULT_LIST_LIMIT}`.execute(this.kysely);
    const progress = await this.progressOf(rows.map((row) => row.id));
    return rows.map((row) => this.infoOf(row, progress.get(row.id)));
  }

  async schedule(queue: string, cron: string, data: JobData = {}, options: ScheduleOptions = {}): Promise<void> {
    const { tz = 'UTC', ...sendOptions } = options;
    nextCronTime(cron, tz, new Date()); // refuses a malformed expression as the SQL runner does
    await this.ensureQueue(queue);
    await this.boss.schedule(queue, cron, data, { ...sendOptionsOf(sendOptions), tz });
  }

  async unschedule(queue: string): Promise<void> {
    checkQueueName(queue);
    await this.boss.unschedule(queue);
  }

  async stop(graceMs: number = JOB_STOP_GRACE_MS): Promise<void> {
    const grace = setTimeout(() => {
      for (const controller of this.running.values())
        controller.abort(new Error('the server stopped while the job ran'));
    }, graceMs);
    try {
      // pg-boss stops fetching, waits for the runs in progress (up to its timeout), fails any left, closes its pool.
      await this.boss.stop({ graceful: true, wait: true, timeout: graceMs + BOSS_STOP_MARGIN_MS });
    } finally {
      clearTimeout(grace);
    }
  }
}

/** pg-boss checks for running jobs every 500 ms: past our grace, the aborted runs need a moment to be recorded. */
const BOSS_STOP_MARGIN_MS = 1_000;
