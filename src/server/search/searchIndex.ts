/**
 * Reads of the search index (exact lookups and prefix suggestions) and the search log. Prefix
 * matches are range scans on the unique key (see migration 0006 for why that works on both
 * databases); the best rows come first: domains by rank, keywords by search volume.
 */
import { domainToUnicode } from 'node:url';

import type { Expression, Kysely } from 'kysely';

import type { QueryInterpretation } from './queryType';
import { isPastFreeSearches } from '../../lib/paywall';
import type { Db } from '../db';
import type { Database } from '../db/schema';

export interface IndexHit {
  id: number;
  isDemo: boolean;
}

export interface DomainRow extends IndexHit {
  domain: string;
}

export interface KeywordRow extends IndexHit {
  keyword: string;
}

/** The smallest string greater than every string that starts with `prefix` (null: no bound). */
export function prefixUpperBound(prefix: string): string | null {
  const points = [...prefix];
  while (points.length > 0) {
    const last = points.pop()?.codePointAt(0) ?? 0;
    if (last < 0x10ffff) {
      // Code-point order equals UTF-8 byte order, the order of both databases' index.
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return points.join('') + String.fromCodePoint(next);
    }
  }
  return null;
}

export async function findDomain(db: Db, asciiDomain: string): Promise<IndexHit | undefined> {
  const row = await db.kysely
    .selectFrom('search_domains')
    .select(['id', 'is_demo'])
    .where('domain', '=', asciiDomain)
    .executeTakeFirst();
  return row && { id: row.id, isDemo: row.is_demo === 1 };
}

export async function findKeyword(db: Db, keyword: string): Promise<IndexHit | undefined> {
  const row = await db.kysely
    .selectFrom('search_keywords')
    .select(['id', 'is_demo'])
    .where('keyword', '=', keyword)
    .executeTakeFirst();
  return row && { id: row.id, isDemo: row.is_demo === 1 };
}

/** The index row an interpretation names: a keyword, or the domain of a domain or url. */
export function findInterpretation(db: Db, interpretation: QueryInterpretation): Promise<IndexHit | undefined> {
  if (interpretation.resultType === 'term') return findKeyword(db, interpretation.cleansedQuery);
  return interpretation.asciiHost ? findDomain(db, interpretation.asciiHost) : Promise.resolve(undefined);
}

/** Domains starting with `prefix` (ASCII, lower case), most popular first. */
export async function suggestDomains(db: Db, prefix: string, limit: number): Promise<DomainRow[]> {
  if (prefix === '') return [];
  const upper = prefixUpperBound(prefix);
  let query = db.kysely.selectFrom('search_domains').select(['id', 'domain', 'is_demo']).where('domain', '>=', prefix);
  if (upper !== null) query = query.where('domain', '<', upper);
  const rows = await query.orderBy('rank').orderBy('domain').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    domain: domainToUnicode(row.domain) || row.domain,
    isDemo: row.is_demo === 1,
  }));
}

/** Keywords starting with `prefix` (lower case, single spaces), highest search volume first. */
export async function suggestKeywords(db: Db, prefix: string, limit: number): Promise<KeywordRow[]> {
  if (prefix === '') return [];
  const upper = prefixUpperBound(prefix);
  let query = db.kysely
    .selectFrom('search_keywords')
    .select(['id', 'keyword', 'is_demo'])
    .where('keyword', '>=', prefix);
  if (upper !== null) query = query.where('keyword', '<', upper);
  const rows = await query.orderBy('search_volume', 'desc').orderBy('keyword').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, keyword: row.keyword, isDemo: row.is_demo === 1 }));
}

/** The index holds rows of the demo corpus (an answer without rows is still a demo answer then). */
export async function indexHoldsDemoData(db: Db): Promise<boolean> {
  const domain = await db.kysely.selectFrom('search_domains').select('id').where('is_demo', '=', 1).limit(1).execute();
  if (domain.length > 0) return true;
  const keyword = await db.kysely
    .selectFrom('search_keywords')
    .select('id')
    .where('is_demo', '=', 1)
    .limit(1)
    .execute();
  return keyword.length > 0;
}

export interface LoggedSearch {
  /** The searcher: a logged-in session's id or an anonymous visitor's (sessions.ts Visitor). */
  visitorId: string;
  userId: number | null;
  query: string;
  resultType: string;
  wasFound: boolean;
}

export async function logSearch(db: Db, search: LoggedSearch): Promise<void> {
  await db.kysely
    .insertInto('search_log')
    .values({
      visitor_id: search.visitorId,
      user_id: search.userId,
      query: search.query,
      result_type: search.resultType,
      was_found: search.wasFound ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The query counting the searches a visitor made (as `n`): its id, or a column of an outer query. */
export function searchCountQuery(q: Kysely<Database>, visitorId: string | Expression<string>) {
  return q
    .selectFrom('search_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('visitor_id', '=', visitorId);
}

/** Searches a visitor made (the tracking state's searchCount, and the paywall's input). */
export async function countSearches(db: Db, visitorId: string): Promise<number> {
  const row = await searchCountQuery(db.kysely, visitorId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Doc 1 §6: logged-out searchers meet the paywall once their search count is above 1. */
export const paywallApplies = (isLoggedIn: boolean, searchCount: number) =>
  !isLoggedIn && isPastFreeSearches(searchCount);
