import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { nextHeaderHidden, useHeaderHidden } from './headerScroll';
import { HEADER_HIDE_SCROLL_PX, HEADER_SCROLL_THROTTLE_MS } from '../../lib/spec/navigation';

describe('nextHeaderHidden (doc 1 §2: hides past 200 px going down, back going up or near the top)', () => {
  it.each([
    // previousY, currentY, wasHidden, hidden
    [0, 150, false, false], // down, but within 200 px of the top
    [150, 200, false, false], // exactly 200 px: still within
    [200, 201, false, true], // down past 200 px
    [300, 900, false, true],
    [900, 850, true, false], // any upward scroll brings it back
    [900, 250, true, false],
    [900, 900, true, true], // no movement: unchanged
    [900, 900, false, false],
    [900, 180, true, false], // back within 200 px
    [250, 0, true, false],
  ])('from %i to %i (hidden before: %s) → hidden %s', (previousY, currentY, wasHidden, hidden) => {
    expect(nextHeaderHidden(previousY, currentY, wasHidden)).toBe(hidden);
  });

  it('uses the spec thresholds', () => {
    expect(HEADER_HIDE_SCROLL_PX).toBe(200);
    expect(HEADER_SCROLL_THROTTLE_MS).toBe(25);
  });
});

describe('useHeaderHidden', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo(0, false);
  });
  afterEach(() => vi.useRealTimers());

  /** Sets the window's scroll position and, unless told not to, fires a scroll event. */
  function scrollTo(y: number, fire = true) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    if (fire) act(() => void window.dispatchEvent(new Event('scroll')));
  }
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('hides on the first downward scroll past 200 px at once, and shows on the way back up', () => {
    const { result } = renderHook(() => useHeaderHidden());
    expect(result.current).toBe(false);
    scrollTo(150);
    expect(result.current).toBe(false);
    advance(HEADER_SCROLL_THROTTLE_MS);
    scrollTo(400);
    expect(result.current).toBe(true);
    advance(HEADER_SCROLL_THROTTLE_MS);
    scrollTo(380);
    expect(result.current).toBe(false);
  });

  it('reads the scroll position at most every 25 ms, and always the last one', () => {
    const { result } = renderHook(() => useHeaderHidden());
    scrollTo(400); // read at once
    expect(result.current).toBe(true);
    scrollTo(350); // within 25 ms: held back
    scrollTo(300);
    expect(result.current).toBe(true);
    advance(HEADER_SCROLL_THROTTLE_MS - 1);
    expect(result.current).toBe(true);
    advance(1); // the trailing read sees 300 < 400: upward
    expect(result.current).toBe(false);
    // Quiet for a throttle period: the next event is read at once again.
    advance(HEADER_SCROLL_THROTTLE_MS);
    scrollTo(600);
    expect(result.current).toBe(true);
  });

  it('stays shown while paused (mobile menu open) and stops listening', () => {
    const { result, rerender } = renderHook(({ paused }) => useHeaderHidden(paused), {
      initialProps: { paused: false },
    });
    scrollTo(600);
    expect(result.current).toBe(true);
    rerender({ paused: true });
    expect(result.current).toBe(false);
    advance(HEADER_SCROLL_THROTTLE_MS);
    scrollTo(900);
    expect(result.current).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useHeaderHidden());
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    remove.mockRestore();
  });
});
