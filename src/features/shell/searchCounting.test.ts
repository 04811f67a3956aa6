import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  countRecordedSearch,
  countSearch,
  currentSearch,
  isSearchCounted,
  type SearchCountDeps,
} from './searchCounting';
import { recordSearch, resetStores, tracking, type SearchResult } from '../../state';

const RESULT: SearchResult = {
  resultType: 'domain',
  cleansedQuery: 'acme.com',
  isSerpBacked: true,
  queryId: 1,
  wasQueryFound: true,
  isDemoData: false,
};

function answering(searchCount: number, showPaywall: boolean): SearchCountDeps {
  return {
    jsonSearch: vi.fn(() => Promise.resolve({ searchResult: RESULT, searchCount, showPaywall } as never)),
  };
}

afterEach(() => resetStores());

describe('countSearch', () => {
  it("keeps the server's count and paywall flag", async () => {
    const deps = answering(2, true);
    await expect(countSearch('acme.com', deps)).resolves.toBe(true);
    expect(deps.jsonSearch).toHaveBeenCalledWith({ query: 'acme.com' });
    expect(tracking).toMatchObject({ searchCount: 2, showPaywall: true });
  });

  it('leaves the count the active state gave when the call fails', async () => {
    resetStores({ tracking: { searchCount: 1 } });
    const deps: SearchCountDeps = { jsonSearch: () => Promise.reject(new Error('offline')) };
    await expect(countSearch('acme.com', deps)).resolves.toBe(false);
    expect(tracking).toMatchObject({ searchCount: 1, showPaywall: false });
  });
});

describe('counting recorded searches', () => {
  it('has nothing to count before the guard chain records a search', () => {
    expect(currentSearch()).toBeNull();
    expect(isSearchCounted(null)).toBe(true);
  });

  it('counts each recorded search once, however often it is asked', async () => {
    recordSearch(' Acme.com ', RESULT);
    const first = currentSearch();
    if (!first) throw new Error('the search was not recorded');
    expect(first.query).toBe('Acme.com');
    expect(isSearchCounted(first.result)).toBe(false);
    const deps = answering(1, false);
    await Promise.all([countRecordedSearch(first, deps), countRecordedSearch(first, deps)]);
    await countRecordedSearch(first, deps);
    expect(deps.jsonSearch).toHaveBeenCalledOnce();
    expect(isSearchCounted(first.result)).toBe(true);

    // The same query searched again is a new search.
    recordSearch('acme.com', RESULT);
    const second = currentSearch();
    if (!second) throw new Error('the search was not recorded');
    await countRecordedSearch(second, deps);
    expect(deps.jsonSearch).toHaveBeenCalledTimes(2);
  });

  it('counts a search as settled when its call fails', async () => {
    recordSearch('acme.com', RESULT);
    const search = currentSearch();
    if (!search) throw new Error('the search was not recorded');
    await countRecordedSearch(search, { jsonSearch: () => Promise.reject(new Error('offline')) });
    expect(isSearchCounted(search.result)).toBe(true);
  });
});
