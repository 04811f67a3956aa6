/**
 * The route table of the app as data (doc 1 §2 "Screens and routes", "Route metadata", "Named
 * route targets used by links"): every route has a unique name in the style `section:page`, its
 * path, its metadata and the screen that renders it, loaded lazily. Redirects and aliases are
 * listed here too. `./router.tsx` turns the table into react-router routes, `./linkTo.ts` builds
 * paths from names, and the guards read the metadata (`routeAt` looks a path up). The table is plain
 * data that tests walk; screens are only named here and loaded on first use.
 */
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

import type { AppRoute, RouteMeta } from './routeMeta';
import { SPRING_OFFER_COUPON_CODE } from '../lib/constants';

// ---------------------------------------------------------------------------------------------
// Screens

/**
 * The screens a route can render, each loaded on first use (a chunk of its own in the build).
 * Routes whose real screen is not built yet render 'coming-soon': the section frame with a
 * "not yet available" state (src/features/shell).
 */
export type ScreenKind =
  | 'coming-soon'
  | 'error-notfound'
  | 'error-typo'
  | 'error-servererror'
  | 'scraper-freewall'
  | 'home'
  | 'marketing'
  | 'comparison'
  | 'login'
  | 'logout';

export type ScreenLoader = () => Promise<ComponentType>;

export const SCREENS: Readonly<Record<ScreenKind, ScreenLoader>> = {
  'coming-soon': () => import('../features/shell/ComingSoonScreen').then((m) => m.ComingSoonScreen),
  'error-notfound': () =>
    import('../features/errors/ErrorScreen').then(({ ErrorScreen }) => {
      return function NotFoundScreen() {
        return <ErrorScreen kind="notFound" />;
      };
    }),
  'error-typo': () =>
    import('../features/errors/ErrorScreen').then(({ ErrorScreen }) => {
      return function TypoScreen() {
        return <ErrorScreen kind="typo" />;
      };
    }),
  'error-servererror': () =>
    import('../features/errors/ErrorScreen').then(({ ErrorScreen }) => {
      return function ServerErrorScreen() {
        return <ErrorScreen kind="serverError" />;
      };
    }),
  'scraper-freewall': () => import('../features/errors/ScraperFreewallScreen').then((m) => m.ScraperFreewallScreen),
  home: () => import('../features/home/HomeScreen').then((m) => m.HomeScreen),
  // One screen for the marketing pages; it picks the page's content by route name.
  marketing: () => import('../features/marketing/MarketingScreen').then((m) => m.MarketingScreen),
  comparison: () => import('../features/comparison/ComparisonScreen').then((m) => m.ComparisonScreen),
  login: () => import('../features/auth/LoginScreen').then((m) => m.LoginScreen),
  logout: () => import('../features/auth/LogoutScreen').then((m) => m.LogoutScreen),
};

// ---------------------------------------------------------------------------------------------
// Entries

/** Every page has a title and a description (the description meta tag is set from it). */
export type PageMeta = RouteMeta & { title: string; description: string };

export interface RouteEntry<N extends string = string> extends AppRoute {
  readonly name: N;
  readonly meta: PageMeta;
  /** The short label of the page in its section navigation (defaults to the title). */
  readonly label?: string;
  /** Other paths that render this same route (doc 1 §2 aliases: /althome, /login …). */
  readonly aliases?: readonly string[];
  /** The page the section navigation lights up for this one (a /domain or /url variant's base page, a wizard's first step). */
  readonly parent?: string;
  readonly screen: ScreenKind;
  /**
   * The path is a suffix pattern react-router cannot match ('/:competitor-alternative'): the
   * catch-all route recognises it (see `alternativeCompetitor`).
   */
  readonly suffixPattern?: true;
}

interface PageOptions {
  label?: string;
  aliases?: readonly string[];
  parent?: string;
  screen?: ScreenKind;
}

function page<const N extends string>(name: N, path: string, meta: PageMeta, options: PageOptions = {}): RouteEntry<N> {
  return { name, path, meta, screen: 'coming-soon', ...options };
}

interface VariantOptions extends PageOptions {
  /** Title and description of the /url variant, when it is a different page (URL Overview). */
  url?: Pick<PageMeta, 'title' | 'description'>;
}

/**
 * A searchable page with /domain and /url variants of its path (doc 1 §2: "each with /domain and
 * /url variants"): three routes, `name`, `name:domain` and `name:url`, all flagged
 * hasDomainOrUrlVariant. The variants light up the base page in the section navigation.
 */
function withVariants<const N extends string>(
  name: N,
  path: string,
  meta: PageMeta,
  { url, ...options }: VariantOptions = {},
): readonly [RouteEntry<N>, RouteEntry<`${N}:domain`>, RouteEntry<`${N}:url`>] {
  const variantMeta: PageMeta = { ...meta, hasDomainOrUrlVariant: true };
  return [
    page(name, path, variantMeta, options),
    page(`${name}:domain` as const, `${path}/domain`, variantMeta, { parent: name }),
    page(`${name}:url` as const, `${path}/url`, { ...variantMeta, ...url }, { parent: name }),
  ];
}

