/**
 * Which SERP provider to use and its credentials, from environment variables. Pure: the
 * environment in, the configuration out, and a clear error naming the variable for anything
 * missing or wrong, so a bad configuration fails at start instead of at the first check.
 *
 * | variable            | meaning                                                                            |
 * | ------------------- | ---------------------------------------------------------------------------------- |
 * | SERP_PROVIDER       | dataforseo, serpapi, serper or valueserp; unset or empty: no SERP provider         |
 * | DATAFORSEO_LOGIN    | DataForSEO API login; with DATAFORSEO_PASSWORD also turns on keyword data          |
 * | DATAFORSEO_PASSWORD | DataForSEO API password (not the account password)                                 |
 * | SERPAPI_KEY         | SerpApi API key                                                                    |
 * | SERPER_API_KEY      | Serper API key                                                                     |
 * | VALUESERP_API_KEY   | VALUE SERP API key                                                                 |
 * | DATAFORSEO_API_URL, SERPAPI_API_URL, SERPER_API_URL, VALUESERP_API_URL | the provider's origin (a local fake in tests) |
 * | DATAFORSEO_PRICE_PER_SEARCH_USD, SERPAPI_PRICE_PER_SEARCH_USD, SERPER_PRICE_PER_SEARCH_USD, VALUESERP_PRICE_PER_SEARCH_USD | US dollars one search costs (DEFAULT_PRICE_PER_SEARCH_USD); the collector's budget counts it for a check whose answer carries no dollar cost |
 */
import type { ApiKeyCredentials } from './apiKeyProvider';
import { DATAFORSEO_DEFAULT_API_URL, type DataForSeoCredentials } from './dataForSeo';
import { SERPAPI_DEFAULT_API_URL } from './serpApi';
import { SERPER_DEFAULT_API_URL } from './serper';
import { PROVIDER_NAMES, type ProviderName } from './types';
import { VALUESERP_DEFAULT_API_URL } from './valueSerp';

export type ProviderEnv = Record<string, string | undefined>;

export type SerpProviderConfig =
  | ({ name: 'dataforseo' } & DataForSeoCredentials)
  | ({ name: 'serpapi' } & ApiKeyCredentials)
  | ({ name: 'serper' } & ApiKeyCredentials)
  | ({ name: 'valueserp' } & ApiKeyCredentials);

export interface ProviderConfig {
  /** The provider results pages are checked with; null: none chosen. */
  serp: SerpProviderConfig | null;
  /** DataForSEO's credentials when both are set (keyword data needs them whichever SERP provider is chosen). */
  dataforseo: DataForSeoCredentials | null;
  /**
   * US dollars one search costs at each provider. A check whose answer reports no dollar cost (the
   * credit-billed providers) is recorded at this price, a credit counting as one search, so the
   * monthly budget counts it.
   */
  pricePerSearchUsd: Record<ProviderName, number>;
}

/**
 * Each provider's price of one search at its entry plan, from its public pricing (Nov 2026); set
 * the provider's variable to your plan's price. DataForSEO reports each task's cost itself: its
 * price only counts when an answer leaves the cost out.
 */
export const DEFAULT_PRICE_PER_SEARCH_USD: Record<ProviderName, number> = {
  // Live Google Organic SERP: $2 per 1,000 result pages.
  dataforseo: 0.002,
  // Developer plan: $75 a month for 5,000 searches.
  serpapi: 0.015,
  // $50 for 50,000 credits, one credit a search.
  serper: 0.001,
  // $2.50 per 1,000 searches, one credit a search.
  valueserp: 0.0025,
};

export const PRICE_PER_SEARCH_VARIABLES: Record<ProviderName, string> = {
  dataforseo: 'DATAFORSEO_PRICE_PER_SEARCH_USD',
  serpapi: 'SERPAPI_PRICE_PER_SEARCH_USD',
  serper: 'SERPER_PRICE_PER_SEARCH_USD',
  valueserp: 'VALUESERP_PRICE_PER_SEARCH_USD',
};

