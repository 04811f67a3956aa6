/**
 * GetKeywordList: one page of a project's keywords (or of one group's or label's), filtered by
 * text and sorted by any column in SQL. The page is chosen first, reading only what the sort and
 * filter need; the figures, groups and labels are then read for the page's rows alone.
 *
 * On PostgreSQL one statement answers a call (keywordListOf): its `ctx` row checks the caller's
 * project, finds the group and label by hash and reads the corpus's months and the ranked domain;
 * the page is chosen with those values, its rows carry the count of rows the filter kept (a window
 * over them), and the answer is the ctx row left-joined to the page, so an empty page still says
 * what was found. SQLite, in process, reads the same ctx row first and then the page with its
 * values as parameters. Only a page past the end reads the count again, on its own.
 *
 * Order: the column asked for, either way, empty values (null, no groups) last in both directions
 * as the tables place them, then the term id; with no column, the order the keywords were added.
 */
import { sql, type RawBuilder } from 'kysely';

import { groupNotFound, labelNotFound, projectNotFound } from './access';
import {
  keywordFigures,
  numberOrNull,
  pageBestResults,
  rowBestResults,
  storedDomain,
  type RankContext,
  type RankRefs,
} from './keywordMetrics';
import type { components } from '../../api/schema.gen';
import type { Db } from '../db';
import { domainIdOf } from '../research/domainStats';
import { containsFilter, type SortDirection } from '../research/lists';
import { DEFAULT_ORGANIC_CTR_CURVE, type OrganicCtrCurveId } from '../research/metrics';

type Schemas = components['schemas'];
export type KeywordSortColumn = Schemas['KeywordSortColumn'];

/** What the page shows: its filter, order and rows. */
interface ListShape {
  /** Lower-cased and trimmed; '' for none. */
  filter: string;
  sortColumn: KeywordSortColumn | undefined;
  direction: SortDirection;
  /** 1-based. */
  startRow: number;
  rowsPerPage: number;
}

/** A list whose project, group, label and rank context the caller has read (the CSV export). */
export interface KeywordListQuery extends ListShape {
  projectId: string;
  ctx: RankContext;
  groupId?: number;
  labelId?: number;
}

/** A caller's list (GetKeywordList): the statement checks the project and finds the group and label. */
export interface KeywordListRequest extends ListShape {
  /** The account whose project it must be (projectAccountOf). */
  account: number;
  projectId: string;
  groupHash?: string;
  labelHash?: string;
  /**
   * The domain whose ranks the rows show: a registrable domain, null for none, or undefined for the
   * project's primary domain.
   */
  domain?: string | null;
}

type CtxColumn = 'project_id' | 'group_id' | 'label_id' | 'month' | 'previous_month' | 'domain_id';

/** The list's `ctx` row, and how the page reads its values; whether a group or label is asked for. */
interface Scope {
  projectId: string;
  ctx: RawBuilder<unknown>;
  /** A value of the ctx row: a subquery of it, or the value itself when it was read beforehand. */
  value: (column: CtxColumn) => RawBuilder<unknown>;
  curve: OrganicCtrCurveId;
  hasGroup: boolean;
  hasLabel: boolean;
}

/** A value of the statement's own ctx row. */
const ctxValue = (column: CtxColumn) => sql`(select ${sql.ref(column)} from ctx)`;

/** The rank context as the scope reads it. */
const rankRefs = (db: Db, scope: Scope): RankRefs => ({
  domainId: scope.value('domain_id'),
  month: scope.value('month'),
  previousMonth: scope.value('previous_month'),
  curve: scope.curve,
  dialect: db.dialect,
});

/**
 * The caller's ctx: one row when the project is the account's (none otherwise), with the asked
 * group's and label's ids (null when the hash names none of the project's), the corpus's latest
 * month and the one before, and the ranked domain's id.
 */
function callerScope(request: KeywordListRequest): Scope {
  const grouping = (table: 'keyword_groups' | 'keyword_labels', hash: string | undefined) =>
    hash === undefined
      ? sql`cast(null as integer)`
      : sql`(select g.id from ${sql.table(table)} g where g.project_id = p.id and g.hash = ${hash})`;
  const domainName = request.domain === undefined ? sql`p.primary_domain_name` : sql`${request.domain}`;
  return {
    projectId: request.projectId,
    value: ctxValue,
    curve: DEFAULT_ORGANIC_CTR_CURVE,
    hasGroup: request.groupHash !== undefined,
    hasLabel: request.labelHash !== undefined,
    ctx: sql`select p.id as project_id, p.primary_domain_name,
        ${grouping('keyword_groups', request.groupHash)} as group_id,
        ${grouping('keyword_labels', request.labelHash)} as label_id,
        m.month,
        (select max(r.month) from research_months r where r.month < m.month) as previous_month,
        (select d.id from domains d where d.name = ${domainName}) as domain_id
      from projects p cross join (select max(month) as month from research_months) m
      where p.account_user_id = ${request.account} and p.id = ${request.projectId}`,
  };
}

