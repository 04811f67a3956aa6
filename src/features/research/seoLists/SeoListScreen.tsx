import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { RankingHistoryChartsScreen } from './RankingHistoryCharts';
import {
  BACKLINKS_PAGE,
  COMPETITORS_PAGE,
  RANKING_HISTORY_PAGE,
  TOP_PAGES_PAGE,
  rankingTypeCount,
  viewOf,
  type RankingHistoryType,
  type SeoListAnswer,
  type SeoListDefinition,
  type SeoListPageId,
} from './seoLists';
import { SeoListView } from './SeoListView';
import { user } from '../../../state/user';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { QUERY_PARAM, queryFrom } from '../shared/researchQuery';
import { useMissedSearch } from '../shared/useMissedSearch';
import { exportColumnsOf, exportFilename, exportSourceCsv, type ExportPolling } from '../table/researchExport';
import { listRequest, viewerOf } from '../table/researchTable';
import { useResearchListQuery } from '../table/useResearchListQuery';

export interface SeoListScreenProps {
  /** Which SEO list the route shows (screens.tsx: one screen kind per page). */
  page: SeoListPageId;
  /** Writes to the clipboard; the browser's clipboard unless a story or test gives another. */
  copyText?: (text: string) => Promise<void>;
  /** How a queued CSV export is polled (stories shorten the wait). */
  exportPolling?: ExportPolling;
}

/**
 * Routes seo:competitors, seo:top-pages, seo:backlinks and seo:ranking-history (with their /domain
 * and /url variants): the page's list from its definition. Ranking history adds its charts and the
 * nine types' counts in the tab labels.
 */
export function SeoListScreen({ page, ...rest }: SeoListScreenProps) {
  switch (page) {
    case 'competitors':
      return <ListScreen key={page} definition={COMPETITORS_PAGE} {...rest} />;
    case 'topPages':
      return <ListScreen key={page} definition={TOP_PAGES_PAGE} {...rest} />;
    case 'backlinks':
      return <ListScreen key={page} definition={BACKLINKS_PAGE} {...rest} />;
    case 'rankingHistory':
      return (
        <ListScreen
          key={page}
          definition={RANKING_HISTORY_PAGE}
          charts={(query, view) => <RankingHistoryChartsScreen query={query} type={view as RankingHistoryType} />}
          viewCount={(answer) => (type) => rankingTypeCount(type as RankingHistoryType, answer)}
          {...rest}
        />
      );
  }
}

interface ListScreenProps<Row extends { isThrottled?: boolean }, Answer extends SeoListAnswer<Row>> extends Omit<
  SeoListScreenProps,
  'page'
> {
  definition: SeoListDefinition<Row, Answer>;
  charts?: (query: string, view: string) => ReactNode;
  viewCount?: (answer: Answer | null) => (view: string) => string | null;
}

/**
 * Reads `query` and the view parameter from the URL, the columns through the research table's URL
 * state, and loads one page of the definition's call — sorted, filtered and paged by the server,
 * with only the shown columns filled. A search without data offers similar domains and is logged as
 * a missed search (useMissedSearch).
 */
function ListScreen<Row extends { isThrottled?: boolean }, Answer extends SeoListAnswer<Row>>({
  definition,
  charts,
  viewCount,
  copyText,
  exportPolling,
}: ListScreenProps<Row, Answer>) {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const [params, setParams] = useSearchParams();
  const { isLoggedIn, userId, isFullUser, product } = useSnapshot(user);
  const query = queryFrom(params) ?? null;
  const views = definition.views;
  const view = viewOf(views, views ? params.get(views.param) : null);
  const list = useResearchListQuery(definition.defaultColumns, definition.columnIds);
  const request = listRequest(list.query, definition.columns);
  const requestKey = JSON.stringify(request);

  const page = useLoader(
    () => (query === null ? Promise.resolve(null) : definition.read(query, view, request)),
    null as Answer | null,
    [definition, query, view, requestKey],
  );

  const noData = page.load === 'ready' && page.data !== null && !page.data.hasData;
  const viewQuery = views ? { [views.param]: view } : {};
  const similar = useMissedSearch(page.data?.url ? 'url' : 'domain', query, noData, (domain) =>
    linkTo(definition.route, {}, { query: domain, ...viewQuery }),
  );

  const search = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(QUERY_PARAM, next);
        return updated;
      }),
    [setParams],
  );

  const changeView = useCallback(
    (next: string) => {
      if (!views) return;
      list.setStartRow(1);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(views.param, next);
          return updated;
        },
        { replace: true },
      );
    },
    [list, setParams, views],
  );

  const exportCsv =
    query === null
      ? undefined
      : () =>
          exportSourceCsv(
            exportFilename(query, definition.report, view),
            {
              report: definition.report,
              query,
              ...definition.exportView(view),
              visibleColumns: exportColumnsOf(list.query.columns),
            },
            exportPolling,
          );

  return (
    <SeoListView
      definition={definition}
      title={title}
      section={section}
      query={query}
      view={view}
      load={page.load}
      data={page.data}
      list={list.query}
      viewer={viewerOf({ isLoggedIn, userId, isFullUser })}
      purchaseHref={linkTo('mainpurchase')}
      loginHref={linkTo('auth:login')}
      similar={similar}
      charts={query !== null && charts ? charts(query, view) : undefined}
      viewCount={viewCount?.(page.data)}
      onSearch={search}
      maxExportRows={product.maxExportRows}
      hasUnlimitedExportRows={product.hasUnlimitedExportRows}
      onExportCsv={exportCsv}
      copyText={copyText}
      onViewChange={changeView}
      onSortChange={list.setSort}
      onFilterTextChange={list.setFilterText}
      onStartRowChange={list.setStartRow}
      onRowsPerPageChange={list.setRowsPerPage}
      onColumnsChange={list.setColumns}
      onRetry={page.retry}
    />
  );
}
