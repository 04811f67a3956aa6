/**
 * GetKeywordList: one page of a project's keywords (or of one group's or label's), filtered by
 * text and sorted by any column in SQL. The page is chosen first, reading only what the sort and
 * filter need; the figures, groups and labels are then read for the page's rows alone.
 *
 * Order: the column asked for, either way, empty values (null, no groups) last in both directions
 * as the tables place them, then the term id; with no column, the order the keywords were added.
 */
import { sql, type RawBuilder } from 'kysely';

import { keywordFigures, monthVolumeJoin, numberOrNull, pageBestResults, type RankContext } from './keywordMetrics';
import type { components } from '../../api/schema.gen';
import type { Db } from '../db';
import { containsFilter, type SortDirection } from '../research/lists';

type Schemas = components['schemas'];
export type KeywordSortColumn = Schemas['KeywordSortColumn'];

export interface KeywordListQuery {
  projectId: string;
  ctx: RankContext;
  /** Lower-cased and trimmed; '' for none. */
  filter: string;
  sortColumn: KeywordSortColumn | undefined;
  direction: SortDirection;
  /** 1-based. */
  startRow: number;
  rowsPerPage: number;
  groupId?: number;
  labelId?: number;
}

/** The names of the keyword's groups (or labels), alphabetical, comma separated; '' for none. */
export function namesCsv(kind: 'group' | 'label', projectId: string, keywordId: RawBuilder<unknown>) {
  const [members, table, key] =
    kind === 'group'
      ? ['keyword_group_members', 'keyword_groups', 'group_id']
      : ['keyword_label_members', 'keyword_labels', 'label_id'];
  return sql<string>`coalesce((select string_agg(n.name, ',' order by n.name_key, n.id)
    from ${sql.table(members)} m join ${sql.table(table)} n on n.id = ${sql.ref(`m.${key}`)}
    where m.project_id = ${projectId} and m.keyword_id = ${keywordId}), '')`;
}

/**
 * The names of the groups (or labels) of each keyword of a page, as namesCsv gives one keyword's:
 * one grouped read of the page's memberships, so the names table is read once, not once a row.
 */
function pageNames(kind: 'group' | 'label', projectId: string, keywordIds: RawBuilder<unknown>) {
  const [members, table, key] =
    kind === 'group'
      ? ['keyword_group_members', 'keyword_groups', 'group_id']
      : ['keyword_label_members', 'keyword_labels', 'label_id'];
  return sql`(select m.keyword_id, string_agg(n.name, ',' order by n.name_key, n.id) as names
    from ${sql.table(members)} m join ${sql.table(table)} n on n.id = ${sql.ref(`m.${key}`)}
    where m.project_id = ${projectId} and m.keyword_id in ${keywordIds}
    group by m.keyword_id)`;
}

/** The rows a list reads from (as `pk`, with project_id and keyword_id) and which of them it keeps. */
function rowSource(query: KeywordListQuery) {
  const label = (id: number) =>
    sql`exists (select 1 from keyword_label_members lm where lm.label_id = ${id}
      and lm.project_id = pk.project_id and lm.keyword_id = pk.keyword_id)`;
  if (query.groupId !== undefined) {
    return {
      from: sql`keyword_group_members pk`,
      where: sql`pk.group_id = ${query.groupId} ${query.labelId === undefined ? sql`` : sql`and ${label(query.labelId)}`}`,
    };
  }
  if (query.labelId !== undefined) {
    return { from: sql`keyword_label_members pk`, where: sql`pk.label_id = ${query.labelId}` };
  }
  return { from: sql`project_keywords pk`, where: sql`pk.project_id = ${query.projectId}` };
}

