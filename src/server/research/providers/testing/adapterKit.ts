/**
 * Test support shared by the adapters' tests: the query they check, a fresh fake provider and
 * adapter for each test, and the cases every SERP adapter handles alike — empty pages, the
 * provider's documented failures, refused credentials, a provider that does not answer or cannot be
 * reached — with no secret in any error.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';

import { ProviderError, type ProviderErrorKind } from '../providerError';
import type { AdapterOptions, SerpProvider, SerpQuery } from '../types';
import type { FakeProvider, FakeReply } from './fakeProvider';

export const SERP_QUERY: SerpQuery = {
  term: 'running shoes',
  country: 'us',
  device: 'desktop',
  depth: 10,
  month: 202611,
};

/** The deadline of the adapter asked a fake that never answers: short, so the test is quick. */
const NO_ANSWER_TIMEOUT_MS = 50;

/** The ProviderError a call failed with; the test fails when the call resolved or threw anything else. */
export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** An adapter and the fake it calls, both new in each test. */
export interface FakeBackedAdapter<Provider> {
  readonly fake: FakeProvider;
  /** The adapter with the fixture's credentials, pointed at `fake`. */
  readonly provider: Provider;
  startFake(): Promise<FakeProvider>;
  /** Another adapter with the fixture's credentials. */
  connect(apiUrl: string, options?: AdapterOptions): Provider;
}

/** Starts a fake before each test of the calling file or describe block, and closes it after. */
export function adapterOnFreshFake<Provider>(
  startFake: () => Promise<FakeProvider>,
  connect: (apiUrl: string, options?: AdapterOptions) => Provider,
): FakeBackedAdapter<Provider> {
  let current: { fake: FakeProvider; provider: Provider } | null = null;
  beforeEach(async () => {
    const fake = await startFake();
    current = { fake, provider: connect(fake.url) };
  });
  afterEach(async () => {
    await current?.fake.close();
    current = null;
  });
  const running = () => {
    if (current === null) throw new Error('the fake provider runs only during a test');
    return current;
  };
  return {
    get fake() {
      return running().fake;
    },
    get provider() {
      return running().provider;
    },
    startFake,
    connect,
  };
}

/** An answer, the kind of error it must give, and the provider's own status code in it (none: null). */
export type FailureCase = [name: string, reply: FakeReply, kind: ProviderErrorKind, providerCode?: number | null];

export interface CommonCases<Provider extends SerpProvider> {
  /** 200 answers that are a results page without any result. */
  emptyPages: [name: string, json: unknown][];
  failures: FailureCase[];
  /** An adapter with credentials the fake refuses, and what the provider's refusal says. */
  refused: { connect: (apiUrl: string) => Provider; says: string };
  /** What no error may hold: the keys, passwords and tokens of the fixture and of the refused adapter. */
  secrets: string[];
}

/** The tests of what every SERP adapter does alike; call inside the adapter's describe block. */
export function itHandlesTheCommonCases<Provider extends SerpProvider>(
  adapter: FakeBackedAdapter<Provider>,
  cases: CommonCases<Provider>,
): void {
  const expectNoSecret = (error: ProviderError) => {
    for (const secret of cases.secrets) expect(error.message).not.toContain(secret);
  };

  it.each(cases.emptyPages)('records an empty page for %s', async (_name, json) => {
    adapter.fake.respond = () => ({ status: 200, json });
    const { record } = await adapter.provider.fetchSerp(SERP_QUERY);
    expect(record.organic).toEqual([]);
    expect(record.ads).toEqual([]);
    expect(record.checkedDepth).toBe(SERP_QUERY.depth);
  });

  it.each<FailureCase>(cases.failures)('fails %s as %s', async (_name, reply, kind, providerCode) => {
    adapter.fake.respond = () => reply;
    const error = await failure(adapter.provider.fetchSerp(SERP_QUERY));
    expect(error.kind).toBe(kind);
    expect(error.providerCode).toBe(providerCode ?? null);
  });

  it('fails refused credentials as auth, with the refusal text and no secret', async () => {
    const error = await failure(cases.refused.connect(adapter.fake.url).fetchSerp(SERP_QUERY));
    expect(error.kind).toBe('auth');
    expect(error.httpStatus).toBe(401);
    expect(error.message).toContain(cases.refused.says);
    expectNoSecret(error);
  });

  it('fails a request that gets no answer in time as network, and transient, with no secret', async () => {
    adapter.fake.respond = () => ({ hang: true });
    const impatient = adapter.connect(adapter.fake.url, { timeoutMs: NO_ANSWER_TIMEOUT_MS });
    const error = await failure(impatient.fetchSerp(SERP_QUERY));
    expect(error.kind).toBe('network');
    expect(error.message).toContain(`no answer within ${NO_ANSWER_TIMEOUT_MS} ms`);
    expect(error.transient).toBe(true);
    expectNoSecret(error);
  });

  it('fails an unreachable provider as network', async () => {
    const closed = await adapter.startFake();
    await closed.close();
    expect((await failure(adapter.connect(closed.url).fetchSerp(SERP_QUERY))).kind).toBe('network');
  });
}
