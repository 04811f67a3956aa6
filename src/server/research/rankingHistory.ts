/**
 * A domain's ranking history (doc 2 §9's nine types; metrics.ts `rankingHistoryTypes` defines
 * them): the keywords of one type between a month and the month before, with each keyword's
 * position in every month of the corpus, and the series of each type's count month by month.
 *
 * A keyword's position in a month is the domain's best result for it. Both months' rows come from
 * one range of the domain's covering index (`month in (previous, month)`), grouped by keyword: no
 * lookup per row. The types are the same conditions as `rankingHistoryTypes`, written in SQL so
 * that a list is filtered, sorted and paged in the database.
 */
import { sql, type RawBuilder } from 'kysely';

import { domainIdOf } from './domainStats';
import {
  answerBase,
  containsFilter,
  corpusIsDemo,
  corpusMonth,
  directionSql,
  limitOffset,
  listPage,
  monthLabel,
  numberOf,
  openList,
  type PageWindow,
  throttledRow,
} from './lists';
import { matchVolumeSql, parseMatchTypes, prepareMatchTypes, type MatchType } from './matchTypes';
import { DEFAULT_ORGANIC_CTR_CURVE, type OrganicCtrCurveId, type RankingHistoryType } from './metrics';
import { researchSite } from './site';
import { ctrSql } from './sqlMetrics';
import type { components, operations } from '../../api/schema.gen';
import { RANKING_HISTORY_DEFAULT_SORTS, RANKING_HISTORY_TYPES } from '../../lib/spec/research';
import type { Db } from '../db';

type Schemas = components['schemas'];
type ListParams = NonNullable<operations['getDomainRankingHistory']['parameters']['query']>;
type SeriesParams = NonNullable<operations['getDomainRankingHistorySeries']['parameters']['query']>;
type RankingHistorySort = Schemas['RankingHistoryColumn'];

/** Each type's condition over a pair's `cur`/`prev` positions and clicks (nulls: it does not rank). */
const TYPE_CONDITIONS: Record<RankingHistoryType, RawBuilder<unknown>> = {
  MostValuable: sql`cur is not null`,
  FellFromTop10: sql`prev <= 10 and (cur is null or cur > 10)`,
  MadeTheTop10: sql`cur <= 10 and (prev is null or prev > 10)`,
  NewKeywords: sql`prev is null and cur is not null`,
  NoLongerRanks: sql`prev is not null and cur is null`,
  GainedRanks: sql`prev - cur > 0`,
  LostRanks: sql`prev - cur < 0`,
  GainedClicks: sql`cur_clicks > prev_clicks`,
  LostClicks: sql`cur_clicks < prev_clicks`,
};

/**
 * The domain's keywords in two months, one row per keyword: `cur`/`prev` best positions, searches
 * and clicks (0 where it does not rank), from one index range.
 */
function monthPairs(domainId: number, month: number, previousMonth: number | null, curve: OrganicCtrCurveId) {
  const ctr = (column: RawBuilder<unknown>) => ctrSql(curve, column);
  const prev = previousMonth ?? -1;
  return sql`
    grouped as (
      select s.keyword_id,
        min(case when s.month = ${month} then s.rank_group end) as cur,
        min(case when s.month = ${prev} then s.rank_group end) as prev,
        max(case when s.month = ${month} then s.volume end) as cur_volume,
        max(case when s.month = ${prev} then s.volume end) as prev_volume
      from serp_organic s
      where s.domain_id = ${domainId} and s.month in (${month}, ${prev})
      group by s.keyword_id
    ),
    pairs as (
      select g.keyword_id, g.cur, g.prev, g.cur_volume, g.prev_volume,
        coalesce(g.cur_volume * ${ctr(sql.ref('g.cur'))}, 0) as cur_clicks,
        coalesce(g.prev_volume * ${ctr(sql.ref('g.prev'))}, 0) as prev_clicks
      from grouped g
    )`;
}

