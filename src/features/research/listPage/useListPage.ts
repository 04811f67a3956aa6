/**
 * The state every research list screen keeps the same way (SEO keywords, the SEO lists, both
 * Kombats): the frame's title, the list's query (columns in the URL, the rest in state) and its
 * request, who is looking and the links of the table, the tab parameter and the CSV export.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import type { ListTableControls } from './listTable';
import type { ColumnState } from '../../../lib/columns';
import { user } from '../../../state/user';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { QUERY_PARAM } from '../shared/researchQuery';
import {
  exportColumnsOf,
  exportMatchTypesOf,
  exportSourceCsv,
  type ExportPolling,
  type ExportSource,
} from '../table/researchExport';
import type { ExportNotice } from '../table/ResearchTable';
import { listRequest, matchTypesParam, shownColumns, viewerOf, type ResearchColumn } from '../table/researchTable';
import { useResearchListQuery } from '../table/useResearchListQuery';

export interface ListPageOptions<Row> {
  /** The columns when the URL names none (a module constant). */
  defaultColumns: ColumnState;
  /** The ids the URL may name (a module constant). */
  columnIds: readonly string[];
  columns: readonly ResearchColumn<Row>[];
  /** How a queued CSV export is polled (stories shorten the wait). */
  exportPolling?: ExportPolling;
}

/** The table controls a screen hands its view as they are; the retry, export and clipboard are its own. */
export type ListPageControls = Omit<ListTableControls, 'onRetry' | 'onExportCsv' | 'copyText'>;

export function useListPage<Row>({ defaultColumns, columnIds, columns, exportPolling }: ListPageOptions<Row>) {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const [params, setParams] = useSearchParams();
  const { isLoggedIn, userId, isFullUser, product } = useSnapshot(user);
  const list = useResearchListQuery(defaultColumns, columnIds);
  const request = listRequest(list.query, columns);
  const { setStartRow } = list;

  /** A search typed on the page (the `query` parameter). */
  const search = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(QUERY_PARAM, next);
        return updated;
      }),
    [setParams],
  );

  /** Another tab (segment, set, view) kept in the URL parameter `param`: back to the first row. */
  const setTab = useCallback(
    (param: string, next: string) => {
      setStartRow(1);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(param, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setStartRow, setParams],
  );

  /** The file is the list on screen: the source asked with the chosen columns. */
  const visibleColumns = exportColumnsOf(list.query.columns);
  // …and the searches in the match type the table shows (read from the URL state, as the request is).
  const exportMatchTypes = matchTypesParam(shownColumns(columns, list.query.columns), list.query.columns);
  const exportOf = useCallback(
    (filename: string, source: Omit<ExportSource, 'visibleColumns'>) => (): Promise<ExportNotice> => {
      const matchTypes = exportMatchTypesOf(exportMatchTypes ?? undefined);
      return exportSourceCsv(
        filename,
        { ...source, visibleColumns, ...(matchTypes ? { matchTypes } : {}) },
        exportPolling,
      );
    },
    [visibleColumns, exportMatchTypes, exportPolling],
  );

  const viewer = viewerOf({ isLoggedIn, userId, isFullUser });
  const purchaseHref = linkTo('mainpurchase');
  const loginHref = linkTo('auth:login');
  const controls = useMemo<ListPageControls>(
    () => ({
      list: list.query,
      viewer,
      purchaseHref,
      loginHref,
      maxExportRows: product.maxExportRows,
      hasUnlimitedExportRows: product.hasUnlimitedExportRows,
      onSortChange: list.setSort,
      onFilterTextChange: list.setFilterText,
      onStartRowChange: list.setStartRow,
      onRowsPerPageChange: list.setRowsPerPage,
      onColumnsChange: list.setColumns,
    }),
    [list, viewer, purchaseHref, loginHref, product.maxExportRows, product.hasUnlimitedExportRows],
  );

  return {
    title,
    section,
    linkTo,
    params,
    setParams,
    list,
    request,
    /** The request as a loader key: a new sort, filter, page or columns reads again. */
    requestKey: JSON.stringify(request),
    controls,
    search,
    setTab,
    exportOf,
  };
}
