import { describe, expect, it } from 'vitest';

import { DEFAULT_ROWS_PER_PAGE, listPage, pageWindow } from './listPaging';
import { FREE_RESEARCH_ROWS } from './spec/research';

describe('pageWindow', () => {
  it('applies the defaults: row 1, the default page size, descending, no filter', () => {
    expect(pageWindow({}, true)).toEqual({
      startRow: 1,
      rowsPerPage: DEFAULT_ROWS_PER_PAGE,
      direction: 'desc',
      filter: '',
      freeRowCount: null,
      visibleRows: DEFAULT_ROWS_PER_PAGE,
    });
    expect(pageWindow({}, true, 'asc').direction).toBe('asc');
    expect(pageWindow({ sortDirection: 'desc' }, true, 'asc').direction).toBe('desc');
  });

  it('trims and lower-cases the filter', () => {
    expect(pageWindow({ filterText: '  Widget Store ' }, true).filter).toBe('widget store');
  });

  it('lets a full user see the whole page', () => {
    expect(pageWindow({ startRow: 501, rowsPerPage: 100 }, true)).toMatchObject({
      freeRowCount: null,
      visibleRows: 100,
    });
  });

  it('lets anyone else see only the free rows left on the page', () => {
    const free = FREE_RESEARCH_ROWS;
    expect(pageWindow({ rowsPerPage: 100 }, false)).toMatchObject({ freeRowCount: free, visibleRows: free });
    expect(pageWindow({ rowsPerPage: 3 }, false).visibleRows).toBe(3);
    expect(pageWindow({ startRow: free - 1, rowsPerPage: 5 }, false).visibleRows).toBe(2);
    expect(pageWindow({ startRow: free + 1, rowsPerPage: 5 }, false).visibleRows).toBe(0);
    expect(pageWindow({ startRow: free + 50, rowsPerPage: 5 }, false).visibleRows).toBe(0);
  });
});

describe('listPage', () => {
  const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `row ${from + i}`);

  it('answers a full user the rows read, with the count and no free rows', () => {
    const window = pageWindow({ startRow: 3, rowsPerPage: 4 }, true);
    expect(listPage(window, rows(3, 6), 20, 'hidden')).toEqual({
      totalRowCount: 20,
      freeRowCount: null,
      rows: rows(3, 6),
    });
  });

  it('fills the rest of a throttled page with placeholders, as many as the list has rows there', () => {
    const free = FREE_RESEARCH_ROWS;
    const window = pageWindow({ startRow: free - 1, rowsPerPage: 5 }, false);
    // More rows than may be seen are dropped; the page holds 5 rows of a list of 100.
    expect(listPage(window, rows(free - 1, free + 3), 100, 'hidden')).toEqual({
      totalRowCount: 100,
      freeRowCount: free,
      rows: [...rows(free - 1, free), 'hidden', 'hidden', 'hidden'],
    });
    // The list ends on the page: placeholders only for the rows it has.
    expect(listPage(window, rows(free - 1, free + 1), free + 1, 'hidden').rows).toEqual([
      ...rows(free - 1, free),
      'hidden',
    ]);
  });

  it('gives an empty page past the end of the list', () => {
    const window = pageWindow({ startRow: 50, rowsPerPage: 10 }, false);
    expect(listPage(window, [], 20, 'hidden')).toEqual({
      totalRowCount: 20,
      freeRowCount: FREE_RESEARCH_ROWS,
      rows: [],
    });
  });
});
