/**
 * Walks the whole route table (doc 1 §2): every route renders its screen at its path and at each of
 * its aliases, every redirect lands where the spec says with the query string kept and the history
 * entry replaced, unknown paths go to the 404 page, and the '-alternative' wildcard works.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { frameFor } from './frame';
import { linkTo } from './linkTo';
import { pageTitle } from './pageMeta';
import { buildRoutes } from './router';
import {
  alternativeCompetitor,
  FRAME_ROUTES,
  REDIRECTS,
  routeAt,
  routeNamed,
  ROUTES,
  SECTIONS,
  sectionOf,
  type RouteEntry,
  type RouteName,
} from './routes';
import { SCREENS } from './routes/screens';
import { clearScrollPositions } from './scroll';
import { EMPTY_REQUEST_DRAFT, writeRequestDraft } from '../features/account/requestKeywords/requestKeywordsDraft';
import { EMPTY_DRAFT, writeDraft } from '../features/onboarding/onboardingDraft';
import { EMPTY_GUID } from '../lib/spec/identity';
import { COMING_SOON_TEXT, INFERRED_TEXT, TEXT, fill } from '../lib/spec/text';

// A research page counts its search toward the paywall: a first search, so every page shows.
vi.mock('../api/navigation', () => ({
  getPagePixel: vi.fn(() => Promise.resolve(new Blob())),
  jsonSearch: vi.fn(() => Promise.resolve({ searchCount: 1, showPaywall: false })),
}));

/** Params for the routes whose paths have them. */
const SAMPLE_PARAMS: Partial<Record<RouteName, Record<string, string>>> = {
  'recon:edit': { reportId: '42' },
  'recon:live-ranking': { id: '7' },
  'recon:live-ranking-details': { reportId: '42', termId: '9' },
  'marketing:alternative': { competitor: 'ahrefs' },
  'upgrade:annual': { clickType: 'sw3' },
};

/** The §2 named route targets used by links, and their paths. */
const NAMED_TARGETS: Record<string, string> = {
  'seo:overview': '/seo/overview',
  'seo:keywords': '/seo/keywords',
  'seo:backlinks': '/seo/backlinks',
  'seo:kombat': '/seo/kombat',
  'rank-tracking': '/rank-tracking',
  'ppc:overview': '/ppc/overview',
  'ppc:keywords': '/ppc/keywords',
  'ppc:adwords-advisor': '/ppc/adwords-advisor',
  'ppc:adwords_templates': '/ppc/adwords-templates',
  'ppc:ad-history': '/ppc/ad-history',
  'keyword:overview': '/keyword/overview',
  backlinks: '/backlinks',
  'keyword:ranking-history': '/keyword/ranking-history',
  'keyword:serp-analysis': '/keyword/serp-analysis',
  overview: '/overview',
  'auth:login': '/auth/login',
  'auth:forgotpassword': '/auth/forgotpassword',
  'account:settings': '/account/settings',
  'account:teammanagement': '/account/teammanagement',
  home: '/',
  mainpurchase: '/mainpurchase',
  'api:v1': '/api/v1',
  'api:v2': '/api/v2',
};

/** Pages of doc 2 whose path the spec does not give: the path is ours. */
const OUR_PATHS = ['/groups', '/account/admin', '/account/admin/import'];

