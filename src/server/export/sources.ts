/**
 * The reports a `source` export can read, each through the same server code its research list
 * operation answers with (so the file holds what the table shows, sorted the same), paged through
 * as a full user up to the export's row limit. A report not listed here is refused with a 400
 * naming body.source.report before anything is queued.
 */
import bundle from '../../api/openapi.gen.json';
import type { components } from '../../api/schema.gen';
import type { CsvValue } from '../../lib/csv';
import { schemaEnum } from '../../lib/openapi/operations';
import type { Db } from '../db';
import { FieldValidationError } from '../errors';
import { backlinksPage } from '../research/backlinks';
import { domainCompetitorsPage } from '../research/competitors';
import { kombatKeywords } from '../research/kombat';
import { ensureMatchTypeVolumes, parseMatchTypes } from '../research/matchTypes';
import { domainOrganicKeywordsPage } from '../research/overview';
import { domainPaidKeywordsPage } from '../research/paidKeywords';
import { domainRankingHistoryPage } from '../research/rankingHistory';
import { researchSite } from '../research/site';
import { domainTopPagesPage } from '../research/topPages';
import type { ListColumns } from '../research/visibleColumns';
import { groupingByHash, ownProject } from '../workspace/access';
import { keywordListPage } from '../workspace/keywordList';
import { rankContext, storedDomain } from '../workspace/keywordMetrics';

export type ExportSource = components['schemas']['ExportSource'];
type ReportPage = components['schemas']['ExportReportPage'];

/** Rows read per page: the research lists' largest page (their rowsPerPage maximum). */
export const EXPORT_PAGE_ROWS = 1000;

interface ReportPageRows {
  rows: readonly object[];
  totalRowCount: number;
}

/** Whose export it is: the account whose workspace a workspace table is read from. */
export interface ExportOwner {
  /** The project account (a team member reads the team owner's projects). */
  account: number;
}

interface ReportReader {
  /** The contract's column enum of the report's list: the ids visibleColumns may name. */
  columns: ListColumns;
  /** Throws a FieldValidationError naming body.source.* for a source the list would refuse. */
  check(source: ExportSource): void;
  /** Throws a 404 for a workspace source outside the owner's account, before anything is queued. */
  authorize?(db: Db, source: ExportSource, owner: ExportOwner): Promise<void>;
  /** One page of the list, as a full user reads it (startRow from 1). */
  page(
    db: Db,
    source: ExportSource,
    startRow: number,
    rowsPerPage: number,
    owner: ExportOwner,
  ): Promise<ReportPageRows>;
  /** Columns after the chosen ones that the list always shows (a Kombat domain's rank), keys of the page's rows. */
  extraColumns?(source: ExportSource): string[];
}

type KeywordSegment = components['schemas']['KeywordSegment'];
type PaidKeywordSegment = components['schemas']['PaidKeywordSegment'];
type TopPagesSearchType = components['schemas']['TopPagesSearchType'];
type RankingHistoryType = components['schemas']['RankingHistoryType'];

/**
 * The source's `field` as one of the report's own values (enum `schema`), or a 400 naming
 * body.source.<field> and the values there are (`plural`); undefined when the source names none.
 */
function reportChoice<T extends string>(
  source: ExportSource,
  field: 'segment' | 'searchType',
  schema: string,
  plural: string,
): T | undefined {
  const value = source[field];
  if (value === undefined) return undefined;
  const values = schemaEnum(bundle, schema);
  if (!values.includes(value)) {
    throw new FieldValidationError([
      {
        field: `body.source.${field}`,
        message: `${source.report} has no ${field} ${value}; the ${plural} are ${values.join(', ')}`,
      },
    ]);
  }
  return value as T;
}

function keywordSegment<T extends string = KeywordSegment>(
  source: ExportSource,
  schema: 'KeywordSegment' | 'PaidKeywordSegment' = 'KeywordSegment',
): T | undefined {
  return reportChoice<T>(source, 'segment', schema, 'segments');
}