/** The page's query and the count's. */
export function keywordListSql(db: Db, query: KeywordListQuery) {
  const { ctx, projectId } = query;
  const keywordId = sql.ref('pk.keyword_id');
  const hasData = sql`v.volume is not null`;
  const source = rowSource(query);
  // A group's or label's member rows carry their keyword's term (migration 0024): the filter and
  // the sort by term read them alone, not the corpus keyword of every member. A whole project's
  // rows are read with the keywords table joined.
  const fromMembers = query.groupId !== undefined || query.labelId !== undefined;
  const term = fromMembers ? sql`pk.term` : sql`k.term`;
  // Built for the column asked for only: the figures' SQL (CTR cases) costs building on every request.
  const sortExpressions: Record<KeywordSortColumn, () => RawBuilder<unknown>> = {
    keyword: () => term,
    monthlySearches: () => sql`v.volume`,
    costPerClick: () => sql`(case when ${hasData} then k.cpc_cents end)`,
    rankingDifficulty: () => sql`(case when ${hasData} then k.difficulty end)`,
    currentRank: () => keywordFigures(ctx, keywordId).currentRank,
    rankChange: () => keywordFigures(ctx, keywordId).rankChange,
    clickChange: () => keywordFigures(ctx, keywordId).clickChange,
    groups: () => namesCsv('group', projectId, keywordId),
    labels: () => namesCsv('label', projectId, keywordId),
  };
  const column = query.sortColumn;
  const isText = column === 'keyword' || column === 'groups' || column === 'labels';
  // With no column, the order added: project_keywords holds when each keyword was added.
  const added =
    query.groupId === undefined && query.labelId === undefined
      ? sql`pk.added_at`
      : sql`(select a.added_at from project_keywords a where a.project_id = pk.project_id and a.keyword_id = pk.keyword_id)`;
  const sortKey = column === undefined ? added : sortExpressions[column]();
  const direction = column === undefined || query.direction === 'asc' ? sql`asc` : sql`desc`;
  const nullsLast =
    column === undefined
      ? sql`0`
      : isText
        ? sql`(case when ${sortKey} = '' then 1 else 0 end)`
        : sql`(case when ${sortKey} is null then 1 else 0 end)`;
  // Byte order on PostgreSQL whatever the cluster's locale, as SQLite's default collation has it.
  const sortColumnSql = isText && db.dialect === 'postgres' ? sql`${sortKey} collate "C"` : sortKey;
  const filter = containsFilter(term, query.filter);
  // Only the sorts by CPC or difficulty (by term too, over a whole project) read the keyword row
  // before the page is chosen.
  const joinsKeyword = !fromMembers || column === 'costPerClick' || column === 'rankingDifficulty';
  const pageIds = sql`(select keyword_id from page)`;
  // The page's figures from one grouped read of its rows' results (two months), not a lookup per
  // figure and row: fewer index probes, and a query PostgreSQL plans faster.
  const pageFigures = pageBestResults(ctx, pageIds);

  const page = sql<{
    keyword_id: number;
    total_rows: number | string;
    term: string;
    volume: number | null;
    cpc_cents: number;
    difficulty: number;
    current_rank: number | null;
    rank_change: number | string | null;
    click_change: number | string | null;
    groups_csv: string;
    labels_csv: string;
  }>`
    with page as (
      select pk.keyword_id, ${nullsLast} as nulls_last, ${sortColumnSql} as sort_key,
        count(*) over () as total_rows
      from ${source.from}
      ${joinsKeyword ? sql`join keywords k on k.id = pk.keyword_id` : sql``}
      ${monthVolumeJoin(ctx, 'v', keywordId)}
      where ${source.where} ${filter}
      order by nulls_last, sort_key ${direction}, pk.keyword_id
      limit ${query.rowsPerPage} offset ${query.startRow - 1}
    )
    select pk.keyword_id, pk.total_rows, k.term, v.volume, k.cpc_cents, k.difficulty,
      ${pageFigures.currentRank} as current_rank, ${pageFigures.rankChange} as rank_change,
      ${pageFigures.clickChange} as click_change,
      coalesce(gc.names, '') as groups_csv, coalesce(lc.names, '') as labels_csv
    from page pk
    join keywords k on k.id = pk.keyword_id
    ${monthVolumeJoin(ctx, 'v', keywordId)}
    ${pageFigures.joins}
    left join ${pageNames('group', projectId, pageIds)} gc on gc.keyword_id = pk.keyword_id
    left join ${pageNames('label', projectId, pageIds)} lc on lc.keyword_id = pk.keyword_id
    order by pk.nulls_last, pk.sort_key ${direction}, pk.keyword_id`;

  const count = sql<{ n: number | string }>`
    select count(*) as n from ${source.from}
    ${query.filter && !fromMembers ? sql`join keywords k on k.id = pk.keyword_id` : sql``}
    where ${source.where} ${filter}`;
  return { page, count };
}

export async function keywordListPage(db: Db, query: KeywordListQuery): Promise<Schemas['KeywordListResponse']> {
  const queries = keywordListSql(db, query);
  const page = await queries.page.execute(db.kysely);
  // The page's rows carry the count (a window over the rows the filter kept), read in the same
  // pass; only a page past the end, which has no rows, needs the count read on its own.
  const first = page.rows[0];
  const total = first ? first.total_rows : (await queries.count.execute(db.kysely)).rows[0]?.n;
  return {
    totalRowCount: Number(total ?? 0),
    keywords: page.rows.map((r) => {
      const hasFigures = r.volume !== null;
      return {
        termId: Number(r.keyword_id),
        keyword: r.term,
        monthlySearches: numberOrNull(r.volume),
        rankingDifficulty: hasFigures ? Number(r.difficulty) : null,
        rankChange: numberOrNull(r.rank_change),
        costPerClick: hasFigures ? Number(r.cpc_cents) / 100 : null,
        currentRank: numberOrNull(r.current_rank),
        clickChange: numberOrNull(r.click_change),
        groupsCsv: r.groups_csv,
        labelsCsv: r.labels_csv,
      };
    }),
  };
}
