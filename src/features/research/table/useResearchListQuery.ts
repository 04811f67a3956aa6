/**
 * A research list's query: the columns live in the URL (visibleColumns, selectedPreset, custom,
 * matchTypes — through useColumnQueryState, so a preset report link opens the list as linked), the
 * sort, filter and page in the screen's state.
 */
import { useCallback, useMemo, useState } from 'react';

import { initialListQuery, withFilter, withPageSize, withSort, type ResearchListQuery } from './researchTable';
import type { ColumnState } from '../../../lib/columns';
import { useColumnQueryState } from '../../../ui/ColumnSelector/useColumnQueryState';
import type { TableSort } from '../../../ui/Table/Table';

export interface ResearchListQueryControls {
  query: ResearchListQuery;
  setSort: (sort: TableSort | null) => void;
  setFilterText: (text: string) => void;
  setStartRow: (row: number) => void;
  setRowsPerPage: (size: number) => void;
  setColumns: (state: ColumnState) => void;
}

type LocalQuery = Omit<ResearchListQuery, 'columns'>;

/**
 * `fallback`: the columns when the URL names none; `knownColumnIds`: the ids the URL may name. Keep
 * both stable (module constants or memoised).
 */
export function useResearchListQuery(
  fallback: ColumnState,
  knownColumnIds: readonly string[],
): ResearchListQueryControls {
  const [columns, setColumns] = useColumnQueryState({ fallback, knownColumnIds });
  const [local, setLocal] = useState<LocalQuery>(() => {
    const { columns: _ignored, ...rest } = initialListQuery(fallback);
    return rest;
  });
  const query = useMemo<ResearchListQuery>(() => ({ ...local, columns }), [local, columns]);

  const update = useCallback(
    (change: (q: ResearchListQuery) => ResearchListQuery) => {
      // The transitions (withSort, withFilter…) never touch the columns, which live in the URL.
      setLocal((current) => {
        const { columns: _ignored, ...rest } = change({ ...current, columns: fallback });
        return rest;
      });
    },
    [fallback],
  );

  return {
    query,
    setSort: useCallback((sort) => update((q) => withSort(q, sort)), [update]),
    setFilterText: useCallback((text) => update((q) => withFilter(q, text)), [update]),
    setStartRow: useCallback((startRow) => update((q) => ({ ...q, startRow })), [update]),
    setRowsPerPage: useCallback((size) => update((q) => withPageSize(q, size)), [update]),
    setColumns,
  };
}
