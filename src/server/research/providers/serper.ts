/**
 * Serper (serper.dev): POST google.serper.dev/search with the key in the X-API-KEY header and
 * `{ q, gl, hl, num }` as JSON. Organic results come as `organic` (position among organic results);
 * the answer reports the credits a search used as `credits`. Errors are HTTP 400 (bad request),
 * 401 (key) and 429 (rate limit or credits used up) with `{ "message": "…" }`.
 *
 * Serper's documented answer has no ads and its request no device: the record's ads stay empty
 * and a mobile check is refused rather than answered with desktop results.
 */
import type { OrganicResult } from '../records';
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

export const SERPER_DEFAULT_API_URL = 'https://google.serper.dev';
export const SERPER_SEARCH_PATH = '/search';
/**
 * One request is one Google results page: Google stopped honouring num=100 on 2025-09-14, so a
 * page holds about 10 organic results whatever `num` asks, and a deeper check would claim results
 * it never saw. Deeper checks need DataForSEO (which pages through Google itself).
 */
export const SERPER_MAX_DEPTH = 10;

export interface SerperCredentials {
  apiKey: string;
  apiUrl: string;
}

const CREDITS_USED_UP = /credit/i;

function httpOutcome(status: number, message: string): ProviderErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if ((status === 429 || status === 400 || status === 402) && CREDITS_USED_UP.test(message)) return 'out-of-credit';
  if (status === 429) return 'rate-limited';
  if (status === 400 || status === 404) return 'invalid-request';
  if (status >= 500) return 'server';
  return 'malformed-answer';
}

export class SerperProvider implements SerpProvider {
  readonly name = 'serper' as const;
  readonly maxDepth = SERPER_MAX_DEPTH;
  private readonly timeoutMs: number;

  constructor(
    private readonly credentials: SerperCredentials,
    options: AdapterOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? PROVIDER_REQUEST_TIMEOUT_MS;
  }

  private fail(kind: ProviderErrorKind, message: unknown, httpStatus?: number): never {
    const text = providerMessage(message, [this.credentials.apiKey]);
    const fallback = httpStatus === undefined ? 'no message' : `HTTP ${httpStatus}`;
    throw new ProviderError('serper', kind, text === '' ? fallback : text, { httpStatus });
  }

  async fetchSerp(query: SerpQuery): Promise<SerpCheck> {
    if (query.device !== 'desktop') this.fail('invalid-request', 'Serper has no mobile results');
    const depth = depthToCheck(query.depth, this.maxDepth);
    const answer = await requestProvider({
      provider: 'serper',
      url: endpoint(this.credentials.apiUrl, SERPER_SEARCH_PATH),
      method: 'POST',
      headers: { 'x-api-key': this.credentials.apiKey },
      body: { q: query.term, gl: isoCountryCode(query.country), hl: languageOf(query.country), num: depth },
      timeoutMs: this.timeoutMs,
    });
    const body = asObject(answer.json);
    if (answer.status !== 200) {
      this.fail(httpOutcome(answer.status, asString(body?.message) ?? ''), body?.message, answer.status);
    }
    if (body === null) this.fail('malformed-answer', 'the answer is not a JSON object', answer.status);
    const results = body.organic ?? [];
    if (!Array.isArray(results)) this.fail('malformed-answer', 'organic is not an array', answer.status);
    const organic: OrganicResult[] = withTopAdsAbove(
      results.flatMap((value) => {
        const result = asObject(value);
        const rankGroup = asPosition(result?.position);
        const url = asHttpUrl(result?.link);
        return rankGroup === null || url === null ? [] : [{ rankGroup, url, title: asString(result?.title) ?? '' }];
      }),
      [],
    );
    const credits = asNumber(body.credits);
    return {
      record: serpRecord(query, depth, organic, []),
      cost: credits === null ? null : { amount: credits, unit: 'credits' },
    };
  }
}
