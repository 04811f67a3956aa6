/**
 * SERP providers: one interface over DataForSEO, SerpApi, Serper and ValueSERP. An adapter makes one
 * HTTP request per call (no retries: the collector's job queue retries with backoff) and turns the
 * provider's answer into the shared records of ../records.ts, or throws a ProviderError — so a
 * failed check is recorded as a failure, never as a rank.
 */
import type { CorpusMonth, CountryCode, Device, KeywordMetricsRecord, SerpRecord } from '../records';

export const PROVIDER_NAMES = ['dataforseo', 'serpapi', 'serper', 'valueserp'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** What to check: one keyword's results page in one country, on one device, to a depth. */
export interface SerpQuery {
  term: string;
  /** Lower-case country code as the corpus keeps it ('us', 'gb'). */
  country: CountryCode;
  device: Device;
  /** How many results to look at; an adapter checks at most its provider's maximum. */
  depth: number;
  /** The corpus month the check is stored under (the collector's clock, not the adapter's). */
  month: CorpusMonth;
}

/** What a provider charged for a call, in its own unit: DataForSEO bills in US dollars, the others in credits. */
export interface ProviderCost {
  amount: number;
  unit: 'usd' | 'credits';
}

/** One check's outcome: the page (possibly without any result) and the reported cost (null: not reported). */
export interface SerpCheck {
  record: SerpRecord;
  cost: ProviderCost | null;
}

export interface SerpProvider {
  readonly name: ProviderName;
  /** The deepest check one call can make; deeper queries are checked to this depth (see SerpRecord.checkedDepth). */
  readonly maxDepth: number;
  /** Throws ProviderError for anything but a results page (an empty page is a page). */
  fetchSerp(query: SerpQuery): Promise<SerpCheck>;
}

export interface KeywordMetricsQuery {
  terms: string[];
  country: CountryCode;
}

export interface KeywordMetricsResult {
  /** One record per term the provider had figures for; a term without data is left out. */
  records: KeywordMetricsRecord[];
  cost: ProviderCost | null;
}

export interface KeywordDataProvider {
  readonly name: ProviderName;
  /** The most terms one call takes (the caller batches). */
  readonly maxTerms: number;
  fetchKeywordMetrics(query: KeywordMetricsQuery): Promise<KeywordMetricsResult>;
}

/** What every adapter can be given besides its credentials: tests inject a short timeout. */
export interface AdapterOptions {
  /** Give up on a request after this long (default PROVIDER_REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}
