/**
 * DataForSEO (docs.dataforseo.com/v3): the SERP API's Google Organic "live advanced" endpoint for
 * results pages and the Keywords Data API's Google Ads "search volume live" endpoint for keyword
 * figures. HTTP basic auth with the API login and password; JSON POST bodies holding one task.
 *
 * DataForSEO answers HTTP 200 for almost everything and puts the outcome in `status_code` /
 * `status_message`, once for the request and once per task (docs: appendix/errors). Its HTTP 401,
 * 402, 404 and 500 are the exceptions.
 */
import type { AdResult, KeywordMetricsRecord, OrganicResult } from '../records';
import { dataForSeoLocationCode, languageOf } from './countryCodes';
import {
  PROVIDER_REQUEST_TIMEOUT_MS,
  asCost,
  asHttpUrl,
  asNumber,
  asObject,
  asPosition,
  asString,
  endpoint,
  requestProvider,
} from './http';
import { ProviderError, httpFailureKind, providerMessage, type ProviderErrorKind } from './providerError';
import { depthToCheck, serpRecord } from './serpPage';
import type {
  AdapterOptions,
  KeywordDataProvider,
  KeywordMetricsQuery,
  KeywordMetricsResult,
  ProviderCost,
  SerpCheck,
  SerpProvider,
  SerpQuery,
} from './types';

export const DATAFORSEO_DEFAULT_API_URL = 'https://api.dataforseo.com';
export const DATAFORSEO_SERP_PATH = '/v3/serp/google/organic/live/advanced';
export const DATAFORSEO_SEARCH_VOLUME_PATH = '/v3/keywords_data/google_ads/search_volume/live';
/** Live Organic SERP requests refuse a depth above 200 ("Invalid Field: 'depth'", DataForSEO update of 2025-09-29). */
export const DATAFORSEO_MAX_LIVE_DEPTH = 200;
/** The search volume endpoint takes up to 1000 keywords in one task. */
export const DATAFORSEO_MAX_KEYWORDS = 1000;

const STATUS_OK = 20000;
/** "No Search Results.": the search engine was asked and found nothing — a real, empty page. */
const STATUS_NO_RESULTS = 40102;

export interface DataForSeoCredentials {
  login: string;
  password: string;
  apiUrl: string;
}

/**
 * What a status code other than 20000 means. The message is read too: 40501 ("Invalid Field") is
 * a refused request, but a status whose message says "No Search Results" is an empty page whatever
 * its code, so the two are told apart by the message.
 */
function statusOutcome(code: number, message: string): ProviderErrorKind | 'empty' {
  if (code === STATUS_NO_RESULTS || /no search results/i.test(message)) return 'empty';
  // 40100 not authorized, 40104 account not verified, 40201 account paused, 40207 IP not whitelisted.
  if ([40100, 40104, 40201, 40207].includes(code)) return 'auth';
  // 40200 payment required, 40203 cost limit, 40204 plan without this API, 40210 insufficient funds.
  if ([40200, 40203, 40204, 40210].includes(code)) return 'out-of-credit';
  // 40202 per-minute rate, 40205/40206 duplicate-task limits, 40209 too many simultaneous requests.
  if ([40202, 40205, 40206, 40209].includes(code)) return 'rate-limited';
  // 40101 the search engine answered an error, 40103 the task failed: worth another try.
  if (code === 40101 || code === 40103 || code >= 50000) return 'server';
  if (code >= 40000 && code < 50000) return 'invalid-request';
  return 'malformed-answer';
}

class DataForSeoClient {
  readonly timeoutMs: number;
  private readonly authorization: string;
  private readonly secrets: string[];

  constructor(
    private readonly credentials: DataForSeoCredentials,
    options: AdapterOptions,
  ) {
    this.timeoutMs = options.timeoutMs ?? PROVIDER_REQUEST_TIMEOUT_MS;
    const token = Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64');
    this.authorization = `Basic ${token}`;
    this.secrets = [credentials.password, token];
  }

  fail(kind: ProviderErrorKind, message: unknown, details: { httpStatus?: number; providerCode?: number }): never {
    const text = providerMessage(message, this.secrets);
    throw new ProviderError('dataforseo', kind, text === '' ? 'no message' : text, details);
  }

