/**
 * VALUE SERP (docs.trajectdata.com/valueserp): GET api.valueserp.com/search with the key as
 * `api_key` and `q`, `gl`, `hl`, `device`, `num`. Organic results come as `organic_results`
 * (position among organic results), ads as `ads`; `request_info` says whether the request
 * succeeded and how many credits it used. Errors are HTTP 400 (parameters), 401 (key), 402 (credits
 * or payment), 429 (rate limit), 500 and 503 (parsing incident) with `request_info.message`.
 */
import type { AdResult, OrganicResult } from '../records';
import { isoCountryCode, languageOf } from './countryCodes';
import {
  PROVIDER_REQUEST_TIMEOUT_MS,
  asHttpUrl,
  asNumber,
  asObject,
  asPosition,
  asString,
  endpoint,
  requestProvider,
} from './http';
import { ProviderError, providerMessage, type ProviderErrorKind } from './providerError';
import { depthToCheck, serpRecord, withTopAdsAbove } from './serpPage';
import type { AdapterOptions, SerpCheck, SerpProvider, SerpQuery } from './types';

export const VALUESERP_DEFAULT_API_URL = 'https://api.valueserp.com';
export const VALUESERP_SEARCH_PATH = '/search';
/**
 * One request is one Google results page: Google stopped honouring num=100 on 2025-09-14, so a
 * page holds about 10 organic results whatever `num` asks, and a deeper check would claim results
 * it never saw. Deeper checks need DataForSEO (which pages through Google itself).
 */
export const VALUESERP_MAX_DEPTH = 10;

export interface ValueSerpCredentials {
  apiKey: string;
  apiUrl: string;
}

function httpOutcome(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 402) return 'out-of-credit';
  if (status === 429) return 'rate-limited';
  if (status === 400 || status === 404) return 'invalid-request';
  if (status >= 500) return 'server';
  return 'malformed-answer';
}

export class ValueSerpProvider implements SerpProvider {
  readonly name = 'valueserp' as const;
  readonly maxDepth = VALUESERP_MAX_DEPTH;
  private readonly timeoutMs: number;

  constructor(
    private readonly credentials: ValueSerpCredentials,
    options: AdapterOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? PROVIDER_REQUEST_TIMEOUT_MS;
  }

  private fail(kind: ProviderErrorKind, message: unknown, httpStatus: number): never {
    const text = providerMessage(message, [this.credentials.apiKey]);
    throw new ProviderError('valueserp', kind, text === '' ? `HTTP ${httpStatus}` : text, { httpStatus });
  }

  async fetchSerp(query: SerpQuery): Promise<SerpCheck> {
    const depth = depthToCheck(query.depth, this.maxDepth);
    const url = endpoint(this.credentials.apiUrl, VALUESERP_SEARCH_PATH);
    url.search = new URLSearchParams({
      api_key: this.credentials.apiKey,
      q: query.term,
      gl: isoCountryCode(query.country),
      hl: languageOf(query.country),
      device: query.device,
      num: String(depth),
    }).toString();
    const answer = await requestProvider({ provider: 'valueserp', url, method: 'GET', timeoutMs: this.timeoutMs });
    const body = asObject(answer.json);
    const requestInfo = asObject(body?.request_info);
    if (answer.status !== 200) this.fail(httpOutcome(answer.status), requestInfo?.message, answer.status);
    if (body === null || requestInfo === null)
      this.fail('malformed-answer', 'the answer has no request_info', answer.status);
    if (requestInfo.success !== true)
      this.fail('server', requestInfo.message ?? 'request_info.success is not true', answer.status);
    const organicResults = body.organic_results ?? [];
    const adResults = body.ads ?? [];
    if (!Array.isArray(organicResults) || !Array.isArray(adResults)) {
      this.fail('malformed-answer', 'organic_results or ads is not an array', answer.status);
    }
    const ads = readAds(adResults);
    const organic = withTopAdsAbove(readOrganic(organicResults), ads);
    const credits = asNumber(requestInfo.credits_used);
    return {
      record: serpRecord(query, depth, organic, ads),
      cost: credits === null ? null : { amount: credits, unit: 'credits' },
    };
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

/** Ads above or below the organic results; an ad that names neither block is not a slot we can place. */
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
        description: asString(ad?.description) ?? asString(ad?.snippet) ?? '',
        displayUrl: asString(ad?.displayed_link) ?? asString(ad?.display_link) ?? '',
        landingUrl,
      },
    ];
  });
}
