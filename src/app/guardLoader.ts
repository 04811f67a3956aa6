/**
 * Runs the guard chain (./guards.ts) inside react-router 7's data router: a pathless root route
 * whose loader runs on every navigation (its shouldRevalidate always says yes). The loader builds
 * the chain's input from the request URL, the matched route's metadata and the stores, then turns
 * the decision into `redirect()` / `replace()` (in-app) or `redirectDocument()` (a full page load).
 *
 *   const guards = createGuards({ findRoute });
 *   const router = createBrowserRouter(guards.wrap(routes));
 *   guards.bindRouter(router); // the pending hash (loaders only see path and query)
 *
 * On the first navigation it waits, once, for `bootstrap` (by default: load the active state and
 * start the session poll).
 */
import {
  redirect,
  redirectDocument,
  replace,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { snapshot } from 'valtio';

import {
  EMPTY_RECON_CREATE,
  expectedLookup,
  mayNeedRouteRules,
  ROUTE_RULE_KIT,
  runGuardChain,
  sameLookup,
  type BotSignals,
  type GuardEffect,
  type GuardInput,
  type GuardLocation,
  type GuardRule,
  type GuardServices,
  type ReconCreateSnapshot,
} from './guards';
import type { AppRoute } from './routeMeta';
import type { OverviewKind } from '../features/research/overview/overview';
import {
  BOT_SAMPLE_STORAGE_KEY,
  MAX_GUARD_REDIRECTS,
  NEC_LOGIN_MODAL_STORAGE_KEY,
  SEARCH_QUERY_PARAM,
} from '../lib/spec/navigation';
import {
  ensureActiveState,
  environment,
  loadActiveState,
  navigation,
  recordSearch,
  refreshActiveState,
  type SearchResult,
  refreshSessionInfo,
  setRedirectedAsDomain,
  startSessionPolling,
  tracking,
  user,
} from '../state';

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** The part of a data router the guards read: the committed and the pending location. */
export interface RouterLike {
  state: { location: LocationLike; navigation: { location?: LocationLike | undefined } };
}

export interface GuardOptions {
  /** The route table lookup: the AppRoute a pathname matches (the route table module provides it). */
  findRoute: (pathname: string) => AppRoute | undefined;
  /** Overrides the network calls (default: getSessionInfo and query lookup through src/api). */
  services?: Partial<GuardServices>;
  /** Runs once before the first navigation (default: load the active state, start the session poll). */
  bootstrap?: () => Promise<void>;
  /** The hash of the location being loaded (default: from the bound router, else the document). */
  getHash?: (url: URL) => string;
  getBotSignals?: () => BotSignals;
  /** This browser's draw in [0, 100) (default: random, kept for the tab's session). */
  getBotSample?: () => number;
  /** The recon wizard's collected data (default: nothing collected). */
  getReconCreate?: () => ReconCreateSnapshot;
  /** A full page load of `to` (default: react-router's redirectDocument). */
  reload?: (to: string) => Response;
  /** Carries out one effect (default: the stores and actions of src/state). */
  applyEffect?: (effect: GuardEffect) => void | Promise<void>;
  /**
   * Starts the reads of the page a navigation goes to, beside the chain's own calls, and returns what
   * drops them when the chain sends the visitor elsewhere (default: prefetchRouteReads).
   */
  prefetch?: (url: URL, route: AppRoute | undefined) => (() => void) | null;
  /** Once the chain lets a page through: counts its recorded search (default: countSearchFor). */
  countSearch?: (route: AppRoute | undefined) => void;
}

export interface Guards {
  loader: LoaderFunction;
  shouldRevalidate: ShouldRevalidateFunction;
  /** The route table inside the pathless root route that guards it. */
  wrap: (routes: RouteObject[]) => RouteObject[];
  /** Lets the loader read the pending location's hash from the router. */
  bindRouter: (router: RouterLike) => void;
  /** Forgets the previous location and the bootstrap (tests). */
  reset: () => void;
}

export function browserBotSignals(): BotSignals {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    userAgent: nav?.userAgent ?? '',
    webdriver: nav?.webdriver === true,
    languageCount: nav?.languages?.length ?? 0,
    platform: nav?.platform ?? '',
    vendor: nav?.vendor ?? '',
  };
}

