import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';

import { logMissedSearch, type MissedSearchKind } from './missedSearch';
import { similarDomains, similarKeywords, suggestionPrefix } from './similarDomains';
import { getDomainSuggestions, getKeywordSuggestions } from '../../../api/navigation';
import { isAnonymousUserId, user } from '../../../state/user';
import { useLoader } from '../../shell/useLoader';

export interface SimilarSearchLink {
  value: string;
  href: string;
}

/** Searches like the one that missed: domains for a domain or URL, keywords for a keyword. */
async function similarTo(kind: MissedSearchKind, query: string): Promise<string[]> {
  const prefix = suggestionPrefix(query);
  if (prefix === '') return [];
  if (kind === 'keyword') {
    const answer = await getKeywordSuggestions({ query: prefix });
    return similarKeywords(
      answer.suggestions.map((s) => s.value),
      query,
    );
  }
  const answer = await getDomainSuggestions({ query: prefix });
  return similarDomains(
    answer.suggestions.map((s) => s.value),
    query,
  );
}

/**
 * What a research page does when its search found no data: logs the missed search once for a
 * logged-in user (doc 1 §7) and offers similar searches from the suggestions API (domains from
 * getdomainsuggestions, keywords from getkeywordsuggestions), each linked by `hrefOf`. Answers null while the suggestions load (or
 * before the search turned out missed); a failed suggestions read still shows the no-data state,
 * without suggestions.
 */
export function useMissedSearch(
  kind: MissedSearchKind,
  query: string | null | undefined,
  missed: boolean,
  hrefOf: (value: string) => string,
): SimilarSearchLink[] | null {
  const { isLoggedIn, userId } = useSnapshot(user);
  const loggedIn = isLoggedIn && !isAnonymousUserId(userId);

  // Once per missed search (StrictMode's second effect run and re-renders do not log again).
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!missed || !query) {
      logged.current = null;
      return;
    }
    const key = `${kind}:${query}`;
    if (logged.current === key) return;
    logged.current = key;
    logMissedSearch(kind, query, loggedIn);
  }, [missed, kind, query, loggedIn]);

  const suggestions = useLoader(
    () => (missed && query ? similarTo(kind, query) : Promise.resolve([])),
    [] as string[],
    [missed, kind, query],
  );
  if (!missed || suggestions.load === 'loading') return null;
  return (suggestions.load === 'ready' ? suggestions.data : []).map((value) => ({ value, href: hrefOf(value) }));
}
