import { useSnapshot } from 'valtio';

import { paywallApplies, paywallCanApply } from './paywall';
import { tracking, user } from '../../state';

export interface PaywallDecision {
  /** The paywall stands in front of the research now. */
  showPaywall: boolean;
  /** It could, once the visitor searches enough (logged out, not disabled, no scraper freewall). */
  canApply: boolean;
}

/** Doc 1 §6 read from the user and tracking stores; re-renders when either changes. */
export function usePaywall(): PaywallDecision {
  const { isLoggedIn, userId, isFullUser } = useSnapshot(user);
  const { searchCount, showPaywall, isPaywallDisabled, enableScraperFreewall } = useSnapshot(tracking);
  const input = {
    user: { isLoggedIn, userId, isFullUser },
    tracking: { searchCount, showPaywall, isPaywallDisabled, enableScraperFreewall },
  };
  return { showPaywall: paywallApplies(input), canApply: paywallCanApply(input) };
}
