import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { AI_PROMO_PARTNER_URL } from './buildAiPromoUrl';
import { SiteFooter } from './SiteFooter';
import { EMPTY_GUID } from '../../lib/spec/identity';
import { resetStores } from '../../state';
import { LinkContext, type LinkBuilder } from '../shell/links';

const USER_ID = '3f2a9c4e-8b1d-4e6f-a7c2-5d9e0b1f4a36';

/** A stand-in for the app's linkTo: the route name as the path, then params and query. */
const linkTo: LinkBuilder = (name, params = {}, query) => {
  const path = `/${name}${Object.values(params)
    .map((value) => `/${value}`)
    .join('')}`;
  const search = query ? new URLSearchParams(query as Record<string, string>).toString() : '';
  return search ? `${path}?${search}` : path;
};

function renderFooter(route: { name: string } | undefined) {
  return render(
    <MemoryRouter>
      <LinkContext.Provider value={linkTo}>
        <SiteFooter route={route} />
      </LinkContext.Provider>
    </MemoryRouter>,
  );
}

async function scan(domain: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Domain to scan' }), domain);
  await userEvent.click(screen.getByRole('button', { name: 'Scan with AI' }));
}

describe('SiteFooter', () => {
  let open: MockInstance<typeof window.open>;
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => {
    open.mockRestore();
    resetStores();
  });

  it("gives a visitor sfu 'free', the route's name as page, and our call to action", async () => {
    resetStores({ user: { isLoggedIn: false, userId: EMPTY_GUID } });
    renderFooter({ name: 'seo:overview' });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Membership starts at $33/month' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/mainpurchase?page=default&click=sw2',
    );
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/marketing:company?section=contactUs',
    );
    await scan('example.com');
    expect(open).toHaveBeenCalledWith(
      `${AI_PROMO_PARTNER_URL}?domain=example.com&page=seo%3Aoverview&sfu=free`,
      '_blank',
      'noopener',
    );
  });

  it("sends a logged-in user's id as sfu and shows the tracking state's call to action", async () => {
    resetStores({
      user: { isLoggedIn: true, userId: USER_ID, isFullUser: false },
      tracking: { footerCtaText: 'Upgrade for $33/month', footerCtaLink: '/upgrade?click=footer' },
    });
    renderFooter({ name: 'hq' });
    expect(screen.getByRole('link', { name: 'Upgrade for $33/month' })).toHaveAttribute(
      'href',
      '/upgrade?click=footer',
    );
    expect(screen.queryByRole('link', { name: 'See plans and pricing' })).not.toBeInTheDocument();
    await scan('example.com');
    expect(open).toHaveBeenCalledWith(
      `${AI_PROMO_PARTNER_URL}?domain=example.com&page=hq&sfu=${USER_ID}`,
      '_blank',
      'noopener',
    );
  });

  it('shows a paying member the offer without a call to action of ours', () => {
    resetStores({ user: { isLoggedIn: true, userId: USER_ID, isFullUser: true } });
    renderFooter({ name: 'hq' });
    expect(screen.getByText('No contracts')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See plans and pricing' })).not.toBeInTheDocument();
  });

  it("follows the stores: logging out turns sfu back to 'free'", async () => {
    resetStores({ user: { isLoggedIn: true, userId: USER_ID } });
    renderFooter(undefined);
    await scan('example.com');
    expect(open).toHaveBeenLastCalledWith(expect.stringContaining(`&sfu=${USER_ID}`), '_blank', 'noopener');
    act(() => resetStores({ user: { isLoggedIn: false, userId: EMPTY_GUID } }));
    await userEvent.click(screen.getByRole('button', { name: 'Scan with AI' }));
    expect(open).toHaveBeenLastCalledWith(
      `${AI_PROMO_PARTNER_URL}?domain=example.com&page=unknown&sfu=free`,
      '_blank',
      'noopener',
    );
  });
});
