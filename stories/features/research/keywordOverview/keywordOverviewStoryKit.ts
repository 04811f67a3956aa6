/**
 * What the keyword-overview stories share: the contract's example answers for 'project management
 * software' grown to a page's worth (thirteen months of searches and rankings, a first page of ten
 * results, a few advertisers and related keywords), a keyword without data, throttled lists, and
 * the MSW handlers that answer with them. The mock API's own fixtures hold one month and one row.
 */
import { http as mswHttp, HttpResponse } from 'msw';

import type {
  KeywordAdHistory,
  KeywordOverview,
  KeywordSerpAnalysis,
  RelatedKeywords,
} from '../../../../src/features/research/keywordOverview/keywordOverview';
import { THROTTLED_CELL_PLACEHOLDER } from '../../../../src/lib/spec/workspace';
import { errorBody } from '../../../../src/mocks/errors';
import {
  buildKeywordAdHistory,
  buildKeywordOverview,
  buildKeywordSerpAnalysis,
  buildRelatedKeywords,
} from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { http } from '../../../../src/mocks/http';
import { mockFor } from '../../../../src/mocks/registry';

/** Oct 2025 … Oct 2026: thirteen months ending in the example's October. */
const MONTHS = Array.from({ length: 13 }, (_, i) => new Date(Date.UTC(2025, 9 + i, 1)).toISOString().slice(0, 7));

const example = buildKeywordOverview();
export const QUERY = example.keyword;

const DOMAINS = [
  'monday.com',
  'asana.com',
  'wrike.com',
  'smartsheet.com',
  'clickup.com',
  'trello.com',
  'notion.so',
  'teamwork.com',
  'zoho.com',
  'basecamp.com',
];

/** project management software, October 2026: 49,500 searches, $24.30, difficulty 67, 88.3% organic. */
export const OVERVIEW: KeywordOverview = {
  ...example,
  // A seasonal year: January's peak, summer's dip, and October as the example gives it.
  monthlyVolumes: MONTHS.map((month, i) => ({
    month,
    volume:
      i === 12
        ? example.volume
        : [40500, 44000, 38000, 60500, 55000, 52000, 49500, 45000, 39000, 36000, 42000, 48000][i]!,
  })),
  segments: { isQuestion: false, isTransactional: true, isContent: false },
  serp: DOMAINS.map((domain, i) => ({
    position: i + 1,
    domain,
    url: i === 0 ? example.serp[0]!.url : `${domain}/project-management`,
    strength: 74 - i * 3,
    clicks: i === 0 ? example.serp[0]!.clicks : Math.round(14108 / (i + 1.5)),
  })),
  // Each domain moves a place or two month by month and holds its October place in October;
  // clickup.com left the first page for three months (no position: a gap in its line).
  rankingHistory: DOMAINS.map((domain, d) => ({
    domain,
    positions: MONTHS.map((month, m) => ({
      month,
      position: m === 12 ? d + 1 : domain === 'clickup.com' && m >= 4 && m <= 6 ? null : Math.max(1, d + ((m + d) % 3)),
    })),
  })),
};

/** The same figures from the live corpus (no demo mark). */
export const LIVE_OVERVIEW: KeywordOverview = { ...OVERVIEW, isDemoData: false };

const serpExample = buildKeywordSerpAnalysis();
const resultOf = (i: number): KeywordSerpAnalysis['rows'][number] => {
  const result = OVERVIEW.serp[i]!;
  return {
    ...serpExample.rows[0]!,
    url: result.url,
    position: result.position,
    rankAbsolute: result.position + 1,
    domain: result.domain,
    strength: result.strength,
    clicks: result.clicks,
    clickValue: Math.round(result.clicks * OVERVIEW.cpc),
    isThrottled: false,
  };
};
/** The month's results page for the keyword: twelve results, of which the block shows the first ten. */
export const SERP: KeywordSerpAnalysis = {
  ...serpExample,
  keyword: QUERY,
  volume: OVERVIEW.volume,
  cpc: OVERVIEW.cpc,
  totalRowCount: 12,
  freeRowCount: null,
  rows: [
    ...DOMAINS.map((_, i) => resultOf(i)),
    { ...resultOf(9), url: 'capterra.com/project-management-software', domain: 'capterra.com', position: 11 },
    { ...resultOf(9), url: 'g2.com/categories/project-management', domain: 'g2.com', position: 12 },
  ],
};

