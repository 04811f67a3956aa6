/**
 * How the browser starts the app on a page (src/app/main.tsx). The empty app page renders at once,
 * as it always has. A prerendered page (src/prerender/build.ts) waits for the router's first
 * load — the guard chain, the active state and the route's screen — then:
 *
 * - the router stayed on the prerendered path: the page is hydrated, its first render drawn in the
 *   prerender's state (./prerenderState.ts) so it matches the HTML; the visitor's state is put back
 *   right after, as an ordinary update;
 * - a guard sent the visitor elsewhere (onboarding, the freewall, add-users): the HTML is dropped
 *   and the page the guard chose renders, exactly as on the empty app page.
 *
 * The page stays inert until then: a click or keystroke on HTML that React does not own yet would
 * be lost.
 */
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { HYDRATED_MARK, PRERENDERED_ATTRIBUTE } from './markers';
import { enterPrerenderState } from './prerenderState';
import { App } from '../app/App';
import type { createAppRouter } from '../app/appRouter';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has finished its first load (loaders, redirects, the lazy screen). */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function AfterCommit({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/** The app's whole tree: the same in the prerender and in the browser, so hydration matches. */
export function AppRoot({ router, onCommit }: { router: AppRouter; onCommit?: () => void }) {
  return (
    <StrictMode>
      <AfterCommit onCommit={onCommit}>
        <App router={router} />
      </AfterCommit>
    </StrictMode>
  );
}

export type Start = 'rendered' | 'hydrated';

export interface StartOptions {
  /** What a prerendered page waits for before it drops its HTML to render the page a guard chose. */
  beforeRender?: () => Promise<unknown>;
}

/** Starts the app in `container`: renders it, or hydrates the page prerendered into it. */
export async function startApp(container: HTMLElement, router: AppRouter, options: StartOptions = {}): Promise<Start> {
  const prerenderedPath = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (prerenderedPath === null) {
    createRoot(container).render(<AppRoot router={router} />);
    return 'rendered';
  }
  await routerReady(router);
  const interactive = () => {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    container.removeAttribute('inert');
  };
  const { pathname, search } = router.state.location;
  if (pathname !== prerenderedPath || search !== '') {
    await options.beforeRender?.();
    container.replaceChildren();
    interactive();
    createRoot(container).render(<AppRoot router={router} />);
    return 'rendered';
  }
  const restoreVisitorState = enterPrerenderState();
  await new Promise<void>((resolve) => {
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser run in
    // between; an ordinary hydration is one long task, which a phone spends blocked (Lighthouse's TBT).
    startTransition(() => {
      hydrateRoot(
        container,
        <AppRoot
          router={router}
          onCommit={() => {
            performance.mark(HYDRATED_MARK);
            restoreVisitorState();
            interactive();
            resolve();
          }}
        />,
      );
    });
  });
  return 'hydrated';
}