/** The four steps of a recon report wizard (doc 1 §2, §5): primary domain, keywords, competitors, review. */
function reconWizard<const K extends 'seo' | 'ppc'>(kind: K, label: string) {
  const base = `recon:create-${kind}` as const;
  const step = <const S extends 1 | 2 | 3 | 4>(n: S, title: string, description: string) =>
    page(
      `${base}:step-${n}` as const,
      `/recon/create/${kind}/step-${n}`,
      { title: `New ${label} Report: ${title}`, description },
      { label: `Step ${n}: ${title}`, parent: n === 1 ? undefined : `${base}:step-1` },
    );
  return [
    step(1, 'Primary Domain', `Enter the domain the ${label} report is about.`),
    step(2, 'Keywords', `Add the keywords the ${label} report covers: type them in or upload a CSV file.`),
    step(3, 'Competitors', `Choose the competitors the ${label} report compares the domain with.`),
    step(4, 'Review', `Check the domain, keywords and competitors, then create the ${label} report.`),
  ] as const;
}

const seo = { sectionName: 'seo' } as const;
const ppc = { sectionName: 'ppc' } as const;
const keyword = { sectionName: 'keyword' } as const;
const backlinks = { sectionName: 'backlinks' } as const;
const outreach = { sectionName: 'outreach' } as const;
const overview = { sectionName: 'overview' } as const;
/** Marketing pages without navigation (doc 1 §2). */
const bareMarketing = { pageType: 'marketing', hideNavigation: true } as const;
/** Pages of the account, subscription and purchase flows: they need the user state fresh. */
const freshState = { forceStateRefresh: true } as const;
/** Pages that sell or change a plan: the query parameter b carries the billing months. */
const billing = { trackBillingCycles: true, forceStateRefresh: true } as const;
/** Checkout pages keep the visitor on the purchase: no main search form in the header. */
const checkout = { ...billing, hideMSF: true } as const;
const api = { showApiNavigation: true } as const;
const adminOnly = { isAdminOnly: true } as const;

