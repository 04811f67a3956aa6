/**
 * The keyword list view's rules (doc 2 §2 "Keyword list view", §3 keyword list state, §4 sort
 * cycle, §9): its columns, how its state becomes a GetKeywordList request, names lists, and what
 * the export and copy items carry.
 */
import { KEYWORD_TEXT } from './keywordTexts';
import type { components, operations } from '../../../api/schema.gen';
import { numericColumn, type ColumnDefinition, type ColumnState } from '../../../lib/columns';
import { formatCurrency, formatNumber, formatSignedNumber } from '../../../lib/format';
import type { NullPlacement, SortKind, SortValue } from '../../../lib/sortCycle';
import type { TableSort } from '../../../ui/Table/Table';

export type KeywordRow = components['schemas']['KeywordRow'];
export type KeywordSortColumn = components['schemas']['KeywordSortColumn'];
type KeywordListQueryParams = operations['getKeywordList']['parameters']['query'];

/** doc 2 §3, §9 — the list state's first row and page size. */
export const KEYWORD_LIST_START_ROW = 1;
export const KEYWORD_LIST_ROWS_PER_PAGE = 250;

export interface KeywordColumn extends ColumnDefinition {
  id: KeywordSortColumn;
  header: string;
  value: (row: KeywordRow) => SortValue;
  display: (row: KeywordRow) => string;
  sortKind: SortKind;
  nulls?: NullPlacement;
  align?: 'left' | 'right';
}

/** groupsCsv / labelsCsv → names, blanks dropped (doc 2 §3). */
export function splitNames(csv: string): string[] {
  return csv
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

const H = KEYWORD_TEXT.columns;

/** The keyword, always shown, then the columns the selector offers (doc 2 §9 names the ids). */
export const KEYWORD_COLUMNS: readonly KeywordColumn[] = [
  {
    id: 'keyword',
    header: H.keyword,
    isAlwaysPresent: true,
    value: (row) => row.keyword,
    display: (row) => row.keyword,
    sortKind: 'text',
  },
  {
    id: 'groups',
    header: H.groups,
    value: (row) => splitNames(row.groupsCsv).join(', '),
    display: (row) => splitNames(row.groupsCsv).join(', '),
    sortKind: 'text',
    nulls: 'high',
  },
  {
    id: 'labels',
    header: H.labels,
    value: (row) => splitNames(row.labelsCsv).join(', '),
    display: (row) => splitNames(row.labelsCsv).join(', '),
    sortKind: 'text',
    nulls: 'high',
  },
  numericColumn('costPerClick', H.costPerClick, (row) => row.costPerClick, formatCurrency),
  numericColumn('monthlySearches', H.monthlySearches, (row) => row.monthlySearches, formatNumber),
  // Unranked keywords go after the worst rank.
  numericColumn('currentRank', H.currentRank, (row) => row.currentRank, formatNumber, {
    nulls: 'high',
  }),
  numericColumn('clickChange', H.clickChange, (row) => row.clickChange, formatSignedNumber),
  numericColumn('rankingDifficulty', H.rankingDifficulty, (row) => row.rankingDifficulty, formatNumber),
  numericColumn('rankChange', H.rankChange, (row) => row.rankChange, formatSignedNumber),
];

export const KEYWORD_COLUMN_IDS: readonly string[] = KEYWORD_COLUMNS.map((column) => column.id);

/** The keyword, then the chosen columns in the order chosen. */
export function shownKeywordColumns(state: ColumnState): KeywordColumn[] {
  const chosen = state.visibleColumns
    .map((id) => KEYWORD_COLUMNS.find((column) => column.id === id && !column.isAlwaysPresent))
    .filter((column): column is KeywordColumn => column !== undefined);
  return [...KEYWORD_COLUMNS.filter((column) => column.isAlwaysPresent), ...chosen];
}

/** doc 2 §3 — the keyword list state (sort, paging, filter, group or label). */
export interface KeywordListQuery {
  projectId: string;
  groupHash?: string;
  labelHash?: string;
  filterText: string;
  sort: TableSort | null;
  startRow: number;
}

export function initialKeywordListQuery(projectId: string, groupHash?: string, labelHash?: string): KeywordListQuery {
  return { projectId, groupHash, labelHash, filterText: '', sort: null, startRow: KEYWORD_LIST_START_ROW };
}

const isSortColumn = (id: string): id is KeywordSortColumn => KEYWORD_COLUMN_IDS.includes(id);

/** The GetKeywordList request for a state: 250 rows from startRow; no sort sends no sort column. */
export function keywordListRequest(query: KeywordListQuery): KeywordListQueryParams {
  const sort = query.sort && query.sort.direction !== 'none' && isSortColumn(query.sort.columnId) ? query.sort : null;
  return {
    projectId: query.projectId,
    filterTerm: query.filterText,
    rowsToDisplay: KEYWORD_LIST_ROWS_PER_PAGE,
    startRow: query.startRow,
    ...(sort
      ? { sortColumn: sort.columnId as KeywordSortColumn, sortDirection: sort.direction as 'asc' | 'desc' }
      : {}),
    ...(query.groupHash ? { groupHash: query.groupHash } : {}),
    ...(query.labelHash ? { labelHash: query.labelHash } : {}),
  };
}

/** The rows chosen for a copy: the selected ones when there are any, else the page. */
export function rowsToCopy(rows: readonly KeywordRow[], selectedIds: readonly string[]): KeywordRow[] {
  if (selectedIds.length === 0) return [...rows];
  return rows.filter((row) => selectedIds.includes(String(row.termId)));
}

/** Tab-separated rows with a header line, as a spreadsheet pastes them. */
export function keywordRowsAsTsv(columns: readonly KeywordColumn[], rows: readonly KeywordRow[]): string {
  const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  return [
    columns.map((column) => clean(column.header)).join('\t'),
    ...rows.map((row) => columns.map((column) => clean(column.display(row))).join('\t')),
  ].join('\n');
}

export const keywordNames = (rows: readonly KeywordRow[]) => rows.map((row) => row.keyword).join('\n');
