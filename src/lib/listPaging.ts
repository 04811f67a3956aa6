/**
 * The research lists' paging, one rule for the server (server/research/lists.ts) and the list
 * mocks (mocks/lists.ts): the page asked for with its defaults, and the page throttled for a
 * visitor or a user without a full account — the first FREE_RESEARCH_ROWS rows of the list, then
 * one placeholder row for each hidden row the page would hold, so the page's length tells the
 * truth while its content stays hidden.
 */
import { FREE_RESEARCH_ROWS } from './spec/research';

export type SortDirection = 'asc' | 'desc';

/** Rows per page when the caller names none: the spec's keyword-table page size. */
export const DEFAULT_ROWS_PER_PAGE = 250;

/** The paging part of a list request (absent fields take the defaults). */
export interface PageRequest {
  /** 1-based. */
  startRow?: number;
  rowsPerPage?: number;
  sortDirection?: SortDirection;
  filterText?: string;
}

/** A page request with the defaults applied, and how many of its rows the caller may see. */
export interface PageWindow {
  /** 1-based. */
  startRow: number;
  rowsPerPage: number;
  direction: SortDirection;
  /** Lower-cased and trimmed; '' for none. */
  filter: string;
  /** Null for a full user. */
  freeRowCount: number | null;
  /** Rows of the page the caller sees: the page for a full user, the free rows left on it for others. */
  visibleRows: number;
}

export function pageWindow(
  request: PageRequest,
  isFullUser: boolean,
  defaultDirection: SortDirection = 'desc',
): PageWindow {
  const startRow = request.startRow ?? 1;
  const rowsPerPage = request.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE;
  const freeRowCount = isFullUser ? null : FREE_RESEARCH_ROWS;
  return {
    startRow,
    rowsPerPage,
    direction: request.sortDirection ?? defaultDirection,
    filter: request.filterText?.trim().toLowerCase() ?? '',
    freeRowCount,
    visibleRows: freeRowCount === null ? rowsPerPage : Math.max(0, Math.min(rowsPerPage, freeRowCount - startRow + 1)),
  };
}

/**
 * The page's rows: the visible ones (`visible` starts at the page's first row; rows past the
 * window's visibleRows are dropped), then one placeholder row for each hidden row the page would
 * hold of a list of `totalRowCount` rows.
 */
function throttledRows<Row>(window: PageWindow, visible: readonly Row[], totalRowCount: number, hidden: Row) {
  const shown = visible.slice(0, window.visibleRows);
  const onPage = Math.max(0, Math.min(window.rowsPerPage, totalRowCount - window.startRow + 1));
  return [...shown, ...Array.from({ length: Math.max(0, onPage - shown.length) }, () => hidden)];
}

/** The list fields of an answer: the count, the free rows and the page. */
export function listPage<Row>(window: PageWindow, visible: readonly Row[], totalRowCount: number, hidden: Row) {
  return {
    totalRowCount,
    freeRowCount: window.freeRowCount,
    rows: throttledRows(window, visible, totalRowCount, hidden),
  };
}
