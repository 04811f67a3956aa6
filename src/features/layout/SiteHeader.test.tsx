import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SiteHeader, type SiteHeaderRoute } from './SiteHeader';
import { HEADER_SCROLL_THROTTLE_MS, WINDOW_RESIZE_DEBOUNCE_MS } from '../../lib/spec/navigation';
import { resetStores } from '../../state';
import { LinkContext, type LinkBuilder } from '../shell/links';

/** Stands in for the app's linkTo: '/<route name>' plus the query. */
const linkTo: LinkBuilder = (name, _params, query) => {
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return `/${name}${search ? `?${search}` : ''}`;
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const JANE = {
  isLoggedIn: true,
  userId: '3f2b8c1e-6a4d-4e8b-9c1a-2d7e5f0b9a11',
  email: 'jane@example.com',
  isFullUser: true,
};

function renderHeader(route: SiteHeaderRoute = { name: 'seo:overview', meta: {} }, entry = '/seo/overview') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <LinkContext.Provider value={linkTo}>
        <SiteHeader route={route} />
        <Where />
      </LinkContext.Provider>
    </MemoryRouter>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const mobileMenu = () => screen.queryByRole('navigation', { name: 'Site menu' });

describe('SiteHeader', () => {
  beforeEach(() => {
    resetStores();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a visitor Pricing, Log in (back to this page) and Sign up for FREE', () => {
    renderHeader(undefined, '/seo/overview?query=a.com');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/mainpurchase?page=default&click=sw2',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth:login?returnUrl=%2Fseo%2Foverview%3Fquery%3Da.com',
    );
    expect(screen.getByRole('link', { name: 'Sign up for FREE' })).toHaveAttribute('href', '/freeaccount');
    expect(screen.queryByRole('button', { name: /^Account/ })).toBeNull();
  });

  it('reads the user store: a full user gets the account menu (its chunk loads for a signed-in user) and no Pricing', async () => {
    resetStores({ user: JANE });
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Account jane@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('takes an all-zero user id as logged out, whatever isLoggedIn says', () => {
    resetStores({ user: { ...JANE, userId: '00000000-0000-0000-0000-000000000000' } });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('reads the tracking and environment stores: Schedule Demo by flag, hidden outside the US', () => {
    resetStores({ tracking: { showScheduleDemo: true } });
    const { unmount } = renderHeader();
    expect(screen.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByRole('link', { name: '(800) 555-0142' })).toBeInTheDocument();
    unmount();
    resetStores({ tracking: { showScheduleDemo: true }, environment: { countryCode: 'DE' } });
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Schedule Demo' })).toBeNull();
    expect(screen.queryByText('Mon-Fri 6AM-5PM PST')).toBeNull();
    expect(screen.getByRole('link', { name: 'Live chat' })).toBeInTheDocument();
  });

  it('shows only the support block on the main purchase route', () => {
    renderHeader({ name: 'mainpurchase', meta: {} }, '/mainpurchase');
    const header = screen.getByRole('banner', { name: 'Rivalscope' });
    expect(
      within(header)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['(800) 555-0142', 'Live chat']);
    expect(within(header).getByText('Mon-Fri 6AM-5PM PST')).toBeInTheDocument();
    expect(within(header).queryByRole('button')).toBeNull();
  });

  it('hides on scroll down past 200 px and comes back on scroll up', () => {
    vi.useFakeTimers();
    renderHeader();
    const header = screen.getByRole('banner', { name: 'Rivalscope' });
    const scroll = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      act(() => void window.dispatchEvent(new Event('scroll')));
      act(() => vi.advanceTimersByTime(HEADER_SCROLL_THROTTLE_MS));
    };
    scroll(500);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scroll(450);
    expect(header).toHaveAttribute('data-hidden', 'false');
  });

  describe('mobile menu', () => {
    // The menu's chunk loads on first use (HeaderView): loaded once here, the menu then opens at once.
    beforeEach(async () => {
      const { unmount } = renderHeader();
      fireEvent.click(menuButton());
      await screen.findByRole('navigation', { name: 'Site menu' });
      unmount();
    });

    it('opens from the menu button with focus inside, and Escape closes it and refocuses the button', () => {
      renderHeader();
      fireEvent.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      const menu = mobileMenu() as HTMLElement;
      expect(within(menu).getByRole('button', { name: 'Tools' })).toHaveFocus();
      fireEvent.keyDown(within(menu).getByRole('button', { name: 'Tools' }), { key: 'Escape' });
      expect(mobileMenu()).toBeNull();
      expect(menuButton()).toHaveFocus();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when a link changes the route', () => {
      renderHeader();
      fireEvent.click(menuButton());
      const menu = mobileMenu() as HTMLElement;
      fireEvent.click(within(menu).getByRole('button', { name: 'Tools' }));
      fireEvent.click(within(menu).getByRole('link', { name: 'SERP Checker' }));
      expect(screen.getByRole('status', { name: 'location' }).textContent ?? '').toBe('/keyword:serp-analysis');
      expect(mobileMenu()).toBeNull();
    });

    it('closes when focus leaves it (a tab past its end, a click on the page), not when focus moves inside', () => {
      renderHeader();
      fireEvent.click(menuButton());
      const menu = mobileMenu() as HTMLElement;
      const tools = within(menu).getByRole('button', { name: 'Tools' });
      fireEvent.focusOut(tools, { relatedTarget: within(menu).getByRole('link', { name: 'Blog' }) });
      expect(mobileMenu()).not.toBeNull();
      fireEvent.focusOut(tools, { relatedTarget: menuButton() });
      expect(mobileMenu()).not.toBeNull();
      fireEvent.focusOut(tools, { relatedTarget: null });
      expect(mobileMenu()).toBeNull();
    });

    it('closes 250 ms after the window is resized', () => {
      vi.useFakeTimers();
      renderHeader();
      fireEvent.click(menuButton());
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
      act(() => void window.dispatchEvent(new Event('resize')));
      act(() => vi.advanceTimersByTime(WINDOW_RESIZE_DEBOUNCE_MS - 1));
      expect(mobileMenu()).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(mobileMenu()).toBeNull();
    });

    it('keeps the header shown while it is open', () => {
      vi.useFakeTimers();
      renderHeader();
      fireEvent.click(menuButton());
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
      act(() => void window.dispatchEvent(new Event('scroll')));
      expect(screen.getByRole('banner', { name: 'Rivalscope' })).toHaveAttribute('data-hidden', 'false');
    });
  });
});
