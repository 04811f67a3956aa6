/**
 * The react-router routes of the app, built from the route table (./routes.tsx): one lazy route per
 * path and alias under a root route whose element is the Shell, the redirects, and a catch-all that
 * serves the '/{competitor}-alternative' comparison pages and sends every other unknown path to the
 * 404 page.
 */
import { Navigate, useLocation, useRouteError, type LoaderFunction, type RouteObject } from 'react-router-dom';

import { linkTo } from './linkTo';
import type { RouteName } from './routes';
import { alternativeCompetitor, REDIRECTS, routePathNamed, type RedirectRoute, type RoutePath } from './routes/paths';
import type { ScreenKind, ScreenLoader } from './routes/screens';
import { ROUTE_TABLE } from './routes/table.gen';
import { loadRouteTexts } from './routeTexts';
import { loadResearchGate, PageLoading, Shell, type ShellSlots } from './Shell';
import { siteHeaderForFirstRender } from './siteHeaderSlot';
import { ErrorView } from '../features/errors/ErrorView';

export interface BuildRoutesOptions {
  /**
   * Runs before every navigation (doc 1's navigation guard chain): it is the root route's loader, and
   * revalidates on every navigation so no route change skips it.
   */
  rootLoader?: LoaderFunction;
  /** The header and footer (see ShellSlots). */
  slots?: ShellSlots;
}

/** What a route object carries in its `handle`: the table entry, or the redirect it is. */
export interface RouteHandle {
  route?: RoutePath;
  redirect?: RedirectRoute;
}

export const ROOT_ROUTE_ID = 'root';

/**
 * Screens that render without the route's frame (its title, description and section links, from
 * the route texts): their first render, or the hydration of their prerendered page, does not wait
 * for the texts' chunk. The home page's <h1> is its own text (src/features/home/texts.ts, which
 * the route table reads). Every other screen reads the frame, so its route loads the texts first.
 */
const FRAMELESS_SCREENS: ReadonlySet<ScreenKind> = new Set(['home']);

/**
 * The screens' loaders (./routes/screens.tsx, with the build's preload lists of their chunks) are a
 * chunk of their own, which index.html and every prerendered page but home's modulepreload (the
 * build's `rivalscope-preload-screens` step in vite.config.ts, src/prerender/build.ts). The home
 * screen's loader is here, so the home page's entry neither carries nor waits for the others.
 */
export const DIRECT_SCREENS: Readonly<Partial<Record<ScreenKind, ScreenLoader>>> = {
  home: () => import('../features/home/HomeScreen').then((m) => m.HomeScreen),
};

/** A screen's component: from its own chunk, through the screens' chunk unless it is a direct screen. */
export function loadScreen(screen: ScreenKind): ReturnType<ScreenLoader> {
  return DIRECT_SCREENS[screen]?.() ?? import('./routes/screens').then(({ SCREENS }) => SCREENS[screen]());
}

/**
 * A route's screen, loaded on first use, with what its first render reads: the route texts (unless
 * the screen is frameless), on a searchable route the paywall gate (Shell), and the site header's
 * chunk unless a prerendered page loads it after its first paint (./siteHeaderSlot.tsx).
 */
function lazyScreen(screen: ScreenKind, searchable: boolean): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([
      loadScreen(screen),
      FRAMELESS_SCREENS.has(screen) ? undefined : loadRouteTexts(),
      searchable ? loadResearchGate() : undefined,
      siteHeaderForFirstRender(),
    ]);
    return { Component };
  };
}

/** A redirect of the table: the route it names, with the query string and hash kept, replacing the history entry. */
function RedirectTo({ to }: { to: RouteName }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${linkTo(to)}${search}${hash}`} replace />;
}

const alternative = routePathNamed('marketing:alternative');

/** Any path no route matches: a '/{competitor}-alternative' comparison page, or the 404 page. */
async function catchAll(): Promise<Pick<RouteObject, 'Component'>> {
  const [Alternative] = await Promise.all([
    alternative ? loadScreen(alternative.screen) : undefined,
    loadRouteTexts(),
    siteHeaderForFirstRender(),
  ]);
  return {
    Component: function CatchAll() {
      const { pathname } = useLocation();
      if (Alternative && alternativeCompetitor(pathname)) return <Alternative />;
      return <Navigate to={linkTo('error:notfound')} replace />;
    },
  };
}

/** A route that throws (a chunk that fails to load, a loader error) shows the server error page. */
function RouteErrorBoundary() {
  const error = useRouteError();
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : undefined;
  return <ErrorView kind="serverError" status={status && status >= 400 && status <= 599 ? status : undefined} />;
}

export function buildRoutes({ rootLoader, slots }: BuildRoutesOptions = {}): RouteObject[] {
  const children: RouteObject[] = [];
  for (const route of ROUTE_TABLE) {
    if (route.suffixPattern) continue;
    const handle: RouteHandle = { route };
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      children.push({ path, handle, lazy: lazyScreen(route.screen, route.meta.sectionName !== undefined) });
    }
  }
  for (const redirect of REDIRECTS) {
    const handle: RouteHandle = { redirect };
    children.push({ path: redirect.path, handle, element: <RedirectTo to={redirect.to} /> });
  }
  children.push({ path: '*', lazy: catchAll });

  return [
    {
      id: ROOT_ROUTE_ID,
      element: <Shell slots={slots} />,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorBoundary,
      ...(rootLoader ? { loader: rootLoader, shouldRevalidate: () => true } : {}),
      children,
    },
  ];
}
