import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, redirect, useLoaderData } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startApp } from './hydration';
import { PRERENDERED_ATTRIBUTE } from './markers';
import { enterPrerenderState } from './prerenderState';
import { resetStores, tracking, user } from '../state';

type AppRouter = Parameters<typeof startApp>[1];

/** A page that draws the stores it reads, as the app's screens do. */
function Page() {
  const { isPrerendering } = useSnapshot(tracking);
  const { email } = useSnapshot(user);
  const visitor = useLoaderData<string | null>();
  return (
    <main>
      <h1>Welcome</h1>
      <p>{isPrerendering ? 'prerendering' : `visitor ${email ?? 'anonymous'} ${visitor ?? ''}`}</p>
    </main>
  );
}

/**
 * The app's router in small: `guard` is the root loader (the guard chain's place); it runs with
 * the stores as the browser has loaded them.
 */
function routerAt(path: string, guard: () => Response | string | null = () => null) {
  return createMemoryRouter(
    [
      { path: '/', loader: guard, Component: Page },
      { path: '/onboarding', Component: () => <h1>Tell us about you</h1> },
    ],
    { initialEntries: [path] },
  ) as unknown as AppRouter;
}

/** #root as the build writes it: the page drawn in the prerender's state. */
async function prerenderedContainer(path: string): Promise<HTMLElement> {
  const restore = enterPrerenderState();
  const router = routerAt(path, () => null);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(PRERENDERED_ATTRIBUTE, path);
  container.setAttribute('inert', '');
  const { AppRoot } = await import('./hydration');
  container.innerHTML = renderToString(<AppRoot router={router} />);
  restore();
  document.body.append(container);
  return container;
}

// startApp is the page's real start: React's own scheduler runs it, not act() (which would hold
// the commit startApp waits for until the test's callback returned).
const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('starting the app on a prerendered page', () => {
  let actEnvironment: boolean | undefined;
  beforeEach(() => {
    actEnvironment = globals.IS_REACT_ACT_ENVIRONMENT;
    globals.IS_REACT_ACT_ENVIRONMENT = false;
    resetStores();
    // The visitor's state as the guard chain's bootstrap loaded it.
    Object.assign(user, { email: 'ada@example.com' });
  });
  afterEach(() => {
    document.body.replaceChildren();
    globals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('hydrates the page it finds (the same heading element), then shows the visitor state', async () => {
    const container = await prerenderedContainer('/');
    const heading = container.querySelector('h1');
    expect(container.querySelector('p')).toHaveTextContent('prerendering');

    expect(
      await startApp(
        container,
        routerAt('/', () => 'seen by the guards'),
      ),
    ).toBe('hydrated');

    expect(container.querySelector('h1')).toBe(heading);
    await waitFor(() =>
      expect(container.querySelector('p')).toHaveTextContent('visitor ada@example.com seen by the guards'),
    );
    expect(tracking.isPrerendering).toBe(false);
    expect(container.hasAttribute('inert')).toBe(false);
    expect(container.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
  });

  it('drops the page and renders where a guard sends the visitor, replacing the history entry', async () => {
    const container = await prerenderedContainer('/');
    const router = routerAt('/', () => redirect('/onboarding'));

    expect(await startApp(container, router)).toBe('rendered');

    await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Tell us about you'));
    expect(container.textContent).not.toContain('Welcome');
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('renders the empty app page at once, without waiting for the first load', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    let release: () => void = () => undefined;
    const held = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    const router = createMemoryRouter(
      [{ path: '/', loader: () => held, Component: Page, HydrateFallback: () => <p>Loading…</p> }],
      {
        initialEntries: ['/'],
      },
    ) as unknown as AppRouter;

    expect(await startApp(container, router)).toBe('rendered');

    await waitFor(() => expect(container).toHaveTextContent('Loading…'));
    release();
    await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Welcome'));
  });
});
