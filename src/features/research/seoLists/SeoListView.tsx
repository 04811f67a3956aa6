import type { ReactNode } from 'react';

import type { SeoListAnswer, SeoListDefinition } from './seoLists';
import { answerName } from './seoLists';
import styles from './SeoListView.module.css';
import { fill } from '../../../lib/spec/text';
import { Tabs } from '../../../ui/Tabs/Tabs';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';
import { ListAnswerLine } from '../listPage/ListAnswerLine';
import { tableControlsOf, type ListTableControls } from '../listPage/listTable';
import { NoDataState, type SimilarSearch } from '../shared/NoDataState';
import { RESEARCH_TEXT } from '../shared/researchTexts';
import { SearchPrompt } from '../shared/SearchPrompt';
import { ResearchTable, type ResearchTableLoad } from '../table/ResearchTable';

export interface SeoListViewProps<
  Row extends { isThrottled?: boolean },
  Answer extends SeoListAnswer<Row>,
> extends ListTableControls {
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
  onViewChange: (view: string) => void;
}

/**
 * An SEO list page (competitors, top pages, backlinks, ranking history): the month and
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
      <ListAnswerLine
        hint={definition.hint(name, view)}
        answer={load === 'failed' ? null : data}
        isLoading={load === 'loading'}
        facts={data?.hasData && definition.facts(data).map((fact) => <span key={fact}>{fact}</span>)}
        reservesCounts
      />
      {noData ? (
        <NoDataState query={query} suggestions={props.similar ?? null} />
      ) : (
        <ResearchTable
          label={definition.tableLabel(name, view)}
          columns={definition.columns}
          presets={definition.presets}
          load={load}
          matchTypesPending={data?.matchTypesPending === true}
          rows={data?.rows ?? []}
          totalRowCount={data?.totalRowCount ?? 0}
          {...tableControlsOf(props)}
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
