import { describe, expect, it } from 'vitest';

import { swipeTarget } from './showcaseSwipe';
import { SHOWCASE_SECTIONS, SWIPE_THRESHOLD_PX } from '../../lib/spec/navigation';

const COUNT = SHOWCASE_SECTIONS.length;

describe('swipeTarget', () => {
  it('moves one card for a swipe of 20 px or more', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(20);
    expect(swipeTarget(2, -20, COUNT)).toBe(3);
    expect(swipeTarget(2, 20, COUNT)).toBe(1);
    // However long the swipe, one card.
    expect(swipeTarget(2, -300, COUNT)).toBe(3);
    expect(swipeTarget(2, 300, COUNT)).toBe(1);
  });

  it('keeps the card for less than 20 px', () => {
    expect(swipeTarget(2, -19, COUNT)).toBe(2);
    expect(swipeTarget(2, 19.9, COUNT)).toBe(2);
    expect(swipeTarget(2, 0, COUNT)).toBe(2);
    expect(swipeTarget(2, Number.NaN, COUNT)).toBe(2);
  });

  it('stays within the bounds', () => {
    expect(swipeTarget(0, 40, COUNT)).toBe(0);
    expect(swipeTarget(COUNT - 1, -40, COUNT)).toBe(COUNT - 1);
    expect(swipeTarget(9, 40, COUNT)).toBe(COUNT - 2);
    expect(swipeTarget(0, -40, 0)).toBe(0);
  });
});
