/**
 * The VALUE SERP adapter against a local fake answering VALUE SERP's documented shapes.
 */
import { describe, expect, it } from 'vitest';

import { SERP_QUERY as QUERY, itHandlesTheCommonCases, adapterOnFreshFake } from './testing/adapterKit';
import {
  VALUESERP_BAD_REQUEST,
  VALUESERP_EMPTY,
  VALUESERP_INCIDENT,
  VALUESERP_KEY,
  VALUESERP_OUT_OF_CREDITS,
  VALUESERP_RATE_LIMITED,
  startFakeValueSerp,
} from './testing/valueSerpFixtures';
import { VALUESERP_MAX_DEPTH, VALUESERP_SEARCH_PATH, ValueSerpProvider } from './valueSerp';

const WRONG_KEY = 'WRONG0VALUESERP';

const adapter = adapterOnFreshFake(
  startFakeValueSerp,
  (apiUrl, options) => new ValueSerpProvider({ apiKey: VALUESERP_KEY, apiUrl }, options),
);

describe('VALUE SERP results pages', () => {
  it('asks for the query with the key, country, language, device and depth', async () => {
    await adapter.provider.fetchSerp({ ...QUERY, country: 'fr', device: 'mobile', depth: 100 });
    const [request] = adapter.fake.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(VALUESERP_SEARCH_PATH);
    expect(request?.query).toEqual({
      api_key: VALUESERP_KEY,
      q: 'running shoes',
      gl: 'fr',
      hl: 'fr',
      device: 'mobile',
      num: String(VALUESERP_MAX_DEPTH),
    });
  });

  it('reads organic ranks after the top ads, top and bottom ads, and the credits used', async () => {
    const { record, cost } = await adapter.provider.fetchSerp(QUERY);
    expect(cost).toEqual({ amount: 1, unit: 'credits' });
    expect(record.organic.map((r) => [r.rankGroup, r.rankAbsolute, r.url])).toEqual([
      [1, 3, 'https://www.nike.com/w/running-shoes'],
      [2, 4, 'https://www.runnersworld.com/gear/best-running-shoes'],
      [3, 5, 'https://www.brooksrunning.com/en_us/running-shoes/'],
    ]);
    expect(record.ads.map((ad) => [ad.block, ad.position, ad.headline, ad.displayUrl])).toEqual([
      ['top', 1, 'Running Shoes Sale', 'https://www.shoeshop.example/running'],
      ['top', 2, 'Top Running Shoes 2026', 'https://www.runnersworld.example/running'],
      ['bottom', 1, 'Discount Running Shoes', 'https://www.discountrunner.example/running'],
    ]);
  });

  itHandlesTheCommonCases(adapter, {
    emptyPages: [['a successful search without results', VALUESERP_EMPTY]],
    failures: [
      ['credits used up', VALUESERP_OUT_OF_CREDITS, 'out-of-credit'],
      ['the rate limit', VALUESERP_RATE_LIMITED, 'rate-limited'],
      ['an invalid parameter', VALUESERP_BAD_REQUEST, 'invalid-request'],
      ['a parsing incident', VALUESERP_INCIDENT, 'server'],
      ['a non-JSON success', { status: 200, text: '<html></html>' }, 'malformed-answer'],
      ['JSON without request_info', { status: 200, json: { organic_results: [] } }, 'malformed-answer'],
    ],
    refused: {
      connect: (apiUrl) => new ValueSerpProvider({ apiKey: WRONG_KEY, apiUrl }),
      says: 'The api_key supplied is not valid',
    },
    secrets: [VALUESERP_KEY, WRONG_KEY],
  });
});
