/**
 * Provider selection from the environment: SERP_PROVIDER picks an adapter, its key must be set, a
 * base URL can point it at a local fake, and anything missing or wrong fails loudly naming the
 * variable — never echoing a secret.
 */
import { describe, expect, it } from 'vitest';

import { DEFAULT_PRICE_PER_SEARCH_USD, loadProviderConfig } from './config';
import { dataForSeoLocationCode, languageOf, serpApiCountry } from './countryCodes';
import { DataForSeoKeywordDataProvider, DataForSeoSerpProvider } from './dataForSeo';
import { createKeywordDataProvider, createSerpProvider } from './index';
import { SerpApiProvider } from './serpApi';
import { SerperProvider } from './serper';
import { ValueSerpProvider } from './valueSerp';

const DATAFORSEO = { DATAFORSEO_LOGIN: 'me@example.com', DATAFORSEO_PASSWORD: 'secret-password-1' };

describe('loadProviderConfig', () => {
  it('configures nothing when no variable is set', () => {
    const config = loadProviderConfig({});
    expect(config).toEqual({ serp: null, dataforseo: null, pricePerSearchUsd: DEFAULT_PRICE_PER_SEARCH_USD });
    expect(createSerpProvider(config)).toBeNull();
    expect(createKeywordDataProvider(config)).toBeNull();
  });

  it('selects each provider with its key and default origin', () => {
    expect(loadProviderConfig({ SERP_PROVIDER: 'dataforseo', ...DATAFORSEO }).serp).toEqual({
      name: 'dataforseo',
      login: 'me@example.com',
      password: 'secret-password-1',
      apiUrl: 'https://api.dataforseo.com',
    });
    expect(loadProviderConfig({ SERP_PROVIDER: 'serpapi', SERPAPI_KEY: 'k1' }).serp).toEqual({
      name: 'serpapi',
      apiKey: 'k1',
      apiUrl: 'https://serpapi.com',
    });
    expect(loadProviderConfig({ SERP_PROVIDER: 'Serper', SERPER_API_KEY: 'k2' }).serp).toEqual({
      name: 'serper',
      apiKey: 'k2',
      apiUrl: 'https://google.serper.dev',
    });
    expect(loadProviderConfig({ SERP_PROVIDER: ' valueserp ', VALUESERP_API_KEY: 'k3' }).serp).toEqual({
      name: 'valueserp',
      apiKey: 'k3',
      apiUrl: 'https://api.valueserp.com',
    });
  });

  it('prices a search per provider from its variable, the documented default otherwise', () => {
    const { pricePerSearchUsd } = loadProviderConfig({
      SERP_PROVIDER: 'serper',
      SERPER_API_KEY: 'k',
      SERPER_PRICE_PER_SEARCH_USD: ' 0.0008 ',
      SERPAPI_PRICE_PER_SEARCH_USD: '0',
    });
    expect(pricePerSearchUsd).toEqual({ ...DEFAULT_PRICE_PER_SEARCH_USD, serper: 0.0008, serpapi: 0 });
    for (const price of Object.values(DEFAULT_PRICE_PER_SEARCH_USD)) expect(price).toBeGreaterThan(0);
    for (const bad of ['-0.01', 'free', '1e-3', '0.5$']) {
      expect(() => loadProviderConfig({ VALUESERP_PRICE_PER_SEARCH_USD: bad })).toThrow(
        'VALUESERP_PRICE_PER_SEARCH_USD must be the US dollars one search costs, 0 or more, such as 0.0025',
      );
    }
  });

  it('builds the adapter SERP_PROVIDER names', () => {
    const adapter = (env: Record<string, string>) => createSerpProvider(loadProviderConfig(env));
    expect(adapter({ SERP_PROVIDER: 'dataforseo', ...DATAFORSEO })).toBeInstanceOf(DataForSeoSerpProvider);
    expect(adapter({ SERP_PROVIDER: 'serpapi', SERPAPI_KEY: 'k' })).toBeInstanceOf(SerpApiProvider);
    expect(adapter({ SERP_PROVIDER: 'serper', SERPER_API_KEY: 'k' })).toBeInstanceOf(SerperProvider);
    expect(adapter({ SERP_PROVIDER: 'valueserp', VALUESERP_API_KEY: 'k' })).toBeInstanceOf(ValueSerpProvider);
  });

  it('offers DataForSEO keyword data whenever its credentials are set, whichever SERP provider is chosen', () => {
    const config = loadProviderConfig({ SERP_PROVIDER: 'serpapi', SERPAPI_KEY: 'k', ...DATAFORSEO });
    expect(createSerpProvider(config)).toBeInstanceOf(SerpApiProvider);
    expect(createKeywordDataProvider(config)).toBeInstanceOf(DataForSeoKeywordDataProvider);
  });

  it('takes a base URL per provider, without a trailing slash', () => {
    const config = loadProviderConfig({
      SERP_PROVIDER: 'serpapi',
      SERPAPI_KEY: 'k',
      SERPAPI_API_URL: 'http://127.0.0.1:4010/',
      ...DATAFORSEO,
      DATAFORSEO_API_URL: 'http://127.0.0.1:4011/proxy/',
    });
    expect(config.serp?.apiUrl).toBe('http://127.0.0.1:4010');
    expect(config.dataforseo?.apiUrl).toBe('http://127.0.0.1:4011/proxy');
  });

  it.each([
    [{ SERP_PROVIDER: 'bing' }, /SERP_PROVIDER must be one of dataforseo, serpapi, serper, valueserp, got "bing"/],
    [{ SERP_PROVIDER: 'serpapi' }, /SERP_PROVIDER=serpapi needs SERPAPI_KEY/],
    [{ SERP_PROVIDER: 'serper', SERPER_API_KEY: '  ' }, /SERP_PROVIDER=serper needs SERPER_API_KEY/],
    [{ SERP_PROVIDER: 'valueserp' }, /SERP_PROVIDER=valueserp needs VALUESERP_API_KEY/],
    [{ SERP_PROVIDER: 'dataforseo' }, /SERP_PROVIDER=dataforseo needs DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD/],
    [{ DATAFORSEO_LOGIN: 'me@example.com' }, /DATAFORSEO_LOGIN is set but DATAFORSEO_PASSWORD is not/],
    [{ DATAFORSEO_PASSWORD: 'p' }, /DATAFORSEO_PASSWORD is set but DATAFORSEO_LOGIN is not/],
    [{ SERP_PROVIDER: 'serper', SERPER_API_KEY: 'k', SERPER_API_URL: 'google.serper.dev' }, /SERPER_API_URL must be/],
    [{ SERP_PROVIDER: 'serpapi', SERPAPI_KEY: 'k', SERPAPI_API_URL: 'ftp://serpapi.com' }, /SERPAPI_API_URL must be/],
    [{ ...DATAFORSEO, DATAFORSEO_API_URL: 'https://user:pw@api.dataforseo.com' }, /DATAFORSEO_API_URL must be/],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => loadProviderConfig(env)).toThrow(message);
  });

  it('never puts a secret in its errors', () => {
    const withCredentials = { ...DATAFORSEO, DATAFORSEO_API_URL: 'https://me:secret-password-1@api.dataforseo.com' };
    expect(() => loadProviderConfig(withCredentials)).toThrow(/DATAFORSEO_API_URL/);
    expect(() => loadProviderConfig(withCredentials)).not.toThrow(/secret-password-1/);
    expect(() => loadProviderConfig({ DATAFORSEO_PASSWORD: 'secret-password-1' })).not.toThrow(/secret-password-1/);
  });
});

describe('country codes', () => {
  it('locates a country for DataForSEO by 2000 + its ISO numeric code, UK as GB', () => {
    expect(dataForSeoLocationCode('us')).toBe(2840);
    expect(dataForSeoLocationCode('GB')).toBe(2826);
    expect(dataForSeoLocationCode('uk')).toBe(2826);
    expect(dataForSeoLocationCode('xx')).toBeNull();
  });

  it("spells the United Kingdom as SerpApi's country list does", () => {
    expect(serpApiCountry('gb')).toBe('uk');
    expect(serpApiCountry('de')).toBe('de');
  });

  it('searches a main market in its language and any other country in English', () => {
    expect(languageOf('de')).toBe('de');
    expect(languageOf('jp')).toBe('ja');
    expect(languageOf('ke')).toBe('en');
  });
});
