/**
 * The job queue as a caller sees it, on each implementation: the SQL runner on SQLite and on
 * PostgreSQL, and pg-boss (the last two when TEST_DATABASE_URL is set: scripts/postgres.mjs).
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createJobQueue, bossSchemaOf, jobQueueKindFromEnv, sqlQueueOptionsFromEnv, type JobQueueKind } from './index';
import type { JobData, JobInfo, JobQueue, JobState } from './queue';
import { SQL_LEASE_MS, type SqlJobQueue, type SqlJobQueueOptions } from './sqlQueue';
import type { DatabaseConfig } from '../config';
import { openDatabase, type Db } from '../db';
import type { CrashWorkerConfig } from './testing/crashWorker';
import { createEffectsTable, EFFECT_STEPS, effectHandler, effectsOf } from './testing/effects';
import { freshDatabase, TEST_DATABASES, type DatabaseKind } from '../testing/harness';

const ROOT = resolve(import.meta.dirname, '../../..');
const CRASH_WORKER = join(ROOT, 'src/server/jobs/testing/crashWorker.ts');

interface Implementation {
  name: string;
  database: DatabaseKind;
  kind: JobQueueKind;
}

const IMPLEMENTATIONS: Implementation[] = [
  { name: 'sql-on-sqlite', database: 'sqlite', kind: 'sql' },
  ...(TEST_DATABASES.includes('postgres')
    ? ([
        { name: 'sql-on-postgres', database: 'postgres', kind: 'sql' },
        { name: 'pg-boss', database: 'postgres', kind: 'pg-boss' },
      ] as const)
    : []),
];

/** pg-boss's intervals shortened for tests (its minimum polling interval is 0.5 s). */
const TEST_BOSS_OPTIONS = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
};
/** The expiry of the crash test's job on pg-boss: a killed worker's job is failed (and retried) after it. */
const CRASH_TIMEOUT_SECONDS = 3;
/** Waits for what pg-boss does on its own schedule (polls, maintenance, cron). */
const WAIT = { timeout: 15_000, interval: 50 };

let queueNumber = 0;
const uniqueQueue = (what: string) => `${what}-${++queueNumber}`;

