import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';

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
import { user } from '../../../state/user';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { QUERY_PARAM, queryFrom } from '../shared/researchQuery';
import { useMissedSearch } from '../shared/useMissedSearch';
import { exportColumnsOf, exportFilename, exportSourceCsv, type ExportPolling } from '../table/researchExport';
import { listRequest, viewerOf } from '../table/researchTable';
import { useResearchListQuery } from '../table/useResearchListQuery';

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
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const [params, setParams] = useSearchParams();
  const { isLoggedIn, userId, isFullUser, product } = useSnapshot(user);
  const query = queryFrom(params) ?? null;
  const segment = segmentOf(params.get(SEGMENT_PARAM));
  const list = useResearchListQuery(DEFAULT_ORGANIC_COLUMN_STATE, ORGANIC_KEYWORD_COLUMN_IDS);
  const request = listRequest(list.query, ORGANIC_KEYWORD_COLUMNS);
  const requestKey = JSON.stringify(request);

  const page = useLoader(
    () =>
      query === null
        ? Promise.resolve(null)
        : // The column ids are the contract's OrganicKeywordColumn (ORGANIC_KEYWORD_COLUMNS).
          getDomainOrganicKeywords({ query, segment, ...request, sortBy: request.sortBy as OrganicKeywordColumnId }),
    null as DomainOrganicKeywords | null,
    [query, segment, requestKey],
  );

  const noData = page.load === 'ready' && page.data !== null && !page.data.hasData;
  const similar = useMissedSearch(page.data?.url ? 'url' : 'domain', query, noData, (domain) =>
    linkTo('seo:keywords', {}, { query: domain, segment }),
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

  const changeSegment = useCallback(
    (next: KeywordSegment) => {
      list.setStartRow(1);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(SEGMENT_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [list, setParams],
  );

  const exportCsv =
    query === null
      ? undefined
      : () =>
          exportSourceCsv(
            exportFilename(query, 'seo-keywords', segment),
            { report: 'seo-keywords', query, segment, visibleColumns: exportColumnsOf(list.query.columns) },
            exportPolling,
          );

  return (
    <SeoKeywordsView
      title={title}
      section={section}
      query={query}
      segment={segment}
      load={page.load}
      data={page.data}
      list={list.query}
      viewer={viewerOf({ isLoggedIn, userId, isFullUser })}
      purchaseHref={linkTo('mainpurchase')}
      loginHref={linkTo('auth:login')}
      similar={similar}
      onSearch={search}
      maxExportRows={product.maxExportRows}
      hasUnlimitedExportRows={product.hasUnlimitedExportRows}
      onExportCsv={exportCsv}
      copyText={copyText}
      onSegmentChange={changeSegment}
      onSortChange={list.setSort}
      onFilterTextChange={list.setFilterText}
      onStartRowChange={list.setStartRow}
      onRowsPerPageChange={list.setRowsPerPage}
      onColumnsChange={list.setColumns}
      onRetry={page.retry}
    />
  );
}