/** The whole table, in the order of doc 1 §2. */
export const ROUTES = [
  // Home
  page(
    'home',
    '/',
    {
      title: 'Rivalscope: SEO and PPC Competitor Research',
      description:
        'Look up any domain, URL or keyword and see the keywords, ads, competitors and backlinks behind it. Try it free, no credit card required.',
      pageType: 'marketing',
    },
    { screen: 'home', aliases: ['/althome'] },
  ),
  page(
    'hq',
    '/hq',
    {
      title: 'My Sites',
      description:
        'Your campaign dashboard: the sites you track, with their keywords, rankings and competitors at a glance.',
    },
    { label: 'My Sites' },
  ),
  page(
    'competitor-projects',
    '/competitor-projects',
    {
      title: 'Competitor Projects',
      description: 'Each project groups one of your sites with the competitors and keywords you watch for it.',
    },
    { label: 'Competitor Projects' },
  ),

  // Marketing pages without navigation
  page(
    'marketing:company',
    '/company',
    {
      ...bareMarketing,
      title: 'About Rivalscope',
      description: 'Who we are, where we are, and how to reach our support team by phone or live chat.',
    },
    { screen: 'marketing', label: 'About Us' },
  ),
  page(
    'marketing:jobs',
    '/jobs',
    {
      ...bareMarketing,
      title: 'Jobs at Rivalscope',
      description: 'Open positions on the team that builds Rivalscope, and what it is like to work with us.',
    },
    { screen: 'marketing' },
  ),
  page(
    'marketing:affiliates',
    '/affiliates',
    {
      ...bareMarketing,
      title: 'Affiliate Program',
      description: 'Earn a commission for every customer you refer to Rivalscope.',
    },
    { screen: 'marketing' },
  ),
  page(
    'marketing:memberperks',
    '/memberperks',
    {
      ...bareMarketing,
      title: 'Member Perks',
      description: 'Discounts and extras from our partners, for Rivalscope members only.',
    },
    { screen: 'marketing' },
  ),
  page(
    'marketing:consulting',
    '/consulting',
    {
      ...bareMarketing,
      title: 'SEO and PPC Consulting',
      description: 'Work one to one with our search marketing experts on your SEO and PPC strategy.',
    },
    { screen: 'marketing' },
  ),
  page(
    'marketing:termsconditions',
    '/termsconditions',
    { ...bareMarketing, title: 'Terms & Conditions', description: 'The terms that govern your use of Rivalscope.' },
    { screen: 'marketing', label: 'Terms & Conditions' },
  ),
  page(
    'marketing:privacypolicy',
    '/privacypolicy',
    {
      ...bareMarketing,
      title: 'Privacy Policy',
      description: 'What data Rivalscope collects, why we collect it, and the choices you have.',
    },
    { screen: 'marketing', label: 'Privacy' },
  ),
  page(
    'marketing:vulnerability-disclosure-policy',
    '/vulnerability-disclosure-policy',
    {
      ...bareMarketing,
      title: 'Vulnerability Disclosure Policy',
      description: 'How to report a security issue to us responsibly, and what we promise in return.',
    },
    { screen: 'marketing', label: 'Security' },
  ),
  page(
    'marketing:mobilemonkey-offer',
    '/mobilemonkey-offer',
    {
      ...bareMarketing,
      title: 'MobileMonkey Member Offer',
      description: 'A special Rivalscope offer for MobileMonkey customers.',
    },
    { screen: 'marketing', label: 'MobileMonkey' },
  ),
  page(
    'marketing:capital-one-spring-member-offer',
    '/capital-one-spring-member-offer',
    {
      ...bareMarketing,
      title: 'Capital One Spring Member Offer',
      description: 'A Rivalscope offer for Capital One Spring members, with the member coupon applied at sign-up.',
      signUpCtaCouponCode: SPRING_OFFER_COUPON_CODE,
    },
    { screen: 'marketing', label: 'Capital One Spring' },
  ),
  page(
    'marketing:clickcease-offer',
    '/clickcease-offer',
    {
      ...bareMarketing,
      title: 'ClickCease Member Offer',
      description: 'A special Rivalscope offer for ClickCease customers.',
    },
    { screen: 'marketing', label: 'ClickCease' },
  ),
  page(
    'marketing:rivalflow-offer',
    '/rivalflow-offer',
    {
      ...bareMarketing,
      title: 'RivalFlow Member Offer',
      description: 'A RivalFlow trial and discount for Rivalscope members. Log in to see your member code.',
    },
    { screen: 'marketing', label: 'RivalFlow' },
  ),
  page(
    'marketing:semrush-alternative',
    '/semrush-alternative',
    {
      ...bareMarketing,
      title: 'The Semrush Alternative',
      description:
        'Compare Rivalscope with Semrush: plans and prices, years of history, and the features agencies use every day.',
    },
    { screen: 'comparison', label: 'Semrush' },
  ),
  {
    ...page(
      'marketing:alternative',
      '/:competitor-alternative',
      {
        ...bareMarketing,
        title: 'The {competitor} Alternative',
        description:
          'Compare Rivalscope with {competitor}: plans and prices, years of history, and the features agencies use every day.',
      },
      { screen: 'comparison' },
    ),
    suffixPattern: true,
  },

  // Buying
  page(
    'buy:register',
    '/buy/register',
    {
      ...checkout,
      title: 'Plans and Pricing',
      description:
        'Choose a Rivalscope plan: unlimited searches and downloads, a 30-day money-back guarantee and no contracts.',
    },
    { label: 'Plans and Pricing' },
  ),
  page(
    'mainpurchase',
    '/mainpurchase',
    {
      ...checkout,
      title: 'Start Your Membership',
      description: 'Pick your plan and billing cycle and start your Rivalscope membership.',
    },
    { label: 'Checkout' },
  ),
  page(
    'upgrade:annual',
    '/e/:clickType?',
    {
      ...checkout,
      title: 'Switch to Annual Billing',
      description: 'Move your membership to annual billing in one click and save on every month.',
    },
    { label: 'Annual Billing' },
  ),
  page(
    'upgrade',
    '/upgrade',
    {
      ...checkout,
      title: 'Upgrade Your Account',
      description: 'Unlock all the data: move from your free or trial account to a full membership.',
    },
    { label: 'Upgrade' },
  ),

  // Free account, onboarding, projects
  page(
    'freeaccount',
    '/freeaccount',
    {
      title: 'Create a Free Account',
      description: 'Sign up free for unlimited searches. No credit card required.',
      pageType: 'marketing',
    },
    { label: 'Free Account' },
  ),
  page('account:receipt', '/account/receipt', {
    ...freshState,
    title: 'Your Receipt',
    description: 'The receipt for your payment, to print or keep.',
    hideNavigation: true,
  }),
  page('event-redirector', '/event-redirector', {
    title: 'Redirecting',
    description: 'Takes you on to the page an e-mail or campaign link points at.',
    hideNavigation: true,
  }),
  page(
    'onboarding',
    '/onboarding',
    {
      title: 'Welcome to Rivalscope',
      description: 'Tell us your name and a little about your business, so we can set up your account.',
      hideMSF: true,
    },
    { label: 'Step 1: About You' },
  ),
  page(
    'onboarding:2',
    '/onboarding/2',
    {
      title: 'Your Site',
      description: 'Add the domain you want to watch, and the name to show for it.',
      hideMSF: true,
    },
    { label: 'Step 2: Your Site' },
  ),
  page(
    'onboarding:3',
    '/onboarding/3',
    {
      title: 'Your Goals',
      description:
        'Choose what you want to do: SEO, PPC, competitive intelligence, client reporting or sales prospecting.',
      hideMSF: true,
    },
    { label: 'Step 3: Your Goals' },
  ),
  page(
    'new-project',
    '/new-project',
    {
      title: 'New Competitor Project',
      description: 'Start a project for one of your sites and the competitors you want to watch.',
    },
    { label: 'Step 1: Your Site' },
  ),
  page(
    'new-project:2',
    '/new-project/2',
    { title: 'Choose Competitors', description: 'Pick the competitors to track alongside your site.' },
    { label: 'Step 2: Competitors' },
  ),

  // Account area
  page(
    'account:settings',
    '/account/settings',
    {
      ...freshState,
      title: 'Account Settings',
      description: 'Your name, e-mail address, password, payment card and e-mail preferences.',
    },
    { label: 'Settings', aliases: ['/account'] },
  ),
  page(
    'account:requestkeywords',
    '/account/requestkeywords',
    {
      ...freshState,
      title: 'Request Keywords',
      description: 'Ask us to research keywords that are missing from our database, and follow their progress.',
    },
    { label: 'Request Keywords' },
  ),
  page(
    'account:requestkeywords:step-1',
    '/account/requestkeywords/step-1',
    {
      ...freshState,
      title: 'Request Keywords: Your Keywords',
      description: 'Type or paste the keywords you want us to research.',
    },
    { parent: 'account:requestkeywords' },
  ),
  page(
    'account:requestkeywords:step-2',
    '/account/requestkeywords/step-2',
    {
      ...freshState,
      title: 'Request Keywords: Choose a Project',
      description:
        "Add the requested keywords to a new project, or to one you have, in the group 'Requested Keywords'.",
    },
    { parent: 'account:requestkeywords' },
  ),
  page(
    'account:requestkeywords:step-3',
    '/account/requestkeywords/step-3',
    {
      ...freshState,
      title: 'Request Keywords: Confirmation',
      description: 'Your request is in the queue. Its keywords show as ready, processing or queued.',
    },
    { parent: 'account:requestkeywords' },
  ),
  page(
    'account:receipts',
    '/account/receipts',
    {
      ...freshState,
      title: 'Receipts',
      description: 'Every payment on your account, with a receipt to view or e-mail.',
    },
    { label: 'Receipts' },
  ),
  page(
    'account:subscription',
    '/account/subscription',
    {
      ...billing,
      title: 'Subscription',
      description: 'Your plan and billing cycle. Pause, resume, reactivate or cancel your subscription.',
    },
    { label: 'Subscription' },
  ),
  page(
    'account:teammanagement',
    '/account/teammanagement',
    {
      ...freshState,
      title: 'Team Management',
      description: 'Add team members, see where they are logged in, and remove users from your account.',
    },
    { label: 'Team Management', aliases: ['/account/teammanagement/users-added'] },
  ),
  page(
    'account:reportdesign',
    '/account/reportdesign',
    {
      ...freshState,
      title: 'Report Design',
      description: 'Brand your white-label PDF reports with your logo, colours and contact details.',
    },
    { label: 'Report Design' },
  ),
  page(
    'account:api',
    '/account/api',
    {
      ...freshState,
      title: 'API Usage',
      description: 'Your API key, and how many rows you have used this month.',
    },
    { label: 'API Usage' },
  ),
  page(
    'account:scheduled-pdf-reports',
    '/account/scheduled-pdf-reports',
    {
      ...freshState,
      title: 'Scheduled PDF Reports',
      description: 'The PDF reports we e-mail to you or your clients every week or every month.',
    },
    { label: 'Scheduled Reports' },
  ),
  page(
    'add-users',
    '/add-users',
    {
      ...freshState,
      title: 'Add Users',
      description: 'Add team members to your account and see what the change does to your bill.',
    },
    { aliases: ['/add-users/users-added'] },
  ),
  page(
    'auth:login',
    '/auth/login',
    { title: 'Log In', description: 'Log in to your Rivalscope account.', hideMSF: true },
    { screen: 'login', label: 'Log In', aliases: ['/login'] },
  ),
  page(
    'auth:forgotpassword',
    '/auth/forgotpassword',
    {
      title: 'Forgot Your Password?',
      description: 'Enter your e-mail address and we will send you a link to set a new password.',
      hideMSF: true,
    },
    { label: 'Forgot Password' },
  ),
  page(
    'auth:logout',
    '/auth/logout',
    {
      title: 'Log Out',
      description: 'Ends your session on this device and takes you back to the home page.',
    },
    { screen: 'logout' },
  ),

  // Backlinks
  page(
    'backlinks',
    '/backlinks',
    {
      ...backlinks,
      title: 'Backlink Checker',
      description: 'Find the pages that link to any domain or URL, and the links your competitors earn.',
    },
    { label: 'Backlink Checker' },
  ),
  page(
    'backlinks:backlinks-outreach',
    '/backlinks/backlinks-outreach',
    {
      ...backlinks,
      title: 'Backlink Outreach',
      description: "Turn competitors' backlinks into an outreach list, with contacts, notes, tasks and history.",
    },
    { label: 'Outreach' },
  ),
  page(
    'backlinks:backlinks',
    '/backlinks/backlinks',
    {
      ...backlinks,
      title: 'All Backlinks',
      description: 'Every backlink we know for a site, with the linking page and its strength.',
    },
    { label: 'All Backlinks' },
  ),

  // Keyword section
  page(
    'keyword:overview',
    '/keyword/overview',
    {
      ...keyword,
      title: 'Keyword Research Tool',
      description: 'Search volume, cost per click, ranking difficulty and the top results for any keyword.',
    },
    { label: 'Overview' },
  ),
  page(
    'keyword:related-keywords',
    '/keyword/related-keywords',
    {
      ...keyword,
      title: 'Related Keywords',
      description: 'Keywords related to your search: what buyers type, the questions people ask, and close variations.',
    },
    { label: 'Related Keywords' },
  ),
  page(
    'keyword:ad-history',
    '/keyword/ad-history',
    {
      ...keyword,
      title: 'Keyword Ad History',
      description: 'Every advertiser that bought a keyword, month by month, with the ads they ran.',
    },
    { label: 'Ad History' },
  ),
  page(
    'keyword:ranking-history',
    '/keyword/ranking-history',
    {
      ...keyword,
      title: 'Keyword Rank Checker',
      description: 'The sites that ranked for a keyword, and how their positions moved over time.',
    },
    { label: 'Ranking History' },
  ),
  page(
    'keyword:serp-analysis',
    '/keyword/serp-analysis',
    {
      ...keyword,
      title: 'SERP Checker',
      description: 'The search results page for a keyword, with the strength of every page that ranks on it.',
    },
    { label: 'SERP Analysis' },
  ),
  page(
    'keyword:backlinks',
    '/keyword/backlinks',
    {
      ...keyword,
      title: 'Keyword Backlinks',
      description: 'The backlinks behind the pages that rank for a keyword.',
    },
    { label: 'Backlinks' },
  ),
  page(
    'keyword:adwords-advisor',
    '/keyword/adwords-advisor',
    {
      ...keyword,
      title: 'Keyword Google Ads Advisor',
      description: 'The keywords worth buying around a keyword, and the negative matches to add.',
    },
    { label: 'Google Ads Advisor' },
  ),
  page(
    'keyword:bulk-upload',
    '/keyword/bulk-upload',
    {
      title: 'Bulk Keyword Upload',
      description: 'Paste or upload a list of keywords and get the metrics of all of them at once.',
    },
    { label: 'Bulk Upload' },
  ),
  page(
    'keyword:bulk-upload:results',
    '/keyword/bulk-upload/results',
    {
      title: 'Bulk Upload Results',
      description: 'Search volume, cost per click and difficulty for every keyword you uploaded.',
    },
    { parent: 'keyword:bulk-upload' },
  ),

  // SEO section
  ...withVariants(
    'seo:overview',
    '/seo/overview',
    {
      ...seo,
      title: 'SEO Competitor Analysis',
      description: 'The organic keywords, traffic value and top competitors of any domain or URL.',
    },
    { label: 'Overview' },
  ),
  ...withVariants(
    'seo:keywords',
    '/seo/keywords',
    {
      ...seo,
      title: 'SEO Keyword Research',
      description: 'The keywords a domain or URL ranks for, with positions, search volume and clicks.',
    },
    { label: 'Keywords' },
  ),
  ...withVariants(
    'seo:competitors',
    '/seo/competitors',
    {
      ...seo,
      title: 'SEO Competitors',
      description: 'The sites that compete with a domain or URL for the same organic keywords.',
    },
    { label: 'Competitors' },
  ),
  ...withVariants(
    'seo:backlinks',
    '/seo/backlinks',
    {
      ...seo,
      title: 'Competitor Backlinks',
      description: 'The links that point to a domain or URL, and the ones its competitors have earned.',
    },
    { label: 'Backlinks' },
  ),
  ...withVariants(
    'seo:ranking-history',
    '/seo/ranking-history',
    {
      ...seo,
      title: 'SEO Ranking History',
      description: 'How a domain or URL ranked for its keywords, month by month.',
    },
    { label: 'Ranking History' },
  ),
  page(
    'seo:top-pages',
    '/seo/top-pages',
    {
      ...seo,
      title: 'Top Pages',
      description: 'The pages of a domain that bring it the most organic traffic, and its newest ranking pages.',
    },
    { label: 'Top Pages' },
  ),
  page(
    'seo:kombat',
    '/seo/kombat',
    {
      ...seo,
      title: 'Domain Comparison',
      description:
        'Compare domains side by side: the keywords they share, and the gaps where a rival ranks and you do not.',
    },
    { label: 'Kombat' },
  ),

  // PPC section
  ...withVariants(
    'ppc:overview',
    '/ppc/overview',
    {
      ...ppc,
      title: 'Google Ads Competitors',
      description: 'The paid keywords, ad budget and ad competitors of any domain or URL.',
    },
    { label: 'Overview' },
  ),
  ...withVariants(
    'ppc:keywords',
    '/ppc/keywords',
    {
      ...ppc,
      title: 'PPC Keyword Research',
      description: 'The keywords a domain or URL buys on Google Ads, with cost per click and ad position.',
    },
    { label: 'Keywords' },
  ),
  ...withVariants(
    'ppc:competitors',
    '/ppc/competitors',
    {
      ...ppc,
      title: 'PPC Competitors',
      description: 'The advertisers that bid on the same keywords as a domain or URL.',
    },
    { label: 'Competitors' },
  ),
  ...withVariants(
    'ppc:ad-history',
    '/ppc/ad-history',
    {
      ...ppc,
      title: 'Ad History',
      description: 'Every ad a domain or URL ran, month by month, with the keywords it bought.',
    },
    { label: 'Ad History' },
  ),
  page(
    'ppc:kombat',
    '/ppc/kombat',
    {
      ...ppc,
      title: 'PPC Kombat',
      description: 'Compare the paid keywords of competing advertisers: the buys you share and the ones you miss.',
    },
    { label: 'Kombat' },
  ),
  page(
    'ppc:adwords-advisor',
    '/ppc/adwords-advisor',
    {
      ...ppc,
      title: 'PPC Keyword Suggestions',
      description: 'The keywords a domain should buy, and the negative matches that stop wasted spend.',
    },
    { label: 'Google Ads Advisor' },
  ),
  page(
    'ppc:adwords_templates',
    '/ppc/adwords-templates',
    {
      title: 'Google Ads Templates',
      description: 'Ready-made Google Ads campaigns for your industry, built from what successful advertisers buy.',
    },
    { label: 'Google Ads Templates' },
  ),
  page(
    'ppc:adwords_templates:get-started',
    '/ppc/adwords-templates/get-started',
    {
      title: 'Google Ads Templates: Get Started',
      description: 'Pick the industry and the settings of your Google Ads template.',
    },
    { parent: 'ppc:adwords_templates' },
  ),
  page(
    'ppc:adwords_templates:download',
    '/ppc/adwords-templates/download',
    {
      title: 'Google Ads Templates: Download',
      description: 'Download your Google Ads template, ready to import into Google Ads Editor.',
    },
    { parent: 'ppc:adwords_templates' },
  ),

  // Overview
  ...withVariants(
    'overview',
    '/overview',
    {
      ...overview,
      title: 'Domain Overview',
      description: 'A one-page summary of a domain: organic and paid keywords, competitors, traffic value and history.',
    },
    {
      label: 'Domain Overview',
      url: {
        title: 'URL Overview',
        description: 'A one-page summary of a single URL: the keywords it ranks for and buys, and its competitors.',
      },
    },
  ),
  page(
    'overview:homepage',
    '/homepage/overview',
    {
      ...overview,
      title: 'Homepage Overview',
      description: 'The overview of a search started from the home page.',
    },
    { label: 'Homepage Overview' },
  ),

  // Outreach
  page(
    'outreach:domain-top-lists',
    '/outreach/domain-top-lists',
    {
      ...outreach,
      title: 'Domain Top Lists',
      description: 'The sites that do best in a niche, as a list of outreach prospects.',
    },
    { label: 'Domain Top Lists' },
  ),
  page(
    'outreach:keyword-top-lists',
    '/outreach/keyword-top-lists',
    {
      ...outreach,
      title: 'Keyword Top Lists',
      description: 'The sites that rank for a keyword, ready to become outreach prospects.',
    },
    { label: 'Keyword Top Lists' },
  ),
  page(
    'outreach:top-lists:custom',
    '/outreach/top-lists/custom',
    {
      title: 'Custom Top Lists',
      description: 'Build your own list of prospects from the domains you choose.',
    },
    { label: 'Custom Lists' },
  ),
  page(
    'outreach:leads',
    '/outreach/leads',
    {
      ...outreach,
      title: 'Leads',
      description: 'The contacts at the sites you want links or business from.',
    },
    { label: 'Leads' },
  ),

  // Rank tracking and reports
  page(
    'rank-tracking',
    '/rank-tracking',
    {
      title: 'Rank Tracker',
      description: 'Track where your sites rank for the keywords you choose, week by week.',
    },
    { label: 'Rank Tracker' },
  ),
  page(
    'tracking',
    '/tracking',
    {
      title: 'Tracked Keywords',
      description: 'The keywords you track, and the rankings we record for them every week.',
    },
    { label: 'Tracked Keywords' },
  ),
  page(
    'custom-reports',
    '/custom-reports',
    {
      title: 'Custom Reports',
      description: 'White-label SEO and PPC reports for your clients, on demand or on a schedule.',
    },
    { label: 'Custom Reports' },
  ),
  page(
    'recon',
    '/recon',
    { title: 'Recon Reports', description: 'The recon reports you have built, with their status and schedule.' },
    { label: 'My Reports' },
  ),
  page(
    'recon:product',
    '/recon/product',
    {
      title: 'Recon Reports: How They Work',
      description: 'What a recon report contains, and how to build one for a client in four steps.',
    },
    { label: 'How It Works' },
  ),
  page(
    'recon:edit',
    '/recon/edit/:reportId',
    { title: 'Edit Report', description: 'Change the domain, keywords and competitors of a recon report.' },
    { parent: 'recon' },
  ),
  ...reconWizard('seo', 'SEO'),
  ...reconWizard('ppc', 'PPC'),
  page(
    'recon:live-ranking',
    '/recon/live-ranking/:id',
    { title: 'Live Ranking', description: "Today's rankings for the keywords of a recon report." },
    { parent: 'recon' },
  ),
  page(
    'recon:live-ranking-details',
    '/recon/live-ranking-details/:reportId/:termId',
    { title: 'Live Ranking Details', description: 'The search results behind one keyword of a recon report.' },
    { parent: 'recon' },
  ),

  // API documentation
  page(
    'api:v2',
    '/api/v2',
    {
      ...api,
      title: 'API Documentation',
      description: 'The Rivalscope API, version 2: authentication, endpoints and examples for every data set.',
    },
    { label: 'Version 2' },
  ),
  page(
    'api:v1',
    '/api/v1',
    {
      ...api,
      title: 'API Documentation (Version 1)',
      description: 'Version 1 of the Rivalscope API, kept for existing integrations.',
    },
    { label: 'Version 1' },
  ),

  // Admin-only and development pages
  page(
    'rivalflow',
    '/rivalflow',
    {
      ...adminOnly,
      title: 'RivalFlow',
      description: 'Find the pages that are losing ground to competitors, and what to add to win it back.',
    },
    { label: 'RivalFlow' },
  ),
  page(
    'components',
    '/components',
    { ...adminOnly, title: 'Components', description: 'The design-system components of this build.' },
    { label: 'Components' },
  ),
  page(
    'icons',
    '/icons',
    { ...adminOnly, title: 'Icons', description: 'Every icon of this build, with its name.' },
    { label: 'Icons' },
  ),
  page(
    'sandbox',
    '/sandbox',
    { title: 'Sandbox', description: 'A playground for trying out screens in development.' },
    { label: 'Sandbox' },
  ),
  page(
    'sandbox:hotdog',
    '/sandbox/hotdog',
    { title: 'Hotdog Sandbox', description: 'A second development playground.' },
    { label: 'Hotdog' },
  ),

  // Error pages
  page(
    'error:notfound',
    '/error/notfound',
    { title: 'Error 404', description: 'The page you asked for is not in our database.' },
    { screen: 'error-notfound' },
  ),
  page(
    'error:typo',
    '/error/typo',
    { title: 'Oops!', description: 'The search could not be understood: it looks like a mistyped URL.' },
    { screen: 'error-typo' },
  ),
  page(
    'error:servererror',
    '/error/servererror',
    { title: 'Server Error', description: 'Our server ran into a problem. Please try again in a moment.' },
    { screen: 'error-servererror' },
  ),
  page(
    'scraper-freewall',
    '/scraper-freewall',
    {
      title: 'Create a Free Account to Keep Researching',
      description: 'Sign up free, or log in, to see the rest of this page. No credit card required.',
    },
    { screen: 'scraper-freewall' },
  ),
] as const;

