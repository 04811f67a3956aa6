/**
 * The footer's AI-content promo (doc 1 §2 "Footer"): 'Scan with AI' opens the partner's scanner in
 * a new tab with the query parameters domain, page (where on our site the click came from) and sfu
 * (the user id, or 'free' for a visitor).
 */
import { AI_PROMO_LOGGED_OUT_SFU } from '../../lib/spec/navigation';
import { isSignedIn } from '../../state/user';

// doc 1 §2 names "the partner site" but not its address: ours.
export const AI_PROMO_PARTNER_URL = 'https://partners.rivalscope.dev/ai-content-scan';

/** Sent as `page` when the footer sits on no known route (an unknown path on its way to the 404). */
// Our marker; doc 1 §2 only says "a source marker".
export const AI_PROMO_UNKNOWN_PAGE = 'unknown';

export interface AiPromoScan {
  /** What the visitor typed; surrounding spaces are dropped. */
  domain: string;
  /** The source marker: the name of the route the footer sits on. */
  page: string;
  /** The user id, or 'free' when logged out (see `aiPromoSfu`). */
  sfu: string;
}

/** The partner URL with domain, page and sfu, each URL-encoded; any query of the base URL is kept. */
export function buildAiPromoUrl({ domain, page, sfu }: AiPromoScan, partnerUrl = AI_PROMO_PARTNER_URL): string {
  const url = new URL(partnerUrl);
  url.searchParams.set('domain', domain.trim());
  url.searchParams.set('page', page);
  url.searchParams.set('sfu', sfu);
  return url.toString();
}

/** The sfu parameter: the user id of a logged-in user, 'free' for a visitor (all-zero or missing id). */
export function aiPromoSfu(user: { isLoggedIn: boolean; userId: string | null | undefined }): string {
  return isSignedIn(user) && user.userId ? user.userId : AI_PROMO_LOGGED_OUT_SFU;
}

/** The light check before scanning: something other than spaces must be typed. */
export function isAiPromoDomainValid(domain: string): boolean {
  return domain.trim() !== '';
}
