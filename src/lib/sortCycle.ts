/**
 * doc 2 §4 — the table sort cycle and a comparator that places null and empty values.
 */
import type { SORT_DIRECTIONS } from './spec/workspace';

export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** Text columns start ascending; numeric columns start descending. */
export type SortKind = 'text' | 'numeric';
/**
 * Where empty values go: 'high' treats them as greater than every value (last when ascending,
 * first when descending); 'low' as smaller than every value (first ascending, last descending).
 */
export type NullPlacement = 'high' | 'low';

const CYCLES: Record<SortKind, readonly SortDirection[]> = {
  text: ['none', 'asc', 'desc'],
  numeric: ['none', 'desc', 'asc'],
};

/** Text: none → asc → desc → none. Numeric: none → desc → asc → none. */
export function nextSortDirection(current: SortDirection, kind: SortKind): SortDirection {
  const cycle = CYCLES[kind];
  const index = cycle.indexOf(current);
  return cycle[(index + 1) % cycle.length] ?? 'none';
}

export type SortValue = string | number | boolean | Date | null | undefined;

/** null, undefined, NaN, an invalid date and blank strings are empty. */
export function isEmptyValue(value: SortValue): value is null | undefined {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (value instanceof Date) return Number.isNaN(value.getTime());
  return false;
}

function comparable(value: Exclude<SortValue, null | undefined>): string | number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function compareAscending(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/**
 * Compare two cell values for `direction` ('none' keeps the original order: always 0). Numbers,
 * dates and booleans compare numerically; strings naturally ('item 9' before 'item 10'), ignoring
 * case and accents. Empty values are placed by `nulls`.
 */
export function compareValues(
  a: SortValue,
  b: SortValue,
  direction: SortDirection,
  nulls: NullPlacement = 'low',
): number {
  if (direction === 'none') return 0;
  const sign = direction === 'asc' ? 1 : -1;
  const aEmpty = isEmptyValue(a);
  const bEmpty = isEmptyValue(b);
  if (aEmpty || bEmpty) {
    if (aEmpty && bEmpty) return 0;
    const emptyIsGreater = nulls === 'high' ? 1 : -1;
    return (aEmpty ? emptyIsGreater : -emptyIsGreater) * sign;
  }
  return sign * compareAscending(comparable(a as never), comparable(b as never));
}

/**
 * A sorted copy of `rows` (stable; 'none' returns the rows in their original order). Rows are
 * wrapped before sorting because Array.prototype.sort moves `undefined` elements to the end
 * without asking the comparator.
 */
export function sortRows<T>(
  rows: readonly T[],
  valueOf: (row: T) => SortValue,
  direction: SortDirection,
  nulls: NullPlacement = 'low',
): T[] {
  return rows
    .map((row) => ({ row, value: valueOf(row) }))
    .sort((x, y) => compareValues(x.value, y.value, direction, nulls))
    .map((entry) => entry.row);
}
