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
  runGuardChain,
  type BotSignals,
  type GuardEffect,
  type GuardInput,
  type GuardLocation,
  type GuardServices,
  type ReconCreateSnapshot,
} from './guards';
import type { AppRoute } from './routeMeta';
import { lookupQuery } from '../api/navigation';
import { BOT_SAMPLE_STORAGE_KEY, MAX_GUARD_REDIRECTS, NEC_LOGIN_MODAL_STORAGE_KEY } from '../lib/spec/navigation';
import {
  ensureActiveState,
  environment,
  loadActiveState,
  navigation,
  recordSearch,
  refreshActiveState,
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
    lookupQuery: options.services?.lookupQuery ?? ((params) => lookupQuery(params)),
  };
  const bootstrap = options.bootstrap ?? defaultBootstrap;
  const getBotSignals = options.getBotSignals ?? browserBotSignals;
  const getReconCreate = options.getReconCreate ?? (() => EMPTY_RECON_CREATE);
  const reload = options.reload ?? ((to: string) => redirectDocument(to));
  const applyEffect = options.applyEffect ?? applyGuardEffect;

  let router: RouterLike | undefined;
  let previous: GuardLocation | null = null;
  let booted: Promise<void> | null = null;
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

  const loader: LoaderFunction = async ({ request }) => {
    booted ??= bootstrap().catch(() => undefined);
    await booted;
    const url = new URL(request.url);
    const to: GuardLocation = { pathname: url.pathname, search: url.search, hash: hashOf(url) };
    botSample ??= (options.getBotSample ?? browserBotSample)();
    const input: GuardInput = {
      to,
      from: previous,
      route: options.findRoute(to.pathname),
      findRoute: options.findRoute,
      user: snapshot(user),
      tracking: snapshot(tracking),
      environment: snapshot(environment),
      navigation: snapshot(navigation),
      reconCreate: getReconCreate(),
      bot: getBotSignals(),
      botSample,
    };
    const decision = await runGuardChain(input, services);
    if (request.signal.aborted) return null;
    // The page is about to load afresh: store effects would be lost.
    if (decision.kind === 'reload') return reload(decision.to);
    for (const effect of decision.effects) await applyEffect(effect);

    if (decision.kind === 'redirect' && redirects < MAX_GUARD_REDIRECTS) {
      redirects += 1;
      // On the first navigation the redirected URL must not stay behind in history.
      return decision.replace || previous === null ? replace(decision.to) : redirect(decision.to);
    }
    redirects = 0;
    previous = to;
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
      botSample = undefined;
      redirects = 0;
    },
  };
}