const adsExample = buildKeywordAdHistory();
/** Three advertisers, most months first, each with its latest ad. */
export const ADVERTISERS: KeywordAdHistory = {
  ...adsExample,
  keyword: QUERY,
  months: MONTHS,
  adCopies: [
    {
      id: 41,
      headline: OVERVIEW.advertisers[0]!.headline,
      description: OVERVIEW.advertisers[0]!.description,
      displayUrl: OVERVIEW.advertisers[0]!.displayUrl,
      landingUrl: 'https://monday.com/project-management',
    },
    {
      id: 42,
      headline: 'Asana Project Management | Try Asana Free',
      description: 'Organize work in one place.',
      displayUrl: 'asana.com/product',
      landingUrl: 'https://asana.com/product',
    },
    {
      id: 43,
      headline: 'Wrike® Project Management | Start For Free',
      description: 'Plan, collaborate and deliver.',
      displayUrl: 'wrike.com/free',
      landingUrl: 'https://wrike.com/free',
    },
  ],
  totalRowCount: 9,
  freeRowCount: null,
  rows: [
    {
      domain: 'monday.com',
      monthsAdvertised: 13,
      firstMonth: MONTHS[0]!,
      lastMonth: MONTHS[12]!,
      topMonths: 13,
      ads: [
        { month: MONTHS[11]!, block: 'top', position: 2, adCopyId: 41 },
        { month: MONTHS[12]!, block: 'top', position: 1, adCopyId: 41 },
      ],
      isThrottled: false,
    },
    {
      domain: 'asana.com',
      monthsAdvertised: 9,
      firstMonth: MONTHS[2]!,
      lastMonth: MONTHS[12]!,
      topMonths: 6,
      ads: [{ month: MONTHS[12]!, block: 'top', position: 2, adCopyId: 42 }],
      isThrottled: false,
    },
    {
      domain: 'wrike.com',
      monthsAdvertised: 4,
      firstMonth: MONTHS[5]!,
      lastMonth: MONTHS[10]!,
      topMonths: 0,
      ads: [{ month: MONTHS[10]!, block: 'bottom', position: 1, adCopyId: 43 }],
      isThrottled: false,
    },
  ],
};

const relatedExample = buildRelatedKeywords();
/** Five similar keywords, most relevant first. */
export const RELATED: RelatedKeywords = {
  ...relatedExample,
  keyword: QUERY,
  totalRowCount: 38,
  freeRowCount: null,
  rows: [
    {
      ...relatedExample.rows[0]!,
      keyword: 'best project management software',
      volume: 12100,
      cpc: 31.5,
      difficulty: 71,
    },
    {
      ...relatedExample.rows[0]!,
      keyword: 'free project management software',
      volume: 8100,
      cpc: 12.2,
      difficulty: 58,
    },
    {
      ...relatedExample.rows[1]!,
      keyword: 'what is project management software',
      volume: 2900,
      cpc: 6.75,
      difficulty: 44,
    },
    {
      ...relatedExample.rows[0]!,
      keyword: 'project management software for teams',
      volume: 1600,
      cpc: 28.1,
      difficulty: 62,
    },
    {
      ...relatedExample.rows[0]!,
      keyword: 'online project management software',
      volume: 1300,
      cpc: 19.4,
      difficulty: 55,
    },
  ],
};

