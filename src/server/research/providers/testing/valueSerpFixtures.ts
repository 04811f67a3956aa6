/**
 * VALUE SERP answers, shaped as its documentation shows them (docs.trajectdata.com/valueserp:
 * search-api overview and Google search results, response codes): request_info, search_metadata,
 * search_parameters, organic_results, ads; errors with HTTP 400/401/402/429/500/503 and
 * request_info.message.
 */
import type { FakeReply } from './fakeProvider';
import { startFakeProvider } from './fakeProvider';
import { RUNNING_SHOES_ADS, RUNNING_SHOES_ORGANIC, type FixtureAd, type FixtureOrganic } from './runningShoesPage';

export const VALUESERP_KEY = 'FIXTURE0VALUESERP0KEY0D4C2E9';

const metadata = {
  id: '0d2b5a44-7e1f-4a1c-9d8e-1b0c7f3e2a11',
  created_at: '2026-11-26T12:03:41.000Z',
  processed_at: '2026-11-26T12:03:43.000Z',
  total_time_taken: 2.1,
  engine_url: 'https://www.google.com/search?q=running+shoes&gl=us&hl=en&num=10',
};

const requestInfo = { success: true, credits_used: 1, credits_used_this_request: 1, credits_remaining: 9999 };

const ad = ({ position, block, domain, title }: FixtureAd) => ({
  position,
  block_position: block,
  title,
  link: `https://${domain}/running`,
  domain,
  displayed_link: `https://${domain}/running`,
  tracking_link: 'https://www.google.com/aclk?sa=l&ai=DChcSEwir-9uvzNqMAxUO1hYFHYRcKh4YABABGgJ0bA',
  description: `${title} — free delivery and returns.`,
});

const organic = ({ position, link, title }: FixtureOrganic) => ({
  position,
  title,
  link,
  domain: new URL(link).hostname,
  displayed_link: link,
  snippet: `${title}.`,
  prerender: false,
  block_position: 1,
});

export const VALUESERP_PAGE = {
  request_info: requestInfo,
  search_metadata: metadata,
  search_parameters: { engine: 'google', q: 'running shoes', gl: 'us', hl: 'en', device: 'desktop', num: '10' },
  search_information: {
    original_query_yields_zero_results: false,
    total_results: 1480000000,
    time_taken_displayed: 0.41,
  },
  ads: RUNNING_SHOES_ADS.map(ad),
  organic_results: RUNNING_SHOES_ORGANIC.map(organic),
};

export const VALUESERP_EMPTY = {
  request_info: requestInfo,
  search_metadata: metadata,
  search_parameters: { engine: 'google', q: 'zqxw running', gl: 'us', hl: 'en', device: 'desktop', num: '10' },
  search_information: { original_query_yields_zero_results: true, total_results: 0 },
};

const failed = (status: number, message: string): FakeReply => ({
  status,
  json: { request_info: { success: false, message } },
});

export const VALUESERP_UNAUTHORIZED = failed(401, 'The api_key supplied is not valid.');
export const VALUESERP_OUT_OF_CREDITS = failed(402, 'Your account has run out of available credits.');
export const VALUESERP_RATE_LIMITED = failed(429, 'Rate limit exceeded.');
export const VALUESERP_BAD_REQUEST = failed(400, "'device' must be one of desktop, tablet, mobile.");
export const VALUESERP_INCIDENT = failed(503, 'A live parsing incident is ongoing.');

export function startFakeValueSerp() {
  return startFakeProvider({
    authorized: (request) => request.query.api_key === VALUESERP_KEY,
    unauthorized: VALUESERP_UNAUTHORIZED,
    respond: () => ({ status: 200, json: VALUESERP_PAGE }),
  });
}
