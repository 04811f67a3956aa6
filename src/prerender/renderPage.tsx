/**
 * The build's server-side entry (bundled by src/prerender/build.ts with Vite's SSR build): renders
 * one page of the app, with the same router, guard chain and components as the browser, to HTML.
 * The stores hold the prerender's state (./prerenderState.ts) and nothing is loaded, so the page is
 * what any anonymous visitor's browser draws in its first render. A page the guards send an
 * anonymous visitor away from (/rivalflow-offer needs a login) is not prerendered.
 */
import { prerender } from 'react-dom/static';

import { AppRoot, routerReady } from './hydration';
import { enterPrerenderState } from './prerenderState';
import { createAppRouter } from '../app/appRouter';
import { pageTitle } from '../app/pageMeta';
import { DIRECT_SCREENS } from '../app/router';
import type { ScreenKind } from '../app/routes';
import { loadRouteTexts } from '../app/routeTexts';
import { fill } from '../lib/spec/text';
import { cancelActiveStateRefresh } from '../state';

export { prerenderedFile, prerenderedPaths, researchRoutes } from './pages';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The head's title and description, as the app sets them after the route (src/app/pageMeta.ts). */
  title: string;
  description: string;
  /** Whether the page's screen loads through the screens' chunk (every screen but DIRECT_SCREENS'). */
  needsScreensChunk: boolean;
  /** The route's screen: its chunk and the chunks it imports are preloaded (./build.ts screenModules). */
  screen: ScreenKind;
}

/** The page at `path`, or null when the guard chain sends an anonymous visitor elsewhere. */
export async function renderPage(path: string): Promise<RenderedPage | null> {
  // Every page is prerendered with its route texts, as the browser's first render of a page with a frame.
  const texts = await loadRouteTexts();
  const match = texts.routeAt(path);
  if (!match) throw new Error(`No route shows ${path}: it cannot be prerendered.`);
  enterPrerenderState();
  const router = createAppRouter({ initialEntries: [path], bootstrap: () => Promise.resolve() });
  try {
    await routerReady(router);
    if (router.state.location.pathname !== path) return null;
    // Waits for every lazy component of the first render, unlike renderToString; an unlimited
    // chunk size keeps each Suspense boundary in place instead of moved by an inline script.
    const { prelude } = await prerender(<AppRoot router={router} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await new Response(prelude).text();
    if (/<script\b/i.test(html)) throw new Error(`${path} prerendered an inline script: the CSP refuses it.`);
    return {
      html,
      title: pageTitle(match.route.meta, undefined, match.params),
      description: fill(match.route.meta.description, match.params),
      needsScreensChunk: !DIRECT_SCREENS[match.route.screen],
      screen: match.route.screen,
    };
  } finally {
    router.dispose();
    // The guard chain schedules the hourly active-state refresh: it must not keep the build alive.
    cancelActiveStateRefresh();
  }
}
