/**
 * The marketing screen under a data router shaped like the app's (route entries in the handles, the
 * shell's link builder and frame): it picks the page by route name, carries the route's coupon to
 * its purchase links, opens the company page at its contact section, and shows the RivalFlow
 * offer's code to members only.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useMatches } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MarketingScreen } from './MarketingScreen';
import { MARKETING_TEXT } from './texts';
import { resetStores } from '../../state';
import { FrameContext } from '../shell/frameContext';
import { LinkContext, type LinkBuilder } from '../shell/links';

const ROUTES = [
  { name: 'marketing:company', path: '/company', title: 'About Rivalscope' },
  {
    name: 'marketing:capital-one-spring-member-offer',
    path: '/capital-one-spring-member-offer',
    title: 'Capital One Spring Member Offer',
    signUpCtaCouponCode: 'spring',
  },
  { name: 'marketing:rivalflow-offer', path: '/rivalflow-offer', title: 'RivalFlow Member Offer' },
  { name: 'marketing:unknown', path: '/unknown', title: 'Not a marketing page' },
] as const;

const linkTo: LinkBuilder = (name, _params, query) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const path = ROUTES.find((route) => route.name === name)?.path ?? `/${name.replace(/:/g, '/')}`;
  return search.size ? `${path}?${search}` : path;
};

/** The shell's part: the link builder, and the frame of the route shown. */
function FakeShell() {
  const handle = useMatches().at(-1)?.handle as { route: { meta: { title: string } } } | undefined;
  const title = handle?.route.meta.title ?? '';
  return (
    <LinkContext.Provider value={linkTo}>
      <FrameContext.Provider value={{ title, description: `About ${title}.`, searchable: false, homeHref: '/' }}>
        <Outlet />
      </FrameContext.Provider>
    </LinkContext.Provider>
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      {
        element: <FakeShell />,
        HydrateFallback: () => null,
        children: ROUTES.map(({ name, path, title, ...meta }) => ({
          path,
          handle: { route: { name, path, meta: { title, ...meta } } },
          // Lazy, as in the app: the screen renders after the router's first load, outside act().
          lazy: () => Promise.resolve({ Component: MarketingScreen }),
        })),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

beforeEach(() => resetStores());
afterEach(() => resetStores());

describe('MarketingScreen', () => {
  it('shows the page of the route, its heading the route title', async () => {
    renderAt('/company');
    await h1('About Rivalscope');
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rivalscope home' })).toHaveAttribute('href', '/');
  });

  it('carries the route’s sign-up coupon on the purchase links (doc 1 §2: couponcode spring)', async () => {
    renderAt('/capital-one-spring-member-offer');
    await h1('Capital One Spring Member Offer');
    const cta = within(screen.getByRole('region', { name: 'Claim your 20% member discount' }));
    expect(cta.getByRole('link', { name: 'Claim 20% off' })).toHaveAttribute(
      'href',
      '/mainpurchase?page=default&click=sw2&couponcode=spring',
    );
    expect(cta.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/buy/register?purchaseid=1139&click=sw1&couponcode=spring',
    );
  });

  it('opens the company page at its contact section (the footer’s section=contactUs)', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    try {
      renderAt('/company?section=contactUs');
      await h1('About Rivalscope');
      await waitFor(() => expect(scrolled).toEqual(['contactUs']));
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('shows a guest of the RivalFlow offer a way to log in and come back, without the code', async () => {
    renderAt('/rivalflow-offer');
    await h1('RivalFlow Member Offer');
    expect(screen.getByText(MARKETING_TEXT.loginNotice)).toBeInTheDocument();
    expect(screen.queryByText('RIVALSCOPE25')).toBeNull();
    for (const link of screen.getAllByRole('link', { name: MARKETING_TEXT.loginToClaim })) {
      expect(link).toHaveAttribute('href', '/auth/login?returnUrl=%2Frivalflow-offer');
    }
  });

  it('shows a logged-in member the RivalFlow code, naming the team member’s own e-mail', async () => {
    resetStores({
      user: {
        isLoggedIn: true,
        userId: '5f0c2a9e-1b7d-4c3e-8a6f-2d9b0e4c7a11',
        email: 'owner@example.com',
        isChildAccount: true,
        childUserEmail: 'sam@example.com',
      },
    });
    renderAt('/rivalflow-offer');
    await h1('RivalFlow Member Offer');
    expect(screen.getByRole('heading', { level: 3, name: 'RIVALSCOPE25' })).toBeInTheDocument();
    expect(screen.getByText(/^Signed in as sam@example.com\./)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open Top Pages' })[0]).toHaveAttribute('href', '/seo/top-pages');
  });

  it('falls back to the not-yet-available frame for a route it has no page for', async () => {
    renderAt('/unknown');
    await h1('Not a marketing page');
    expect(screen.getByText('About Not a marketing page.')).toBeInTheDocument();
  });
});
