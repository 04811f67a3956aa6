import { useCallback } from 'react';

import {
  DEFAULT_ORGANIC_COLUMN_STATE,
  ORGANIC_KEYWORD_COLUMNS,
  ORGANIC_KEYWORD_COLUMN_IDS,
  segmentOf,
  type DomainOrganicKeywords,
  type KeywordSegment,
  type OrganicKeywordColumnId,
} from './seoKeywords';
import { SeoKeywordsView } from './SeoKeywordsView';
import { getDomainOrganicKeywords } from '../../../api/research';
import { useLoader } from '../../shell/useLoader';
import { useListPage } from '../listPage/useListPage';
import { queryFrom } from '../shared/researchQuery';
import { useMissedSearch } from '../shared/useMissedSearch';
import { exportFilename, type ExportPolling } from '../table/researchExport';
import { useMatchTypesRetry } from '../table/useMatchTypesRetry';

/** The segment parameter of the page (doc 2 §2: preset report links open it with a segment). */
const SEGMENT_PARAM = 'segment';

export interface SeoKeywordsScreenProps {
  /** Writes to the clipboard; the browser's clipboard unless a story or test gives another. */
  copyText?: (text: string) => Promise<void>;
  /** How a queued CSV export is polled (stories shorten the wait). */
  exportPolling?: ExportPolling;
}

/**
 * Routes seo:keywords, seo:keywords:domain and seo:keywords:url: reads `query` and `segment` from
 * the URL, the columns through the research table's URL state, and loads a page of
 * GetDomainOrganicKeywords — sorted, filtered and paged by the server, with only the shown columns
 * filled. A search without data looks up a similar domain (GetDomainSuggestions) to offer.
 */
export function SeoKeywordsScreen({ copyText, exportPolling }: SeoKeywordsScreenProps) {
  const { title, section, linkTo, params, request, requestKey, controls, search, setTab, exportOf } = useListPage({
    defaultColumns: DEFAULT_ORGANIC_COLUMN_STATE,
    columnIds: ORGANIC_KEYWORD_COLUMN_IDS,
    columns: ORGANIC_KEYWORD_COLUMNS,
    exportPolling,
  });
  const query = queryFrom(params) ?? null;
  const segment = segmentOf(params.get(SEGMENT_PARAM));

  const page = useLoader(
    () =>
      query === null
        ? Promise.resolve(null)
        : // The column ids are the contract's OrganicKeywordColumn (ORGANIC_KEYWORD_COLUMNS).
          getDomainOrganicKeywords({ query, segment, ...request, sortBy: request.sortBy as OrganicKeywordColumnId }),
    null as DomainOrganicKeywords | null,
    [query, segment, requestKey],
  );

  // Phrase or broad figures still being prepared on the server: ask again until they are.
  useMatchTypesRetry(page.data, page.refresh);

  const noData = page.load === 'ready' && page.data !== null && !page.data.hasData;
  const similar = useMissedSearch(page.data?.url ? 'url' : 'domain', query, noData, (domain) =>
    linkTo('seo:keywords', {}, { query: domain, segment }),
  );

  const changeSegment = useCallback((next: KeywordSegment) => setTab(SEGMENT_PARAM, next), [setTab]);

  return (
    <SeoKeywordsView
      {...controls}
      title={title}
      section={section}
      query={query}
      segment={segment}
      load={page.load}
      data={page.data}
      similar={similar}
      onSearch={search}
      onExportCsv={
        query === null
          ? undefined
          : exportOf(exportFilename(query, 'seo-keywords', segment), { report: 'seo-keywords', query, segment })
      }
      copyText={copyText}
      onSegmentChange={changeSegment}
      onRetry={page.retry}
    />
  );
}
