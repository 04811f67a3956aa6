/**
 * The providers' entry point: build the configured adapters from a ProviderConfig
 * (loadProviderConfig in ./config.ts reads it from the environment).
 */
import type { ProviderConfig } from './config';
import { DataForSeoKeywordDataProvider, DataForSeoSerpProvider } from './dataForSeo';
import { SerpApiProvider } from './serpApi';
import { SerperProvider } from './serper';
import type { AdapterOptions, KeywordDataProvider, SerpProvider } from './types';
import { ValueSerpProvider } from './valueSerp';

export {
  DEFAULT_PRICE_PER_SEARCH_USD,
  loadProviderConfig,
  type ProviderConfig,
  type SerpProviderConfig,
} from './config';
export { PROVIDER_REQUEST_TIMEOUT_MS } from './http';
export { ProviderError, PROVIDER_ERROR_KINDS, type ProviderErrorKind } from './providerError';
export {
  PROVIDER_NAMES,
  type AdapterOptions,
  type KeywordDataProvider,
  type KeywordMetricsQuery,
  type KeywordMetricsResult,
  type ProviderCost,
  type ProviderName,
  type SerpCheck,
  type SerpProvider,
  type SerpQuery,
} from './types';

/** The SERP provider SERP_PROVIDER chose, or null when none is configured. */
export function createSerpProvider(config: ProviderConfig, options: AdapterOptions = {}): SerpProvider | null {
  const serp = config.serp;
  if (serp === null) return null;
  switch (serp.name) {
    case 'dataforseo':
      return new DataForSeoSerpProvider(serp, options);
    case 'serpapi':
      return new SerpApiProvider(serp, options);
    case 'serper':
      return new SerperProvider(serp, options);
    case 'valueserp':
      return new ValueSerpProvider(serp, options);
  }
}

/** Keyword figures (volume, CPC, competition, monthly volumes) from DataForSEO, or null when its credentials are not set. */
export function createKeywordDataProvider(
  config: ProviderConfig,
  options: AdapterOptions = {},
): KeywordDataProvider | null {
  return config.dataforseo === null ? null : new DataForSeoKeywordDataProvider(config.dataforseo, options);
}
