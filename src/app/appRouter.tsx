/**
 * The app's router: the route table (router.tsx) under the guard chain (guardLoader.ts), with the
 * site header and footer in the shell's slots. The browser app and the page stories build it the
 * same way; stories pass a memory history.
 */
import { lazy, memo, Suspense, useEffect } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { createGuards, type GuardOptions } from './guardLoader';
import { buildRoutes } from './router';
import { routePathAt } from './routes/paths';
import type { ShellSlotProps, ShellSlots } from './Shell';
import { SiteHeaderSlot } from './siteHeaderSlot';
import { afterHeadingPainted } from '../features/shell/afterPaint';
import { ResearchRowActions, type ResearchRowActionRenderers } from '../features/shell/researchRowActions';
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

/**
 * The footer loads once the page's heading has painted (afterHeadingPainted): nobody's first render waits for its links, offer
 * and AI promo (the initial JavaScript budget). On a prerendered page its HTML stays as sent until
 * then — React leaves a Suspense boundary it cannot hydrate yet in place and hydrates it when the
 * chunk arrives, with no mismatch; on the empty app page it appears below the page (no shift of
 * what is above it). The build's prerender (SSR) loads it at once, so it is in the HTML.
 */
let markPagePainted: () => void = () => {};
const pagePainted = new Promise<void>((resolve) => {
  markPagePainted = resolve;
});
/** Resolves once the first page's heading has painted (the footer's and other deferred parts' cue). */
export function whenPagePainted(): Promise<void> {
  return pagePainted;
}
const SiteFooter = lazy(() =>
  (import.meta.env.SSR ? Promise.resolve() : pagePainted).then(() =>
    import('../features/layout/SiteFooter').then((module) => ({ default: module.SiteFooter })),
  ),
);

/** Memoised: a dehydrated boundary must not be re-rendered before its chunk arrives (same route, same props). */
const DeferredSiteFooter = memo(function DeferredSiteFooter({ route }: ShellSlotProps) {
  useEffect(() => afterHeadingPainted(markPagePainted), []);
  return (
    // The marker says the page is not complete yet (the story tests shoot a page once none is left).
    <Suspense fallback={<div data-deferred-pending="site footer" hidden />}>
      <SiteFooter route={route} />
    </Suspense>
  );
});

export const SITE_SLOTS: ShellSlots = {
  header: SiteHeaderSlot,
  footer: DeferredSiteFooter,
  panel: SignedInWorkspacePanel,
};

// The add buttons of the research rows (doc 2 §4) load when a first row shows one: a research
// page's first render does not carry the workspace.
const AddKeywordButton = lazy(() => import('../features/workspace/addToProject/AddKeywordButton'));
const AddUrlButton = lazy(() => import('../features/workspace/addToProject/AddUrlButton'));

export const RESEARCH_ROW_ACTIONS: ResearchRowActionRenderers = {
  keyword: (term) => (
    <Suspense fallback={null}>
      <AddKeywordButton term={term} />
    </Suspense>
  ),
  url: (fullUrl) => (
    <Suspense fallback={null}>
      <AddUrlButton fullUrl={fullUrl} />
    </Suspense>
  ),
};

/** The root route with every page inside the research rows' slot, filled with the add buttons. */
function withResearchRowActions([root, ...others]: RouteObject[]): RouteObject[] {
  if (!root) return others;
  const wrapped: RouteObject = {
    ...root,
    element: <ResearchRowActions.Provider value={RESEARCH_ROW_ACTIONS}>{root.element}</ResearchRowActions.Provider>,
  } as RouteObject;
  return [wrapped, ...others];
}

export interface AppRouterOptions {
  /** A memory history starting at these entries (stories, tests); the browser's history otherwise. */
  initialEntries?: string[];
  /**
   * What the guard chain runs once before the first navigation (default: load the active state,
   * start the session poll). The build's prerender (src/prerender) loads nothing: it renders a page
   * in the stores' prerender state.
   */
  bootstrap?: GuardOptions['bootstrap'];
}

export function createAppRouter({ initialEntries, bootstrap }: AppRouterOptions = {}) {
  const guards = createGuards({ findRoute: (pathname) => routePathAt(pathname)?.route, bootstrap });
  const routes = withResearchRowActions(buildRoutes({ rootLoader: guards.loader, slots: SITE_SLOTS }));
  const router = initialEntries ? createMemoryRouter(routes, { initialEntries }) : createBrowserRouter(routes);
  guards.bindRouter(router);
  return router;
}
