/** doc 2 §5, §9 — pagination rules: the start row and the rows shown. */
import { MIN_START_ROW } from '../../lib/spec/workspace';

// Our own wording, kept beside the widget (spec texts live in src/lib/spec/text.ts): the spec gives none of these words.
export const PAGINATION_TEXT = {
  label: 'Pagination',
  rowsPerPage: 'Rows per page',
  startRow: 'Start row',
  invalidStartRow: 'Enter a row number of 1 or more.',
  previous: 'Previous',
  next: 'Next',
  rows: 'Rows {first}–{last} of {total}',
} as const;

/** The start row typed by the user: a whole number of at least 1 (spaces ignored), else null. */
export function parseStartRow(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const row = Number(trimmed);
  return Number.isSafeInteger(row) && row >= MIN_START_ROW ? row : null;
}

export interface RowRange {
  first: number;
  last: number;
  total: number;
}

/** The rows a page shows: first..last of total (0–0 of 0 when there are none). */
export function rowRange(startRow: number, pageSize: number, totalRows: number): RowRange {
  if (totalRows <= 0) return { first: 0, last: 0, total: 0 };
  const first = Math.min(Math.max(MIN_START_ROW, startRow), totalRows);
  return { first, last: Math.min(first + pageSize - 1, totalRows), total: totalRows };
}

/** Start row of the previous page (never below 1), or null on the first page. */
export function previousStartRow(startRow: number, pageSize: number): number | null {
  return startRow <= MIN_START_ROW ? null : Math.max(MIN_START_ROW, startRow - pageSize);
}

/** Start row of the next page, or null when the current page reaches the last row. */
export function nextStartRow(startRow: number, pageSize: number, totalRows: number): number | null {
  const next = startRow + pageSize;
  return next > totalRows ? null : next;
}