/** Every path of doc 1 §2 that renders a page (redirects are below), written out from the spec. */
const SPEC_PATHS = [
  '/',
  '/althome',
  '/hq',
  '/competitor-projects',
  '/company',
  '/jobs',
  '/affiliates',
  '/memberperks',
  '/consulting',
  '/termsconditions',
  '/privacypolicy',
  '/vulnerability-disclosure-policy',
  '/mobilemonkey-offer',
  '/capital-one-spring-member-offer',
  '/clickcease-offer',
  '/rivalflow-offer',
  '/semrush-alternative',
  '/ahrefs-alternative',
  '/buy/register',
  '/mainpurchase',
  '/e',
  '/e/sw3',
  '/upgrade',
  '/freeaccount',
  '/account/receipt',
  '/event-redirector',
  '/onboarding',
  '/onboarding/2',
  '/onboarding/3',
  '/new-project',
  '/new-project/2',
  // §2 "Header and navigation": the account menu's Account Settings entry is /account.
  '/account',
  '/account/settings',
  '/account/requestkeywords',
  '/account/requestkeywords/step-1',
  '/account/requestkeywords/step-2',
  '/account/requestkeywords/step-3',
  '/account/receipts',
  '/account/subscription',
  '/account/teammanagement',
  '/account/teammanagement/users-added',
  '/account/reportdesign',
  '/account/api',
  '/account/scheduled-pdf-reports',
  '/add-users',
  '/add-users/users-added',
  '/auth/login',
  '/login',
  '/auth/forgotpassword',
  // Ours: the page the reset and team-invitation e-mails link to (the server's RESET_PASSWORD_PATH).
  '/auth/reset-password',
  '/auth/logout',
  '/backlinks',
  '/backlinks/backlinks-outreach',
  '/backlinks/backlinks',
  ...['overview', 'ad-history', 'ranking-history', 'serp-analysis', 'related-keywords', 'backlinks']
    .concat(['bulk-upload', 'bulk-upload/results', 'adwords-advisor'])
    .map((p) => `/keyword/${p}`),
  ...['overview', 'backlinks', 'competitors', 'ranking-history', 'keywords'].flatMap((p) => [
    `/seo/${p}`,
    `/seo/${p}/domain`,
    `/seo/${p}/url`,
  ]),
  '/seo/kombat',
  '/seo/top-pages',
  ...['overview', 'ad-history', 'competitors', 'keywords'].flatMap((p) => [
    `/ppc/${p}`,
    `/ppc/${p}/domain`,
    `/ppc/${p}/url`,
  ]),
  '/ppc/kombat',
  '/ppc/adwords-advisor',
  '/ppc/adwords-templates',
  '/ppc/adwords-templates/get-started',
  '/ppc/adwords-templates/download',
  '/overview',
  '/overview/domain',
  '/overview/url',
  '/homepage/overview',
  '/outreach/domain-top-lists',
  '/outreach/keyword-top-lists',
  '/outreach/top-lists/custom',
  '/outreach/leads',
  '/rank-tracking',
  '/tracking',
  '/custom-reports',
  '/recon',
  '/recon/product',
  '/recon/edit/42',
  ...['seo', 'ppc'].flatMap((k) => [1, 2, 3, 4].map((n) => `/recon/create/${k}/step-${n}`)),
  '/recon/live-ranking/7',
  '/recon/live-ranking-details/42/9',
  '/api/v2',
  '/api/v1',
  '/rivalflow',
  '/components',
  '/icons',
  '/sandbox',
  '/sandbox/hotdog',
  '/error/notfound',
  '/error/typo',
  '/error/servererror',
  '/scraper-freewall',
];

/** Every redirect of doc 1 §2 and §5: from → to. */
const SPEC_REDIRECTS: Record<string, string> = {
  '/keyword': '/keyword/overview',
  '/seo': '/seo/overview',
  '/ppc': '/ppc/overview',
  '/seo/reports': '/custom-reports',
  '/backlinks/domain': '/seo/backlinks',
  '/backlinks/url': '/seo/backlinks',
  '/backlinks/term': '/keyword/backlinks',
  '/keyword/adwords-advisor/term': '/keyword/adwords-advisor',
  '/api': '/api/v2',
  '/account/alerts': '/account/scheduled-pdf-reports',
  '/buy/payment': '/buy/register',
  '/buy/account': '/buy/register',
  '/adwords/templates': '/ppc/adwords-templates',
  '/outreach': '/outreach/domain-top-lists',
  '/recon/create': '/custom-reports',
  '/recon/create/seo': '/custom-reports',
  '/recon/create/ppc': '/custom-reports',
};

function renderAt(initialEntries: string[], initialIndex?: number) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries, initialIndex });
  render(<RouterProvider router={router} />);
  return router;
}

function pathOf(router: ReturnType<typeof renderAt>): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

