/**
 * The shape of a marketing page's content (doc 1 §2 "Marketing pages without navigation"). Each
 * page's copy is a module of its own in this folder, loaded on first use, so one page's text never
 * ships in another page's chunk. Links are written as route names (`LinkSpec`); the screen turns
 * them into hrefs with the app's linkTo before the view sees them (`ResolvedLink`).
 */
import {
  BUY_REGISTER_CLICK,
  DEFAULT_PURCHASE_ID,
  MAIN_PURCHASE_CLICK,
  MAIN_PURCHASE_DEFAULT_PAGE,
} from '../../../lib/spec/purchase';
import type { LinkName } from '../../shell/links';

export type LinkVariant = 'primary' | 'secondary';

/** A link as the copy writes it: an app route by name, or an address outside the app. */
export interface LinkSpec {
  label: string;
  /** A route name of the app ('freeaccount', 'mainpurchase' …): the screen builds its path. */
  route?: LinkName;
  query?: Readonly<Record<string, string | number>>;
  /** An address outside the app: mailto:, tel: or https:. Used when there is no route. */
  href?: string;
  /** Adds the route's sign-up coupon (route meta signUpCtaCouponCode) as the couponcode query. */
  withCoupon?: boolean;
  variant?: LinkVariant;
}

/** A link as the view renders it. */
export interface ResolvedLink {
  label: string;
  href: string;
  variant?: LinkVariant;
}

export interface Highlight {
  value: string;
  label: string;
}

export interface Card<L> {
  title: string;
  /** A short line under the title: location and type of a job, a partner's category … */
  meta?: string;
  body: string;
  points?: readonly string[];
  link?: L;
}

/** A term and its value; the value is plain text or a link (phone, e-mail, another page). */
export interface Fact<L> {
  term: string;
  value: string | L;
}

export type Block<L> =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'cards'; items: readonly Card<L>[] }
  | { kind: 'facts'; items: readonly Fact<L>[] }
  /** A boxed note that stands out from the text around it (an offer code, a key rule). */
  | { kind: 'callout'; title: string; text: string };

export interface PageSection<L> {
  /** The in-page anchor (#contactUs …), unique on the page. */
  id: string;
  title: string;
  blocks: readonly Block<L>[];
  /** Shown to logged-in visitors only (a member code). */
  membersOnly?: boolean;
}

export interface CallToAction<L> {
  title: string;
  body: string;
  actions: readonly L[];
}

export interface PageContent<L = LinkSpec> {
  /** A small label above the heading: 'Company', 'Legal', 'Partner offer' … */
  eyebrow: string;
  /** The paragraph under the heading. */
  lead: string;
  /** Legal pages: when the text last changed ('Last updated: …'). */
  updated?: string;
  /** Long pages: a table of contents of the sections, as in-page links. */
  toc?: boolean;
  /** Figures shown in the hero. */
  highlights?: readonly Highlight[];
  /** The hero's own buttons (defaults to the call to action's). */
  heroActions?: readonly L[];
  sections: readonly PageSection<L>[];
  cta: CallToAction<L>;
  /** The page is for logged-in members (the route guard sends guests to log in). */
  requiresLogin?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Links the pages share

/** 'Sign up for FREE' (doc 1 §2 mobile menu label) to the free-account page. */
export function freeAccountLink(label: string, variant: LinkVariant = 'primary'): LinkSpec {
  return { label, route: 'freeaccount', variant };
}

/** The main purchase page with its query (doc 1 §2: page=default, click=sw2, couponcode). */
export function mainPurchaseLink(label: string, variant: LinkVariant = 'primary', withCoupon = false): LinkSpec {
  return {
    label,
    route: 'mainpurchase',
    query: { page: MAIN_PURCHASE_DEFAULT_PAGE, click: MAIN_PURCHASE_CLICK },
    withCoupon,
    variant,
  };
}

/** Plans and pricing (doc 1 §2: purchaseid default 1139, click=sw1, couponcode). */
export function buyRegisterLink(label: string, variant: LinkVariant = 'secondary', withCoupon = false): LinkSpec {
  return {
    label,
    route: 'buy:register',
    query: { purchaseid: DEFAULT_PURCHASE_ID, click: BUY_REGISTER_CLICK },
    withCoupon,
    variant,
  };
}

export function mailLink(label: string, address: string, subject?: string, variant?: LinkVariant): LinkSpec {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return { label, href: `mailto:${address}${query}`, variant };
}
