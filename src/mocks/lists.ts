/**
 * The research lists as the server answers them (src/server/research/lists.ts `pageWindow` and
 * `listPage`, each list's SQL, research/visibleColumns.ts), for every list mock: the whole fixture
 * goes in, one page comes out — filtered by text (case-insensitive, contains), sorted by any
 * column in either direction with empty cells last and ties in fixture order (the server's id
 * order), paged from startRow 1, rows past FREE_RESEARCH_ROWS throttled for a visitor or a user
 * without a full account, and the cells of columns not in visibleColumns blanked. The rules that
 * are shared code (the page window and its throttled rows in lib/listPaging.ts, the placeholder
 * row, blanking) are imported, not copied; the order is the server's SQL, written again here.
 */
import { getMockDb } from './db';
import { MockHttpError } from './errors';
import { MOCK_RESEARCH_MONTHS } from './fixtures/research';
import { blankHiddenColumns, isMatchType, type MatchType } from '../lib/columns';
import { listPage as throttledPage, pageWindow, type PageWindow, type SortDirection } from '../lib/listPaging';

// The page window is the server's own rule, shared through lib.
export { pageWindow, type SortDirection };

/** What a list request asks for: the research lists' query parameters (Kombat's body maps onto them). */
export interface ListRequest {
  startRow?: number;
  rowsPerPage?: number;
  sortBy?: string;
  sortDirection?: SortDirection;
  filterText?: string;
  /** Comma-separated column ids, as typed. */
  visibleColumns?: string;
}

/** The list parameters of a research query string (absent ones stay absent). */
export function listRequestOf(query: { get(name: string): string | null | undefined }): ListRequest {
  const text = (name: string) => query.get(name) ?? undefined;
  const count = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : Number(value);
  };
  const direction = text('sortDirection');
  return {
    startRow: count('startRow'),
    rowsPerPage: count('rowsPerPage'),
    sortBy: text('sortBy'),
    sortDirection: direction === 'asc' || direction === 'desc' ? direction : undefined,
    filterText: text('filterText'),
    visibleColumns: text('visibleColumns'),
  };
}

/** Whether the mock session is a full user's; a visitor or a free user gets throttled rows. */
export function isFullCaller(): boolean {
  const { user } = getMockDb();
  return user.isLoggedIn && user.isFullUser;
}

/** The rows with a cell containing `filter` (already lower-cased; '' keeps every row). */
export function filterRows<Row>(rows: readonly Row[], filter: string, cells: (row: Row) => readonly (string | null)[]) {
  if (filter === '') return [...rows];
  return rows.filter((row) => cells(row).some((cell) => cell !== null && cell.toLowerCase().includes(filter)));
}

