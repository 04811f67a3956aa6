/**
 * Match types of the keyword lists' searches (matchTypes.ts) on every database, over a corpus small
 * enough to add up by hand: the organic, paid and related keyword lists answer and sort the
 * volume column as the exact, phrase or broad figure, and the stored sums go when the corpus changes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { itRefuses } from './apiTesting';
import { refreshDomainStats } from './domainStats';
import { parseMatchTypes } from './matchTypes';
import { domainOrganicKeywordsPage } from './overview';
import { domainPaidKeywordsPage } from './paidKeywords';
import { relatedKeywordsPage } from './relatedKeywords';
import type { Db } from '../db';
import { openFreshDatabase, TEST_DATABASES, useTestServer } from '../testing/harness';

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
  const domain = await db.kysely
    .insertInto('domains')
    .values({ name: 'shoes.example', ...NOT_DEMO })
    .returning('id')
    .executeTakeFirstOrThrow();
  const url = await db.kysely
    .insertInto('urls')
    .values({ domain_id: domain.id, path: '/', ...NOT_DEMO })
    .returning('id')
    .executeTakeFirstOrThrow();
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
  let db: Db;
  let close: () => Promise<void>;

  const organic = (params: Record<string, string>) =>
    domainOrganicKeywordsPage(db, { query: 'shoes.example', sortBy: 'keyword', sortDirection: 'asc', ...params }, true);
  const volumes = (rows: readonly { keyword: string | null; volume: number | null }[]) =>
    Object.fromEntries(rows.map((r) => [r.keyword, r.volume]));

  beforeAll(async () => {
    ({ db, close } = await openFreshDatabase(kind));
    await seedShoes(db);
  });
  afterAll(async () => {
    await close();
  });

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
