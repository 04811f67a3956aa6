/**
 * The SerpApi adapter against a local fake answering SerpApi's documented shapes.
 */
import { describe, expect, it } from 'vitest';

import { SERPAPI_MAX_DEPTH, SERPAPI_SEARCH_PATH, SerpApiProvider } from './serpApi';
import { SERP_QUERY as QUERY, itHandlesTheCommonCases, adapterOnFreshFake } from './testing/adapterKit';
import { SHOESHOP_AD_RECORD } from './testing/runningShoesPage';
import {
  SERPAPI_EMPTY,
  SERPAPI_KEY,
  SERPAPI_MISSING_PARAMETER,
  SERPAPI_OUT_OF_SEARCHES,
  SERPAPI_SEARCH_ERROR,
  SERPAPI_THROUGHPUT,
  startFakeSerpApi,
} from './testing/serpApiFixtures';

const WRONG_KEY = 'wrong0serpapi0key';

const adapter = adapterOnFreshFake(
  startFakeSerpApi,
  (apiUrl, options) => new SerpApiProvider({ apiKey: SERPAPI_KEY, apiUrl }, options),
);

describe('SerpApi results pages', () => {
  it('asks the google engine for the country, language, device and depth', async () => {
    await adapter.provider.fetchSerp({ ...QUERY, country: 'gb', device: 'mobile', depth: 100 });
    const [request] = adapter.fake.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(SERPAPI_SEARCH_PATH);
    expect(request?.query).toEqual({
      engine: 'google',
      q: 'running shoes',
      gl: 'uk',
      hl: 'en',
      num: String(SERPAPI_MAX_DEPTH),
      device: 'mobile',
      api_key: SERPAPI_KEY,
    });
  });

  it('checks one results page however deep the query asks', async () => {
    const { record } = await adapter.provider.fetchSerp({ ...QUERY, depth: 100 });
    expect(record.checkedDepth).toBe(SERPAPI_MAX_DEPTH);
  });

  it('reads organic ranks after the top ads, top and bottom ads, and no cost', async () => {
    const { record, cost } = await adapter.provider.fetchSerp(QUERY);
    expect(cost).toBeNull();
    expect(record.checkedDepth).toBe(10);
    expect(record.organic.map((r) => [r.rankGroup, r.rankAbsolute, r.url])).toEqual([
      [1, 3, 'https://www.nike.com/w/running-shoes'],
      [2, 4, 'https://www.runnersworld.com/gear/best-running-shoes'],
      [3, 5, 'https://www.brooksrunning.com/en_us/running-shoes/'],
    ]);
    expect(record.ads).toEqual([
      SHOESHOP_AD_RECORD,
      expect.objectContaining({ block: 'top', position: 2, headline: 'Top Running Shoes 2026' }),
      expect.objectContaining({ block: 'bottom', position: 1, headline: 'Discount Running Shoes' }),
    ]);
  });

  itHandlesTheCommonCases(adapter, {
    emptyPages: [['a search Google found nothing for', SERPAPI_EMPTY]],
    failures: [
      ['no searches left', SERPAPI_OUT_OF_SEARCHES, 'out-of-credit'],
      ['the hourly throughput limit', SERPAPI_THROUGHPUT, 'rate-limited'],
      ['a missing parameter', SERPAPI_MISSING_PARAMETER, 'invalid-request'],
      ['a search that failed', SERPAPI_SEARCH_ERROR, 'server'],
      ['a non-JSON page', { status: 200, text: '<html>maintenance</html>' }, 'malformed-answer'],
      ['JSON without a search status', { status: 200, json: { organic_results: [] } }, 'malformed-answer'],
      [
        'organic results that are not a list',
        { status: 200, json: { search_metadata: { status: 'Success' }, organic_results: {} } },
        'malformed-answer',
      ],
    ],
    refused: {
      connect: (apiUrl) => new SerpApiProvider({ apiKey: WRONG_KEY, apiUrl }),
      says: 'Invalid API key',
    },
    secrets: [SERPAPI_KEY, WRONG_KEY],
  });
});