export const MISSED_QUERY = 'project managment sofware';
/** A keyword the corpus does not hold: zeros, empty lists and hasData false, as the server answers. */
export const NO_DATA: KeywordOverview = {
  ...example,
  keyword: MISSED_QUERY,
  hasData: false,
  volume: 0,
  monthlyVolumes: [],
  cpc: 0,
  difficulty: 0,
  competition: 0,
  clicks: { organic: 0, paid: 0, organicShare: null },
  serp: [],
  rankingHistory: [],
  advertisers: [],
};

/** A free user's or visitor's lists: the first rows, then throttled rows (the placeholder and nulls). */
export const THROTTLED = {
  serp: {
    ...SERP,
    freeRowCount: 3,
    rows: SERP.rows.map((row, i) =>
      i < 3
        ? row
        : {
            url: THROTTLED_CELL_PLACEHOLDER,
            position: null,
            rankAbsolute: null,
            domain: null,
            strength: null,
            clicks: null,
            clickValue: null,
            urlKeywords: null,
            backlinks: null,
            referringDomains: null,
            isThrottled: true,
          },
    ),
  } satisfies KeywordSerpAnalysis,
  advertisers: {
    ...ADVERTISERS,
    freeRowCount: 1,
    adCopies: ADVERTISERS.adCopies.slice(0, 1),
    rows: [
      ADVERTISERS.rows[0]!,
      ...ADVERTISERS.rows.slice(1).map(() => ({
        domain: THROTTLED_CELL_PLACEHOLDER,
        monthsAdvertised: null,
        firstMonth: null,
        lastMonth: null,
        topMonths: null,
        ads: [],
        isThrottled: true,
      })),
    ],
  } satisfies KeywordAdHistory,
  related: {
    ...RELATED,
    freeRowCount: 2,
    rows: RELATED.rows.map((row, i) =>
      i < 2
        ? row
        : {
            keyword: THROTTLED_CELL_PLACEHOLDER,
            volume: null,
            cpc: null,
            difficulty: null,
            relevance: null,
            isQuestion: null,
            isTransactional: null,
            isThrottled: true,
          },
    ),
  } satisfies RelatedKeywords,
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

export const overviewAnswers = (answer: KeywordOverview) =>
  mockFor(
    'getKeywordOverview',
    http.get('/NsaApi/Research/KeywordOverview', ({ response }) => response(200).json(answer)),
  );
export const serpAnswers = (answer: KeywordSerpAnalysis) =>
  mockFor(
    'getKeywordSerpAnalysis',
    http.get('/NsaApi/Research/KeywordSerpAnalysis', ({ response }) => response(200).json(answer)),
  );
export const advertisersAnswer = (answer: KeywordAdHistory) =>
  mockFor(
    'getKeywordAdHistory',
    http.get('/NsaApi/Research/KeywordAdHistory', ({ response }) => response(200).json(answer)),
  );
export const relatedAnswer = (answer: RelatedKeywords) =>
  mockFor(
    'getRelatedKeywords',
    http.get('/NsaApi/Research/RelatedKeywords', ({ response }) => response(200).json(answer)),
  );

/** The query strings of the page's list reads, recorded and passed on to the story's answers. */
export const listReads: { path: string; search: string }[] = [];
export const recordListReads = mswHttp.get(/\/NsaApi\/Research\/(KeywordAdHistory|RelatedKeywords)$/, ({ request }) => {
  const url = new URL(request.url);
  listReads.push({ path: url.pathname, search: url.search });
  // Returning nothing hands the request on to the next handler.
  return undefined;
});

/** The missed-search calls the page made (their query strings), recorded and passed on to the mock API. */
export const missedSearchLog: string[] = [];
export const recordMissedSearches = mswHttp.get('/endpoints/accountapi/performloggedineventlogging', ({ request }) => {
  missedSearchLog.push(new URL(request.url).search);
  return undefined;
});

/** The first overview read fails with a 500; later ones reach the story's answer. Reset before each run. */
let overviewCalls = 0;
export const resetOverviewCalls = () => {
  overviewCalls = 0;
};
export const failFirstOverview = mswHttp.get('/NsaApi/Research/KeywordOverview', () => {
  overviewCalls += 1;
  return overviewCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});