describe.each(IMPLEMENTATIONS)('job queue: $name', ({ database: databaseKind, kind }) => {
  let db: Db;
  let database: DatabaseConfig;
  let cleanup: () => Promise<void>;
  const queues: JobQueue[] = [];
  const errors: unknown[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabase(databaseKind);
    database = fresh.config;
    db = await openDatabase(database);
    cleanup = fresh.cleanup;
  });

  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop(1_000)));
    expect(errors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    if (kind === 'pg-boss') {
      await sql`drop schema if exists ${sql.id(bossSchemaOf(database))} cascade`.execute(db.kysely);
    }
    await db.close();
    await cleanup();
  });

  async function startedQueue(sqlOptions: SqlJobQueueOptions = {}): Promise<JobQueue> {
    const queue = createJobQueue(db, {
      database,
      kind,
      sql: { pollIntervalMs: 50, ...sqlOptions },
      pgBoss: TEST_BOSS_OPTIONS,
      onError: (error) => errors.push(error),
    });
    queues.push(queue);
    await queue.start();
    return queue;
  }

  async function jobInState(queue: JobQueue, name: string, id: string, state: JobState): Promise<JobInfo> {
    return vi.waitFor(async () => {
      const job = await queue.getJob(name, id);
      expect(job?.state).toBe(state);
      return job as JobInfo;
    }, WAIT);
  }

  it('runs a job once, with its data, and keeps the progress it reported', async () => {
    const queue = await startedQueue();
    const name = uniqueQueue('once');
    const runs: { data: JobData; attempt: number }[] = [];
    await queue.work(name, async (job) => {
      runs.push({ data: job.data, attempt: job.attempt });
      await job.progress(1, 2, 'keywords read');
      await job.progress(2, 2, 'ranks stored');
    });

    const id = await queue.send(name, { domain: 'example.com', month: 202611 });
    const job = await jobInState(queue, name, id, 'completed');

    expect(runs).toEqual([{ data: { domain: 'example.com', month: 202611 }, attempt: 1 }]);
    expect(job).toMatchObject({
      id,
      queue: name,
      attempts: 1,
      progress: { done: 2, total: 2, message: 'ranks stored' },
      lastError: null,
      data: { domain: 'example.com', month: 202611 },
    });
    expect(job.finishedAt).toBeInstanceOf(Date);
    expect((await queue.listJobs(name)).map((j) => [j.id, j.state])).toEqual([[id, 'completed']]);
    expect(await queue.getJob(name, 'no-such-job')).toBeNull();
  });

  it('queues a logical job once per singleton key while it is unfinished', async () => {
    const queue = await startedQueue();
    const name = uniqueQueue('singleton');
    const first = await queue.send(name, { month: 202611 }, { singletonKey: 'collect:202611' });
    const again = await queue.send(name, { month: 202611 }, { singletonKey: 'collect:202611' });
    const other = await queue.send(name, { month: 202612 }, { singletonKey: 'collect:202612' });

    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(await queue.listJobs(name, { states: ['queued'] })).toHaveLength(2);

    await queue.work(name, async () => undefined);
    await jobInState(queue, name, first, 'completed');
    // Finished, the key is free again.
    const later = await queue.send(name, { month: 202611 }, { singletonKey: 'collect:202611' });
    expect(later).not.toBe(first);
  });

  it('refuses a malformed cron expression and a malformed queue name', async () => {
    const queue = await startedQueue();
    await expect(queue.schedule('weekly', 'every monday')).rejects.toThrow();
    await expect(queue.send('no spaces please', {})).rejects.toThrow(/Invalid queue name/);
  });

  it('stop lets a running handler finish before it resolves', async () => {
    const queue = await startedQueue();
    const name = uniqueQueue('drain');
    const events: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    await queue.work(name, async (job) => {
      started();
      await released;
      await job.progress(1, 1);
      events.push('handler finished');
    });
    const id = await queue.send(name, {});
    await running;

    const stopping = queue.stop(10_000).then(() => events.push('stopped'));
    release();
    await stopping;

    expect(events).toEqual(['handler finished', 'stopped']);
    const reader = await startedQueue();
    expect(await reader.getJob(name, id)).toMatchObject({ state: 'completed', progress: { done: 1, total: 1 } });
  });

  it.runIf(kind === 'sql')(
    'stop aborts a handler still running after the grace period; the job is retried',
    async () => {
      const queue = await startedQueue();
      const name = uniqueQueue('stuck');
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const abortReasons: string[] = [];
      await queue.work(name, async (job) => {
        started();
        await new Promise<void>((resolve) =>
          job.signal.addEventListener('abort', () => {
            abortReasons.push((job.signal.reason as Error).message);
            resolve();
          }),
        );
      });
      const id = await queue.send(name, {}, { retryDelaySeconds: 0 });
      await running;
      await queue.stop(1);

      expect(abortReasons).toEqual(['the server stopped while the job ran']);
      expect(await queue.getJob(name, id)).toMatchObject({
        state: 'retry',
        attempts: 1,
        lastError: 'the server stopped while the job ran',
      });
    },
  );

  it.runIf(kind === 'sql')('fails a run that outlives its timeout, though its handler ignores the signal', async () => {
    const queue = await startedQueue();
    const name = uniqueQueue('slow');
    const abortReasons: string[] = [];
    await queue.work(name, async (job) => {
      job.signal.addEventListener('abort', () => abortReasons.push((job.signal.reason as Error).message));
      await new Promise<never>(() => undefined);
    });
    const id = await queue.send(name, {}, { retryLimit: 0, timeoutSeconds: 1 });

    await vi.waitFor(
      async () => expect(await queue.getJob(name, id)).toMatchObject({ state: 'failed', attempts: 1 }),
      WAIT,
    );
    expect(await queue.getJob(name, id)).toMatchObject({ lastError: 'timed out after 1 s' });
    expect(abortReasons).toEqual(['timed out after 1 s']);
  });

  it.runIf(kind === 'sql')(
    'retries a failing job with exponential backoff, then fails it keeping the error',
    async () => {
      let clock = Date.parse('2026-01-05T00:00:00.000Z');
      // Passes run only when the test asks (runDue), on the test's clock.
      const queue = (await startedQueue({ now: () => clock, pollIntervalMs: 3_600_000 })) as SqlJobQueue;
      const name = uniqueQueue('failing');
      const attempts: number[] = [];
      await queue.work(name, async (job) => {
        attempts.push(job.attempt);
        throw new Error(`provider answered 503 (attempt ${job.attempt})`);
      });

      const id = await queue.send(name, {}, { retryLimit: 2, retryDelaySeconds: 10, retryBackoff: true });
      await queue.settled();
      let job = await queue.getJob(name, id);
      expect(job).toMatchObject({ state: 'retry', attempts: 1, lastError: 'provider answered 503 (attempt 1)' });
      expect(job?.startAfter.getTime()).toBe(clock + 10_000);

      clock += 9_999;
      await queue.runDue();
      expect(attempts).toEqual([1]);

      clock += 1;
      await queue.runDue();
      job = await queue.getJob(name, id);
      expect(job).toMatchObject({ state: 'retry', attempts: 2, lastError: 'provider answered 503 (attempt 2)' });
      // The second wait doubles.
      expect(job?.startAfter.getTime()).toBe(clock + 20_000);

      clock += 20_000;
      await queue.runDue();
      job = await queue.getJob(name, id);
      expect(job).toMatchObject({ state: 'failed', attempts: 3, lastError: 'provider answered 503 (attempt 3)' });
      expect(job?.finishedAt?.getTime()).toBe(clock);
      expect(attempts).toEqual([1, 2, 3]);

      clock += 3_600_000;
      await queue.runDue();
      expect(attempts).toEqual([1, 2, 3]);
      expect((await queue.listJobs(name, { states: ['failed'] })).map((j) => j.id)).toEqual([id]);
    },
  );

  it.runIf(kind === 'pg-boss')('retries a failing job after its delay, then fails it keeping the error', async () => {
    const queue = await startedQueue();
    const name = uniqueQueue('failing');
    const attempts: number[] = [];
    await queue.work(name, async (job) => {
      attempts.push(job.attempt);
      throw new Error(`provider answered 503 (attempt ${job.attempt})`);
    });

    const id = await queue.send(name, {}, { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: true });
    const waiting = await jobInState(queue, name, id, 'retry');
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'provider answered 503 (attempt 1)' });
    // Not before the delay after the failed run (pg-boss adds up to as much again as jitter).
    expect(waiting.startAfter.getTime() - (waiting.startedAt as Date).getTime()).toBeGreaterThanOrEqual(1_000);

    const failed = await jobInState(queue, name, id, 'failed');
    expect(failed).toMatchObject({ attempts: 2, lastError: 'provider answered 503 (attempt 2)' });
    expect(attempts).toEqual([1, 2]);
    expect((await queue.listJobs(name, { states: ['failed'] })).map((j) => j.id)).toEqual([id]);
  });

  it('takes up the job of a killed worker, and its effect equals one uninterrupted run', async () => {
    await createEffectsTable(db);
    const name = uniqueQueue('crash');
    const sender = await startedQueue();
    const crashed = await sender.send(
      name,
      { key: `crashed-${name}` },
      { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, timeoutSeconds: CRASH_TIMEOUT_SECONDS },
    );

    const config: CrashWorkerConfig = { database, kind, queue: name, stallAfterStep: 2, pgBoss: TEST_BOSS_OPTIONS };
    const child = spawn(process.execPath, ['--import', 'tsx', CRASH_WORKER, JSON.stringify(config)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const lines = createInterface({ input: child.stdout });
    for await (const line of lines) {
      if (line === `stalled ${crashed}`) break;
    }
    child.kill('SIGKILL');
    await exited;

    expect(await sender.getJob(name, crashed)).toMatchObject({
      state: 'active',
      progress: { done: 2, total: EFFECT_STEPS, message: 'step 2' },
    });
    expect(await effectsOf(db, `crashed-${name}`)).toEqual([1, 2]);

    // A second worker: on the SQL runner its clock is past the dead worker's lease; pg-boss's own
    // maintenance fails the run once it outlives its expiry and the retry comes to this worker.
    const survivor = await startedQueue({ now: () => Date.now() + SQL_LEASE_MS + 1_000 });
    await survivor.work(name, effectHandler(db));
    const resumed = await jobInState(survivor, name, crashed, 'completed');
    expect(resumed).toMatchObject({ attempts: 2, progress: { done: EFFECT_STEPS, total: EFFECT_STEPS } });

    const reference = await survivor.send(name, { key: `reference-${name}` });
    await jobInState(survivor, name, reference, 'completed');
    expect(await effectsOf(db, `crashed-${name}`)).toEqual(await effectsOf(db, `reference-${name}`));
    expect(await effectsOf(db, `reference-${name}`)).toHaveLength(EFFECT_STEPS);
  });

  it.runIf(kind === 'sql')('fires weekly and monthly schedules at their times, once each', async () => {
    // Monday 5 January 2026, 02:00 UTC.
    let clock = Date.parse('2026-01-05T02:00:00.000Z');
    const queue = (await startedQueue({ now: () => clock, pollIntervalMs: 3_600_000 })) as SqlJobQueue;
    const weekly = uniqueQueue('weekly');
    const monthly = uniqueQueue('monthly');
    const ran: string[] = [];
    const record = async (job: { queue: string; data: JobData }) => {
      ran.push(`${job.queue} ${String(job.data.period)} ${new Date(clock).toISOString()}`);
    };
    await queue.work(weekly, record);
    await queue.work(monthly, record);
    await queue.schedule(weekly, '0 3 * * 1', { period: 'week' });
    await queue.schedule(monthly, '0 3 1 * *', { period: 'month' }, { retryLimit: 5 });

    const fireAt = async (iso: string) => {
      clock = Date.parse(iso);
      const ids = await queue.fireDueSchedules();
      await queue.runDue();
      return ids.length;
    };
    expect(await fireAt('2026-01-05T02:59:59.000Z')).toBe(0);
    expect(await fireAt('2026-01-05T03:00:00.000Z')).toBe(1);
    expect(await fireAt('2026-01-05T03:00:30.000Z')).toBe(0);
    expect(await fireAt('2026-01-12T03:00:00.000Z')).toBe(1);
    // Sunday 1 February: the month's run, and one weekly run for the two Mondays missed meanwhile.
    expect(await fireAt('2026-02-01T03:00:00.000Z')).toBe(2);

    // The two queues' jobs of 1 February run side by side, in either order.
    expect([...ran].sort()).toEqual([
      `${monthly} month 2026-02-01T03:00:00.000Z`,
      `${weekly} week 2026-01-05T03:00:00.000Z`,
      `${weekly} week 2026-01-12T03:00:00.000Z`,
      `${weekly} week 2026-02-01T03:00:00.000Z`,
    ]);
    expect((await queue.listJobs(monthly))[0]?.retryLimit).toBe(5);

    await queue.unschedule(weekly);
    expect(await fireAt('2026-02-09T03:00:00.000Z')).toBe(0);
  });

  it.runIf(kind === 'pg-boss')('fires a cron schedule through pg-boss', async () => {
    const queue = await startedQueue();
    const name = uniqueQueue('every-minute');
    const ran: JobData[] = [];
    await queue.work(name, async (job) => {
      ran.push(job.data);
    });
    // Every minute: pg-boss sends it at its next cron check (every second in tests).
    await queue.schedule(name, '* * * * *', { period: 'minute' });
    await vi.waitFor(() => expect(ran[0]).toEqual({ period: 'minute' }), WAIT);
    await queue.unschedule(name);
  });
});

