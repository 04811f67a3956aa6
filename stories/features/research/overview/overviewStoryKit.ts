/**
 * What the domain-overview stories share: the contract's example answers (github.com's overview,
 * amazon.com's competitors and ads, wikipedia.org's pages), a year of history for the charts, a
 * search without data, throttled lists, and the MSW handlers that answer with them.
 */
import { http as mswHttp, HttpResponse } from 'msw';

import { throttledRow } from '../../../../src/api/throttledRow';
import type {
  DomainCompetitors,
  DomainOrganicKeywords,
  DomainPaidKeywords,
  DomainTopPages,
} from '../../../../src/features/research/overview/DomainOverviewView';
import type { DomainMonth, DomainOverview, UrlOverview } from '../../../../src/features/research/overview/overview';
import { errorBody } from '../../../../src/mocks/errors';
import {
  buildDomainCompetitors,
  buildDomainOrganicKeywords,
  buildDomainOverview,
  buildDomainPaidKeywords,
  buildDomainTopPages,
  buildUrlOverview,
  EXAMPLE_SEARCH_CONSOLE,
  searchConsoleMonthOf,
  withSearchConsoleRows,
} from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { http } from '../../../../src/mocks/http';
import { mockFor } from '../../../../src/mocks/registry';

/** Thirteen months, Oct 2025 … Oct 2026, ending in the example's October: each month a little below the next. */
function yearBefore(latest: DomainMonth): DomainMonth[] {
  return Array.from({ length: 13 }, (_, i) => {
    const back = 12 - i;
    const factor = 1 - back * 0.04;
    const date = new Date(Date.UTC(2026, 9 - back, 1));
    return {
      month: date.toISOString().slice(0, 7),
      organicKeywords: Math.round(latest.organicKeywords * factor),
      top10Keywords: Math.round(latest.top10Keywords * factor),
      seoClicks: Math.round(latest.seoClicks * factor),
      // Value moves on its own (a seasonal dip every third month), so the two lines read apart.
      seoClickValue: Math.round(latest.seoClickValue * (factor - (back % 3) * 0.06) * 100) / 100,
      paidKeywords: Math.round(latest.paidKeywords * factor),
      ppcBudget: Math.round(latest.ppcBudget * factor * 100) / 100,
      positionBuckets: latest.positionBuckets.map((b) => ({ ...b, keywords: Math.round(b.keywords * factor) })),
    };
  });
}

const example = buildDomainOverview();
/** github.com, October 2026, Sistrix 2020, demo data: 1,240 organic keywords … 310 backlinks. */
export const OVERVIEW: DomainOverview = { ...example, history: yearBefore(example.current!) };
/** The same figures from the live corpus (no demo mark). */
export const LIVE_OVERVIEW: DomainOverview = { ...OVERVIEW, isDemoData: false };

const urlExample = buildUrlOverview();
/** wikipedia.org/wiki/Running_Shoes: 14 keywords, no ads. */
export const URL_OVERVIEW: UrlOverview = { ...urlExample, history: yearBefore(urlExample.current!) };

export const MISSED_QUERY = 'gihtub.com';
const zeroMonth: DomainMonth = {
  ...example.current!,
  organicKeywords: 0,
  top10Keywords: 0,
  seoClicks: 0,
  seoClickValue: 0,
  paidKeywords: 0,
  ppcBudget: 0,
  positionBuckets: example.current!.positionBuckets.map((b) => ({ ...b, keywords: 0 })),
};
const noChange = { delta: 0, ratio: null };
/** A domain the corpus does not hold: zeros and hasData false, as the server answers. */
export const NO_DATA: DomainOverview = {
  ...example,
  domain: MISSED_QUERY,
  hasData: false,
  current: zeroMonth,
  history: [zeroMonth],
  change: {
    organicKeywords: noChange,
    top10Keywords: noChange,
    seoClicks: noChange,
    seoClickValue: noChange,
    paidKeywords: noChange,
    ppcBudget: noChange,
  },
  backlinks: 0,
  referringDomains: 0,
};
/** The domains the suggestions API offers for 'gih'. */
export const SIMILAR = ['github.com', 'gitlab.com'];

export const COMPETITORS: DomainCompetitors = buildDomainCompetitors();
export const PAID_COMPETITORS: DomainCompetitors = buildDomainCompetitors({
  context: 'paid',
  rows: [
    { domain: 'walmart.com', sharedKeywords: 38, share: 0.9048, keywords: 61, isThrottled: false },
    { domain: 'target.com', sharedKeywords: 12, share: 0.2857, keywords: 20, isThrottled: false },
  ],
});
export const KEYWORDS: DomainOrganicKeywords = buildDomainOrganicKeywords();
export const PAGES: DomainTopPages = buildDomainTopPages();
export const ADS: DomainPaidKeywords = buildDomainPaidKeywords();