/** The source's searchType as one of the report's own (enum `schema`), or a 400 naming it. */
function searchTypeOf<T extends string>(source: ExportSource, schema: 'TopPagesSearchType' | 'RankingHistoryType') {
  return reportChoice<T>(source, 'searchType', schema, 'types');
}

/**
 * The source's match types as the lists' `matchTypes` parameter ('volume:phrase'), checked (a 400
 * naming body.source.matchTypes); undefined when it names none. The searches column of the file is
 * then the one the screen shows. `columns` are the list's ids of its searches column.
 */
function matchTypesOf(source: ExportSource, columns: Readonly<Record<string, 'volume'>> = { volume: 'volume' }) {
  const pairs = Object.entries(source.matchTypes ?? {}).map(([column, type]) => `${column}:${type}`);
  if (pairs.length === 0) return undefined;
  const typed = pairs.join(',');
  parseMatchTypes(typed, 'body.source.matchTypes', columns);
  return typed;
}

/**
 * The list's matchTypes for one page of the file: an export is background work already, so it
 * stores missing phrase and broad sums itself rather than writing the exact figures.
 */
async function pageMatchTypes(db: Db, source: ExportSource, columns?: Readonly<Record<string, 'volume'>>) {
  const typed = matchTypesOf(source, columns);
  if (typed && !/^(\w+:exact,?)+$/.test(typed)) await ensureMatchTypeVolumes(db);
  return typed ? { matchTypes: typed } : {};
}

/**
 * A site list's request for one page of the file: the source's site, the list's own choice (its
 * segment or type; none when the source names none), the page, and the source's match types.
 */
async function siteListPageRequest<Choice extends object>(
  db: Db,
  source: ExportSource,
  choice: Choice,
  startRow: number,
  rowsPerPage: number,
) {
  return { query: source.query, ...choice, startRow, rowsPerPage, ...(await pageMatchTypes(db, source)) };
}

/** Kombat's searches column, as its matchTypes name it. */
const KOMBAT_SEARCHES = { monthlySearches: 'volume' } as const;

const checkSite = (source: ExportSource) => {
  researchSite(source.query, 'body.source.query');
};

/**
 * A Kombat source's comparison as the list's request names it: the domains (query first, then the
 * competitors, researched spelling) and the region's ranking and not-ranking domains. A region
 * domain outside the comparison is a 400 on body.source.region, before anything is queued.
 */
function kombatComparison(source: ExportSource) {
  const typed = [source.query, ...(source.competitors ?? [])];
  if (typed.length < 2) {
    throw new FieldValidationError([
      { field: 'body.source.competitors', message: 'kombat compares query with one or two competitors' },
    ]);
  }
  const fields = ['body.source.query', ...typed.slice(1).map((_, i) => `body.source.competitors.${i}`)];
  const domains = typed.map((value, i) => researchSite(value, fields[i]).domain);
  const duplicate = domains.findIndex((name, i) => domains.indexOf(name) !== i);
  if (duplicate !== -1) {
    throw new FieldValidationError([{ field: fields[duplicate]!, message: `is ${domains[duplicate]} again` }]);
  }
  if (source.region === undefined) return { domains };
  const ranking = source.region.map((value, i) => {
    const domain = researchSite(value, `body.source.region.${i}`).domain;
    if (!domains.includes(domain)) {
      throw new FieldValidationError([
        { field: `body.source.region.${i}`, message: `${domain} is not one of the compared ${domains.join(', ')}` },
      ]);
    }
    return domain;
  });
  return {
    domains,
    rankingDomains: ranking,
    notRankingDomains: domains.filter((domain) => !ranking.includes(domain)),
  };
}

/** The rank column of each compared domain, named as the Kombat table names it. */
const rankColumnOf = (domain: string) => `rank:${domain}`;

