/**
 * Doc 1 §6: "Logged-out searchers meet a paywall when the search count is above 1". The count rule
 * the server (showPaywall) and the browser (the paywall gate) both apply.
 */

/** Searches a logged-out visitor makes before the paywall: the count must be above this. */
export const PAYWALL_FREE_SEARCHES = 1;

/** Has a logged-out visitor used up the free searches? */
export const isPastFreeSearches = (searchCount: number) => searchCount > PAYWALL_FREE_SEARCHES;
