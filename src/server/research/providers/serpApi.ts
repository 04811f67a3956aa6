/**
 * SerpApi (serpapi.com): GET /search.json?engine=google with the key as `api_key`. Organic results
 * come as `organic_results` (position among organic results), ads as `ads` with `block_position`.
 * A search Google answered with nothing is still `search_metadata.status: "Success"` (its `error`
 * then says so); failures are HTTP 4xx/5xx with `{ "error": "…" }` (docs: search-errors,
 * api-status-and-error-codes). SerpApi reports no per-search cost.
 */
import type { AdResult, OrganicResult } from '../records';
import { languageOf, serpApiCountry } from './countryCodes';
import {
  PROVIDER_REQUEST_TIMEOUT_MS,
  asHttpUrl,
  asObject,
  asPosition,
  asString,
  endpoint,
  requestProvider,
} from './http';
import { ProviderError, providerMessage, type ProviderErrorKind } from './providerError';
import { depthToCheck, serpRecord, withTopAdsAbove } from './serpPage';
import type { AdapterOptions, SerpCheck, SerpProvider, SerpQuery } from './types';

export const SERPAPI_DEFAULT_API_URL = 'https://serpapi.com';
export const SERPAPI_SEARCH_PATH = '/search.json';
/**
 * One request is one Google results page: Google stopped honouring num=100 on 2025-09-14, so a
 * page holds about 10 organic results whatever `num` asks, and a deeper check would claim results
 * it never saw. Deeper checks need DataForSEO (which pages through Google itself).
 */
export const SERPAPI_MAX_DEPTH = 10;

export interface SerpApiCredentials {
  apiKey: string;
  apiUrl: string;
}

/** SerpApi answers 429 both for the hourly throughput limit and for a plan without searches left. */
const OUT_OF_SEARCHES = /run out of searches|searches for the month|out of searches/i;

function httpOutcome(status: number, message: string): ProviderErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return OUT_OF_SEARCHES.test(message) ? 'out-of-credit' : 'rate-limited';
  if (status === 400 || status === 404) return 'invalid-request';
  if (status >= 500) return 'server';
  return 'malformed-answer';
}

export class SerpApiProvider implements SerpProvider {
  readonly name = 'serpapi' as const;
  readonly maxDepth = SERPAPI_MAX_DEPTH;
  private readonly timeoutMs: number;

  constructor(
    private readonly credentials: SerpApiCredentials,
    options: AdapterOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? PROVIDER_REQUEST_TIMEOUT_MS;
  }

  private fail(kind: ProviderErrorKind, message: unknown, httpStatus: number): never {
    const text = providerMessage(message, [this.credentials.apiKey]);
    throw new ProviderError('serpapi', kind, text === '' ? `HTTP ${httpStatus}` : text, { httpStatus });
  }

  async fetchSerp(query: SerpQuery): Promise<SerpCheck> {
    const depth = depthToCheck(query.depth, this.maxDepth);
    const url = endpoint(this.credentials.apiUrl, SERPAPI_SEARCH_PATH);
    url.search = new URLSearchParams({
      engine: 'google',
      q: query.term,
      gl: serpApiCountry(query.country),
      hl: languageOf(query.country),
      num: String(depth),
      device: query.device,
      api_key: this.credentials.apiKey,
    }).toString();
    const answer = await requestProvider({ provider: 'serpapi', url, method: 'GET', timeoutMs: this.timeoutMs });
    const body = asObject(answer.json);
    if (answer.status !== 200)
      this.fail(httpOutcome(answer.status, asString(body?.error) ?? ''), body?.error, answer.status);
    if (body === null) this.fail('malformed-answer', 'the answer is not a JSON object', answer.status);
    const status = asString(asObject(body.search_metadata)?.status);
    if (status === 'Error') this.fail('server', body.error, answer.status);
    if (status !== 'Success') this.fail('malformed-answer', 'the search has no Success status', answer.status);
    const organicResults = body.organic_results ?? [];
    const adResults = body.ads ?? [];
    if (!Array.isArray(organicResults) || !Array.isArray(adResults)) {
      this.fail('malformed-answer', 'organic_results or ads is not an array', answer.status);
    }
    const ads = readAds(adResults);
    const organic = withTopAdsAbove(readOrganic(organicResults), ads);
    return { record: serpRecord(query, depth, organic, ads), cost: null };
  }
}

function readOrganic(results: unknown[]): Omit<OrganicResult, 'rankAbsolute'>[] {
  return results.flatMap((value) => {
    const result = asObject(value);
    const rankGroup = asPosition(result?.position);
    const url = asHttpUrl(result?.link);
    return rankGroup === null || url === null ? [] : [{ rankGroup, url, title: asString(result?.title) ?? '' }];
  });
}

/** Text ads above or below the organic results; the other placements (middle, right) are not slots we keep. */
function readAds(results: unknown[]): AdResult[] {
  return results.flatMap((value) => {
    const ad = asObject(value);
    const block = ad?.block_position;
    const position = asPosition(ad?.position);
    const landingUrl = asHttpUrl(ad?.link);
    if ((block !== 'top' && block !== 'bottom') || position === null || landingUrl === null) return [];
    return [
      {
        block,
        position,
        headline: asString(ad?.title) ?? '',
        description: asString(ad?.description) ?? '',
        displayUrl: asString(ad?.displayed_link) ?? '',
        landingUrl,
      },
    ];
  });
}
