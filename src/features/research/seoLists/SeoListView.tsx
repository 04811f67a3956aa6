import type { ReactNode } from 'react';

import type { SeoListAnswer, SeoListDefinition } from './seoLists';
import { answerName } from './seoLists';
import styles from './SeoListView.module.css';
import type { ColumnState } from '../../../lib/columns';
import { fill } from '../../../lib/spec/text';
import { Tabs } from '../../../ui/Tabs/Tabs';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';
import { FiguresNote } from '../shared/FiguresNote';
import { NoDataState, type SimilarSearch } from '../shared/NoDataState';
import { RESEARCH_TEXT } from '../shared/researchTexts';
import { SearchPrompt } from '../shared/SearchPrompt';
import { ResearchTable, type ExportNotice, type ResearchTableLoad } from '../table/ResearchTable';
import type { ResearchListQuery, TableSort, Viewer } from '../table/researchTable';

export interface SeoListViewProps<Row extends { isThrottled?: boolean }, Answer extends SeoListAnswer<Row>> {
  /** Which list this is: its columns, views, wording (seoLists.ts). */
  definition: SeoListDefinition<Row, Answer>;
  /** The page heading: the route title ('SEO Competitors'). */
  title: string;
  section?: FrameSection;
  /** The domain or URL searched (the `query` parameter); null when the page was opened without one. */
  query: string | null;
  /** The view (tab) shown: a search type or ranking-history type; '' for a list without views. */
  view: string;
  load: ResearchTableLoad;
  /** The last page the server answered (kept while the next one loads). */
  data: Answer | null;
  list: ResearchListQuery;
  viewer: Viewer;
  purchaseHref: string;
  loginHref: string;
  /** Similar domains to try when this search has no data; null while they load. */
  similar?: readonly SimilarSearch[] | null;
  /** Shown above the views and the list while the search has data (ranking history's charts). */
  charts?: ReactNode;
  /**
   * Each view's count under its tab label (ranking history's types), null until the answer gives
   * it; the line is kept while it is empty, so the tabs do not grow when the counts arrive.
   */
  viewCount?: (view: string) => string | null;
  onSearch: (query: string) => void;
  maxExportRows?: number;
  hasUnlimitedExportRows?: boolean;
  onExportCsv?: () => Promise<ExportNotice>;
  copyText?: (text: string) => Promise<void>;
  onViewChange: (view: string) => void;
  onSortChange: (sort: TableSort | null) => void;
  onFilterTextChange: (text: string) => void;
  onStartRowChange: (row: number) => void;
  onRowsPerPageChange: (size: number) => void;
  onColumnsChange: (state: ColumnState) => void;
  onRetry: () => void;
}

/**
 * An SEO list page (competitors, top pages, backlinks, ranking history; issue 14): the month and
 * curve line with the answer's own counts, the views as tabs when the list has them, and the
 * research table (server-side sort, filter and paging; throttled rows; export and copy). A search
 * without data gets the no-data state with similar domains; a page without a search, the prompt.
 */
export function SeoListView<Row extends { isThrottled?: boolean }, Answer extends SeoListAnswer<Row>>(
  props: SeoListViewProps<Row, Answer>,
) {
  const { definition, title, section, query, view, load, data } = props;

  if (!query) {
    return (
      <SectionFrame title={title} section={section}>
        <SearchPrompt onSearch={props.onSearch} />
      </SectionFrame>
    );
  }

  const name = answerName(data, query);
  const noData = load === 'ready' && data !== null && !data.hasData;
  const body = (
    <div className={styles.body}>
      <div className={styles.answerLine}>
        <p className={styles.hint}>{definition.hint(name, view)}</p>
        {data && load !== 'failed' ? (
          <div className={styles.meta}>
            <FiguresNote month={data.month} curve={data.curve} isDemoData={data.isDemoData} />
            <p className={styles.facts} data-testid="answer-facts">
              {data.hasData && definition.facts(data).map((fact) => <span key={fact}>{fact}</span>)}
            </p>
          </div>
        ) : (
          <div className={styles.meta} aria-hidden="true">
            {load === 'loading' && <span className={styles.metaPlaceholder} />}
          </div>
        )}
      </div>
      {noData ? (
        <NoDataState query={query} suggestions={props.similar ?? null} />
      ) : (
        <ResearchTable
          label={definition.tableLabel(name, view)}
          columns={definition.columns}
          presets={definition.presets}
          query={props.list}
          load={load}
          rows={data?.rows ?? []}
          totalRowCount={data?.totalRowCount ?? 0}
          viewer={props.viewer}
          purchaseHref={props.purchaseHref}
          loginHref={props.loginHref}
          maxExportRows={props.maxExportRows}
          hasUnlimitedExportRows={props.hasUnlimitedExportRows}
          onExportCsv={props.onExportCsv}
          copyText={props.copyText}
          onSortChange={props.onSortChange}
          onFilterTextChange={props.onFilterTextChange}
          onStartRowChange={props.onStartRowChange}
          onRowsPerPageChange={props.onRowsPerPageChange}
          onColumnsChange={props.onColumnsChange}
          onRetry={props.onRetry}
        />
      )}
    </div>
  );

  const views = definition.views;
  const { viewCount } = props;
  const labelOf = (id: string): ReactNode =>
    viewCount ? (
      <span className={styles.tabLabel}>
        <span>{views?.labels[id]}</span> <span className={styles.tabCount}>{viewCount(id)}</span>
      </span>
    ) : (
      views?.labels[id]
    );
  return (
    <SectionFrame title={title} section={section} subtitle={fill(RESEARCH_TEXT.searchFor, { query })}>
      {!noData && props.charts}
      {views ? (
        <Tabs
          aria-label={views.tabsLabel}
          initialTab={view}
          onTabChange={props.onViewChange}
          tabs={views.ids.map((id) => ({ id, label: labelOf(id), content: id === view ? body : null }))}
        />
      ) : (
        body
      )}
    </SectionFrame>
  );
}