/** The h1 a route's screen shows. */
function headingOf(route: RouteEntry, params: Record<string, string> = {}): string {
  switch (route.screen) {
    // Every page screen's h1 is its route title.
    case 'coming-soon':
    case 'home':
    case 'marketing':
    case 'comparison':
    case 'login':
    case 'logout':
    case 'forgot-password':
    case 'reset-password':
    case 'add-users':
    case 'free-account':
    case 'checkout':
    case 'plans':
    case 'receipts':
    case 'subscription':
    case 'settings':
    case 'team-management':
    case 'receipt':
    case 'onboarding-1':
    case 'onboarding-2':
    case 'onboarding-3':
    case 'upgrade':
    case 'upgrade-annual':
    case 'request-keywords':
    case 'request-keywords-1':
    case 'request-keywords-2':
    case 'request-keywords-3':
    case 'scheduled-pdf-reports':
    case 'new-project':
    case 'report-design':
    case 'api-usage':
    case 'admin-data-sources':
    case 'admin-import':
    case 'domain-overview':
    case 'seo-keywords':
    case 'seo-competitors':
    case 'seo-top-pages':
    case 'seo-backlinks':
    case 'seo-ranking-history':
    case 'seo-kombat':
    case 'ppc-kombat':
    case 'keyword-overview':
    case 'my-sites':
    case 'competitor-projects':
    case 'groups':
    case 'rank-tracking':
    case 'tracked-keywords':
      return fill(route.meta.title, params);
    case 'error-notfound':
      return TEXT.notFoundTitle;
    case 'error-typo':
      return TEXT.typoTitle;
    case 'error-servererror':
      return INFERRED_TEXT.serverErrorTitle;
    case 'scraper-freewall':
      return INFERRED_TEXT.freewallTitle;
  }
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  clearScrollPositions();
});

afterEach(() => {
  document.title = '';
});

describe('the route table', () => {
  it('has a unique name and a unique path for every route', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = (ROUTES as readonly RouteEntry[]).flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    const redirectPaths = REDIRECTS.map((r) => r.path);
    expect(new Set([...paths, ...redirectPaths]).size).toBe(paths.length + redirectPaths.length);
  });

  it('names routes in the section:page style and gives each a title and a description', () => {
    for (const route of ROUTES as readonly RouteEntry[]) {
      expect(route.name).toMatch(/^[a-z0-9_-]+(:[a-z0-9_-]+)*$/);
      expect(route.meta.title.length).toBeGreaterThan(0);
      expect(route.meta.description.length).toBeGreaterThan(20);
      expect(route.meta.description).not.toMatch(/lorem|ipsum|todo/i);
      // A navigation label only when it differs: the title is the default (one source per fact).
      if (route.label !== undefined) expect(route.label, route.name).not.toBe(route.meta.title);
    }
  });

  it('covers every path of doc 1 §2, and has no route the spec does not list but our own', () => {
    const tablePaths = new Set(
      (ROUTES as readonly RouteEntry[]).flatMap((route) =>
        route.suffixPattern
          ? []
          : [linkTo(route.name as RouteName, SAMPLE_PARAMS[route.name as RouteName]), ...(route.aliases ?? [])],
      ),
    );
    tablePaths.add('/ahrefs-alternative').add('/e');
    expect([...tablePaths].sort()).toEqual([...new Set([...SPEC_PATHS, ...OUR_PATHS])].sort());
    expect(Object.fromEntries(REDIRECTS.map((r) => [r.path, linkTo(r.to)]))).toEqual(SPEC_REDIRECTS);
  });

  it('resolves every named target of doc 1 §2 with linkTo', () => {
    for (const [name, path] of Object.entries(NAMED_TARGETS)) {
      expect(linkTo(name as RouteName)).toBe(path);
    }
  });

  it('flags the metadata doc 1 §2 asks for', () => {
    const meta = (name: RouteName) => routeNamed(name)?.meta;
    const adminPages = ['rivalflow', 'components', 'icons', 'account:admin', 'account:admin:import'] as const;
    for (const name of adminPages) expect(meta(name)?.isAdminOnly).toBe(true);
    expect(ROUTES.filter((r) => (r.meta as { isAdminOnly?: boolean }).isAdminOnly).length).toBe(adminPages.length);
    for (const name of ['api:v1', 'api:v2'] as const) expect(meta(name)?.showApiNavigation).toBe(true);
    for (const path of ['/company', '/jobs', '/privacypolicy', '/rivalflow-offer', '/semrush-alternative']) {
      expect(routeAt(path)?.route.meta).toMatchObject({ pageType: 'marketing', hideNavigation: true });
    }
    expect(routeAt('/ahrefs-alternative')?.route.meta).toMatchObject({ pageType: 'marketing', hideNavigation: true });
    expect(meta('marketing:capital-one-spring-member-offer')?.signUpCtaCouponCode).toBe('spring');
    expect(meta('seo:keywords:domain')).toMatchObject({ sectionName: 'seo', hasDomainOrUrlVariant: true });
    expect(meta('seo:kombat')?.hasDomainOrUrlVariant).toBeUndefined();
    expect(meta('keyword:overview')?.sectionName).toBe('keyword');
    expect(meta('overview:url')?.title).toBe('URL Overview');
    for (const name of ['buy:register', 'mainpurchase', 'upgrade', 'upgrade:annual', 'account:subscription'] as const) {
      expect(meta(name)).toMatchObject({ trackBillingCycles: true, forceStateRefresh: true });
    }
    expect(meta('account:settings')?.forceStateRefresh).toBe(true);
  });

  it('puts every route of a section navigation in the table, reachable with linkTo', () => {
    for (const section of SECTIONS) {
      for (const name of section.routes) expect(() => linkTo(name)).not.toThrow();
    }
    expect(sectionOf('seo:keywords:url')).toMatchObject({
      section: { label: 'SEO Research' },
      current: 'seo:keywords',
    });
    expect(sectionOf('recon:create-ppc:step-3')?.current).toBe('recon:create-ppc:step-3');
    expect(sectionOf('recon:live-ranking')?.current).toBe('recon');
    expect(sectionOf('error:notfound')).toBeUndefined();
  });

  it('lists the frame routes: every route but the error pages and the freewall', () => {
    expect(FRAME_ROUTES).not.toContain('error:notfound');
    expect(FRAME_ROUTES).not.toContain('scraper-freewall');
    expect(FRAME_ROUTES).not.toContain('home');
    expect(FRAME_ROUTES).not.toContain('marketing:alternative');
    expect(FRAME_ROUTES).toContain('seo:overview');
    // Pages with a screen of their own are not frames.
    for (const built of [
      'auth:login',
      'auth:logout',
      'auth:forgotpassword',
      'auth:reset-password',
      'add-users',
    ] as const) {
      expect(FRAME_ROUTES).not.toContain(built);
    }
  });
});

