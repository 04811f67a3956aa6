/**
 * The words and addresses of the site header and the mobile menu. Spec labels (doc 1 §2) are
 * verbatim; the rest is ours and marked so.
 */
import { HEADER_MENU_SECTIONS, SUPPORT_CONTACT, SUPPORT_HOURS } from '../../lib/spec/navigation';
import { HEADER_UI_TEXT } from '../../lib/spec/textCore';
import type { LinkName } from '../shell/links';

const [SEO_RESEARCH, PPC_RESEARCH, KEYWORD_RESEARCH, EXTRA_FEATURES] = HEADER_MENU_SECTIONS;

/** One desktop menu section (doc 1 §2 "Header and navigation"): its items and their named route targets. */
export interface MenuSectionSpec {
  label: string;
  items: readonly { label: string; route: LinkName }[];
}

/** doc 1 §2: the desktop menu sections and items, each linked to its named route target. */
export const HEADER_MENU: readonly MenuSectionSpec[] = [
  {
    label: SEO_RESEARCH,
    items: [
      { label: 'SEO Competitor Analysis', route: 'seo:overview' },
      { label: 'SEO Keyword Research', route: 'seo:keywords' },
      { label: 'Competitor Backlinks', route: 'seo:backlinks' },
      { label: 'Domain Comparison', route: 'seo:kombat' },
      { label: 'Rank Tracker', route: 'rank-tracking' },
    ],
  },
  {
    label: PPC_RESEARCH,
    items: [
      { label: 'Google Ads Competitors', route: 'ppc:overview' },
      { label: 'PPC Keyword Research', route: 'ppc:keywords' },
      { label: 'PPC Keyword Suggestions', route: 'ppc:adwords-advisor' },
      { label: 'Google Ads Templates', route: 'ppc:adwords_templates' },
      { label: 'Ad History', route: 'ppc:ad-history' },
    ],
  },
  {
    label: KEYWORD_RESEARCH,
    items: [
      { label: 'Keyword Research Tool', route: 'keyword:overview' },
      { label: 'Backlink Checker', route: 'backlinks' },
    ],
  },
  {
    label: EXTRA_FEATURES,
    items: [
      { label: 'Keyword Rank Checker', route: 'keyword:ranking-history' },
      { label: 'SERP Checker', route: 'keyword:serp-analysis' },
      { label: 'Domain Overview', route: 'overview' },
    ],
  },
];

// The doc 1 §2 header labels only the header shows, verbatim.
export const SPEC_LABELS = {
  addUsers: 'Add Users',
  accountSettings: 'Account Settings',
  requestKeywords: 'Request Keywords',
  subscription: 'Subscription',
  help: 'Help',
  logOut: 'Log Out',
  whatsNew: "What's New",
  blog: 'Blog',
  tutorials: 'Tutorials',
  glossary: 'Glossary',
  videos: 'Videos',
  tools: 'Tools',
  upgrade: 'Upgrade',
  account: 'Account',
  /** The mobile menu's wording (doc 1 §2 "Account and Log out"). */
  mobileLogOut: 'Log out',
} as const;

/** Labels the constants already carry (doc 1 §2), gathered here for the header. */
export const HEADER_SPEC_TEXT = {
  logIn: HEADER_UI_TEXT.logIn,
  signUpForFree: HEADER_UI_TEXT.signUpForFree,
  pricing: HEADER_UI_TEXT.pricing,
  scheduleDemo: HEADER_UI_TEXT.scheduleDemo,
  supportHours: SUPPORT_HOURS,
} as const;

// Our wording: the spec does not give it.
export const HEADER_TEXT = {
  brand: 'Rivalscope',
  homeLink: 'Rivalscope home',
  mainNav: 'Main',
  resourcesNav: 'Resources',
  support: 'Support',
  supportPhoneLabel: 'Call support: {phone}',
  liveChat: 'Live chat',
  liveChatHint: 'Chat with support by e-mail',
  menu: 'Menu',
  mobileNav: 'Site menu',
  signedInAs: 'Signed in as {email}',
  admin: 'Admin',
  dataSources: 'Data Sources',
  importData: 'Import Data',
  rivalflow: 'RivalFlow',
  components: 'Components',
  icons: 'Icons',
} as const;

export const SUPPORT_PHONE = { label: SUPPORT_CONTACT.phone, href: SUPPORT_CONTACT.phoneHref } as const;
/** Live chat is an e-mail to support (our design: no chat service is wired in). */
export const LIVE_CHAT_HREF = `mailto:${SUPPORT_CONTACT.supportEmail}?subject=${encodeURIComponent('Live chat request')}`;
export const SCHEDULE_DEMO_HREF = `mailto:${SUPPORT_CONTACT.salesEmail}?subject=${encodeURIComponent('Schedule a Rivalscope demo')}`;
export const BLOG_URL = 'https://blog.rivalscope.dev/';

/** doc 1 §2: the API navigation links of showApiNavigation routes; the addresses are ours. */
export const API_NAV_LINKS: readonly { label: string; href: string }[] = [
  { label: SPEC_LABELS.whatsNew, href: `${BLOG_URL}whats-new` },
  { label: SPEC_LABELS.blog, href: BLOG_URL },
  { label: SPEC_LABELS.tutorials, href: `${BLOG_URL}tutorials` },
  { label: SPEC_LABELS.glossary, href: `${BLOG_URL}glossary` },
  { label: SPEC_LABELS.videos, href: `${BLOG_URL}videos` },
];

/** The country whose visitors see phone support and Schedule Demo (doc 1 §2: "hidden for non-US"). */
export const US_COUNTRY_CODE = 'US';
