import { render, screen } from '@testing-library/react';
import { createMemoryRouter, redirect, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  applyGuardEffect,
  browserBotSample,
  browserBotSignals,
  countSearchFor,
  createGuards,
  prefetchRouteReads,
  type GuardOptions,
} from './guardLoader';
import { EMPTY_RECON_CREATE, normalizePath, type GuardServices } from './guards';
import type { AppRoute } from './routeMeta';
import { getActiveState } from '../api/activeState';
import { jsonSearch } from '../api/navigation';
import type { OverviewAnswer } from '../features/research/overview/overview';
import { discardOverviewPrefetch, prefetchDeps, takePrefetched } from '../features/research/overview/overviewPrefetch';
import { DEFAULT_COUNTRY_CODE } from '../lib/countries';
import { BOT_SAMPLE_STORAGE_KEY, MAX_GUARD_REDIRECTS, NEC_LOGIN_MODAL_STORAGE_KEY } from '../lib/spec/navigation';
import type { SearchResult } from '../state';
import { cancelActiveStateRefresh, navigation, resetStores, session, tracking, user } from '../state';
import { initialEnvironment } from '../state/environment';

vi.mock('../api/account', () => ({ getSessionInfo: vi.fn() }));
vi.mock('../api/activeState', () => ({ getActiveState: vi.fn() }));
vi.mock('../api/navigation', () => ({ lookupQuery: vi.fn(), pollSession: vi.fn(), jsonSearch: vi.fn() }));

const USER_ID = '5f0c6a52-3c1e-4f7a-9a4b-2d8e1c7b6a90';

/** A tiny route table: the AppRoute metadata and the react-router routes built from it. */
const TABLE: AppRoute[] = [
  { name: 'home', path: '/', meta: {} },
  { name: 'hq', path: '/hq', meta: {} },
  { name: 'company', path: '/company', meta: { pageType: 'marketing' } },
  { name: 'overview', path: '/overview', meta: { sectionName: 'overview', hasDomainOrUrlVariant: true } },
  { name: 'overview:domain', path: '/overview/domain', meta: { sectionName: 'overview', hasDomainOrUrlVariant: true } },
  { name: 'overview:url', path: '/overview/url', meta: { sectionName: 'overview', hasDomainOrUrlVariant: true } },
  { name: 'keyword:overview', path: '/keyword/overview', meta: { sectionName: 'keyword' } },
  { name: 'rivalflow', path: '/rivalflow', meta: { isAdminOnly: true } },
  { name: 'account', path: '/account', meta: { forceStateRefresh: true } },
  { name: 'scraper-freewall', path: '/scraper-freewall', meta: {} },
  { name: 'error:typo', path: '/error/typo', meta: {} },
  { name: 'auth:login', path: '/auth/login', meta: {} },
  { name: 'reloaded', path: '/reloaded', meta: {} },
];
const findRoute = (pathname: string) => TABLE.find((route) => route.path === normalizePath(pathname));
const ROUTES: RouteObject[] = TABLE.map((route) => ({ path: route.path, element: <p>page {route.name}</p> }));

function result(resultType: SearchResult['resultType'], cleansedQuery: string): SearchResult {
  return { resultType, cleansedQuery, isSerpBacked: true, queryId: 7, wasQueryFound: true, isDemoData: false };
}

/** The network calls faked; the per-route guards and the bot heuristic load as in the app. */
function fakeServices(): Pick<GuardServices, 'refreshSessionInfo' | 'lookupQuery'> {
  return {
    refreshSessionInfo: vi.fn(async () => ({ isTooManyActiveSessions: false })),
    lookupQuery: vi.fn(async ({ query }) => result(query.includes('.') ? 'domain' : 'term', query)),
  };
}

function setup(initialEntry: string, options: Partial<GuardOptions> = {}) {
  const services = fakeServices();
  const bootstrap = vi.fn(async () => undefined);
  const reload = vi.fn(() => redirect('/reloaded'));
  const guards = createGuards({
    findRoute,
    services,
    bootstrap,
    reload,
    // Each test that reads early or counts says so; the others leave the network alone.
    prefetch: vi.fn(() => null),
    countSearch: vi.fn(),
    getBotSample: () => 50,
    getBotSignals: () => ({
      userAgent: 'Mozilla/5.0 Chrome/124.0',
      webdriver: false,
      languageCount: 1,
      platform: '',
      vendor: 'Google Inc.',
    }),
    ...options,
  });
  const router = createMemoryRouter(guards.wrap(ROUTES), { initialEntries: [initialEntry] });
  guards.bindRouter(router);
  const ready = new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else {
      const stop = router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') {
          stop();
          resolve();
        }
      });
    }
  });
  const href = () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { router, guards, services, bootstrap, reload, ready, href };
}

