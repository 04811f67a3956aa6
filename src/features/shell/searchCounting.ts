/**
 * Counting a visitor's searches toward the paywall (doc 1 §6, §7 JsonSearch). The guard chain
 * resolves a new query with the lookup, which counts nothing; each search it records is sent once
 * to JsonSearch, whose answer (the session's searchCount and showPaywall) goes into the tracking
 * store. A search is one recorded resolution (`navigation.searchResult`, a fresh object each time),
 * so moving between the pages of a section with the same query counts nothing more.
 */
import type { Data, Query } from '../../api/client';
import { jsonSearch } from '../../api/navigation';
import { navigation, tracking, type SearchResult } from '../../state';

export interface SearchCountDeps {
  jsonSearch: (query: Query<'jsonSearch'>) => Promise<Data<'jsonSearch'>>;
}

export const searchCountDeps: SearchCountDeps = { jsonSearch };

/**
 * Sends one search to JsonSearch and keeps its count. Resolves false (the store untouched) when the
 * call fails: the count the active state gave stands, and the research is not held up.
 */
export async function countSearch(query: string, deps: SearchCountDeps = searchCountDeps): Promise<boolean> {
  try {
    const answer = await deps.jsonSearch({ query });
    tracking.searchCount = answer.searchCount;
    tracking.showPaywall = answer.showPaywall;
    return true;
  } catch {
    return false;
  }
}

/** The count of each recorded search, started at most once however many gates ask for it. */
const counts = new WeakMap<SearchResult, Promise<boolean>>();
const settled = new WeakSet<SearchResult>();

/** The search the guard chain recorded last, when it has a query to send. */
export function currentSearch(): { result: SearchResult; query: string } | null {
  const result = navigation.searchResult;
  const query = navigation.lastSearchedQuery?.trim();
  return result && query ? { result, query } : null;
}

/** Has the recorded search's count come back (or failed)? A search with nothing recorded has. */
export function isSearchCounted(result: SearchResult | null): boolean {
  return result === null || settled.has(result);
}

/** Counts the recorded search once; every caller gets the same promise. */
export function countRecordedSearch(
  search: { result: SearchResult; query: string },
  deps: SearchCountDeps = searchCountDeps,
): Promise<boolean> {
  const started = counts.get(search.result);
  if (started) return started;
  const counting = countSearch(search.query, deps).finally(() => settled.add(search.result));
  counts.set(search.result, counting);
  return counting;
}