/** The ctx of a list whose values were read beforehand: the page takes them as parameters. */
function knownScope(query: KeywordListQuery): Scope {
  const integer = (value: number | null | undefined) => sql`cast(${value ?? null} as integer)`;
  const values: Record<CtxColumn, string | number | null> = {
    project_id: query.projectId,
    group_id: query.groupId ?? null,
    label_id: query.labelId ?? null,
    month: query.ctx.month,
    previous_month: query.ctx.previousMonth,
    domain_id: query.ctx.domainId,
  };
  return {
    projectId: query.projectId,
    value: (column) => sql`${values[column]}`,
    curve: query.ctx.curve,
    hasGroup: query.groupId !== undefined,
    hasLabel: query.labelId !== undefined,
    ctx: sql`select ${query.projectId} as project_id, cast(null as text) as primary_domain_name,
        ${integer(query.groupId)} as group_id, ${integer(query.labelId)} as label_id,
        ${integer(query.ctx.month)} as month, ${integer(query.ctx.previousMonth)} as previous_month,
        ${integer(query.ctx.domainId)} as domain_id`,
  };
}

/** The names of the keyword's groups (or labels), alphabetical, comma separated; '' for none. */
export function namesCsv(kind: 'group' | 'label', projectId: string, keywordId: RawBuilder<unknown>) {
  const [members, table, key] = groupingTables(kind);
  return sql<string>`coalesce((select string_agg(n.name, ',' order by n.name_key, n.id)
    from ${sql.table(members)} m join ${sql.table(table)} n on n.id = ${sql.ref(`m.${key}`)}
    where m.project_id = ${projectId} and m.keyword_id = ${keywordId}), '')`;
}

/**
 * The names of the groups (or labels) of each keyword of a page, as namesCsv gives one keyword's:
 * one grouped read of the page's memberships, so the names table is read once, not once a row.
 */
function pageNames(kind: 'group' | 'label', projectId: string, keywordIds: RawBuilder<unknown>) {
  const [members, table, key] = groupingTables(kind);
  return sql`(select m.keyword_id, string_agg(n.name, ',' order by n.name_key, n.id) as names
    from ${sql.table(members)} m join ${sql.table(table)} n on n.id = ${sql.ref(`m.${key}`)}
    where m.project_id = ${projectId} and m.keyword_id in ${keywordIds}
    group by m.keyword_id)`;
}

/**
 * pageNames on PostgreSQL, as two `with` entries (`<kind>_members`, then the names joined once):
 * each page row's memberships are read through the (project, keyword) index, kept apart (a
 * lateral read, materialized) so that the planner cannot trade them for a scan of the project's
 * every member, nor join the names table once a row.
 */
function pageNamesWith(kind: 'group' | 'label', projectId: string) {
  const [members, table, key] = groupingTables(kind);
  const memberRows = sql.table(`${kind}_members`);
  return sql`${memberRows} as materialized (select p.keyword_id, m.id
      from page p
      cross join lateral (select ${sql.ref(`m.${key}`)} as id from ${sql.table(members)} m
        where m.project_id = ${projectId} and m.keyword_id = p.keyword_id offset 0) m),
    ${sql.table(`${kind}_names`)} as (select r.keyword_id, string_agg(n.name, ',' order by n.name_key, n.id) as names
      from ${memberRows} r join ${sql.table(table)} n on n.id = r.id
      group by r.keyword_id)`;
}

const groupingTables = (kind: 'group' | 'label') =>
  kind === 'group'
    ? (['keyword_group_members', 'keyword_groups', 'group_id'] as const)
    : (['keyword_label_members', 'keyword_labels', 'label_id'] as const);

/** The rows a list reads from (as `pk`, with project_id and keyword_id) and which of them it keeps. */
function rowSource(scope: Scope) {
  const label = sql`exists (select 1 from keyword_label_members lm where lm.label_id = ${scope.value('label_id')}
      and lm.project_id = pk.project_id and lm.keyword_id = pk.keyword_id)`;
  if (scope.hasGroup) {
    return {
      from: sql`keyword_group_members pk`,
      where: sql`pk.group_id = ${scope.value('group_id')} ${scope.hasLabel ? sql`and ${label}` : sql``}`,
    };
  }
  if (scope.hasLabel) {
    return { from: sql`keyword_label_members pk`, where: sql`pk.label_id = ${scope.value('label_id')}` };
  }
  return { from: sql`project_keywords pk`, where: sql`pk.project_id = ${scope.value('project_id')}` };
}

