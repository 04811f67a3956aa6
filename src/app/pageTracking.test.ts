import { describe, expect, it, vi } from 'vitest';

import { onPageView, trackPage } from './pageTracking';

describe('trackPage', () => {
  it('reports the page view to every listener until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onPageView(first);
    const stopSecond = onPageView(second);
    trackPage('seo:overview', '/seo/overview?query=a');
    stopFirst();
    trackPage('home', '/');
    stopSecond();
    trackPage('hq', '/hq');
    expect(first.mock.calls).toEqual([[{ name: 'seo:overview', path: '/seo/overview?query=a' }]]);
    expect(second.mock.calls).toEqual([
      [{ name: 'seo:overview', path: '/seo/overview?query=a' }],
      [{ name: 'home', path: '/' }],
    ]);
  });

  it('logs a failing listener and still reaches the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    const stopBad = onPageView(() => {
      throw new Error('boom');
    });
    const stopAfter = onPageView(after);
    trackPage('home', '/');
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('trackPage: a page-view listener failed.', expect.any(Error));
    stopBad();
    stopAfter();
    error.mockRestore();
  });
});