/** A free user's or visitor's lists: the first rows, then throttled rows (the placeholder and nulls). */
export const THROTTLED = {
  competitors: {
    ...COMPETITORS,
    freeRowCount: 1,
    rows: [COMPETITORS.rows[0]!, throttledRow('CompetitorRow', 'domain')],
  } satisfies DomainCompetitors,
  keywords: {
    ...KEYWORDS,
    freeRowCount: 1,
    rows: [KEYWORDS.rows[0]!, throttledRow('OrganicKeywordRow', 'keyword')],
  } satisfies DomainOrganicKeywords,
  ads: {
    ...ADS,
    freeRowCount: 1,
    rows: [ADS.rows[0]!, throttledRow('PaidKeywordRow', 'keyword')],
  } satisfies DomainPaidKeywords,
};

type Handlers = typeof handlerGroups;

/** The default handlers, with research and navigation handlers put in front of their groups. */
export const withHandlers = ({
  research = [],
  navigation = [],
}: {
  research?: Handlers['research'];
  navigation?: Handlers['navigation'];
}) => ({
  msw: {
    handlers: {
      ...handlerGroups,
      research: [...research, ...handlerGroups.research],
      navigation: [...navigation, ...handlerGroups.navigation],
    },
  },
});

export const overviewAnswers = (answer: DomainOverview) =>
  mockFor(
    'getDomainOverview',
    http.get('/NsaApi/Research/DomainOverview', ({ response }) => response(200).json(answer)),
  );
export const urlOverviewAnswers = (answer: UrlOverview) =>
  mockFor(
    'getUrlOverview',
    http.get('/NsaApi/Research/UrlOverview', ({ response }) => response(200).json(answer)),
  );
export const competitorsAnswer = (organic: DomainCompetitors, paid: DomainCompetitors) =>
  mockFor(
    'getDomainCompetitors',
    http.get('/NsaApi/Research/DomainCompetitors', ({ query, response }) =>
      response(200).json(query.get('context') === 'paid' ? paid : organic),
    ),
  );
export const keywordsAnswer = (answer: DomainOrganicKeywords) =>
  mockFor(
    'getDomainOrganicKeywords',
    http.get('/NsaApi/Research/DomainOrganicKeywords', ({ response }) => response(200).json(answer)),
  );
export const adsAnswer = (answer: DomainPaidKeywords) =>
  mockFor(
    'getDomainPaidKeywords',
    http.get('/NsaApi/Research/DomainPaidKeywords', ({ response }) => response(200).json(answer)),
  );
export const similarAnswer = (domains: readonly string[]) =>
  mockFor(
    'getDomainSuggestions',
    http.get('/NsaApi/suggest/getdomainsuggestions', ({ query, response }) =>
      response(200).json({
        query: query.get('query') ?? '',
        suggestions: domains.map((value) => ({ value, resultType: 'domain' as const })),
        isDemoData: true,
      }),
    ),
  );

/** The missed-search calls the page made (their query strings), recorded and passed on to the mock API. */
export const missedSearchLog: string[] = [];
export const recordMissedSearches = mswHttp.get('/endpoints/accountapi/performloggedineventlogging', ({ request }) => {
  missedSearchLog.push(new URL(request.url).search);
  // Returning nothing hands the request on to the mock API's handler.
  return undefined;
});

/** The first overview read fails with a 500; later ones reach the story's answer. Reset before each run. */
let overviewCalls = 0;
export const resetOverviewCalls = () => {
  overviewCalls = 0;
};
export const failFirstOverview = mswHttp.get('/NsaApi/Research/DomainOverview', () => {
  overviewCalls += 1;
  return overviewCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

/** The site's own Search Console data (github.com): the owner's overview and top keywords carry it. */
export const SEARCH_CONSOLE_SITE = EXAMPLE_SEARCH_CONSOLE[OVERVIEW.domain]!;
export const SEARCH_CONSOLE_OVERVIEW: DomainOverview = {
  ...OVERVIEW,
  searchConsole: searchConsoleMonthOf(SEARCH_CONSOLE_SITE),
};
export const SEARCH_CONSOLE_KEYWORDS: DomainOrganicKeywords = withSearchConsoleRows(KEYWORDS, SEARCH_CONSOLE_SITE);

/** The text of a table's cell in the row whose first cell is `rowName`, under the column `header`. */
export function cellText(table: HTMLElement, rowName: string, header: string): string {
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
  const column = headers.indexOf(header);
  const row = [...table.querySelectorAll('tbody tr')].find(
    (tr) => tr.querySelector('th, td')?.textContent?.trim() === rowName,
  );
  if (column < 0 || !row) throw new Error(`no cell ${rowName} / ${header} (columns: ${headers.join(', ')})`);
  return row.querySelectorAll('th, td')[column]?.textContent?.trim() ?? '';
}
