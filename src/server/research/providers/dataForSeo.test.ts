/**
 * The DataForSEO adapter against a local fake answering DataForSEO's documented shapes: a page
 * becomes a SerpRecord (organic ranks, top and bottom ads, the checked depth, the cost); an empty
 * page is a record without results; every documented failure is a typed ProviderError.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import {
  DATAFORSEO_MAX_LIVE_DEPTH,
  DATAFORSEO_SEARCH_VOLUME_PATH,
  DATAFORSEO_SERP_PATH,
  DataForSeoKeywordDataProvider,
  DataForSeoSerpProvider,
} from './dataForSeo';
import { SERP_QUERY as QUERY, failure, itHandlesTheCommonCases, adapterOnFreshFake } from './testing/adapterKit';
import {
  DATAFORSEO_40501_NO_RESULTS,
  DATAFORSEO_EMPTY_ITEMS,
  DATAFORSEO_INSUFFICIENT_FUNDS,
  DATAFORSEO_INTERNAL_ERROR,
  DATAFORSEO_INVALID_FIELD,
  DATAFORSEO_LOGIN,
  DATAFORSEO_NO_RESULTS,
  DATAFORSEO_PASSWORD,
  DATAFORSEO_PAYMENT_REQUIRED,
  DATAFORSEO_RATE_LIMITED,
  DATAFORSEO_SE_ERROR,
  startFakeDataForSeo,
} from './testing/dataForSeoFixtures';
import { SHOESHOP_AD_RECORD } from './testing/runningShoesPage';

const WRONG_PASSWORD = 'wrong-password-9c';
const basicToken = (password: string) => Buffer.from(`${DATAFORSEO_LOGIN}:${password}`).toString('base64');

const adapter = adapterOnFreshFake(
  startFakeDataForSeo,
  (apiUrl, options) =>
    new DataForSeoSerpProvider({ login: DATAFORSEO_LOGIN, password: DATAFORSEO_PASSWORD, apiUrl }, options),
);

describe('DataForSEO results pages', () => {
  it('posts one live advanced task with basic auth, the location code, language, device and depth', async () => {
    await adapter.provider.fetchSerp({ ...QUERY, country: 'gb', device: 'mobile', depth: 30 });
    expect(adapter.fake.requests).toHaveLength(1);
    const [request] = adapter.fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(DATAFORSEO_SERP_PATH);
    expect(request?.headers.authorization).toBe(`Basic ${basicToken(DATAFORSEO_PASSWORD)}`);
    expect(request?.body).toEqual([
      { keyword: 'running shoes', location_code: 2826, language_code: 'en', device: 'mobile', depth: 30 },
    ]);
  });

  it('reads organic ranks, top and bottom ads and the cost of a page', async () => {
    const { record, cost } = await adapter.provider.fetchSerp(QUERY);
    expect(cost).toEqual({ amount: 0.002, unit: 'usd' });
    expect(record).toMatchObject({
      kind: 'serp',
      term: 'running shoes',
      country: 'us',
      device: 'desktop',
      month: 202611,
    });
    expect(record.checkedDepth).toBe(10);
    expect(record.organic).toEqual([
      { rankGroup: 1, rankAbsolute: 3, url: 'https://www.nike.com/w/running-shoes', title: 'Running Shoes. Nike.com' },
      {
        rankGroup: 2,
        rankAbsolute: 5,
        url: 'https://www.runnersworld.com/gear/best-running-shoes',
        title: 'The Best Running Shoes',
      },
      {
        rankGroup: 3,
        rankAbsolute: 6,
        url: 'https://www.brooksrunning.com/en_us/running-shoes/',
        title: 'Running Shoes | Brooks',
      },
    ]);
    expect(record.ads.map((ad) => [ad.block, ad.position, ad.headline])).toEqual([
      ['top', 1, 'Running Shoes Sale'],
      ['top', 2, 'Top Running Shoes 2026'],
      ['bottom', 1, 'Discount Running Shoes'],
    ]);
    expect(record.ads[0]).toEqual(SHOESHOP_AD_RECORD);
  });

  it('checks no deeper than the live maximum and says so in checkedDepth', async () => {
    const { record } = await adapter.provider.fetchSerp({ ...QUERY, depth: 500 });
    expect(adapter.fake.requests[0]?.body).toMatchObject([{ depth: DATAFORSEO_MAX_LIVE_DEPTH }]);
    expect(record.checkedDepth).toBe(DATAFORSEO_MAX_LIVE_DEPTH);
  });

  it('counts a page holding more elements than asked for to its deepest result', async () => {
    const { record } = await adapter.provider.fetchSerp({ ...QUERY, depth: 4 });
    expect(record.checkedDepth).toBe(6);
  });

  it('refuses a country DataForSEO has no location for without calling it', async () => {
    const error = await failure(adapter.provider.fetchSerp({ ...QUERY, country: 'xx' }));
    expect(error.kind).toBe('invalid-request');
    expect(adapter.fake.requests).toHaveLength(0);
  });

  itHandlesTheCommonCases(adapter, {
    emptyPages: [
      ['40102 No Search Results', DATAFORSEO_NO_RESULTS],
      ['40501 whose message reports no results', DATAFORSEO_40501_NO_RESULTS],
      ['a result without items', DATAFORSEO_EMPTY_ITEMS],
    ],
    failures: [
      ['40501 Invalid Field', { status: 200, json: DATAFORSEO_INVALID_FIELD }, 'invalid-request', 40501],
      ['HTTP 402 Payment Required', DATAFORSEO_PAYMENT_REQUIRED, 'out-of-credit', 40200],
      ['40210 Insufficient funds', DATAFORSEO_INSUFFICIENT_FUNDS, 'out-of-credit', 40210],
      ['40202 rate limit', DATAFORSEO_RATE_LIMITED, 'rate-limited', 40202],
      ['40101 search engine error', DATAFORSEO_SE_ERROR, 'server', 40101],
      ['HTTP 500 Internal Error', DATAFORSEO_INTERNAL_ERROR, 'server', 50000],
      [
        'an HTML gateway page',
        { status: 200, text: '<html><body>502 Bad Gateway</body></html>' },
        'malformed-answer',
        null,
      ],
      ['JSON without a status', { status: 200, json: { tasks: [] } }, 'malformed-answer', null],
      [
        'a task whose items are not a list',
        {
          status: 200,
          json: { status_code: 20000, tasks: [{ status_code: 20000, cost: 0.002, result: [{ items: 'none' }] }] },
        },
        'malformed-answer',
        null,
      ],
    ],
    refused: {
      connect: (apiUrl) => new DataForSeoSerpProvider({ login: DATAFORSEO_LOGIN, password: WRONG_PASSWORD, apiUrl }),
      says: 'not authorized',
    },
    secrets: [DATAFORSEO_PASSWORD, basicToken(DATAFORSEO_PASSWORD), WRONG_PASSWORD, basicToken(WRONG_PASSWORD)],
  });
});

describe('DataForSEO keyword data', () => {
  let keywords: DataForSeoKeywordDataProvider;
  beforeEach(() => {
    keywords = new DataForSeoKeywordDataProvider({
      login: DATAFORSEO_LOGIN,
      password: DATAFORSEO_PASSWORD,
      apiUrl: adapter.fake.url,
    });
  });

  it('posts the keywords with the location and language of the country', async () => {
    await keywords.fetchKeywordMetrics({ terms: ['running shoes', 'zqxw running'], country: 'de' });
    expect(adapter.fake.requests[0]?.path).toBe(DATAFORSEO_SEARCH_VOLUME_PATH);
    expect(adapter.fake.requests[0]?.body).toEqual([
      { keywords: ['running shoes', 'zqxw running'], location_code: 2276, language_code: 'de' },
    ]);
  });

  it('turns Google Ads figures into keyword metrics: cents, a 0-100 competition, months oldest first', async () => {
    const { records, cost } = await keywords.fetchKeywordMetrics({
      terms: ['running shoes', 'zqxw running'],
      country: 'us',
    });
    expect(cost).toEqual({ amount: 0.075, unit: 'usd' });
    expect(records).toEqual([
      {
        kind: 'keyword-metrics',
        term: 'running shoes',
        country: 'us',
        volume: 246000,
        cpcCents: 159,
        competition: 100,
        monthlyVolumes: [
          { month: 202608, volume: 201000 },
          { month: 202609, volume: 246000 },
          { month: 202610, volume: 301000 },
        ],
      },
    ]);
  });

  it('asks nothing for no keywords and refuses more than one task takes', async () => {
    expect(await keywords.fetchKeywordMetrics({ terms: [], country: 'us' })).toEqual({ records: [], cost: null });
    const tooMany = Array.from({ length: keywords.maxTerms + 1 }, (_, i) => `keyword ${i}`);
    expect((await failure(keywords.fetchKeywordMetrics({ terms: tooMany, country: 'us' }))).kind).toBe(
      'invalid-request',
    );
    expect(adapter.fake.requests).toHaveLength(0);
  });

  it('fails the documented errors as typed errors', async () => {
    adapter.fake.respond = () => DATAFORSEO_INSUFFICIENT_FUNDS;
    expect((await failure(keywords.fetchKeywordMetrics({ terms: ['shoes'], country: 'us' }))).kind).toBe(
      'out-of-credit',
    );
    adapter.fake.respond = () => ({
      status: 200,
      json: { status_code: 20000, tasks: [{ status_code: 20000, result: [7] }] },
    });
    expect((await failure(keywords.fetchKeywordMetrics({ terms: ['shoes'], country: 'us' }))).kind).toBe(
      'malformed-answer',
    );
  });
});
