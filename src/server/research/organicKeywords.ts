/**
 * A domain's (or one of its pages') organic keywords in one month, one page at a time: position,
 * last month's position, searches, CPC, difficulty, estimated clicks and their value, and the
 * ranking URL. Sorting by any column happens in SQL (clicks follow the chosen CTR curve, written
 * into the query as a CASE over the position), so a page never needs the domain's whole keyword
 * list in memory.
 *
 * Segments narrow the list: questions, content and transactional by the keyword's flags; core
 * and missing compare with rivals (the domain's closest competitors) as a Kombat of the domain and
 * them would — core keeps what every rival ranks for too, missing lists what every rival ranks
 * for and the domain (or page) does not, so those rows have no position of the domain's.
 */
import { sql, type RawBuilder } from 'kysely';

import { containsFilter, type SortDirection } from './lists';
import { matchVolumeSql, type MatchType } from './matchTypes';
import type { OrganicCtrCurveId } from './metrics';
import { ctrSql } from './sqlMetrics';
import type { components } from '../../api/schema.gen';
import type { Db } from '../db';

export type OrganicKeywordSegment = components['schemas']['KeywordSegment'];

export const ORGANIC_KEYWORD_SORTS = [
  'keyword',
  'position',
  'rankChange',
  'volume',
  'cpc',
  'difficulty',
  'clicks',
  'clickValue',
] as const;
export type OrganicKeywordSort = (typeof ORGANIC_KEYWORD_SORTS)[number];

export interface OrganicKeywordsQuery {
  domainId: number;
  /** Only this page's results (a URL query). */
  urlId?: number;
  /** 'all' when absent. */
  segment?: OrganicKeywordSegment;
  /** The domains core and missing compare with; with none, core is the whole list and missing empty. */
  rivalIds?: readonly number[];
  /** YYYYMM. */
  month: number;
  previousMonth: number | null;
  curve: OrganicCtrCurveId;
  sort: OrganicKeywordSort;
  direction: SortDirection;
  /** 1-based. */
  startRow: number;
  rowsPerPage: number;
  /** Keeps keywords containing this text (case-insensitive). */
  filter?: string;
  /** The searches' match type (matchTypes.ts; its sums stored first); exact when absent. */
  volumeMatchType?: MatchType;
}

export interface OrganicKeywordRow {
  keywordId: number;
  keyword: string;
  /** Null in the missing segment, where the domain does not rank. */
  position: number | null;
  previousPosition: number | null;
  /** Places gained since last month; null when it did not rank then. */
  rankChange: number | null;
  volume: number;
  /** USD. */
  cpc: number;
  difficulty: number;
  clicks: number | null;
  /** USD. */
  clickValue: number | null;
  url: string | null;
  /** Each rival's best position (null: it does not rank), in rivalIds order; [] without rivals. */
  rivalRanks: (number | null)[];
}

/** `and` conditions: a rival (its id) ranks, or does not, for the row's keyword that month. */
const rivalRanks = (rivalId: number) =>
  sql`exists (select 1 from serp_organic c where c.keyword_id = s.keyword_id and c.month = s.month and c.domain_id = ${rivalId})`;

