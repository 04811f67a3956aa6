/**
 * Shared by the adapters whose credential is one API key (SerpApi, Serper, VALUE SERP): one request
 * per results page, the HTTP statuses they document alike, the key kept out of every error, and the
 * organic results and ads they write alike. Each adapter keeps what is its own: its request fields
 * and where the key goes, the field its error message is in, how it says credits are used up, and
 * how a successful answer says it succeeded and what it cost.
 */
import type { AdResult, OrganicResult } from '../records';
import {
  PROVIDER_REQUEST_TIMEOUT_MS,
  asHttpUrl,
  asObject,
  asPosition,
  asString,
  endpoint,
  requestProvider,
  type ProviderRequest,
} from './http';
import { ProviderError, httpFailureKind, providerMessage, type ProviderErrorKind } from './providerError';
import { depthToCheck, serpRecord, withTopAdsAbove } from './serpPage';
import type { AdapterOptions, ProviderCost, ProviderName, SerpCheck, SerpProvider, SerpQuery } from './types';

/**
 * One request is one Google results page: Google stopped honouring num=100 on 2025-09-14, so a
 * page holds about 10 organic results whatever `num` asks, and a deeper check would claim results
 * it never saw. Deeper checks need DataForSEO (which pages through Google itself).
 */
export const ONE_GOOGLE_PAGE_DEPTH = 10;

export interface ApiKeyCredentials {
  apiKey: string;
  apiUrl: string;
}

/** The request for one page, without what every request carries (the provider, the deadline). */
export type SearchRequest = Pick<ProviderRequest, 'url' | 'method' | 'headers' | 'body'>;

/** What a successful answer holds: organic results numbered among themselves, ads, the cost. */
export interface ApiKeyPage {
  organic: Omit<OrganicResult, 'rankAbsolute'>[];
  ads: AdResult[];
  cost: ProviderCost | null;
}

/** A JSON answer body, or null when the answer was not a JSON object. */
export type AnswerBody = Record<string, unknown> | null;

export abstract class ApiKeySerpProvider implements SerpProvider {
  abstract readonly name: ProviderName;
  abstract readonly maxDepth: number;
  private readonly timeoutMs: number;

  constructor(
    protected readonly credentials: ApiKeyCredentials,
    options: AdapterOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? PROVIDER_REQUEST_TIMEOUT_MS;
  }

  /** The request for one page `depth` deep; throws ProviderError for a query the provider cannot answer. */
  protected abstract searchRequest(query: SerpQuery, depth: number): SearchRequest;

  /** The provider's own message in an answer other than 200. */
  protected abstract errorMessage(body: AnswerBody): unknown;

  /** Whether an answer other than 200 says the credits or searches are used up. */
  protected abstract outOfCredit(status: number, message: string): boolean;

  /** The page a 200 answer holds; throws ProviderError when it holds none. */
  protected abstract readPage(body: AnswerBody, httpStatus: number): ApiKeyPage;

  async fetchSerp(query: SerpQuery): Promise<SerpCheck> {
    const depth = depthToCheck(query.depth, this.maxDepth);
    const request = this.searchRequest(query, depth);
    const answer = await requestProvider({ ...request, provider: this.name, timeoutMs: this.timeoutMs });
    const body = asObject(answer.json);
    if (answer.status !== 200) {
      const message = this.errorMessage(body);
      const outOfCredit = this.outOfCredit(answer.status, asString(message) ?? '');
      this.fail(httpFailureKind(answer.status, outOfCredit), message, answer.status);
    }
    const { organic, ads, cost } = this.readPage(body, answer.status);
    return { record: serpRecord(query, depth, withTopAdsAbove(organic, ads), ads), cost };
  }

  /** Throws a ProviderError holding the provider's message without the key. */
  protected fail(kind: ProviderErrorKind, message: unknown, httpStatus?: number): never {
    const text = providerMessage(message, [this.credentials.apiKey]);
    const fallback = httpStatus === undefined ? 'no message' : `HTTP ${httpStatus}`;
    throw new ProviderError(this.name, kind, text === '' ? fallback : text, { httpStatus });
  }

  /** A GET of `path` with these query-string parameters (the key among them where the provider reads it there). */
  protected getRequest(path: string, parameters: Record<string, string>): SearchRequest {
    const url = endpoint(this.credentials.apiUrl, path);
    url.search = new URLSearchParams(parameters).toString();
    return { url, method: 'GET' };
  }

  /** The answer's result lists, in the order named (a missing one is empty); throws when one is not a list. */
  protected resultLists<const Fields extends readonly string[]>(
    body: Record<string, unknown>,
    fields: Fields,
    httpStatus: number,
  ): { [K in keyof Fields]: unknown[] } {
    const lists = fields.map((field) => body[field] ?? []);
    if (!lists.every((list) => Array.isArray(list))) {
      this.fail('malformed-answer', `${fields.join(' or ')} is not an array`, httpStatus);
    }
    return lists as { [K in keyof Fields]: unknown[] };
  }
}

/** Organic results as these providers write them: `position` among organic results, `link`, `title`. */
export function readOrganicResults(results: unknown[]): Omit<OrganicResult, 'rankAbsolute'>[] {
  return results.flatMap((value) => {
    const result = asObject(value);
    const rankGroup = asPosition(result?.position);
    const url = asHttpUrl(result?.link);
    return rankGroup === null || url === null ? [] : [{ rankGroup, url, title: asString(result?.title) ?? '' }];
  });
}

/** The fields an ad's texts are read from, the first one holding a string winning. */
export interface AdTextFields {
  description: readonly string[];
  displayUrl: readonly string[];
}

/**
 * Text ads above or below the organic results (`block_position`, `position`, `link`, `title`); an ad
 * in another place (middle, right) or naming no block is not a slot we keep.
 */
export function readBlockAds(results: unknown[], fields: AdTextFields): AdResult[] {
  return results.flatMap((value) => {
    const ad = asObject(value);
    if (ad === null) return [];
    const block = ad.block_position;
    const position = asPosition(ad.position);
    const landingUrl = asHttpUrl(ad.link);
    if ((block !== 'top' && block !== 'bottom') || position === null || landingUrl === null) return [];
    return [
      {
        block,
        position,
        headline: asString(ad.title) ?? '',
        description: firstString(ad, fields.description),
        displayUrl: firstString(ad, fields.displayUrl),
        landingUrl,
      },
    ];
  });
}

function firstString(object: Record<string, unknown>, fields: readonly string[]): string {
  for (const field of fields) {
    const text = asString(object[field]);
    if (text !== null) return text;
  }
  return '';
}
