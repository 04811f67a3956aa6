/**
 * The guard chain of doc 1 §4 ("Navigation guard chain, in order", "Before each route") and the
 * per-route guards of §5, as pure functions. Each rule maps a plain input (the locations, the
 * matched route, snapshots of the stores) to a decision; the two steps that need the network
 * (session info, query lookup) call injected services, so the whole chain runs without one.
 * ./guardLoader.ts runs it inside react-router and carries the decisions out.
 *
 * Our design where the spec is silent (each marked "our design" below): the bot heuristic and the
 * slow-down path, the paths of the recon pages, the first-load fallbacks that avoid reload loops.
 */
import { linkTo } from './linkTo';
import type { AppRoute, RouteMeta, SectionName } from './routeMeta';
import { freewallHash, scraperFreewallApplies } from '../lib/freewall';
import { EMPTY_GUID, ROLE_ADMIN } from '../lib/spec/identity';
import {
  BILLING_MONTHS_QUERY_PARAM,
  COMPETITORS_QUERY_PARAM,
  IN_HOUSE_CRAWLER_PATTERN,
  LOOKUP_TYPO_STATUS,
  NEC_LOGIN_CLEAR_VALUE,
  NEC_LOGIN_QUERY_PARAM,
  RESULT_TYPE_PATH_SUFFIXES,
  RETURN_URL_PARAM,
  SCRAPER_FREEWALL_OPEN_PATHS,
  SEARCH_CRAWLER_PATTERNS,
  SEARCH_QUERY_PARAM,
  SERVER_ERROR_DEFAULT_STATUS,
} from '../lib/spec/navigation';
import type { EnvironmentState } from '../state/environment';
import type { SearchResult, SearchResultType } from '../state/navigation';
import type { UserRole } from '../state/user';

// ---------------------------------------------------------------------------------------------
// Paths and names the guards send people to

/**
 * The targets of the guards, from the route table by name. The slow-down path is served by the
 * server (a full page load holds a suspected bot there), so it is not an app route.
 */
export const GUARD_PATHS = {
  home: linkTo('home'),
  hq: linkTo('hq'),
  login: linkTo('auth:login'),
  addUsers: linkTo('add-users'),
  accountSettings: linkTo('account:settings'),
  receipt: linkTo('account:receipt'),
  onboarding: linkTo('onboarding'),
  freewall: linkTo('scraper-freewall'),
  serverError: linkTo('error:servererror'),
  typo: linkTo('error:typo'),
  keywordOverview: linkTo('keyword:overview'),
  /** The domain and URL overviews are this plus /domain or /url. */
  overview: linkTo('overview'),
  customReports: linkTo('custom-reports'),
  reconProduct: linkTo('recon:product'),
  slowDown: '/slow-down',
} as const;

/** The pages the per-route guards of §5 watch, from the route table by name. */
export const GUARDED_PATHS = {
  newProject: linkTo('new-project'),
  newProjectCompetitors: linkTo('new-project:2'),
  rivalflow: linkTo('rivalflow'),
  rivalflowOffer: linkTo('marketing:rivalflow-offer'),
  seoKeywordsDomain: linkTo('seo:keywords:domain'),
  competitorProjects: linkTo('competitor-projects'),
  groups: linkTo('groups'),
  recon: linkTo('recon'),
} as const;

/** Whole sections the guards treat alike: every route whose path starts with one of these. */
export const SECTION_PREFIXES = { auth: '/auth', error: '/error', account: '/account' } as const;

// ---------------------------------------------------------------------------------------------
// Input and decisions

export interface GuardLocation {
  pathname: string;
  /** '' or '?a=b'. */
  search: string;
  /** '' or '#x'. */
  hash: string;
}

export interface UserSnapshot {
  isLoggedIn: boolean;
  userId: string;
  roles: readonly UserRole[];
  isFullUser: boolean;
  isErrorPage: boolean;
  isTooManyActiveSessions: boolean;
  shouldShowOnboarding: boolean;
  isChildAccount: boolean;
}