/** Where the rows come from and which they are: the domain's (or page's) results, or the missing keywords. */
function rowSource(query: OrganicKeywordsQuery) {
  const segment = query.segment ?? 'all';
  const rivals = query.rivalIds ?? [];
  const page = query.urlId === undefined ? sql`` : sql`and s.url_id = ${query.urlId}`;
  if (segment === 'missing') {
    // The first rival's results stand for the keyword (each keyword once: its best result).
    if (rivals.length === 0) return { missing: true, where: sql`where 1 = 0`, needsKeyword: false };
    const own = sql`select 1 from serp_organic o where o.keyword_id = s.keyword_id and o.month = s.month
      and o.domain_id = ${query.domainId} ${query.urlId === undefined ? sql`` : sql`and o.url_id = ${query.urlId}`}`;
    const best = sql`s.rank_group = (select min(b.rank_group) from serp_organic b
      where b.keyword_id = s.keyword_id and b.month = s.month and b.domain_id = s.domain_id)`;
    return {
      missing: true,
      where: sql`where s.domain_id = ${rivals[0]} and s.month = ${query.month} and ${best}
        ${sql.join(
          rivals.slice(1).map((id) => sql`and ${rivalRanks(id)}`),
          sql` `,
        )} and not exists (${own})`,
      needsKeyword: false,
    };
  }
  const flag = {
    questions: sql`k.is_question = 1`,
    content: sql`k.is_content = 1`,
    transactional: sql`k.is_transactional = 1`,
  }[segment as 'questions'];
  // Every rival ranks too: with no rival, that holds for every keyword (as metrics.ts's Kombat sets say).
  const core =
    segment === 'core'
      ? sql.join(
          rivals.map((id) => sql`and ${rivalRanks(id)}`),
          sql` `,
        )
      : sql``;
  return {
    missing: false,
    where: sql`where s.domain_id = ${query.domainId} and s.month = ${query.month} ${page} ${core}
      ${flag ? sql`and ${flag}` : sql``}`,
    needsKeyword: flag !== undefined,
  };
}

export async function domainOrganicKeywords(
  db: Db,
  query: OrganicKeywordsQuery,
): Promise<{ rows: OrganicKeywordRow[]; totalRowCount: number }> {
  const source = rowSource(query);
  // In the missing segment `s` is a rival's result: the domain has no position, clicks or page.
  const ownPosition = source.missing ? sql`null` : sql.ref('s.rank_group');
  const ctr = ctrSql(query.curve, sql.ref('s.rank_group'));
  const clicks = source.missing ? sql<number>`null` : sql<number>`(s.volume * ${ctr})`;
  const clickValue = source.missing ? sql<number>`null` : sql<number>`(s.volume * ${ctr} * k.cpc_cents)`;
  const rankChange = sql<number | null>`(p.rank_group - ${ownPosition})`;
  // The searches in the chosen match type; clicks stay the keyword's own searches × CTR.
  const volume = matchVolumeSql(
    query.volumeMatchType ?? 'exact',
    sql.ref('s.volume'),
    sql.ref('s.keyword_id'),
    sql.ref('s.month'),
  );
  const sortExpressions: Record<OrganicKeywordSort, RawBuilder<unknown>> = {
    keyword: sql`k.term`,
    position: ownPosition,
    rankChange,
    volume,
    cpc: sql`k.cpc_cents`,
    difficulty: sql`k.difficulty`,
    clicks,
    clickValue,
  };
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  // Nulls (no position last month) sort last either way, as the table's sort rule says.
  const nullsLast = query.sort === 'rankChange' ? sql`(case when ${rankChange} is null then 1 else 0 end)` : sql`0`;
  const filterText = query.filter?.trim().toLowerCase() ?? '';
  const filter = containsFilter(sql`k.term`, filterText);
  const needsKeyword =
    source.needsKeyword || filterText !== '' || ['keyword', 'cpc', 'difficulty', 'clickValue'].includes(query.sort);
  const needsPrevious = query.sort === 'rankChange' && !source.missing;
  const previousJoin = source.missing
    ? sql`left join serp_organic p on 1 = 0`
    : sql`left join serp_organic p on p.keyword_id = s.keyword_id
    and p.month = ${query.previousMonth ?? -1} and p.domain_id = ${query.domainId}
    ${query.urlId === undefined ? sql`` : sql`and p.url_id = ${query.urlId}`}`;

  // The page is chosen first, joining only what the sort and filter read; the keyword's text,
  // URL and last month's position are read for those rows alone.
  // The count needs nothing of the page: it runs beside it (one round trip fewer on PostgreSQL).
  const counting = countRows(db, query, source, filter, needsKeyword);
  const reading = sql<{
    keyword_id: number;
    term: string;
    rank_group: number | null;
    previous: number | null;
    volume: number | string;
    cpc_cents: number;
    difficulty: number;
    clicks: number | null;
    path: string | null;
  }>`
    with page as (
      select s.keyword_id, ${ownPosition} as rank_group, s.url_id, ${volume} as volume, ${clicks} as clicks,
        ${nullsLast} as nulls_last, ${sortExpressions[query.sort]} as sort_key
      from serp_organic s
      ${needsKeyword ? sql`join keywords k on k.id = s.keyword_id` : sql``}
      ${needsPrevious ? previousJoin : sql``}
      ${source.where} ${filter}
      order by nulls_last, sort_key ${direction}, s.keyword_id asc
      limit ${query.rowsPerPage} offset ${query.startRow - 1}
    )
    select s.keyword_id, k.term, s.rank_group, p.rank_group as previous, s.volume, k.cpc_cents, k.difficulty,
      s.clicks, ${source.missing ? sql`null` : sql`u.path`} as path
    from page s
    join keywords k on k.id = s.keyword_id
    join urls u on u.id = s.url_id
    ${previousJoin}
    order by s.nulls_last, s.sort_key ${direction}, s.keyword_id asc`.execute(db.kysely);
  const [page, totalRowCount] = await Promise.all([reading, counting]);

  const rivals = await rivalPositions(
    db,
    query,
    page.rows.map((r) => Number(r.keyword_id)),
  );
  return {
    totalRowCount,
    rows: page.rows.map((r) => {
      const clicksValue = r.clicks === null ? null : Number(r.clicks);
      return {
        keywordId: Number(r.keyword_id),
        keyword: r.term,
        position: r.rank_group,
        previousPosition: r.previous,
        rankChange: r.previous === null || r.rank_group === null ? null : r.previous - r.rank_group,
        // PostgreSQL hands the stored bigint sums back as strings.
        volume: Number(r.volume),
        cpc: r.cpc_cents / 100,
        difficulty: r.difficulty,
        clicks: clicksValue === null ? null : Math.round(clicksValue),
        clickValue: clicksValue === null ? null : Math.round(clicksValue * r.cpc_cents) / 100,
        url: r.path,
        rivalRanks: (query.rivalIds ?? []).map((id) => rivals.get(`${r.keyword_id}:${id}`) ?? null),
      };
    }),
  };
}

