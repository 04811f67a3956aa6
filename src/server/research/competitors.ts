/**
 * A domain's competitors in one month, organic or paid: every domain sharing keywords with it, how
 * many (each keyword once, however many of its pages rank), that count as a share of the target's
 * keywords (metrics.ts `competitorOf`) and how many keywords the competitor has in all. The counts
 * come from one aggregate in SQL over the target's keywords, memoised until the corpus changes
 * (migration 0013, research memos); the list (at most one row per domain of the corpus) is sorted, filtered and
 * paged here.
 */
import { sql } from 'kysely';

import { domainIdOf } from './domainStats';
import { listPage, numberOf, openList, type PageWindow, PAID_CURVE, throttledRow } from './lists';
import { byCompetition, competitorOf, type Competitor } from './metrics';
import { researchSite } from './site';
import type { components, operations } from '../../api/schema.gen';
import type { Db } from '../db';

type Schemas = components['schemas'];
type Params = NonNullable<operations['getDomainCompetitors']['parameters']['query']>;
type CompetitorContext = Schemas['ResearchContext'];
type CompetitorSort = Schemas['CompetitorColumn'];

export interface CompetitorRow extends Competitor {
  /** The competitor's own keywords that month. */
  keywords: number;
}

/** Keywords shared with every other domain, and the target's own count, in one month (counted in SQL). */
async function countSharedKeywords(db: Db, context: CompetitorContext, domainId: number, month: number) {
  const table = context === 'organic' ? sql`serp_organic` : sql`serp_ads`;
  const [shared, own] = await Promise.all([
    sql<{ domain_id: number; shared: number | string }>`
      with mine as (select distinct keyword_id from ${table} where domain_id = ${domainId} and month = ${month})
      select o.domain_id, count(distinct o.keyword_id) as shared
      from mine m join ${table} o on o.keyword_id = m.keyword_id and o.month = ${month}
      where o.domain_id <> ${domainId}
      group by o.domain_id`.execute(db.kysely),
    sql<{ n: number | string }>`
      select count(distinct keyword_id) as n from ${table} where domain_id = ${domainId} and month = ${month}`.execute(
      db.kysely,
    ),
  ]);
  return {
    shared: shared.rows.map((r) => ({ domainId: Number(r.domain_id), shared: numberOf(r.shared) })),
    own: numberOf(own.rows[0]?.n),
  };
}

/** Competitor rows written per INSERT when a list is memoised. */
const MEMO_BATCH = 500;

/**
 * countSharedKeywords through the memo (migration 0013, research memos): read when this list was counted since the
 * corpus last changed, else counted and stored. Two requests counting at once store the same rows;
 * the second insert is a no-op.
 */
async function sharedKeywordCounts(db: Db, context: CompetitorContext, domainId: number, month: number) {
  const key = { context, domain_id: domainId, month };
  const memo = await db.kysely
    .selectFrom('competitor_memos')
    .select('own_keywords')
    .where('context', '=', context)
    .where('domain_id', '=', domainId)
    .where('month', '=', month)
    .executeTakeFirst();
  if (memo) {
    const rows = await db.kysely
      .selectFrom('competitor_memo_rows')
      .select(['competitor_id', 'shared'])
      .where('context', '=', context)
      .where('domain_id', '=', domainId)
      .where('month', '=', month)
      .execute();
    return { shared: rows.map((r) => ({ domainId: r.competitor_id, shared: r.shared })), own: memo.own_keywords };
  }
  const counted = await countSharedKeywords(db, context, domainId, month);
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < counted.shared.length; i += MEMO_BATCH) {
      const batch = counted.shared.slice(i, i + MEMO_BATCH);
      await trx
        .insertInto('competitor_memo_rows')
        .values(batch.map((r) => ({ ...key, competitor_id: r.domainId, shared: r.shared })))
        .onConflict((c) => c.doNothing())
        .execute();
    }
    await trx
      .insertInto('competitor_memos')
      .values({ ...key, own_keywords: counted.own })
      .onConflict((c) => c.doNothing())
      .execute();
  });
  return counted;
}

