import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useMobileMenu } from './useMobileMenu';
import { WINDOW_RESIZE_DEBOUNCE_MS } from '../../lib/spec/navigation';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Resizes the window to `width` and fires a resize event. */
function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => void window.dispatchEvent(new Event('resize')));
}

function setup() {
  const hook = renderHook(({ locationKey }) => useMobileMenu(locationKey), {
    initialProps: { locationKey: 'a' },
  });
  act(() => hook.result.current.setOpen(true));
  expect(hook.result.current.isOpen).toBe(true);
  return hook;
}

describe('useMobileMenu (doc 1 §2: closes on route change or window resize)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  });
  afterEach(() => vi.useRealTimers());

  it('opens and closes on request', () => {
    const { result } = setup();
    act(() => result.current.setOpen(false));
    expect(result.current.isOpen).toBe(false);
  });

  it('closes when the route changes', () => {
    const { result, rerender } = setup();
    rerender({ locationKey: 'b' });
    expect(result.current.isOpen).toBe(false);
    // Coming back to an earlier key does not reopen it.
    rerender({ locationKey: 'a' });
    expect(result.current.isOpen).toBe(false);
  });

  it('closes 250 ms after the last resize event', () => {
    expect(WINDOW_RESIZE_DEBOUNCE_MS).toBe(250);
    const { result } = setup();
    resizeTo(700);
    advance(WINDOW_RESIZE_DEBOUNCE_MS - 50);
    resizeTo(900); // still resizing: the wait starts again
    advance(WINDOW_RESIZE_DEBOUNCE_MS - 1);
    expect(result.current.isOpen).toBe(true);
    advance(1);
    expect(result.current.isOpen).toBe(false);
  });

  it('stays open when the height alone changes (a phone’s address bar sliding away)', () => {
    const { result } = setup();
    resizeTo(375);
    advance(WINDOW_RESIZE_DEBOUNCE_MS * 2);
    expect(result.current.isOpen).toBe(true);
  });

  it('ignores resizes while closed, and a later opening is not closed by them', () => {
    const { result } = setup();
    act(() => result.current.setOpen(false));
    resizeTo(1200);
    act(() => result.current.setOpen(true));
    advance(WINDOW_RESIZE_DEBOUNCE_MS * 2);
    expect(result.current.isOpen).toBe(true);
  });
});
