/**
 * The app's router: the route table (router.tsx) under the guard chain (guardLoader.ts), with the
 * site header and footer in the shell's slots. The browser app and the page stories build it the
 * same way; stories pass a memory history.
 */
import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';

import { createGuards } from './guardLoader';
import { buildRoutes } from './router';
import { routeAt } from './routes';
import type { ShellSlots } from './Shell';
import { SiteFooter } from '../features/layout/SiteFooter';
import { SiteHeader } from '../features/layout/SiteHeader';

export const SITE_SLOTS: ShellSlots = { header: SiteHeader, footer: SiteFooter };

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
