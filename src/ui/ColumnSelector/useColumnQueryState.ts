/**
 * doc 2 §3 — the column settings live in the URL query (visibleColumns, selectedPreset, custom,
 * matchTypes). This hook reads them with react-router's useSearchParams and writes them back,
 * keeping every other query parameter (the panel's msf parameters, the search…) as it is.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  COLUMN_QUERY_PARAMS,
  columnStateFromQuery,
  columnStateToQuery,
  defaultColumnState,
  type ColumnState,
} from '../../lib/columns';
import type { DEFAULT_COLUMNS } from '../../lib/spec/workspace';

export type ColumnTable = keyof typeof DEFAULT_COLUMNS;

export interface ColumnQueryStateOptions {
  /** The state when the URL has none of the four parameters: a table's defaults (doc 2 §9) or a state. */
  fallback: ColumnTable | ColumnState;
  /** Column ids the URL may name; others are dropped. Keep the array stable (memoise it). */
  knownColumnIds?: readonly string[];
  /** Replace the current history entry instead of pushing one. Default true. */
  replace?: boolean;
}

/** Remove the four column parameters from `params` and write `state` in their place. */
export function writeColumnQuery(params: URLSearchParams, state: ColumnState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(COLUMN_QUERY_PARAMS)) next.delete(name);
  for (const [name, value] of Object.entries(columnStateToQuery(state))) next.set(name, value);
  return next;
}

/** The column state of the current URL and a setter that writes it back to the URL. */
export function useColumnQueryState({
  fallback,
  knownColumnIds,
  replace = true,
}: ColumnQueryStateOptions): [ColumnState, (state: ColumnState) => void] {
  const [params, setParams] = useSearchParams();
  const fallbackState = useMemo(
    () => (typeof fallback === 'string' ? defaultColumnState(fallback) : fallback),
    [fallback],
  );
  const state = useMemo(
    () => columnStateFromQuery(params, fallbackState, knownColumnIds),
    [params, fallbackState, knownColumnIds],
  );
  const setState = useCallback(
    (next: ColumnState) => setParams((current) => writeColumnQuery(current, next), { replace }),
    [setParams, replace],
  );
  return [state, setState];
}
