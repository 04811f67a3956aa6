/**
 * The Serper adapter against a local fake answering Serper's documented shapes.
 */
import { describe, expect, it } from 'vitest';

import { SERPER_SEARCH_PATH, SerperProvider } from './serper';
import { SERP_QUERY as QUERY, failure, itHandlesTheCommonCases, adapterOnFreshFake } from './testing/adapterKit';
import {
  SERPER_BAD_REQUEST,
  SERPER_EMPTY,
  SERPER_KEY,
  SERPER_NO_CREDITS,
  SERPER_RATE_LIMITED,
  startFakeSerper,
} from './testing/serperFixtures';

const WRONG_KEY = 'wrong0serper0key';

const adapter = adapterOnFreshFake(
  startFakeSerper,
  (apiUrl, options) => new SerperProvider({ apiKey: SERPER_KEY, apiUrl }, options),
);

describe('Serper results pages', () => {
  it('posts the query, country, language and depth with the key in X-API-KEY', async () => {
    await adapter.provider.fetchSerp({ ...QUERY, country: 'de', depth: 8 });
    const [request] = adapter.fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(SERPER_SEARCH_PATH);
    expect(request?.headers['x-api-key']).toBe(SERPER_KEY);
    expect(request?.body).toEqual({ q: 'running shoes', gl: 'de', hl: 'de', num: 8 });
  });

  it('reads organic ranks and the credits used; the answer has no ads', async () => {
    const { record, cost } = await adapter.provider.fetchSerp(QUERY);
    expect(cost).toEqual({ amount: 1, unit: 'credits' });
    expect(record.organic.map((r) => [r.rankGroup, r.rankAbsolute, r.title])).toEqual([
      [1, 1, 'Running Shoes. Nike.com'],
      [2, 2, 'The Best Running Shoes'],
      [3, 3, 'Running Shoes | Brooks'],
    ]);
    expect(record.ads).toEqual([]);
    expect(record.checkedDepth).toBe(10);
  });

  it('refuses a mobile check instead of answering it with desktop results', async () => {
    expect((await failure(adapter.provider.fetchSerp({ ...QUERY, device: 'mobile' }))).kind).toBe('invalid-request');
    expect(adapter.fake.requests).toHaveLength(0);
  });

  itHandlesTheCommonCases(adapter, {
    emptyPages: [['a search without organic results', SERPER_EMPTY]],
    failures: [
      ['credits used up', SERPER_NO_CREDITS, 'out-of-credit'],
      ['the rate limit', SERPER_RATE_LIMITED, 'rate-limited'],
      ['a bad parameter', SERPER_BAD_REQUEST, 'invalid-request'],
      ['a server error', { status: 502, text: 'Bad Gateway' }, 'server'],
      ['a non-JSON success', { status: 200, text: 'ok' }, 'malformed-answer'],
      ['organic that is not a list', { status: 200, json: { organic: 'none' } }, 'malformed-answer'],
    ],
    refused: { connect: (apiUrl) => new SerperProvider({ apiKey: WRONG_KEY, apiUrl }), says: 'Unauthorized' },
    secrets: [SERPER_KEY, WRONG_KEY],
  });
});
