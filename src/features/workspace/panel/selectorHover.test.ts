import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createHoverIntent } from './selectorHover';
import { PROJECT_SELECTOR_COLLAPSE_MS, PROJECT_SELECTOR_EXPAND_MS } from '../../../lib/spec/workspace';

let expanded = false;
const changes: boolean[] = [];
const intent = () =>
  createHoverIntent(expanded, (next) => {
    expanded = next;
    changes.push(next);
  });

beforeEach(() => {
  vi.useFakeTimers();
  expanded = false;
  changes.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the project selector on hover (doc 2 §4)', () => {
  it('expands 200 ms after the pointer arrives and collapses 300 ms after it leaves', () => {
    const hover = intent();
    hover.enter();
    vi.advanceTimersByTime(PROJECT_SELECTOR_EXPAND_MS - 1);
    expect(expanded).toBe(false);
    vi.advanceTimersByTime(1);
    expect(expanded).toBe(true);
    hover.leave();
    vi.advanceTimersByTime(PROJECT_SELECTOR_COLLAPSE_MS - 1);
    expect(expanded).toBe(true);
    vi.advanceTimersByTime(1);
    expect(expanded).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('does nothing for a quick pass, and stays open when the pointer comes back in time', () => {
    const hover = intent();
    hover.enter();
    vi.advanceTimersByTime(100);
    hover.leave();
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([]);
    hover.set(true);
    hover.leave();
    vi.advanceTimersByTime(200);
    hover.enter();
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([true]);
  });

  it('toggles at once from a click or key, dropping a pending timer', () => {
    const hover = intent();
    hover.enter();
    hover.set(false);
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([]);
    hover.set(true);
    hover.set(true);
    expect(changes).toEqual([true]);
    hover.leave();
    hover.dispose();
    vi.advanceTimersByTime(1_000);
    expect(expanded).toBe(true);
  });
});