const READERS: Partial<Record<ReportPage, ReportReader>> = {
  'seo-keywords': {
    columns: 'OrganicKeywordColumn',
    check(source) {
      checkSite(source);
      keywordSegment(source);
      matchTypesOf(source);
    },
    async page(db, source, startRow, rowsPerPage) {
      const segment = keywordSegment(source);
      const request = await siteListPageRequest(db, source, segment ? { segment } : {}, startRow, rowsPerPage);
      return domainOrganicKeywordsPage(db, request, true);
    },
  },
  competitors: {
    columns: 'CompetitorColumn',
    check: checkSite,
    page: (db, source, startRow, rowsPerPage) =>
      domainCompetitorsPage(
        db,
        { query: source.query, ...(source.context ? { context: source.context } : {}), startRow, rowsPerPage },
        true,
      ),
  },
  'top-pages': {
    columns: 'TopPageColumn',
    check(source) {
      checkSite(source);
      searchTypeOf(source, 'TopPagesSearchType');
    },
    page(db, source, startRow, rowsPerPage) {
      const searchType = searchTypeOf<TopPagesSearchType>(source, 'TopPagesSearchType');
      return domainTopPagesPage(
        db,
        { query: source.query, ...(searchType ? { searchType } : {}), startRow, rowsPerPage },
        true,
      );
    },
  },
  'ranking-history': {
    columns: 'RankingHistoryColumn',
    check(source) {
      checkSite(source);
      searchTypeOf(source, 'RankingHistoryType');
      matchTypesOf(source);
    },
    async page(db, source, startRow, rowsPerPage) {
      const type = searchTypeOf<RankingHistoryType>(source, 'RankingHistoryType');
      const request = await siteListPageRequest(db, source, type ? { type } : {}, startRow, rowsPerPage);
      return domainRankingHistoryPage(db, request, true);
    },
  },
  kombat: {
    columns: 'KombatSortColumn',
    check(source) {
      kombatComparison(source);
      keywordSegment(source);
      matchTypesOf(source, KOMBAT_SEARCHES);
    },
    extraColumns: (source) => kombatComparison(source).domains.map(rankColumnOf),
    async page(db, source, startRow, rowsPerPage) {
      const segment = keywordSegment(source);
      const answer = await kombatKeywords(
        db,
        {
          ...kombatComparison(source),
          ...(source.countryCode ? { countryCode: source.countryCode } : {}),
          ...(segment ? { segment } : {}),
          startRow,
          rowsToDisplay: rowsPerPage,
          ...(await pageMatchTypes(db, source, KOMBAT_SEARCHES)),
        },
        true,
      );
      // Each domain's rank as a cell of its own, as the table shows them.
      const rows = answer.keywords.map(({ ranks, ...row }) => ({
        ...row,
        ...Object.fromEntries(ranks.map((r) => [rankColumnOf(r.domain), r.rank])),
      }));
      return { rows, totalRowCount: answer.totalRowCount };
    },
  },
  'ppc-kombat': {
    columns: 'PaidKeywordColumn',
    check(source) {
      checkSite(source);
      keywordSegment(source, 'PaidKeywordSegment');
      matchTypesOf(source);
    },
    // Consider Buying rows are a competitor's ads: the table names whose, and so does the file.
    extraColumns: (source) => (source.segment === 'considerbuying' ? ['advertiser'] : []),
    async page(db, source, startRow, rowsPerPage) {
      const segment = keywordSegment<PaidKeywordSegment>(source, 'PaidKeywordSegment');
      const request = await siteListPageRequest(db, source, segment ? { segment } : {}, startRow, rowsPerPage);
      return domainPaidKeywordsPage(db, request, true);
    },
  },
  'keyword-list': {
    columns: 'KeywordSortColumn',
    check: () => undefined,
    async authorize(db, source, owner) {
      await keywordListScope(db, source, owner);
    },
    // The project's keywords (or a group's or label's) in the order the list shows them unsorted,
    // through the same query as GetKeywordList; the groups and labels columns are its name lists.
    async page(db, source, startRow, rowsPerPage, owner) {
      const scope = await keywordListScope(db, source, owner);
      const answer = await keywordListPage(db, {
        projectId: scope.project.id,
        ctx: await rankContext(db, storedDomain(scope.project.primaryDomainName)),
        filter: '',
        sortColumn: undefined,
        direction: 'desc',
        startRow,
        rowsPerPage,
        ...(scope.groupId === undefined ? {} : { groupId: scope.groupId }),
        ...(scope.labelId === undefined ? {} : { labelId: scope.labelId }),
      });
      const rows = answer.keywords.map(({ groupsCsv, labelsCsv, ...row }) => ({
        ...row,
        groups: groupsCsv,
        labels: labelsCsv,
      }));
      return { rows, totalRowCount: answer.totalRowCount };
    },
  },
  backlinks: {
    columns: 'BacklinkColumn',
    check: checkSite,
    page: (db, source, startRow, rowsPerPage) =>
      backlinksPage(db, { query: source.query, startRow, rowsPerPage }, true),
  },
};