interface RankingHistoryQuery {
  domainId: number;
  month: number;
  previousMonth: number | null;
  /** Every month of the corpus, for the position series. */
  months: readonly number[];
  type: RankingHistoryType;
  sort: RankingHistorySort;
  curve: OrganicCtrCurveId;
  window: PageWindow;
  /** The list's row count when it is known (no text filter): not counted again. */
  knownCount?: number;
  /** The searches column's match type (matchTypes.ts): the sums of the month the searches are of. */
  volumeMatchType: MatchType;
}

interface HistoryRow {
  keyword_id: number;
  term: string;
  cpc_cents: number;
  cur: number | null;
  prev: number | null;
  cur_volume: number | null;
  prev_volume: number | null;
  cur_clicks: number | string;
  prev_clicks: number | string;
  /** The searches shown: this month's (last month's for a keyword no longer ranking), in the match type. */
  shown_volume: number | string | null;
}

/** How many keywords each type holds between the month and the one before (counted in SQL). */
async function countRankingHistoryTypes(
  db: Db,
  domainId: number,
  month: number,
  previousMonth: number | null,
  curve: OrganicCtrCurveId,
): Promise<Record<RankingHistoryType, number>> {
  const sums = RANKING_HISTORY_TYPES.map(
    (type) => sql`sum(case when ${TYPE_CONDITIONS[type]} then 1 else 0 end) as ${sql.ref(type)}`,
  );
  const { rows } = await sql<Record<RankingHistoryType, number | string | null>>`
    with ${monthPairs(domainId, month, previousMonth, curve)}
    select ${sql.join(sums)} from pairs`.execute(db.kysely);
  return Object.fromEntries(RANKING_HISTORY_TYPES.map((t) => [t, numberOf(rows[0]?.[t])])) as Record<
    RankingHistoryType,
    number
  >;
}

/**
 * countRankingHistoryTypes through the memo (migration 0013): read when these counts were made
 * since the corpus last changed, else counted and stored (a second request storing them at the
 * same time is a no-op).
 */
async function rankingHistoryCounts(
  db: Db,
  domainId: number,
  month: number,
  previousMonth: number | null,
  curve: OrganicCtrCurveId,
): Promise<Record<RankingHistoryType, number>> {
  const memo = await db.kysely
    .selectFrom('ranking_history_memos')
    .select(['type', 'keywords'])
    .where('domain_id', '=', domainId)
    .where('month', '=', month)
    .where('curve', '=', curve)
    .execute();
  if (memo.length === RANKING_HISTORY_TYPES.length) {
    return Object.fromEntries(memo.map((r) => [r.type, r.keywords])) as Record<RankingHistoryType, number>;
  }
  const counts = await countRankingHistoryTypes(db, domainId, month, previousMonth, curve);
  await db.kysely
    .insertInto('ranking_history_memos')
    .values(RANKING_HISTORY_TYPES.map((type) => ({ domain_id: domainId, month, curve, type, keywords: counts[type] })))
    .onConflict((c) => c.doNothing())
    .execute();
  return counts;
}

