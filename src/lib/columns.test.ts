import { describe, expect, it } from 'vitest';

import {
  columnDisplayText,
  columnStateFromQuery,
  columnStateToQuery,
  createColumnState,
  defaultColumnState,
  getMatchType,
  isMatchType,
  selectPreset,
  setMatchType,
  toggleColumn,
  type ColumnDefinition,
  type ColumnResult,
  type ColumnState,
  blankHiddenColumns,
  numericColumn,
} from './columns';

const TOO_MANY = 'You may only have 5 columns displayed at a time';
const TOO_FEW = 'You must have at least one column displayed';

const COLUMNS: ColumnDefinition[] = [
  { id: 'keyword', header: 'Keyword', isAlwaysPresent: true, preset: ['seo', 'ppc'] },
  { id: 'groups', header: 'Groups', preset: ['seo'] },
  { id: 'costPerClick', header: 'CPC', preset: ['ppc', 'seo'], matchType: 'exact' },
  { id: 'monthlySearches', header: 'Monthly Searches', preset: ['ppc', 'seo'], matchType: 'broad' },
  { id: 'currentRank', presetText: 'Rank', preset: ['seo'] },
  { id: 'clickChange', header: 'Click Change', preset: ['seo'] },
  { id: 'labels', header: 'Labels', preset: ['big'] },
  { id: 'rankingDifficulty', header: 'Difficulty', preset: ['big'] },
];
const column = (id: string): ColumnDefinition => {
  const found = COLUMNS.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};
const okState = (result: ColumnResult): ColumnState => {
  if (!result.ok) throw new Error(result.error);
  return result.state;
};

describe('columnDisplayText', () => {
  it('uses header, else presetText', () => {
    expect(columnDisplayText(column('costPerClick'))).toBe('CPC');
    expect(columnDisplayText(column('currentRank'))).toBe('Rank');
    expect(columnDisplayText({ id: 'x', header: '', presetText: 'X' })).toBe('X');
  });
  it("raises 'No display text could be found for the column' without either", () => {
    expect(() => columnDisplayText({ id: 'x' })).toThrow('No display text could be found for the column');
    expect(() => columnDisplayText({ id: 'x', header: ' ', presetText: '' })).toThrow(
      'No display text could be found for the column',
    );
  });
});

describe('defaults', () => {
  it('starts from the spec default columns', () => {
    expect(defaultColumnState('keywords')).toEqual({
      visibleColumns: ['groups', 'costPerClick', 'monthlySearches', 'currentRank', 'clickChange'],
      selectedPreset: null,
      custom: false,
      matchTypes: {},
    });
    expect(defaultColumnState('groups').visibleColumns).toEqual([
      'costPerClick',
      'monthlySearches',
      'currentRank',
      'clickChange',
    ]);
    expect(defaultColumnState('labels').visibleColumns).not.toContain('labels');
  });

  it('copies the default list so it can not be mutated through the state', () => {
    const a = defaultColumnState('groups');
    (a.visibleColumns as string[]).push('x');
    expect(defaultColumnState('groups').visibleColumns).toHaveLength(4);
  });
});

describe('toggleColumn', () => {
  it('adds a column, sets custom mode and clears the preset', () => {
    const state = createColumnState(['groups'], 'seo');
    const next = okState(toggleColumn(state, 'labels'));
    expect(next).toEqual({ visibleColumns: ['groups', 'labels'], selectedPreset: null, custom: true, matchTypes: {} });
  });

  it('removes a column, sets custom mode and clears the preset', () => {
    const next = okState(toggleColumn(createColumnState(['groups', 'labels'], 'seo'), 'groups'));
    expect(next).toMatchObject({ visibleColumns: ['labels'], selectedPreset: null, custom: true });
  });

  it('refuses a sixth column', () => {
    const state = defaultColumnState('keywords');
    const result = toggleColumn(state, 'labels');
    expect(result).toEqual({ ok: false, error: TOO_MANY, state });
  });

  it('allows exactly five', () => {
    const state = defaultColumnState('groups');
    expect(okState(toggleColumn(state, 'labels')).visibleColumns).toHaveLength(5);
  });

  it('refuses to hide the last column', () => {
    const state = createColumnState(['groups']);
    expect(toggleColumn(state, 'groups')).toEqual({ ok: false, error: TOO_FEW, state });
  });

  it('does not mutate the input state', () => {
    const state = createColumnState(['groups']);
    toggleColumn(state, 'labels');
    expect(state).toEqual(createColumnState(['groups']));
  });
});

