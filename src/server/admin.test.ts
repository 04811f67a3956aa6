/**
 * The admin operations through app.inject, on every test database, with a running job queue (the
 * SQL runner) and the import worker: role checks, each read, settings validation, and uploads that
 * import on the queue.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from './app';
import { openDatabase, type Db } from './db';
import { ADMIN_QUEUES, ADMIN_TEXT } from './handlers/admin';
import { createAccount } from './handlers/context';
import { createJobQueue, type JobQueue } from './jobs';
import { DEFAULT_COLLECTOR_SETTINGS } from './research/collector/settings';
import { registerImportWorker, storeUpload, UploadTooLargeError } from './research/importers/importJob';
import { NO_SERP_DATA } from './research/keyword';
import { loadProviderConfig } from './research/providers';
import {
  Browser,
  contractErrors,
  errorBodyErrors,
  freshDatabase,
  TEST_DATABASES,
  TEST_PASSWORD,
  testConfig,
  uniqueEmails,
  type DatabaseKind,
  type Sent,
} from './testing/harness';

const FIXTURES = resolve(import.meta.dirname, 'research/importers/formats/fixtures');
const KEYWORD_PLANNER_CSV = readFileSync(join(FIXTURES, 'keyword-planner.csv'));
/** A Keyword Planner export with one good row and two refused ones. */
const KEYWORD_PLANNER_WITH_BAD_ROWS = [
  'Keyword,Currency,Avg. monthly searches,Competition,Top of page bid (low range),Top of page bid (high range)',
  'trail shoes,USD,4400,Low,0.50,1.10',
  'bad volume shoes,USD,abc,Low,0.50,1.10',
  ',USD,100,Low,0.50,1.10',
  '',
].join('\n');

const UPLOAD = '/NsaApi/Admin/UploadImport';

