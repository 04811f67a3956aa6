import { useCallback, type ReactNode } from 'react';

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
import { useLoader } from '../../shell/useLoader';
import { useListPage } from '../listPage/useListPage';
import { queryFrom } from '../shared/researchQuery';
import { useMissedSearch } from '../shared/useMissedSearch';
import { exportFilename, type ExportPolling } from '../table/researchExport';
import { useMatchTypesRetry } from '../table/useMatchTypesRetry';

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
  const { title, section, linkTo, params, request, requestKey, controls, search, setTab, exportOf } = useListPage({
    defaultColumns: definition.defaultColumns,
    columnIds: definition.columnIds,
    columns: definition.columns,
    exportPolling,
  });
  const query = queryFrom(params) ?? null;
  const views = definition.views;
  const view = viewOf(views, views ? params.get(views.param) : null);

  const page = useLoader(
    () => (query === null ? Promise.resolve(null) : definition.read(query, view, request)),
    null as Answer | null,
    [definition, query, view, requestKey],
  );

  // Phrase or broad figures still being prepared on the server: ask again until they are.
  useMatchTypesRetry(page.data, page.refresh);

  const noData = page.load === 'ready' && page.data !== null && !page.data.hasData;
  const viewQuery = views ? { [views.param]: view } : {};
  const similar = useMissedSearch(page.data?.url ? 'url' : 'domain', query, noData, (domain) =>
    linkTo(definition.route, {}, { query: domain, ...viewQuery }),
  );

  const changeView = useCallback(
    (next: string) => {
      if (views) setTab(views.param, next);
    },
    [setTab, views],
  );

  return (
    <SeoListView
      {...controls}
      definition={definition}
      title={title}
      section={section}
      query={query}
      view={view}
      load={page.load}
      data={page.data}
      similar={similar}
      charts={query !== null && charts ? charts(query, view) : undefined}
      viewCount={viewCount?.(page.data)}
      onSearch={search}
      onExportCsv={
        query === null
          ? undefined
          : exportOf(exportFilename(query, definition.report, view), {
              report: definition.report,
              query,
              ...definition.exportView(view),
            })
      }
      copyText={copyText}
      onViewChange={changeView}
      onRetry={page.retry}
    />
  );
}
