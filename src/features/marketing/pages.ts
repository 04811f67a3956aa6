/**
 * The twelve marketing pages (doc 1 §2 "Marketing pages without navigation", less the comparison
 * pages, which have their own screen): which content module each route name loads, and the pure
 * steps from the copy to what the view shows — reading the route from react-router's matches and
 * turning route names into hrefs.
 */
import type { LinkSpec, PageContent, ResolvedLink } from './content/types';
import { MARKETING_TEXT } from './texts';
import type { LinkBuilder } from '../shell/links';

type ContentModule = Promise<{ content: PageContent }>;

/** Route name → its page's copy, each a chunk of its own (a literal import() per page). */
export const MARKETING_PAGES = {
  'marketing:company': (): ContentModule => import('./content/company'),
  'marketing:jobs': (): ContentModule => import('./content/jobs'),
  'marketing:affiliates': (): ContentModule => import('./content/affiliates'),
  'marketing:memberperks': (): ContentModule => import('./content/memberperks'),
  'marketing:consulting': (): ContentModule => import('./content/consulting'),
  'marketing:termsconditions': (): ContentModule => import('./content/termsconditions'),
  'marketing:privacypolicy': (): ContentModule => import('./content/privacypolicy'),
  'marketing:vulnerability-disclosure-policy': (): ContentModule => import('./content/vulnerabilityDisclosurePolicy'),
  'marketing:mobilemonkey-offer': (): ContentModule => import('./content/mobilemonkeyOffer'),
  'marketing:capital-one-spring-member-offer': (): ContentModule => import('./content/capitalOneSpringOffer'),
  'marketing:clickcease-offer': (): ContentModule => import('./content/clickceaseOffer'),
  'marketing:rivalflow-offer': (): ContentModule => import('./content/rivalflowOffer'),
} as const;

export type MarketingPageName = keyof typeof MARKETING_PAGES;

export function isMarketingPage(name: string | undefined): name is MarketingPageName {
  return name !== undefined && Object.prototype.hasOwnProperty.call(MARKETING_PAGES, name);
}

const loaded = new Map<MarketingPageName, Promise<PageContent>>();

/**
 * The copy of a page, loaded once: the same promise every time, so React's `use` can suspend on
 * it. A failed load (a chunk that did not arrive) is forgotten, so the next visit tries again.
 */
export function loadPage(name: MarketingPageName): Promise<PageContent> {
  let promise = loaded.get(name);
  if (!promise) {
    promise = MARKETING_PAGES[name]().then((module) => module.content);
    promise.catch(() => loaded.delete(name));
    loaded.set(name, promise);
  }
  return promise;
}

// ---------------------------------------------------------------------------------------------
// The route shown

/** What a marketing page needs to know of its route table entry. */
export interface MatchedRoute {
  name: string;
  /** doc 1 §2: "A couponcode may come from the route meta signUpCtaCouponCode". */
  couponCode?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The deepest route of react-router's matches that carries a route table entry in its handle
 * (`{ route: { name, meta } }`, as src/app/router.tsx builds it). Read structurally: features do
 * not import the app's types.
 */
export function matchedRoute(matches: readonly { handle: unknown }[]): MatchedRoute | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    const route = isRecord(handle) ? handle.route : undefined;
    if (!isRecord(route) || typeof route.name !== 'string') continue;
    const meta = isRecord(route.meta) ? route.meta : {};
    const coupon = meta.signUpCtaCouponCode;
    return typeof coupon === 'string' && coupon ? { name: route.name, couponCode: coupon } : { name: route.name };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// From copy to view

export interface ResolveOptions {
  /** The route's sign-up coupon: added as couponcode to links marked withCoupon. */
  couponCode?: string;
  /** The visitor is logged in (members-only sections, login-only pages). */
  isLoggedIn: boolean;
  /** Path and query of the page, for the login link's returnUrl. */
  currentPath: string;
}

/** A link of the copy as an href: a route through linkTo (with its coupon), else its own address. */
export function resolveLink(link: LinkSpec, linkTo: LinkBuilder, couponCode?: string): ResolvedLink {
  let href: string;
  if (link.route) {
    const query = link.withCoupon && couponCode ? { ...link.query, couponcode: couponCode } : link.query;
    href = linkTo(link.route, {}, query);
  } else if (link.href) {
    href = link.href;
  } else {
    throw new Error(`Marketing link "${link.label}" has neither a route nor an href.`);
  }
  return link.variant ? { label: link.label, href, variant: link.variant } : { label: link.label, href };
}

/**
 * The page as the view shows it: every link resolved. On a page for logged-in members seen by a
 * guest (the route guard normally sends guests to log in first), the members-only sections are
 * left out and the calls to action become one link to log in and come back.
 */
export function resolveContent(
  content: PageContent,
  linkTo: LinkBuilder,
  { couponCode, isLoggedIn, currentPath }: ResolveOptions,
): PageContent<ResolvedLink> {
  const resolve = (link: LinkSpec) => resolveLink(link, linkTo, couponCode);
  const guest = content.requiresLogin && !isLoggedIn;
  const login: LinkSpec = {
    label: MARKETING_TEXT.loginToClaim,
    route: 'auth:login',
    query: { returnUrl: currentPath },
    variant: 'primary',
  };

  const sections = content.sections
    .filter((section) => isLoggedIn || !section.membersOnly)
    .map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => {
        switch (block.kind) {
          case 'cards':
            return {
              ...block,
              items: block.items.map(({ link, ...card }) => (link ? { ...card, link: resolve(link) } : card)),
            };
          case 'facts':
            return {
              ...block,
              items: block.items.map(({ term, value }) => ({
                term,
                value: typeof value === 'string' ? value : resolve(value),
              })),
            };
          default:
            return block;
        }
      }),
    }));

  // Legal pages (with contents) keep their buttons for the end; other pages repeat them in the hero.
  const heroActions = guest ? [login] : (content.heroActions ?? (content.toc ? [] : content.cta.actions));
  const cta = guest
    ? { title: MARKETING_TEXT.loginCtaTitle, body: MARKETING_TEXT.loginCtaBody, actions: [login] }
    : content.cta;
  return {
    ...content,
    heroActions: heroActions.map(resolve),
    sections,
    cta: { ...cta, actions: cta.actions.map(resolve) },
  };
}

/**
 * The section to bring into view when the page opens: the hash ('#contactUs') or the section query
 * parameter (the footer's Contact Us link: section=contactUs), when the page has that section.
 */
export function sectionToShow(hash: string, search: string, sectionIds: readonly string[]): string | undefined {
  const fromHash = hash.startsWith('#') ? decodeURIComponent(hash.slice(1)) : '';
  if (sectionIds.includes(fromHash)) return fromHash;
  const fromQuery = new URLSearchParams(search).get('section') ?? '';
  return sectionIds.includes(fromQuery) ? fromQuery : undefined;
}
