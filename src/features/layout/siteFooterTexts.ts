/**
 * The footer's wording. The offer follows doc 1 §2 "Footer" and §9 (prices from src/lib/spec/purchase.ts); the
 * rest is ours, because the spec names the links and the widget but not their copy.
 */
import { MONEY_BACK_GUARANTEE_DAYS, PLANS_FROM_MONTHLY_PRICE_USD } from '../../lib/spec/purchase';
import { fill } from '../../lib/spec/text';
import type { LinkName } from '../shell/links';

export const FOOTER_TEXT = {
  /** doc 1 §2, §9: "membership starts at $33/month". Filled with PLANS_FROM_MONTHLY_PRICE_USD. */
  offerTitle: 'Membership starts at ${price}/month',
  /** doc 1 §2, §1, §9: unlimited searches and downloads, the money-back guarantee, no contracts. */
  offerPoints: ['Unlimited searches and downloads', '{days}-day money-back guarantee', 'No contracts'],
  offerLabel: 'Membership',
  /** The call to action when the tracking state gives none (not shown to paying members). */
  defaultCta: 'See plans and pricing',

  aiPromoTitle: 'Is your content ready for AI search?',
  aiPromoLead:
    'Our AI content partner reads the pages of any site and shows which ones are losing traffic, and what to rewrite first.',
  aiPromoLabel: 'Domain to scan',
  aiPromoPlaceholder: 'example.com',
  aiPromoEmpty: 'Enter a domain to scan, such as example.com.',
  aiPromoNewTab: 'The scan opens on our partner’s site in a new tab.',

  navLabel: 'Footer',
  tagline: 'SEO and PPC competitor research for marketers, agencies and their teams.',
  copyright: '© Rivalscope. All rights reserved.',
} as const;

/** The offer lines of doc 1 §2 "Footer", with the spec's price and days. */
export const FOOTER_OFFER = {
  title: fill(FOOTER_TEXT.offerTitle, { price: PLANS_FROM_MONTHLY_PRICE_USD }),
  points: FOOTER_TEXT.offerPoints.map((point) => fill(point, { days: MONEY_BACK_GUARANTEE_DAYS })),
} as const;

/** The link columns of the footer (doc 1 §2 "Footer: Links …"), by route name. */
export interface FooterLinkSpec {
  label: string;
  route: LinkName;
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
}

export interface FooterGroupSpec {
  title: string;
  links: readonly FooterLinkSpec[];
}

/** The competitors of the footer's compare list: one comparison page each (/{id}-alternative). */
export const FOOTER_COMPARE = [
  { label: 'Semrush', route: 'marketing:semrush-alternative' },
  { label: 'Ahrefs', route: 'marketing:alternative', params: { competitor: 'ahrefs' } },
  { label: 'Moz', route: 'marketing:alternative', params: { competitor: 'moz' } },
  { label: 'Similarweb', route: 'marketing:alternative', params: { competitor: 'similarweb' } },
  { label: 'Serpstat', route: 'marketing:alternative', params: { competitor: 'serpstat' } },
] as const satisfies readonly FooterLinkSpec[];

export const FOOTER_GROUPS: readonly FooterGroupSpec[] = [
  {
    title: 'Company',
    links: [
      { label: 'Contact Us', route: 'marketing:company', query: { section: 'contactUs' } },
      { label: 'Jobs', route: 'marketing:jobs' },
      { label: 'Affiliates', route: 'marketing:affiliates' },
      { label: 'Member Perks', route: 'marketing:memberperks' },
      { label: 'Consulting', route: 'marketing:consulting' },
    ],
  },
  {
    title: 'Developers',
    links: [{ label: 'API', route: 'api:v2' }],
  },
  {
    title: 'Compare',
    links: FOOTER_COMPARE.map(({ label, ...target }) => ({ label: `Rivalscope vs ${label}`, ...target })),
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms & Conditions', route: 'marketing:termsconditions' },
      { label: 'Privacy', route: 'marketing:privacypolicy' },
      { label: 'Vulnerability Disclosure Policy', route: 'marketing:vulnerability-disclosure-policy' },
    ],
  },
];
