/**
 * The VALUE SERP adapter against a local fake answering VALUE SERP's documented shapes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ProviderError, type ProviderErrorKind } from './providerError';
import type { FakeProvider, FakeReply } from './testing/fakeProvider';
import {
  VALUESERP_BAD_REQUEST,
  VALUESERP_EMPTY,
  VALUESERP_INCIDENT,
  VALUESERP_KEY,
  VALUESERP_OUT_OF_CREDITS,
  VALUESERP_RATE_LIMITED,
  startFakeValueSerp,
} from './testing/valueSerpFixtures';
import type { SerpQuery } from './types';
import { VALUESERP_MAX_DEPTH, VALUESERP_SEARCH_PATH, ValueSerpProvider } from './valueSerp';

const QUERY: SerpQuery = { term: 'running shoes', country: 'us', device: 'desktop', depth: 10, month: 202611 };

let fake: FakeProvider;
let provider: ValueSerpProvider;

beforeEach(async () => {
  fake = await startFakeValueSerp();
  provider = new ValueSerpProvider({ apiKey: VALUESERP_KEY, apiUrl: fake.url });
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

describe('VALUE SERP results pages', () => {
  it('asks for the query with the key, country, language, device and depth', async () => {
    await provider.fetchSerp({ ...QUERY, country: 'fr', device: 'mobile', depth: 100 });
    const [request] = fake.requests;
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
    const { record, cost } = await provider.fetchSerp(QUERY);
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

  it('records a successful search without results as an empty page', async () => {
    fake.respond = () => ({ status: 200, json: VALUESERP_EMPTY });
    expect((await provider.fetchSerp(QUERY)).record).toMatchObject({ organic: [], ads: [], checkedDepth: 10 });
  });

  it.each<[string, FakeReply, ProviderErrorKind]>([
    ['credits used up', VALUESERP_OUT_OF_CREDITS, 'out-of-credit'],
    ['the rate limit', VALUESERP_RATE_LIMITED, 'rate-limited'],
    ['an invalid parameter', VALUESERP_BAD_REQUEST, 'invalid-request'],
    ['a parsing incident', VALUESERP_INCIDENT, 'server'],
    ['a non-JSON success', { status: 200, text: '<html></html>' }, 'malformed-answer'],
    ['JSON without request_info', { status: 200, json: { organic_results: [] } }, 'malformed-answer'],
  ])('fails %s as %s', async (_name, reply, kind) => {
    fake.respond = () => reply;
    expect((await failure(provider.fetchSerp(QUERY))).kind).toBe(kind);
  });

  it('fails a refused key as auth without naming the key', async () => {
    const error = await failure(
      new ValueSerpProvider({ apiKey: 'WRONG0VALUESERP', apiUrl: fake.url }).fetchSerp(QUERY),
    );
    expect(error.kind).toBe('auth');
    expect(error.httpStatus).toBe(401);
    expect(error.message).not.toContain('WRONG0VALUESERP');
  });

  it('fails a request that gets no answer in time as network', async () => {
    fake.respond = () => ({ hang: true });
    const impatient = new ValueSerpProvider({ apiKey: VALUESERP_KEY, apiUrl: fake.url }, { timeoutMs: 50 });
    expect((await failure(impatient.fetchSerp(QUERY))).kind).toBe('network');
  });
});
