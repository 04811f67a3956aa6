import { describe, expect, it } from 'vitest';

import {
  effectiveSort,
  emptyKind,
  exportAccess,
  headerMatchType,
  initialListQuery,
  isThrottledRow,
  listRequest,
  rowNames,
  rowsAsTsv,
  shownColumns,
  showsTripwire,
  throttleLinkKind,
  viewerOf,
  withFilter,
  withPageSize,
  withSort,
  type ResearchColumn,
} from './researchTable';
import { columnStateFromQuery, createColumnState, numericColumn, setMatchType } from '../../../lib/columns';
import { nextSortDirection } from '../../../lib/sortCycle';
import { EMPTY_GUID } from '../../../lib/spec/identity';
import { DEFAULT_PAGE_SIZE, THROTTLED_CELL_PLACEHOLDER } from '../../../lib/spec/workspace';

interface Row {
  name: string;
  volume: number | null;
  cpc: number | null;
  note: string | null;
  isThrottled: boolean;
}

const COLUMNS: ResearchColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, sortKind: 'text', isAlwaysPresent: true },
  { id: 'volume', header: 'Volume', value: (r) => r.volume, sortKind: 'numeric', preset: ['a'] },
  { id: 'cpc', header: 'CPC', value: (r) => r.cpc, sortKind: 'numeric', preset: ['a', 'b'] },
  { id: 'note', header: 'Note', value: (r) => r.note, sortKind: 'text', preset: ['b'] },
];

const row = (name: string, volume: number | null, extra: Partial<Row> = {}): Row => ({
  name,
  volume,
  cpc: 1.5,
  note: null,
  isThrottled: false,
  ...extra,
});

describe('research table rules', () => {
  it('shows the always-present column first, then the visible ones in their chosen order', () => {
    const shown = shownColumns(COLUMNS, createColumnState(['note', 'volume']));
    expect(shown.map((c) => c.id)).toEqual(['name', 'note', 'volume']);
  });

  it('ignores visible ids the list does not have', () => {
    expect(shownColumns(COLUMNS, createColumnState(['nope', 'cpc'])).map((c) => c.id)).toEqual(['name', 'cpc']);
  });

  it('starts on the first row with the spec default page size and no sort', () => {
    const query = initialListQuery(createColumnState(['volume']));
    expect(query).toMatchObject({ sort: null, filterText: '', startRow: 1, rowsPerPage: DEFAULT_PAGE_SIZE });
  });

  it('asks the server for the sort, the trimmed filter, the page and the shown columns', () => {
    const query = {
      ...initialListQuery(createColumnState(['volume', 'cpc'])),
      sort: { columnId: 'volume', direction: 'desc' as const },
      filterText: '  git ',
      startRow: 21,
      rowsPerPage: 50,
    };
    expect(listRequest(query, COLUMNS)).toEqual({
      sortBy: 'volume',
      sortDirection: 'desc',
      startRow: 21,
      rowsPerPage: 50,
      filterText: 'git',
      visibleColumns: 'name,volume,cpc',
    });
  });

  it('sends no sort for none and no filter for blank text', () => {
    const request = listRequest({ ...initialListQuery(createColumnState(['cpc'])), filterText: '   ' }, COLUMNS);
    expect(request).toEqual({ startRow: 1, rowsPerPage: DEFAULT_PAGE_SIZE, visibleColumns: 'name,cpc' });
  });

  it('drops a sort on a column that is no longer shown', () => {
    const state = createColumnState(['cpc']);
    expect(effectiveSort({ columnId: 'volume', direction: 'asc' }, COLUMNS, state)).toBeNull();
    expect(effectiveSort({ columnId: 'name', direction: 'asc' }, COLUMNS, state)).toEqual({
      columnId: 'name',
      direction: 'asc',
    });
    expect(effectiveSort({ columnId: 'cpc', direction: 'none' }, COLUMNS, state)).toBeNull();
  });

  it('follows the doc 2 §4 cycle per column kind through the requests it makes', () => {
    const state = createColumnState(['volume']);
    const directions = (columnId: string, kind: 'text' | 'numeric') => {
      let query = initialListQuery(state);
      const sent: (string | undefined)[] = [];
      for (let i = 0; i < 3; i += 1) {
        const current = query.sort?.columnId === columnId ? query.sort.direction : 'none';
        query = withSort(query, { columnId, direction: nextSortDirection(current, kind) });
        sent.push(listRequest(query, COLUMNS).sortDirection);
      }
      return sent;
    };
    expect(directions('name', 'text')).toEqual(['asc', 'desc', undefined]);
    expect(directions('volume', 'numeric')).toEqual(['desc', 'asc', undefined]);
  });

  it('goes back to the first page on a new sort, filter or page size', () => {
    const query = { ...initialListQuery(createColumnState(['volume'])), startRow: 41 };
    expect(withSort(query, { columnId: 'volume', direction: 'asc' }).startRow).toBe(1);
    expect(withFilter(query, ' x ')).toMatchObject({ startRow: 1, filterText: 'x' });
    expect(withPageSize(query, 100)).toMatchObject({ startRow: 1, rowsPerPage: 100 });
  });

  it('tells the viewers apart', () => {
    const userId = '7d2f4c1e-0b5a-4f3e-9c8d-2a1b3c4d5e6f';
    expect(viewerOf({ isLoggedIn: false, userId, isFullUser: false })).toBe('visitor');
    expect(viewerOf({ isLoggedIn: true, userId: EMPTY_GUID, isFullUser: true })).toBe('visitor');
    expect(viewerOf({ isLoggedIn: true, userId, isFullUser: false })).toBe('free');
    expect(viewerOf({ isLoggedIn: true, userId, isFullUser: true })).toBe('full');
  });

  it('sends visitors to log in and everyone else to the purchase page (doc 2 §6)', () => {
    expect(throttleLinkKind('visitor')).toBe('login');
    expect(throttleLinkKind('free')).toBe('purchase');
    expect(throttleLinkKind('full')).toBe('purchase');
  });

  it('knows a throttled row by its flag or its placeholder name', () => {
    expect(isThrottledRow({ isThrottled: true })).toBe(true);
    expect(isThrottledRow({ isThrottled: false }, THROTTLED_CELL_PLACEHOLDER)).toBe(true);
    expect(isThrottledRow({ isThrottled: false }, 'git')).toBe(false);
  });

  it('lets full users export, asks visitors to log in and shows others the upsell', () => {
    expect(exportAccess('full')).toBe('allowed');
    expect(exportAccess('free')).toBe('upsell');
    expect(exportAccess('visitor')).toBe('loggedOut');
  });

  it('tells a filter with no match from an empty list', () => {
    expect(emptyKind('')).toBe('noRows');
    expect(emptyKind('  ')).toBe('noRows');
    expect(emptyKind('zzz')).toBe('noMatch');
  });

  it('copies the rows as tab-separated text, without throttled rows', () => {
    const shown = shownColumns(COLUMNS, createColumnState(['volume', 'note']));
    const rows = [
      row('git', 1200, { note: 'a\tb' }),
      row(THROTTLED_CELL_PLACEHOLDER, null, { isThrottled: true }),
      row('hub', null),
    ];
    expect(rowsAsTsv(shown, rows)).toBe('Name\tVolume\tNote\ngit\t1200\ta b\nhub\t\t');
    expect(rowNames(shown, rows)).toEqual(['git', 'hub']);
  });
});