describe('JOB_QUEUE', () => {
  it('forces the SQL runner or pg-boss, and refuses anything else', () => {
    expect(jobQueueKindFromEnv({})).toBeUndefined();
    expect(jobQueueKindFromEnv({ JOB_QUEUE: 'sql' })).toBe('sql');
    expect(jobQueueKindFromEnv({ JOB_QUEUE: 'pg-boss' })).toBe('pg-boss');
    expect(() => jobQueueKindFromEnv({ JOB_QUEUE: 'redis' })).toThrow(/sql or pg-boss/);
  });

  it("reads the SQL runner's lease from JOB_LEASE_SECONDS, renewed four times within it", () => {
    expect(sqlQueueOptionsFromEnv({})).toEqual({});
    expect(sqlQueueOptionsFromEnv({ JOB_LEASE_SECONDS: ' 8 ' })).toEqual({ leaseMs: 8_000, heartbeatMs: 2_000 });
    for (const bad of ['0', '3', '1.5', 'ten', '86401']) {
      expect(() => sqlQueueOptionsFromEnv({ JOB_LEASE_SECONDS: bad })).toThrow(
        /JOB_LEASE_SECONDS must be a whole number/,
      );
    }
  });

  it('picks the SQL runner on SQLite and refuses pg-boss there', async () => {
    const fresh = await freshDatabase('sqlite');
    const db = await openDatabase(fresh.config);
    try {
      expect(createJobQueue(db, { database: fresh.config }).kind).toBe('sql');
      expect(() => createJobQueue(db, { database: fresh.config, kind: 'pg-boss' })).toThrow(/PostgreSQL/);
    } finally {
      await db.close();
      await fresh.cleanup();
    }
  });

  it('gives each PostgreSQL schema its own pg-boss schema', () => {
    expect(bossSchemaOf({ kind: 'postgres', url: 'postgres://db/x', schema: 't_abc' })).toBe('t_abc_pgboss');
    expect(bossSchemaOf({ kind: 'postgres', url: 'postgres://db/x' })).toBe('pgboss');
  });
});
