/** The demo research corpus, seeded small on every test database. */
import { createHash } from 'node:crypto';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_MONTHS, DEMO_SERP_DEPTH, DemoCorpus } from './demoCorpus';
import { corpusMonths, seedResearchCorpus, type ResearchSeedProgress } from './seedResearchCorpus';
import type { Db } from '../db';
import { countRows, openFreshDatabase, TEST_DATABASES } from '../testing/harness';

const KEYWORDS = 40;
const NOW = new Date('2026-11-24T12:00:00Z');

/** A digest of every organic result, for comparing two seedings. */
async function organicDigest(db: Db): Promise<string> {
  const rows = await db.kysely
    .selectFrom('serp_organic as s')
    .innerJoin('keywords as k', 'k.id', 's.keyword_id')
    .innerJoin('urls as u', 'u.id', 's.url_id')
    .innerJoin('domains as d', 'd.id', 's.domain_id')
    .select(['k.term', 's.month', 's.rank_group', 's.rank_absolute', 'd.name', 'u.path'])
    .orderBy('k.term')
    .orderBy('s.month')
    .orderBy('s.rank_group')
    .execute();
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

describe('corpusMonths', () => {
  it('is the 13 months ending with the last complete one, oldest first', () => {
    expect(corpusMonths(NOW)).toEqual([
      202510, 202511, 202512, 202601, 202602, 202603, 202604, 202605, 202606, 202607, 202608, 202609, 202610,
    ]);
    expect(corpusMonths(new Date('2026-01-05T00:00:00Z')).at(-1)).toBe(202512);
  });
});

describe('DemoCorpus', () => {
  it('is the same corpus every time', () => {
    const [a, b] = [new DemoCorpus({ keywords: 30 }), new DemoCorpus({ keywords: 30 })];
    expect(a.keywords).toEqual(b.keywords);
    expect(a.keywordWithResults(a.keywords[3]!)).toEqual(b.keywordWithResults(b.keywords[3]!));
  });

  it('ranks a brand’s own site first for its brand, on the most searched keyword', () => {
    const corpus = new DemoCorpus({ keywords: 5 });
    const top = corpus.keywords[0]!;
    expect(top.term).toBe('google');
    const { organic } = corpus.keywordWithResults(top);
    const firsts = organic.filter((row) => row.rankGroup === 1);
    expect(firsts).toHaveLength(DEMO_MONTHS);
    expect(firsts.every((row) => row.domainId === corpus.domainId('google.com') && row.path === '/')).toBe(true);
  });

  it('lets rankings drift from month to month', () => {
    const corpus = new DemoCorpus({ keywords: 200 });
    const moved = corpus.keywords.some((keyword) => {
      const { organic } = corpus.keywordWithResults(keyword);
      const at = (month: number) => organic.filter((r) => r.monthIndex === month).map((r) => r.domainId);
      return JSON.stringify(at(0)) !== JSON.stringify(at(DEMO_MONTHS - 1));
    });
    expect(moved).toBe(true);
  });
});

describe.each(TEST_DATABASES)('seedResearchCorpus on %s', (kind) => {
  let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
  let db: Db;
  let first: Awaited<ReturnType<typeof seedResearchCorpus>>;
  const progress: ResearchSeedProgress[] = [];

  beforeAll(async () => {
    fresh = await openFreshDatabase(kind);
    db = fresh.db;
    first = await seedResearchCorpus(db, { keywords: KEYWORDS, now: NOW, onProgress: (p) => progress.push(p) });
  });
  afterAll(async () => {
    await fresh.close();
  });

  it('fills every corpus table and says how much it wrote', async () => {
    expect(first).toMatchObject({ seeded: true, keywords: KEYWORDS });
    expect(await countRows(db, 'keywords')).toBe(KEYWORDS);
    expect(await countRows(db, 'keyword_volumes')).toBe(KEYWORDS * DEMO_MONTHS);
    expect(await countRows(db, 'serp_organic')).toBe(first.organicRows);
    expect(await countRows(db, 'serp_ads')).toBe(first.adRows);
    expect(await countRows(db, 'backlinks')).toBe(first.backlinks);
    expect(first.organicRows).toBeGreaterThan(KEYWORDS * DEMO_MONTHS * 10);
    expect(first.adRows).toBeGreaterThan(0);
    expect(await countRows(db, 'domains')).toBe(500);
  });

  it('reports progress up to the whole', () => {
    const keywordSteps = progress.filter((p) => p.phase === 'keywords');
    expect(keywordSteps.at(-1)).toEqual({ phase: 'keywords', done: KEYWORDS, total: KEYWORDS });
    expect(progress.at(-1)?.phase).toBe('backlinks');
  });

  it('marks every row as demo data', async () => {
    for (const table of [
      'domains',
      'urls',
      'keywords',
      'serp_organic',
      'serp_ads',
      'ad_copies',
      'backlinks',
    ] as const) {
      const { n } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where is_demo <> 1`
        .execute(db.kysely)
        .then((r) => r.rows[0]!);
      expect(Number(n), table).toBe(0);
    }
  });

  it('writes no row that a foreign key would refuse', async () => {
    if (db.sqlite) {
      expect(db.sqlite.pragma('foreign_key_check')).toEqual([]);
      expect(db.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    }
    // PostgreSQL checked every key as the rows went in.
  });

  it('stores no result deeper than the check that found it', async () => {
    const deepest = await db.kysely
      .selectFrom('serp_organic')
      .select((eb) => [eb.fn.max('rank_group').as('rank'), eb.fn.max('checked_depth').as('depth')])
      .executeTakeFirstOrThrow();
    expect(Number(deepest.rank)).toBe(DEMO_SERP_DEPTH);
    const row = await db.kysely.selectFrom('serp_organic').selectAll().limit(1).executeTakeFirstOrThrow();
    await expect(
      db.kysely
        .insertInto('serp_organic')
        .values({ ...row, month: 199001, rank_group: 30, rank_absolute: 30, checked_depth: 20 })
        .execute(),
    ).rejects.toThrow();
  });

  it('spans 13 months ending last month', async () => {
    const months = await db.kysely.selectFrom('keyword_volumes').select('month').distinct().orderBy('month').execute();
    expect(months.map((m) => m.month)).toEqual(corpusMonths(NOW));
  });

  it('never seeds twice', async () => {
    const before = await organicDigest(db);
    const again = await seedResearchCorpus(db, { keywords: KEYWORDS, now: NOW });
    expect(again.seeded).toBe(false);
    expect(await countRows(db, 'keywords')).toBe(KEYWORDS);
    expect(await organicDigest(db)).toBe(before);
  });

  it('gives the same corpus on another database', async () => {
    const other = await openFreshDatabase(kind);
    try {
      await seedResearchCorpus(other.db, { keywords: KEYWORDS, now: NOW });
      expect(await organicDigest(other.db)).toBe(await organicDigest(db));
    } finally {
      await other.close();
    }
  });

  it('leaves the id sequences past the seeded rows', async () => {
    const inserted = await db.kysely
      .insertInto('domains')
      .values({ name: 'new-site.example', is_demo: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(501);
  });
});
