/**
 * DataForSEO answers, shaped as its documentation shows them (docs.dataforseo.com/v3: serp/google/
 * organic/live/advanced, keywords_data/google_ads/search_volume/live, appendix/errors): an envelope
 * with status_code, status_message, cost and a tasks array, each task with its own status and result.
 */
import type { FakeReply, RecordedRequest } from './fakeProvider';
import { startFakeProvider } from './fakeProvider';
import { RUNNING_SHOES_ADS, RUNNING_SHOES_ORGANIC, type FixtureAd, type FixtureOrganic } from './runningShoesPage';

export const DATAFORSEO_LOGIN = 'fixture@example.com';
export const DATAFORSEO_PASSWORD = 'fixture-api-password-5d1e';

function envelope(task: Record<string, unknown>, cost = 0.002) {
  return {
    version: '0.1.20261120',
    status_code: 20000,
    status_message: 'Ok.',
    time: '5.8921 sec.',
    cost,
    tasks_count: 1,
    tasks_error: task.status_code === 20000 ? 0 : 1,
    tasks: [
      {
        id: '11261203-1535-0139-0000-5f1b8a6f0c2e',
        time: '5.8012 sec.',
        cost,
        result_count: Array.isArray(task.result) ? task.result.length : 0,
        path: ['v3', 'serp', 'google', 'organic', 'live', 'advanced'],
        data: { api: 'serp', function: 'live', se: 'google', se_type: 'organic', keyword: 'running shoes' },
        ...task,
      },
    ],
  };
}

function serpResult(items: unknown[] | null) {
  return {
    keyword: 'running shoes',
    type: 'organic',
    se_domain: 'google.com',
    location_code: 2840,
    language_code: 'en',
    check_url: 'https://www.google.com/search?q=running%20shoes&num=10&hl=en&gl=US',
    datetime: '2026-11-26 12:03:41 +00:00',
    spell: null,
    refinement_chips: null,
    item_types: items === null ? [] : ['paid', 'organic', 'people_also_ask'],
    se_results_count: items === null ? 0 : 1480000000,
    items_count: items?.length ?? 0,
    items,
  };
}

const paid = (rankGroup: number, rankAbsolute: number, { domain, title }: FixtureAd) => ({
  type: 'paid',
  rank_group: rankGroup,
  rank_absolute: rankAbsolute,
  position: 'left',
  xpath: '/html[1]/body[1]/div[3]/div[1]/div[13]/div[1]',
  title,
  domain,
  website_name: domain,
  breadcrumb: `https://${domain} › running`,
  is_image: false,
  is_video: false,
  images: null,
  url: `https://${domain}/running`,
  highlighted: ['running shoes'],
  extra: { ad_aclk: 'DChcSEwiHn8e3iK' },
  description: `${title} — free delivery and returns.`,
  description_rows: null,
  links: null,
  price: null,
  rating: null,
  rectangle: null,
});

const organic = (rankAbsolute: number, { position: rankGroup, link: url, title }: FixtureOrganic) => ({
  type: 'organic',
  rank_group: rankGroup,
  rank_absolute: rankAbsolute,
  position: 'left',
  xpath: '/html[1]/body[1]/div[3]/div[1]/div[13]/div[1]/div[2]',
  domain: new URL(url).hostname,
  title,
  url,
  breadcrumb: url,
  website_name: null,
  is_image: false,
  is_video: false,
  is_featured_snippet: false,
  is_malicious: false,
  description: `${title}.`,
  pre_snippet: null,
  extended_snippet: null,
  amp_version: false,
  rating: null,
  highlighted: ['running shoes'],
  links: null,
  about_this_result: null,
  timestamp: null,
  rectangle: null,
});

/** Two top ads, three organic results around a People Also Ask box, one bottom ad. */
export const DATAFORSEO_SERP_PAGE = envelope({
  status_code: 20000,
  status_message: 'Ok.',
  result: [
    serpResult([
      paid(1, 1, RUNNING_SHOES_ADS[0]!),
      paid(2, 2, RUNNING_SHOES_ADS[1]!),
      organic(3, RUNNING_SHOES_ORGANIC[0]!),
      { type: 'people_also_ask', rank_group: 1, rank_absolute: 4, position: 'left', items: [] },
      organic(5, RUNNING_SHOES_ORGANIC[1]!),
      organic(6, RUNNING_SHOES_ORGANIC[2]!),
      paid(3, 7, RUNNING_SHOES_ADS[2]!),
    ]),
  ],
});

