/**
 * The app's router: the route table (router.tsx) under the guard chain (guardLoader.ts), with the
 * site header and footer in the shell's slots. The browser app and the page stories build it the
 * same way; stories pass a memory history.
 */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { createGuards } from './guardLoader';
import { buildRoutes } from './router';
import { routeAt } from './routes';
import type { ShellSlots } from './Shell';
import { SiteFooter } from '../features/layout/SiteFooter';
import { SiteHeader } from '../features/layout/SiteHeader';
import { isSignedIn, user } from '../state/user';

// The workspace panel is a signed-in user's: a visitor's pages never load it, and nobody's first
// render waits for it.
const WorkspacePanel = lazy(() =>
  import('../features/workspace/panel/WorkspacePanel').then((module) => ({ default: module.WorkspacePanel })),
);

function SignedInWorkspacePanel() {
  if (!isSignedIn(useSnapshot(user))) return null;
  return (
    <Suspense fallback={null}>
      <WorkspacePanel />
    </Suspense>
  );
}

export const SITE_SLOTS: ShellSlots = { header: SiteHeader, footer: SiteFooter, panel: SignedInWorkspacePanel };

export interface AppRouterOptions {
  /** A memory history starting at these entries (stories, tests); the browser's history otherwise. */
  initialEntries?: string[];
}

export function createAppRouter({ initialEntries }: AppRouterOptions = {}) {
  const guards = createGuards({ findRoute: (pathname) => routeAt(pathname)?.route });
  const routes = buildRoutes({ rootLoader: guards.loader, slots: SITE_SLOTS });
  const router = initialEntries ? createMemoryRouter(routes, { initialEntries }) : createBrowserRouter(routes);
  guards.bindRouter(router);
  return router;
}
