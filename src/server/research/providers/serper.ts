/**
 * Serper (serper.dev): POST google.serper.dev/search with the key in the X-API-KEY header and
 * `{ q, gl, hl, num }` as JSON. Organic results come as `organic` (position among organic results);
 * the answer reports the credits a search used as `credits`. Errors are HTTP 400 (bad request),
 * 401 (key) and 429 (rate limit or credits used up) with `{ "message": "…" }`.
 *
 * Serper's documented answer has no ads and its request no device: the record's ads stay empty
 * and a mobile check is refused rather than answered with desktop results.
 */
import { ApiKeySerpProvider, ONE_GOOGLE_PAGE_DEPTH, readOrganicResults } from './apiKeyProvider';
import type { AnswerBody, ApiKeyPage, SearchRequest } from './apiKeyProvider';
import { isoCountryCode, languageOf } from './countryCodes';
import { asCost, endpoint } from './http';
import type { SerpQuery } from './types';

export const SERPER_DEFAULT_API_URL = 'https://google.serper.dev';
export const SERPER_SEARCH_PATH = '/search';
export const SERPER_MAX_DEPTH = ONE_GOOGLE_PAGE_DEPTH;

/** Serper says credits are used up in the message of a 400, 402 or 429 answer. */
const CREDITS_USED_UP = /credit/i;

export class SerperProvider extends ApiKeySerpProvider {
  override readonly name = 'serper' as const;
  override readonly maxDepth = SERPER_MAX_DEPTH;

  protected override searchRequest(query: SerpQuery, depth: number): SearchRequest {
    if (query.device !== 'desktop') this.fail('invalid-request', 'Serper has no mobile results');
    return {
      url: endpoint(this.credentials.apiUrl, SERPER_SEARCH_PATH),
      method: 'POST',
      headers: { 'x-api-key': this.credentials.apiKey },
      body: { q: query.term, gl: isoCountryCode(query.country), hl: languageOf(query.country), num: depth },
    };
  }

  protected override errorMessage(body: AnswerBody): unknown {
    return body?.message;
  }

  protected override outOfCredit(status: number, message: string): boolean {
    return (status === 429 || status === 400 || status === 402) && CREDITS_USED_UP.test(message);
  }

  protected override readPage(body: AnswerBody, httpStatus: number): ApiKeyPage {
    if (body === null) this.fail('malformed-answer', 'the answer is not a JSON object', httpStatus);
    const [organic] = this.resultLists(body, ['organic'], httpStatus);
    return { organic: readOrganicResults(organic), ads: [], cost: asCost(body.credits, 'credits') };
  }
}