export type RouteName = (typeof ROUTES)[number]['name'];

const byName = new Map<string, RouteEntry>(ROUTES.map((route) => [route.name, route]));

/** The entry of a route name, or undefined for a name the table does not have. */
export function routeNamed(name: string): RouteEntry | undefined {
  return byName.get(name);
}

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
  /** The path matched is one of the route's aliases, not its own path. */
  isAlias: boolean;
}

/**
 * The route a pathname shows, with its params (react-router's matching: case-insensitive, a
 * trailing slash allowed), or undefined for a redirect or an unknown path. The guards use it to
 * look up routes by path.
 */
export function routeAt(pathname: string): RouteMatch | undefined {
  for (const route of ROUTES as readonly RouteEntry[]) {
    if (route.suffixPattern) continue;
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const match = matchPath({ path, end: true }, pathname);
      if (match) return { route, params: definedParams(match.params), isAlias: path !== route.path };
    }
  }
  const competitor = alternativeCompetitor(pathname);
  const alternative = routeNamed('marketing:alternative');
  return competitor && alternative ? { route: alternative, params: { competitor }, isAlias: false } : undefined;
}

function definedParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Routes that render the "not yet available" frame, until their issues land. */
export const FRAME_ROUTES: readonly RouteName[] = ROUTES.filter((route) => route.screen === 'coming-soon').map(
  (route) => route.name,
);

