import { useMemo } from 'react';

import {
  KEYWORD_SEGMENTS,
  ORGANIC_KEYWORD_COLUMNS,
  ORGANIC_KEYWORD_PRESETS,
  comparesRivals,
  type DomainOrganicKeywords,
  type KeywordSegment,
  type OrganicKeywordRow,
} from './seoKeywords';
import { SEO_KEYWORDS_TEXT } from './seoKeywordsTexts';
import styles from './SeoKeywordsView.module.css';
import { formatNumber } from '../../../lib/format';
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
import type { ResearchColumn } from '../table/researchTable';

export interface SeoKeywordsViewProps extends ListTableControls {
  /** The page heading: the route title ('SEO Keyword Research'). */
  title: string;
  section?: FrameSection;
  /** The domain or URL searched (the `query` parameter); null when the page was opened without one. */
  query: string | null;
  segment: KeywordSegment;
  load: ResearchTableLoad;
  /** The last page the server answered (kept while the next one loads). */
  data: DomainOrganicKeywords | null;
  /** Similar domains to try when this search has no data; null while they load. */
  similar?: readonly SimilarSearch[] | null;
  /** A search typed on the page when it was opened without one. */
  onSearch: (query: string) => void;
  onSegmentChange: (segment: KeywordSegment) => void;
}

function KeywordCell({ row }: { row: OrganicKeywordRow }) {
  return (
    <span className={styles.keyword}>
      <span className={styles.keywordText}>{row.keyword}</span>
      {row.url && <span className={styles.url}>{row.url}</span>}
    </span>
  );
}

/** The keyword column shows the ranking page under the keyword. */
const COLUMNS: readonly ResearchColumn<OrganicKeywordRow>[] = ORGANIC_KEYWORD_COLUMNS.map((column) =>
  column.id === 'keyword' ? { ...column, render: (row: OrganicKeywordRow) => <KeywordCell row={row} /> } : column,
);
const NO_COLUMNS: readonly ResearchColumn<OrganicKeywordRow>[] = [];

/** Each compared rival's position, in comparedWith order (core and missing only). */
function rivalColumns(comparedWith: readonly string[]): ResearchColumn<OrganicKeywordRow>[] {
  return comparedWith.map((domain, index) => ({
    id: `rival${index + 1}`,
    // The rival's domain heads its positions; the line above the table says they are compared ranks.
    header: domain,
    value: (row: OrganicKeywordRow) => row.rivalRanks[index]?.rank ?? null,
    sortKind: 'numeric' as const,
    isSortable: false,
    align: 'right' as const,
  }));
}

/**
 * The SEO keywords page (routes seo:keywords and its /domain and /url variants): the
 * keywords a domain or page ranks for, by segment (core, all, questions, missing, content,
 * transactional as tabs), in the research table. The answer's month and CTR curve are named; core
 * and missing name the rivals they compare with and show each one's position. A search without
 * data gets its own empty state with a similar domain to try.
 */
export function SeoKeywordsView(props: SeoKeywordsViewProps) {
  const { title, section, query, segment, load, data, onSegmentChange } = props;
  const answer = data;
  const rivals = answer && comparesRivals(segment) ? answer.comparedWith : null;
  const extraColumns = useMemo(() => (rivals ? rivalColumns(rivals) : NO_COLUMNS), [rivals]);

  if (!query) {
    return (
      <SectionFrame title={title} section={section}>
        <SearchPrompt onSearch={props.onSearch} />
      </SectionFrame>
    );
  }

  const body = (
    <div className={styles.body}>
      <AnswerLine
        answer={load === 'failed' ? null : answer}
        isLoading={load === 'loading'}
        segment={segment}
        query={query}
      />
      {load === 'ready' && answer && !answer.hasData ? (
        <NoDataState query={query} suggestions={props.similar ?? null} />
      ) : (
        <ResearchTable
          label={fill(SEO_KEYWORDS_TEXT.tableLabel, { domain: answer?.url ?? answer?.domain ?? query })}
          columns={COLUMNS}
          presets={ORGANIC_KEYWORD_PRESETS}
          extraColumns={extraColumns}
          load={load}
          matchTypesPending={answer?.matchTypesPending === true}
          rows={answer?.rows ?? []}
          totalRowCount={answer?.totalRowCount ?? 0}
          {...tableControlsOf(props)}
        />
      )}
    </div>
  );

  return (
    <SectionFrame title={title} section={section} subtitle={fill(RESEARCH_TEXT.searchFor, { query })}>
      <Tabs
        aria-label={SEO_KEYWORDS_TEXT.tabsLabel}
        initialTab={segment}
        onTabChange={(id) => onSegmentChange(id as KeywordSegment)}
        tabs={KEYWORD_SEGMENTS.map((id) => ({
          id,
          label: SEO_KEYWORDS_TEXT.segments[id],
          content: id === segment ? body : null,
        }))}
      />
    </SectionFrame>
  );
}

/** The month, the CTR curve and (core, missing) the rivals; a placeholder line of the same height while loading. */
function AnswerLine({
  answer,
  isLoading,
  segment,
  query,
}: {
  answer: DomainOrganicKeywords | null;
  isLoading: boolean;
  segment: KeywordSegment;
  query: string;
}) {
  const domain = answer?.url ?? answer?.domain ?? query;
  return (
    <ListAnswerLine
      hint={fill(SEO_KEYWORDS_TEXT.segmentHints[segment], { domain })}
      answer={answer}
      isLoading={isLoading}
      facts={
        answer && (
          <>
            {answer.hasData && (
              <span>{fill(SEO_KEYWORDS_TEXT.rowCount, { count: formatNumber(answer.totalRowCount) })}</span>
            )}
            {comparesRivals(segment) && answer.comparedWith.length > 0 && (
              <span data-testid="compared-with">
                {fill(SEO_KEYWORDS_TEXT.comparedWith, { rivals: answer.comparedWith.join(', ') })}
              </span>
            )}
          </>
        )
      }
    />
  );
}
