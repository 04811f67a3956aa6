/**
 * The research table's rules (doc 2 §4–§6, §9), free of the DOM: which columns
 * show, what a page request sends to the server (the server sorts, filters and pages: sortBy,
 * sortDirection, startRow, rowsPerPage, filterText, visibleColumns), who sees which throttle link,
 * which empty state shows, and the text a copy puts on the clipboard.
 */
import type { ReactNode } from 'react';

import { type ColumnDefinition, type ColumnState, getMatchType, isColumnVisible } from '../../../lib/columns';
import type { NullPlacement, SortDirection, SortKind, SortValue } from '../../../lib/sortCycle';
import { DEFAULT_PAGE_SIZE, MIN_START_ROW, THROTTLED_CELL_PLACEHOLDER } from '../../../lib/spec/workspace';
import { isSignedIn } from '../../../state/user';
import type { CellAlignment, TableSort } from '../../../ui/Table/Table';

export type { TableSort };

/** Who looks at the list: a visitor, a logged-in user without a full account, or a full user. */
export type Viewer = 'visitor' | 'free' | 'full';

/** A column of a research list: a column definition (doc 2 §3) that knows its cell. */
export interface ResearchColumn<Row> extends ColumnDefinition {
  header: string;
  /** The cell value: sent to the clipboard, and shown when there is no `render`. */
  value: (row: Row) => SortValue;
  render?: (row: Row) => ReactNode;
  /** doc 2 §4: 'text' cycles none → asc → desc, 'numeric' none → desc → asc. */
  sortKind: SortKind;
  /**
   * Where the server puts empty values (doc 2 §4 "nulls by the rule"); kept with the column so the
   * rule is written down where the column is, though the sorting itself is the server's.
   */
  nulls?: NullPlacement;
  align?: CellAlignment;
  isSortable?: boolean;
  width?: string;
}

/** What the list shows now: the sort, the filter, the page and the columns (the last in the URL). */
export interface ResearchListQuery {
  sort: TableSort | null;
  filterText: string;
  startRow: number;
  rowsPerPage: number;
  columns: ColumnState;
}

/** The paging, sorting, filtering and column parameters every research list operation takes. */
export interface ResearchListRequest {
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
  startRow: number;
  rowsPerPage: number;
  filterText?: string;
  visibleColumns: string;
  /** The shown match-type columns' match types ('volume:phrase'); absent when none is shown. */
  matchTypes?: string;
}

export function initialListQuery(columns: ColumnState): ResearchListQuery {
  return { sort: null, filterText: '', startRow: MIN_START_ROW, rowsPerPage: DEFAULT_PAGE_SIZE, columns };
}

/** Who reads a research table: a visitor (an all-zero user id counts as one), a free user or a full user. */
export function viewerOf(user: {
  isLoggedIn: boolean;
  userId: string | null | undefined;
  isFullUser: boolean;
}): Viewer {
  if (!isSignedIn(user)) return 'visitor';
  return user.isFullUser ? 'full' : 'free';
}

/** The columns shown, in order: the always-present ones, then the visible ones in their chosen order. */
export function shownColumns<Row>(columns: readonly ResearchColumn<Row>[], state: ColumnState): ResearchColumn<Row>[] {
  const always = columns.filter((column) => column.isAlwaysPresent);
  const chosen = state.visibleColumns
    .map((id) => columns.find((column) => column.id === id && !column.isAlwaysPresent))
    .filter((column): column is ResearchColumn<Row> => column !== undefined);
  return [...always, ...chosen];
}

/** A sort on a column that is no longer shown is dropped: the header that shows it is gone. */
export function effectiveSort<Row>(
  sort: TableSort | null,
  columns: readonly ResearchColumn<Row>[],
  state: ColumnState,
): TableSort | null {
  if (!sort || sort.direction === 'none') return null;
  const column = columns.find((c) => c.id === sort.columnId);
  if (!column) return null;
  return column.isAlwaysPresent || isColumnVisible(state, column.id) ? sort : null;
}

/**
 * The request for one page: the sort ('none' sends nothing, so the server's default order holds),
 * the trimmed filter (omitted when blank), the page, and the shown column ids as a comma list — the
 * server answers the other cells as null.
 */
export function listRequest<Row>(
  query: ResearchListQuery,
  columns: readonly ResearchColumn<Row>[],
): ResearchListRequest {
  const sort = effectiveSort(query.sort, columns, query.columns);
  const filterText = query.filterText.trim();
  const shown = shownColumns(columns, query.columns);
  const matchTypes = matchTypesParam(shown, query.columns);
  return {
    ...(sort ? { sortBy: sort.columnId, sortDirection: sort.direction as 'asc' | 'desc' } : {}),
    startRow: Math.max(MIN_START_ROW, query.startRow),
    rowsPerPage: query.rowsPerPage,
    ...(filterText ? { filterText } : {}),
    visibleColumns: shown.map((column) => column.id).join(','),
    ...(matchTypes ? { matchTypes } : {}),
  };
}

