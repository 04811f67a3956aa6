/**
 * doc 2 §4, §5, §6, §9 — the table's rules that need no DOM: throttled cells, when the body
 * animates, when the spinner shows, the sort state in the shape @tanstack/react-table expects, and a
 * controlled-or-uncontrolled value hook.
 */
import type { SortingState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';

import { formatDate, formatNumber } from '../../lib/format';
import { isEmptyValue, type SortDirection, type SortValue } from '../../lib/sortCycle';
import { NULL_SYMBOL } from '../../lib/spec/formats';
import type { CELL_ALIGNMENTS } from '../../lib/spec/workspace';
import {
  TABLE_ANIMATE_MAX_ROWS,
  TABLE_ANIMATE_MIN_ROWS,
  TABLE_SPINNER_MIN_EXPECTED_ROWS,
  THROTTLED_CELL_TEXTS,
} from '../../lib/spec/workspace';

export type CellAlignment = (typeof CELL_ALIGNMENTS)[number];
export type Viewer = 'visitor' | 'loggedIn';

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

/** Rows above this count are virtualised (only the rows in view are in the DOM). */
export const VIRTUALIZE_ABOVE_ROWS = 100;

/** The text a cell shows before any custom renderer: empty → '-', numbers with thousands. */
export function cellText(value: SortValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isNaN(value) ? '' : formatNumber(value, Number.isInteger(value) ? 0 : 2);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDate(value);
  return String(value);
}

export function displayCellText(value: SortValue): string {
  return isEmptyValue(value) ? NULL_SYMBOL : cellText(value);
}

/**
 * doc 2 §6 — a cell is throttled when its text is empty, the placeholder '!~~sub~~fo~~mo~~!' or
 * 'log in to see all results' (compared trimmed and ignoring case).
 */
export function isThrottledText(text: string | null | undefined): boolean {
  const normalised = (text ?? '').trim().toLowerCase();
  return (THROTTLED_CELL_TEXTS as readonly string[]).some((t) => t.toLowerCase() === normalised);
}

/** doc 2 §9 — table bodies with 1 to 50 rows animate. */
export function shouldAnimateBody(rowCount: number): boolean {
  return rowCount >= TABLE_ANIMATE_MIN_ROWS && rowCount <= TABLE_ANIMATE_MAX_ROWS;
}

/** doc 2 §9 — the spinner shows only when more than 5 rows are expected. */
export function shouldShowSpinner(isLoading: boolean, expectedRowCount: number): boolean {
  return isLoading && expectedRowCount > TABLE_SPINNER_MIN_EXPECTED_ROWS;
}

export function toSortingState(sort: TableSort | null): SortingState {
  if (!sort || sort.direction === 'none') return [];
  return [{ id: sort.columnId, desc: sort.direction === 'desc' }];
}

export function ariaSort(direction: SortDirection): 'ascending' | 'descending' | 'none' {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}

/** A value the parent may control (`value` given) or leave to the component (`defaultValue`). */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!isControlled) setInner(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, set];
}

/** Ids whose entry in a selection or expansion record is true, in `order`. */
export function idsFromRecord(record: Readonly<Record<string, boolean>>, order: readonly string[]): string[] {
  return order.filter((id) => record[id] === true);
}

export function recordFromIds(ids: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(ids.map((id) => [id, true]));
}
