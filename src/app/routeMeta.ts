/**
 * The shape of one entry of the route table (doc 1 §2 "Route metadata" and "Named route targets").
 * routes.tsx fills the table; guards.ts, the page-meta effects and linkTo read it.
 */

/** The search sections whose pages take a query (doc 1 §4 guard steps 5–8). */
export type SectionName = 'keyword' | 'seo' | 'ppc' | 'overview' | 'backlinks' | 'outreach';

export interface RouteMeta {
  title?: string;
  description?: string;
  canonical?: string;
  /** 'marketing' pages are exempt from the onboarding redirect. */
  pageType?: 'marketing';
  hideNavigation?: boolean;
  /** Hides the workspace side panel (MSF, doc 2 §2 "Routes can be flagged to hide the panel"). */
  hideMSF?: boolean;
  isAdminOnly?: boolean;
  /**
   * The page manages the account's own billing, which a team (child) account does not have (doc 1
   * §6): hidden from a child's section navigation, and a child opening it lands on the settings.
   */
  isAccountOwnerOnly?: boolean;
  /** Forces the query parameter b to the billing-months value. */
  trackBillingCycles?: boolean;
  /** Reloads the active user state before the route, instead of the hourly refresh. */
  forceStateRefresh?: boolean;
  /** Set on searchable routes: the section the page belongs to. */
  sectionName?: SectionName;
  /** The page has /domain and /url variants of its path. */
  hasDomainOrUrlVariant?: boolean;
  showApiNavigation?: boolean;
  /** A coupon the page's sign-up call to action carries (doc 1 §2 Buying). */
  signUpCtaCouponCode?: string;
}

/** One route of the table: a unique name (the §2 named targets use theirs), its path and metadata. */
export interface AppRoute {
  name: string;
  /** react-router path pattern, e.g. '/seo/keywords/domain' or '/recon/live-ranking/:id'. */
  path: string;
  meta: RouteMeta;
}