/** Two non-empty cells in the database's order: numbers by value, false before true, text by code point. */
export function compareCells(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The rows ordered by `key` in `direction`: empty cells (null) last either way, as the server's
 * lists write `case when … is null then 1 else 0 end` first; ties keep the fixture's order in both
 * directions, as the server's ties go by id ascending.
 */
export function sortRows<Row>(rows: readonly Row[], key: (row: Row) => unknown, direction: SortDirection): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, cell: key(row) ?? null }))
    .sort((a, b) => {
      if (a.cell === null || b.cell === null) {
        return (a.cell === null ? 1 : 0) - (b.cell === null ? 1 : 0) || a.index - b.index;
      }
      return sign * compareCells(a.cell, b.cell) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/**
 * The page of already filtered and sorted rows: the visible ones, then one placeholder row for
 * each hidden row the page would hold (the server's `listPage`), and the list's counts.
 */
export function pageRows<Row>(window: PageWindow, rows: readonly Row[], hidden: Row) {
  return throttledPage(window, rows.slice(window.startRow - 1), rows.length, hidden);
}

/**
 * The rows with the cells of every column not in `typed` set to null (all of them when absent);
 * an id the list does not have is a 400 naming `field`, as the server answers it.
 */
export function withVisibleColumns<Row extends object>(
  rows: readonly Row[],
  typed: string | undefined,
  columns: readonly string[],
  field = 'query.visibleColumns',
): Row[] {
  if (typed === undefined) return [...rows];
  const visible = typed.split(',');
  const unknown = visible.find((id) => !columns.includes(id));
  if (unknown !== undefined) {
    throw MockHttpError.invalid(field, `has no column ${unknown}; the columns are ${columns.join(', ')}`);
  }
  return blankHiddenColumns(rows, columns, visible);
}

/** How a list mock reads its fixture. */
export interface ListSpec<Row> {
  /** The list's column ids (the contract's enum of its sortBy), the row's name first. */
  columns: readonly string[];
  /** The placeholder row of a throttled page. */
  hidden: Row;
  /** The order the list opens in when the request names no sortBy. */
  defaultSort: { by: string; direction: SortDirection };
  /** The direction of a named sortBy without sortDirection (default desc). */
  directionOf?: (sortBy: string) => SortDirection;
  /** The cells filterText looks in. */
  filterCells: (row: Row) => readonly (string | null)[];
  /** What a column sorts by, where it is not the row's own cell. */
  sortKeys?: Partial<Record<string, (row: Row) => unknown>>;
}

/**
 * One page of `rows` as the server answers `request`: filtered, sorted, paged, throttled unless
 * `isFullUser`, columns blanked. `matchingRows` is every row the filter kept (for totals that the
 * server counts over the filtered list, e.g. referring domains).
 */
export function listPage<Row extends object>(
  rows: readonly Row[],
  spec: ListSpec<Row>,
  request: ListRequest,
  isFullUser = isFullCaller(),
) {
  const sortBy = request.sortBy ?? spec.defaultSort.by;
  const defaultDirection =
    request.sortBy === undefined ? spec.defaultSort.direction : (spec.directionOf?.(request.sortBy) ?? 'desc');
  const window = pageWindow(request, isFullUser, defaultDirection);
  const matchingRows = filterRows(rows, window.filter, spec.filterCells);
  const key = spec.sortKeys?.[sortBy] ?? ((row: Row) => (row as Record<string, unknown>)[sortBy]);
  const page = pageRows(window, sortRows(matchingRows, key, window.direction), spec.hidden);
  return {
    window,
    matchingRows,
    page: { ...page, rows: withVisibleColumns(page.rows, request.visibleColumns, spec.columns) },
  };
}

/** The month a request asks for, checked against the mock's year of data (the latest when absent). */
export function researchMonth(asked: string | null | undefined, field = 'query.month') {
  const month = asked ?? MOCK_RESEARCH_MONTHS.at(-1)!;
  if (!MOCK_RESEARCH_MONTHS.includes(month)) throw MockHttpError.invalid(field, 'is not a month of the research data');
  const previousMonth = MOCK_RESEARCH_MONTHS[MOCK_RESEARCH_MONTHS.indexOf(month) - 1] ?? null;
  return { month, previousMonth };
}

/** The list columns that take a match type (the server's research/matchTypes.ts MATCH_TYPE_COLUMNS). */
const MATCH_TYPE_COLUMNS: readonly string[] = ['volume'];

const wordsOf = (term: string) => term.split(' ').filter((word) => word !== '');

/** Whether `container` holds the words of `term` in order, together (phrase) or anywhere (broad). */
function holdsTerm(container: string, term: string, matchType: 'phrase' | 'broad'): boolean {
  if (matchType === 'phrase') return ` ${wordsOf(container).join(' ')} `.includes(` ${wordsOf(term).join(' ')} `);
  const words = new Set(wordsOf(container));
  return wordsOf(term).every((word) => words.has(word));
}

/**
 * The request's `matchTypes` as the list answers them now: while the mock db's
 * matchTypesPendingAnswers last (a story's seed `matchTypesPending`), a phrase or broad request is
 * answered with the exact figures and `matchTypesPending` — the server's match-type job not done
 * yet (research/matchTypes.ts prepareMatchTypes). `pending` is spread into the answer.
 */
export function matchTypesNow(typed: string | null | undefined): {
  typed: string | null;
  pending: { matchTypesPending?: boolean };
} {
  const mockDb = getMockDb();
  if (!typed || !/:(phrase|broad)\b/.test(typed) || mockDb.matchTypesPendingAnswers <= 0) {
    return { typed: typed ?? null, pending: {} };
  }
  mockDb.matchTypesPendingAnswers -= 1;
  return { typed: typed.replace(/:(phrase|broad)\b/g, ':exact'), pending: { matchTypesPending: true } };
}

/**
 * The rows with the searches of `column` in the request's match type, as the server's `matchTypes`
 * answers them (research/matchTypes.ts): exact keeps each keyword's own searches; phrase adds up
 * the searches of every keyword of `corpus` holding its words in order, broad those holding all its
 * words in any order (itself included). A column without a match type is a 400 naming the field.
 */
export function withMatchTypes<Row extends { keyword: string; volume: number | null }>(
  rows: readonly Row[],
  typed: string | null | undefined,
  corpus: readonly { keyword: string; volume: number | null }[] = rows,
  field = 'query.matchTypes',
): Row[] {
  let matchType: MatchType = 'exact';
  for (const pair of (typed ?? '').split(',').filter((p) => p !== '')) {
    const [column = '', type = ''] = pair.split(':');
    if (!MATCH_TYPE_COLUMNS.includes(column)) {
      throw MockHttpError.invalid(
        field,
        `has no match-type column ${column}; the columns are ${MATCH_TYPE_COLUMNS.join(', ')}`,
      );
    }
    if (!isMatchType(type)) throw MockHttpError.invalid(field, `has no match type ${type}`);
    matchType = type;
  }
  if (matchType === 'exact') return [...rows];
  const type = matchType;
  const isThrottled = (row: object) => (row as { isThrottled?: boolean }).isThrottled === true;
  const keywords = corpus.filter((other) => !isThrottled(other));
  return rows.map((row) =>
    isThrottled(row)
      ? row
      : {
          ...row,
          volume: keywords
            .filter((other) => holdsTerm(other.keyword, row.keyword, type))
            .reduce((sum, other) => sum + (other.volume ?? 0), 0),
        },
  );
}
