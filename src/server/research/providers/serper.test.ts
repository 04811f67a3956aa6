/**
 * The Serper adapter against a local fake answering Serper's documented shapes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ProviderError, type ProviderErrorKind } from './providerError';
import { SERPER_SEARCH_PATH, SerperProvider } from './serper';
import type { FakeProvider, FakeReply } from './testing/fakeProvider';
import {
  SERPER_BAD_REQUEST,
  SERPER_EMPTY,
  SERPER_KEY,
  SERPER_NO_CREDITS,
  SERPER_RATE_LIMITED,
  startFakeSerper,
} from './testing/serperFixtures';
import type { SerpQuery } from './types';

const QUERY: SerpQuery = { term: 'running shoes', country: 'us', device: 'desktop', depth: 10, month: 202611 };

let fake: FakeProvider;
let provider: SerperProvider;

beforeEach(async () => {
  fake = await startFakeSerper();
  provider = new SerperProvider({ apiKey: SERPER_KEY, apiUrl: fake.url });
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

describe('Serper results pages', () => {
  it('posts the query, country, language and depth with the key in X-API-KEY', async () => {
    await provider.fetchSerp({ ...QUERY, country: 'de', depth: 8 });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(SERPER_SEARCH_PATH);
    expect(request?.headers['x-api-key']).toBe(SERPER_KEY);
    expect(request?.body).toEqual({ q: 'running shoes', gl: 'de', hl: 'de', num: 8 });
  });

  it('reads organic ranks and the credits used; the answer has no ads', async () => {
    const { record, cost } = await provider.fetchSerp(QUERY);
    expect(cost).toEqual({ amount: 1, unit: 'credits' });
    expect(record.organic.map((r) => [r.rankGroup, r.rankAbsolute, r.title])).toEqual([
      [1, 1, 'Running Shoes. Nike.com'],
      [2, 2, 'The Best Running Shoes'],
      [3, 3, 'Running Shoes | Brooks'],
    ]);
    expect(record.ads).toEqual([]);
    expect(record.checkedDepth).toBe(10);
  });

  it('records a search without organic results as an empty page', async () => {
    fake.respond = () => ({ status: 200, json: SERPER_EMPTY });
    expect((await provider.fetchSerp(QUERY)).record).toMatchObject({ organic: [], ads: [], checkedDepth: 10 });
  });

  it('refuses a mobile check instead of answering it with desktop results', async () => {
    expect((await failure(provider.fetchSerp({ ...QUERY, device: 'mobile' }))).kind).toBe('invalid-request');
    expect(fake.requests).toHaveLength(0);
  });

  it.each<[string, FakeReply, ProviderErrorKind]>([
    ['credits used up', SERPER_NO_CREDITS, 'out-of-credit'],
    ['the rate limit', SERPER_RATE_LIMITED, 'rate-limited'],
    ['a bad parameter', SERPER_BAD_REQUEST, 'invalid-request'],
    ['a server error', { status: 502, text: 'Bad Gateway' }, 'server'],
    ['a non-JSON success', { status: 200, text: 'ok' }, 'malformed-answer'],
    ['organic that is not a list', { status: 200, json: { organic: 'none' } }, 'malformed-answer'],
  ])('fails %s as %s', async (_name, reply, kind) => {
    fake.respond = () => reply;
    expect((await failure(provider.fetchSerp(QUERY))).kind).toBe(kind);
  });

  it('fails a refused key as auth without naming the key', async () => {
    const error = await failure(new SerperProvider({ apiKey: 'wrong0serper0key', apiUrl: fake.url }).fetchSerp(QUERY));
    expect(error.kind).toBe('auth');
    expect(error.message).not.toContain('wrong0serper0key');
  });

  it('fails a request that gets no answer in time as network', async () => {
    fake.respond = () => ({ hang: true });
    const impatient = new SerperProvider({ apiKey: SERPER_KEY, apiUrl: fake.url }, { timeoutMs: 50 });
    expect((await failure(impatient.fetchSerp(QUERY))).kind).toBe('network');
  });
});
