/**
 * The SerpApi adapter against a local fake answering SerpApi's documented shapes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ProviderError, type ProviderErrorKind } from './providerError';
import { SERPAPI_MAX_DEPTH, SERPAPI_SEARCH_PATH, SerpApiProvider } from './serpApi';
import type { FakeProvider, FakeReply } from './testing/fakeProvider';
import {
  SERPAPI_EMPTY,
  SERPAPI_KEY,
  SERPAPI_MISSING_PARAMETER,
  SERPAPI_OUT_OF_SEARCHES,
  SERPAPI_SEARCH_ERROR,
  SERPAPI_THROUGHPUT,
  startFakeSerpApi,
} from './testing/serpApiFixtures';
import type { SerpQuery } from './types';

const QUERY: SerpQuery = { term: 'running shoes', country: 'us', device: 'desktop', depth: 10, month: 202611 };

let fake: FakeProvider;
let provider: SerpApiProvider;

beforeEach(async () => {
  fake = await startFakeSerpApi();
  provider = new SerpApiProvider({ apiKey: SERPAPI_KEY, apiUrl: fake.url });
});
afterEach(() => fake.close());

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('SerpApi results pages', () => {
  it('asks the google engine for the country, language, device and depth', async () => {
    await provider.fetchSerp({ ...QUERY, country: 'gb', device: 'mobile', depth: 100 });
    const [request] = fake.requests;
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
    const { record } = await provider.fetchSerp({ ...QUERY, depth: 100 });
    expect(record.checkedDepth).toBe(SERPAPI_MAX_DEPTH);
  });

  it('reads organic ranks after the top ads, top and bottom ads, and no cost', async () => {
    const { record, cost } = await provider.fetchSerp(QUERY);
    expect(cost).toBeNull();
    expect(record.checkedDepth).toBe(10);
    expect(record.organic.map((r) => [r.rankGroup, r.rankAbsolute, r.url])).toEqual([
      [1, 3, 'https://www.nike.com/w/running-shoes'],
      [2, 4, 'https://www.runnersworld.com/gear/best-running-shoes'],
      [3, 5, 'https://www.brooksrunning.com/en_us/running-shoes/'],
    ]);
    expect(record.ads).toEqual([
      {
        block: 'top',
        position: 1,
        headline: 'Running Shoes Sale',
        description: 'Running Shoes Sale — free delivery and returns.',
        displayUrl: 'https://www.shoeshop.example › running',
        landingUrl: 'https://www.shoeshop.example/running',
      },
      expect.objectContaining({ block: 'top', position: 2, headline: 'Top Running Shoes 2026' }),
      expect.objectContaining({ block: 'bottom', position: 1, headline: 'Discount Running Shoes' }),
    ]);
  });

  it('records a search Google found nothing for as an empty page', async () => {
    fake.respond = () => ({ status: 200, json: SERPAPI_EMPTY });
    const { record } = await provider.fetchSerp(QUERY);
    expect(record).toMatchObject({ organic: [], ads: [], checkedDepth: 10 });
  });

  it.each<[string, FakeReply, ProviderErrorKind]>([
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
  ])('fails %s as %s', async (_name, reply, kind) => {
    fake.respond = () => reply;
    expect((await failure(provider.fetchSerp(QUERY))).kind).toBe(kind);
  });

  it('fails a refused key as auth without naming the key', async () => {
    const wrong = new SerpApiProvider({ apiKey: 'wrong0serpapi0key', apiUrl: fake.url });
    const error = await failure(wrong.fetchSerp(QUERY));
    expect(error.kind).toBe('auth');
    expect(error.message).toContain('Invalid API key');
    expect(error.message).not.toContain('wrong0serpapi0key');
  });

  it('fails a request that gets no answer in time as network, without the URL holding the key', async () => {
    fake.respond = () => ({ hang: true });
    const impatient = new SerpApiProvider({ apiKey: SERPAPI_KEY, apiUrl: fake.url }, { timeoutMs: 50 });
    const error = await failure(impatient.fetchSerp(QUERY));
    expect(error.kind).toBe('network');
    expect(error.message).not.toContain(SERPAPI_KEY);
  });
});
