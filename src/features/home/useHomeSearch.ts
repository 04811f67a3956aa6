import { useEffect, useRef, useState } from 'react';

import type { components } from '../../api/schema.gen';
import { SUGGESTION_DEBOUNCE_MS } from '../../lib/spec/navigation';

export type Suggestion = components['schemas']['Suggestion'];
export type SuggestionList = components['schemas']['SuggestionList'];

/** What a search carries: the trimmed query and the territory chosen for it. */
export interface HomeSearchRequest {
  query: string;
  territory: string;
}

export interface HomeSearchOptions {
  /**
   * The territory the form starts with: the environment's country code (doc 1 §3). It follows
   * the code until the visitor picks one: a prerendered page is hydrated before the visitor's
   * environment is put back.
   */
  initialTerritory: string;
  /** Fetches suggestions for a trimmed, non-empty query. A failure just shows none. */
  suggest: (query: string, territory: string) => Promise<SuggestionList>;
  /** Runs the search (navigates, or leaves for another country's site). */
  onSearch: (request: HomeSearchRequest) => void;
}

export interface HomeSearch {
  query: string;
  territory: string;
  suggestions: readonly Suggestion[];
  /** The suggestions come from demo data (SuggestionList.isDemoData). */
  isDemoData: boolean;
  /** Set on submit, until the page goes (doc 1 §4 "a searching flag"). */
  isSearching: boolean;
  /** The text changed: typing, Backspace or Delete (debounced fetch of suggestions). */
  changeQuery: (text: string) => void;
  changeTerritory: (code: string) => void;
  /** Fills the query with a suggestion and searches at once. */
  choose: (value: string) => void;
  submit: () => void;
}

const NO_SUGGESTIONS: readonly Suggestion[] = [];

/**
 * The home search (doc 1 §4 "Home search", §5): the query and territory, suggestions fetched
 * SUGGESTION_DEBOUNCE_MS (300 ms) after the text last changed — a key press, Backspace or Delete,
 * each restarting the wait — and no call at all for an empty (blank) query, which clears them.
 * Only the answer to the latest request is shown. Submitting trims the query (an empty one does
 * nothing), sets the searching flag, clears the suggestions and hands the search on.
 */
export function useHomeSearch({ initialTerritory, suggest, onSearch }: HomeSearchOptions): HomeSearch {
  const [query, setQuery] = useState('');
  const [chosenTerritory, setTerritory] = useState<string | null>(null);
  const territory = chosenTerritory ?? initialTerritory;
  const [list, setList] = useState<{ suggestions: readonly Suggestion[]; isDemoData: boolean }>({
    suggestions: NO_SUGGESTIONS,
    isDemoData: false,
  });
  const [isSearching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Bumped by every request and by anything that makes pending answers stale. */
  const latest = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  function clearSuggestions() {
    clearTimeout(timer.current);
    latest.current += 1;
    setList({ suggestions: NO_SUGGESTIONS, isDemoData: false });
  }

  function changeQuery(text: string) {
    setQuery(text);
    const trimmed = text.trim();
    if (trimmed === '') {
      clearSuggestions(); // doc 1 §5: an empty query gets no suggestions and makes no call
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const request = ++latest.current;
      suggest(trimmed, territory).then(
        (answer) => {
          if (request !== latest.current) return;
          setList({
            suggestions: answer.suggestions.length > 0 ? answer.suggestions : NO_SUGGESTIONS,
            isDemoData: answer.isDemoData === true,
          });
        },
        () => {
          if (request === latest.current) setList({ suggestions: NO_SUGGESTIONS, isDemoData: false });
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
  }

  function search(text: string) {
    const trimmed = text.trim();
    if (trimmed === '' || isSearching) return;
    setSearching(true);
    clearSuggestions();
    onSearch({ query: trimmed, territory });
  }

  return {
    query,
    territory,
    suggestions: list.suggestions,
    isDemoData: list.isDemoData,
    isSearching,
    changeQuery,
    changeTerritory: setTerritory,
    choose: (value) => {
      setQuery(value);
      search(value);
    },
    submit: () => search(query),
  };
}
