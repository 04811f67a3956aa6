/**
 * Match types of the keyword lists' searches (matchTypes.ts) on every database, over a corpus small
 * enough to add up by hand: the organic, paid and related keyword lists answer and sort the
 * volume column as the exact, phrase or broad figure, and the stored sums go when the corpus changes;
 * the job of the job queue stores them while the lists answer the exact figures as pending; the
 * ranking history, Kombat and the CSV exports of these lists answer the match type asked for.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fullUserBrowser, getValid, itRefuses } from './apiTesting';
import { refreshDomainStats } from './domainStats';
import {
  ensureMatchTypeVolumes,
  markCountryStored,
  MATCH_TYPE_QUEUE,
  parseMatchTypes,
  registerMatchTypeWorker,
  setMatchTypeQueue,
} from './matchTypes';
import { domainOrganicKeywordsPage } from './overview';
import { domainPaidKeywordsPage } from './paidKeywords';
import { relatedKeywordsPage } from './relatedKeywords';
import type { Db } from '../db';
import { createJobQueue, type JobQueue } from '../jobs';
import { exportedRecords } from '../testing/exportFiles';
import {
  createTestServer,
  useFreshDatabase,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
  type TestServer,
} from '../testing/harness';

const OCTOBER = 202610;
const SEPTEMBER = 202609;

/** term, country, own volume; September's volume is half of it. */
const KEYWORDS = [
  ['running shoes', 'US', 1000],
  ['best running shoes', 'US', 500],
  ['shoes for running', 'US', 200],
  ['running shoes for women', 'US', 300],
  ['shoes', 'US', 5000],
  ['trail running', 'US', 100],
  ['running shoe', 'US', 50],
  // Another country's keyword never counts.
  ['running shoes', 'GB', 700],
] as const;

const NOT_DEMO = { is_demo: 0 };
const NO_FLAGS = { is_question: 0, is_transactional: 0, is_content: 0 };

/** A domain of the corpus and its home page (`/`), as the rows of its results point to them. */
async function addHomePage(db: Db, name: string) {
  const domain = await db.kysely
    .insertInto('domains')
    .values({ name, ...NOT_DEMO })
    .returning('id')
    .executeTakeFirstOrThrow();
  const url = await db.kysely
    .insertInto('urls')
    .values({ domain_id: domain.id, path: '/', ...NOT_DEMO })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { domain, url };
}

/** The keywords shoes.example ranks for (rank 1, 2, …) each month. */
const RANKED = ['running shoes', 'best running shoes', 'shoes for running', 'shoes', 'running shoe'];