// ---------------------------------------------------------------------------------------------
// Redirects

export interface RedirectRoute {
  /** The react-router path that redirects. */
  path: string;
  /** The route it goes to. The query string and hash are kept, and the redirect replaces the history entry. */
  to: RouteName;
  /** doc 1 §2 calls it a 301: a server in front of the app may answer these paths with a real 301. */
  permanent?: true;
}

/** Every redirect of doc 1 §2 and §5, in their order. Unknown paths go to error:notfound (router.tsx). */
export const REDIRECTS: readonly RedirectRoute[] = [
  { path: '/buy/payment', to: 'buy:register' },
  { path: '/buy/account', to: 'buy:register' },
  { path: '/account/alerts', to: 'account:scheduled-pdf-reports' },
  { path: '/backlinks/domain', to: 'seo:backlinks', permanent: true },
  { path: '/backlinks/url', to: 'seo:backlinks', permanent: true },
  { path: '/backlinks/term', to: 'keyword:backlinks', permanent: true },
  { path: '/keyword', to: 'keyword:overview' },
  { path: '/keyword/adwords-advisor/term', to: 'keyword:adwords-advisor' },
  { path: '/seo', to: 'seo:overview' },
  { path: '/seo/reports', to: 'custom-reports' },
  { path: '/ppc', to: 'ppc:overview' },
  { path: '/adwords/templates', to: 'ppc:adwords_templates' },
  { path: '/outreach', to: 'outreach:domain-top-lists' },
  // doc 1 §5: "the create paths redirect to custom-reports"; the wizard steps under them are open.
  { path: '/recon/create', to: 'custom-reports' },
  { path: '/recon/create/seo', to: 'custom-reports' },
  { path: '/recon/create/ppc', to: 'custom-reports' },
  { path: '/api', to: 'api:v2' },
];

