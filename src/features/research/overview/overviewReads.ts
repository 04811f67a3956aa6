/**
 * The domain and URL overview's six reads: the headline figures and five list blocks, each read,
 * failing and retried on its own. The headline read may have been started early by the guard chain
 * (./overviewPrefetch.ts); readBlock is the read itself.
 */
import type { OverviewAnswer, OverviewKind } from './overview';
import { takePrefetched } from './overviewPrefetch';
import {
  getDomainCompetitors,
  getDomainOrganicKeywords,
  getDomainOverview,
  getDomainPaidKeywords,
  getDomainTopPages,
  getUrlOverview,
} from '../../../api/research';
import type { components } from '../../../api/schema.gen';

type Schemas = components['schemas'];

/** How many rows each list block shows (its full page has the rest). */
export const OVERVIEW_ROWS = 5;

/** What each of the page's reads answers; null for a block the URL overview leaves out. */
export interface OverviewReadAnswers {
  overview: OverviewAnswer;
  organicCompetitors: Schemas['DomainCompetitors'] | null;
  topKeywords: Schemas['DomainOrganicKeywords'];
  topPages: Schemas['DomainTopPages'] | null;
  paidCompetitors: Schemas['DomainCompetitors'] | null;
  topAds: Schemas['DomainPaidKeywords'];
}

/** The page's reads, each retried on its own. */
export type OverviewBlockId = keyof OverviewReadAnswers;

type Reads = { [B in OverviewBlockId]: (query: string) => Promise<OverviewReadAnswers[B]> };

/** One read of the page, as the server is asked it. */
export function readBlock<B extends OverviewBlockId>(
  kind: OverviewKind,
  query: string,
  block: B,
): Promise<OverviewReadAnswers[B]> {
  const isDomain = kind === 'domain';
  const reads: Reads = {
    overview: (q) => (isDomain ? getDomainOverview({ query: q }) : getUrlOverview({ query: q })),
    organicCompetitors: (q) =>
      isDomain
        ? getDomainCompetitors({
            query: q,
            context: 'organic',
            rowsPerPage: OVERVIEW_ROWS,
            visibleColumns: 'domain,sharedKeywords,share,keywords',
          })
        : Promise.resolve(null),
    topKeywords: (q) =>
      getDomainOrganicKeywords({
        query: q,
        sortBy: 'clicks',
        sortDirection: 'desc',
        rowsPerPage: OVERVIEW_ROWS,
        visibleColumns: 'keyword,position,volume,clicks,clickValue',
      }),
    topPages: (q) =>
      isDomain
        ? getDomainTopPages({
            query: q,
            searchType: 'mosttraffic',
            rowsPerPage: OVERVIEW_ROWS,
            visibleColumns: 'url,keywords,clicks,clickValue',
          })
        : Promise.resolve(null),
    paidCompetitors: (q) =>
      isDomain
        ? getDomainCompetitors({
            query: q,
            context: 'paid',
            rowsPerPage: OVERVIEW_ROWS,
            visibleColumns: 'domain,sharedKeywords,share',
          })
        : Promise.resolve(null),
    topAds: (q) =>
      getDomainPaidKeywords({
        query: q,
        sortBy: 'cost',
        sortDirection: 'desc',
        rowsPerPage: OVERVIEW_ROWS,
        visibleColumns: 'keyword,position,cost',
      }),
  };
  return reads[block](query);
}

/** One read of the page: the headline read the guard chain started early, when there is one, else a fresh read. */
export function takeBlock<B extends OverviewBlockId>(
  kind: OverviewKind,
  query: string,
  block: B,
): Promise<OverviewReadAnswers[B]> {
  const early = block === 'overview' ? takePrefetched(kind, query) : undefined;
  return (early as Promise<OverviewReadAnswers[B]> | undefined) ?? readBlock(kind, query, block);
}