/**
 * doc 2 §3 — the match type in force of each shown column that has one, as the lists' `matchTypes`
 * parameter ('volume:phrase'); null when no shown column has a match type.
 */
export function matchTypesParam(shown: readonly ColumnDefinition[], state: ColumnState): string | null {
  const pairs = shown
    .filter((column) => column.matchType !== undefined)
    .map((column) => `${column.id}:${getMatchType(state, column)}`);
  return pairs.length > 0 ? pairs.join(',') : null;
}

/** The match type a column's header names: the one in force, when it is not the column's own. */
export function headerMatchType(column: ColumnDefinition, state: ColumnState) {
  if (column.matchType === undefined) return null;
  const matchType = getMatchType(state, column);
  return matchType === column.matchType ? null : matchType;
}

/** A new sort goes back to the first page; so does a new filter or page size. */
export function withSort(query: ResearchListQuery, sort: TableSort | null): ResearchListQuery {
  return { ...query, sort: sort && sort.direction !== 'none' ? sort : null, startRow: MIN_START_ROW };
}

export function withFilter(query: ResearchListQuery, filterText: string): ResearchListQuery {
  return { ...query, filterText: filterText.trim(), startRow: MIN_START_ROW };
}

export function withPageSize(query: ResearchListQuery, rowsPerPage: number): ResearchListQuery {
  return { ...query, rowsPerPage, startRow: MIN_START_ROW };
}

/** doc 2 §6 — a throttled row: the server says so, or its name is the placeholder. */
export function isThrottledRow(row: { isThrottled?: boolean }, name?: SortValue): boolean {
  return row.isThrottled === true || name === THROTTLED_CELL_PLACEHOLDER;
}

/** doc 2 §6 — visitors are asked to log in; everyone else is offered the purchase page. */
export function throttleLinkKind(viewer: Viewer): 'login' | 'purchase' {
  return viewer === 'visitor' ? 'login' : 'purchase';
}

/**
 * doc 2 §6 — research tables are tripwire-enabled for visitors: a page with throttled rows shows the
 * tripwire overlay over them, asking to log in. Users who are logged in keep the rows' purchase links.
 */
export function showsTripwire(viewer: Viewer, rows: readonly { isThrottled?: boolean }[]): boolean {
  return viewer === 'visitor' && rows.some((row) => isThrottledRow(row));
}

/** Which empty state an empty page shows: nothing matched the filter, or the list has no rows. */
export function emptyKind(filterText: string): 'noMatch' | 'noRows' {
  return filterText.trim() === '' ? 'noRows' : 'noMatch';
}

/** doc 2 §6 — who may export: visitors are asked to log in, users without a full account see the upsell. */
export function exportAccess(viewer: Viewer): 'loggedOut' | 'upsell' | 'allowed' {
  if (viewer === 'visitor') return 'loggedOut';
  return viewer === 'full' ? 'allowed' : 'upsell';
}

/** A cell as text for the clipboard: tabs and line breaks would split it, so they become spaces. */
function clipboardCell(value: SortValue): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.replace(/[\t\r\n]+/g, ' ');
}

/**
 * The rows as tab-separated text with a header line (what a spreadsheet pastes as cells); throttled
 * rows are left out, since their cells hold nothing.
 */
export function rowsAsTsv<Row extends { isThrottled?: boolean }>(
  columns: readonly ResearchColumn<Row>[],
  rows: readonly Row[],
): string {
  const lines = [columns.map((column) => clipboardCell(column.header)).join('\t')];
  for (const row of rows) {
    if (isThrottledRow(row)) continue;
    lines.push(columns.map((column) => clipboardCell(column.value(row))).join('\t'));
  }
  return lines.join('\n');
}

/** The names of the rows (the first shown column), one per line; throttled rows left out. */
export function rowNames<Row extends { isThrottled?: boolean }>(
  columns: readonly ResearchColumn<Row>[],
  rows: readonly Row[],
): string[] {
  const first = columns[0];
  if (!first) return [];
  return rows.filter((row) => !isThrottledRow(row)).map((row) => clipboardCell(first.value(row)));
}

/** The sort a header click asks for, as the request's parameters (for stories and tests). */
export function sortParams(sort: TableSort | null): { sortBy: string | null; sortDirection: SortDirection } {
  return sort ? { sortBy: sort.columnId, sortDirection: sort.direction } : { sortBy: null, sortDirection: 'none' };
}