describe('alternativeCompetitor', () => {
  it('reads the competitor of a /{competitor}-alternative path', () => {
    expect(alternativeCompetitor('/ahrefs-alternative')).toBe('ahrefs');
    expect(alternativeCompetitor('/similar-web-alternative/')).toBe('similar-web');
    expect(alternativeCompetitor('/-alternative')).toBeUndefined();
    expect(alternativeCompetitor('/ahrefs-alternative/pricing')).toBeUndefined();
    expect(alternativeCompetitor('/blog/ahrefs-alternative')).toBeUndefined();
    expect(alternativeCompetitor('/ahrefs-alternatives')).toBeUndefined();
  });
});

describe('every route renders its screen', () => {
  const cases = (ROUTES as readonly RouteEntry[]).flatMap((route) => {
    const params = SAMPLE_PARAMS[route.name as RouteName] ?? {};
    const path = linkTo(route.name as RouteName, params);
    return [path, ...(route.aliases ?? [])].map((at) => ({ name: route.name, at, route, params }));
  });

  // Every screen's chunk (react-aria with the first that needs it) is loaded once up front, so the
  // walk times rendering, not a cold module load on a busy machine.
  beforeAll(async () => {
    await Promise.all(Object.values(SCREENS).map((load) => load()));
  }, 60_000);
  // An onboarding step opens only after the earlier ones: the tab holds a survey answered that far.
  beforeEach(() => {
    writeDraft(EMPTY_GUID, {
      ...EMPTY_DRAFT,
      name: 'Jane Marketer',
      onboardingDomain: 'example.com',
      onboardingDisplay: 'Example Store',
    });
    // Likewise a request-keywords step: the tab holds a request with its project chosen.
    writeRequestDraft(EMPTY_GUID, {
      ...EMPTY_REQUEST_DRAFT,
      requested: ['seo tools'],
      addedCount: 1,
      target: 'existing',
      existingProject: { id: 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b', name: 'Acme Corp' },
    });
  });
  afterEach(() => window.sessionStorage.clear());

  it.each(cases)('$name at $at', { timeout: 20_000 }, async ({ at, route, params }) => {
    const router = renderAt([at]);
    // A page may still load its own content chunk (the marketing pages do) on first render.
    expect(
      await screen.findByRole('heading', { level: 1, name: headingOf(route, params) }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(pathOf(router)).toBe(at);
    await waitFor(() => expect(document.title).toBe(pageTitle(route.meta, undefined, params)));
    if (route.screen === 'coming-soon') {
      expect(screen.getByRole('heading', { level: 2, name: COMING_SOON_TEXT.heading })).toBeInTheDocument();
      expect(screen.getByText(fill(route.meta.description, params))).toBeInTheDocument();
    }
  });

  it('/e takes its click type as an optional param', async () => {
    renderAt(['/e']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Switch to Annual Billing' })).toBeInTheDocument();
  });

  it('a searchable route shows the query and puts it in the title', async () => {
    renderAt(['/seo/keywords/domain?query=example.com']);
    expect(await screen.findByRole('heading', { level: 1, name: 'SEO Keyword Research' })).toBeInTheDocument();
    expect(screen.getByText('Search: example.com')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SEO Keyword Research: example.com'));
    const nav = screen.getByRole('navigation', { name: 'SEO Research' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Keywords' }));
    expect(screen.getByRole('link', { name: 'Keywords' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Backlinks' })).toHaveAttribute('href', '/seo/backlinks?query=example.com');
  });
});

describe('redirects', () => {
  it.each(REDIRECTS.map((r) => ({ from: r.path, to: linkTo(r.to) })))(
    '$from goes to $to, keeping the query and replacing the history entry',
    async ({ from, to }) => {
      const router = renderAt(['/hq']);
      await screen.findByRole('heading', { level: 1, name: 'My Sites' });
      await act(() => router.navigate(`${from}?query=example.com&b=12#top`));
      await waitFor(() => expect(pathOf(router)).toBe(`${to}?query=example.com&b=12#top`));
      expect(router.state.historyAction).toBe('REPLACE');
      await act(() => router.navigate(-1));
      await waitFor(() => expect(pathOf(router)).toBe('/hq'));
    },
  );

  it('replaces the entry on the first page load too, so Back never returns to the redirect', async () => {
    const router = renderAt(['/hq', '/backlinks/term?query=seo'], 1);
    await waitFor(() => expect(pathOf(router)).toBe('/keyword/backlinks?query=seo'));
    await screen.findByRole('heading', { level: 1, name: 'Keyword Backlinks' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(pathOf(router)).toBe('/hq'));
  });
});

describe('unknown paths', () => {
  it.each(['/no/such/page', '/seo/overview/term', '/ahrefs-alternative/pricing', '/-alternative'])(
    '%s goes to /error/notfound',
    async (path) => {
      const router = renderAt([path]);
      expect(await screen.findByRole('heading', { level: 1, name: TEXT.notFoundTitle })).toBeInTheDocument();
      expect(pathOf(router)).toBe('/error/notfound');
    },
  );

  it('serves any /{competitor}-alternative path as the comparison page', async () => {
    const router = renderAt(['/similar-web-alternative']);
    expect(await screen.findByRole('heading', { level: 1, name: 'The similar-web Alternative' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/similar-web-alternative');
    await waitFor(() => expect(document.title).toBe('The similar-web Alternative'));
  });
});

describe('frameFor', () => {
  it('gives a page outside any section no navigation', () => {
    const match = routeAt('/auth/logout');
    expect(match && frameFor(match)).toEqual({
      title: 'Log Out',
      description: routeNamed('auth:logout')?.meta.description,
      searchable: false,
      section: undefined,
      homeHref: '/',
    });
  });

  it('lights the base page for a variant and carries the query only within the search section', () => {
    const match = routeAt('/ppc/overview/url');
    const frame = match && frameFor(match, '?query=%20example.com%20&alt=3');
    expect(frame?.searchable).toBe(true);
    expect(frame?.section?.links.filter((l) => l.current).map((l) => l.label)).toEqual(['Overview']);
    expect(frame?.section?.links.find((l) => l.label === 'Keywords')?.href).toBe('/ppc/keywords?query=example.com');
    expect(frame?.section?.links.find((l) => l.label === 'Google Ads Templates')?.href).toBe('/ppc/adwords-templates');
  });

  it('leaves Subscription out of a team (child) account’s account navigation', () => {
    const match = routeAt('/account/settings');
    const labels = (isChildAccount: boolean) =>
      match && frameFor(match, '', { isChildAccount }).section?.links.map((l) => l.label);
    expect(labels(false)).toContain('Subscription');
    expect(labels(true)).not.toContain('Subscription');
    expect(labels(true)).toContain('Receipts');
  });
});