export interface TrackingSnapshot {
  enableScraperFreewall: boolean;
  billingMonths: number;
}

export type EnvironmentSnapshot = Readonly<EnvironmentState>;

export interface NavigationSnapshot {
  searchResult: Readonly<SearchResult> | null;
  lastTermSearch: { readonly cleansedQuery: string } | null;
  lastURISearch: { readonly cleansedQuery: string } | null;
  lastSearchedQuery: string | null;
  hasUserChangedQuery: boolean;
}

/** Doc 1 §3 "Recon-create state": what the recon wizard has collected so far. */
export interface ReconCreateSnapshot {
  primaryDomain: { readonly value: string; readonly isValid: boolean } | null;
  keywordsCsv: string;
  competitors: readonly string[];
}

export const EMPTY_RECON_CREATE: ReconCreateSnapshot = { primaryDomain: null, keywordsCsv: '', competitors: [] };

/** What the browser tells about itself, for the bot heuristic (read from `navigator`). */
export interface BotSignals {
  userAgent: string;
  /** navigator.webdriver: the browser is driven by automation. */
  webdriver: boolean;
  /** navigator.languages.length. */
  languageCount: number;
  /** navigator.platform ('' when unknown). */
  platform: string;
  /** navigator.vendor ('' in Firefox). */
  vendor: string;
}

export interface GuardInput {
  /** Where the navigation goes. */
  to: GuardLocation;
  /** The last location the chain let through; null on the page's first navigation. */
  from: GuardLocation | null;
  /** The route table entry `to` matches (undefined for an unknown path). */
  route: AppRoute | undefined;
  /** The route table lookup, for other paths (the previous route, /term variants). */
  findRoute: (pathname: string) => AppRoute | undefined;
  user: UserSnapshot;
  tracking: TrackingSnapshot;
  environment: EnvironmentSnapshot;
  navigation: NavigationSnapshot;
  reconCreate: ReconCreateSnapshot;
  bot: BotSignals;
  /** This browser's draw in [0, 100): it passes bot detection when below percentOfBotsAllowed. */
  botSample: number;
}

export interface LookupParams {
  query: string;
  tryAsTermFirst: boolean;
  isSiteQuery: boolean;
}

/** The network the chain needs, injected (the loader passes the real calls, tests pass fakes). */
export interface GuardServices {
  /** Step 3: the session's standing (user/getSessionInfo). */
  refreshSessionInfo: () => Promise<{ isTooManyActiveSessions: boolean }>;
  /** Step 7: what a query is (query lookup). Rejects with an error carrying `status` on an HTTP error. */
  lookupQuery: (params: LookupParams) => Promise<SearchResult>;
  /**
   * The per-route guards of §5 (./routeGuards.ts ROUTE_RULES, a chunk of their own), asked for only
   * when `mayNeedRouteRules` says one of them may act on the navigation.
   */
  routeRules: () => Promise<readonly GuardRule[]>;
  /** Step 4: the bot heuristic (./botDetection.ts, a chunk of its own), asked for only when detection is on. */
  botReasons: () => Promise<BotReasons>;
}

/** Store changes the chain asks for; the loader applies them before it continues or redirects. */
export type GuardEffect =
  | { type: 'recordSearch'; query: string; result: SearchResult }
  | { type: 'setRedirectedAsDomain'; value: boolean }
  /** Reload the active user state now (forceStateRefresh), and wait for it. */
  | { type: 'reloadActiveState' }
  /** Refresh the active user state at most once an hour (leading off, trailing on). */
  | { type: 'refreshActiveState' }
  /** Doc 1 §5: `?nec-login=clear` on the account page clears a stored modal timestamp. */
  | { type: 'clearNecLoginModalTimestamp' };

export type GuardDecision =
  | { kind: 'continue'; effects: GuardEffect[] }
  /**
   * An in-app redirect. `replace` replaces the current history entry instead of adding one; the
   * loader also replaces on the page's first navigation, so a redirected URL never stays in history.
   */
  | { kind: 'redirect'; to: string; replace: boolean; effects: GuardEffect[] }
  /** A full page load of `to` (the same URL reloads the page). */
  | { kind: 'reload'; to: string; effects: GuardEffect[] };

