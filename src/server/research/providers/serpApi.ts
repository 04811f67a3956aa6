/**
 * SerpApi (serpapi.com): GET /search.json?engine=google with the key as `api_key`. Organic results
 * come as `organic_results` (position among organic results), ads as `ads` with `block_position`.
 * A search Google answered with nothing is still `search_metadata.status: "Success"` (its `error`
 * then says so); failures are HTTP 4xx/5xx with `{ "error": "…" }` (docs: search-errors,
 * api-status-and-error-codes). SerpApi reports no per-search cost.
 */
import { ApiKeySerpProvider, ONE_GOOGLE_PAGE_DEPTH, readBlockAds, readOrganicResults } from './apiKeyProvider';
import type { AdTextFields, AnswerBody, ApiKeyPage, SearchRequest } from './apiKeyProvider';
import { languageOf, serpApiCountry } from './countryCodes';
import { asObject, asString } from './http';
import type { SerpQuery } from './types';

export const SERPAPI_DEFAULT_API_URL = 'https://serpapi.com';
export const SERPAPI_SEARCH_PATH = '/search.json';
export const SERPAPI_MAX_DEPTH = ONE_GOOGLE_PAGE_DEPTH;

/** SerpApi answers 429 both for the hourly throughput limit and for a plan without searches left. */
const OUT_OF_SEARCHES = /run out of searches|searches for the month|out of searches/i;

const AD_TEXT_FIELDS: AdTextFields = { description: ['description'], displayUrl: ['displayed_link'] };

export class SerpApiProvider extends ApiKeySerpProvider {
  override readonly name = 'serpapi' as const;
  override readonly maxDepth = SERPAPI_MAX_DEPTH;

  protected override searchRequest(query: SerpQuery, depth: number): SearchRequest {
    return this.getRequest(SERPAPI_SEARCH_PATH, {
      engine: 'google',
      q: query.term,
      gl: serpApiCountry(query.country),
      hl: languageOf(query.country),
      num: String(depth),
      device: query.device,
      api_key: this.credentials.apiKey,
    });
  }

  protected override errorMessage(body: AnswerBody): unknown {
    return body?.error;
  }

  protected override outOfCredit(status: number, message: string): boolean {
    return status === 429 && OUT_OF_SEARCHES.test(message);
  }

  protected override readPage(body: AnswerBody, httpStatus: number): ApiKeyPage {
    if (body === null) this.fail('malformed-answer', 'the answer is not a JSON object', httpStatus);
    const status = asString(asObject(body.search_metadata)?.status);
    if (status === 'Error') this.fail('server', body.error, httpStatus);
    if (status !== 'Success') this.fail('malformed-answer', 'the search has no Success status', httpStatus);
    const [organic, ads] = this.resultLists(body, ['organic_results', 'ads'], httpStatus);
    return { organic: readOrganicResults(organic), ads: readBlockAds(ads, AD_TEXT_FIELDS), cost: null };
  }
}
