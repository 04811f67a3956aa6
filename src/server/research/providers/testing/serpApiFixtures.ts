/**
 * SerpApi answers, shaped as its documentation shows them (serpapi.com: search-api, organic-results,
 * google-ads-organic-results, search-errors, api-status-and-error-codes).
 */
import type { FakeReply } from './fakeProvider';
import { startFakeProvider } from './fakeProvider';
import { RUNNING_SHOES_ADS, RUNNING_SHOES_ORGANIC, type FixtureAd, type FixtureOrganic } from './runningShoesPage';

export const SERPAPI_KEY = 'fixture0serpapi0key0c3f9a1b2d4e6f80';

const metadata = (status: 'Success' | 'Error') => ({
  id: '6745f3a2b68f8b2910019dd5',
  status,
  json_endpoint: 'https://serpapi.com/searches/d46c933a4a843289/6745f3a2b68f8b2910019dd5.json',
  created_at: '2026-11-26 12:03:41 UTC',
  processed_at: '2026-11-26 12:03:41 UTC',
  google_url: 'https://www.google.com/search?q=running+shoes&oq=running+shoes&hl=en&gl=us&num=10',
  raw_html_file: 'https://serpapi.com/searches/d46c933a4a843289/6745f3a2b68f8b2910019dd5.html',
  total_time_taken: 1.42,
});

const parameters = {
  engine: 'google',
  q: 'running shoes',
  google_domain: 'google.com',
  hl: 'en',
  gl: 'us',
  num: '10',
  device: 'desktop',
};

const ad = ({ position, block, domain, title }: FixtureAd) => ({
  position,
  block_position: block,
  title,
  link: `https://${domain}/running`,
  displayed_link: `https://${domain} › running`,
  tracking_link: 'https://www.google.com/aclk?sa=L&ai=DChsSEwi_lMLi18aRAxVHl1oFHe9XNVcYACICCAIQABoCdnU',
  description: `${title} — free delivery and returns.`,
  source: domain,
});

const organic = ({ position, link, title }: FixtureOrganic) => ({
  position,
  title,
  link,
  redirect_link: `https://www.google.com/url?sa=t&url=${encodeURIComponent(link)}`,
  displayed_link: link,
  favicon: 'https://serpapi.com/searches/6745f3a2b68f8b2910019dd5/images/favicon.png',
  snippet: `${title}.`,
  snippet_highlighted_words: ['running shoes'],
  source: new URL(link).hostname,
});

/** Two top ads, one bottom ad, one right-hand ad and three organic results. */
export const SERPAPI_PAGE = {
  search_metadata: metadata('Success'),
  search_parameters: parameters,
  search_information: {
    query_displayed: 'running shoes',
    total_results: 1480000000,
    time_taken_displayed: 0.41,
    organic_results_state: 'Results for exact spelling',
  },
  // The shared page's ads, with a right-hand ad (SerpApi's block_position: right) before the bottom one.
  ads: [
    ...RUNNING_SHOES_ADS.filter((a) => a.block === 'top').map(ad),
    ad({ block: 'right', position: 1, domain: 'www.sidebar.example', title: 'Sidebar Shoes' }),
    ...RUNNING_SHOES_ADS.filter((a) => a.block === 'bottom').map(ad),
  ],
  organic_results: RUNNING_SHOES_ORGANIC.map(organic),
};

/** "Status: Success with empty organic results": Google found nothing, SerpApi still succeeded. */
export const SERPAPI_EMPTY = {
  search_metadata: metadata('Success'),
  search_parameters: parameters,
  search_information: { query_displayed: 'zqxw running', organic_results_state: 'Fully empty' },
  error: "Google hasn't returned any results for this query.",
};

/** A refused request: SerpApi's message is the answer's `error`. */
const failed = (status: number, error: string): FakeReply => ({ status, json: { error } });

export const SERPAPI_UNAUTHORIZED = failed(
  401,
  'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key',
);
export const SERPAPI_OUT_OF_SEARCHES = failed(429, 'Your account has run out of searches.');
export const SERPAPI_THROUGHPUT = failed(
  429,
  'The number of requests sent using this API key exceeds the hourly throughput limit.',
);
export const SERPAPI_MISSING_PARAMETER = failed(400, 'Missing query `q` parameter.');

export const SERPAPI_SEARCH_ERROR: FakeReply = {
  status: 503,
  json: {
    search_metadata: metadata('Error'),
    search_parameters: parameters,
    error: "We couldn't get valid results for this search. Please try again later.",
  },
};

export function startFakeSerpApi() {
  return startFakeProvider({
    authorized: (request) => request.query.api_key === SERPAPI_KEY,
    unauthorized: SERPAPI_UNAUTHORIZED,
    respond: () => ({ status: 200, json: SERPAPI_PAGE }),
  });
}
