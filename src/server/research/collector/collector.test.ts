/**
 * The collector on each database, driven through the SQL job runner on a test clock: the keyword
 * universe and when a keyword is due, a run storing pages and tracked ranks, failed checks, retries
 * with backoff, the budget, the rate, requested keywords' statuses, idempotence, the settings and
 * the admin figures.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  addCheck,
  addKeyword,
  addProject,
  addRequest,
  collectedDump,
  ScriptedProvider,
  type ScriptedPage,
} from './collectorTesting';
import {
  CHECK_RETRY_DELAY_SECONDS,
  COLLECT_OTHER_QUEUE,
  COLLECT_REFRESH_QUEUE,
  COLLECT_SERP_QUEUE,
  COLLECT_TRACKED_QUEUE,
  DEFAULT_OTHER_CRON,
  DEFAULT_REQUESTS_PER_MINUTE,
  DEFAULT_TRACKED_CRON,
  REFRESH_DELAY_SECONDS,
} from './constants';
import {
  budgetUse,
  getCollectorSettings,
  listFailedChecks,
  universeSize,
  updateCollectorSettings,
  COLLECT_SCHEDULE_QUEUES,
} from './index';
import { ProviderRateLimiter, type Clock } from './rateLimit';
import { checkCostUsd, collectSerpHandler, registerCollector, type CollectSerpData } from './run';
import { keywordUniverse } from './universe';
import { openDatabase, type Db } from '../../db';
import { FieldValidationError } from '../../errors';
import { bossSchemaOf, createJobQueue } from '../../jobs';
import type { JobInfo, RunningJob } from '../../jobs/queue';
import type { SqlJobQueue } from '../../jobs/sqlQueue';
import { freshDatabase, TEST_DATABASES } from '../../testing/harness';
import { createSerpProvider, loadProviderConfig, type ProviderName, type SerpProvider } from '../providers';
import {
  DATAFORSEO_LOGIN,
  DATAFORSEO_PASSWORD,
  DATAFORSEO_SERP_PAGE,
  startFakeDataForSeo,
} from '../providers/testing/dataForSeoFixtures';
import { SERPAPI_KEY, startFakeSerpApi } from '../providers/testing/serpApiFixtures';
import { SERPER_KEY, SERPER_PAGE, startFakeSerper } from '../providers/testing/serperFixtures';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-02T03:00:00.000Z');

/** Nike first, the project's domain second and fourth (its best position counts), a stranger third. */
const PAGE: ScriptedPage = [
  ['https://www.nike.com/w/running-shoes', 1],
  ['https://shop.example.com/shoes', 2],
  ['https://www.runnersworld.com/best', 3],
  ['https://example.com/more-shoes', 4],
];