/** A draw in [0, 100), kept in sessionStorage so one tab gets one answer. */
export function browserBotSample(random: () => number = Math.random): number {
  const draw = () => Math.floor(random() * 100);
  try {
    const stored = sessionStorage.getItem(BOT_SAMPLE_STORAGE_KEY);
    const value = stored === null ? NaN : Number(stored);
    if (Number.isInteger(value) && value >= 0 && value < 100) return value;
    const next = draw();
    sessionStorage.setItem(BOT_SAMPLE_STORAGE_KEY, String(next));
    return next;
  } catch {
    return draw();
  }
}

/** The stores' effect of each guard decision. */
export async function applyGuardEffect(effect: GuardEffect): Promise<void> {
  switch (effect.type) {
    case 'recordSearch':
      recordSearch(effect.query, effect.result);
      return;
    case 'setRedirectedAsDomain':
      setRedirectedAsDomain(effect.value);
      return;
    case 'reloadActiveState':
      await loadActiveState().catch(() => undefined);
      return;
    case 'refreshActiveState':
      refreshActiveState();
      return;
    case 'clearNecLoginModalTimestamp':
      try {
        localStorage.removeItem(NEC_LOGIN_MODAL_STORAGE_KEY);
      } catch {
        // No storage (private mode): nothing stored to clear.
      }
      return;
  }
}

/**
 * The routes whose screen is the domain or URL overview, with the overview they show. The bare
 * /overview is left out: with a query the chain always sends it on to a variant.
 */
const OVERVIEW_ROUTES: Readonly<Record<string, OverviewKind>> = {
  'overview:domain': 'domain',
  'overview:homepage': 'domain',
  'overview:url': 'url',
};

/**
 * The default prefetch: on a domain or URL overview with a search, the page's headline read
 * (src/features/research/overview/overviewPrefetch.ts), so it runs while the chain looks the query
 * up and the paywall counts the search. The screen takes it once it may show it; nothing is shown before.
 */
export function prefetchRouteReads(url: URL, route: AppRoute | undefined): (() => void) | null {
  const kind = route ? OVERVIEW_ROUTES[route.name] : undefined;
  const query = url.searchParams.get(SEARCH_QUERY_PARAM)?.trim();
  if (!kind || !query) return null;
  // A chunk of its own (the client's `get` and a cache): the entry stays as it was, and the chunk
  // arrives while the active state and the lookup are on their way.
  let dropped = false;
  let drop: (() => void) | undefined;
  import('../features/research/overview/overviewPrefetch').then(
    ({ prefetchOverview }) => {
      if (!dropped) drop = prefetchOverview(kind, query);
    },
    // Without it the screen reads for itself.
    () => undefined,
  );
  return () => {
    dropped = true;
    drop?.();
  };
}

/**
 * The default countSearch: on a research page (a searchable route), the recorded search's count
 * toward the paywall (src/features/shell/searchCounting.ts), started as soon as the chain lets the
 * page through. The page's paywall gate counts the same search when it renders, one round of
 * loading and rendering later; whoever asks first starts the count, once, and the other waits for it.
 */
export function countSearchFor(route: AppRoute | undefined): void {
  if (!route?.meta.sectionName) return;
  loadSearchCounting().then(
    ({ countRecordedSearch, currentSearch }) => {
      const search = currentSearch();
      if (search) void countRecordedSearch(search);
    },
    // The gate counts it when it renders.
    () => undefined,
  );
}

/** The gate's counting module (its chunk is shared with the gate's), asked for once a research page is in sight. */
export function loadSearchCounting() {
  return import('../features/shell/searchCounting');
}

let routeRules: Promise<readonly GuardRule[]> | null = null;

/**
 * The default routeRules: the per-route guards' chunk (./routeGuards.ts), asked for once. A failed
 * load is asked for again by the next navigation that needs it.
 */
export function loadRouteRules(): Promise<readonly GuardRule[]> {
  routeRules ??= import('./routeGuards').then(
    (module) => module.createRouteRules(ROUTE_RULE_KIT).ROUTE_RULES,
    (error: unknown) => {
      routeRules = null;
      throw error;
    },
  );
  return routeRules;
}

async function defaultBootstrap(): Promise<void> {
  await ensureActiveState();
  startSessionPolling();
}

function GuardFallback() {
  return null;
}

