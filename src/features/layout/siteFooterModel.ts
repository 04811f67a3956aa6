/**
 * Pure pieces of the site footer: its link columns from route names, and its call to action from
 * the tracking state (doc 1 §2 "Footer", §3 "footer call-to-action text and link").
 */
import type { FooterCta, FooterLinkGroup } from './FooterView';
import { FOOTER_GROUPS, FOOTER_OFFER, FOOTER_TEXT, type FooterGroupSpec } from './siteFooterTexts';
import { MAIN_PURCHASE_CLICK, MAIN_PURCHASE_DEFAULT_PAGE } from '../../lib/spec/purchase';
import type { LinkBuilder } from '../shell/links';

/** The footer's columns with their hrefs built by route name (never a hard-coded app path). */
export function footerLinkGroups(
  linkTo: LinkBuilder,
  groups: readonly FooterGroupSpec[] = FOOTER_GROUPS,
): FooterLinkGroup[] {
  return groups.map(({ title, links }) => ({
    title,
    links: links.map(({ label, route, params, query }) => ({ label, href: linkTo(route, params, query) })),
  }));
}

/**
 * Where a call-to-action link may go: a path of this site (rendered as an in-app link) or an
 * http(s) address elsewhere (the purchase host). Anything else (javascript:, protocol-relative
 * //host, nonsense) is refused.
 */
export function ctaTarget(link: string): Pick<FooterCta, 'href' | 'external'> | undefined {
  const href = link.trim();
  if (/^\/(?![/\\])/.test(href)) return { href, external: false };
  if (/^https?:\/\/[^/\\\s]/i.test(href)) return { href, external: true };
  return undefined;
}

export interface FooterCtaInput {
  footerCtaText: string;
  footerCtaLink: string;
  /** A paying member gets no default call to action (only one the tracking state sends). */
  isFullUser: boolean;
}

/**
 * The tracking state's call to action when it has both a text and a usable link; otherwise, for
 * anyone not yet a paying member, ours: the plans on the main purchase page. A tracking text that
 * only repeats the offer's headline ('Membership starts at $33/month') is not printed twice: the
 * button then says what it does, and still goes to the tracking state's link.
 */
export function footerCta(
  { footerCtaText, footerCtaLink, isFullUser }: FooterCtaInput,
  linkTo: LinkBuilder,
): FooterCta | undefined {
  const text = footerCtaText.trim();
  const target = text ? ctaTarget(footerCtaLink) : undefined;
  if (target) {
    const repeatsHeadline = text.toLowerCase() === FOOTER_OFFER.title.toLowerCase();
    return { text: repeatsHeadline ? FOOTER_TEXT.defaultCta : text, ...target };
  }
  if (isFullUser) return undefined;
  return {
    text: FOOTER_TEXT.defaultCta,
    href: linkTo('mainpurchase', {}, { page: MAIN_PURCHASE_DEFAULT_PAGE, click: MAIN_PURCHASE_CLICK }),
    external: false,
  };
}
