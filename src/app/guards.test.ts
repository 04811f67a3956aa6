import { describe, expect, it, vi } from 'vitest';

import { botReasons, hasLiedBrowser, hasLiedOs } from './botDetection';
import {
  adminOnlyRule,
  billingCyclesRule,
  botRule as botRuleWith,
  EMPTY_RECON_CREATE,
  errorPageRule,
  failureStatus,
  freewallRule,
  type GuardInput,
  type GuardServices,
  isAllowedCrawler,
  isQuotedQuery,
  mayNeedRouteRules,
  ROUTE_RULE_KIT,
  knownSearchResult,
  expectedLookup,
  sameLookup,
  lookupFailureRule,
  lookupParams,
  needsSessionRefresh,
  normalizePath,
  pendingOnboardingRule,
  resultTypeRule,
  runGuardChain,
  searchQueryRule,
  searchSteps,
  sectionKindOf,
  sectionSwitchRule,
  stateRefreshRule,
  tooManySessionsRule,
  type BotSignals,
  type GuardLocation,
  variantBasePath,
  withParams,
} from './guards';
import { createRouteRules } from './routeGuards';
import type { AppRoute } from './routeMeta';
import { routePathAt } from './routes/paths';
import { ROUTE_TABLE } from './routes/table.gen';
import { ApiError } from '../api/client';
import { EMPTY_GUID } from '../lib/spec/identity';
import { initialEnvironment } from '../state/environment';
import type { SearchResult } from '../state/navigation';

const {
  accountAreaRule,
  accountOwnerOnlyRule,
  addUsersRule,
  necLoginRule,
  newProjectRule,
  onboardingRouteRule,
  reconRule,
  reconWizardRule,
  reconWizardStepReady,
  rivalflowOfferRule,
  rivalflowRule,
  ROUTE_RULES,
  seoKeywordsCompetitorsRule,
} = createRouteRules(ROUTE_RULE_KIT);
/** Step 4 with the heuristic the chain loads for it. */
const botRule = (guardInput: GuardInput) => botRuleWith(guardInput, botReasons);

// ---------------------------------------------------------------------------------------------
// A small route table and an input builder

const variants = { hasDomainOrUrlVariant: true } as const;
const ROUTES: AppRoute[] = [
  { name: 'home', path: '/', meta: {} },
  { name: 'company', path: '/company', meta: { pageType: 'marketing' } },
  { name: 'hq', path: '/hq', meta: {} },
  { name: 'overview', path: '/overview', meta: { sectionName: 'overview', ...variants } },
  { name: 'overview:domain', path: '/overview/domain', meta: { sectionName: 'overview', ...variants } },
  { name: 'overview:url', path: '/overview/url', meta: { sectionName: 'overview', ...variants } },
  { name: 'keyword:overview', path: '/keyword/overview', meta: { sectionName: 'keyword' } },
  { name: 'keyword:ranking-history', path: '/keyword/ranking-history', meta: { sectionName: 'keyword' } },
  { name: 'seo:overview', path: '/seo/overview', meta: { sectionName: 'seo', ...variants } },
  { name: 'seo:overview:domain', path: '/seo/overview/domain', meta: { sectionName: 'seo', ...variants } },
  { name: 'seo:overview:url', path: '/seo/overview/url', meta: { sectionName: 'seo', ...variants } },
  { name: 'seo:keywords:domain', path: '/seo/keywords/domain', meta: { sectionName: 'seo', ...variants } },
  { name: 'seo:kombat', path: '/seo/kombat', meta: { sectionName: 'seo' } },
  { name: 'backlinks', path: '/backlinks', meta: { sectionName: 'backlinks', ...variants } },
  { name: 'backlinks:term', path: '/backlinks/term', meta: { sectionName: 'backlinks' } },
  { name: 'rivalflow', path: '/rivalflow', meta: { isAdminOnly: true } },
  { name: 'buy:register', path: '/buy/register', meta: { trackBillingCycles: true, pageType: 'marketing' } },
  { name: 'account:settings', path: '/account/settings', meta: { forceStateRefresh: true } },
  { name: 'account:subscription', path: '/account/subscription', meta: { isAccountOwnerOnly: true } },
  { name: 'account:receipts', path: '/account/receipts', meta: {} },
];
const findRoute = (pathname: string) => ROUTES.find((route) => route.path === normalizePath(pathname));