/** The statement of a page (with its ctx row) and the count's. */
function keywordListSql(db: Db, scope: Scope, shape: ListShape) {
  const { projectId } = scope;
  const refs = rankRefs(db, scope);
  const keywordId = sql.ref('pk.keyword_id');
  const hasData = sql`v.volume is not null`;
  const source = rowSource(scope);
  // A group's or label's member rows carry their keyword's term (migration 0024): the filter and
  // the sort by term read them alone, not the corpus keyword of every member. A whole project's
  // rows are read with the keywords table joined.
  const fromMembers = scope.hasGroup || scope.hasLabel;
  const term = fromMembers ? sql`pk.term` : sql`k.term`;
  // Built for the column asked for only: the figures' SQL (CTR cases) costs building on every request.
  const sortExpressions: Record<KeywordSortColumn, () => RawBuilder<unknown>> = {
    keyword: () => term,
    monthlySearches: () => sql`v.volume`,
    costPerClick: () => sql`(case when ${hasData} then k.cpc_cents end)`,
    rankingDifficulty: () => sql`(case when ${hasData} then k.difficulty end)`,
    currentRank: () => keywordFigures(refs, keywordId).currentRank,
    rankChange: () => keywordFigures(refs, keywordId).rankChange,
    clickChange: () => keywordFigures(refs, keywordId).clickChange,
    groups: () => namesCsv('group', projectId, keywordId),
    labels: () => namesCsv('label', projectId, keywordId),
  };
  const column = shape.sortColumn;
  const isText = column === 'keyword' || column === 'groups' || column === 'labels';
  // With no column, the order added: project_keywords holds when each keyword was added.
  const added = fromMembers
    ? sql`(select a.added_at from project_keywords a where a.project_id = pk.project_id and a.keyword_id = pk.keyword_id)`
    : sql`pk.added_at`;
  const sortKey = column === undefined ? added : sortExpressions[column]();
  const direction = column === undefined || shape.direction === 'asc' ? sql`asc` : sql`desc`;
  const nullsLast =
    column === undefined
      ? sql`0`
      : isText
        ? sql`(case when ${sortKey} = '' then 1 else 0 end)`
        : sql`(case when ${sortKey} is null then 1 else 0 end)`;
  // Byte order on PostgreSQL whatever the cluster's locale, as SQLite's default collation has it.
  const sortColumnSql = isText && db.dialect === 'postgres' ? sql`${sortKey} collate "C"` : sortKey;
  const filter = containsFilter(term, shape.filter);
  // Only the sorts by CPC or difficulty (by term too, over a whole project) read the keyword row
  // before the page is chosen.
  const joinsKeyword = !fromMembers || column === 'costPerClick' || column === 'rankingDifficulty';
  // The page's figures from one grouped read of its rows' results (two months), not a lookup per
  // figure and row: fewer index probes, and a query PostgreSQL plans faster.
  const pageIds = sql`(select keyword_id from page)`;
  const isPostgres = db.dialect === 'postgres';
  const pageFigures = isPostgres ? rowBestResults(refs) : pageBestResults(refs, pageIds);
  const names = (kind: 'group' | 'label') =>
    isPostgres ? sql.table(`${kind}_names`) : pageNames(kind, projectId, pageIds);

  const page = sql<{
    project_id: string;
    primary_domain_name: string | null;
    group_id: number | null;
    label_id: number | null;
    keyword_id: number | null;
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
    with ctx as materialized (${scope.ctx}),
    page as (
      select pk.keyword_id, v.volume, ${nullsLast} as nulls_last, ${sortColumnSql} as sort_key,
        count(*) over () as total_rows
      from ${source.from}
      ${joinsKeyword ? sql`join keywords k on k.id = pk.keyword_id` : sql``}
      left join keyword_volumes v on v.keyword_id = pk.keyword_id and v.month = ${scope.value('month')}
      where ${source.where} ${filter}
      order by nulls_last, sort_key ${direction}, pk.keyword_id
      limit ${shape.rowsPerPage} offset ${shape.startRow - 1}
    )${isPostgres ? sql`, ${pageNamesWith('group', projectId)}, ${pageNamesWith('label', projectId)}` : sql``}
    select ctx.project_id, ctx.primary_domain_name, ctx.group_id, ctx.label_id,
      pk.keyword_id, pk.total_rows, k.term, pk.volume, k.cpc_cents, k.difficulty,
      ${pageFigures.currentRank} as current_rank, ${pageFigures.rankChange} as rank_change,
      ${pageFigures.clickChange} as click_change,
      coalesce(gc.names, '') as groups_csv, coalesce(lc.names, '') as labels_csv
    from ctx
    left join page pk on 1 = 1
    left join keywords k on k.id = pk.keyword_id
    ${pageFigures.joins}
    left join ${names('group')} gc on gc.keyword_id = pk.keyword_id
    left join ${names('label')} lc on lc.keyword_id = pk.keyword_id
    order by pk.nulls_last, pk.sort_key ${direction}, pk.keyword_id`;

  const count = sql<{ n: number | string }>`
    with ctx as materialized (${scope.ctx})
    select count(*) as n from ${source.from}
    ${shape.filter && !fromMembers ? sql`join keywords k on k.id = pk.keyword_id` : sql``}
    where ${source.where} ${filter}`;
  return { page, count };
}

/** The page of a scope, and the ctx row it was read with (undefined when the project is not the caller's). */
async function readPage(db: Db, scope: Scope, shape: ListShape) {
  const queries = keywordListSql(db, scope, shape);
  const result = await queries.page.execute(db.kysely);
  const ctx = result.rows[0];
  if (!ctx) return undefined;
  const rows = result.rows.filter((r) => r.keyword_id !== null);
  // The page's rows carry the count (a window over the rows the filter kept), read in the same
  // pass; only a page past the end, which has no rows, needs the count read on its own.
  const total = rows[0] ? rows[0].total_rows : (await queries.count.execute(db.kysely)).rows[0]?.n;
  const answer: Schemas['KeywordListResponse'] = {
    totalRowCount: Number(total ?? 0),
    keywords: rows.map((r) => {
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
  return { ctx, answer };
}

/** A page of a list whose project, group, label and rank context were read beforehand. */
export async function keywordListPage(db: Db, query: KeywordListQuery): Promise<Schemas['KeywordListResponse']> {
  const read = await readPage(db, knownScope(query), query);
  return read!.answer;
}

/**
 * GetKeywordList for a caller, in one statement: 404 when the project is not the account's, or
 * when the group or label hash names none of the project's.
 */
export async function keywordListOf(db: Db, request: KeywordListRequest): Promise<Schemas['KeywordListResponse']> {
  if (db.dialect === 'sqlite') return keywordListInProcess(db, request);
  const read = await readPage(db, callerScope(request), request);
  if (!read) throw projectNotFound();
  const { ctx, answer } = read;
  if (request.groupHash !== undefined && ctx.group_id === null) throw groupNotFound();
  if (request.labelHash !== undefined && ctx.label_id === null) throw labelNotFound();
  // The statement looked the primary domain up as stored; one stored as more than its registrable
  // domain (a URL, a www. host) is read again with the domain it stands for.
  if (request.domain === undefined) {
    const domain = storedDomain(ctx.primary_domain_name);
    if (domain !== ctx.primary_domain_name) return keywordListOf(db, { ...request, domain });
  }
  return answer;
}

/**
 * keywordListOf on SQLite, where a statement costs no round trip: the ctx row is read first, and
 * the page takes its values as parameters, which SQLite's planner uses better than subqueries of
 * the statement's own ctx row (the page's statement ran slower that way).
 */
async function keywordListInProcess(db: Db, request: KeywordListRequest): Promise<Schemas['KeywordListResponse']> {
  const { rows } = await sql<CtxRow>`${callerScope(request).ctx}`.execute(db.kysely);
  const ctx = rows[0];
  if (!ctx) throw projectNotFound();
  if (request.groupHash !== undefined && ctx.group_id === null) throw groupNotFound();
  if (request.labelHash !== undefined && ctx.label_id === null) throw labelNotFound();
  let domainId = ctx.domain_id;
  const domain = request.domain === undefined ? storedDomain(ctx.primary_domain_name) : request.domain;
  if (request.domain === undefined && domain !== ctx.primary_domain_name) {
    domainId = domain === null ? null : await domainIdOf(db, domain);
  }
  const query: KeywordListQuery = {
    ...request,
    ctx: {
      domainId,
      month: ctx.month,
      previousMonth: ctx.previous_month,
      months: [],
      curve: DEFAULT_ORGANIC_CTR_CURVE,
    },
    ...(ctx.group_id === null ? {} : { groupId: ctx.group_id }),
    ...(ctx.label_id === null ? {} : { labelId: ctx.label_id }),
  };
  return keywordListPage(db, query);
}

/** The ctx row (callerScope). */
interface CtxRow {
  project_id: string;
  primary_domain_name: string | null;
  group_id: number | null;
  label_id: number | null;
  month: number | null;
  previous_month: number | null;
  domain_id: number | null;
}
