/**
 * The comparison page's own main navigation (doc 1 §2): My Sites (/hq, logged-in only), Overview,
 * the Keyword Research sub-pages, AI Tools (external links) and More Tools (the outreach pages,
 * /rank-tracking, /custom-reports). Paths come from route names through the shell's linkTo.
 */
import { AI_TOOL_LINKS, COMPARISON_TEXT } from './texts';
import type { LinkBuilder, LinkName } from '../shell/links';

export interface NavLink {
  kind: 'link';
  label: string;
  href: string;
  /** Another site: opens in a new tab. */
  external?: true;
}

export interface NavMenu {
  kind: 'menu';
  label: string;
  links: readonly NavLink[];
}

export type NavItem = NavLink | NavMenu;

/** Route name → label, in menu order. */
const KEYWORD_PAGES = [
  ['keyword:overview', 'Keyword Research Tool'],
  ['keyword:related-keywords', 'Related Keywords'],
  ['keyword:ad-history', 'Ad History'],
  ['keyword:ranking-history', 'Ranking History'],
  ['keyword:serp-analysis', 'SERP Analysis'],
  ['keyword:backlinks', 'Keyword Backlinks'],
  ['keyword:adwords-advisor', 'Google Ads Advisor'],
  ['keyword:bulk-upload', 'Bulk Upload'],
] as const;

const MORE_TOOLS = [
  ['outreach:domain-top-lists', 'Domain Top Lists'],
  ['outreach:keyword-top-lists', 'Keyword Top Lists'],
  ['outreach:top-lists:custom', 'Custom Top Lists'],
  ['outreach:leads', 'Leads'],
  ['rank-tracking', 'Rank Tracker'],
  ['custom-reports', 'Custom Reports'],
] as const;

export function comparisonNav(linkTo: LinkBuilder, isLoggedIn: boolean): NavItem[] {
  const link = (name: LinkName, label: string): NavLink => ({ kind: 'link', label, href: linkTo(name) });
  return [
    ...(isLoggedIn ? [link('hq', COMPARISON_TEXT.mySites)] : []),
    link('overview', COMPARISON_TEXT.overview),
    {
      kind: 'menu',
      label: COMPARISON_TEXT.keywordResearch,
      links: KEYWORD_PAGES.map(([name, label]) => link(name, label)),
    },
    {
      kind: 'menu',
      label: COMPARISON_TEXT.aiTools,
      links: AI_TOOL_LINKS.map(({ label, href }) => ({ kind: 'link', label, href, external: true })),
    },
    { kind: 'menu', label: COMPARISON_TEXT.moreTools, links: MORE_TOOLS.map(([name, label]) => link(name, label)) },
  ];
}