function loc(href: string): GuardLocation {
  const url = new URL(href, 'http://rivalscope.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const HUMAN: BotSignals = {
  userAgent: CHROME_UA,
  webdriver: false,
  languageCount: 2,
  platform: 'Win32',
  vendor: 'Google Inc.',
};
const USER_ID = '5f0c6a52-3c1e-4f7a-9a4b-2d8e1c7b6a90';
const LOGGED_IN = { isLoggedIn: true, userId: USER_ID } as const;

type Overrides = {
  from?: string | null;
  user?: Partial<GuardInput['user']>;
  tracking?: Partial<GuardInput['tracking']>;
  environment?: Partial<GuardInput['environment']>;
  navigation?: Partial<GuardInput['navigation']>;
  reconCreate?: Partial<GuardInput['reconCreate']>;
  bot?: Partial<BotSignals>;
  botSample?: number;
};

function input(to: string, overrides: Overrides = {}): GuardInput {
  const target = loc(to);
  return {
    to: target,
    from: overrides.from === undefined || overrides.from === null ? null : loc(overrides.from),
    route: findRoute(target.pathname),
    findRoute,
    user: {
      isLoggedIn: false,
      userId: EMPTY_GUID,
      roles: [],
      isFullUser: false,
      isErrorPage: false,
      isTooManyActiveSessions: false,
      shouldShowOnboarding: false,
      isChildAccount: false,
      ...overrides.user,
    },
    tracking: { enableScraperFreewall: false, billingMonths: 0, ...overrides.tracking },
    environment: { ...initialEnvironment(), ...overrides.environment },
    navigation: {
      searchResult: null,
      lastTermSearch: null,
      lastURISearch: null,
      lastSearchedQuery: null,
      hasUserChangedQuery: false,
      ...overrides.navigation,
    },
    reconCreate: { ...EMPTY_RECON_CREATE, ...overrides.reconCreate },
    bot: { ...HUMAN, ...overrides.bot },
    botSample: overrides.botSample ?? 50,
  };
}

function result(resultType: SearchResult['resultType'], cleansedQuery: string): SearchResult {
  return { resultType, cleansedQuery, isSerpBacked: true, queryId: 1, wasQueryFound: true, isDemoData: false };
}

function services(overrides: Partial<GuardServices> = {}): GuardServices {
  return {
    refreshSessionInfo: vi.fn(async () => ({ isTooManyActiveSessions: false })),
    lookupQuery: vi.fn(async ({ query }) => result('domain', query)),
    routeRules: vi.fn(async () => ROUTE_RULES),
    botReasons: vi.fn(async () => botReasons),
    ...overrides,
  };
}

const to = (href: string) => ({ kind: 'redirect', to: href, replace: false, effects: [] });

// ---------------------------------------------------------------------------------------------

describe('helpers', () => {
  it('normalises paths: lower case, no trailing slash', () => {
    expect(normalizePath('/SEO/Overview/')).toBe('/seo/overview');
    expect(normalizePath('/')).toBe('/');
  });

  it('sets and removes query parameters, keeping the hash', () => {
    expect(withParams(loc('/a?x=1&query=b#h'), { query: null, b: '12' })).toBe('/a?x=1&b=12#h');
    expect(withParams(loc('/a?query=b'), {}, '/c')).toBe('/c?query=b');
  });

  it('strips a /domain, /url or /term variant suffix', () => {
    expect(variantBasePath('/seo/overview/domain')).toBe('/seo/overview');
    expect(variantBasePath('/backlinks/term')).toBe('/backlinks');
    expect(variantBasePath('/seo/kombat')).toBe('/seo/kombat');
  });
});

describe('step 1: error page', () => {
  it('goes to the server error route when the user state flags an error page', () => {
    expect(errorPageRule(input('/seo/overview', { user: { isErrorPage: true } }))).toEqual(to('/error/servererror'));
  });

  it('does nothing without the flag, or on an error route already', () => {
    expect(errorPageRule(input('/seo/overview'))).toBeNull();
    expect(errorPageRule(input('/error/typo', { user: { isErrorPage: true } }))).toBeNull();
  });
});

describe('step 2: scraper freewall', () => {
  const on = { tracking: { enableScraperFreewall: true } };

  it('sends a non-full user to the freewall with #benefits by default and a returnUrl', () => {
    expect(freewallRule(input('/seo/overview?query=a.com#pricing', on))).toEqual(
      to('/scraper-freewall?returnUrl=%2Fseo%2Foverview%3Fquery%3Da.com#benefits'),
    );
  });

  it.each(['#benefits', '#signup', '#login'])('keeps the hash %s', (hash) => {
    const decision = freewallRule(input(`/keyword/overview${hash}`, on));
    expect(decision).toMatchObject({
      kind: 'redirect',
      to: `/scraper-freewall?returnUrl=%2Fkeyword%2Foverview${hash}`,
    });
  });

  it.each(['/', '/auth', '/auth/login', '/auth/login/', '/scraper-freewall'])('leaves %s open', (path) => {
    expect(freewallRule(input(path, on))).toBeNull();
  });

  it('lets full users through, and does nothing when the freewall is off', () => {
    expect(freewallRule(input('/hq', { ...on, user: { isFullUser: true } }))).toBeNull();
    expect(freewallRule(input('/hq'))).toBeNull();
  });
});

describe('step 3: session refresh and too many sessions', () => {
  it('refreshes for a logged-in user when the path or the query changed', () => {
    expect(needsSessionRefresh(input('/hq', { user: LOGGED_IN, from: '/account/settings' }))).toBe(true);
    expect(needsSessionRefresh(input('/hq?a=2', { user: LOGGED_IN, from: '/hq?a=1' }))).toBe(true);
  });

  it('does not refresh on the first navigation, a hash change, or for a visitor', () => {
    expect(needsSessionRefresh(input('/hq', { user: LOGGED_IN }))).toBe(false);
    expect(needsSessionRefresh(input('/hq#x', { user: LOGGED_IN, from: '/hq' }))).toBe(false);
    expect(needsSessionRefresh(input('/hq', { from: '/company' }))).toBe(false);
  });

  it('sends a logged-in user with too many active sessions to add-users', () => {
    expect(tooManySessionsRule(input('/hq', { user: LOGGED_IN }), true)).toEqual(to('/add-users'));
    expect(tooManySessionsRule(input('/hq', { user: LOGGED_IN }), false)).toBeNull();
  });

  it('leaves add-users, log out and the error pages reachable', () => {
    for (const path of ['/add-users', '/add-users/users-added', '/auth/logout', '/error/servererror']) {
      expect(tooManySessionsRule(input(path, { user: LOGGED_IN }), true)).toBeNull();
    }
  });

  it('uses the refreshed answer in the chain, and the stored flag when the refresh fails', async () => {
    const fresh = services({ refreshSessionInfo: vi.fn(async () => ({ isTooManyActiveSessions: true })) });
    const moved = input('/hq', { user: LOGGED_IN, from: '/company' });
    expect(await runGuardChain(moved, fresh)).toMatchObject({ kind: 'redirect', to: '/add-users' });
    expect(fresh.refreshSessionInfo).toHaveBeenCalledTimes(1);

    const failing = services({ refreshSessionInfo: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const flagged = input('/hq', { user: { ...LOGGED_IN, isTooManyActiveSessions: true }, from: '/company' });
    expect(await runGuardChain(flagged, failing)).toMatchObject({ kind: 'redirect', to: '/add-users' });
  });
});

describe('step 4: bot detection (our heuristic, our slow-down path)', () => {
  const headless = { bot: { userAgent: CHROME_UA.replace('Chrome/', 'HeadlessChrome/') } };
  const loggedOutOn = { environment: { loggedOutBotDetection: true } };

  it('sends a matching browser to the slow-down path with a full page load', () => {
    expect(botRule(input('/seo/overview?query=a.com', { ...headless, ...loggedOutOn }))).toEqual({
      kind: 'reload',
      to: '/slow-down?returnUrl=%2Fseo%2Foverview%3Fquery%3Da.com',
      effects: [],
    });
  });

  it('checks the setting of the login state', () => {
    expect(botRule(input('/hq', { ...headless, ...loggedOutOn, user: LOGGED_IN }))).toBeNull();
    expect(
      botRule(input('/hq', { ...headless, user: LOGGED_IN, environment: { loggedInBotDetection: true } })),
    ).toMatchObject({ kind: 'reload' });
    expect(botRule(input('/hq', headless))).toBeNull();
  });

  it('lets the configured percentage of bots through', () => {
    const environment = { loggedOutBotDetection: true, percentOfBotsAllowed: 30 };
    expect(botRule(input('/hq', { ...headless, environment, botSample: 29 }))).toBeNull();
    expect(botRule(input('/hq', { ...headless, environment, botSample: 30 }))).toMatchObject({ kind: 'reload' });
    expect(
      botRule(input('/hq', { ...headless, environment: { ...environment, percentOfBotsAllowed: 100 }, botSample: 99 })),
    ).toBeNull();
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Applebot/0.1',
    'Mozilla/5.0 (compatible; RivalscopeBot/1.0; +https://rivalscope.dev/bot)',
  ])('ignores the crawler %s', (userAgent) => {
    expect(isAllowedCrawler(userAgent)).toBe(true);
    expect(botRule(input('/hq', { bot: { userAgent }, ...loggedOutOn }))).toBeNull();
  });

  it('does not send the slow-down path to itself', () => {
    expect(botRule(input('/slow-down?returnUrl=%2F', { ...headless, ...loggedOutOn }))).toBeNull();
  });

  it('finds no reason in an ordinary browser', () => {
    const everything = {
      ...input('/').environment,
      enableBotDetectionHasLiedOs: true,
      enableBotDetectionHasLiedBrowser: true,
    };
    expect(botReasons(HUMAN, everything)).toEqual([]);
  });

  it.each([
    [{ userAgent: '' }, 'no-user-agent'],
    [{ webdriver: true }, 'automation'],
    [{ userAgent: 'Mozilla/5.0 PhantomJS/2.1.1' }, 'headless'],
    [{ userAgent: 'python-requests/2.31.0' }, 'scripted-client'],
    [{ userAgent: 'curl/8.5.0' }, 'scripted-client'],
    [{ userAgent: 'Mozilla/5.0 (compatible; AhrefsBot/7.0)' }, 'crawler'],
    [{ languageCount: 0 }, 'no-languages'],
  ] as const)('flags %j as %s', (signals, reason) => {
    expect(botReasons({ ...HUMAN, ...signals }, input('/').environment)).toContain(reason);
  });

  it('counts a lying OS or browser only when that check is switched on', () => {
    const liar = { ...HUMAN, platform: 'Linux x86_64', vendor: '' };
    const off = input('/').environment;
    expect(botReasons(liar, off)).toEqual([]);
    expect(botReasons(liar, { ...off, enableBotDetectionHasLiedOs: true })).toEqual(['lied-os']);
    expect(botReasons(liar, { ...off, enableBotDetectionHasLiedBrowser: true })).toEqual(['lied-browser']);
  });

  it('compares the claimed OS with navigator.platform', () => {
    expect(hasLiedOs({ ...HUMAN, platform: 'MacIntel' })).toBe(true);
    expect(hasLiedOs({ ...HUMAN, platform: '' })).toBe(false);
    const iPad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
    expect(hasLiedOs({ ...HUMAN, userAgent: iPad, platform: 'MacIntel' })).toBe(false);
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
    expect(hasLiedOs({ ...HUMAN, userAgent: android, platform: 'Linux armv8l' })).toBe(false);
  });

  it('compares the claimed browser with navigator.vendor', () => {
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
    expect(hasLiedBrowser({ ...HUMAN, userAgent: firefox, vendor: '' })).toBe(false);
    expect(hasLiedBrowser({ ...HUMAN, userAgent: firefox, vendor: 'Google Inc.' })).toBe(true);
    const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
    expect(hasLiedBrowser({ ...HUMAN, userAgent: safari, vendor: 'Apple Computer, Inc.' })).toBe(false);
    expect(hasLiedBrowser({ ...HUMAN, userAgent: safari, vendor: 'Google Inc.' })).toBe(true);
    expect(hasLiedBrowser({ ...HUMAN, vendor: 'Apple Computer, Inc.' })).toBe(true);
  });
});

describe('step 5: routes without a query, empty queries', () => {
  it('leaves routes outside the search sections alone', () => {
    expect(searchQueryRule(input('/hq?query=a.com'))).toEqual({ decision: { kind: 'continue', effects: [] } });
  });

  it('leaves a search route without a query alone', () => {
    expect(searchQueryRule(input('/seo/overview'))).toEqual({ decision: { kind: 'continue', effects: [] } });
  });

  it.each(['/seo/overview?query=', '/seo/overview?query=%20%20'])('strips the empty query of %s', (href) => {
    expect(searchQueryRule(input(`${href}&b=1`))).toEqual({ decision: to('/seo/overview?b=1') });
  });

  it('passes the trimmed query on', () => {
    expect(searchQueryRule(input('/seo/overview?query=%20a.com%20'))).toEqual({ query: 'a.com' });
  });
});

describe('step 6: switching between keyword and domain/URL sections', () => {
  const carried = { from: '/keyword/overview?query=shoes' };

  it('reuses the last domain/URL search when a keyword query is carried into a domain section', () => {
    const decision = sectionSwitchRule(
      input('/seo/overview?query=shoes', { ...carried, navigation: { lastURISearch: { cleansedQuery: 'a.com' } } }),
      'shoes',
    );
    expect(decision).toEqual(to('/seo/overview?query=a.com'));
  });

  it('reuses the last term search the other way round', () => {
    const decision = sectionSwitchRule(
      input('/keyword/overview?query=a.com', {
        from: '/seo/overview/domain?query=a.com',
        navigation: { lastTermSearch: { cleansedQuery: 'shoes' } },
      }),
      'a.com',
    );
    expect(decision).toEqual(to('/keyword/overview?query=shoes'));
  });

  it('drops the query from the route when there is no last search of that kind', () => {
    expect(sectionSwitchRule(input('/seo/overview?query=shoes&x=1', carried), 'shoes')).toEqual(
      to('/seo/overview?x=1'),
    );
  });

  it('does nothing within one kind, for a new query, after the user changed it, or from the overview entry', () => {
    expect(sectionSwitchRule(input('/keyword/ranking-history?query=shoes', carried), 'shoes')).toBeNull();
    expect(sectionSwitchRule(input('/seo/overview?query=a.com', carried), 'a.com')).toBeNull();
    expect(
      sectionSwitchRule(
        input('/seo/overview?query=shoes', { ...carried, navigation: { hasUserChangedQuery: true } }),
        'shoes',
      ),
    ).toBeNull();
    expect(
      sectionSwitchRule(input('/keyword/overview?query=a.com', { from: '/overview?query=a.com' }), 'a.com'),
    ).toBeNull();
    expect(sectionSwitchRule(input('/seo/overview?query=shoes'), 'shoes')).toBeNull();
  });

  it('gives each section its kind', () => {
    expect(sectionKindOf(findRoute('/keyword/overview'))).toBe('term');
    expect(sectionKindOf(findRoute('/seo/kombat'))).toBe('site');
    expect(sectionKindOf(findRoute('/overview/url'))).toBe('site');
    expect(sectionKindOf(findRoute('/overview'))).toBe('any');
    expect(sectionKindOf(findRoute('/hq'))).toBeNull();
  });
});

describe('step 7: resolving a new query', () => {
  const held = { searchResult: result('domain', 'example.com'), lastSearchedQuery: 'https://www.Example.com/' };

  it('knows the last searched query and its cleansed form', () => {
    expect(knownSearchResult(input('/'), 'a.com')).toBeNull();
    expect(knownSearchResult(input('/', { navigation: held }), 'https://www.Example.com/')).toEqual(held.searchResult);
    expect(knownSearchResult(input('/', { navigation: held }), 'EXAMPLE.com')).toEqual(held.searchResult);
    expect(knownSearchResult(input('/', { navigation: held }), 'other.com')).toBeNull();
    expect(
      knownSearchResult(input('/', { navigation: { ...held, hasUserChangedQuery: true } }), 'example.com'),
    ).toBeNull();
  });

  it('tells the lookup step 7 will ask for before the chain runs', () => {
    const expected = (to: string, navigation = {}) => {
      const given = input(to, { navigation });
      return expectedLookup(given.to, given.route, given.navigation);
    };
    expect(expected('/overview/domain?query=%20a.com%20')).toEqual({
      query: 'a.com',
      tryAsTermFirst: false,
      isSiteQuery: false,
    });
    expect(expected('/keyword/overview?query=%22shoes%22')).toMatchObject({ tryAsTermFirst: true });
    // No search section, no query, or a query the store already resolves: no lookup.
    expect(expected('/hq?query=a.com')).toBeNull();
    expect(expected('/overview/domain?query=%20')).toBeNull();
    expect(expected('/overview/domain?query=EXAMPLE.com', held)).toBeNull();
    expect(sameLookup(lookupParams('a.com'), lookupParams('a.com'))).toBe(true);
    expect(sameLookup(lookupParams('a.com'), lookupParams('"a.com"'))).toBe(false);
  });

  it('tries a query in matching quotes as a term first', () => {
    expect(isQuotedQuery('"running shoes"')).toBe(true);
    expect(isQuotedQuery("'running shoes'")).toBe(true);
    expect(isQuotedQuery('"running shoes\'')).toBe(false);
    expect(isQuotedQuery('"')).toBe(false);
    expect(lookupParams('"a.com"')).toEqual({ query: '"a.com"', tryAsTermFirst: true, isSiteQuery: false });
    expect(lookupParams('a.com')).toEqual({ query: 'a.com', tryAsTermFirst: false, isSiteQuery: false });
  });

  it('sends a 400 to the typo page and any other failure to the server error page (default 500)', () => {
    expect(lookupFailureRule(new ApiError(400, 'bad'), 'htp:/x')).toEqual(to('/error/typo?query=htp%3A%2Fx'));
    expect(lookupFailureRule(new ApiError(503, 'down'), 'a.com')).toEqual(to('/error/servererror?status=503'));
    expect(lookupFailureRule(new TypeError('Failed to fetch'), 'a.com')).toEqual(to('/error/servererror?status=500'));
    expect(failureStatus({ status: 42 })).toBe(500);
  });

  it('looks a new query up once and records it; a known one is not looked up', async () => {
    const api = services({ lookupQuery: vi.fn(async () => result('domain', 'a.com')) });
    const decision = await searchSteps(input('/overview/domain?query=a.com'), api);
    expect(api.lookupQuery).toHaveBeenCalledWith({ query: 'a.com', tryAsTermFirst: false, isSiteQuery: false });
    expect(decision).toEqual({
      kind: 'continue',
      effects: [{ type: 'recordSearch', query: 'a.com', result: result('domain', 'a.com') }],
    });

    const again = await searchSteps(
      input('/overview/domain?query=a.com', {
        navigation: { searchResult: result('domain', 'a.com'), lastSearchedQuery: 'a.com' },
      }),
      api,
    );
    expect(api.lookupQuery).toHaveBeenCalledTimes(1);
    expect(again).toEqual({ kind: 'continue', effects: [] });
  });

  it('turns a failed lookup into the error redirect', async () => {
    const api = services({ lookupQuery: vi.fn(async () => Promise.reject(new ApiError(400, 'bad'))) });
    expect(await searchSteps(input('/overview?query=htp:/x'), api)).toEqual(to('/error/typo?query=htp%3A%2Fx'));
  });
});

describe('step 8: the page for the result type', () => {
  it.each([
    ['term', '/overview?query=q', '/keyword/overview?query=q'],
    ['url', '/overview?query=q', '/overview/url?query=q'],
    ['domain', '/overview?query=q', '/overview/domain?query=q'],
    ['url', '/seo/overview/domain?query=q&x=1', '/seo/overview/url?query=q&x=1'],
    ['domain', '/seo/overview?query=q', '/seo/overview/domain?query=q'],
    ['term', '/seo/overview/domain?query=q', '/keyword/overview?query=q'],
    ['term', '/backlinks?query=q', '/backlinks/term?query=q'],
    ['term', '/seo/kombat?query=q', '/keyword/overview?query=q'],
  ] as const)('sends a %s result on %s to %s', (type, href, target) => {
    expect(resultTypeRule(input(href), result(type, 'q'))).toEqual(to(target));
  });

  it.each([
    ['term', '/keyword/ranking-history?query=q'],
    ['domain', '/seo/overview/domain?query=q'],
    ['url', '/overview/url?query=q'],
    ['domain', '/seo/kombat?query=q'],
  ] as const)('keeps a %s result on %s', (type, href) => {
    expect(resultTypeRule(input(href), result(type, 'q'))).toBeNull();
  });

  it("sends a keyword page with a domain or URL result to that overview with the 'redirected as domain' flag", () => {
    const flag = [{ type: 'setRedirectedAsDomain', value: true }];
    expect(resultTypeRule(input('/keyword/ranking-history?query=a.com'), result('domain', 'a.com'))).toEqual({
      ...to('/overview/domain?query=a.com'),
      effects: flag,
    });
    expect(resultTypeRule(input('/keyword/overview?query=a.com/p'), result('url', 'a.com/p'))).toEqual({
      ...to('/overview/url?query=a.com%2Fp'),
      effects: flag,
    });
  });

  it('records the search before the redirect', async () => {
    const api = services({ lookupQuery: vi.fn(async () => result('term', 'shoes')) });
    expect(
      await searchSteps(input('/overview?query=shoes', { navigation: { hasUserChangedQuery: true } }), api),
    ).toEqual({
      ...to('/keyword/overview?query=shoes'),
      effects: [{ type: 'recordSearch', query: 'shoes', result: result('term', 'shoes') }],
    });
  });
});

describe('before each route', () => {
  it('sends non-admins home from admin-only routes', () => {
    expect(adminOnlyRule(input('/rivalflow', { user: LOGGED_IN }))).toEqual(to('/'));
    expect(adminOnlyRule(input('/rivalflow', { user: { ...LOGGED_IN, roles: ['admin'] } }))).toBeNull();
    expect(adminOnlyRule(input('/hq'))).toBeNull();
  });

  it('sends non-marketing pages to onboarding step 1 while onboarding is pending', () => {
    const pending = { user: { ...LOGGED_IN, shouldShowOnboarding: true } };
    expect(pendingOnboardingRule(input('/hq', pending))).toEqual(to('/onboarding'));
    expect(pendingOnboardingRule(input('/company', pending))).toBeNull();
    for (const path of [
      '/onboarding',
      '/onboarding/2',
      '/onboarding/3',
      '/auth/logout',
      '/error/notfound',
      '/add-users',
      // A buyer's new account sees its receipt first.
      '/account/receipt?receiptId=50231',
    ]) {
      expect(pendingOnboardingRule(input(path, pending))).toBeNull();
    }
    expect(pendingOnboardingRule(input('/hq', { user: LOGGED_IN }))).toBeNull();
  });

  it('forces b to the billing months on routes that track billing cycles', () => {
    expect(billingCyclesRule(input('/buy/register?purchaseid=1139', { tracking: { billingMonths: 12 } }))).toEqual(
      to('/buy/register?purchaseid=1139&b=12'),
    );
    expect(billingCyclesRule(input('/buy/register?b=3', { tracking: { billingMonths: 1 } }))).toEqual(
      to('/buy/register?b=1'),
    );
    expect(billingCyclesRule(input('/buy/register?b=1', { tracking: { billingMonths: 1 } }))).toBeNull();
    expect(billingCyclesRule(input('/hq?b=3'))).toBeNull();
  });

  it('reloads the state on forceStateRefresh routes and asks for the hourly refresh elsewhere', () => {
    expect(stateRefreshRule(input('/account/settings', { from: '/hq' }))).toEqual({
      kind: 'continue',
      effects: [{ type: 'reloadActiveState' }],
    });
    expect(stateRefreshRule(input('/hq', { from: '/company' }))).toEqual({
      kind: 'continue',
      effects: [{ type: 'refreshActiveState' }],
    });
  });

  it('asks only for the hourly refresh on the first navigation (the state was just loaded)', () => {
    expect(stateRefreshRule(input('/account/settings'))).toEqual({
      kind: 'continue',
      effects: [{ type: 'refreshActiveState' }],
    });
  });
});

describe('per-route guards (doc 1 §5)', () => {
  it('onboarding needs login (else home) and pending onboarding (else hq)', () => {
    expect(onboardingRouteRule(input('/onboarding/2'))).toEqual(to('/'));
    expect(onboardingRouteRule(input('/onboarding', { user: LOGGED_IN }))).toEqual(to('/hq'));
    expect(
      onboardingRouteRule(input('/onboarding/3', { user: { ...LOGGED_IN, shouldShowOnboarding: true } })),
    ).toBeNull();
  });

  it('/new-project needs login (else home) and, logged in, redirects to hq', () => {
    expect(newProjectRule(input('/new-project'))).toEqual(to('/'));
    expect(newProjectRule(input('/new-project', { user: LOGGED_IN }))).toEqual(to('/hq'));
    expect(newProjectRule(input('/new-project/2'))).toEqual(to('/'));
    expect(newProjectRule(input('/new-project/2', { user: LOGGED_IN }))).toBeNull();
  });

  it('/rivalflow needs login, else home', () => {
    expect(rivalflowRule(input('/rivalflow'))).toEqual(to('/'));
    expect(rivalflowRule(input('/rivalflow', { user: LOGGED_IN }))).toBeNull();
  });

  it('/add-users needs login, else login', () => {
    expect(addUsersRule(input('/add-users'))).toEqual(to('/auth/login'));
    expect(addUsersRule(input('/add-users/users-added'))).toEqual(to('/auth/login'));
    expect(addUsersRule(input('/add-users', { user: LOGGED_IN }))).toBeNull();
  });

  it('/rivalflow-offer needs login, else login with a returnUrl', () => {
    expect(rivalflowOfferRule(input('/rivalflow-offer'))).toEqual(to('/auth/login?returnUrl=%2Frivalflow-offer'));
    expect(rivalflowOfferRule(input('/rivalflow-offer', { user: LOGGED_IN }))).toBeNull();
  });

  it('/seo/keywords/domain with competitors needs login, else login with a returnUrl', () => {
    expect(seoKeywordsCompetitorsRule(input('/seo/keywords/domain?query=a.com&competitors=b.com'))).toEqual(
      to('/auth/login?returnUrl=%2Fseo%2Fkeywords%2Fdomain%3Fquery%3Da.com%26competitors%3Db.com'),
    );
    expect(seoKeywordsCompetitorsRule(input('/seo/keywords/domain?query=a.com'))).toBeNull();
    expect(seoKeywordsCompetitorsRule(input('/seo/keywords/domain?competitors=b.com', { user: LOGGED_IN }))).toBeNull();
  });

  it('account, hq, competitor-projects and the groups page reload the page without login or with the empty GUID', () => {
    for (const path of ['/account', '/account/settings', '/hq', '/competitor-projects', '/groups']) {
      expect(accountAreaRule(input(path, { from: '/company' }))).toEqual({ kind: 'reload', to: path, effects: [] });
    }
    expect(accountAreaRule(input('/hq?x=1', { from: '/', user: { isLoggedIn: true, userId: EMPTY_GUID } }))).toEqual({
      kind: 'reload',
      to: '/hq?x=1',
      effects: [],
    });
    expect(accountAreaRule(input('/hq', { user: LOGGED_IN, from: '/' }))).toBeNull();
    expect(accountAreaRule(input('/company', { from: '/' }))).toBeNull();
  });

  it('goes to login instead of reloading on the first load (a reload would loop)', () => {
    expect(accountAreaRule(input('/account/settings'))).toEqual(to('/auth/login?returnUrl=%2Faccount%2Fsettings'));
    expect(accountAreaRule(input('/groups?projectId=p1'))).toEqual(
      to('/auth/login?returnUrl=%2Fgroups%3FprojectId%3Dp1'),
    );
  });

  it('sends a team (child) account from the subscription page to the settings; the owner stays', () => {
    const child = { ...LOGGED_IN, isChildAccount: true };
    expect(accountOwnerOnlyRule(input('/account/subscription', { user: child }))).toEqual(to('/account/settings'));
    expect(accountOwnerOnlyRule(input('/account/subscription', { user: LOGGED_IN }))).toBeNull();
    expect(accountOwnerOnlyRule(input('/account/receipts', { user: child }))).toBeNull();
  });

  it('clears the stored modal timestamp on the account page when nec-login=clear', () => {
    expect(necLoginRule(input('/account?nec-login=clear'))).toEqual({
      kind: 'continue',
      effects: [{ type: 'clearNecLoginModalTimestamp' }],
    });
    expect(necLoginRule(input('/account?nec-login=keep'))).toBeNull();
    expect(necLoginRule(input('/hq?nec-login=clear'))).toBeNull();
  });

  it('recon: create paths go to custom-reports; list, product and create steps are open; the rest needs login', () => {
    for (const path of ['/recon/create', '/recon/create/seo', '/recon/create/ppc']) {
      expect(reconRule(input(path))).toEqual(to('/custom-reports'));
    }
    for (const path of ['/recon', '/recon/product', '/recon/create/seo/step-1', '/recon/create/ppc/step-4']) {
      expect(reconRule(input(path))).toBeNull();
    }
    for (const path of ['/recon/edit/7', '/recon/live-ranking/3', '/recon/live-ranking-details/3/9']) {
      expect(reconRule(input(path))).toEqual(to('/recon/product'));
      expect(reconRule(input(path, { user: LOGGED_IN }))).toBeNull();
    }
    expect(reconRule(input('/reconnect'))).toBeNull();
  });

  it('recon wizard: step 2 needs a valid primary domain or a domain query', () => {
    const none = new URLSearchParams();
    expect(reconWizardStepReady(2, EMPTY_RECON_CREATE, none)).toBe(false);
    expect(
      reconWizardStepReady(2, { ...EMPTY_RECON_CREATE, primaryDomain: { value: 'a.com', isValid: true } }, none),
    ).toBe(true);
    expect(
      reconWizardStepReady(2, { ...EMPTY_RECON_CREATE, primaryDomain: { value: 'a', isValid: false } }, none),
    ).toBe(false);
    expect(reconWizardStepReady(2, EMPTY_RECON_CREATE, new URLSearchParams('domain=a.com'))).toBe(true);
    expect(reconWizardRule(input('/recon/create/seo/step-2'))).toEqual(to('/recon/create/seo/step-1'));
    expect(reconWizardRule(input('/recon/create/seo/step-1'))).toBeNull();
  });

  it('recon wizard: step 3 also needs the keywords CSV, or the keywordsCsv and domain queries', () => {
    const domain = { ...EMPTY_RECON_CREATE, primaryDomain: { value: 'a.com', isValid: true } };
    expect(reconWizardStepReady(3, domain, new URLSearchParams())).toBe(false);
    expect(reconWizardStepReady(3, { ...domain, keywordsCsv: 'shoes,boots' }, new URLSearchParams())).toBe(true);
    expect(reconWizardStepReady(3, EMPTY_RECON_CREATE, new URLSearchParams('domain=a.com&keywordsCsv=shoes'))).toBe(
      true,
    );
    expect(reconWizardStepReady(3, EMPTY_RECON_CREATE, new URLSearchParams('keywordsCsv=shoes'))).toBe(false);
    expect(reconWizardRule(input('/recon/create/ppc/step-3?domain=a.com'))).toEqual(
      to('/recon/create/ppc/step-2?domain=a.com'),
    );
  });

  it('recon wizard: step 4 also needs the competitors, or the competitors, keywordsCsv and domain queries', () => {
    const ready3 = { primaryDomain: { value: 'a.com', isValid: true }, keywordsCsv: 'shoes', competitors: [] };
    expect(reconWizardStepReady(4, ready3, new URLSearchParams())).toBe(false);
    expect(reconWizardStepReady(4, { ...ready3, competitors: ['b.com'] }, new URLSearchParams())).toBe(true);
    const all = new URLSearchParams('domain=a.com&keywordsCsv=shoes&competitors=b.com');
    expect(reconWizardStepReady(4, EMPTY_RECON_CREATE, all)).toBe(true);
    expect(reconWizardStepReady(4, EMPTY_RECON_CREATE, new URLSearchParams('domain=a.com&competitors=b.com'))).toBe(
      false,
    );
    expect(reconWizardRule(input('/recon/create/seo/step-4', { reconCreate: ready3 }))).toEqual(
      to('/recon/create/seo/step-3'),
    );
    expect(
      reconWizardRule(input('/recon/create/seo/step-4', { reconCreate: { ...ready3, competitors: ['b.com'] } })),
    ).toBeNull();
  });
});

describe('the whole chain, in order', () => {
  it('puts the error page first', async () => {
    const everything = input('/seo/overview', {
      user: { isErrorPage: true },
      tracking: { enableScraperFreewall: true },
    });
    expect(await runGuardChain(everything, services())).toEqual(to('/error/servererror'));
  });

  it('puts the freewall before the session and bot checks', async () => {
    const api = services({ refreshSessionInfo: vi.fn(async () => ({ isTooManyActiveSessions: true })) });
    const decision = await runGuardChain(
      input('/hq', { user: LOGGED_IN, from: '/company', tracking: { enableScraperFreewall: true } }),
      api,
    );
    expect(decision).toMatchObject({ kind: 'redirect', to: '/scraper-freewall?returnUrl=%2Fhq#benefits' });
    expect(api.refreshSessionInfo).not.toHaveBeenCalled();
  });

  it('puts too many sessions before bot detection, and bot detection before the query lookup', async () => {
    const api = services();
    const bot = {
      bot: { webdriver: true },
      environment: { loggedInBotDetection: true, loggedOutBotDetection: true },
    };
    const many = input('/hq', { ...bot, user: { ...LOGGED_IN, isTooManyActiveSessions: true } });
    expect(await runGuardChain(many, api)).toMatchObject({ kind: 'redirect', to: '/add-users' });
    expect(await runGuardChain(input('/overview?query=a.com', bot), api)).toMatchObject({ kind: 'reload' });
    expect(api.lookupQuery).not.toHaveBeenCalled();
  });

  it('runs the search steps before the before-each rules, and carries the effects gathered so far', async () => {
    const api = services({ lookupQuery: vi.fn(async () => result('domain', 'a.com')) });
    const decision = await runGuardChain(
      input('/seo/overview/domain?query=a.com', { user: { ...LOGGED_IN, shouldShowOnboarding: true }, from: '/hq' }),
      api,
    );
    expect(decision).toEqual({
      ...to('/onboarding'),
      effects: [{ type: 'recordSearch', query: 'a.com', result: result('domain', 'a.com') }],
    });
  });

  it('lets a clean navigation through with the hourly refresh', async () => {
    expect(await runGuardChain(input('/company', { from: '/' }), services())).toEqual({
      kind: 'continue',
      effects: [{ type: 'refreshActiveState' }],
    });
  });

  it('runs the before-each rules before the route guards', async () => {
    const decision = await runGuardChain(input('/rivalflow', { from: '/' }), services());
    expect(decision).toEqual(to('/'));
  });

  it('gathers the route guards’ effects after the refresh effect', async () => {
    const decision = await runGuardChain(
      input('/account/settings?nec-login=clear', { user: LOGGED_IN, from: '/hq' }),
      services(),
    );
    expect(decision).toEqual({
      kind: 'continue',
      effects: [{ type: 'reloadActiveState' }, { type: 'clearNecLoginModalTimestamp' }],
    });
  });
});

describe('the chain’s lazily loaded parts (./routeGuards.ts, ./botDetection.ts)', () => {
  /** Every path and alias of the app's route table, a parameter filled in, and one path below each. */
  const TABLE_PATHS = ROUTE_TABLE.flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((path) => path.replace(/:\w+\??/g, 'x')),
  ).flatMap((path) => [path, `${path === '/' ? '' : path}/extra`]);
  const USERS: Partial<GuardInput['user']>[] = [
    {},
    LOGGED_IN,
    { ...LOGGED_IN, shouldShowOnboarding: true, isChildAccount: true },
    { isLoggedIn: true, userId: EMPTY_GUID },
  ];
  const QUERIES = ['', '?competitors=a.com&domain=a.com', '?nec-login=clear', '?query=a.com'];
  const tableInput = (href: string, user: Partial<GuardInput['user']>, from: string | null): GuardInput => {
    const base = input(href, { user, from });
    return { ...base, route: routePathAt(base.to.pathname)?.route, findRoute: (path) => routePathAt(path)?.route };
  };

  it('is not needed where no rule acts, on any path of the route table, for anyone', () => {
    let skipped = 0;
    const acting: string[] = [];
    // A rule that acts on a first navigation also acts on a later one (the account area's differ only in how).
    for (const path of TABLE_PATHS)
      for (const query of QUERIES)
        for (const user of USERS) {
          const guardInput = tableInput(`${path}${query}`, user, null);
          if (mayNeedRouteRules(guardInput)) continue;
          skipped += 1;
          if (ROUTE_RULES.some((rule) => rule(guardInput) !== null)) acting.push(`${path}${query}`);
        }
    expect(acting).toEqual([]);
    // The check covers most of the table: the public and research pages.
    expect(skipped).toBeGreaterThan(TABLE_PATHS.length);
    // Some thousand inputs matched against the whole table: room on a loaded machine.
  }, 30_000);

  it('is needed on the pages a rule watches', () => {
    for (const path of ['/hq', '/account/settings', '/onboarding/2', '/recon/create', '/new-project/2', '/groups'])
      expect(mayNeedRouteRules(tableInput(path, {}, null)), path).toBe(true);
    for (const path of ['/', '/company', '/overview/domain', '/auth/login', '/semrush-alternative'])
      expect(mayNeedRouteRules(tableInput(path, {}, null)), path).toBe(false);
  });

  it('is loaded by the chain only when a rule may act', async () => {
    const api = services();
    expect(await runGuardChain(input('/company', { from: '/' }), api)).toMatchObject({ kind: 'continue' });
    expect(api.routeRules).not.toHaveBeenCalled();
    expect(await runGuardChain(input('/hq', { from: '/' }), api)).toMatchObject({ kind: 'reload' });
    expect(api.routeRules).toHaveBeenCalledTimes(1);
  });

  it('loads the bot heuristic only while detection is on', async () => {
    const api = services();
    const headless = { bot: { userAgent: 'HeadlessChrome/124' }, botSample: 99 };
    expect(await runGuardChain(input('/company', { ...headless, from: '/' }), api)).toMatchObject({ kind: 'continue' });
    expect(api.botReasons).not.toHaveBeenCalled();
    const on = { environment: { loggedOutBotDetection: true } };
    expect(await runGuardChain(input('/company', { ...headless, ...on, from: '/' }), api)).toMatchObject({
      kind: 'reload',
    });
    expect(api.botReasons).toHaveBeenCalledTimes(1);
  });
});
