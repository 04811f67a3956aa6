/**
 * The react-router routes of the app, built from the route table (./routes.tsx): one lazy route per
 * path and alias under a root route whose element is the Shell, the redirects, and a catch-all that
 * serves the '/{competitor}-alternative' comparison pages and sends every other unknown path to the
 * 404 page.
 */
import { Navigate, useLocation, useRouteError, type LoaderFunction, type RouteObject } from 'react-router-dom';

import { linkTo } from './linkTo';
import {
  alternativeCompetitor,
  REDIRECTS,
  ROUTES,
  routeNamed,
  SCREENS,
  type RedirectRoute,
  type RouteEntry,
  type RouteName,
  type ScreenKind,
} from './routes';
import { PageLoading, Shell, type ShellSlots } from './Shell';
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
  route?: RouteEntry;
  redirect?: RedirectRoute;
}

export const ROOT_ROUTE_ID = 'root';

function lazyScreen(screen: ScreenKind): RouteObject['lazy'] {
  return async () => ({ Component: await SCREENS[screen]() });
}

/** A redirect of the table: the route it names, with the query string and hash kept, replacing the history entry. */
function RedirectTo({ to }: { to: RouteName }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${linkTo(to)}${search}${hash}`} replace />;
}

const alternative = routeNamed('marketing:alternative');

/** Any path no route matches: a '/{competitor}-alternative' comparison page, or the 404 page. */
async function catchAll(): Promise<Pick<RouteObject, 'Component'>> {
  const Alternative = alternative ? await SCREENS[alternative.screen]() : undefined;
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
  for (const route of ROUTES as readonly RouteEntry[]) {
    if (route.suffixPattern) continue;
    const handle: RouteHandle = { route };
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      children.push({ path, handle, lazy: lazyScreen(route.screen) });
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