export function createGuards(options: GuardOptions): Guards {
  const services: GuardServices = {
    refreshSessionInfo: options.services?.refreshSessionInfo ?? refreshSessionInfo,
    // The client's chunk loads with the first lookup (a searchable page's, which loads it anyway).
    lookupQuery:
      options.services?.lookupQuery ?? ((params) => import('../api/navigation').then((api) => api.lookupQuery(params))),
    routeRules: options.services?.routeRules ?? loadRouteRules,
    botReasons: options.services?.botReasons ?? (() => import('./botDetection').then((module) => module.botReasons)),
  };
  const bootstrap = options.bootstrap ?? defaultBootstrap;
  const getBotSignals = options.getBotSignals ?? browserBotSignals;
  const getReconCreate = options.getReconCreate ?? (() => EMPTY_RECON_CREATE);
  const reload = options.reload ?? ((to: string) => redirectDocument(to));
  const applyEffect = options.applyEffect ?? applyGuardEffect;
  const prefetch = options.prefetch ?? prefetchRouteReads;
  const countSearch = options.countSearch ?? countSearchFor;

  let router: RouterLike | undefined;
  let previous: GuardLocation | null = null;
  let booted: Promise<void> | null = null;
  let bootSettled = false;
  let botSample: number | undefined;
  let redirects = 0;

  function hashOf(url: URL): string {
    if (options.getHash) return options.getHash(url);
    const candidates = [router?.state.navigation.location, router?.state.location];
    if (!router && typeof window !== 'undefined') candidates.push(window.location);
    for (const location of candidates) {
      if (location && location.pathname === url.pathname && location.search === url.search) return location.hash;
    }
    return '';
  }

  /**
   * The query lookup of the first navigation, started while the bootstrap loads (the lookup needs
   * only the query): the chain's step 7 takes it when it asks the same, else it is left unused.
   */
  function earlyLookup(to: GuardLocation, route: AppRoute | undefined): GuardServices | null {
    const params = expectedLookup(to, route, snapshot(navigation));
    if (!params) return null;
    let answer: Promise<SearchResult> | null = services.lookupQuery(params);
    answer.catch(() => undefined);
    return {
      ...services,
      lookupQuery: (asked) => {
        const early = answer;
        answer = null;
        return early && sameLookup(asked, params) ? early : services.lookupQuery(asked);
      },
    };
  }

  const loader: LoaderFunction = async ({ request }) => {
    const url = new URL(request.url);
    const { pathname, search } = url;
    const route = options.findRoute(pathname);
    // What the page will read, started now; dropped again if the chain sends the visitor elsewhere.
    const sameAsBefore = previous !== null && previous.pathname === pathname && previous.search === search;
    const dropReads = sameAsBefore ? null : prefetch(url, route);
    booted ??= bootstrap()
      .catch(() => undefined)
      .finally(() => {
        bootSettled = true;
      });
    const chainServices = (!bootSettled && earlyLookup({ pathname, search, hash: '' }, route)) || services;
    // The count's module, on its way while the chain runs (it counts once the page is let through).
    if (route?.meta.sectionName) loadSearchCounting().catch(() => undefined);
    // So too the per-route guards, where one may act: the chain asks for them after the bootstrap.
    if (mayNeedRouteRules({ to: { pathname, search, hash: '' }, route })) services.routeRules().catch(() => undefined);
    await booted;
    // Read after the wait: on the first navigation the router is bound only once it exists.
    const to: GuardLocation = { pathname, search, hash: hashOf(url) };
    botSample ??= (options.getBotSample ?? browserBotSample)();
    const input: GuardInput = {
      to,
      from: previous,
      route,
      findRoute: options.findRoute,
      user: snapshot(user),
      tracking: snapshot(tracking),
      environment: snapshot(environment),
      navigation: snapshot(navigation),
      reconCreate: getReconCreate(),
      bot: getBotSignals(),
      botSample,
    };
    const decision = await runGuardChain(input, chainServices);
    if (request.signal.aborted) {
      dropReads?.();
      return null;
    }
    // The page is about to load afresh: store effects would be lost.
    if (decision.kind === 'reload') {
      dropReads?.();
      return reload(decision.to);
    }
    for (const effect of decision.effects) await applyEffect(effect);

    if (decision.kind === 'redirect' && redirects < MAX_GUARD_REDIRECTS) {
      dropReads?.();
      redirects += 1;
      // On the first navigation the redirected URL must not stay behind in history.
      return decision.replace || previous === null ? replace(decision.to) : redirect(decision.to);
    }
    redirects = 0;
    previous = to;
    countSearch(route);
    return null;
  };

  return {
    loader,
    shouldRevalidate: () => true,
    wrap: (routes) => [
      { id: 'guards', loader, shouldRevalidate: () => true, HydrateFallback: GuardFallback, children: routes },
    ],
    bindRouter: (next) => {
      router = next;
    },
    reset: () => {
      previous = null;
      booted = null;
      bootSettled = false;
      botSample = undefined;
      redirects = 0;
    },
  };
}