describe('selectPreset', () => {
  it('shows the preset columns in definition order, without always-present ones, and clears custom mode', () => {
    let state = okState(toggleColumn(createColumnState(['groups']), 'labels'));
    state = okState(setMatchType(state, column('labels'), 'phrase'));
    const next = okState(selectPreset(state, 'ppc', COLUMNS));
    expect(next).toEqual({
      visibleColumns: ['costPerClick', 'monthlySearches'],
      selectedPreset: 'ppc',
      custom: false,
      matchTypes: {},
    });
  });

  it('refuses a preset with more than five columns', () => {
    const many = [...COLUMNS, { id: 'extra', header: 'Extra', preset: ['seo'] }];
    const state = createColumnState(['groups']);
    expect(selectPreset(state, 'seo', many)).toEqual({ ok: false, error: TOO_MANY, state });
  });

  it('refuses an unknown preset (no columns)', () => {
    const state = createColumnState(['groups']);
    expect(selectPreset(state, 'nope', COLUMNS)).toEqual({ ok: false, error: TOO_FEW, state });
  });
});

describe('match types', () => {
  it('recognises the three match types', () => {
    expect(isMatchType('broad')).toBe(true);
    expect(isMatchType('phrase')).toBe(true);
    expect(isMatchType('exact')).toBe(true);
    expect(isMatchType('Exact')).toBe(false);
    expect(isMatchType('')).toBe(false);
  });

  it('defaults to the column’s own, else broad', () => {
    const state = createColumnState(['costPerClick', 'groups']);
    expect(getMatchType(state, column('costPerClick'))).toBe('exact');
    expect(getMatchType(state, column('groups'))).toBe('broad');
  });

  it('changing a visible column’s match type sets custom mode and clears the preset', () => {
    const state = createColumnState(['costPerClick'], 'ppc');
    const next = okState(setMatchType(state, column('costPerClick'), 'phrase'));
    expect(next).toEqual({
      visibleColumns: ['costPerClick'],
      selectedPreset: null,
      custom: true,
      matchTypes: { costPerClick: 'phrase' },
    });
    expect(getMatchType(next, column('costPerClick'))).toBe('phrase');
  });

  it('refuses a hidden column with the spec text naming the column', () => {
    const state = createColumnState(['groups'], 'seo');
    expect(setMatchType(state, column('monthlySearches'), 'exact')).toEqual({
      ok: false,
      error: 'Add Monthly Searches to your columns (above) before you adjust the match type.',
      state,
    });
  });
});

