/**
 * Fills an empty search index with the demo corpus, in one transaction of batched inserts. Safe to
 * call on every start: an index that holds domains and keywords is left alone, and rows that exist
 * already (a second server seeding at the same moment) are skipped by the unique keys.
 */
import { generateCorpus, type Corpus } from './corpus';
import type { Db } from '../db';

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH_ROWS = 500;

export interface SeedSearchIndexResult {
  /** False when the index already held data. */
  seeded: boolean;
  domains: number;
  keywords: number;
  milliseconds: number;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) out.push(rows.slice(i, i + BATCH_ROWS));
  return out;
}

async function indexIsFilled(db: Db): Promise<boolean> {
  const domain = await db.kysely.selectFrom('search_domains').select('id').limit(1).executeTakeFirst();
  const keyword = await db.kysely.selectFrom('search_keywords').select('id').limit(1).executeTakeFirst();
  return domain !== undefined && keyword !== undefined;
}

/** Seeds the demo corpus when the index is empty; the time includes generating the corpus. */
export async function seedSearchIndex(db: Db, given?: Corpus): Promise<SeedSearchIndexResult> {
  const started = performance.now();
  if (await indexIsFilled(db)) {
    return { seeded: false, domains: 0, keywords: 0, milliseconds: performance.now() - started };
  }
  const corpus = given ?? generateCorpus();
  await db.kysely.transaction().execute(async (trx) => {
    for (const batch of chunks(corpus.domains)) {
      await trx
        .insertInto('search_domains')
        .values(batch.map(({ domain, rank }) => ({ domain, rank, is_demo: 1 })))
        .onConflict((oc) => oc.column('domain').doNothing())
        .execute();
    }
    for (const batch of chunks(corpus.keywords)) {
      await trx
        .insertInto('search_keywords')
        .values(batch.map(({ keyword, searchVolume }) => ({ keyword, search_volume: searchVolume, is_demo: 1 })))
        .onConflict((oc) => oc.column('keyword').doNothing())
        .execute();
    }
  });
  return {
    seeded: true,
    domains: corpus.domains.length,
    keywords: corpus.keywords.length,
    milliseconds: performance.now() - started,
  };
}
