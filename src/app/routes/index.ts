/**
 * The route table of the app as data (doc 1 §2 "Screens and routes", "Route metadata", "Named
 * route targets used by links"): every route has a unique name in the style `section:page`, its
 * path, its metadata and the screen that renders it, loaded lazily. Redirects and aliases are
 * listed here too. `../router.tsx` turns the table into react-router routes, `../linkTo.ts` builds
 * paths from names, and the guards read the metadata (`routeAt` looks a path up). The table is plain
 * data that tests walk; screens are only named here and loaded on first use.
 */
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { apiDocsRoutes } from './api-docs';
import { backlinksRoutes } from './backlinks';
import { buyingRoutes } from './buying';
import type { RouteEntry } from './entries';
import { errorsRoutes } from './errors';
import { homeRoutes } from './home';
import { keywordRoutes } from './keyword';
import { marketingRoutes } from './marketing';
import { onboardingRoutes } from './onboarding';
import { outreachRoutes } from './outreach';
import { overviewRoutes } from './overview';
import { matchRoute, type RoutePathMatch } from './paths';
import { ppcRoutes } from './ppc';
import { reportsRoutes } from './reports';
import { seoRoutes } from './seo';

// The screens' loaders are a chunk of their own (../router.tsx loadScreen): only their types here.
export type { ScreenKind, ScreenLoader } from './screens';
export { alternativeCompetitor, REDIRECTS, type RedirectRoute } from './paths';
export type { PageMeta, RouteEntry } from './entries';

/** The whole table, in the order of doc 1 §2, one file per section. */
export const ROUTES = [
  ...homeRoutes,
  ...marketingRoutes,
  ...buyingRoutes,
  ...onboardingRoutes,
  ...accountRoutes,
  ...backlinksRoutes,
  ...keywordRoutes,
  ...seoRoutes,
  ...ppcRoutes,
  ...overviewRoutes,
  ...outreachRoutes,
  ...reportsRoutes,
  ...apiDocsRoutes,
  ...adminRoutes,
  ...errorsRoutes,
] as const;

export type RouteName = (typeof ROUTES)[number]['name'];

const byName = new Map<string, RouteEntry>(ROUTES.map((route) => [route.name, route]));

/** The entry of a route name, or undefined for a name the table does not have. */
export function routeNamed(name: string): RouteEntry | undefined {
  return byName.get(name);
}

/** The route a pathname shows, with its params; `isAlias` when the path matched is one of its aliases. */
export type RouteMatch = RoutePathMatch<RouteEntry>;

/**
 * The route a pathname shows, with its params and texts (react-router's matching: case-insensitive,
 * a trailing slash allowed), or undefined for a redirect or an unknown path.
 */
export function routeAt(pathname: string): RouteMatch | undefined {
  return matchRoute(ROUTES as readonly RouteEntry[], pathname);
}

/** Routes that render the "not yet available" frame, until their issues land. */
export const FRAME_ROUTES: readonly RouteName[] = ROUTES.filter((route) => route.screen === 'coming-soon').map(
  (route) => route.name,
);

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
