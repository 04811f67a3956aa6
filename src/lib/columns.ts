/**
 * doc 2 §3, §4, §5, §8 — the column selector of keyword tables as pure state transitions, and its
 * round trip through the URL query.
 *
 * Query encoding (doc 2 §3 names the parameters; the encoding is ours):
 *   visibleColumns=groups,costPerClick          comma list, in display order
 *   selectedPreset=seo                          omitted when no preset is selected
 *   custom=true                                 omitted when not in custom mode
 *   matchTypes=monthlySearches:phrase,costPerClick:exact
 *                                               column:matchType pairs, omitted when empty
 * (URLSearchParams percent-encodes ',' and ':'; parsing accepts both forms.)
 */
import type { NullPlacement } from './sortCycle';
import { TEXT, fill } from './spec/text';
import {
  DEFAULT_COLUMNS,
  DEFAULT_MATCH_TYPE,
  MATCH_TYPES,
  MAX_VISIBLE_COLUMNS,
  MIN_VISIBLE_COLUMNS,
  THROTTLED_CELL_PLACEHOLDER,
  type MatchType,
} from './spec/workspace';

export type { MatchType };

/** Our names of the match types (the spec names the types, not their wording): the selector's radios and table headers. */
export const MATCH_TYPE_LABELS = { broad: 'Broad', phrase: 'Phrase', exact: 'Exact' } as const satisfies Record<
  MatchType,
  string
>;

/** doc 2 §3 — a column definition. */
export interface ColumnDefinition {
  id: string;
  header?: string;
  presetText?: string;
  /** The column's own match type; only columns that have one offer the match-type radios. */
  matchType?: MatchType;
  matchTypeHeader?: string;
  /** Names of the presets that show this column. */
  preset?: readonly string[];
  /** Always rendered, never part of the visible-column choice (e.g. the keyword itself). */
  isAlwaysPresent?: boolean;
}

export interface ColumnState {
  visibleColumns: readonly string[];
  selectedPreset: string | null;
  custom: boolean;
  matchTypes: Readonly<Record<string, MatchType>>;
}

export type ColumnResult = { ok: true; state: ColumnState } | { ok: false; error: string; state: ColumnState };

export const COLUMN_QUERY_PARAMS = {
  visibleColumns: 'visibleColumns',
  selectedPreset: 'selectedPreset',
  custom: 'custom',
  matchTypes: 'matchTypes',
} as const;

/** A numeric cell's raw figure: a number, or nothing (the server's null). */
type NumberCell = number | null | undefined;

/** What a numeric column adds to its id, header and figure beyond the shared parts. */
export interface NumericColumnOptions {
  /** Where empty figures sort (doc 2 §4 "nulls by the rule"); the sort's default when absent. */
  nulls?: NullPlacement;
  /** Names of the presets that show this column. */
  preset?: readonly string[];
}

/** doc 2 §4 — a numeric column: sorted as numbers (none → desc → asc) and right-aligned. */
export interface NumericColumn<Row, Id extends string> extends NumericColumnOptions {
  id: Id;
  header: string;
  /** The raw figure (sorting, the clipboard, the CSV file). */
  value: (row: Row) => NumberCell;
  sortKind: 'numeric';
  align: 'right';
}

/**
 * A numeric column of any table (keyword list, groups page, research lists). With `format` the
 * column also carries `display`, the figure as the table shows it ('$1.20', '+3').
 */
export function numericColumn<Row, Id extends string>(
  id: Id,
  header: string,
  value: (row: Row) => NumberCell,
  options?: NumericColumnOptions,
): NumericColumn<Row, Id>;
export function numericColumn<Row, Id extends string>(
  id: Id,
  header: string,
  value: (row: Row) => NumberCell,
  format: (figure: NumberCell) => string,
  options?: NumericColumnOptions,
): NumericColumn<Row, Id> & { display: (row: Row) => string };
export function numericColumn<Row, Id extends string>(
  id: Id,
  header: string,
  value: (row: Row) => NumberCell,
  formatOrOptions?: ((figure: NumberCell) => string) | NumericColumnOptions,
  options: NumericColumnOptions = {},
): NumericColumn<Row, Id> & { display?: (row: Row) => string } {
  const column = { id, header, value, sortKind: 'numeric' as const, align: 'right' as const };
  if (typeof formatOrOptions === 'function') {
    return { ...column, display: (row: Row) => formatOrOptions(value(row)), ...options };
  }
  return { ...column, ...formatOrOptions };
}

