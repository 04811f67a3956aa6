/** Seeding the demo corpus, and the index's prefix search, on every test database. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { generateCorpus } from './corpus';
import {
  findDomain,
  findKeyword,
  indexHoldsDemoData,
  prefixUpperBound,
  suggestDomains,
  suggestKeywords,
} from './searchIndex';
import { seedSearchIndex } from './seedSearchIndex';
import { countRows, openFreshDatabase, TEST_DATABASES, useFreshDatabase } from '../testing/harness';

/** Seeding must stay well under this on SQLite (the start-up budget). */
const SQLITE_SEED_BUDGET_MS = 2_000;

const corpus = generateCorpus();

describe('prefixUpperBound', () => {
  it('increments the last code point', () => {
    expect(prefixUpperBound('seo')).toBe('sep');
    expect(prefixUpperBound('seo ')).toBe('seo!');
    expect(prefixUpperBound('caf\u00e9')).toBe('caf\u00ea');
    expect(prefixUpperBound('a\u{1f600}')).toBe('a\u{1f601}');
  });

  it('skips the surrogate range and drops a maximal last code point', () => {
    expect(prefixUpperBound('a\ud7ff')).toBe('a\ue000');
    expect(prefixUpperBound('a\u{10ffff}')).toBe('b');
    expect(prefixUpperBound('\u{10ffff}')).toBeNull();
    expect(prefixUpperBound('')).toBeNull();
  });
});

describe.each(TEST_DATABASES)('seedSearchIndex on %s', (kind) => {
  let first: Awaited<ReturnType<typeof seedSearchIndex>>;
  const db = useFreshDatabase(kind, async (fresh) => {
    first = await seedSearchIndex(fresh);
  });

  it('fills an empty index with the whole corpus, marked as demo data', async () => {
    expect(first).toMatchObject({ seeded: true, domains: corpus.domains.length, keywords: corpus.keywords.length });
    expect(await countRows(db, 'search_domains')).toBe(corpus.domains.length);
    expect(await countRows(db, 'search_keywords')).toBe(corpus.keywords.length);
    expect(await indexHoldsDemoData(db)).toBe(true);
    expect(await findDomain(db, 'google.com')).toMatchObject({ isDemo: true });
    expect(await findKeyword(db, 'seo tools')).toMatchObject({ isDemo: true });
  });

  it(`seeds fast (SQLite: under ${SQLITE_SEED_BUDGET_MS} ms)`, () => {
    process.stdout.write(`seedSearchIndex on ${kind}: ${first.milliseconds.toFixed(0)} ms\n`);
    if (kind === 'sqlite') expect(first.milliseconds).toBeLessThan(SQLITE_SEED_BUDGET_MS);
  });

  it('leaves a filled index alone', async () => {
    const again = await seedSearchIndex(db);
    expect(again.seeded).toBe(false);
    expect(await countRows(db, 'search_domains')).toBe(corpus.domains.length);
    expect(await countRows(db, 'search_keywords')).toBe(corpus.keywords.length);
  });

  it('completes a half-filled index without duplicating rows', async () => {
    await db.kysely.deleteFrom('search_keywords').execute();
    const again = await seedSearchIndex(db);
    expect(again.seeded).toBe(true);
    expect(await countRows(db, 'search_domains')).toBe(corpus.domains.length);
    expect(await countRows(db, 'search_keywords')).toBe(corpus.keywords.length);
  });

  it('survives two servers seeding at the same moment', async () => {
    const other = await openFreshDatabase(kind);
    try {
      const results = await Promise.all([seedSearchIndex(other.db), seedSearchIndex(other.db)]);
      expect(results.some((r) => r.seeded)).toBe(true);
      expect(await countRows(other.db, 'search_keywords')).toBe(corpus.keywords.length);
    } finally {
      await other.close();
    }
  });
});

describe.each(TEST_DATABASES)('prefix search on %s', (kind) => {
  const keywords = ['seo', 'seo tools', 'seo-tools', 'seo_tools', 'seoul', 'seotools', 'se o', 'cafe', 'café', 'cafés'];
  const db = useFreshDatabase(kind, async (fresh) => {
    await fresh.kysely
      .insertInto('search_keywords')
      .values(keywords.map((keyword, i) => ({ keyword, search_volume: 100 - i, is_demo: 0 })))
      .execute();
    await fresh.kysely
      .insertInto('search_domains')
      .values(
        ['go.com', 'google.com', 'goo.gl', 'gog.com', 'g.co'].map((domain, i) => ({ domain, rank: i + 1, is_demo: 0 })),
      )
      .execute();
  });

  const keywordsFor = async (prefix: string) => (await suggestKeywords(db, prefix, 10)).map((r) => r.keyword);

  it('matches by bytes, not by a linguistic collation', async () => {
    expect(await keywordsFor('seo ')).toEqual(['seo tools']);
    expect(await keywordsFor('seo')).toEqual(['seo', 'seo tools', 'seo-tools', 'seo_tools', 'seoul', 'seotools']);
    expect(await keywordsFor('seot')).toEqual(['seotools']);
    expect(await keywordsFor('café')).toEqual(['café', 'cafés']);
    expect(await keywordsFor('cafe')).toEqual(['cafe']);
    expect(await keywordsFor('caf')).toEqual(['cafe', 'café', 'cafés']);
  });

  it.runIf(kind === 'postgres')(
    'declares the PostgreSQL key columns collate "C", whatever the cluster locale',
    async () => {
      const { rows } = await sql<{ column_name: string; collation_name: string | null }>`
      select column_name, collation_name from information_schema.columns
      where table_schema = current_schema()
        and (table_name, column_name) in (('search_domains', 'domain'), ('search_keywords', 'keyword'))
      order by column_name`.execute(db.kysely);
      expect(rows).toEqual([
        { column_name: 'domain', collation_name: 'C' },
        { column_name: 'keyword', collation_name: 'C' },
      ]);
    },
  );

  it('orders domains by rank and caps the list', async () => {
    expect((await suggestDomains(db, 'go', 10)).map((r) => r.domain)).toEqual([
      'go.com',
      'google.com',
      'goo.gl',
      'gog.com',
    ]);
    expect(await suggestDomains(db, 'go', 2)).toHaveLength(2);
    expect(await suggestDomains(db, '', 10)).toEqual([]);
  });

  it('reports rows outside the demo corpus as real data', async () => {
    expect(await indexHoldsDemoData(db)).toBe(false);
    expect(await findKeyword(db, 'seoul')).toMatchObject({ isDemo: false });
  });
});