/** The variables of each provider whose credential is one API key, and its origin when none is given. */
const API_KEY_VARIABLES = {
  serpapi: { key: 'SERPAPI_KEY', url: 'SERPAPI_API_URL', defaultUrl: SERPAPI_DEFAULT_API_URL },
  serper: { key: 'SERPER_API_KEY', url: 'SERPER_API_URL', defaultUrl: SERPER_DEFAULT_API_URL },
  valueserp: { key: 'VALUESERP_API_KEY', url: 'VALUESERP_API_URL', defaultUrl: VALUESERP_DEFAULT_API_URL },
} as const;

function value(env: ProviderEnv, name: string): string | null {
  const given = env[name]?.trim();
  return given ? given : null;
}

function required(env: ProviderEnv, name: string, provider: ProviderName): string {
  const given = value(env, name);
  if (given === null) throw new Error(`SERP_PROVIDER=${provider} needs ${name} to be set`);
  return given;
}

function apiUrl(env: ProviderEnv, name: string, fallback: string): string {
  const given = value(env, name);
  if (given === null) return fallback;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`${name} must be an http(s) URL such as ${fallback}`);
  }
  // The value is not echoed: a URL given with credentials in it would put them in the log.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search) {
    throw new Error(`${name} must be an http(s) URL without credentials or query, such as ${fallback}`);
  }
  return given.replace(/\/+$/, '');
}

function dataForSeoFrom(env: ProviderEnv): DataForSeoCredentials | null {
  const login = value(env, 'DATAFORSEO_LOGIN');
  const password = value(env, 'DATAFORSEO_PASSWORD');
  if (login === null && password === null) return null;
  if (login === null) throw new Error('DATAFORSEO_PASSWORD is set but DATAFORSEO_LOGIN is not: set both or neither');
  if (password === null) throw new Error('DATAFORSEO_LOGIN is set but DATAFORSEO_PASSWORD is not: set both or neither');
  return { login, password, apiUrl: apiUrl(env, 'DATAFORSEO_API_URL', DATAFORSEO_DEFAULT_API_URL) };
}

function pricesFrom(env: ProviderEnv): Record<ProviderName, number> {
  const prices = { ...DEFAULT_PRICE_PER_SEARCH_USD };
  for (const name of PROVIDER_NAMES) {
    const variable = PRICE_PER_SEARCH_VARIABLES[name];
    const given = value(env, variable);
    if (given === null) continue;
    const price = Number(given);
    if (!/^\d*\.?\d+$/.test(given) || !Number.isFinite(price)) {
      throw new Error(
        `${variable} must be the US dollars one search costs, 0 or more, such as ${DEFAULT_PRICE_PER_SEARCH_USD[name]}`,
      );
    }
    prices[name] = price;
  }
  return prices;
}

function providerNameFrom(env: ProviderEnv): ProviderName | null {
  const given = value(env, 'SERP_PROVIDER');
  if (given === null) return null;
  const name = given.toLowerCase();
  if (!(PROVIDER_NAMES as readonly string[]).includes(name)) {
    throw new Error(`SERP_PROVIDER must be one of ${PROVIDER_NAMES.join(', ')}, got "${given}"`);
  }
  return name as ProviderName;
}

export function loadProviderConfig(env: ProviderEnv): ProviderConfig {
  const dataforseo = dataForSeoFrom(env);
  const name = providerNameFrom(env);
  let serp: SerpProviderConfig | null = null;
  if (name === 'dataforseo') {
    if (dataforseo === null)
      throw new Error('SERP_PROVIDER=dataforseo needs DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD to be set');
    serp = { name, ...dataforseo };
  } else if (name !== null) {
    const variables = API_KEY_VARIABLES[name];
    serp = {
      name,
      apiKey: required(env, variables.key, name),
      apiUrl: apiUrl(env, variables.url, variables.defaultUrl),
    };
  }
  return { serp, dataforseo, pricePerSearchUsd: pricesFrom(env) };
}