async function seedShoes(db: Db) {
  const ids = new Map<string, number>();
  for (const [term, country, volume] of KEYWORDS) {
    const row = await db.kysely
      .insertInto('keywords')
      .values({ term, country, volume, cpc_cents: 100, difficulty: 30, competition: 40, ...NOT_DEMO, ...NO_FLAGS })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (country === 'US') ids.set(term, row.id);
    await db.kysely
      .insertInto('keyword_volumes')
      .values([
        { keyword_id: row.id, month: SEPTEMBER, volume: volume / 2 },
        { keyword_id: row.id, month: OCTOBER, volume },
      ])
      .execute();
  }
  const { domain, url } = await addHomePage(db, 'shoes.example');
  for (const month of [SEPTEMBER, OCTOBER]) {
    await db.kysely
      .insertInto('serp_organic')
      .values(
        RANKED.map((term, i) => ({
          keyword_id: ids.get(term)!,
          month,
          rank_group: i + 1,
          rank_absolute: i + 1,
          url_id: url.id,
          domain_id: domain.id,
          volume: KEYWORDS.find(([t, c]) => t === term && c === 'US')![2] / (month === SEPTEMBER ? 2 : 1),
          checked_depth: 100,
          ...NOT_DEMO,
        })),
      )
      .execute();
  }
  const copy = await db.kysely
    .insertInto('ad_copies')
    .values({
      domain_id: domain.id,
      headline: 'Running shoes',
      description: 'Shoes for every run',
      display_url: 'shoes.example',
      landing_url: 'https://shoes.example/',
      ...NOT_DEMO,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('serp_ads')
    .values(
      ['running shoes', 'shoes'].map((term) => ({
        keyword_id: ids.get(term)!,
        month: OCTOBER,
        block: 'top' as const,
        position: 1,
        domain_id: domain.id,
        ad_copy_id: copy.id,
        ...NOT_DEMO,
      })),
    )
    .execute();
  await refreshDomainStats(db.kysely);
}

describe.each(TEST_DATABASES)('match types of the searches column on %s', (kind) => {
  const db = useFreshDatabase(kind, seedShoes);

  const organic = (params: Record<string, string>) =>
    domainOrganicKeywordsPage(db, { query: 'shoes.example', sortBy: 'keyword', sortDirection: 'asc', ...params }, true);
  const volumes = (rows: readonly { keyword: string | null; volume: number | null }[]) =>
    Object.fromEntries(rows.map((r) => [r.keyword, r.volume]));

  it('answers each keyword’s own searches without a match type, or with exact', async () => {
    const own = { 'running shoes': 1000, 'best running shoes': 500, 'shoes for running': 200, shoes: 5000 };
    expect(volumes((await organic({})).rows)).toMatchObject(own);
    expect(volumes((await organic({ matchTypes: 'volume:exact' })).rows)).toMatchObject(own);
  });

  it('adds up the keywords holding the words in order for phrase', async () => {
    const page = await organic({ matchTypes: 'volume:phrase' });
    expect(volumes(page.rows)).toEqual({
      // itself, "best running shoes" and "running shoes for women"; not "shoes for running",
      // "running shoe" (another word) or the GB keyword
      'running shoes': 1000 + 500 + 300,
      'best running shoes': 500,
      'shoes for running': 200,
      // every US keyword with the word "shoes"
      shoes: 1000 + 500 + 200 + 300 + 5000,
      'running shoe': 50,
    });
  });

  it('adds up the keywords holding all the words in any order for broad', async () => {
    const page = await organic({ matchTypes: 'volume:broad' });
    expect(volumes(page.rows)).toEqual({
      'running shoes': 1000 + 500 + 200 + 300,
      'best running shoes': 500,
      'shoes for running': 200 + 300,
      shoes: 7000,
      'running shoe': 50,
    });
  });

  it('sorts by the chosen figure and keeps clicks on the keyword’s own searches', async () => {
    const exact = await organic({ sortBy: 'volume', sortDirection: 'desc' });
    const broad = await organic({ sortBy: 'volume', sortDirection: 'desc', matchTypes: 'volume:broad' });
    expect(exact.rows.map((r) => r.keyword)).toEqual([
      'shoes',
      'running shoes',
      'best running shoes',
      'shoes for running',
      'running shoe',
    ]);
    // "shoes for running" (200 exact, 500 broad) now ties "best running shoes" and passes it by id order.
    expect(broad.rows.map((r) => [r.keyword, r.volume])).toEqual([
      ['shoes', 7000],
      ['running shoes', 2000],
      ['best running shoes', 500],
      ['shoes for running', 500],
      ['running shoe', 50],
    ]);
    expect(broad.rows.map((r) => r.clicks)).toEqual(
      broad.rows.map((r) => exact.rows.find((e) => e.keyword === r.keyword)!.clicks),
    );
  });

  it('sums the month asked for', async () => {
    const page = await organic({ month: '2026-09', matchTypes: 'volume:phrase' });
    expect(volumes(page.rows)['running shoes']).toBe((1000 + 500 + 300) / 2);
  });

  it('answers the paid keywords’ searches in the match type', async () => {
    const page = await domainPaidKeywordsPage(
      db,
      { query: 'shoes.example', sortBy: 'volume', sortDirection: 'asc', matchTypes: 'volume:broad' },
      true,
    );
    expect(volumes(page.rows)).toEqual({ 'running shoes': 2000, shoes: 7000 });
  });

  it('answers related keywords’ searches in the match type, from their own volumes', async () => {
    const page = await relatedKeywordsPage(
      db,
      {
        query: 'running shoes',
        countryCode: 'US',
        sortBy: 'volume',
        sortDirection: 'desc',
        matchTypes: 'volume:phrase',
      },
      true,
    );
    expect(page.rows.map((r) => [r.keyword, r.volume])).toEqual([
      ['shoes', 7000],
      ['best running shoes', 500],
      ['running shoes for women', 300],
      ['shoes for running', 200],
      ['trail running', 100],
      ['running shoe', 50],
    ]);
  });

  it('drops the stored sums when the corpus changes, and sums the new volumes', async () => {
    await organic({ matchTypes: 'volume:phrase' });
    const stored = async () =>
      Number(
        (await sql<{ n: number | string }>`select count(*) as n from match_type_volumes`.execute(db.kysely)).rows[0]!.n,
      );
    expect(await stored()).toBeGreaterThan(0);

    await db.kysely.transaction().execute(async (trx) => {
      const id = (
        await trx
          .selectFrom('keywords')
          .select('id')
          .where('term', '=', 'running shoes for women')
          .where('country', '=', 'US')
          .executeTakeFirstOrThrow()
      ).id;
      await trx
        .updateTable('keyword_volumes')
        .set({ volume: 900 })
        .where('keyword_id', '=', id)
        .where('month', '=', OCTOBER)
        .execute();
      await refreshDomainStats(trx);
    });
    expect(await stored()).toBe(0);
    expect(volumes((await organic({ matchTypes: 'volume:phrase' })).rows)['running shoes']).toBe(1000 + 500 + 900);
  });

  it.runIf(kind === 'postgres')(
    'does not mark the sums stored while an uncommitted corpus write empties them',
    async () => {
      await organic({ matchTypes: 'volume:phrase' });
      const memos = async () =>
        Number(
          (
            await sql<{ n: number | string }>`select count(*) as n from match_type_memos where country = 'US'`.execute(
              db.kysely,
            )
          ).rows[0]!.n,
        );
      // The sums are complete and only the mark is missing: the last step of a store.
      await sql`delete from match_type_memos`.execute(db.kysely);
      const writer = await db.kysely.startTransaction().execute();
      await refreshDomainStats(writer);
      const marking = markCountryStored(db, 'US');
      // Let the mark run as far as it can before the write commits: done, or waiting for a lock.
      const waiting = async () => {
        for (;;) {
          const { rows } = await sql<{ n: number | string }>`
          select count(*) as n from pg_locks where not granted and relation = 'match_type_memos'::regclass`.execute(
            db.kysely,
          );
          if (Number(rows[0]!.n) > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await Promise.race([marking, waiting()]);
      await writer.commit().execute();
      expect(await marking).toBe(false);
      expect(await memos()).toBe(0);
      // The next read stores the sums again.
      expect(volumes((await organic({ matchTypes: 'volume:phrase' })).rows)['running shoes']).toBeGreaterThan(1000);
      expect(await memos()).toBe(1);
    },
  );

  it('refuses a column without a match type, or an unknown match type, naming the field', () => {
    expect(() => parseMatchTypes('cpc:phrase')).toThrow(/matchTypes/);
    expect(() => parseMatchTypes('volume:fuzzy')).toThrow(/matchTypes/);
    expect(parseMatchTypes(undefined)).toEqual({ volume: 'exact' });
  });

  it('tells a filter matching nothing (an empty page) from a domain without data', async () => {
    const filtered = await organic({ filterText: 'sandals' });
    expect(filtered).toMatchObject({ hasData: true, totalRowCount: 0, rows: [] });
    const unknown = await domainOrganicKeywordsPage(db, { query: 'nothing.example' }, true);
    expect(unknown).toMatchObject({ hasData: false, totalRowCount: 0 });
    const related = await relatedKeywordsPage(
      db,
      { query: 'running shoes', countryCode: 'US', filterText: 'sandals' },
      true,
    );
    expect(related).toMatchObject({ hasData: true, totalRowCount: 0 });
  });
});

describe.each(TEST_DATABASES)('the matchTypes parameter through HTTP on %s', (kind) => {
  const server = useTestServer(kind);
  itRefuses(server, '/NsaApi/Research/DomainOrganicKeywords', [
    ['a column without a match type', 'query=github.com&matchTypes=cpc:phrase', 'query.matchTypes'],
    ['an unknown match type', 'query=github.com&matchTypes=volume:fuzzy', 'query.matchTypes'],
    ['a malformed list', 'query=github.com&matchTypes=volume', 'query.matchTypes'],
  ]);
  itRefuses(server, '/NsaApi/Research/DomainPaidKeywords', [
    ['a column without a match type', 'query=github.com&matchTypes=clicks:broad', 'query.matchTypes'],
  ]);
  itRefuses(server, '/NsaApi/Research/RelatedKeywords', [
    ['a column without a match type', 'query=shoes&matchTypes=relevance:exact', 'query.matchTypes'],
  ]);
});

describe.each(TEST_DATABASES)('the match-type job on %s', (kind) => {
  let server: TestServer;
  let jobs: JobQueue;

  const organic = (matchTypes: string) =>
    domainOrganicKeywordsPage(
      server.db,
      { query: 'shoes.example', sortBy: 'keyword', sortDirection: 'asc', matchTypes },
      true,
    );
  const storedRows = async () =>
    (
      await sql<{ keyword_id: number; month: number; phrase_volume: number | string; broad_volume: number | string }>`
        select keyword_id, month, phrase_volume, broad_volume from match_type_volumes order by keyword_id, month`.execute(
        server.db.kysely,
      )
    ).rows.map((r) => [Number(r.keyword_id), Number(r.month), Number(r.phrase_volume), Number(r.broad_volume)]);
  const volumeOf = (rows: readonly { keyword: string | null; volume: number | null }[], keyword: string) =>
    rows.find((r) => r.keyword === keyword)?.volume;

  beforeAll(async () => {
    server = await createTestServer(kind);
    await seedShoes(server.db);
    jobs = createJobQueue(server.db, { database: server.config.database, kind: 'sql', sql: { pollIntervalMs: 50 } });
    await jobs.start();
    // The lists may queue the job, but no worker runs it yet.
    setMatchTypeQueue(server.db, jobs);
  });
  afterAll(async () => {
    await jobs.stop(1_000);
    await server.close();
  });

  it('answers the exact figures and the pending state before the job ran, queueing one job', async () => {
    const first = await organic('volume:phrase');
    expect(first.matchTypesPending).toBe(true);
    expect(volumeOf(first.rows, 'running shoes')).toBe(1000);

    const sent = await server
      .browser()
      .get('/NsaApi/Research/DomainOrganicKeywords?query=shoes.example&matchTypes=volume:broad');
    expect(sent.status).toBe(200);
    const body = sent.body as { matchTypesPending?: boolean; rows: { keyword: string; volume: number }[] };
    expect(body.matchTypesPending).toBe(true);
    expect(volumeOf(body.rows, 'running shoes')).toBe(1000);

    // Exact needs no sums: never pending.
    expect((await organic('volume:exact')).matchTypesPending).toBeUndefined();
    const queued = await jobs.listJobs(MATCH_TYPE_QUEUE);
    expect(queued.map((j) => j.state)).toEqual(['queued']);
    expect(await storedRows()).toEqual([]);
  });

  it('stores the sums in the job, after which the lists answer the match type', async () => {
    await registerMatchTypeWorker(jobs, server.db);
    await expect
      .poll(async () => (await jobs.listJobs(MATCH_TYPE_QUEUE))[0]?.state, { timeout: 10_000 })
      .toBe('completed');
    const phrase = await organic('volume:phrase');
    expect(phrase.matchTypesPending).toBeUndefined();
    expect(volumeOf(phrase.rows, 'running shoes')).toBe(1000 + 500 + 300);
    const sent = await server
      .browser()
      .get('/NsaApi/Research/DomainOrganicKeywords?query=shoes.example&matchTypes=volume:broad');
    expect(volumeOf((sent.body as { rows: { keyword: string; volume: number }[] }).rows, 'running shoes')).toBe(2000);
  });

  it('is idempotent: storing again, or after a run cut off half-way, leaves the same sums', async () => {
    const stored = await storedRows();
    expect(stored.length).toBeGreaterThan(0);
    await sql`delete from match_type_memos`.execute(server.db.kysely);
    await ensureMatchTypeVolumes(server.db);
    expect(await storedRows()).toEqual(stored);

    // A run that stored some words and sums, then stopped before marking the country stored.
    await sql`delete from match_type_memos`.execute(server.db.kysely);
    await sql`delete from match_type_volumes where month = ${OCTOBER}`.execute(server.db.kysely);
    await jobs.send(MATCH_TYPE_QUEUE, {}, { singletonKey: 'store' });
    await expect
      .poll(async () => (await organic('volume:phrase')).matchTypesPending, { timeout: 10_000 })
      .toBeUndefined();
    expect(await storedRows()).toEqual(stored);
  });

  it('is queued again by a request after the corpus changed, and stores the new sums', async () => {
    await server.db.kysely.transaction().execute(async (trx) => {
      const { id } = await trx
        .selectFrom('keywords')
        .select('id')
        .where('term', '=', 'best running shoes')
        .where('country', '=', 'US')
        .executeTakeFirstOrThrow();
      await trx.updateTable('keywords').set({ volume: 800 }).where('id', '=', id).execute();
      await trx
        .updateTable('keyword_volumes')
        .set({ volume: 800 })
        .where('keyword_id', '=', id)
        .where('month', '=', OCTOBER)
        .execute();
      await refreshDomainStats(trx);
    });
    // The first request after the change may find the job done already; it never waits for it.
    await expect
      .poll(async () => volumeOf((await organic('volume:phrase')).rows, 'running shoes'), { timeout: 10_000 })
      .toBe(1000 + 800 + 300);
  });
});

describe.each(TEST_DATABASES)('match types of the CSV export, ranking history and Kombat on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('match-types', kind);
  let b: Browser;
  type Row = { keyword: string; volume: number };

  const list = (path: string, operationId: string, params: string) =>
    getValid<{ rows: Row[] }>(b, operationId, `/NsaApi/Research/${path}?query=shoes.example&rowsPerPage=1000${params}`);
  const kombat = async (matchTypes?: string) => {
    const res = await b.post('/NsaApi/KeywordKombat/GetOrganicKombatKeywords', {
      domains: ['shoes.example', 'boots.example'],
      segment: 'all',
      rowsToDisplay: 1000,
      ...(matchTypes ? { matchTypes } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { keywords: { keyword: string; monthlySearches: number }[] }).keywords;
  };
  const searchesOf = (rows: readonly Row[]) => Object.fromEntries(rows.map((r) => [r.keyword, r.volume]));

  beforeAll(async () => {
    const { db } = server;
    await seedShoes(db);
    // A rival for Kombat: boots.example ranks for two of the keywords in October.
    const { domain, url } = await addHomePage(db, 'boots.example');
    const keywords = await db.kysely
      .selectFrom('keywords')
      .select(['id', 'term', 'volume'])
      .where('country', '=', 'US')
      .where('term', 'in', ['running shoes', 'shoes'])
      .execute();
    await db.kysely
      .insertInto('serp_organic')
      .values(
        keywords.map((k) => ({
          keyword_id: k.id,
          month: OCTOBER,
          rank_group: 7,
          rank_absolute: 7,
          url_id: url.id,
          domain_id: domain.id,
          volume: k.volume,
          checked_depth: 100,
          ...NOT_DEMO,
        })),
      )
      .execute();
    await refreshDomainStats(db.kysely);
    const address = email('full');
    b = await fullUserBrowser(server, address);
    await db.kysely
      .updateTable('users')
      .set({ max_export_rows: 500_000 })
      .where('id', '=', await userIdOf(server, address))
      .execute();
  });

  it('answers the ranking history’s searches in the match type', async () => {
    const exact = await list('DomainRankingHistory', 'getDomainRankingHistory', '');
    const phrase = await list('DomainRankingHistory', 'getDomainRankingHistory', '&matchTypes=volume:phrase');
    const broad = await list('DomainRankingHistory', 'getDomainRankingHistory', '&matchTypes=volume:broad');
    expect(searchesOf(exact.rows)['running shoes']).toBe(1000);
    expect(searchesOf(phrase.rows)['running shoes']).toBe(1000 + 500 + 300);
    expect(searchesOf(broad.rows)['running shoes']).toBe(1000 + 500 + 200 + 300);
    // Sorted by the figure asked for: "shoes for running" passes "best running shoes" in broad.
    const sorted = await list(
      'DomainRankingHistory',
      'getDomainRankingHistory',
      '&matchTypes=volume:broad&sortBy=volume&sortDirection=desc',
    );
    expect(sorted.rows.map((r) => r.volume)).toEqual([...sorted.rows.map((r) => r.volume)].sort((x, y) => y - x));
  });

  it('answers Kombat’s searches in the match type of its monthlySearches column', async () => {
    const exact = Object.fromEntries((await kombat()).map((r) => [r.keyword, r.monthlySearches]));
    const phrase = Object.fromEntries(
      (await kombat('monthlySearches:phrase')).map((r) => [r.keyword, r.monthlySearches]),
    );
    expect(exact['running shoes']).toBe(1000);
    expect(phrase['running shoes']).toBe(1000 + 500 + 300);
    expect(phrase['shoes']).toBe(1000 + 500 + 200 + 300 + 5000);
    const refused = await b.post('/NsaApi/KeywordKombat/GetOrganicKombatKeywords', {
      domains: ['shoes.example', 'boots.example'],
      matchTypes: 'volume:phrase',
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('body.matchTypes');
  });

  it('exports the searches the list shows in its match type', async () => {
    for (const matchType of ['phrase', 'broad'] as const) {
      const shown = searchesOf(
        (await list('DomainOrganicKeywords', 'getDomainOrganicKeywords', `&matchTypes=volume:${matchType}`)).rows,
      );
      const [header, ...records] = await exportedRecords(b, {
        report: 'seo-keywords',
        query: 'shoes.example',
        visibleColumns: 'volume',
        matchTypes: { volume: matchType },
      });
      expect(header).toHaveLength(2);
      const exported = Object.fromEntries(records.map(([keyword, volume]) => [keyword, Number(volume)]));
      expect(exported).toEqual(shown);
      expect(exported['running shoes']).not.toBe(1000);
    }
    const rankingHistory = await exportedRecords(b, {
      report: 'ranking-history',
      query: 'shoes.example',
      visibleColumns: 'volume',
      matchTypes: { volume: 'phrase' },
    });
    expect(Object.fromEntries(rankingHistory.slice(1).map(([k, v]) => [k, Number(v)]))['running shoes']).toBe(1800);
    const kombatFile = await exportedRecords(b, {
      report: 'kombat',
      query: 'shoes.example',
      competitors: ['boots.example'],
      segment: 'all',
      visibleColumns: 'monthlySearches',
      matchTypes: { monthlySearches: 'phrase' },
    });
    expect(Object.fromEntries(kombatFile.slice(1).map(([k, v]) => [k, Number(v)]))['running shoes']).toBe(1800);
  });

  it('refuses an export naming a column without a match type', async () => {
    const res = await b.post('/Endpoints/Core/ExportCsv', {
      filename: 'x',
      jsonString: JSON.stringify({
        source: { report: 'seo-keywords', query: 'shoes.example', matchTypes: { cpc: 'phrase' } },
      }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('body.source.matchTypes');
  });
});