// ---------------------------------------------------------------------------------------------
// The '-alternative' wildcard

const ALTERNATIVE_SUFFIX = /^\/([a-z0-9][a-z0-9.-]*?)-alternative\/?$/i;

/**
 * The competitor id of a comparison page path (/{competitor}-alternative), or undefined when the
 * path is not one. react-router cannot match a suffix pattern, so the catch-all route asks this.
 */
export function alternativeCompetitor(pathname: string): string | undefined {
  return ALTERNATIVE_SUFFIX.exec(pathname)?.[1];
}

// ---------------------------------------------------------------------------------------------
// Section navigation

export interface NavSection {
  label: string;
  /** The pages listed in the section navigation, in order. */
  routes: readonly RouteName[];
}

/**
 * The sections of the app and the pages their navigation lists. A route belongs to the section
 * that lists it, or lists its parent. Routes in no section show no section navigation.
 */
export const SECTIONS: readonly NavSection[] = [
  {
    label: 'SEO Research',
    routes: [
      'seo:overview',
      'seo:keywords',
      'seo:competitors',
      'seo:backlinks',
      'seo:ranking-history',
      'seo:top-pages',
      'seo:kombat',
    ],
  },
  {
    label: 'PPC Research',
    routes: [
      'ppc:overview',
      'ppc:keywords',
      'ppc:competitors',
      'ppc:ad-history',
      'ppc:kombat',
      'ppc:adwords-advisor',
      'ppc:adwords_templates',
    ],
  },
  {
    label: 'Keyword Research',
    routes: [
      'keyword:overview',
      'keyword:related-keywords',
      'keyword:ad-history',
      'keyword:ranking-history',
      'keyword:serp-analysis',
      'keyword:backlinks',
      'keyword:adwords-advisor',
      'keyword:bulk-upload',
    ],
  },
  { label: 'Backlinks', routes: ['backlinks', 'backlinks:backlinks', 'backlinks:backlinks-outreach'] },
  { label: 'Overview', routes: ['overview', 'overview:homepage'] },
  {
    label: 'Outreach',
    routes: ['outreach:domain-top-lists', 'outreach:keyword-top-lists', 'outreach:top-lists:custom', 'outreach:leads'],
  },
  { label: 'Rank Tracking', routes: ['rank-tracking', 'tracking'] },
  { label: 'Campaign Dashboard', routes: ['hq', 'competitor-projects'] },
  { label: 'Custom Reports', routes: ['custom-reports', 'recon', 'recon:product'] },
  {
    label: 'New SEO Report',
    routes: [
      'recon:create-seo:step-1',
      'recon:create-seo:step-2',
      'recon:create-seo:step-3',
      'recon:create-seo:step-4',
    ],
  },
  {
    label: 'New PPC Report',
    routes: [
      'recon:create-ppc:step-1',
      'recon:create-ppc:step-2',
      'recon:create-ppc:step-3',
      'recon:create-ppc:step-4',
    ],
  },
  {
    label: 'Account',
    routes: [
      'account:settings',
      'account:subscription',
      'account:receipts',
      'account:teammanagement',
      'account:requestkeywords',
      'account:reportdesign',
      'account:api',
      'account:scheduled-pdf-reports',
    ],
  },
  { label: 'Plans', routes: ['buy:register', 'upgrade', 'upgrade:annual', 'mainpurchase'] },
  { label: 'Get Started', routes: ['onboarding', 'onboarding:2', 'onboarding:3'] },
  { label: 'New Project', routes: ['new-project', 'new-project:2'] },
  { label: 'Your Account', routes: ['auth:login', 'auth:forgotpassword', 'freeaccount'] },
  { label: 'API', routes: ['api:v2', 'api:v1'] },
  {
    label: 'Company',
    routes: [
      'marketing:company',
      'marketing:jobs',
      'marketing:affiliates',
      'marketing:memberperks',
      'marketing:consulting',
      'marketing:termsconditions',
      'marketing:privacypolicy',
      'marketing:vulnerability-disclosure-policy',
    ],
  },
  {
    label: 'Partner Offers',
    routes: [
      'marketing:mobilemonkey-offer',
      'marketing:capital-one-spring-member-offer',
      'marketing:clickcease-offer',
      'marketing:rivalflow-offer',
    ],
  },
  { label: 'Admin', routes: ['rivalflow', 'components', 'icons', 'sandbox', 'sandbox:hotdog'] },
];

/** The section a route belongs to (through its parent chain), and the listed page that stands for it. */
export function sectionOf(name: string): { section: NavSection; current: RouteName } | undefined {
  for (let route = routeNamed(name); route; route = route.parent ? routeNamed(route.parent) : undefined) {
    const current = route.name;
    const section = SECTIONS.find((s) => (s.routes as readonly string[]).includes(current));
    if (section) return { section, current: current as RouteName };
  }
  return undefined;
}