/** The column's display text: header, else presetText; neither is the spec's error. */
export function columnDisplayText(column: ColumnDefinition): string {
  const text = column.header?.trim() ? column.header : column.presetText?.trim() ? column.presetText : null;
  if (text === null || text === undefined) throw new Error(TEXT.noColumnDisplayText);
  return text;
}

export function isMatchType(value: string): value is MatchType {
  return (MATCH_TYPES as readonly string[]).includes(value);
}

/** A state showing `visibleColumns` with no preset and no custom mode. */
export function createColumnState(
  visibleColumns: readonly string[],
  selectedPreset: string | null = null,
): ColumnState {
  return { visibleColumns: [...visibleColumns], selectedPreset, custom: false, matchTypes: {} };
}

/** doc 2 §9 — the default columns of the keywords, groups or labels table. */
export function defaultColumnState(table: keyof typeof DEFAULT_COLUMNS): ColumnState {
  return createColumnState(DEFAULT_COLUMNS[table]);
}

export function isColumnVisible(state: ColumnState, columnId: string): boolean {
  return state.visibleColumns.includes(columnId);
}

/** The match type in force: the chosen one, else the column's own, else broad. */
export function getMatchType(state: ColumnState, column: ColumnDefinition): MatchType {
  return state.matchTypes[column.id] ?? column.matchType ?? DEFAULT_MATCH_TYPE;
}

function checkCount(count: number): string | null {
  if (count > MAX_VISIBLE_COLUMNS) return TEXT.tooManyColumns;
  if (count < MIN_VISIBLE_COLUMNS) return TEXT.tooFewColumns;
  return null;
}

/**
 * Select a preset: its columns (in definition order, always-present ones excluded) become visible,
 * custom mode is cleared and chosen match types reset to the columns' own. A preset that would
 * show more than 5 or no columns is refused with the spec's error.
 */
export function selectPreset(state: ColumnState, preset: string, columns: readonly ColumnDefinition[]): ColumnResult {
  const visibleColumns = columns
    .filter((c) => !c.isAlwaysPresent && (c.preset ?? []).includes(preset))
    .map((c) => c.id);
  const error = checkCount(visibleColumns.length);
  if (error) return { ok: false, error, state };
  return { ok: true, state: { visibleColumns, selectedPreset: preset, custom: false, matchTypes: {} } };
}

/**
 * Show or hide a column. Showing a sixth column or hiding the last one is refused with the spec's
 * error; otherwise custom mode is set and the preset cleared. A shown column goes last.
 */
export function toggleColumn(state: ColumnState, columnId: string): ColumnResult {
  const visible = isColumnVisible(state, columnId);
  const visibleColumns = visible
    ? state.visibleColumns.filter((id) => id !== columnId)
    : [...state.visibleColumns, columnId];
  const error = checkCount(visibleColumns.length);
  if (error) return { ok: false, error, state };
  return { ok: true, state: { ...state, visibleColumns, selectedPreset: null, custom: true } };
}

/**
 * Change a visible column's match type: sets custom mode and clears the preset. For a hidden
 * column: 'Add {column} to your columns (above) before you adjust the match type.'
 */
export function setMatchType(state: ColumnState, column: ColumnDefinition, matchType: MatchType): ColumnResult {
  if (!isColumnVisible(state, column.id)) {
    return {
      ok: false,
      error: fill(TEXT.addColumnBeforeMatchType, { column: columnDisplayText(column) }),
      state,
    };
  }
  return {
    ok: true,
    state: {
      ...state,
      matchTypes: { ...state.matchTypes, [column.id]: matchType },
      selectedPreset: null,
      custom: true,
    },
  };
}

