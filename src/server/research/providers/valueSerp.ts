/**
 * VALUE SERP (docs.trajectdata.com/valueserp): GET api.valueserp.com/search with the key as
 * `api_key` and `q`, `gl`, `hl`, `device`, `num`. Organic results come as `organic_results`
 * (position among organic results), ads as `ads`; `request_info` says whether the request
 * succeeded and how many credits it used. Errors are HTTP 400 (parameters), 401 (key), 402 (credits
 * or payment), 429 (rate limit), 500 and 503 (parsing incident) with `request_info.message`.
 */
import { ApiKeySerpProvider, ONE_GOOGLE_PAGE_DEPTH, readBlockAds, readOrganicResults } from './apiKeyProvider';
import type { AdTextFields, AnswerBody, ApiKeyPage, SearchRequest } from './apiKeyProvider';
import { isoCountryCode, languageOf } from './countryCodes';
import { asCost, asObject } from './http';
import type { SerpQuery } from './types';

export const VALUESERP_DEFAULT_API_URL = 'https://api.valueserp.com';
export const VALUESERP_SEARCH_PATH = '/search';
export const VALUESERP_MAX_DEPTH = ONE_GOOGLE_PAGE_DEPTH;

/** VALUE SERP's ads carry their text under either of two names. */
const AD_TEXT_FIELDS: AdTextFields = {
  description: ['description', 'snippet'],
  displayUrl: ['displayed_link', 'display_link'],
};

export class ValueSerpProvider extends ApiKeySerpProvider {
  override readonly name = 'valueserp' as const;
  override readonly maxDepth = VALUESERP_MAX_DEPTH;

  protected override searchRequest(query: SerpQuery, depth: number): SearchRequest {
    return this.getRequest(VALUESERP_SEARCH_PATH, {
      api_key: this.credentials.apiKey,
      q: query.term,
      gl: isoCountryCode(query.country),
      hl: languageOf(query.country),
      device: query.device,
      num: String(depth),
    });
  }

  protected override errorMessage(body: AnswerBody): unknown {
    return asObject(body?.request_info)?.message;
  }

  protected override outOfCredit(status: number): boolean {
    return status === 402;
  }

  protected override readPage(body: AnswerBody, httpStatus: number): ApiKeyPage {
    const requestInfo = asObject(body?.request_info);
    if (body === null || requestInfo === null) {
      this.fail('malformed-answer', 'the answer has no request_info', httpStatus);
    }
    if (requestInfo.success !== true) {
      this.fail('server', requestInfo.message ?? 'request_info.success is not true', httpStatus);
    }
    const [organic, ads] = this.resultLists(body, ['organic_results', 'ads'], httpStatus);
    return {
      organic: readOrganicResults(organic),
      ads: readBlockAds(ads, AD_TEXT_FIELDS),
      cost: asCost(requestInfo.credits_used, 'credits'),
    };
  }
}