/** Each rival's best position on the page's keywords, keyed `keywordId:domainId`. */
async function rivalPositions(db: Db, query: OrganicKeywordsQuery, keywordIds: readonly number[]) {
  const rivals = query.rivalIds ?? [];
  if (rivals.length === 0 || keywordIds.length === 0) return new Map<string, number>();
  const { rows } = await sql<{ keyword_id: number; domain_id: number; position: number }>`
    select keyword_id, domain_id, min(rank_group) as position from serp_organic
    where month = ${query.month} and keyword_id in (${sql.join(keywordIds)}) and domain_id in (${sql.join(rivals)})
    group by keyword_id, domain_id`.execute(db.kysely);
  return new Map(rows.map((r) => [`${r.keyword_id}:${r.domain_id}`, Number(r.position)]));
}

/** How many rows the list holds: from the per-position totals when it is the domain's whole list. */
async function countRows(
  db: Db,
  query: OrganicKeywordsQuery,
  source: ReturnType<typeof rowSource>,
  filter: RawBuilder<unknown>,
  needsKeyword: boolean,
): Promise<number> {
  const wholeList = (query.segment ?? 'all') === 'all' && query.urlId === undefined && !query.filter?.trim();
  const { rows } = wholeList
    ? await sql<{ n: number | string | null }>`
        select sum(keywords) as n from domain_rank_stats
        where domain_id = ${query.domainId} and month = ${query.month}`.execute(db.kysely)
    : await sql<{ n: number | string }>`
        select count(*) as n from serp_organic s ${needsKeyword ? sql`join keywords k on k.id = s.keyword_id` : sql``}
        ${source.where} ${filter}`.execute(db.kysely);
  return Number(rows[0]?.n ?? 0);
}
