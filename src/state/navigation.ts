import { defineStore } from './registry';
import type { components } from '../api/schema.gen';

/** What the query lookup said a query is (doc 1 §3 "Navigation state" → searchResult). */
export type SearchResult = components['schemas']['SearchResult'];
export type SearchResultType = components['schemas']['SearchResultType'];

/** The last search of one kind: keyword (lastTermSearch) or domain/URL (lastURISearch). */
export interface LastSearch {
  cleansedQuery: string;
}

/** Doc 1 §3 "Navigation state", plus the 'redirected as domain' flag of §4 guard step 8. */
export interface NavigationState {
  searchResult: SearchResult | null;
  lastTermSearch: LastSearch | null;
  lastURISearch: LastSearch | null;
  /** The query as the user gave it, the last time it was resolved. */
  lastSearchedQuery: string | null;
  /** Set by a search form on submit: the next search route resolves its query afresh. */
  hasUserChangedQuery: boolean;
  /** A keyword page was reached with a domain or URL query and sent to that overview instead. */
  redirectedAsDomain: boolean;
}

export function initialNavigation(): NavigationState {
  return {
    searchResult: null,
    lastTermSearch: null,
    lastURISearch: null,
    lastSearchedQuery: null,
    hasUserChangedQuery: false,
    redirectedAsDomain: false,
  };
}

export const navigation = defineStore<NavigationState>('navigation', initialNavigation);

/**
 * Records a resolved query: the current result, the last search of its kind, and the query itself.
 * A fresh resolution ends the user's change and clears the 'redirected as domain' flag.
 */
export function recordSearch(query: string, result: SearchResult): void {
  navigation.searchResult = { ...result };
  navigation.lastSearchedQuery = query;
  navigation.hasUserChangedQuery = false;
  navigation.redirectedAsDomain = false;
  const last = { cleansedQuery: result.cleansedQuery };
  if (result.resultType === 'term') navigation.lastTermSearch = last;
  else navigation.lastURISearch = last;
}

/** Doc 1 §4 home search: submitting marks that the user changed the query. */
export function markQueryChangedByUser(): void {
  navigation.hasUserChangedQuery = true;
}

export function setRedirectedAsDomain(value: boolean): void {
  navigation.redirectedAsDomain = value;
}