describe('URL round trip', () => {
  it('encodes a preset state', () => {
    expect(columnStateToQuery(createColumnState(['groups', 'costPerClick'], 'seo'))).toEqual({
      visibleColumns: 'groups,costPerClick',
      selectedPreset: 'seo',
    });
  });

  it('encodes a custom state with match types', () => {
    const state: ColumnState = {
      visibleColumns: ['monthlySearches', 'costPerClick'],
      selectedPreset: null,
      custom: true,
      matchTypes: { monthlySearches: 'phrase', costPerClick: 'exact' },
    };
    const query = columnStateToQuery(state);
    expect(query).toEqual({
      visibleColumns: 'monthlySearches,costPerClick',
      custom: 'true',
      matchTypes: 'monthlySearches:phrase,costPerClick:exact',
    });
    const search = new URLSearchParams(query);
    expect(columnStateFromQuery(search, defaultColumnState('keywords'))).toEqual(state);
    expect(columnStateFromQuery(new URLSearchParams(search.toString()), defaultColumnState('keywords'))).toEqual(state);
  });

  it('round-trips every transition result', () => {
    let state = defaultColumnState('groups');
    state = okState(toggleColumn(state, 'labels'));
    state = okState(setMatchType(state, column('labels'), 'exact'));
    expect(columnStateFromQuery(columnStateToQuery(state), defaultColumnState('keywords'))).toEqual(state);
    const preset = okState(selectPreset(state, 'ppc', COLUMNS));
    expect(columnStateFromQuery(columnStateToQuery(preset), state)).toEqual(preset);
  });

  it('returns the fallback when no column parameter is present', () => {
    const fallback = defaultColumnState('keywords');
    expect(columnStateFromQuery(new URLSearchParams('query=seo'), fallback)).toBe(fallback);
    expect(columnStateFromQuery({}, fallback)).toBe(fallback);
  });

  it('falls back to the fallback columns when the list is empty or unknown', () => {
    const fallback = defaultColumnState('groups');
    expect(columnStateFromQuery({ visibleColumns: '', custom: 'true' }, fallback).visibleColumns).toEqual(
      fallback.visibleColumns,
    );
    expect(
      columnStateFromQuery(
        { visibleColumns: 'bogus' },
        fallback,
        COLUMNS.map((c) => c.id),
      ).visibleColumns,
    ).toEqual(fallback.visibleColumns);
  });

  it('dedupes, trims, filters unknown columns and caps at five', () => {
    const ids = COLUMNS.map((c) => c.id);
    const state = columnStateFromQuery(
      { visibleColumns: ' groups,groups,bogus,labels,costPerClick,currentRank,clickChange,monthlySearches,' },
      defaultColumnState('keywords'),
      ids,
    );
    expect(state.visibleColumns).toEqual(['groups', 'labels', 'costPerClick', 'currentRank', 'clickChange']);
  });

  it('drops malformed and unknown match types', () => {
    const state = columnStateFromQuery(
      { visibleColumns: 'groups', matchTypes: 'groups:EXACT,labels:fuzzy,bogus:phrase,nocolon,:exact,clickChange:' },
      defaultColumnState('keywords'),
      COLUMNS.map((c) => c.id),
    );
    expect(state.matchTypes).toEqual({ groups: 'exact' });
  });

  it("reads custom as 'true' or '1' and lets custom mode clear the preset", () => {
    const fallback = defaultColumnState('keywords');
    expect(columnStateFromQuery({ visibleColumns: 'groups', custom: '1' }, fallback).custom).toBe(true);
    expect(columnStateFromQuery({ visibleColumns: 'groups', custom: 'false' }, fallback).custom).toBe(false);
    expect(columnStateFromQuery({ visibleColumns: 'groups', custom: 'yes' }, fallback).custom).toBe(false);
    expect(
      columnStateFromQuery({ visibleColumns: 'groups', custom: 'true', selectedPreset: 'seo' }, fallback),
    ).toMatchObject({ custom: true, selectedPreset: null });
    expect(columnStateFromQuery({ visibleColumns: 'groups', selectedPreset: ' ' }, fallback).selectedPreset).toBeNull();
  });
});

describe('blankHiddenColumns (the research lists’ visibleColumns)', () => {
  const rows = [
    { keyword: 'running shoes', volume: 9900, cpc: 1.2, url: 'acme.com/shoes' },
    { keyword: 'trail shoes', volume: 1300, cpc: null, url: 'acme.com/trail' },
  ];

  it('nulls the unlisted columns, keeps the row’s name and cells that are no column', () => {
    expect(blankHiddenColumns(rows, ['keyword', 'volume', 'cpc'], ['cpc'])).toEqual([
      { keyword: 'running shoes', volume: null, cpc: 1.2, url: 'acme.com/shoes' },
      { keyword: 'trail shoes', volume: null, cpc: null, url: 'acme.com/trail' },
    ]);
  });

  it('leaves the rows as they are when every column is listed', () => {
    expect(blankHiddenColumns(rows, ['keyword', 'volume', 'cpc'], ['volume', 'cpc'])).toEqual(rows);
  });
});

describe('numericColumn', () => {
  interface Row {
    volume: number | null;
  }
  const row: Row = { volume: 1234 };

  it('sorts as a number and aligns right, with the options it is given', () => {
    const column = numericColumn('volume', 'Volume', (r: Row) => r.volume, { nulls: 'high', preset: ['traffic'] });
    expect(column).toEqual({
      id: 'volume',
      header: 'Volume',
      value: expect.any(Function),
      sortKind: 'numeric',
      align: 'right',
      nulls: 'high',
      preset: ['traffic'],
    });
    expect(column.value(row)).toBe(1234);
    expect(column).not.toHaveProperty('display');
  });

  it('with a format, shows the figure through it (nothing included)', () => {
    const column = numericColumn(
      'volume',
      'Volume',
      (r: Row) => r.volume,
      (figure) => `#${figure ?? '-'}`,
      {
        nulls: 'low',
      },
    );
    expect(column.display(row)).toBe('#1234');
    expect(column.display({ volume: null })).toBe('#-');
    expect(column.nulls).toBe('low');
    expect(column.sortKind).toBe('numeric');
  });
});
