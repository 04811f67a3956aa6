import { act, render, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  applyPageHead,
  canonicalUrl,
  PIXEL_URL_MAX_LENGTH,
  pageTitle,
  searchQuery,
  sendPagePixel,
  usePageMeta,
} from './pageMeta';
import { onPageView } from './pageTracking';
import { routeAt } from './routes';
import { getPagePixel } from '../api/navigation';

vi.mock('../api/navigation', () => ({ getPagePixel: vi.fn(() => Promise.resolve(new Blob())) }));

const pixel = vi.mocked(getPagePixel);

beforeEach(() => {
  pixel.mockClear();
  document.head.innerHTML = '';
  document.title = '';
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('pageTitle', () => {
  it('is the route title', () => {
    expect(pageTitle({ title: 'Log In' })).toBe('Log In');
    expect(pageTitle({ title: 'Log In' }, 'ignored: not a searchable route')).toBe('Log In');
  });

  it("is '{title}: {query}' on a searchable route with a query", () => {
    expect(pageTitle({ title: 'SEO Keyword Research', sectionName: 'seo' }, 'example.com')).toBe(
      'SEO Keyword Research: example.com',
    );
    expect(pageTitle({ title: 'Keyword Research Tool', sectionName: 'keyword' }, '  seo tools ')).toBe(
      'Keyword Research Tool: seo tools',
    );
  });

  it('is the title alone on a searchable route without a query, or with a blank one', () => {
    expect(pageTitle({ title: 'Domain Overview', sectionName: 'overview' })).toBe('Domain Overview');
    expect(pageTitle({ title: 'Domain Overview', sectionName: 'overview' }, '   ')).toBe('Domain Overview');
  });

  it('fills placeholders from the route params', () => {
    expect(pageTitle({ title: 'The {competitor} Alternative' }, undefined, { competitor: 'ahrefs' })).toBe(
      'The ahrefs Alternative',
    );
  });
});

describe('searchQuery', () => {
  it('reads and trims ?query=', () => {
    expect(searchQuery('?query=%20Example.com%20&b=12')).toBe('Example.com');
    expect(searchQuery('?query=')).toBeUndefined();
    expect(searchQuery('')).toBeUndefined();
  });
});

describe('canonicalUrl', () => {
  const origin = 'https://www.Rivalscope.dev';

  it('is the address in lower case', () => {
    expect(canonicalUrl({ origin, pathname: '/Account/TeamManagement', search: '', meta: {} })).toBe(
      'https://www.rivalscope.dev/account/teammanagement',
    );
  });

  it('keeps only the query, on searchable routes', () => {
    expect(
      canonicalUrl({
        origin,
        pathname: '/SEO/Overview/Domain',
        search: '?query=Example.COM&alt=3',
        meta: { sectionName: 'seo' },
      }),
    ).toBe('https://www.rivalscope.dev/seo/overview/domain?query=example.com');
    expect(canonicalUrl({ origin, pathname: '/Buy/Register', search: '?purchaseid=1139&click=sw1', meta: {} })).toBe(
      'https://www.rivalscope.dev/buy/register',
    );
  });

  it("uses the route's canonical, or its own path for an alias", () => {
    expect(canonicalUrl({ origin, pathname: '/x', search: '', meta: { canonical: '/Company' } })).toBe(
      'https://www.rivalscope.dev/company',
    );
    expect(canonicalUrl({ origin, pathname: '/login', search: '', meta: {}, primaryPath: '/auth/login' })).toBe(
      'https://www.rivalscope.dev/auth/login',
    );
  });

  it("is an alias's own path when the route's path is the site's root (/althome)", () => {
    expect(
      canonicalUrl({
        origin,
        pathname: '/AltHome',
        search: '?alt=3',
        meta: { pageType: 'marketing' },
        primaryPath: '/',
      }),
    ).toBe('https://www.rivalscope.dev/althome');
  });
});

describe('applyPageHead', () => {
  it('creates the description and canonical tags when missing', () => {
    applyPageHead(document, { title: 'A', description: 'About A.', canonical: 'https://x.dev/a' });
    expect(document.title).toBe('A');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About A.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://x.dev/a');
  });

  it('rewrites the existing tags instead of adding more', () => {
    applyPageHead(document, { title: 'A', description: 'About A.', canonical: 'https://x.dev/a' });
    applyPageHead(document, { title: 'B', description: 'About B.', canonical: 'https://x.dev/b' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://x.dev/b');
  });
});

describe('sendPagePixel', () => {
  it('calls GET /home/pixel with the address, cut to the contract limit', async () => {
    // The client's chunk loads with the first pixel: the call follows it.
    sendPagePixel('/seo/overview?query=a');
    await vi.waitFor(() => expect(pixel).toHaveBeenCalledWith({ url: '/seo/overview?query=a' }));
    sendPagePixel(`/x?q=${'a'.repeat(3000)}`);
    await vi.waitFor(() => expect(pixel.mock.calls[1]?.[0].url).toHaveLength(PIXEL_URL_MAX_LENGTH));
  });

  it('ignores a failing pixel', async () => {
    pixel.mockRejectedValueOnce(new Error('offline'));
    expect(() => sendPagePixel('/')).not.toThrow();
    await vi.waitFor(() => expect(pixel).toHaveBeenCalledWith({ url: '/' }));
  });
});

describe('usePageMeta, after each route', () => {
  function Page() {
    const { pathname } = useLocation();
    const match = useMemo(() => routeAt(pathname), [pathname]);
    usePageMeta(match);
    return <p>{match?.route.name ?? 'unknown'}</p>;
  }

  function renderAt(path: string) {
    const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it('sets the title, description and lower-case canonical, sends the pixel and tracks the page', async () => {
    const views: unknown[] = [];
    const stop = onPageView((view) => views.push(view));
    renderAt('/SEO/Keywords/Domain?query=Example.com&alt=2');
    await screen.findByText('seo:keywords:domain');
    await waitFor(() => expect(document.title).toBe('SEO Keyword Research: Example.com'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The keywords a domain or URL ranks for, with positions, search volume and clicks.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/seo/keywords/domain?query=example.com`.toLowerCase(),
    );
    expect(pixel).toHaveBeenCalledTimes(1);
    expect(pixel).toHaveBeenCalledWith({ url: '/SEO/Keywords/Domain?query=Example.com&alt=2' });
    expect(views).toEqual([{ name: 'seo:keywords:domain', path: '/SEO/Keywords/Domain?query=Example.com&alt=2' }]);
    stop();
  });

  it('runs again for a new address, and not for a hash change', async () => {
    const views: unknown[] = [];
    const stop = onPageView((view) => views.push(view));
    const router = renderAt('/login');
    await screen.findByText('auth:login');
    await waitFor(() => expect(document.title).toBe('Log In'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/auth/login`,
    );
    await act(() => router.navigate('/login#form'));
    await act(() => router.navigate('/ahrefs-alternative'));
    await screen.findByText('marketing:alternative');
    await waitFor(() => expect(document.title).toBe('The ahrefs Alternative'));
    expect(pixel.mock.calls.map(([query]) => query.url)).toEqual(['/login', '/ahrefs-alternative']);
    expect(views).toEqual([
      { name: 'auth:login', path: '/login' },
      { name: 'marketing:alternative', path: '/ahrefs-alternative' },
    ]);
    stop();
  });

  it('does nothing while no route matches', async () => {
    renderAt('/no/such/page');
    await screen.findByText('unknown');
    expect(document.title).toBe('');
    expect(pixel).not.toHaveBeenCalled();
  });
});
