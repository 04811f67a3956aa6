import { describe, expect, it } from 'vitest';

import { compareValues, isEmptyValue, nextSortDirection, sortRows, type SortValue } from './sortCycle';

describe('nextSortDirection', () => {
  it('cycles text columns none → asc → desc → none', () => {
    expect(nextSortDirection('none', 'text')).toBe('asc');
    expect(nextSortDirection('asc', 'text')).toBe('desc');
    expect(nextSortDirection('desc', 'text')).toBe('none');
  });

  it('cycles numeric columns none → desc → asc → none', () => {
    expect(nextSortDirection('none', 'numeric')).toBe('desc');
    expect(nextSortDirection('desc', 'numeric')).toBe('asc');
    expect(nextSortDirection('asc', 'numeric')).toBe('none');
  });

  it('returns to the start after three clicks', () => {
    let d = nextSortDirection('none', 'numeric');
    d = nextSortDirection(d, 'numeric');
    d = nextSortDirection(d, 'numeric');
    expect(d).toBe('none');
  });
});

describe('isEmptyValue', () => {
  it.each([null, undefined, NaN, '', '   ', new Date(NaN)])('%j is empty', (v) => {
    expect(isEmptyValue(v as SortValue)).toBe(true);
  });
  it.each([0, '0', false, 'a', new Date(0)])('%j is not empty', (v) => {
    expect(isEmptyValue(v)).toBe(false);
  });
});

const values: SortValue[] = [3, null, 1, '', 2, undefined, NaN];
const sorted = (direction: 'asc' | 'desc' | 'none', nulls: 'high' | 'low') =>
  sortRows(values, (v) => v, direction, nulls).map((v) => (isEmptyValue(v) ? 'E' : v));

describe('compareValues / sortRows', () => {
  it("places empties last ascending and first descending under 'high'", () => {
    expect(sorted('asc', 'high')).toEqual([1, 2, 3, 'E', 'E', 'E', 'E']);
    expect(sorted('desc', 'high')).toEqual(['E', 'E', 'E', 'E', 3, 2, 1]);
  });

  it("places empties first ascending and last descending under 'low'", () => {
    expect(sorted('asc', 'low')).toEqual(['E', 'E', 'E', 'E', 1, 2, 3]);
    expect(sorted('desc', 'low')).toEqual([3, 2, 1, 'E', 'E', 'E', 'E']);
  });

  it("defaults to 'low'", () => {
    expect(compareValues(null, 1, 'asc')).toBeLessThan(0);
    expect(compareValues(1, null, 'asc')).toBeGreaterThan(0);
  });

  it("keeps the original order for 'none'", () => {
    expect(sortRows([3, 1, 2], (v) => v, 'none')).toEqual([3, 1, 2]);
    expect(compareValues(1, 2, 'none')).toBe(0);
  });

  it('keeps empties in their original order (stable)', () => {
    const rows = [
      { id: 'a', v: null },
      { id: 'b', v: 1 },
      { id: 'c', v: '' },
    ];
    expect(sortRows(rows, (r) => r.v, 'asc', 'high').map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it('compares numbers numerically, not as text', () => {
    expect(sortRows([10, 9, 100], (v) => v, 'asc')).toEqual([9, 10, 100]);
    expect(sortRows([-1, 0, -5], (v) => v, 'desc')).toEqual([0, -1, -5]);
  });

  it('compares strings naturally and case-insensitively', () => {
    expect(sortRows(['item 10', 'Item 9', 'apple', 'Banana'], (v) => v, 'asc')).toEqual([
      'apple',
      'Banana',
      'Item 9',
      'item 10',
    ]);
    expect(sortRows(['b', 'a', 'c'], (v) => v, 'desc')).toEqual(['c', 'b', 'a']);
  });

  it('compares dates and booleans', () => {
    const d1 = new Date(2020, 0, 1);
    const d2 = new Date(2021, 0, 1);
    expect(sortRows([d2, d1], (v) => v, 'asc')).toEqual([d1, d2]);
    expect(sortRows([true, false], (v) => v, 'asc')).toEqual([false, true]);
  });

  it('does not mutate the input', () => {
    const input = [2, 1];
    sortRows(input, (v) => v, 'asc');
    expect(input).toEqual([2, 1]);
  });
});