describe.each(TEST_DATABASES)('the collector on %s', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let clock: number;
  let queue: SqlJobQueue;
  const errors: unknown[] = [];
  /** The limiter's waits advance the test clock instead of sleeping. */
  const limiterClock: Clock = {
    now: () => clock,
    sleep: (ms) => {
      clock += ms;
      return Promise.resolve();
    },
  };

  beforeEach(async () => {
    const fresh = await freshDatabase(kind);
    db = await openDatabase(fresh.config);
    cleanup = fresh.cleanup;
    clock = START;
    queue = createJobQueue(db, {
      database: fresh.config,
      kind: 'sql',
      // Passes run only when the test asks (runDue), on the test's clock.
      sql: { now: () => clock, pollIntervalMs: 3_600_000, schedulePollIntervalMs: 3_600_000 },
      onError: (error) => errors.push(error),
    }) as SqlJobQueue;
    await queue.start();
  });

  afterEach(async () => {
    await queue.stop(1_000);
    await db.close();
    await cleanup();
    expect(errors.splice(0)).toEqual([]);
  });

  async function collector(
    provider: SerpProvider | null,
    limiter = new ProviderRateLimiter(limiterClock),
    concurrency?: number,
    pricePerSearchUsd?: Record<ProviderName, number>,
  ) {
    await registerCollector({
      db,
      jobs: queue,
      provider,
      limiter,
      now: () => new Date(clock),
      concurrency,
      pricePerSearchUsd,
    });
  }

  /** The queues the collector works (another module's job, queued by a refresh, waits for its own worker). */
  const COLLECTOR_QUEUES = [COLLECT_TRACKED_QUEUE, COLLECT_OTHER_QUEUE, COLLECT_SERP_QUEUE, COLLECT_REFRESH_QUEUE];

  /** Runs every collector job due on the test clock, and those they queue, until none is left. */
  async function drain(): Promise<void> {
    let waiting: { queue: string; last_error: string | null }[] = [];
    for (let pass = 0; pass < 50; pass++) {
      await queue.runDue();
      waiting = await db.kysely
        .selectFrom('queue_jobs')
        .select(['queue', 'last_error'])
        .where('queue', 'in', COLLECTOR_QUEUES)
        .where('state', 'in', ['queued', 'retry'])
        .where('start_after', '<=', new Date(clock).toISOString())
        .execute();
      if (waiting.length === 0) return;
    }
    // Says which jobs are left and why, so a failure names its cause.
    throw new Error(`the queue did not drain: ${JSON.stringify(waiting)}`);
  }

  async function runWeekly(): Promise<JobInfo> {
    const id = await queue.send(COLLECT_TRACKED_QUEUE, { period: 'weekly' });
    await drain();
    return (await queue.getJob(COLLECT_TRACKED_QUEUE, id))!;
  }

  const checkJobs = () => queue.listJobs(COLLECT_SERP_QUEUE);

  describe('the keyword universe', () => {
    it('tracks project keywords weekly and requested and imported ones monthly, each once', async () => {
      const tracked = await addKeyword(db, 'running shoes');
      const trackedAndRequested = await addKeyword(db, 'trail shoes');
      await addKeyword(db, 'imported shoes', { real: true });
      await addKeyword(db, 'demo shoes', { demo: true });
      // A workspace placeholder without data that no project holds any more.
      await addKeyword(db, 'orphan shoes');
      const user = await addProject(db, { domain: 'example.com', keywordIds: [tracked, trackedAndRequested] });
      await addRequest(db, user, 'Trail Shoes');
      await addRequest(db, user, 'new shoes', 'processing', 'GB');
      await addRequest(db, user, 'answered shoes', 'ready');

      const universe = await keywordUniverse(db, new Date(clock));
      const byTerm = Object.fromEntries(universe.map((k) => [`${k.country} ${k.term}`, k]));
      expect(Object.keys(byTerm).sort()).toEqual([
        'gb new shoes',
        'us imported shoes',
        'us running shoes',
        'us trail shoes',
      ]);
      expect(byTerm['us running shoes']).toMatchObject({ period: 'weekly', tracked: true, requested: false });
      expect(byTerm['us trail shoes']).toMatchObject({ period: 'weekly', tracked: true, requested: true });
      expect(byTerm['us imported shoes']).toMatchObject({ period: 'monthly', tracked: false });
      // Requested but not in the corpus yet.
      expect(byTerm['gb new shoes']).toMatchObject({ period: 'monthly', keywordId: null, requested: true, due: true });
      expect(await universeSize(db, new Date(clock))).toEqual({ weekly: 2, monthly: 2, dueNow: 4 });
    });

    it('makes a keyword due when its last ok check is older than its period (a failed one does not count)', async () => {
      const [fresh, stale, failedOnly, imported, staleImported] = [
        await addKeyword(db, 'checked 5 days ago'),
        await addKeyword(db, 'checked 6.5 days ago'),
        await addKeyword(db, 'failed yesterday'),
        await addKeyword(db, 'imported checked 20 days ago', { real: true }),
        await addKeyword(db, 'imported checked 30 days ago', { real: true }),
      ];
      await addProject(db, { domain: 'example.com', keywordIds: [fresh, stale, failedOnly] });
      await addCheck(db, fresh, new Date(clock - 5 * DAY));
      await addCheck(db, stale, new Date(clock - 6.5 * DAY));
      await addCheck(db, failedOnly, new Date(clock - 8 * DAY));
      await addCheck(db, failedOnly, new Date(clock - DAY), { status: 'failed' });
      await addCheck(db, imported, new Date(clock - 20 * DAY));
      await addCheck(db, staleImported, new Date(clock - 30 * DAY));

      const due = (await keywordUniverse(db, new Date(clock))).filter((k) => k.due).map((k) => k.term);
      expect(due.sort()).toEqual(['checked 6.5 days ago', 'failed yesterday', 'imported checked 30 days ago']);
      expect(await universeSize(db, new Date(clock))).toEqual({ weekly: 3, monthly: 2, dueNow: 3 });
    });
  });

  describe('a weekly run', () => {
    it('stores the page and the tracked ranks: found domains at their best position, the others null', async () => {
      const keywordId = await addKeyword(db, 'running shoes');
      await addProject(db, { domain: 'example.com', competitors: ['nike.com', 'rival.com'], keywordIds: [keywordId] });
      const provider = new ScriptedProvider(() => PAGE);
      await collector(provider);

      const run = await runWeekly();
      expect(run).toMatchObject({ state: 'completed', progress: { done: 1, total: 1, message: 'keywords queued' } });
      expect(provider.calls).toEqual([
        { term: 'running shoes', country: 'us', device: 'desktop', depth: 100, month: 202611 },
      ]);
      const dump = await collectedDump(db);
      expect(dump.serp_organic).toEqual([
        {
          term: 'running shoes',
          month: 202611,
          rank_group: 1,
          name: 'nike.com',
          path: '/w/running-shoes',
          checked_depth: 100,
        },
        {
          term: 'running shoes',
          month: 202611,
          rank_group: 2,
          name: 'example.com',
          path: '/shoes',
          checked_depth: 100,
        },
        {
          term: 'running shoes',
          month: 202611,
          rank_group: 3,
          name: 'runnersworld.com',
          path: '/best',
          checked_depth: 100,
        },
        {
          term: 'running shoes',
          month: 202611,
          rank_group: 4,
          name: 'example.com',
          path: '/more-shoes',
          checked_depth: 100,
        },
      ]);
      const rank = (name: string, position: number | null, path: string | null) => ({
        term: 'running shoes',
        device: 'desktop',
        name,
        date: '2026-11-02',
        position,
        path,
      });
      expect(dump.tracked_ranks).toEqual([
        rank('example.com', 2, '/shoes'),
        rank('nike.com', 1, '/w/running-shoes'),
        rank('rival.com', null, null),
        rank('runnersworld.com', 3, '/best'),
      ]);
      expect(dump.serp_checks).toEqual([
        {
          term: 'running shoes',
          country: 'us',
          device: 'desktop',
          provider: 'dataforseo',
          status: 'ok',
          error_kind: null,
          cost_usd: 0.002,
          depth: 100,
        },
      ]);
      // Nothing is due any more: a second run queues nothing and calls nobody.
      const again = await runWeekly();
      expect(again.progress).toMatchObject({ done: 0, total: 0 });
      expect(provider.calls).toHaveLength(1);

      // The per-domain totals the research screens read are rebuilt a while after the checks.
      const rankStats = () =>
        db.kysely
          .selectFrom('domain_rank_stats as s')
          .innerJoin('domains as d', 'd.id', 's.domain_id')
          .select(['d.name', 's.month', 's.rank_group', 's.keywords'])
          .where('d.name', '=', 'example.com')
          .orderBy('s.rank_group')
          .execute();
      expect(await rankStats()).toEqual([]);
      clock += REFRESH_DELAY_SECONDS * 1000;
      await drain();
      expect((await rankStats()).map((r) => [r.month, r.rank_group, Number(r.keywords)])).toEqual([
        [202611, 2, 1],
        [202611, 4, 1],
      ]);
    });

    it('records a refused key as a failed check, writes no rank and does not retry', async () => {
      const keywordId = await addKeyword(db, 'running shoes');
      await addProject(db, { domain: 'example.com', keywordIds: [keywordId] });
      const provider = new ScriptedProvider(() => PAGE);
      provider.failures.push('auth');
      await collector(provider);

      await runWeekly();
      const [job] = await checkJobs();
      expect(job).toMatchObject({ state: 'completed', attempts: 1 });
      expect(job?.progress?.message).toBe('failed: dataforseo: auth: scripted auth');
      expect(provider.calls).toHaveLength(1);
      const dump = await collectedDump(db);
      expect(dump.tracked_ranks).toEqual([]);
      expect(dump.serp_organic).toEqual([]);
      expect(dump.serp_checks).toMatchObject([{ status: 'failed', error_kind: 'auth', cost_usd: null }]);
      const failed = await listFailedChecks(db, { startRow: 0, rowsPerPage: 10 });
      expect(failed).toEqual({
        totalRowCount: 1,
        rows: [
          {
            id: expect.any(Number) as number,
            keyword: 'running shoes',
            country: 'us',
            device: 'desktop',
            provider: 'dataforseo',
            checkedAt: '2026-11-02T03:00:00.000Z',
            errorKind: 'auth',
            message: 'dataforseo: auth: scripted auth',
          },
        ],
      });
    });

    it('retries a transient failure with backoff and stores the page of the attempt that succeeds', async () => {
      const keywordId = await addKeyword(db, 'running shoes');
      await addProject(db, { domain: 'example.com', keywordIds: [keywordId] });
      const provider = new ScriptedProvider(() => PAGE);
      provider.failures.push('server', 'rate-limited');
      await collector(provider);

      await runWeekly();
      let [job] = await checkJobs();
      expect(job).toMatchObject({ state: 'retry', attempts: 1, lastError: 'dataforseo: server: scripted server' });
      expect(job!.startAfter.getTime()).toBe(clock + CHECK_RETRY_DELAY_SECONDS * 1000);

      clock += CHECK_RETRY_DELAY_SECONDS * 1000 - 1;
      await drain();
      expect(provider.calls).toHaveLength(1);
      clock += 1;
      await drain();
      [job] = await checkJobs();
      // The second wait doubles.
      expect(job).toMatchObject({
        state: 'retry',
        attempts: 2,
        lastError: 'dataforseo: rate-limited: scripted rate-limited',
      });
      expect(job!.startAfter.getTime()).toBe(clock + 2 * CHECK_RETRY_DELAY_SECONDS * 1000);

      clock += 2 * CHECK_RETRY_DELAY_SECONDS * 1000;
      await drain();
      [job] = await checkJobs();
      expect(job).toMatchObject({ state: 'completed', attempts: 3 });
      const dump = await collectedDump(db);
      expect(dump.serp_checks.map((c) => (c as { error_kind: string | null }).error_kind)).toEqual([
        'rate-limited',
        'server',
        null,
      ]);
      expect(dump.tracked_ranks).toHaveLength(3);
    });

    it('does not call the provider once the month’s budget is used up, and says why', async () => {
      const keywordIds = [await addKeyword(db, 'a shoes'), await addKeyword(db, 'b shoes')];
      await addProject(db, { domain: 'example.com', keywordIds });
      await updateCollectorSettings(db, { monthlyBudgetUsd: 0.5 });
      const earlier = await addKeyword(db, 'earlier shoes');
      await addCheck(db, earlier, new Date(clock - DAY), { costUsd: 0.2 });
      // Last month's spending does not count against this month.
      await addCheck(db, earlier, new Date(clock - 40 * DAY), { costUsd: 9 });
      const provider = new ScriptedProvider(() => PAGE);
      provider.costUsd = 0.3;
      // One check at a time: checks running side by side may each pass the budget before either is stored.
      await collector(provider, new ProviderRateLimiter(limiterClock), 1);

      // Within budget ($0.20 of $0.50): both are queued; the first check brings the month to $0.50.
      await runWeekly();
      expect(provider.calls).toHaveLength(1);
      const jobs = await checkJobs();
      expect(jobs.map((j) => j.progress?.message).sort()).toEqual([
        'not checked: the monthly budget of $0.50 is used up ($0.50 in 2026-11)',
        expect.stringMatching(/^stored 4 results/) as string,
      ]);
      expect(await budgetUse(db, 'dataforseo', '2026-11')).toEqual({
        provider: 'dataforseo',
        month: '2026-11',
        checks: 2,
        failedChecks: 0,
        costUsd: 0.5,
        monthlyBudgetUsd: 0.5,
        exhausted: true,
      });
      const run = await runWeekly();
      expect(run.progress?.message).toBe('nothing queued: the monthly budget of $0.50 is used up ($0.50 in 2026-11)');
      expect(provider.calls).toHaveLength(1);
    });

    it('counts a credit-billed provider’s searches at its price, so the budget stops it too', async () => {
      const fake = await startFakeSerpApi();
      try {
        const keywordIds = [
          await addKeyword(db, 'a shoes'),
          await addKeyword(db, 'b shoes'),
          await addKeyword(db, 'c shoes'),
        ];
        await addProject(db, { domain: 'example.com', keywordIds });
        // SerpApi reports no cost: each search costs the price SERPAPI_PRICE_PER_SEARCH_USD sets.
        const config = loadProviderConfig({
          SERP_PROVIDER: 'serpapi',
          SERPAPI_KEY,
          SERPAPI_API_URL: fake.url,
          SERPAPI_PRICE_PER_SEARCH_USD: '0.25',
        });
        await updateCollectorSettings(db, { monthlyBudgetUsd: 0.5 });
        await collector(createSerpProvider(config), new ProviderRateLimiter(limiterClock), 1, config.pricePerSearchUsd);

        await runWeekly();
        // Two searches at $0.25 use the $0.50 up: the third keyword is not checked.
        expect(fake.requests).toHaveLength(2);
        expect((await collectedDump(db)).serp_checks).toMatchObject([
          { provider: 'serpapi', status: 'ok', cost_usd: 0.25 },
          { provider: 'serpapi', status: 'ok', cost_usd: 0.25 },
        ]);
        expect(await budgetUse(db, 'serpapi', '2026-11')).toMatchObject({ checks: 2, costUsd: 0.5, exhausted: true });
        const messages = (await checkJobs()).map((j) => j.progress?.message);
        expect(messages.filter((m) => m?.startsWith('not checked'))).toEqual([
          'not checked: the monthly budget of $0.50 is used up ($0.50 in 2026-11)',
        ]);
        const run = await runWeekly();
        expect(run.progress?.message).toBe('nothing queued: the monthly budget of $0.50 is used up ($0.50 in 2026-11)');
        expect(fake.requests).toHaveLength(2);
      } finally {
        await fake.close();
      }
    });

    it('records the credits a provider reports at its price per search, and the documented default without a variable', async () => {
      const fake = await startFakeSerper();
      try {
        const keywordId = await addKeyword(db, 'running shoes');
        await addProject(db, { domain: 'example.com', keywordIds: [keywordId] });
        const config = loadProviderConfig({
          SERP_PROVIDER: 'serper',
          SERPER_API_KEY: SERPER_KEY,
          SERPER_API_URL: fake.url,
        });
        await collector(createSerpProvider(config), new ProviderRateLimiter(limiterClock), 1, config.pricePerSearchUsd);
        await runWeekly();
        expect(fake.requests).toHaveLength(1);
        const [check] = (await collectedDump(db)).serp_checks as { cost_usd: number | string }[];
        expect(Number(check?.cost_usd)).toBeCloseTo(SERPER_PAGE.credits * config.pricePerSearchUsd.serper, 9);
        expect(config.pricePerSearchUsd.serper).toBeGreaterThan(0);
      } finally {
        await fake.close();
      }
    });

    it('moves requested keywords from queued to processing while checked, then ready', async () => {
      const user = await addProject(db, { domain: 'example.com', keywordIds: [] });
      await addRequest(db, user, 'New Shoes');
      await addRequest(db, user, 'answered elsewhere');
      const answered = await addKeyword(db, 'answered elsewhere', { real: true });
      await addCheck(db, answered, new Date(clock - 2 * DAY));
      const provider = new ScriptedProvider(() => PAGE);
      const during: string[] = [];
      provider.during = async () => {
        const rows = await db.kysely
          .selectFrom('requested_keywords')
          .select(['keyword', 'status'])
          .orderBy('keyword')
          .execute();
        during.push(...rows.map((r) => `${r.keyword}: ${r.status}`));
      };
      await collector(provider);

      const id = await queue.send(COLLECT_OTHER_QUEUE, { period: 'monthly' });
      await drain();
      expect((await queue.getJob(COLLECT_OTHER_QUEUE, id))?.progress).toMatchObject({ done: 1, total: 1 });
      // The request whose keyword was checked two days ago is answered by that check.
      expect(during).toEqual(['New Shoes: processing', 'answered elsewhere: ready']);
      expect((await collectedDump(db)).requested_keywords).toEqual([
        { keyword: 'New Shoes', status: 'ready', term: 'new shoes' },
        { keyword: 'answered elsewhere', status: 'ready', term: 'answered elsewhere' },
      ]);
      // Not tracked by any project: a page, but no tracked ranks.
      expect((await collectedDump(db)).tracked_ranks).toEqual([]);
    });

    it('leaves the same rows when a check job runs twice', async () => {
      const keywordId = await addKeyword(db, 'running shoes');
      await addProject(db, { domain: 'example.com', competitors: ['rival.com'], keywordIds: [keywordId] });
      const provider = new ScriptedProvider(() => PAGE);
      const handler = collectSerpHandler({
        db,
        jobs: queue,
        provider,
        limiter: new ProviderRateLimiter(limiterClock),
        now: () => new Date(clock),
      });
      const job: RunningJob<CollectSerpData> = {
        id: 'job-1',
        queue: COLLECT_SERP_QUEUE,
        data: { term: 'running shoes', country: 'us', device: 'desktop', period: 'weekly' },
        attempt: 1,
        signal: new AbortController().signal,
        progress: () => Promise.resolve(),
      };
      await handler(job);
      const once = await collectedDump(db);
      await handler({ ...job, attempt: 2 });
      expect(await collectedDump(db)).toEqual(once);
      expect(provider.calls).toHaveLength(1);
    });

    it('answers a check of a keyword checked within its period from that check, calling no provider', async () => {
      // Two runs at once can each queue a keyword: the first check completes before the second
      // run queues it again, so the singleton key no longer holds it back.
      const user = await addProject(db, { domain: 'example.com', keywordIds: [] });
      await addRequest(db, user, 'running shoes');
      const keywordId = await addKeyword(db, 'running shoes', { real: true });
      await addProject(db, { domain: 'example.com', keywordIds: [keywordId] });
      await addCheck(db, keywordId, new Date(clock - 2 * DAY));
      const provider = new ScriptedProvider(() => PAGE);
      const handler = collectSerpHandler({ db, jobs: queue, provider, now: () => new Date(clock) });
      const messages: string[] = [];
      const job: RunningJob<CollectSerpData> = {
        id: 'job-again',
        queue: COLLECT_SERP_QUEUE,
        data: { term: 'running shoes', country: 'us', device: 'desktop', period: 'weekly' },
        attempt: 1,
        signal: new AbortController().signal,
        progress: (_done, _total, message) => {
          if (message) messages.push(message);
          return Promise.resolve();
        },
      };
      const before = await collectedDump(db);
      await handler(job);
      expect(provider.calls).toEqual([]);
      expect(messages).toEqual([`already checked at ${new Date(clock - 2 * DAY).toISOString()}`]);
      expect((await collectedDump(db)).serp_checks).toEqual(before.serp_checks);
      expect((await collectedDump(db)).requested_keywords).toEqual([
        { keyword: 'running shoes', status: 'ready', term: 'running shoes' },
      ]);
      // A week later the same job checks again.
      clock += 7 * DAY;
      await handler({ ...job, id: 'job-next-week' });
      expect(provider.calls.map((c) => c.term)).toEqual(['running shoes']);
    });

    it('queues each due keyword once however often the run is repeated', async () => {
      const keywordIds = [await addKeyword(db, 'a shoes'), await addKeyword(db, 'b shoes')];
      await addProject(db, { domain: 'example.com', keywordIds });
      const provider = new ScriptedProvider(() => PAGE);
      // The checks stay queued: only the runs' queues are worked.
      const { collectRunHandler } = await import('./run');
      await queue.work(
        COLLECT_TRACKED_QUEUE,
        collectRunHandler({ db, jobs: queue, provider, now: () => new Date(clock) }),
      );
      await queue.send(COLLECT_TRACKED_QUEUE, { period: 'weekly' });
      await queue.runDue();
      await queue.send(COLLECT_TRACKED_QUEUE, { period: 'weekly' });
      await queue.runDue();
      const jobs = await checkJobs();
      expect(jobs.map((j) => j.singletonKey).sort()).toEqual([
        'a shoes|us|desktop|weekly',
        'b shoes|us|desktop|weekly',
      ]);
      expect(provider.calls).toEqual([]);
    });

    it('records that no provider is configured instead of checking', async () => {
      const keywordId = await addKeyword(db, 'running shoes');
      await addProject(db, { domain: 'example.com', keywordIds: [keywordId] });
      await collector(null);
      const run = await runWeekly();
      expect(run.progress?.message).toBe('no SERP provider is configured (SERP_PROVIDER): nothing checked');
      expect(await checkJobs()).toEqual([]);
    });

    it('checks through a real adapter against a local fake DataForSEO', async () => {
      const fake = await startFakeDataForSeo();
      try {
        const keywordId = await addKeyword(db, 'running shoes');
        await addProject(db, { domain: 'brooksrunning.com', competitors: ['asics.com'], keywordIds: [keywordId] });
        const provider = createSerpProvider(
          loadProviderConfig({
            SERP_PROVIDER: 'dataforseo',
            DATAFORSEO_LOGIN,
            DATAFORSEO_PASSWORD,
            DATAFORSEO_API_URL: fake.url,
          }),
        );
        await collector(provider);
        await runWeekly();
        expect(fake.requests).toHaveLength(1);
        const dump = await collectedDump(db);
        expect(dump.serp_organic.map((r) => (r as { name: string }).name)).toEqual([
          'nike.com',
          'runnersworld.com',
          'brooksrunning.com',
        ]);
        expect(
          dump.tracked_ranks.map((r) => [(r as { name: string }).name, (r as { position: number | null }).position]),
        ).toEqual([
          ['asics.com', null],
          ['brooksrunning.com', 3],
          ['nike.com', 1],
          ['runnersworld.com', 2],
        ]);
        expect(dump.serp_checks).toMatchObject([{ status: 'ok', cost_usd: DATAFORSEO_SERP_PAGE.cost }]);
      } finally {
        await fake.close();
      }
    });
  });

  describe('the settings', () => {
    it('start with the defaults, keep what a patch leaves out, and re-schedule the runs', async () => {
      expect(await getCollectorSettings(db)).toEqual({
        monthlyBudgetUsd: null,
        requestsPerMinute: DEFAULT_REQUESTS_PER_MINUTE,
        trackedCron: DEFAULT_TRACKED_CRON,
        otherCron: DEFAULT_OTHER_CRON,
      });
      await collector(null);
      const schedules = () =>
        db.kysely.selectFrom('queue_schedules').select(['queue', 'cron']).orderBy('queue').execute();
      expect(await schedules()).toEqual([
        { queue: COLLECT_OTHER_QUEUE, cron: DEFAULT_OTHER_CRON },
        { queue: COLLECT_TRACKED_QUEUE, cron: DEFAULT_TRACKED_CRON },
      ]);
      expect([...COLLECT_SCHEDULE_QUEUES].sort()).toEqual([COLLECT_OTHER_QUEUE, COLLECT_TRACKED_QUEUE]);

      const updated = await updateCollectorSettings(db, { monthlyBudgetUsd: 25, trackedCron: '30  4 * * 2' }, queue);
      expect(updated).toEqual({
        monthlyBudgetUsd: 25,
        requestsPerMinute: DEFAULT_REQUESTS_PER_MINUTE,
        trackedCron: '30 4 * * 2',
        otherCron: DEFAULT_OTHER_CRON,
      });
      expect(await getCollectorSettings(db)).toEqual(updated);
      expect(await schedules()).toEqual([
        { queue: COLLECT_OTHER_QUEUE, cron: DEFAULT_OTHER_CRON },
        { queue: COLLECT_TRACKED_QUEUE, cron: '30 4 * * 2' },
      ]);
      expect((await updateCollectorSettings(db, { monthlyBudgetUsd: null })).monthlyBudgetUsd).toBeNull();
    });

    it('refuse a bad cron, a negative budget and a rate out of range, naming each field, storing nothing', async () => {
      const refusal = await updateCollectorSettings(db, {
        monthlyBudgetUsd: -1,
        requestsPerMinute: 0,
        trackedCron: 'every monday',
        otherCron: '0 3 32 * *',
      }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(FieldValidationError);
      expect((refusal as FieldValidationError).fields.map((f) => f.field)).toEqual([
        'body.monthlyBudgetUsd',
        'body.requestsPerMinute',
        'body.trackedCron',
        'body.otherCron',
      ]);
      await expect(updateCollectorSettings(db, { requestsPerMinute: 2.5 })).rejects.toThrow('body.requestsPerMinute');
      expect((await getCollectorSettings(db)).requestsPerMinute).toBe(DEFAULT_REQUESTS_PER_MINUTE);
    });
  });

  describe('the admin figures', () => {
    it('page the failed checks newest first and count the month’s checks per provider', async () => {
      const keywordId = await addKeyword(db, 'running shoes');
      for (let i = 0; i < 5; i++) await addCheck(db, keywordId, new Date(clock - i * DAY), { status: 'failed' });
      await addCheck(db, keywordId, new Date(clock), { costUsd: 1.25 });
      const page = await listFailedChecks(db, { startRow: 1, rowsPerPage: 2 });
      expect(page.totalRowCount).toBe(5);
      expect(page.rows.map((r) => r.checkedAt)).toEqual([
        new Date(clock - DAY).toISOString(),
        new Date(clock - 2 * DAY).toISOString(),
      ]);
      // Three of the failed checks fell in October.
      expect(await budgetUse(db, 'dataforseo', '2026-11')).toMatchObject({ checks: 3, failedChecks: 2, costUsd: 1.25 });
      expect(await budgetUse(db, 'serper', '2026-11')).toMatchObject({ checks: 0, costUsd: 0, exhausted: false });
      await expect(budgetUse(db, 'dataforseo', '2026-13')).rejects.toThrow('query.month');
      await expect(listFailedChecks(db, { startRow: -1, rowsPerPage: 0 })).rejects.toThrow(
        /query.startRow.*query.rowsPerPage/,
      );
    });
  });
});