/** A keyword-list source's project (its query) and group or label, inside the owner's account only. */
async function keywordListScope(db: Db, source: ExportSource, owner: ExportOwner) {
  const project = await ownProject(db.kysely, owner.account, source.query);
  const [group, label] = await Promise.all([
    source.groupHash ? groupingByHash(db.kysely, 'group', project.id, source.groupHash) : undefined,
    source.labelHash ? groupingByHash(db.kysely, 'label', project.id, source.labelHash) : undefined,
  ]);
  return { project, groupId: group?.id, labelId: label?.id };
}

/** The reports a source export supports today. */
export const SUPPORTED_EXPORT_REPORTS = Object.keys(READERS) as ReportPage[];

function readerOf(source: ExportSource): ReportReader {
  const reader = READERS[source.report];
  if (!reader) {
    throw new FieldValidationError([
      {
        field: 'body.source.report',
        message: `${source.report} cannot be exported as a file yet; the reports that can are ${SUPPORTED_EXPORT_REPORTS.join(', ')}`,
      },
    ]);
  }
  return reader;
}

/**
 * The file's columns: the visible ones in their order, the list's first column (the row's name)
 * always first as the table shows it; every column when visibleColumns is absent.
 */
export function exportColumns(source: ExportSource): string[] {
  const reader = readerOf(source);
  const extra = reader.extraColumns?.(source) ?? [];
  return [...chosenColumns(source, schemaEnum(bundle, reader.columns)), ...extra];
}

function chosenColumns(source: ExportSource, ids: string[]): string[] {
  if (source.visibleColumns === undefined) return ids;
  const visible = source.visibleColumns.split(',');
  const unknown = visible.find((id) => !ids.includes(id));
  if (unknown !== undefined) {
    throw new FieldValidationError([
      {
        field: 'body.source.visibleColumns',
        message: `${source.report} has no column ${unknown}; the columns are ${ids.join(', ')}`,
      },
    ]);
  }
  const [name] = ids;
  const unique = [...new Set(visible)];
  return name !== undefined && !unique.includes(name) ? [name, ...unique] : unique;
}

/**
 * Refuses a source that cannot be exported before it is queued: 400 for a malformed one, 404 for
 * a workspace table outside the owner's account.
 */
export async function checkExportSource(db: Db, source: ExportSource, owner: ExportOwner): Promise<void> {
  const reader = readerOf(source);
  reader.check(source);
  exportColumns(source);
  await reader.authorize?.(db, source, owner);
}

const cellOf = (value: unknown): CsvValue =>
  value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)
    ? (value as CsvValue)
    : JSON.stringify(value);

/** The header and rows of the file: at most maxRows rows, read page by page. */
export async function readExportRows(
  db: Db,
  source: ExportSource,
  maxRows: number,
  owner: ExportOwner,
): Promise<{ header: string[]; rows: CsvValue[][] }> {
  const reader = readerOf(source);
  const header = exportColumns(source);
  const rows: CsvValue[][] = [];
  for (let startRow = 1; rows.length < maxRows;) {
    const rowsPerPage = Math.min(EXPORT_PAGE_ROWS, maxRows - rows.length);
    const page = await reader.page(db, source, startRow, rowsPerPage, owner);
    for (const row of page.rows.slice(0, rowsPerPage)) {
      const cells = row as Record<string, unknown>;
      rows.push(header.map((id) => cellOf(cells[id])));
    }
    startRow += rowsPerPage;
    if (page.rows.length < rowsPerPage || startRow > page.totalRowCount) break;
  }
  return { header, rows };
}
