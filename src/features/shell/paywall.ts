/**
 * Doc 1 §6: "Logged-out searchers meet a paywall when the search count is above 1, unless the
 * paywall is disabled (not when the scraper free-wall applies)." The rule as a pure function of the
 * stores' fields, so the hook, the gate and the tests read one answer.
 */
import { scraperFreewallApplies } from '../../lib/freewall';
import { isPastFreeSearches } from '../../lib/paywall';
import { isSignedIn, type TrackingState, type UserState } from '../../state';

export interface PaywallInput {
  user: Pick<UserState, 'isLoggedIn' | 'userId' | 'isFullUser'>;
  tracking: Pick<TrackingState, 'searchCount' | 'showPaywall' | 'isPaywallDisabled' | 'enableScraperFreewall'>;
}

/** A logged-in flag with the all-zero GUID is still anonymous (doc 1 §3). */
export function isLoggedOut(user: PaywallInput['user']): boolean {
  return !isSignedIn(user);
}

/** Could the paywall stop this visitor once they search enough: logged out, not disabled, no freewall. */
export function paywallCanApply(input: PaywallInput): boolean {
  // Where the scraper freewall takes the visitor, its page stands in for the paywall.
  const freewall = scraperFreewallApplies(input.tracking.enableScraperFreewall, input.user.isFullUser);
  return isLoggedOut(input.user) && !input.tracking.isPaywallDisabled && !freewall;
}

/**
 * The paywall stands in front of the research. The server's showPaywall and the search count are
 * both read: whichever the last answer updated (getactivestate or a counted search) is enough.
 */
export function paywallApplies(input: PaywallInput): boolean {
  const { searchCount, showPaywall } = input.tracking;
  return paywallCanApply(input) && (showPaywall || isPastFreeSearches(searchCount));
}
