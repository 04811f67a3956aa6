import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearScrollPositions, scrollDecision, useScrollBehaviour, type ScrollInput } from './scroll';

const base: ScrollInput = {
  action: 'PUSH',
  previousName: 'seo:overview',
  nextName: 'seo:keywords',
  savedTop: undefined,
  hash: '',
};

describe('scrollDecision (doc 1 §2 "Scroll behaviour")', () => {
  it('restores the saved position on history navigation', () => {
    expect(scrollDecision({ ...base, action: 'POP', savedTop: 640 })).toEqual({ kind: 'restore', top: 640 });
    expect(scrollDecision({ ...base, action: 'POP', savedTop: 0, nextName: 'seo:overview' })).toEqual({
      kind: 'restore',
      top: 0,
    });
  });

  it('keeps the position when the route name is unchanged', () => {
    expect(scrollDecision({ ...base, nextName: 'seo:overview' })).toEqual({ kind: 'keep' });
    expect(scrollDecision({ ...base, action: 'REPLACE', nextName: 'seo:overview' })).toEqual({ kind: 'keep' });
    expect(scrollDecision({ ...base, action: 'POP', nextName: 'seo:overview' })).toEqual({ kind: 'keep' });
  });

  it('scrolls to the top otherwise', () => {
    expect(scrollDecision(base)).toEqual({ kind: 'top' });
    expect(scrollDecision({ ...base, action: 'POP' })).toEqual({ kind: 'top' });
    expect(scrollDecision({ ...base, previousName: undefined, nextName: undefined })).toEqual({ kind: 'top' });
  });

  it('does not restore a position on a new entry, even one saved for it', () => {
    expect(scrollDecision({ ...base, savedTop: 300 })).toEqual({ kind: 'top' });
  });

  it('goes to the element a new entry’s hash names', () => {
    expect(scrollDecision({ ...base, hash: '#signup' })).toEqual({ kind: 'hash', id: 'signup' });
    expect(scrollDecision({ ...base, hash: '#' })).toEqual({ kind: 'top' });
    expect(scrollDecision({ ...base, action: 'POP', hash: '#signup', savedTop: 90 })).toEqual({
      kind: 'restore',
      top: 90,
    });
  });
});

describe('useScrollBehaviour', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    clearScrollPositions();
    scrollTo = vi.fn((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  /** The route name is the first path segment: /a/1 and /a/2 share a name, /b does not. */
  function Page() {
    return (
      <>
        <Link to="/a/2">a2</Link>
        <Link to="/b">b</Link>
      </>
    );
  }

  function Layout({ name }: { name: string }) {
    useScrollBehaviour(name);
    return <Page />;
  }

  function renderRouter() {
    const router = createMemoryRouter(
      [
        { path: '/a/:n', element: <Layout name="a" /> },
        { path: '/b', element: <Layout name="b" /> },
      ],
      { initialEntries: ['/a/1'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  function scrollWindowTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  }

  it('keeps the position within a route name, goes to the top for another, and restores on Back', async () => {
    const router = renderRouter();
    await screen.findByText('b');
    expect(scrollTo).not.toHaveBeenCalled(); // the first route leaves the page where it is

    scrollWindowTo(400);
    await act(() => router.navigate('/a/2'));
    expect(scrollTo).not.toHaveBeenCalled(); // same name: kept at 400

    scrollWindowTo(700);
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollWindowTo(50);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);

    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 400);

    await act(() => router.navigate(1));
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 50);
  });

  it('turns off the browser’s own restoration while mounted', async () => {
    window.history.scrollRestoration = 'auto';
    renderRouter();
    await screen.findByText('b');
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
