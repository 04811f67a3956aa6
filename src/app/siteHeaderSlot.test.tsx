import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The slot's module and what it renders within, fresh: the slot keeps whether its chunk is loaded. */
async function freshApp() {
  vi.resetModules();
  const slot = await import('./siteHeaderSlot');
  const { LinkContext } = await import('../features/shell/links');
  const { linkTo } = await import('./linkTo');
  const { routePathNamed } = await import('./routes/paths');
  const route = routePathNamed('home');
  function Page({ children }: { children?: ReactNode }) {
    return (
      <MemoryRouter initialEntries={['/']}>
        <LinkContext.Provider value={linkTo}>
          <slot.SiteHeaderSlot route={route} />
          {children}
        </LinkContext.Provider>
      </MemoryRouter>
    );
  }
  return { slot, Page };
}

const ownedByReact = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

// React's own scheduler runs the hydration, as in the browser (not act()).
const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('the site header slot on a prerendered page', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    root = undefined;
    document.body.replaceChildren();
  });

  it('hydrates with the header it was sent, inert, then swaps in the live header after the first paint', async () => {
    // The build: the header's chunk loaded before the page renders.
    const built = await freshApp();
    await built.slot.loadSiteHeader();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<built.Page />);
    document.body.append(container);
    const sentHeader = container.querySelector('header');
    const sentLogIn = container.querySelector('a[href^="/auth/login"]');
    expect(sentHeader).not.toBeNull();
    expect(sentLogIn).not.toBeNull();

    // The browser: a prerendered page defers the header's chunk.
    const browser = await freshApp();
    browser.slot.deferSiteHeader();
    expect(browser.slot.siteHeaderForFirstRender()).toBeUndefined();
    const actEnvironment = globals.IS_REACT_ACT_ENVIRONMENT;
    globals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root = hydrateRoot(container, <browser.Page />);
      const slotElement = () => container.querySelector(`[${browser.slot.SITE_HEADER_SLOT_ATTRIBUTE}]`);
      // Hydrated in place: the element sent, not owned by React, and inert until the header is live.
      await waitFor(() => expect(slotElement()).toHaveAttribute('inert'));
      expect(container.querySelector('header')).toBe(sentHeader);
      expect(ownedByReact(sentLogIn)).toBe(false);

      await waitFor(() => expect(ownedByReact(container.querySelector('a[href^="/auth/login"]'))).toBe(true));
      expect(slotElement()).not.toHaveAttribute('inert');
      // The same header, drawn by the live one (its ids aside: React's ids differ between the two renders).
      const links = (header: Element | null | undefined) =>
        [...(header?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]);
      const live = container.querySelector('header');
      expect(live).not.toBe(sentHeader);
      expect(live?.textContent).toBe(sentHeader?.textContent);
      expect(links(live)).toEqual(links(sentHeader));
    } finally {
      globals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it("makes a route's first render wait for the header's chunk where the page is rendered in the browser", async () => {
    const { slot } = await freshApp();
    const header = slot.siteHeaderForFirstRender();
    expect(header).toBeDefined();
    expect(typeof (await header)).toBe('function');
  });
});
