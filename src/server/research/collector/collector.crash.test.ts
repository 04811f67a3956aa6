/**
 * The collector in the real server process against a local fake Serper: the process is killed
 * (SIGKILL, no graceful shutdown) in the middle of a collection run and started again on the same
 * database; once the run has finished, the stored rows equal those of a run nobody interrupted.
 * On SQLite, and on PostgreSQL (its own database in the test cluster) with the SQL job runner:
 * pg-boss would take a killed worker's job up only after the job's expiry.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { addKeyword, addProject, collectedDump } from './collectorTesting';
import { COLLECT_SERP_QUEUE, COLLECT_TRACKED_QUEUE } from './constants';
import { updateCollectorSettings } from './index';
import { registerCollector } from './run';
import { startServer, type RunningServer } from '../../../../scripts/lib/server-process.mjs';
import type { DatabaseConfig } from '../../config';
import { openDatabase, type Db } from '../../db';
import { createJobQueue } from '../../jobs';
import { UNFINISHED_STATES } from '../../jobs/queue';
import { freshDatabase, TEST_DATABASES, type DatabaseKind } from '../../testing/harness';
import { createSerpProvider, loadProviderConfig } from '../providers';
import type { FakeProvider, RecordedRequest } from '../providers/testing/fakeProvider';
import { SERPER_KEY, startFakeSerper } from '../providers/testing/serperFixtures';

const KEYWORDS = 16;
/** Slow enough that the kill lands mid-run, quick enough for a test: two checks a second. */
const TEST_RATE = 120;
const KILL_AFTER_CHECKS = 4;
/** The server's job lease: the killed server's running checks are taken up again once it runs out. */
const LEASE_SECONDS = 6;
const FINISH_WITHIN_MS = 60_000;

/** Serper's answer for `collect N`: three strangers, and the project's domain at 4 for even N. */
function answer(request: RecordedRequest) {
  const term = String((request.body as { q?: string }).q);
  const n = Number(term.split(' ')[1]);
  const links = [
    `https://www.nike.com/w/${n}`,
    `https://www.runnersworld.com/gear/${n}`,
    `https://www.brooksrunning.com/${n}/`,
    ...(n % 2 === 0 ? [`https://example.com/shoes/${n}`] : []),
  ];
  return {
    status: 200,
    json: {
      searchParameters: { q: term, gl: 'us', hl: 'en', type: 'search', num: 10, engine: 'google' },
      organic: links.map((link, i) => ({ title: link, link, snippet: '', position: i + 1 })),
      credits: 1,
    },
  };
}

/** The tracked keywords `collect 1` … `collect N` of a project on example.com with a competitor. */
async function setUp(db: Db): Promise<void> {
  const keywordIds: number[] = [];
  for (let n = 1; n <= KEYWORDS; n++) keywordIds.push(await addKeyword(db, `collect ${n}`));
  await addProject(db, { domain: 'example.com', competitors: ['rival.com'], keywordIds });
  await updateCollectorSettings(db, { requestsPerMinute: TEST_RATE });
}

const okChecks = async (db: Db) =>
  Number(
    (
      await db.kysely
        .selectFrom('serp_checks')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', 'ok')
        .executeTakeFirstOrThrow()
    ).n,
  );

const unfinishedChecks = async (db: Db) =>
  (
    await db.kysely
      .selectFrom('queue_jobs')
      .select('id')
      .where('queue', '=', COLLECT_SERP_QUEUE)
      .where('state', 'in', UNFINISHED_STATES)
      .execute()
  ).length;

/** The rows a run stores when nothing interrupts it: the collector in this process, on its own database. */
async function uninterruptedRun(
  kind: DatabaseKind,
  fake: FakeProvider,
): Promise<Awaited<ReturnType<typeof collectedDump>>> {
  const fresh = await freshDatabase(kind);
  const database = fresh.config;
  const db = await openDatabase(database);
  const jobs = createJobQueue(db, { database, kind: 'sql', sql: { pollIntervalMs: 50 } });
  try {
    await setUp(db);
    await updateCollectorSettings(db, { requestsPerMinute: 6_000 });
    await jobs.start();
    const provider = createSerpProvider(
      loadProviderConfig({ SERP_PROVIDER: 'serper', SERPER_API_KEY: SERPER_KEY, SERPER_API_URL: fake.url }),
    );
    await registerCollector({ db, jobs, provider });
    await jobs.send(COLLECT_TRACKED_QUEUE, { period: 'weekly' });
    await vi.waitFor(async () => expect(await okChecks(db)).toBe(KEYWORDS), { timeout: 30_000, interval: 100 });
    return await collectedDump(db);
  } finally {
    await jobs.stop(1_000);
    await db.close();
    await fresh.cleanup();
  }
}

/** The server's database: a SQLite file in its data directory, or a database of its own in the test cluster. */
async function serverDatabase(
  kind: DatabaseKind,
  dataDir: string,
): Promise<{ database: DatabaseConfig; env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'sqlite') {
    const file = join(dataDir, 'rivalscope.sqlite');
    return { database: { kind, file }, env: { DATABASE_URL: file }, drop: () => Promise.resolve() };
  }
  const clusterUrl = process.env.TEST_DATABASE_URL!;
  const name = `collect_crash_${Date.now()}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind, url: url.toString() },
    env: { DATABASE_URL: url.toString(), JOB_QUEUE: 'sql' },
    drop: async () => {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe.each(TEST_DATABASES)('the collector in the server process on %s', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('finishes a run killed half-way after a restart, storing what an uninterrupted run stores', async () => {
    const fake = await startFakeSerper();
    fake.respond = answer;
    cleanups.push(() => fake.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'rivalscope-collect-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const { database, env: databaseEnv, drop } = await serverDatabase(kind, dataDir);
    cleanups.push(drop);
    const env = {
      ...databaseEnv,
      DATA_DIR: dataDir,
      STATIC_DIR: '/nonexistent',
      RESEARCH_DEMO_KEYWORDS: '40',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      SERP_PROVIDER: 'serper',
      SERPER_API_KEY: SERPER_KEY,
      SERPER_API_URL: fake.url,
    };
    const start = async () => {
      const server: RunningServer = await startServer({ env });
      cleanups.push(() => void server.child.kill('SIGKILL'));
      return server;
    };

    let server = await start();
    const db = await openDatabase(database);
    cleanups.push(() => db.close());
    await setUp(db);
    // The run is queued as its schedule would queue it; the server's worker takes it up.
    await createJobQueue(db, { database, kind: 'sql' }).send(COLLECT_TRACKED_QUEUE, { period: 'weekly' });

    await vi.waitFor(async () => expect(await okChecks(db)).toBeGreaterThanOrEqual(KILL_AFTER_CHECKS), {
      timeout: 60_000,
      interval: 20,
    });
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;
    const storedBeforeKill = await okChecks(db);
    expect(storedBeforeKill).toBeLessThan(KEYWORDS);

    server = await start();
    await vi.waitFor(
      async () => {
        expect(await okChecks(db)).toBe(KEYWORDS);
        expect(await unfinishedChecks(db)).toBe(0);
      },
      { timeout: FINISH_WITHIN_MS, interval: 500 },
    );
    const afterCrash = await collectedDump(db);
    expect(afterCrash.serp_checks).toHaveLength(KEYWORDS);
    // Every keyword was asked for: none twice unless its check was cut off by the kill.
    const asked = new Set(fake.requests.map((r) => (r.body as { q: string }).q));
    expect(asked.size).toBe(KEYWORDS);

    expect(afterCrash).toEqual(await uninterruptedRun(kind, fake));
  }, 180_000);
});