/** Each domain's keyword count in a month, from the per-position totals. */
async function keywordTotals(db: Db, context: CompetitorContext, domainIds: readonly number[], month: number) {
  if (domainIds.length === 0) return new Map<number, number>();
  const table = context === 'organic' ? sql`domain_rank_stats` : sql`domain_ad_stats`;
  const { rows } = await sql<{ domain_id: number; n: number | string }>`
    select domain_id, sum(keywords) as n from ${table}
    where domain_id in (${sql.join(domainIds)}) and month = ${month}
    group by domain_id`.execute(db.kysely);
  return new Map(rows.map((r) => [Number(r.domain_id), numberOf(r.n)]));
}

/** Every competitor of the domain in the month, most shared keywords first. */
async function domainCompetitors(
  db: Db,
  context: CompetitorContext,
  domainId: number,
  month: number,
): Promise<{ targetKeywords: number; rows: CompetitorRow[] }> {
  const { shared, own } = await sharedKeywordCounts(db, context, domainId, month);
  const ids = shared.map((r) => r.domainId);
  const [names, totals] = await Promise.all([
    ids.length === 0 ? [] : db.kysely.selectFrom('domains').select(['id', 'name']).where('id', 'in', ids).execute(),
    keywordTotals(db, context, ids, month),
  ]);
  const nameOf = new Map(names.map((d) => [d.id, d.name]));
  const rows = shared.map((r) => ({
    ...competitorOf(nameOf.get(r.domainId) ?? '', r.shared, own),
    keywords: totals.get(r.domainId) ?? 0,
  }));
  return { targetKeywords: own, rows: rows.sort(byCompetition) };
}

/** How many rivals a segment compares a domain with: its closest two, so a segment is a 3-domain Kombat. */
export const SEGMENT_RIVALS = 2;

/**
 * The domain's closest competitors that month, as the top of its competitor list orders them (most
 * shared keywords, ties by name): the rivals its core, missing and paid segments compare it with.
 */
export async function closestCompetitors(
  db: Db,
  context: CompetitorContext,
  domainId: number,
  month: number,
  count = SEGMENT_RIVALS,
): Promise<{ id: number; name: string }[]> {
  const { rows } = await domainCompetitors(db, context, domainId, month);
  const names = rows.slice(0, count).map((r) => r.domain);
  if (names.length === 0) return [];
  const ids = await db.kysely.selectFrom('domains').select(['id', 'name']).where('name', 'in', names).execute();
  const idOf = new Map(ids.map((d) => [d.name, d.id]));
  return names.map((name) => ({ id: idOf.get(name)!, name }));
}

/** The list sorted by a column (ties in competition order, so every order is stable). */
function sortCompetitors(rows: readonly CompetitorRow[], sort: CompetitorSort, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: CompetitorRow, b: CompetitorRow) =>
    sort === 'domain' ? a.domain.localeCompare(b.domain) : a[sort] - b[sort];
  return [...rows].sort((a, b) => sign * compare(a, b) || byCompetition(a, b));
}

const hiddenRow = throttledRow('CompetitorRow', 'domain');

function pageOf(window: PageWindow, rows: readonly CompetitorRow[]) {
  const visible = rows
    .slice(window.startRow - 1, window.startRow - 1 + window.visibleRows)
    .map((r): Schemas['CompetitorRow'] => ({
      domain: r.domain,
      sharedKeywords: r.sharedKeywords,
      share: Math.round(r.share * 10_000) / 10_000,
      keywords: r.keywords,
      isThrottled: false,
    }));
  return listPage(window, visible, rows.length, hiddenRow);
}

/** One page of a domain's organic or paid competitors; rows past the free ones are throttled unless `isFullUser`. */
export async function domainCompetitorsPage(
  db: Db,
  params: Params,
  isFullUser: boolean,
): Promise<Schemas['DomainCompetitors']> {
  const { domain } = researchSite(params.query);
  const context = params.context ?? 'organic';
  const { window, month, subject: domainId, base } = await openList(db, params, isFullUser, domainIdOf(db, domain));
  const all =
    domainId !== null && month !== null
      ? await domainCompetitors(db, context, domainId, month)
      : { targetKeywords: 0, rows: [] };
  const filtered = window.filter ? all.rows.filter((r) => r.domain.includes(window.filter)) : all.rows;
  const sorted = sortCompetitors(filtered, params.sortBy ?? 'sharedKeywords', window.direction);
  return {
    domain,
    context,
    hasData: all.rows.length > 0,
    ...base,
    paidCurve: PAID_CURVE,
    targetKeywords: all.targetKeywords,
    ...pageOf(window, sorted),
  };
}
