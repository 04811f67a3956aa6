/**
 * The copy of the home sections that load after the first render (showcase, testimonial, below
 * the fold, membership widget); it travels in their lazy chunk. Spec texts and figures come from
 * src/lib/spec (UI_TEXT.seeWhatsInside, SHOWCASE_SECTIONS, MARKETING_CLAIMS, prices and
 * guarantee). Everything written here is ours.
 */
import { SHOWCASE_SECTIONS } from '../../lib/spec/navigation';
import { MARKETING_CLAIMS, MONEY_BACK_GUARANTEE_DAYS, PLANS_FROM_MONTHLY_PRICE_USD } from '../../lib/spec/purchase';

export const SECTION_TEXT = {
  showcaseTabsLabel: 'Product areas',
  showcaseCardsLabel: 'Product areas, one card at a time',
  previousSection: 'Previous section',
  nextSection: 'Next section',
  cardPosition: '{position} of {count}',
  testimonialLabel: 'What customers say',
  membershipLabel: 'Membership',
  seePlans: 'See plans',
} as const;

// ---------------------------------------------------------------------------------------------
// 'See what's inside' (doc 1 §1: five sections, each a title, an active flag, a short description
// and a bullet list). Titles are the spec's; the rest is ours.

export type ShowcaseId = 'seo' | 'ppc' | 'competitive-intel' | 'projects' | 'reports';

export interface ShowcaseCopy {
  id: ShowcaseId;
  title: string;
  description: string;
  bullets: readonly string[];
  linkLabel: string;
}

const [SEO, PPC, INTEL, PROJECTS, REPORTS] = SHOWCASE_SECTIONS;

export const SHOWCASE_COPY: readonly ShowcaseCopy[] = [
  {
    id: 'seo',
    title: SEO,
    description:
      'See the organic keywords any domain ranks for, the pages that earn its traffic, and the rankings it has gained and lost over the years.',
    bullets: [
      'Every keyword a domain ranks for, with its position, search volume and click value',
      'Top pages and the keywords that send them visitors',
      'Ranking history, month by month',
      "Keyword gaps: the terms your competitors rank for and you don't",
    ],
    linkLabel: 'Explore SEO research',
  },
  {
    id: 'ppc',
    title: PPC,
    description:
      'See what your competitors bid on, what their ads say, and which keywords they kept paying for: the ones that convert.',
    bullets: [
      'Every paid keyword with its cost per click and estimated monthly budget',
      'Ad history: the copy of each ad and when it ran',
      'Ready-made Google Ads templates by industry',
      'Negative keyword ideas that cut wasted spend',
    ],
    linkLabel: 'Explore PPC research',
  },
  {
    id: 'competitive-intel',
    title: INTEL,
    description:
      'Put competitors side by side with Keyword Kombat: where they overlap, where each one is alone, and who else fights for the same searches.',
    bullets: [
      'Domain comparison across shared and exclusive keywords',
      'Organic and paid competitors ranked by overlap',
      'The sites that link to your competitors but not to you',
      'Outreach lists with contacts for link building',
    ],
    linkLabel: 'Compare domains',
  },
  {
    id: 'projects',
    title: PROJECTS,
    description:
      'Save the keywords that matter into projects, group and label them, and keep your whole team working from the same list.',
    bullets: [
      'Keyword groups and labels for every campaign',
      'Rank tracking for the keywords you save',
      'Projects shared with your team members',
      'Export to CSV or Google Sheets in one click',
    ],
    linkLabel: 'See your projects',
  },
  {
    id: 'reports',
    title: REPORTS,
    description:
      'Send clients white-label reports on a schedule, with your brand on every page and the numbers they care about.',
    bullets: [
      'Custom SEO and PPC reports built in four steps',
      'Your own logo and colours on every page',
      'Scheduled PDF reports by e-mail',
      'Live ranking reports to share with a link',
    ],
    linkLabel: 'Build a report',
  },
];

// ---------------------------------------------------------------------------------------------
// Testimonial. Placeholder customer story: replace with a real, approved quote before launch.

export const TESTIMONIAL = {
  quote:
    'Within a week we had a list of four hundred keywords our biggest competitor had been profitably bidding on for years. The next quarter our cost per lead fell by a third.',
  name: 'Dana Whitfield',
  role: 'Head of Growth, Copperleaf Home',
} as const;

// ---------------------------------------------------------------------------------------------
// Below the fold, and the membership widget.

export const BELOW_THE_FOLD = {
  heading: 'Research that pays for itself',
  lead: 'Every search shows you years of what your competitors tried, kept and dropped, so your budget goes to what already works.',
  stats: [
    { value: `${MARKETING_CLAIMS.yearsOfHistory} years`, label: 'of search history' },
    { value: `${MARKETING_CLAIMS.websitesListedMillions} million+`, label: 'websites listed' },
    { value: 'Unlimited', label: 'searches and downloads' },
  ],
  guarantee: `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee. No contracts.`,
} as const;

export const MEMBERSHIP = {
  heading: `Memberships start at $${PLANS_FROM_MONTHLY_PRICE_USD}/month`,
  bullets: [
    'Unlimited searches and downloads',
    `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`,
    'No contracts: cancel any time',
  ],
} as const;
