/**
 * A domain's organic keywords in one month, one page at a time: position, last month's position,
 * searches, CPC, difficulty, estimated clicks and their value, and the ranking URL. Sorting by any
 * column happens in SQL (clicks follow the chosen CTR curve, written into the query as a CASE
 * over the position), so a page never needs the domain's whole keyword list in memory.
 */
import { sql, type RawBuilder } from 'kysely';

import { likeEscaped, type SortDirection } from './lists';
import type { OrganicCtrCurveId } from './metrics';
import { ctrSql } from './sqlMetrics';
import type { Db } from '../db';

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
}

export interface OrganicKeywordRow {
  keywordId: number;
  keyword: string;
  position: number;
  previousPosition: number | null;
  /** Places gained since last month; null when it did not rank then. */
  rankChange: number | null;
  volume: number;
  /** USD. */
  cpc: number;
  difficulty: number;
  clicks: number;
  /** USD. */
  clickValue: number;
  url: string;
}

export async function domainOrganicKeywords(
  db: Db,
  query: OrganicKeywordsQuery,
): Promise<{ rows: OrganicKeywordRow[]; totalRowCount: number }> {
  const ctr = ctrSql(query.curve, sql.ref('s.rank_group'));
  const clicks = sql<number>`(s.volume * ${ctr})`;
  const clickValue = sql<number>`(s.volume * ${ctr} * k.cpc_cents)`;
  const rankChange = sql<number | null>`(p.rank_group - s.rank_group)`;
  const sortExpressions: Record<OrganicKeywordSort, RawBuilder<unknown>> = {
    keyword: sql`k.term`,
    position: sql`s.rank_group`,
    rankChange,
    volume: sql`s.volume`,
    cpc: sql`k.cpc_cents`,
    difficulty: sql`k.difficulty`,
    clicks,
    clickValue,
  };
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  // Nulls (no position last month) sort last either way, as the table's sort rule says.
  const nullsLast = query.sort === 'rankChange' ? sql`(case when ${rankChange} is null then 1 else 0 end)` : sql`0`;
  const filterText = query.filter?.trim().toLowerCase() ?? '';
  const filter = filterText ? sql`and k.term like ${`%${likeEscaped(filterText)}%`} escape '\\'` : sql``;
  const needsKeyword = filterText !== '' || ['keyword', 'cpc', 'difficulty', 'clickValue'].includes(query.sort);
  const needsPrevious = query.sort === 'rankChange';
  const previousJoin = sql`left join serp_organic p on p.keyword_id = s.keyword_id
    and p.month = ${query.previousMonth ?? -1} and p.domain_id = ${query.domainId}`;

  // The page is chosen first, joining only what the sort and filter read; the keyword's text,
  // URL and last month's position are read for those rows alone.
  const page = await sql<{
    keyword_id: number;
    term: string;
    rank_group: number;
    previous: number | null;
    volume: number;
    cpc_cents: number;
    difficulty: number;
    clicks: number;
    path: string;
  }>`
    with page as (
      select s.keyword_id, s.rank_group, s.url_id, s.volume, ${clicks} as clicks,
        ${nullsLast} as nulls_last, ${sortExpressions[query.sort]} as sort_key
      from serp_organic s
      ${needsKeyword ? sql`join keywords k on k.id = s.keyword_id` : sql``}
      ${needsPrevious ? previousJoin : sql``}
      where s.domain_id = ${query.domainId} and s.month = ${query.month} ${filter}
      order by nulls_last, sort_key ${direction}, s.keyword_id asc
      limit ${query.rowsPerPage} offset ${query.startRow - 1}
    )
    select s.keyword_id, k.term, s.rank_group, p.rank_group as previous, s.volume, k.cpc_cents, k.difficulty,
      s.clicks, u.path
    from page s
    join keywords k on k.id = s.keyword_id
    join urls u on u.id = s.url_id
    ${previousJoin}
    order by s.nulls_last, s.sort_key ${direction}, s.keyword_id asc`.execute(db.kysely);

  return {
    totalRowCount: await countRows(db, query, filter, needsKeyword),
    rows: page.rows.map((r) => {
      const clicksValue = Number(r.clicks);
      return {
        keywordId: Number(r.keyword_id),
        keyword: r.term,
        position: r.rank_group,
        previousPosition: r.previous,
        rankChange: r.previous === null ? null : r.previous - r.rank_group,
        volume: r.volume,
        cpc: r.cpc_cents / 100,
        difficulty: r.difficulty,
        clicks: Math.round(clicksValue),
        clickValue: Math.round(clicksValue * r.cpc_cents) / 100,
        url: r.path,
      };
    }),
  };
}

/** How many keywords the list holds: from the per-position totals unless a filter must read terms. */
async function countRows(
  db: Db,
  query: OrganicKeywordsQuery,
  filter: RawBuilder<unknown>,
  needsKeyword: boolean,
): Promise<number> {
  const { rows } =
    needsKeyword && filter !== undefined && query.filter?.trim()
      ? await sql<{ n: number | string }>`
          select count(*) as n from serp_organic s join keywords k on k.id = s.keyword_id
          where s.domain_id = ${query.domainId} and s.month = ${query.month} ${filter}`.execute(db.kysely)
      : await sql<{ n: number | string | null }>`
          select sum(keywords) as n from domain_rank_stats
          where domain_id = ${query.domainId} and month = ${query.month}`.execute(db.kysely);
  return Number(rows[0]?.n ?? 0);
}