  /**
   * Posts one task and returns it: its `result` array (null when the page was empty) and its cost.
   * Every other outcome throws.
   */
  async postTask(
    path: string,
    task: Record<string, unknown>,
  ): Promise<{ result: unknown[] | null; cost: ProviderCost | null }> {
    const answer = await requestProvider({
      provider: 'dataforseo',
      url: endpoint(this.credentials.apiUrl, path),
      method: 'POST',
      headers: { authorization: this.authorization },
      body: [task],
      timeoutMs: this.timeoutMs,
    });
    const body = asObject(answer.json);
    // Of the HTTP statuses DataForSEO documents besides 200, 402 is its "Payment Required".
    if (answer.status !== 200) {
      this.fail(
        httpFailureKind(answer.status, answer.status === 402),
        body?.status_message ?? `HTTP ${answer.status}`,
        {
          httpStatus: answer.status,
          providerCode: asNumber(body?.status_code) ?? undefined,
        },
      );
    }
    if (body === null) this.fail('malformed-answer', 'the answer is not a JSON object', { httpStatus: answer.status });
    const requestCode = asNumber(body.status_code);
    if (requestCode === null) this.fail('malformed-answer', 'the answer has no status_code', { httpStatus: 200 });
    const taskObject = Array.isArray(body.tasks) ? asObject(body.tasks[0]) : null;
    const code = requestCode !== STATUS_OK || taskObject === null ? requestCode : asNumber(taskObject.status_code);
    const message = requestCode !== STATUS_OK || taskObject === null ? body.status_message : taskObject.status_message;
    if (code === null) this.fail('malformed-answer', 'the task has no status_code', { httpStatus: 200 });
    const cost = asCost(taskObject?.cost ?? body.cost, 'usd');
    if (code !== STATUS_OK) {
      const outcome = statusOutcome(code, asString(message) ?? '');
      if (outcome === 'empty') return { result: null, cost };
      this.fail(outcome, message, { httpStatus: 200, providerCode: code });
    }
    if (taskObject === null) this.fail('malformed-answer', 'the answer holds no task', { httpStatus: 200 });
    if (taskObject.result === null) return { result: null, cost };
    if (!Array.isArray(taskObject.result))
      this.fail('malformed-answer', 'the task has no result array', { httpStatus: 200 });
    return { result: taskObject.result, cost };
  }
}

function locationOf(client: DataForSeoClient, country: string): number {
  const location = dataForSeoLocationCode(country);
  if (location === null) client.fail('invalid-request', `unknown country "${country}"`, {});
  return location;
}

/** What both DataForSEO adapters are: the provider's name and a client holding the credentials. */
class DataForSeoAdapter {
  readonly name = 'dataforseo' as const;
  protected readonly client: DataForSeoClient;

  constructor(credentials: DataForSeoCredentials, options: AdapterOptions = {}) {
    this.client = new DataForSeoClient(credentials, options);
  }
}

export class DataForSeoSerpProvider extends DataForSeoAdapter implements SerpProvider {
  readonly maxDepth = DATAFORSEO_MAX_LIVE_DEPTH;

  async fetchSerp(query: SerpQuery): Promise<SerpCheck> {
    const depth = depthToCheck(query.depth, this.maxDepth);
    const { result, cost } = await this.client.postTask(DATAFORSEO_SERP_PATH, {
      keyword: query.term,
      location_code: locationOf(this.client, query.country),
      language_code: languageOf(query.country),
      device: query.device,
      depth,
    });
    const page = result === null ? null : asObject(result[0]);
    if (result !== null && result.length > 0 && page === null) {
      this.client.fail('malformed-answer', 'the result is not an object', { httpStatus: 200 });
    }
    const items = page?.items ?? null;
    if (items !== null && !Array.isArray(items))
      this.client.fail('malformed-answer', 'items is not an array', { httpStatus: 200 });
    const { organic, ads } = readItems(items ?? []);
    return { record: serpRecord(query, depth, organic, ads), cost };
  }
}