function logIn(extra: Partial<typeof user> = {}) {
  Object.assign(user, { isLoggedIn: true, userId: USER_ID, ...extra });
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(getActiveState).mockReset();
});

afterEach(() => cancelActiveStateRefresh());

describe('the guard loader in a data router', () => {
  it('lets a clean first navigation through, after the bootstrap ran once', async () => {
    const { router, bootstrap, ready, href } = setup('/company');
    await ready;
    expect(href()).toBe('/company');
    await router.navigate('/overview');
    expect(href()).toBe('/overview');
    expect(bootstrap).toHaveBeenCalledTimes(1);
  });

  it('replaces the history entry when the first navigation is redirected', async () => {
    logIn();
    const { router, ready, href } = setup('/rivalflow');
    await ready;
    expect(href()).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('pushes a redirect of a later navigation in place of the one asked for', async () => {
    const { router, ready, href } = setup('/company');
    await ready;
    await router.navigate('/rivalflow');
    expect(href()).toBe('/');
    expect(router.state.historyAction).toBe('PUSH');
    await router.navigate(-1);
    expect(href()).toBe('/company');
  });

  it('runs on every navigation, the previous location feeding step 3', async () => {
    logIn();
    const { router, services, ready } = setup('/hq');
    await ready;
    expect(services.refreshSessionInfo).not.toHaveBeenCalled();
    await router.navigate('/company');
    await router.navigate('/company?x=1');
    await router.navigate('/company?x=1#top');
    expect(services.refreshSessionInfo).toHaveBeenCalledTimes(2);
  });

  it('reads the hash of the pending location from the bound router (freewall keeps #signup)', async () => {
    tracking.enableScraperFreewall = true;
    const { router, ready, href } = setup('/company#login');
    await ready;
    expect(href()).toBe('/scraper-freewall?returnUrl=%2Fcompany#login');
    await router.navigate('/hq#signup');
    expect(href()).toBe('/scraper-freewall?returnUrl=%2Fhq#signup');
  });

  it('resolves a new query, records it, and redirects by result type', async () => {
    navigation.hasUserChangedQuery = true;
    const { services, ready, href } = setup('/overview?query=shoes');
    await ready;
    expect(href()).toBe('/keyword/overview?query=shoes');
    expect(services.lookupQuery).toHaveBeenCalledTimes(1);
    expect(navigation.searchResult).toEqual(result('term', 'shoes'));
    expect(navigation.lastTermSearch).toEqual({ cleansedQuery: 'shoes' });
    expect(navigation.hasUserChangedQuery).toBe(false);
  });

  it("sets the 'redirected as domain' flag when a keyword page gets a domain", async () => {
    const { ready, href } = setup('/keyword/overview?query=a.com');
    await ready;
    expect(href()).toBe('/overview/domain?query=a.com');
    expect(navigation.redirectedAsDomain).toBe(true);
    expect(navigation.lastURISearch).toEqual({ cleansedQuery: 'a.com' });
  });

  it('sends a failed lookup to the typo page', async () => {
    const services = fakeServices();
    vi.mocked(services.lookupQuery).mockRejectedValue(Object.assign(new Error('bad'), { status: 400 }));
    const { ready, href } = setup('/overview?query=htp:/x', { services });
    await ready;
    expect(href()).toBe('/error/typo?query=htp%3A%2Fx');
  });

  it('turns a reload decision into a full page load through `reload`', async () => {
    const { router, reload, ready, href } = setup('/company');
    await ready;
    await router.navigate('/account');
    expect(reload).toHaveBeenCalledWith('/account');
    expect(href()).toBe('/reloaded');
  });

  it('reloads the active state before a forceStateRefresh route', async () => {
    logIn();
    vi.mocked(getActiveState).mockResolvedValue({
      user: {
        ...user,
        roles: [],
        product: { maxExportRows: 1, hasUnlimitedExportRows: false, planName: null },
        name: 'Fresh',
      },
      tracking: {
        billingMonths: 1,
        billingCycle: 'Monthly',
        daysSinceSignUp: 1,
        signUpDate: null,
        latestActiveDate: null,
        enableScraperFreewall: false,
        isPrerendering: false,
        homepageSuggestionType: 'default',
      },
      environment: { ...initialEnvironment(), countryCode: DEFAULT_COUNTRY_CODE },
    });
    const { router, ready, href } = setup('/hq');
    await ready;
    await router.navigate('/account?nec-login=clear');
    expect(href()).toBe('/account?nec-login=clear');
    expect(getActiveState).toHaveBeenCalledTimes(1);
    expect(user.name).toBe('Fresh');
    expect(session.activeStateStatus).toBe('loaded');
  });

  it('clears the stored nec-login modal timestamp', async () => {
    logIn();
    localStorage.setItem(NEC_LOGIN_MODAL_STORAGE_KEY, '1700000000000');
    const { ready } = setup('/account?nec-login=clear');
    await ready;
    expect(localStorage.getItem(NEC_LOGIN_MODAL_STORAGE_KEY)).toBeNull();
  });

  it(`stops a redirect loop after ${MAX_GUARD_REDIRECTS} redirects and lets the page through`, async () => {
    const looping = (pathname: string) =>
      normalizePath(pathname) === '/' ? { name: 'home', path: '/', meta: { isAdminOnly: true } } : findRoute(pathname);
    const getReconCreate = vi.fn(() => EMPTY_RECON_CREATE);
    const { ready, href } = setup('/', { findRoute: looping, getReconCreate });
    await ready;
    expect(href()).toBe('/');
    // One run per redirect, and the one that lets the page through.
    expect(getReconCreate).toHaveBeenCalledTimes(MAX_GUARD_REDIRECTS + 1);
  });

  it("starts the lookup of the first navigation's query while the bootstrap loads, and uses it once", async () => {
    let booted!: () => void;
    const bootstrap = vi.fn(() => new Promise<void>((resolve) => (booted = resolve)));
    const { router, services, ready, href } = setup('/overview/domain?query=a.com', { bootstrap });
    await vi.waitFor(() => expect(services.lookupQuery).toHaveBeenCalledTimes(1));
    expect(href()).toBe('/overview/domain?query=a.com');
    expect(navigation.searchResult).toBeNull();
    booted();
    await ready;
    expect(services.lookupQuery).toHaveBeenCalledTimes(1);
    expect(navigation.searchResult).toEqual(result('domain', 'a.com'));
    // A later search is looked up when the chain asks, not early.
    navigation.hasUserChangedQuery = true;
    await router.navigate('/overview/domain?query=b.com');
    expect(services.lookupQuery).toHaveBeenCalledTimes(2);
    expect(services.lookupQuery).toHaveBeenLastCalledWith({
      query: 'b.com',
      tryAsTermFirst: false,
      isSiteQuery: false,
    });
  });

  it('does not use an early lookup for a query the chain does not look up', async () => {
    let booted!: () => void;
    const bootstrap = vi.fn(() => new Promise<void>((resolve) => (booted = resolve)));
    const { services, ready, href } = setup('/company?query=a.com', { bootstrap });
    booted();
    await ready;
    expect(href()).toBe('/company?query=a.com');
    expect(services.lookupQuery).not.toHaveBeenCalled();
  });

  it('starts the reads of the page beside the chain, and drops them when the chain redirects', async () => {
    const drops: string[] = [];
    const prefetch = vi.fn(
      (url: URL, _route: AppRoute | undefined) => () => void drops.push(`${url.pathname}${url.search}`),
    );
    const { router, ready, href } = setup('/overview/domain?query=shoes', { prefetch });
    await ready;
    // A term on a domain page: the chain sends it to the keyword overview.
    expect(href()).toBe('/keyword/overview?query=shoes');
    expect(prefetch.mock.calls.map(([url, route]) => [url.pathname, route?.name])).toEqual([
      ['/overview/domain', 'overview:domain'],
      ['/keyword/overview', 'keyword:overview'],
    ]);
    expect(drops).toEqual(['/overview/domain?query=shoes']);
    // The page let through keeps its reads; the same location again starts none.
    await router.navigate('/keyword/overview?query=shoes');
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(drops).toHaveLength(1);
  });

  it('counts the recorded search once the chain lets the page through', async () => {
    const countSearch = vi.fn();
    const { router, ready } = setup('/overview?query=a.com', { countSearch });
    await ready;
    // The redirect to /overview/domain counts nothing; the page it lets through does.
    expect(countSearch.mock.calls.map(([route]) => route?.name)).toEqual(['overview:domain']);
    await router.navigate('/company');
    expect(countSearch.mock.calls.map(([route]) => route?.name)).toEqual(['overview:domain', 'company']);
  });

  it('renders the guarded page through RouterProvider without warnings', async () => {
    const { router } = setup('/company');
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('page company')).toBeInTheDocument();
  });
});

describe('the default prefetch and count', () => {
  afterEach(() => {
    discardOverviewPrefetch();
    vi.restoreAllMocks();
  });

  it('starts the headline read of a domain or URL overview with a search, and nothing elsewhere', async () => {
    const answer = { hasData: true } as OverviewAnswer;
    const read = vi.spyOn(prefetchDeps, 'readOverview').mockResolvedValue(answer);
    const at = (href: string) => new URL(href, 'http://localhost');
    expect(prefetchRouteReads(at('/overview/domain'), findRoute('/overview/domain'))).toBeNull();
    expect(prefetchRouteReads(at('/overview?query=a.com'), findRoute('/overview'))).toBeNull();
    expect(prefetchRouteReads(at('/keyword/overview?query=a'), findRoute('/keyword/overview'))).toBeNull();
    expect(read).not.toHaveBeenCalled();
    prefetchRouteReads(at('/overview/url?query=%20a.com/x%20'), findRoute('/overview/url'));
    await vi.waitFor(() => expect(read).toHaveBeenCalledWith('url', 'a.com/x'));
    await expect(takePrefetched('url', 'a.com/x')).resolves.toBe(answer);
    // Dropped before or after its module came, the read is not handed out.
    const dropAtOnce = prefetchRouteReads(at('/overview/domain?query=a.com'), findRoute('/overview/domain'));
    dropAtOnce?.();
    const dropLater = prefetchRouteReads(at('/overview/domain?query=b.com'), findRoute('/overview/domain'));
    await vi.waitFor(() => expect(read).toHaveBeenCalledWith('domain', 'b.com'));
    dropLater?.();
    expect(takePrefetched('domain', 'a.com')).toBeUndefined();
    expect(takePrefetched('domain', 'b.com')).toBeUndefined();
    expect(read).not.toHaveBeenCalledWith('domain', 'a.com');
  });

  it('counts the recorded search once, on a research page only', async () => {
    vi.mocked(jsonSearch).mockResolvedValue({
      searchResult: result('domain', 'a.com'),
      searchCount: 2,
      showPaywall: true,
    });
    navigation.searchResult = result('domain', 'a.com');
    navigation.lastSearchedQuery = 'a.com';
    countSearchFor(findRoute('/company'));
    expect(jsonSearch).not.toHaveBeenCalled();
    countSearchFor(findRoute('/overview/domain'));
    countSearchFor(findRoute('/overview/domain'));
    await vi.waitFor(() => expect(tracking.showPaywall).toBe(true));
    expect(jsonSearch).toHaveBeenCalledTimes(1);
    expect(jsonSearch).toHaveBeenCalledWith({ query: 'a.com' });
  });
});

describe('browser inputs', () => {
  it('keeps one bot draw per tab in sessionStorage', () => {
    expect(browserBotSample(() => 0.425)).toBe(42);
    expect(sessionStorage.getItem(BOT_SAMPLE_STORAGE_KEY)).toBe('42');
    expect(browserBotSample(() => 0.99)).toBe(42);
    sessionStorage.setItem(BOT_SAMPLE_STORAGE_KEY, 'junk');
    expect(browserBotSample(() => 0.07)).toBe(7);
  });

  it('reads the bot signals from navigator', () => {
    const signals = browserBotSignals();
    expect(signals.userAgent).toBe(navigator.userAgent);
    expect(signals.languageCount).toBe(navigator.languages.length);
    expect(signals.webdriver).toBe(false);
  });

  it('applies the store effects', async () => {
    await applyGuardEffect({ type: 'recordSearch', query: 'A.com', result: result('domain', 'a.com') });
    await applyGuardEffect({ type: 'setRedirectedAsDomain', value: true });
    expect(navigation.lastSearchedQuery).toBe('A.com');
    expect(navigation.redirectedAsDomain).toBe(true);
  });
});
