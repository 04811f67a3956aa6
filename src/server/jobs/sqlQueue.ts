/**
 * The in-process job runner over the `queue_jobs` table (migration 0020), on SQLite or PostgreSQL
 * through Kysely: the embedded default and the test double of the queue. A worker claims a due job
 * by moving its lease forward under a fresh token (the house's lease pattern: export/jobs.ts,
 * mail/delivery.ts), heartbeats the lease while the handler runs, and writes the outcome only while
 * it still holds the token. A job whose worker died (killed, machine lost) is due again once its
 * lease ends, on any server sharing the database. Recurring jobs live in `queue_schedules`: the
 * server that moves a schedule's `next_run_at` forward queues its job, in the same transaction.
 */
import { randomUUID } from 'node:crypto';

import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';

import {
  checkQueueName,
  DEFAULT_LIST_LIMIT,
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  DEFAULT_TIMEOUT_SECONDS,
  errorText,
  JOB_STOP_GRACE_MS,
  nextCronTime,
  retryDelayMs,
  runWithinTimeout,
  UNFINISHED_STATES,
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
import type { Database, QueueJobsTable } from '../db/schema';

/** How long a claimed job is its worker's: a killed worker's job waits this long for another. */
export const SQL_LEASE_MS = 60_000;
/** How often a running job's lease is renewed: several renewals fit in one lease, so a slow write never loses it. */
export const SQL_HEARTBEAT_MS = 15_000;
/** How often an idle worker looks for due jobs (a send in this process wakes it at once). */
export const SQL_POLL_INTERVAL_MS = 2_000;
/** How often due schedules are looked for: cron expressions have minute resolution. */
export const SCHEDULE_POLL_INTERVAL_MS = 30_000;

export interface SqlJobQueueOptions {
  /** The clock of leases, due times and schedules (tests inject one). */
  now?: () => number;
  leaseMs?: number;
  heartbeatMs?: number;
  pollIntervalMs?: number;
  schedulePollIntervalMs?: number;
  /** Where a failed poll (a database error) is reported; a job's own failure is recorded on it. */
  onError?: (error: unknown) => void;
}

type JobRow = Selectable<QueueJobsTable>;

interface Worker {
  queue: string;
  handler: JobHandler;
  concurrency: number;
  /** Passes run one after another. */
  passes: Promise<unknown>;
  timer: NodeJS.Timeout | undefined;
}

interface Claim {
  id: string;
  token: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

function jobInfoOf(row: JobRow): JobInfo {
  return {
    id: row.id,
    queue: row.queue,
    state: row.state as JobState,
    data: JSON.parse(row.data) as JobData,
    singletonKey: row.singleton_key,
    attempts: row.attempts,
    retryLimit: row.retry_limit,
    progress:
      row.progress_done === null || row.progress_total === null
        ? null
        : { done: row.progress_done, total: row.progress_total, message: row.progress_message },
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    startAfter: new Date(row.start_after),
    startedAt: dateOrNull(row.started_at),
    finishedAt: dateOrNull(row.finished_at),
  };
}

export class SqlJobQueue implements JobQueue {
  readonly kind = 'sql';
  private readonly now: () => number;
  private readonly leaseMs: number;
  private readonly heartbeatMs: number;
  private readonly pollIntervalMs: number;
  private readonly schedulePollIntervalMs: number;
  private readonly onError: (error: unknown) => void;
  private readonly workers = new Map<string, Worker>();
  /** Runs in progress in this process: each one's queue and the means to abort it. */
  private readonly running = new Map<Promise<void>, { queue: string; controller: AbortController }>();
  private started = false;
  private stopping = false;
  private scheduleTimer: NodeJS.Timeout | undefined;
  private schedulePass: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    options: SqlJobQueueOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.leaseMs = options.leaseMs ?? SQL_LEASE_MS;
    this.heartbeatMs = options.heartbeatMs ?? SQL_HEARTBEAT_MS;
    this.pollIntervalMs = options.pollIntervalMs ?? SQL_POLL_INTERVAL_MS;
    this.schedulePollIntervalMs = options.schedulePollIntervalMs ?? SCHEDULE_POLL_INTERVAL_MS;
    this.onError = options.onError ?? ((error: unknown) => console.error('job queue failed', error));
  }

  start(): Promise<void> {
    if (this.started) return Promise.resolve();
    this.started = true;
    const loop = () => {
      this.schedulePass = this.fireDueSchedules().catch(this.onError);
      void this.schedulePass.then(() => {
        if (!this.stopping) this.scheduleTimer = setTimeout(loop, this.schedulePollIntervalMs).unref();
      });
    };
    loop();
    return Promise.resolve();
  }

  /** A queue of the SQL runner is a name in its one table: nothing to create. */
  async createQueue(queue: string): Promise<void> {
    checkQueueName(queue);
  }

  async send(queue: string, data: JobData, options: SendOptions = {}): Promise<string> {
    const id = await this.insertJob(this.db.kysely, queue, data, options);
    const worker = this.workers.get(queue);
    if (worker) this.wake(worker);
    return id;
  }

  /** Inserts the job, or answers the unfinished job holding its singleton key. */
  private async insertJob(
    executor: Kysely<Database>,
    queue: string,
    data: JobData,
    options: SendOptions,
  ): Promise<string> {
    checkQueueName(queue);
    const nowMs = this.now();
    const row = {
      id: randomUUID(),
      queue,
      data: JSON.stringify(data),
      state: 'queued',
      singleton_key: options.singletonKey ?? null,
      retry_limit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retry_delay_seconds: options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      retry_backoff: options.retryBackoff === false ? 0 : 1,
      timeout_seconds: options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      start_after: iso(options.startAfter?.getTime() ?? nowMs),
      created_at: iso(nowMs),
    };
    // The existing job may finish between the refused insert and the look-up: then insert again.
    for (;;) {
      const inserted = await executor
        .insertInto('queue_jobs')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return row.id;
      if (row.singleton_key === null) throw new Error(`Job ${row.id} was not queued`);
      const existing = await executor
        .selectFrom('queue_jobs')
        .select('id')
        .where('queue', '=', queue)
        .where('singleton_key', '=', row.singleton_key)
        .where('state', 'in', UNFINISHED_STATES)
        .executeTakeFirst();
      if (existing) return existing.id;
    }
  }

  work<T extends JobData>(queue: string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    if (!this.started || this.stopping) return Promise.reject(new Error('The job queue is not running'));
    if (this.workers.has(queue)) return Promise.reject(new Error(`Queue ${queue} already has a worker`));
    try {
      checkQueueName(queue);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const worker: Worker = {
      queue,
      handler: handler as JobHandler,
      concurrency: Math.max(1, options.concurrency ?? 1),
      passes: Promise.resolve(),
      timer: undefined,
    };
    this.workers.set(queue, worker);
    this.wake(worker);
    return Promise.resolve();
  }

  /** Runs a pass now, and the next one after the poll interval (or when a run ends). */
  private wake(worker: Worker): void {
    if (this.stopping) return;
    clearTimeout(worker.timer);
    void this.pass(worker).then(() => {
      if (this.stopping) return;
      clearTimeout(worker.timer);
      worker.timer = setTimeout(() => this.wake(worker), this.pollIntervalMs).unref();
    });
  }

  /** Claims due jobs for the worker's free slots and starts them; answers the runs started. */
  private pass(worker: Worker): Promise<Promise<void>[]> {
    const next = worker.passes.then(async () => {
      if (this.stopping) return [];
      const busy = [...this.running.values()].filter((run) => run.queue === worker.queue).length;
      const free = worker.concurrency - busy;
      if (free <= 0) return [];
      try {
        const claims = await this.claim(worker.queue, free);
        return claims.map((claim) => this.startRun(worker, claim));
      } catch (error) {
        this.onError(error);
        return [];
      }
    });
    worker.passes = next;
    return next;
  }

  private async claim(queue: string, slots: number): Promise<Claim[]> {
    const dueAt = iso(this.now());
    const due = await this.db.kysely
      .selectFrom('queue_jobs')
      .select(['id', 'state', 'attempts', 'retry_limit'])
      .where('queue', '=', queue)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', 'in', ['queued', 'retry']), eb('start_after', '<=', dueAt)]),
          eb.and([eb('state', '=', 'active'), eb('lease_until', '<=', dueAt)]),
        ]),
      )
      .orderBy('start_after')
      .orderBy('created_at')
      .limit(slots)
      .execute();

    const claims: Claim[] = [];
    for (const job of due) {
      const claimedAt = this.now();
      const stillDue = (eb: ExpressionBuilder<Database, 'queue_jobs'>) =>
        eb.or([
          eb.and([eb('state', 'in', ['queued', 'retry']), eb('start_after', '<=', iso(claimedAt))]),
          eb.and([eb('state', '=', 'active'), eb('lease_until', '<=', iso(claimedAt))]),
        ]);
      if (job.state === 'active' && job.attempts >= job.retry_limit + 1) {
        // Its worker died on the last allowed attempt.
        await this.db.kysely
          .updateTable('queue_jobs')
          .set({
            state: 'failed',
            lease_until: null,
            lease_token: null,
            last_error: 'the worker running it stopped before it finished (its lease ran out)',
            finished_at: iso(claimedAt),
          })
          .where('id', '=', job.id)
          .where(stillDue)
          .execute();
        continue;
      }
      const token = randomUUID();
      const claimed = await this.db.kysely
        .updateTable('queue_jobs')
        .set((eb) => ({
          state: 'active',
          lease_until: iso(claimedAt + this.leaseMs),
          lease_token: token,
          attempts: eb('attempts', '+', 1),
          started_at: iso(claimedAt),
        }))
        .where('id', '=', job.id)
        .where(stillDue)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) claims.push({ id: job.id, token });
    }
    return claims;
  }

  private startRun(worker: Worker, claim: Claim): Promise<void> {
    const controller = new AbortController();
    const run = this.runJob(worker, claim, controller).finally(() => {
      this.running.delete(run);
      this.wake(worker);
    });
    this.running.set(run, { queue: worker.queue, controller });
    return run;
  }

  private async runJob(worker: Worker, { id, token }: Claim, controller: AbortController): Promise<void> {
    const kysely = this.db.kysely;
    const row = await kysely.selectFrom('queue_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const heartbeat = setInterval(() => {
      kysely
        .updateTable('queue_jobs')
        .set({ lease_until: iso(this.now() + this.leaseMs) })
        .where('id', '=', id)
        .where('lease_token', '=', token)
        .where('state', '=', 'active')
        .executeTakeFirst()
        .then((renewed) => {
          if (Number(renewed.numUpdatedRows) === 0) controller.abort(new Error('the job was taken over (lease lost)'));
        })
        .catch(this.onError);
    }, this.heartbeatMs).unref();

    try {
      await runWithinTimeout(controller, row.timeout_seconds, () =>
        worker.handler({
          id,
          queue: row.queue,
          data: JSON.parse(row.data) as JobData,
          attempt: row.attempts,
          signal: controller.signal,
          progress: async (done, total, message) => {
            await kysely
              .updateTable('queue_jobs')
              .set({ progress_done: done, progress_total: total, progress_message: message ?? null })
              .where('id', '=', id)
              .where('lease_token', '=', token)
              .where('state', '=', 'active')
              .execute();
          },
        }),
      );
      clearInterval(heartbeat);
      await kysely
        .updateTable('queue_jobs')
        .set({
          state: 'completed',
          lease_until: null,
          lease_token: null,
          last_error: null,
          finished_at: iso(this.now()),
        })
        .where('id', '=', id)
        .where('lease_token', '=', token)
        .where('state', '=', 'active')
        .execute();
    } catch (error) {
      clearInterval(heartbeat);
      const failedAt = this.now();
      const givenUp = row.attempts >= row.retry_limit + 1;
      await kysely
        .updateTable('queue_jobs')
        .set({
          state: givenUp ? 'failed' : 'retry',
          lease_until: null,
          lease_token: null,
          last_error: errorText(error),
          ...(givenUp
            ? { finished_at: iso(failedAt) }
            : {
                start_after: iso(
                  failedAt + retryDelayMs(row.attempts, row.retry_delay_seconds, row.retry_backoff === 1),
                ),
              }),
        })
        .where('id', '=', id)
        .where('lease_token', '=', token)
        .where('state', '=', 'active')
        .execute()
        .catch(this.onError);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Runs a pass of every worker now and waits until no job of this process is running (tests, with
   * an injected clock; a caller that wants the jobs it just queued done).
   */
  async runDue(): Promise<void> {
    await Promise.all([...this.workers.values()].map((worker) => this.pass(worker)));
    await this.settled();
  }

  /** Waits until no pass is pending and no job of this process runs. */
  async settled(): Promise<void> {
    for (;;) {
      await Promise.all([...this.workers.values()].map((worker) => worker.passes));
      const runs = [...this.running.keys()];
      if (runs.length === 0) return;
      await Promise.allSettled(runs);
    }
  }

  async getJob(queue: string, id: string): Promise<JobInfo | null> {
    const row = await this.db.kysely
      .selectFrom('queue_jobs')
      .selectAll()
      .where('id', '=', id)
      .where('queue', '=', queue)
      .executeTakeFirst();
    return row ? jobInfoOf(row) : null;
  }

  async listJobs(queue: string, options: ListOptions = {}): Promise<JobInfo[]> {
    let query = this.db.kysely
      .selectFrom('queue_jobs')
      .selectAll()
      .where('queue', '=', queue)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit ?? DEFAULT_LIST_LIMIT);
    if (options.states) {
      if (options.states.length === 0) return [];
      query = query.where('state', 'in', options.states);
    }
    return (await query.execute()).map(jobInfoOf);
  }

  async schedule(queue: string, cron: string, data: JobData = {}, options: ScheduleOptions = {}): Promise<void> {
    checkQueueName(queue);
    const { tz = 'UTC', ...sendOptions } = options;
    const nowMs = this.now();
    const nextRunAt = iso(nextCronTime(cron, tz, new Date(nowMs)).getTime());
    const row = {
      cron,
      tz,
      data: JSON.stringify(data),
      options: JSON.stringify(sendOptions),
      next_run_at: nextRunAt,
      updated_at: iso(nowMs),
    };
    await this.db.kysely
      .insertInto('queue_schedules')
      .values({ queue, ...row })
      .onConflict((oc) => oc.column('queue').doUpdateSet(row))
      .execute();
  }

  async unschedule(queue: string): Promise<void> {
    await this.db.kysely.deleteFrom('queue_schedules').where('queue', '=', queue).execute();
  }

  /**
   * Queues the job of every schedule whose time has come (once, however many times were missed
   * while no server ran) and moves it to its next time; answers the ids queued.
   */
  async fireDueSchedules(): Promise<string[]> {
    const nowMs = this.now();
    const due = await this.db.kysely
      .selectFrom('queue_schedules')
      .selectAll()
      .where('next_run_at', '<=', iso(nowMs))
      .orderBy('next_run_at')
      .orderBy('queue')
      .execute();
    const queued: string[] = [];
    for (const schedule of due) {
      const nextRunAt = iso(nextCronTime(schedule.cron, schedule.tz, new Date(nowMs)).getTime());
      const id = await this.db.kysely.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('queue_schedules')
          .set({ next_run_at: nextRunAt })
          .where('queue', '=', schedule.queue)
          .where('next_run_at', '=', schedule.next_run_at)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return null; // another server fired it
        const options = JSON.parse(schedule.options) as SendOptions;
        return this.insertJob(trx, schedule.queue, JSON.parse(schedule.data) as JobData, options);
      });
      if (id === null) continue;
      queued.push(id);
      const worker = this.workers.get(schedule.queue);
      if (worker) this.wake(worker);
    }
    return queued;
  }

  async stop(graceMs: number = JOB_STOP_GRACE_MS): Promise<void> {
    if (this.stopping) return this.settled();
    this.stopping = true;
    clearTimeout(this.scheduleTimer);
    for (const worker of this.workers.values()) clearTimeout(worker.timer);
    await this.schedulePass;
    await Promise.all([...this.workers.values()].map((worker) => worker.passes));
    const grace = setTimeout(() => {
      for (const { controller } of this.running.values()) {
        controller.abort(new Error('the server stopped while the job ran'));
      }
    }, graceMs);
    await this.settled();
    clearTimeout(grace);
  }
}