/** One page of the keywords of a type, with their positions month by month. */
async function domainRankingHistory(db: Db, query: RankingHistoryQuery) {
  const rankChange = sql`(prev - cur)`;
  const volume = matchVolumeSql(
    query.volumeMatchType,
    sql`coalesce(p.cur_volume, p.prev_volume)`,
    sql.ref('p.keyword_id'),
    sql`(case when p.cur_volume is not null then cast(${query.month} as integer) else cast(${query.previousMonth ?? query.month} as integer) end)`,
  );
  const sortExpressions: Record<RankingHistorySort, RawBuilder<unknown>> = {
    keyword: sql`k.term`,
    position: sql`cur`,
    previousPosition: sql`prev`,
    rankChange,
    volume,
    cpc: sql`k.cpc_cents`,
    clicks: sql`cur_clicks`,
    previousClicks: sql`prev_clicks`,
    clickChange: sql`(cur_clicks - prev_clicks)`,
    clickValue: sql`(cur_clicks * k.cpc_cents)`,
  };
  const sortKey = sortExpressions[query.sort];
  const direction = directionSql(query.window.direction);
  const where = sql`where ${TYPE_CONDITIONS[query.type]} ${containsFilter(sql`k.term`, query.window.filter)}`;
  const withPairs = sql`with ${monthPairs(query.domainId, query.month, query.previousMonth, query.curve)}`;
  // Without a text filter the type's count is known already (the counts of every type).
  const counting =
    query.knownCount === undefined
      ? sql<{ n: number | string }>`${withPairs}
          select count(*) as n from pairs p
          ${query.window.filter ? sql`join keywords k on k.id = p.keyword_id` : sql``}
          ${where}`
          .execute(db.kysely)
          .then((r) => numberOf(r.rows[0]?.n))
      : query.knownCount;
  const [page, totalRowCount] = await Promise.all([
    sql<HistoryRow>`${withPairs}
      select p.keyword_id, k.term, k.cpc_cents, p.cur, p.prev, p.cur_volume, p.prev_volume, p.cur_clicks, p.prev_clicks,
        ${volume} as shown_volume
      from pairs p join keywords k on k.id = p.keyword_id
      ${where}
      order by (case when ${sortKey} is null then 1 else 0 end), ${sortKey} ${direction}, p.keyword_id asc
      ${limitOffset(query.window)}`.execute(db.kysely),
    counting,
  ]);
  const ids = page.rows.map((r) => Number(r.keyword_id));
  const [series, urls] = await Promise.all([
    positionSeries(db, query.domainId, query.months, ids),
    rankingUrls(db, query.domainId, query.month, query.previousMonth, page.rows),
  ]);
  return {
    totalRowCount,
    rows: page.rows.map((r): Schemas['RankingHistoryRow'] => {
      const clicks = Number(r.cur_clicks);
      const previousClicks = Number(r.prev_clicks);
      return {
        keyword: r.term,
        position: r.cur,
        previousPosition: r.prev,
        rankChange: r.cur === null || r.prev === null ? null : r.prev - r.cur,
        volume: r.shown_volume === null ? 0 : numberOf(r.shown_volume),
        cpc: r.cpc_cents / 100,
        clicks: Math.round(clicks),
        previousClicks: Math.round(previousClicks),
        clickChange: Math.round(clicks) - Math.round(previousClicks),
        clickValue: Math.round(clicks * r.cpc_cents) / 100,
        url: urls.get(Number(r.keyword_id)) ?? null,
        positions: query.months.map((m) => ({
          month: monthLabel(m),
          position: series.get(`${r.keyword_id} ${m}`) ?? null,
        })),
        isThrottled: false,
      };
    }),
  };
}

/** The domain's best position for each keyword in each month: one index seek per keyword and month. */
async function positionSeries(db: Db, domainId: number, months: readonly number[], keywordIds: readonly number[]) {
  if (keywordIds.length === 0 || months.length === 0) return new Map<string, number>();
  const { rows } = await sql<{ keyword_id: number; month: number; position: number }>`
    select keyword_id, month, min(rank_group) as position from serp_organic
    where domain_id = ${domainId} and month in (${sql.join(months)}) and keyword_id in (${sql.join(keywordIds)})
    group by keyword_id, month`.execute(db.kysely);
  return new Map(rows.map((r) => [`${r.keyword_id} ${r.month}`, Number(r.position)]));
}

