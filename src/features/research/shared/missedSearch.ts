/**
 * A missed search (no data for a domain, URL or keyword) by a logged-in user is logged to the
 * server (doc 1 §7, doc 2 §7: GET performloggedineventlogging with eventName, eventCategory,
 * eventAction and an empty pageName; "sent only for logged-in users on missed-search events. The
 * response is ignored").
 */
import { logLoggedInEvent } from '../../../api/navigation';

export type MissedSearchKind = 'domain' | 'url' | 'keyword';

/** The contract's eventAction limit. */
const MAX_ACTION_LENGTH = 2048;

/** The call's query: 'Missed Search' / 'Search' / 'domain:unknown-site.example' (the contract's example). */
export function missedSearchEvent(kind: MissedSearchKind, query: string) {
  return {
    eventName: 'Missed Search',
    eventCategory: 'Search',
    eventAction: `${kind}:${query.trim()}`.slice(0, MAX_ACTION_LENGTH),
    pageName: '',
  };
}

/** Logs the missed search when the user is logged in; visitors send nothing. Never throws. */
export function logMissedSearch(kind: MissedSearchKind, query: string, isLoggedIn: boolean): void {
  if (!isLoggedIn) return;
  logLoggedInEvent(missedSearchEvent(kind, query)).catch(() => {
    // The response is ignored (doc 1 §7): a failed log must not disturb the page.
  });
}