/** The state as query parameters (see the encoding at the top of this file). */
export function columnStateToQuery(state: ColumnState): Record<string, string> {
  const query: Record<string, string> = {
    [COLUMN_QUERY_PARAMS.visibleColumns]: state.visibleColumns.join(','),
  };
  if (state.selectedPreset) query[COLUMN_QUERY_PARAMS.selectedPreset] = state.selectedPreset;
  if (state.custom) query[COLUMN_QUERY_PARAMS.custom] = 'true';
  const pairs = Object.entries(state.matchTypes).map(([id, type]) => `${id}:${type}`);
  if (pairs.length > 0) query[COLUMN_QUERY_PARAMS.matchTypes] = pairs.join(',');
  return query;
}

type QueryLike = URLSearchParams | Readonly<Record<string, string | null | undefined>>;

function read(query: QueryLike, name: string): string | null {
  const value = query instanceof URLSearchParams ? query.get(name) : query[name];
  return value ?? null;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Read the state back from the query. With none of the four parameters present the fallback is
 * returned. Otherwise: visibleColumns is de-duplicated, limited to `knownColumnIds` when given, and
 * cut to the first 5 (an empty or missing list falls back); a missing selectedPreset is null; custom
 * is on for 'true' or '1'; matchTypes pairs with an unknown match type or column are dropped. Custom
 * mode wins over a preset (custom=true clears selectedPreset), as in the transitions.
 */
export function columnStateFromQuery(
  query: QueryLike,
  fallback: ColumnState,
  knownColumnIds?: readonly string[],
): ColumnState {
  const visibleParam = read(query, COLUMN_QUERY_PARAMS.visibleColumns);
  const presetParam = read(query, COLUMN_QUERY_PARAMS.selectedPreset);
  const customParam = read(query, COLUMN_QUERY_PARAMS.custom);
  const matchParam = read(query, COLUMN_QUERY_PARAMS.matchTypes);
  if (visibleParam === null && presetParam === null && customParam === null && matchParam === null) {
    return fallback;
  }
  const known = (id: string) => knownColumnIds === undefined || knownColumnIds.includes(id);

  const listed = [...new Set(splitList(visibleParam ?? ''))].filter(known).slice(0, MAX_VISIBLE_COLUMNS);
  const visibleColumns = listed.length >= MIN_VISIBLE_COLUMNS ? listed : [...fallback.visibleColumns];

  const matchTypes: Record<string, MatchType> = {};
  for (const pair of splitList(matchParam ?? '')) {
    const separator = pair.lastIndexOf(':');
    const id = pair.slice(0, separator).trim();
    const type = pair
      .slice(separator + 1)
      .trim()
      .toLowerCase();
    if (separator > 0 && known(id) && isMatchType(type)) matchTypes[id] = type;
  }

  const custom = customParam === 'true' || customParam === '1';
  const selectedPreset = custom || !presetParam?.trim() ? null : presetParam.trim();
  return { visibleColumns, selectedPreset, custom, matchTypes };
}

/**
 * A research list's rows with the cells of the columns not in `visible` set to null, as the
 * server answers its `visibleColumns` (and the mocks copy it): `columnIds` are the list's columns,
 * the first of which (the row's name) is always kept.
 */
export function blankHiddenColumns<Row extends object>(
  rows: readonly Row[],
  columnIds: readonly string[],
  visible: readonly string[],
): Row[] {
  const hidden = columnIds.slice(1).filter((id) => !visible.includes(id));
  if (hidden.length === 0) return [...rows];
  const blank = Object.fromEntries(hidden.map((id) => [id, null]));
  return rows.map((row) => ({ ...row, ...blank }));
}

/**
 * The row a throttled list answers in place of each hidden one (doc 2 §6), built from the row's
 * contract schema (`schemaProperties`): the name cell holds the placeholder, a list cell that cannot
 * be null is empty, every other cell is null, and the row says it is throttled. The server and the
 * mocks both answer it, so a free user meets the same rows on either.
 */
export function throttledRowOf<Row>(
  properties: Record<string, Record<string, unknown>>,
  nameCell: keyof Row & string,
): Row {
  if (!(nameCell in properties)) throw new Error(`A throttled row has no ${nameCell} cell`);
  const isList = (schema: Record<string, unknown>) => schema.type === 'array';
  return Object.fromEntries(
    Object.entries(properties).map(([cell, schema]) => [
      cell,
      cell === nameCell ? THROTTLED_CELL_PLACEHOLDER : cell === 'isThrottled' ? true : isList(schema) ? [] : null,
    ]),
  ) as Row;
}