describe('a check’s cost', () => {
  it('is the dollars the provider reports, else its credits or one search at the provider’s price', () => {
    expect(checkCostUsd({ amount: 0.0006, unit: 'usd' }, 0.01)).toBe(0.0006);
    expect(checkCostUsd({ amount: 2, unit: 'credits' }, 0.001)).toBe(0.002);
    expect(checkCostUsd(null, 0.015)).toBe(0.015);
    expect(checkCostUsd(null, 0)).toBe(0);
  });
});

describe('the rate limit', () => {
  afterEach(() => vi.useRealTimers());

  it('paces the calls to one provider at the requests per minute, each provider on its own', async () => {
    vi.useFakeTimers();
    const limiter = new ProviderRateLimiter();
    const started: string[] = [];
    const take = (provider: string, label: string) =>
      limiter.take(provider, 60, undefined).then(() => started.push(`${label} at ${Date.now() - start}`));
    const start = Date.now();
    const calls = [take('serper', 'a'), take('serper', 'b'), take('serper', 'c'), take('serpapi', 'x')];
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a at 0', 'x at 0']);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['a at 0', 'x at 0', 'b at 1000']);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(calls);
    expect(started).toEqual(['a at 0', 'x at 0', 'b at 1000', 'c at 2000']);
  });

  it('lets a second of calls go out at once after a quiet spell, and a waiting caller give up', async () => {
    vi.useFakeTimers();
    const limiter = new ProviderRateLimiter();
    const start = Date.now();
    const times: number[] = [];
    const calls = [0, 1, 2].map(() => limiter.take('serper', 120).then(() => times.push(Date.now() - start)));
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all(calls);
    // 120 a minute: two at once (one second's worth), then one every half second.
    expect(times).toEqual([0, 0, 500]);
    const abort = new AbortController();
    const waiting = limiter.take('serper', 120, abort.signal);
    abort.abort(new Error('stopping'));
    await expect(waiting).rejects.toThrow('stopping');
    // The next caller is not held up by the one that gave up.
    const next = limiter.take('serper', 120);
    await vi.advanceTimersByTimeAsync(500);
    await expect(next).resolves.toBeUndefined();
  });
});