/** The page that ranks best for each keyword this month (last month, for one that no longer ranks). */
async function rankingUrls(
  db: Db,
  domainId: number,
  month: number,
  previousMonth: number | null,
  rows: readonly HistoryRow[],
) {
  if (rows.length === 0) return new Map<number, string>();
  const { rows: found } = await sql<{
    keyword_id: number;
    month: number;
    rank_group: number;
    name: string;
    path: string;
  }>`
    select s.keyword_id, s.month, s.rank_group, d.name, u.path
    from serp_organic s join urls u on u.id = s.url_id join domains d on d.id = u.domain_id
    where s.domain_id = ${domainId} and s.month in (${month}, ${previousMonth ?? -1})
      and s.keyword_id in (${sql.join(rows.map((r) => r.keyword_id))})`.execute(db.kysely);
  const best = new Map<number, { month: number; rank: number; url: string }>();
  for (const r of found) {
    const id = Number(r.keyword_id);
    const seen = best.get(id);
    const better =
      !seen || (r.month === month && seen.month !== month) || (r.month === seen.month && r.rank_group < seen.rank);
    if (better) best.set(id, { month: r.month, rank: r.rank_group, url: `${r.name}${r.path}` });
  }
  return new Map([...best].map(([id, b]) => [id, b.url]));
}

const hiddenRow = throttledRow('RankingHistoryRow', 'keyword');

const typeCountsOf = (counts: Record<RankingHistoryType, number> | null) =>
  RANKING_HISTORY_TYPES.map((type) => ({ type, keywords: counts?.[type] ?? 0 }));

/** One page of a domain's ranking history of one type; rows past the free ones are throttled unless `isFullUser`. */
export async function domainRankingHistoryPage(
  db: Db,
  params: ListParams,
  isFullUser: boolean,
): Promise<Schemas['DomainRankingHistory']> {
  const { domain } = researchSite(params.query);
  const type = params.type ?? 'MostValuable';
  const defaults = RANKING_HISTORY_DEFAULT_SORTS[type];
  const asked = parseMatchTypes(params.matchTypes);
  const {
    window,
    months,
    month,
    previousMonth,
    subject: [domainId, prepared],
    base,
  } = await openList(
    db,
    params,
    isFullUser,
    Promise.all([domainIdOf(db, domain), prepareMatchTypes(db, asked)]),
    params.sortBy ? 'desc' : defaults.direction,
  );
  const counts =
    domainId !== null && month !== null
      ? await rankingHistoryCounts(db, domainId, month, previousMonth, window.curve)
      : null;
  const page =
    domainId !== null && month !== null && counts
      ? await domainRankingHistory(db, {
          domainId,
          month,
          previousMonth,
          months,
          type,
          sort: params.sortBy ?? defaults.by,
          curve: window.curve,
          window,
          ...(window.filter ? {} : { knownCount: counts[type] }),
          // Exact while the phrase and broad sums are being stored (the answer says so).
          volumeMatchType: prepared.matchTypes.volume,
        })
      : { rows: [], totalRowCount: 0 };
  return {
    domain,
    type,
    hasData: counts !== null && Object.values(counts).some((n) => n > 0),
    ...base,
    previousMonth: previousMonth === null ? null : monthLabel(previousMonth),
    typeCounts: typeCountsOf(counts),
    ...prepared.answer,
    ...listPage(window, page.rows, page.totalRowCount, hiddenRow),
  };
}

/** Each type's count for every month of the corpus after the first (each against the month before). */
export async function domainRankingHistorySeries(
  db: Db,
  params: SeriesParams,
): Promise<Schemas['DomainRankingHistorySeries']> {
  const { domain } = researchSite(params.query);
  const curve = params.curve ?? DEFAULT_ORGANIC_CTR_CURVE;
  const [{ months, month }, domainId, isDemoData] = await Promise.all([
    corpusMonth(db, undefined),
    domainIdOf(db, domain),
    corpusIsDemo(db),
  ]);
  const series =
    domainId !== null
      ? await Promise.all(
          months.slice(1).map(async (m, i) => ({
            month: monthLabel(m),
            counts: typeCountsOf(await rankingHistoryCounts(db, domainId, m, months[i]!, curve)),
          })),
        )
      : [];
  return {
    domain,
    hasData: series.some((s) => s.counts.some((c) => c.keywords > 0)),
    ...answerBase(isDemoData, month, curve),
    months: series,
  };
}
