import { afterEach, describe, expect, it, vi } from 'vitest';

import type { OverviewAnswer, OverviewKind } from './overview';
import {
  discardOverviewPrefetch,
  peekPrefetchedAnswer,
  prefetchOverview,
  PREFETCH_TTL_MS,
  takePrefetched,
  type PrefetchDeps,
} from './overviewPrefetch';

/** Reads that answer with a distinct object per call, on a clock the test moves. */
function fakes(): PrefetchDeps & { clock: { now: number } } {
  const clock = { now: 1_000 };
  let calls = 0;
  return {
    clock,
    readOverview: vi.fn((kind: OverviewKind, query: string) => {
      calls += 1;
      return Promise.resolve({ kind, query, call: calls } as unknown as OverviewAnswer);
    }),
    now: () => clock.now,
  };
}

afterEach(() => discardOverviewPrefetch());

describe('the overview read started early', () => {
  it('is started once and handed out once, for its overview and search only', async () => {
    const deps = fakes();
    prefetchOverview('domain', 'a.com', deps);
    expect(deps.readOverview).toHaveBeenCalledTimes(1);
    expect(deps.readOverview).toHaveBeenCalledWith('domain', 'a.com');
    expect(takePrefetched('url', 'a.com', deps)).toBeUndefined();
    expect(takePrefetched('domain', 'b.com', deps)).toBeUndefined();
    const taken = takePrefetched('domain', 'a.com', deps);
    await expect(taken).resolves.toMatchObject({ query: 'a.com', call: 1 });
    // A second mount or a retry reads for itself.
    expect(takePrefetched('domain', 'a.com', deps)).toBeUndefined();
    expect(deps.readOverview).toHaveBeenCalledTimes(1);
  });

  it('is dropped by its own drop, not by an earlier navigation’s', () => {
    const deps = fakes();
    const dropFirst = prefetchOverview('domain', 'a.com', deps);
    const dropSecond = prefetchOverview('domain', 'b.com', deps);
    // The newer navigation replaced the first one's read.
    expect(takePrefetched('domain', 'a.com', deps)).toBeUndefined();
    dropFirst();
    expect(takePrefetched('domain', 'b.com', deps)).toBeDefined();
    prefetchOverview('url', 'c.com/x', deps);
    dropSecond();
    expect(takePrefetched('url', 'c.com/x', deps)).toBeDefined();
    const dropFourth = prefetchOverview('domain', 'd.com', deps);
    dropFourth();
    expect(takePrefetched('domain', 'd.com', deps)).toBeUndefined();
  });

  it('goes stale when nobody takes it in time', () => {
    const deps = fakes();
    prefetchOverview('domain', 'a.com', deps);
    deps.clock.now += PREFETCH_TTL_MS + 1;
    expect(takePrefetched('domain', 'a.com', deps)).toBeUndefined();
    deps.clock.now -= PREFETCH_TTL_MS + 1;
    expect(takePrefetched('domain', 'a.com', deps)).toBeUndefined();
  });

  it('shows its answer once it has come, for its search only, without being taken', async () => {
    const deps = fakes();
    prefetchOverview('domain', 'a.com', deps);
    // Not answered yet: the screen starts with its loading state.
    expect(peekPrefetchedAnswer('domain', 'a.com', deps)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const answer = peekPrefetchedAnswer('domain', 'a.com', deps);
    expect(answer).toMatchObject({ query: 'a.com', call: 1 });
    expect(peekPrefetchedAnswer('domain', 'b.com', deps)).toBeUndefined();
    expect(peekPrefetchedAnswer('url', 'a.com', deps)).toBeUndefined();
    // The screen's read then takes the same answer; after that there is nothing to show early.
    await expect(takePrefetched('domain', 'a.com', deps)).resolves.toBe(answer);
    expect(peekPrefetchedAnswer('domain', 'a.com', deps)).toBeUndefined();
    expect(deps.readOverview).toHaveBeenCalledTimes(1);
  });

  it('shows no answer when it failed or went stale', async () => {
    const deps = fakes();
    vi.mocked(deps.readOverview).mockImplementationOnce(() => Promise.reject(new Error('offline')));
    prefetchOverview('domain', 'a.com', deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(peekPrefetchedAnswer('domain', 'a.com', deps)).toBeUndefined();
    prefetchOverview('domain', 'b.com', deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    deps.clock.now += PREFETCH_TTL_MS + 1;
    expect(peekPrefetchedAnswer('domain', 'b.com', deps)).toBeUndefined();
  });

  it('keeps a failure for the screen that takes it, and reports none while nobody has', async () => {
    const deps = fakes();
    vi.mocked(deps.readOverview).mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetchOverview('domain', 'a.com', deps);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(takePrefetched('domain', 'a.com', deps)).rejects.toThrow('offline');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