describe('a numeric research column', () => {
  it('is numericColumn as it stands: sorted as a number, copied as its figure', () => {
    const columns: ResearchColumn<Row>[] = [
      COLUMNS[0]!,
      numericColumn('volume', 'Volume', (r) => r.volume, { nulls: 'high', preset: ['a'] }),
    ];
    const volume = columns[1]!;
    expect(nextSortDirection('none', volume.sortKind)).toBe('desc');
    expect(volume.align).toBe('right');
    expect(rowsAsTsv(columns, [row('a', 1200)])).toBe('Name\tVolume\na\t1200');
  });
});

describe('match types and the tripwire', () => {
  const WITH_MATCH_TYPE: ResearchColumn<Row>[] = COLUMNS.map((column) =>
    column.id === 'volume' ? { ...column, matchType: 'exact' } : column,
  );
  const volume = WITH_MATCH_TYPE[1]!;

  it('sends the shown searches column’s match type, read from the URL', () => {
    const columns = columnStateFromQuery(
      new URLSearchParams('visibleColumns=volume,cpc&custom=true&matchTypes=volume:phrase'),
      createColumnState(['cpc']),
      WITH_MATCH_TYPE.map((c) => c.id),
    );
    expect(listRequest(initialListQuery(columns), WITH_MATCH_TYPE)).toMatchObject({
      visibleColumns: 'name,volume,cpc',
      matchTypes: 'volume:phrase',
    });
  });

  it('sends the column’s own match type until another is chosen, and none when the column is hidden', () => {
    const shown = createColumnState(['volume']);
    expect(listRequest(initialListQuery(shown), WITH_MATCH_TYPE).matchTypes).toBe('volume:exact');
    const hidden = createColumnState(['cpc']);
    expect(listRequest(initialListQuery(hidden), WITH_MATCH_TYPE)).not.toHaveProperty('matchTypes');
    // A list without match-type columns never sends the parameter.
    expect(listRequest(initialListQuery(shown), COLUMNS)).not.toHaveProperty('matchTypes');
  });

  it('names the match type in the header only when it is not the column’s own', () => {
    const state = createColumnState(['volume']);
    expect(headerMatchType(volume, state)).toBeNull();
    const changed = setMatchType(state, volume, 'broad');
    expect(changed.ok && headerMatchType(volume, changed.state)).toBe('broad');
    expect(headerMatchType(COLUMNS[2]!, changed.state)).toBeNull();
  });

  it('shows the tripwire to visitors over a page with throttled rows only', () => {
    const page = [row('a', 1), row(THROTTLED_CELL_PLACEHOLDER, null, { isThrottled: true })];
    expect(showsTripwire('visitor', page)).toBe(true);
    expect(showsTripwire('free', page)).toBe(false);
    expect(showsTripwire('full', page)).toBe(false);
    expect(showsTripwire('visitor', [row('a', 1)])).toBe(false);
  });
});
