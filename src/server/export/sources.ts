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
import { domainOrganicKeywordsPage } from '../research/overview';
import { domainRankingHistoryPage } from '../research/rankingHistory';
import { researchSite } from '../research/site';
import { domainTopPagesPage } from '../research/topPages';
import type { ListColumns } from '../research/visibleColumns';

export type ExportSource = components['schemas']['ExportSource'];
type ReportPage = components['schemas']['ExportReportPage'];

/** Rows read per page: the research lists' largest page (their rowsPerPage maximum). */
export const EXPORT_PAGE_ROWS = 1000;

interface ReportPageRows {
  rows: readonly object[];
  totalRowCount: number;
}

interface ReportReader {
  /** The contract's column enum of the report's list: the ids visibleColumns may name. */
  columns: ListColumns;
  /** Throws a FieldValidationError naming body.source.* for a source the list would refuse. */
  check(source: ExportSource): void;
  /** One page of the list, as a full user reads it (startRow from 1). */
  page(db: Db, source: ExportSource, startRow: number, rowsPerPage: number): Promise<ReportPageRows>;
}

type KeywordSegment = components['schemas']['KeywordSegment'];
type TopPagesSearchType = components['schemas']['TopPagesSearchType'];
type RankingHistoryType = components['schemas']['RankingHistoryType'];

function keywordSegment(source: ExportSource): KeywordSegment | undefined {
  if (source.segment === undefined) return undefined;
  const segments = schemaEnum(bundle, 'KeywordSegment');
  if (!segments.includes(source.segment)) {
    throw new FieldValidationError([
      {
        field: 'body.source.segment',
        message: `${source.report} has no segment ${source.segment}; the segments are ${segments.join(', ')}`,
      },
    ]);
  }
  return source.segment as KeywordSegment;
}

/** The source's searchType as one of the report's own (enum `schema`), or a 400 naming it. */
function searchTypeOf<T extends string>(source: ExportSource, schema: 'TopPagesSearchType' | 'RankingHistoryType') {
  if (source.searchType === undefined) return undefined;
  const types = schemaEnum(bundle, schema);
  if (!types.includes(source.searchType)) {
    throw new FieldValidationError([
      {
        field: 'body.source.searchType',
        message: `${source.report} has no searchType ${source.searchType}; the types are ${types.join(', ')}`,
      },
    ]);
  }
  return source.searchType as T;
}

const checkSite = (source: ExportSource) => {
  researchSite(source.query, 'body.source.query');
};

const READERS: Partial<Record<ReportPage, ReportReader>> = {
  'seo-keywords': {
    columns: 'OrganicKeywordColumn',
    check(source) {
      checkSite(source);
      keywordSegment(source);
    },
    page(db, source, startRow, rowsPerPage) {
      const segment = keywordSegment(source);
      return domainOrganicKeywordsPage(
        db,
        { query: source.query, ...(segment ? { segment } : {}), startRow, rowsPerPage },
        true,
      );
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
    },
    page(db, source, startRow, rowsPerPage) {
      const type = searchTypeOf<RankingHistoryType>(source, 'RankingHistoryType');
      return domainRankingHistoryPage(
        db,
        { query: source.query, ...(type ? { type } : {}), startRow, rowsPerPage },
        true,
      );
    },
  },
  backlinks: {
    columns: 'BacklinkColumn',
    check: checkSite,
    page: (db, source, startRow, rowsPerPage) =>
      backlinksPage(db, { query: source.query, startRow, rowsPerPage }, true),
  },
};

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
  const ids = schemaEnum(bundle, readerOf(source).columns);
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

/** Refuses (400) a source that cannot be exported, before it is queued. */
export function checkExportSource(source: ExportSource): void {
  readerOf(source).check(source);
  exportColumns(source);
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
): Promise<{ header: string[]; rows: CsvValue[][] }> {
  const reader = readerOf(source);
  const header = exportColumns(source);
  const rows: CsvValue[][] = [];
  for (let startRow = 1; rows.length < maxRows;) {
    const rowsPerPage = Math.min(EXPORT_PAGE_ROWS, maxRows - rows.length);
    const page = await reader.page(db, source, startRow, rowsPerPage);
    for (const row of page.rows.slice(0, rowsPerPage)) {
      const cells = row as Record<string, unknown>;
      rows.push(header.map((id) => cellOf(cells[id])));
    }
    startRow += rowsPerPage;
    if (page.rows.length < rowsPerPage || startRow > page.totalRowCount) break;
  }
  return { header, rows };
}