export function proceed(effects: GuardEffect[] = []): GuardDecision {
  return { kind: 'continue', effects };
}

export function redirectTo(
  to: string,
  options: { replace?: boolean } = {},
  effects: GuardEffect[] = [],
): GuardDecision {
  return { kind: 'redirect', to, replace: options.replace ?? false, effects };
}

export function reloadAt(to: string): GuardDecision {
  return { kind: 'reload', to, effects: [] };
}

/** A rule: a decision, or null to pass the navigation on to the next rule. */
export type GuardRule = (input: GuardInput) => GuardDecision | null;

// ---------------------------------------------------------------------------------------------
// Helpers

/** Lower case, no trailing slash (except the root): how the guards compare paths. */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

export function hrefOf(location: GuardLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function paramsOf(location: GuardLocation): URLSearchParams {
  return new URLSearchParams(location.search);
}

/** `location` with some query parameters set (a string) or removed (null), keeping its hash. */
export function withParams(location: GuardLocation, changes: Record<string, string | null>, pathname?: string): string {
  const params = paramsOf(location);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const search = params.toString();
  return `${pathname ?? location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

export function hasParam(params: URLSearchParams, name: string): boolean {
  return (params.get(name) ?? '').trim() !== '';
}

export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function loginWithReturnUrl(location: GuardLocation): string {
  return `${GUARD_PATHS.login}?${RETURN_URL_PARAM}=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

export function metaOf(input: GuardInput): RouteMeta {
  return input.route?.meta ?? {};
}

export function isLoggedIn(user: UserSnapshot): boolean {
  return user.isLoggedIn && user.userId !== EMPTY_GUID;
}

/** Paths a logged-in user must always reach, whatever else is pending (log out, error pages). */
function isEscapePath(path: string): boolean {
  return (
    isUnder(path, SECTION_PREFIXES.auth) ||
    isUnder(path, SECTION_PREFIXES.error) ||
    path === GUARD_PATHS.freewall ||
    path === GUARD_PATHS.slowDown
  );
}

export function isAddUsersPath(path: string): boolean {
  return isUnder(path, GUARD_PATHS.addUsers);
}

export function isOnboardingPath(path: string): boolean {
  return /^\/onboarding(\/[23])?$/.test(path);
}

// ---------------------------------------------------------------------------------------------
// Step 1: the error page

/** If the user state flags an error page, go to the error route. */
export const errorPageRule: GuardRule = (input) => {
  if (!input.user.isErrorPage || isUnder(normalizePath(input.to.pathname), SECTION_PREFIXES.error)) return null;
  return redirectTo(GUARD_PATHS.serverError);
};

// ---------------------------------------------------------------------------------------------
// Step 2: the scraper freewall

/**
 * With the freewall on, a visitor who is not a full user reaches only /, /auth and /auth/login;
 * any other path goes to the freewall. The hash is kept if it is #benefits, #signup or #login,
 * else it becomes #benefits. The freewall gets `?returnUrl=` (where the visitor was going).
 */
export const freewallRule: GuardRule = (input) => {
  if (!scraperFreewallApplies(input.tracking.enableScraperFreewall, input.user.isFullUser)) return null;
  const path = normalizePath(input.to.pathname);
  if ((SCRAPER_FREEWALL_OPEN_PATHS as readonly string[]).includes(path) || path === GUARD_PATHS.freewall) return null;
  const returnUrl = encodeURIComponent(`${input.to.pathname}${input.to.search}`);
  return redirectTo(`${GUARD_PATHS.freewall}?${RETURN_URL_PARAM}=${returnUrl}${freewallHash(input.to.hash)}`);
};

// ---------------------------------------------------------------------------------------------
// Step 3: session refresh and too many sessions

/**
 * A logged-in user's session info is refreshed when the path or the query changed. The page's
 * first navigation does not count: the active state was just loaded with the same flag.
 */
export function needsSessionRefresh(input: GuardInput): boolean {
  if (!isLoggedIn(input.user) || input.from === null) return false;
  return (
    normalizePath(input.from.pathname) !== normalizePath(input.to.pathname) || input.from.search !== input.to.search
  );
}

/** Too many active sessions send a logged-in user to add-users (log out and error pages stay open). */
export function tooManySessionsRule(input: GuardInput, isTooManyActiveSessions: boolean): GuardDecision | null {
  if (!isLoggedIn(input.user) || !isTooManyActiveSessions) return null;
  const path = normalizePath(input.to.pathname);
  if (isAddUsersPath(path) || isEscapePath(path)) return null;
  return redirectTo(GUARD_PATHS.addUsers);
}

// ---------------------------------------------------------------------------------------------
// Step 4: bot detection (heuristic and slow-down path: our design)

export function isAllowedCrawler(userAgent: string): boolean {
  return IN_HOUSE_CRAWLER_PATTERN.test(userAgent) || SEARCH_CRAWLER_PATTERNS.some((pattern) => pattern.test(userAgent));
}

/** Why a browser looks like a bot (./botDetection.ts). */
export type BotReason =
  | 'no-user-agent'
  | 'automation'
  | 'headless'
  | 'scripted-client'
  | 'crawler'
  | 'no-languages'
  | 'lied-os'
  | 'lied-browser';

/** The heuristic (./botDetection.ts botReasons): every reason the browser looks like a bot. */
export type BotReasons = (signals: BotSignals, environment: EnvironmentSnapshot) => BotReason[];

/**
 * Whether this navigation asks the bot heuristic: detection is on for the login state (it is off
 * unless the active state turns it on), the browser is not a known crawler, and it is not on its
 * way to the slow-down path already. Only then does the chain load the heuristic's chunk.
 */
export function botCheckApplies(input: GuardInput): boolean {
  const { environment } = input;
  const enabled = isLoggedIn(input.user) ? environment.loggedInBotDetection : environment.loggedOutBotDetection;
  if (!enabled || isAllowedCrawler(input.bot.userAgent)) return false;
  return normalizePath(input.to.pathname) !== GUARD_PATHS.slowDown;
}

/**
 * When detection is on for the login state and the heuristic matches, the browser is sent to the
 * slow-down path with a full page load (so the server can hold it back), unless its draw falls
 * within the configured percentage of bots allowed. The search crawlers and ours are ignored.
 */
export function botRule(input: GuardInput, botReasons: BotReasons): GuardDecision | null {
  const { environment } = input;
  if (!botCheckApplies(input)) return null;
  if (botReasons(input.bot, environment).length === 0) return null;
  if (input.botSample < environment.percentOfBotsAllowed) return null;
  return reloadAt(`${GUARD_PATHS.slowDown}?${RETURN_URL_PARAM}=${encodeURIComponent(hrefOf(input.to))}`);
}

// ---------------------------------------------------------------------------------------------
// Steps 5–8: the search query

/** A search section works on keywords ('term') or on domains and URLs ('site'); /overview on both. */
export type SectionKind = 'term' | 'site' | 'any';

export function sectionKindOf(route: AppRoute | undefined): SectionKind | null {
  const section: SectionName | undefined = route?.meta.sectionName;
  if (!route || !section) return null;
  if (section === 'keyword') return 'term';
  if (section === 'overview' && !/\/(domain|url)$/.test(normalizePath(route.path))) return 'any';
  return 'site';
}

/**
 * Step 5: a route outside the search sections, or one without a query, is left alone; an empty
 * query is stripped. Otherwise the trimmed query goes on to steps 6–8.
 */
export function searchQueryRule(input: GuardInput): { decision: GuardDecision } | { query: string } {
  if (!metaOf(input).sectionName) return { decision: proceed() };
  const raw = paramsOf(input.to).get(SEARCH_QUERY_PARAM);
  if (raw === null) return { decision: proceed() };
  const query = raw.trim();
  if (query === '') return { decision: redirectTo(withParams(input.to, { [SEARCH_QUERY_PARAM]: null })) };
  return { query };
}

/**
 * Step 6: moving between a keyword section and a domain/URL section with the same query (a link
 * that carried it over, not a new search) reuses the last search of the target's kind; without
 * one, the query is dropped from the route.
 */
export function sectionSwitchRule(input: GuardInput, query: string): GuardDecision | null {
  if (!input.from || input.navigation.hasUserChangedQuery) return null;
  const fromKind = sectionKindOf(input.findRoute(input.from.pathname));
  const toKind = sectionKindOf(input.route);
  if (!fromKind || !toKind || fromKind === 'any' || toKind === 'any' || fromKind === toKind) return null;
  if ((paramsOf(input.from).get(SEARCH_QUERY_PARAM) ?? '').trim() !== query) return null;
  const last = toKind === 'term' ? input.navigation.lastTermSearch : input.navigation.lastURISearch;
  if (last && last.cleansedQuery === query) return null;
  return redirectTo(withParams(input.to, { [SEARCH_QUERY_PARAM]: last ? last.cleansedQuery : null }));
}

/** Doc 1 §4 step 8: a query in matching double or single quotes is tried as a term first. */
export function isQuotedQuery(query: string): boolean {
  return query.length >= 2 && /^(["']).*\1$/s.test(query);
}

/**
 * Step 7: the result the chain already holds for this query, or null when the query is new (the
 * user changed it, or it is neither the last searched query nor its cleansed form).
 */
export function knownSearchResult(input: GuardInput, query: string): SearchResult | null {
  return knownResultIn(input.navigation, query);
}

function knownResultIn(navigation: NavigationSnapshot, query: string): SearchResult | null {
  const result = navigation.searchResult;
  if (navigation.hasUserChangedQuery || !result) return null;
  if (query === navigation.lastSearchedQuery || query.toLowerCase() === result.cleansedQuery.toLowerCase()) {
    return { ...result };
  }
  return null;
}

export function lookupParams(query: string): LookupParams {
  return { query, tryAsTermFirst: isQuotedQuery(query), isSiteQuery: false };
}

/**
 * The lookup step 7 will ask for at this location, told before the chain runs (our design: the
 * loader starts it while the first navigation waits for the active state, which the lookup does not
 * need): a searchable route with a query the navigation store does not already resolve. Null when
 * the chain will not look up, as far as the store knows now.
 */
export function expectedLookup(
  to: GuardLocation,
  route: AppRoute | undefined,
  navigation: NavigationSnapshot,
): LookupParams | null {
  if (!route?.meta.sectionName) return null;
  const query = paramsOf(to).get(SEARCH_QUERY_PARAM)?.trim();
  if (!query || knownResultIn(navigation, query)) return null;
  return lookupParams(query);
}

/** Do two lookups ask the same thing? */
export function sameLookup(a: LookupParams, b: LookupParams): boolean {
  return a.query === b.query && a.tryAsTermFirst === b.tryAsTermFirst && a.isSiteQuery === b.isSiteQuery;
}

/** The HTTP status of a failed call, or the spec's default 500 (network errors, odd values). */
export function failureStatus(error: unknown): number {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : SERVER_ERROR_DEFAULT_STATUS;
}

/** Step 7 failure: a 400 goes to the typo page, any other failure to the server error page. */
export function lookupFailureRule(error: unknown, query: string): GuardDecision {
  const status = failureStatus(error);
  if (status === LOOKUP_TYPO_STATUS) {
    return redirectTo(`${GUARD_PATHS.typo}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query)}`);
  }
  return redirectTo(`${GUARD_PATHS.serverError}?status=${status}`);
}

/** The path without a trailing /domain, /url or /term variant suffix. */
export function variantBasePath(pathname: string): string {
  const path = normalizePath(pathname);
  const base = path.replace(/\/(domain|url|term)$/, '');
  return base === '' ? '/' : base;
}

function overviewPathFor(type: Exclude<SearchResultType, 'term'>): string {
  return `${GUARD_PATHS.overview}${RESULT_TYPE_PATH_SUFFIXES[type]}`;
}

/**
 * Step 8: the page for the result type. A keyword page keeps a term; a domain or URL result goes to
 * that overview and sets the 'redirected as domain' flag. Elsewhere a term goes to the section's
 * /term variant when the table has one, else to keyword overview; a domain or URL result gets the
 * /domain or /url suffix where the route has variants, and stays as it is where it has none.
 */
export function resultTypeRule(input: GuardInput, result: SearchResult): GuardDecision | null {
  const meta = metaOf(input);
  const path = normalizePath(input.to.pathname);
  const type = result.resultType;
  if (meta.sectionName === 'keyword') {
    if (type === 'term') return null;
    return redirectTo(withParams(input.to, {}, overviewPathFor(type)), {}, [
      { type: 'setRedirectedAsDomain', value: true },
    ]);
  }
  const base = variantBasePath(input.to.pathname);
  if (type === 'term') {
    const termPath = `${base}${RESULT_TYPE_PATH_SUFFIXES.term}`;
    const target = meta.hasDomainOrUrlVariant && input.findRoute(termPath) ? termPath : GUARD_PATHS.keywordOverview;
    return target === path ? null : redirectTo(withParams(input.to, {}, target));
  }
  if (!meta.hasDomainOrUrlVariant) return null;
  const target = `${base}${RESULT_TYPE_PATH_SUFFIXES[type]}`;
  return target === path ? null : redirectTo(withParams(input.to, {}, target));
}

/** Steps 5 to 8 in order; the query lookup is the one network call. */
export async function searchSteps(
  input: GuardInput,
  services: Pick<GuardServices, 'lookupQuery'>,
): Promise<GuardDecision> {
  const step5 = searchQueryRule(input);
  if ('decision' in step5) return step5.decision;
  const { query } = step5;
  const switched = sectionSwitchRule(input, query);
  if (switched) return switched;
  const effects: GuardEffect[] = [];
  let result = knownSearchResult(input, query);
  if (!result) {
    try {
      result = await services.lookupQuery(lookupParams(query));
    } catch (error) {
      return lookupFailureRule(error, query);
    }
    effects.push({ type: 'recordSearch', query, result });
  }
  return withEffects(resultTypeRule(input, result) ?? proceed(), effects);
}

// ---------------------------------------------------------------------------------------------
// Before each route

/** Admin-only routes send non-admins home. */
export const adminOnlyRule: GuardRule = (input) => {
  if (!metaOf(input).isAdminOnly || input.user.roles.includes(ROLE_ADMIN)) return null;
  return redirectTo(GUARD_PATHS.home);
};

/**
 * Pending onboarding sends non-marketing pages to onboarding step 1. The receipt of a payment is
 * always shown: a buyer's new account meets its receipt before its survey.
 */
export const pendingOnboardingRule: GuardRule = (input) => {
  if (!isLoggedIn(input.user) || !input.user.shouldShowOnboarding || metaOf(input).pageType === 'marketing')
    return null;
  const path = normalizePath(input.to.pathname);
  if (isOnboardingPath(path) || isAddUsersPath(path) || isEscapePath(path) || path === GUARD_PATHS.receipt) return null;
  return redirectTo(GUARD_PATHS.onboarding);
};

/** Routes that track billing cycles force the query parameter b to the billing months. */
export const billingCyclesRule: GuardRule = (input) => {
  if (!metaOf(input).trackBillingCycles) return null;
  const months = String(input.tracking.billingMonths);
  if (paramsOf(input.to).get(BILLING_MONTHS_QUERY_PARAM) === months) return null;
  return redirectTo(withParams(input.to, { [BILLING_MONTHS_QUERY_PARAM]: months }));
};

/**
 * Routes that force a refresh reload the active user state; others refresh it at most once an
 * hour. On the page's first navigation the state was just loaded, so only the hourly one is asked.
 */
export const stateRefreshRule: GuardRule = (input) => {
  const force = metaOf(input).forceStateRefresh === true && input.from !== null;
  return proceed([{ type: force ? 'reloadActiveState' : 'refreshActiveState' }]);
};

export const BEFORE_EACH_RULES: readonly GuardRule[] = [
  adminOnlyRule,
  pendingOnboardingRule,
  billingCyclesRule,
  stateRefreshRule,
];

// ---------------------------------------------------------------------------------------------
// Per-route guards (doc 1 §5 "Route guards"): ./routeGuards.ts

/**
 * Everything under these paths is watched by a per-route guard (./routeGuards.ts): onboarding,
 * new project, rivalflow and its offer, add users, /seo/keywords/domain, the account area, hq,
 * competitor projects, groups and recon. A route flagged owner-only is watched wherever it is.
 */
const ROUTE_GUARDED_PREFIXES: readonly string[] = [
  GUARD_PATHS.onboarding,
  GUARD_PATHS.addUsers,
  GUARD_PATHS.hq,
  SECTION_PREFIXES.account,
  ...Object.values(GUARDED_PATHS),
];

/**
 * Whether a per-route guard may act on this navigation: when not, the chain neither loads nor runs
 * them (a public page's first navigation does not wait for their chunk).
 */
export function mayNeedRouteRules(input: Pick<GuardInput, 'to' | 'route'>): boolean {
  if (input.route?.meta.isAccountOwnerOnly) return true;
  const path = normalizePath(input.to.pathname);
  return ROUTE_GUARDED_PREFIXES.some((prefix) => isUnder(path, prefix));
}

/**
 * What the per-route guards use of the chain, handed to them when their chunk loads
 * (./routeGuards.ts createRouteRules): their chunk imports nothing of the entry's.
 */
export const ROUTE_RULE_KIT = {
  COMPETITORS_QUERY_PARAM,
  GUARD_PATHS,
  GUARDED_PATHS,
  hasParam,
  hrefOf,
  isAddUsersPath,
  isLoggedIn,
  isOnboardingPath,
  isUnder,
  loginWithReturnUrl,
  metaOf,
  NEC_LOGIN_CLEAR_VALUE,
  NEC_LOGIN_QUERY_PARAM,
  normalizePath,
  paramsOf,
  proceed,
  redirectTo,
  reloadAt,
  SECTION_PREFIXES,
  withParams,
} as const;
export type RouteRuleKit = typeof ROUTE_RULE_KIT;

// ---------------------------------------------------------------------------------------------
// The whole chain

function withEffects(decision: GuardDecision, before: GuardEffect[]): GuardDecision {
  return before.length === 0 ? decision : { ...decision, effects: [...before, ...decision.effects] };
}

/**
 * Runs, in order: the eight steps of the guard chain, the before-each rules, the route's own guard
 * (./routeGuards.ts, loaded from `services` where one may act).
 * The first redirect or reload wins (carrying the effects gathered so far); a 'continue' with
 * effects lets the next rule run.
 */
export async function runGuardChain(input: GuardInput, services: GuardServices): Promise<GuardDecision> {
  for (const rule of [errorPageRule, freewallRule]) {
    const decision = rule(input);
    if (decision) return decision;
  }

  let tooMany = input.user.isTooManyActiveSessions;
  if (needsSessionRefresh(input)) {
    try {
      tooMany = (await services.refreshSessionInfo()).isTooManyActiveSessions;
    } catch {
      // Without fresh info, the flag the state already holds decides.
    }
  }
  const sessionDecision =
    tooManySessionsRule(input, tooMany) ??
    (botCheckApplies(input) ? botRule(input, await services.botReasons()) : null);
  if (sessionDecision) return sessionDecision;

  const search = await searchSteps(input, services);
  if (search.kind !== 'continue') return search;
  const effects = [...search.effects];

  const routeRules = mayNeedRouteRules(input) ? await services.routeRules() : [];
  for (const rule of [...BEFORE_EACH_RULES, ...routeRules]) {
    const decision = rule(input);
    if (!decision) continue;
    if (decision.kind !== 'continue') return withEffects(decision, effects);
    effects.push(...decision.effects);
  }
  return proceed(effects);
}