describe.each(TEST_DATABASES)('admin operations on %s', (kind: DatabaseKind) => {
  let db: Db;
  let jobs: JobQueue;
  let app: FastifyInstance;
  /** The same database served by a process without a job queue. */
  let appWithoutJobs: FastifyInstance;
  let cleanup: () => Promise<void>;
  let dataDir: string;
  const email = uniqueEmails('admin', kind);
  let admin: Browser;
  let member: Browser;

  beforeAll(async () => {
    const database = await freshDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'rivalscope-admin-'));
    const config = testConfig(database.config, {
      dataDir,
      providers: loadProviderConfig({ SERP_PROVIDER: 'serpapi', SERPAPI_KEY: 'secret-serpapi-key' }),
    });
    db = await openDatabase(config.database);
    jobs = createJobQueue(db, { database: config.database, kind: 'sql', sql: { pollIntervalMs: 50 } });
    await jobs.start();
    await registerImportWorker(jobs, db);
    app = await buildApp({ db, config, jobs });
    appWithoutJobs = await buildApp({ db, config });
    cleanup = async () => {
      await app.close();
      await appWithoutJobs.close();
      await jobs.stop(1_000);
      await db.close();
      await database.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    };

    const adminEmail = email('admin');
    await createAccount(db, { email: adminEmail, password: TEST_PASSWORD, roles: ['admin'] });
    admin = new Browser(app);
    expect((await admin.login(adminEmail)).status).toBe(200);
    member = new Browser(app);
    expect((await member.register(email('member'))).status).toBe(200);
  });
  afterAll(() => cleanup());

  const upload = (browser: Browser, query: string, payload: Buffer | string) =>
    browser.send({
      method: 'POST',
      url: `${UPLOAD}?${query}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload,
    });

  async function importFinished(runId: number): Promise<Sent> {
    for (let i = 0; i < 200; i += 1) {
      const sent = await admin.get(`/NsaApi/Admin/GetImportRun?runId=${runId}`);
      const { status } = (sent.body as { run: { status: string } }).run;
      if (status === 'done' || status === 'failed') return sent;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`run ${runId} did not finish`);
  }

  const reads = [
    '/NsaApi/Admin/GetDataSources',
    '/NsaApi/Admin/GetJobQueue',
    '/NsaApi/Admin/GetFailedChecks',
    '/NsaApi/Admin/GetImportRuns',
    '/NsaApi/Admin/GetImportRun?runId=1',
  ];

  it('answers 401 to a visitor and 403 to a logged-in user without the admin role, for every operation', async () => {
    const visitor = new Browser(app);
    await visitor.visit();
    for (const url of reads) {
      expect((await visitor.get(url)).status, url).toBe(401);
      const refused = await member.get(url);
      expect(refused.status, url).toBe(403);
      expect(refused.body).toMatchObject({ code: 'NOT_ADMIN', message: ADMIN_TEXT.notAdmin });
      expect(errorBodyErrors(refused)).toEqual([]);
    }
    const update = await member.post('/NsaApi/Admin/UpdateCollectorSettings', { requestsPerMinute: 10 });
    expect(update.status).toBe(403);
    const uploaded = await upload(member, 'kind=keyword-planner&fileName=k.csv', KEYWORD_PLANNER_CSV);
    expect(uploaded.status).toBe(403);
    expect((await visitor.post('/NsaApi/Admin/UpdateCollectorSettings', { requestsPerMinute: 10 })).status).toBe(401);
  });

  it('shows the configured providers without their keys, the settings, the budget and the universe', async () => {
    const sent = await admin.get('/NsaApi/Admin/GetDataSources');
    expect(sent.status).toBe(200);
    expect(contractErrors('getDataSources', sent)).toEqual([]);
    expect(JSON.stringify(sent.body)).not.toContain('secret-serpapi-key');
    expect(sent.body).toMatchObject({
      serpProvider: { name: 'serpapi', keysSet: true },
      keywordDataProvider: { name: null, keysSet: false },
      settings: DEFAULT_COLLECTOR_SETTINGS,
      budget: { provider: 'serpapi', month: new Date().toISOString().slice(0, 7), checks: 0, costUsd: 0 },
      universe: { weekly: expect.any(Number), monthly: expect.any(Number), dueNow: expect.any(Number) },
    });
  });

  it('changes the settings, and answers 400 naming the field for an invalid one (nothing changed)', async () => {
    const changed = await admin.post('/NsaApi/Admin/UpdateCollectorSettings', {
      monthlyBudgetUsd: 40,
      requestsPerMinute: 12,
      countryCode: 'US',
    });
    expect(changed.status).toBe(200);
    expect(contractErrors('updateCollectorSettings', changed)).toEqual([]);
    expect(changed.body).toEqual({ ...DEFAULT_COLLECTOR_SETTINGS, monthlyBudgetUsd: 40, requestsPerMinute: 12 });

    const badCron = await admin.post('/NsaApi/Admin/UpdateCollectorSettings', {
      monthlyBudgetUsd: 99,
      trackedCron: 'every monday',
    });
    expect(badCron.status).toBe(400);
    expect((badCron.body as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['body.trackedCron']);
    const negative = await admin.post('/NsaApi/Admin/UpdateCollectorSettings', { monthlyBudgetUsd: -1 });
    expect(negative.status).toBe(400);
    expect((negative.body as { fields: { field: string }[] }).fields[0]?.field).toBe('body.monthlyBudgetUsd');
    const withoutCsrf = await admin.post(
      '/NsaApi/Admin/UpdateCollectorSettings',
      { requestsPerMinute: 5 },
      { csrf: false },
    );
    expect(withoutCsrf.status).toBe(403);

    const after = await admin.get('/NsaApi/Admin/GetDataSources');
    expect((after.body as { settings: unknown }).settings).toMatchObject({
      monthlyBudgetUsd: 40,
      requestsPerMinute: 12,
    });
    expect((after.body as { budget: unknown }).budget).toMatchObject({ monthlyBudgetUsd: 40, exhausted: false });
  });

  it('pages the failed checks, newest first, and reports a spent budget as exhausted', async () => {
    const keyword = await db.kysely
      .insertInto('keywords')
      .values({ term: 'failed check keyword', country: 'us', ...NO_SERP_DATA, volume: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    await db.kysely
      .insertInto('serp_checks')
      .values(
        [0, 1, 2].map((i) => ({
          keyword_id: keyword.id,
          country: 'us',
          device: 'desktop',
          provider: 'serpapi',
          checked_at: new Date(now - i * 60_000).toISOString(),
          status: 'failed',
          error_kind: 'rate-limited',
          error_message: `refused ${i}`,
          cost_usd: 20,
          depth: 0,
          job_id: null,
        })),
      )
      .execute();

    const first = await admin.get('/NsaApi/Admin/GetFailedChecks?startRow=0&rowsPerPage=2');
    expect(first.status).toBe(200);
    expect(contractErrors('getFailedChecks', first)).toEqual([]);
    const page = first.body as { rows: { message: string; keyword: string }[]; totalRowCount: number };
    expect(page.totalRowCount).toBe(3);
    expect(page.rows.map((r) => r.message)).toEqual(['refused 0', 'refused 1']);
    expect(page.rows[0]?.keyword).toBe('failed check keyword');
    const second = await admin.get('/NsaApi/Admin/GetFailedChecks?startRow=2&rowsPerPage=2');
    expect((second.body as typeof page).rows.map((r) => r.message)).toEqual(['refused 2']);
    expect((await admin.get('/NsaApi/Admin/GetFailedChecks?rowsPerPage=0')).status).toBe(400);

    // 3 checks at $20 against the $40 budget of the test before.
    const sources = await admin.get('/NsaApi/Admin/GetDataSources');
    expect((sources.body as { budget: unknown }).budget).toMatchObject({
      checks: 3,
      failedChecks: 3,
      costUsd: 60,
      exhausted: true,
    });
  });

  it('imports an uploaded Keyword Planner file on the job queue: the run ends done with its rows in the corpus', async () => {
    const sent = await upload(
      admin,
      'kind=keyword-planner&fileName=Keyword%20Stats.csv&country=us&month=2026-10',
      KEYWORD_PLANNER_CSV,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(contractErrors('uploadImport', sent)).toEqual([]);
    const { runId, jobId } = sent.body as { runId: number; jobId: string };

    const finished = await importFinished(runId);
    expect(contractErrors('getImportRun', finished)).toEqual([]);
    expect(finished.body).toMatchObject({
      run: {
        id: runId,
        kind: 'keyword-planner',
        fileName: 'Keyword Stats.csv',
        fileSize: KEYWORD_PLANNER_CSV.length,
        status: 'done',
        country: 'us',
        month: '2026-10',
        rowsRead: 2,
        rowsStored: 2,
        rowsRefused: 0,
        lastError: null,
      },
      refused: [],
    });
    const stored = await db.kysely
      .selectFrom('keywords')
      .select(['term', 'volume'])
      .where('term', 'in', ['running shoes', 'shoe size chart, women'])
      .orderBy('term')
      .execute();
    expect(stored).toEqual([
      { term: 'running shoes', volume: 165000 },
      { term: 'shoe size chart, women', volume: 22200 },
    ]);

    const runs = await admin.get('/NsaApi/Admin/GetImportRuns');
    expect(contractErrors('getImportRuns', runs)).toEqual([]);
    expect((runs.body as { runs: { id: number }[] }).runs[0]).toMatchObject({ id: runId, status: 'done' });

    // The job completes once the upload is removed, just after the run is done.
    await expect.poll(async () => (await jobs.getJob('import-file', jobId))?.state).toBe('completed');
    const queue = await admin.get('/NsaApi/Admin/GetJobQueue');
    expect(contractErrors('getJobQueue', queue)).toEqual([]);
    const status = queue.body as {
      isRunning: boolean;
      queues: { queue: string; counts: Record<string, number>; jobs: { id: string; state: string }[] }[];
    };
    expect(status.isRunning).toBe(true);
    expect(status.queues.map((q) => q.queue)).toEqual(ADMIN_QUEUES);
    const imports = status.queues.find((q) => q.queue === 'import-file');
    expect(imports?.jobs.find((j) => j.id === jobId)?.state).toBe('completed');
    expect(imports?.counts.completed).toBeGreaterThanOrEqual(1);
    // The upload is deleted once imported; no partial file is left behind.
    expect(readdirSync(join(dataDir, 'imports'))).toEqual([]);
  });

  it('lists the refused rows of an uploaded file by line and reason', async () => {
    const sent = await upload(admin, 'kind=keyword-planner&fileName=bad.csv', KEYWORD_PLANNER_WITH_BAD_ROWS);
    expect(sent.status).toBe(202);
    const finished = await importFinished((sent.body as { runId: number }).runId);
    expect(finished.body).toMatchObject({
      run: { status: 'done', rowsRead: 3, rowsStored: 1, rowsRefused: 2 },
      refused: [
        { line: 3, reason: "'Avg. monthly searches' is 'abc', not a number" },
        { line: 4, reason: "'Keyword' is empty" },
      ],
    });
  });

  it('fails the run of a file that is not of its kind, with the reason', async () => {
    const sent = await upload(admin, 'kind=keyword-planner&fileName=notes.txt', 'just some notes\n');
    expect(sent.status).toBe(202);
    const finished = await importFinished((sent.body as { runId: number }).runId);
    expect(finished.body).toMatchObject({
      run: { status: 'failed', lastError: expect.stringContaining('Not a Keyword Planner export') },
    });
  });

  it('answers 400 naming the query field for an unknown kind, a bad month or a gsc export without site', async () => {
    const fieldOf = (sent: Sent) => (sent.body as { fields: { field: string }[] }).fields.map((f) => f.field);
    const unknown = await upload(admin, 'kind=excel&fileName=a.csv', 'x');
    expect(unknown.status).toBe(400);
    expect(fieldOf(unknown)).toEqual(['query.kind']);
    const month = await upload(admin, 'kind=keyword-planner&fileName=a.csv&month=2026-13', 'x');
    expect(fieldOf(month)).toEqual(['query.month']);
    const site = await upload(admin, 'kind=gsc&fileName=Queries.csv', 'x');
    expect(site.status).toBe(400);
    expect(fieldOf(site)).toEqual(['query.site']);
    const empty = await upload(admin, 'kind=keyword-planner&fileName=a.csv', '');
    expect(empty.status).toBe(400);
    expect(fieldOf(empty)).toEqual(['body']);
  });

  it('answers 404 for an unknown run, and 503 for an upload to a server without a job queue', async () => {
    const missing = await admin.get('/NsaApi/Admin/GetImportRun?runId=999999');
    expect(missing.status).toBe(404);
    const direct = new Browser(appWithoutJobs);
    direct.cookies = admin.cookies;
    direct.csrf = admin.csrf;
    const refused = await upload(direct, 'kind=keyword-planner&fileName=a.csv', KEYWORD_PLANNER_CSV);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'NO_JOB_QUEUE', message: ADMIN_TEXT.noJobQueue });
    const queue = await direct.get('/NsaApi/Admin/GetJobQueue');
    expect(queue.body).toEqual({ isRunning: false, queues: [] });
  });
});

describe('storeUpload', () => {
  it('refuses a file over the size limit and keeps nothing of it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rivalscope-upload-'));
    try {
      const body = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
      await expect(storeUpload(body, dir, 'big.csv', 1_000)).rejects.toBeInstanceOf(UploadTooLargeError);
      expect(readdirSync(dir)).toEqual([]);
      const kept = await storeUpload(Readable.from([Buffer.from('a,b\n')]), dir, 'small.JSONL', 1_000);
      expect(kept).toMatchObject({ size: 4, path: expect.stringMatching(/[0-9a-f]{64}\.jsonl$/) });
      expect(existsSync(kept.path)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