/** Organic and paid elements of a page; the other element types (boxes, packs) only take up rank_absolute. */
function readItems(items: unknown[]): { organic: OrganicResult[]; ads: AdResult[] } {
  const organic: OrganicResult[] = [];
  const paid: { rankAbsolute: number; ad: Omit<AdResult, 'block' | 'position'> }[] = [];
  for (const value of items) {
    const item = asObject(value);
    const rankGroup = asPosition(item?.rank_group);
    const rankAbsolute = asPosition(item?.rank_absolute);
    const url = asHttpUrl(item?.url);
    if (item === null || rankGroup === null || rankAbsolute === null || url === null) continue;
    if (item.type === 'organic') {
      organic.push({ rankGroup, rankAbsolute, url, title: asString(item.title) ?? '' });
    } else if (item.type === 'paid') {
      paid.push({
        rankAbsolute,
        ad: {
          headline: asString(item.title) ?? '',
          description: asString(item.description) ?? '',
          displayUrl: asString(item.breadcrumb) ?? asString(item.domain) ?? '',
          landingUrl: url,
        },
      });
    }
  }
  // The answer does not say top or bottom: an ad after the last organic result is a bottom ad.
  const lastOrganic = organic.reduce((max, result) => Math.max(max, result.rankAbsolute), 0);
  const ads: AdResult[] = [];
  const inBlock = { top: 0, bottom: 0 };
  for (const { rankAbsolute, ad } of paid.sort((a, b) => a.rankAbsolute - b.rankAbsolute)) {
    const block = organic.length > 0 && rankAbsolute > lastOrganic ? 'bottom' : 'top';
    inBlock[block] += 1;
    ads.push({ ...ad, block, position: inBlock[block] });
  }
  return { organic, ads };
}

export class DataForSeoKeywordDataProvider extends DataForSeoAdapter implements KeywordDataProvider {
  readonly maxTerms = DATAFORSEO_MAX_KEYWORDS;

  async fetchKeywordMetrics(query: KeywordMetricsQuery): Promise<KeywordMetricsResult> {
    if (query.terms.length === 0) return { records: [], cost: null };
    if (query.terms.length > this.maxTerms) {
      this.client.fail('invalid-request', `at most ${this.maxTerms} keywords per call, got ${query.terms.length}`, {});
    }
    const { result, cost } = await this.client.postTask(DATAFORSEO_SEARCH_VOLUME_PATH, {
      keywords: query.terms,
      location_code: locationOf(this.client, query.country),
      language_code: languageOf(query.country),
    });
    const records: KeywordMetricsRecord[] = [];
    for (const value of result ?? []) {
      const row = asObject(value);
      if (row === null) this.client.fail('malformed-answer', 'a keyword result is not an object', { httpStatus: 200 });
      const record = keywordMetrics(row, query.country.toLowerCase());
      if (record !== null) records.push(record);
    }
    return { records, cost };
  }
}

/** One keyword's figures; null when Google Ads had no search volume for it. */
function keywordMetrics(row: Record<string, unknown>, country: string): KeywordMetricsRecord | null {
  const term = asString(row.keyword);
  const volume = asNumber(row.search_volume);
  if (term === null || volume === null) return null;
  const cpc = asNumber(row.cpc);
  const competitionIndex = asNumber(row.competition_index);
  const monthly = Array.isArray(row.monthly_searches) ? row.monthly_searches : [];
  const monthlyVolumes = monthly
    .map((entry) => asObject(entry))
    .map((entry) => ({
      year: asPosition(entry?.year),
      month: asPosition(entry?.month),
      volume: asNumber(entry?.search_volume),
    }))
    .filter(
      (entry): entry is { year: number; month: number; volume: number } =>
        entry.year !== null && entry.month !== null && entry.month <= 12 && entry.volume !== null,
    )
    .map((entry) => ({ month: entry.year * 100 + entry.month, volume: Math.round(entry.volume) }))
    .sort((a, b) => a.month - b.month);
  return {
    kind: 'keyword-metrics',
    term,
    country,
    volume: Math.round(volume),
    // DataForSEO gives the average CPC in US dollars.
    cpcCents: cpc === null ? null : Math.round(cpc * 100),
    competition: competitionIndex === null ? null : Math.min(100, Math.max(0, Math.round(competitionIndex))),
    monthlyVolumes,
  };
}