describe.runIf(TEST_DATABASES.includes('postgres'))('the collector on pg-boss', () => {
  it('runs a weekly run, each keyword checked once, as on the SQL runner', async () => {
    const fresh = await freshDatabase('postgres');
    const db = await openDatabase(fresh.config);
    const errors: unknown[] = [];
    const queue = createJobQueue(db, {
      database: fresh.config,
      kind: 'pg-boss',
      pgBoss: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
      onError: (error) => errors.push(error),
    });
    try {
      const keywordIds = [await addKeyword(db, 'a shoes'), await addKeyword(db, 'b shoes')];
      await addProject(db, { domain: 'example.com', keywordIds });
      await updateCollectorSettings(db, { requestsPerMinute: 6_000 });
      await queue.start();
      const provider = new ScriptedProvider(() => PAGE);
      await registerCollector({ db, jobs: queue, provider });
      // Two runs at once: the singleton keys, and a check that finds its keyword already checked,
      // keep one provider call per keyword.
      await Promise.all([
        queue.send(COLLECT_TRACKED_QUEUE, { period: 'weekly' }),
        queue.send(COLLECT_TRACKED_QUEUE, { period: 'weekly' }),
      ]);
      await vi.waitFor(
        async () =>
          expect((await collectedDump(db)).serp_checks.map((c) => (c as { term: string }).term)).toEqual([
            'a shoes',
            'b shoes',
          ]),
        { timeout: 20_000, interval: 200 },
      );
      await vi.waitFor(
        async () => {
          const jobs = await queue.listJobs(COLLECT_SERP_QUEUE);
          expect(jobs.length).toBeGreaterThanOrEqual(2);
          expect(jobs.filter((j) => j.state !== 'completed')).toEqual([]);
        },
        { timeout: 20_000, interval: 200 },
      );
      expect(provider.calls.map((c) => c.term).sort()).toEqual(['a shoes', 'b shoes']);
      expect((await collectedDump(db)).tracked_ranks).toHaveLength(6);
      expect(errors).toEqual([]);
    } finally {
      await queue.stop(1_000);
      await sql`drop schema if exists ${sql.id(bossSchemaOf(fresh.config))} cascade`.execute(db.kysely);
      await db.close();
      await fresh.cleanup();
    }
  }, 60_000);
});