/** Status 40102: the search engine was asked and found nothing. */
export const DATAFORSEO_NO_RESULTS = envelope({
  status_code: 40102,
  status_message: 'No Search Results.',
  result: null,
});

/** A task that completed with a result whose item list is empty. */
export const DATAFORSEO_EMPTY_ITEMS = envelope({
  status_code: 20000,
  status_message: 'Ok.',
  result: [serpResult(null)],
});

/** Status 40501 for a refused field (a depth over the live maximum). */
export const DATAFORSEO_INVALID_FIELD = envelope(
  { status_code: 40501, status_message: "Invalid Field: 'depth'.", result: null },
  0,
);

/** Status 40501 whose message reports no results: an empty page, not a refused request. */
export const DATAFORSEO_40501_NO_RESULTS = envelope({
  status_code: 40501,
  status_message: 'No Search Results.',
  result: null,
});

export const DATAFORSEO_UNAUTHORIZED: FakeReply = {
  status: 401,
  json: {
    version: '0.1.20261120',
    status_code: 40100,
    status_message:
      'You are not authorized to access this resource. See your login details here: https://app.dataforseo.com/api-access',
    time: '0 sec.',
    cost: 0,
    tasks_count: 0,
    tasks_error: 0,
    tasks: null,
  },
};

const requestLevel = (status_code: number, status_message: string) => ({
  version: '0.1.20261120',
  status_code,
  status_message,
  time: '0.0110 sec.',
  cost: 0,
  tasks_count: 0,
  tasks_error: 0,
  tasks: null,
});

export const DATAFORSEO_PAYMENT_REQUIRED: FakeReply = {
  status: 402,
  json: requestLevel(40200, 'Payment Required.'),
};

export const DATAFORSEO_INSUFFICIENT_FUNDS: FakeReply = {
  status: 200,
  json: envelope(
    {
      status_code: 40210,
      status_message: "Insufficient funds. Your account's balance is too low to complete this request.",
      result: null,
    },
    0,
  ),
};

export const DATAFORSEO_RATE_LIMITED: FakeReply = {
  status: 200,
  json: requestLevel(40202, 'The rate-limit per minute has been exceeded.'),
};

export const DATAFORSEO_SE_ERROR: FakeReply = {
  status: 200,
  json: envelope({ status_code: 40101, status_message: 'Internal SE Server Error.', result: null }),
};

export const DATAFORSEO_INTERNAL_ERROR: FakeReply = {
  status: 500,
  json: requestLevel(50000, 'Internal Error.'),
};

/** Google Ads figures for two keywords, one of which Google has no volume for. */
export const DATAFORSEO_SEARCH_VOLUME = {
  ...envelope(
    {
      status_code: 20000,
      status_message: 'Ok.',
      path: ['v3', 'keywords_data', 'google_ads', 'search_volume', 'live'],
      data: { api: 'keywords_data', function: 'search_volume', se: 'google_ads' },
      result: [
        {
          keyword: 'running shoes',
          spell: null,
          location_code: 2840,
          language_code: 'en',
          search_partners: false,
          competition: 'HIGH',
          competition_index: 100,
          search_volume: 246000,
          low_top_of_page_bid: 0.64,
          high_top_of_page_bid: 2.3,
          cpc: 1.59,
          monthly_searches: [
            { year: 2026, month: 10, search_volume: 301000 },
            { year: 2026, month: 9, search_volume: 246000 },
            { year: 2026, month: 8, search_volume: 201000 },
          ],
        },
        {
          keyword: 'zqxw running',
          spell: null,
          location_code: 2840,
          language_code: 'en',
          search_partners: false,
          competition: null,
          competition_index: null,
          search_volume: null,
          low_top_of_page_bid: null,
          high_top_of_page_bid: null,
          cpc: null,
          monthly_searches: null,
        },
      ],
    },
    0.075,
  ),
};

/** A fake DataForSEO accepting DATAFORSEO_LOGIN / DATAFORSEO_PASSWORD, answering a normal page or search volumes. */
export function startFakeDataForSeo() {
  const token = Buffer.from(`${DATAFORSEO_LOGIN}:${DATAFORSEO_PASSWORD}`).toString('base64');
  return startFakeProvider({
    authorized: (request: RecordedRequest) => request.headers.authorization === `Basic ${token}`,
    unauthorized: DATAFORSEO_UNAUTHORIZED,
    respond: (request) =>
      request.path.includes('search_volume')
        ? { status: 200, json: DATAFORSEO_SEARCH_VOLUME }
        : { status: 200, json: DATAFORSEO_SERP_PAGE },
  });
}
