import { describe, expect, it } from 'vitest';

import { easeInOutQuad, scrollDurationMs, scrollPositionAt, scrollTargetNotFound } from './scroll';
import { SCROLL_HELPER_MAX_MS, SCROLL_HELPER_MIN_MS } from './spec/widgets';

describe('scrollDurationMs', () => {
  it('is clamped to 250..1000 ms', () => {
    expect(SCROLL_HELPER_MIN_MS).toBe(250);
    expect(SCROLL_HELPER_MAX_MS).toBe(1000);
    expect(scrollDurationMs(0)).toBe(250);
    expect(scrollDurationMs(100)).toBe(250);
    expect(scrollDurationMs(1200)).toBe(600);
    expect(scrollDurationMs(-1200)).toBe(600);
    expect(scrollDurationMs(50_000)).toBe(1000);
  });

  it('clamps a requested duration too', () => {
    expect(scrollDurationMs(10, 100)).toBe(250);
    expect(scrollDurationMs(10, 700)).toBe(700);
    expect(scrollDurationMs(10, 5_000)).toBe(1000);
  });
});

describe('scrollPositionAt', () => {
  it('eases from the start to the end', () => {
    expect(scrollPositionAt(0, 1000, 0, 500)).toBe(0);
    expect(scrollPositionAt(0, 1000, 250, 500)).toBe(500);
    expect(scrollPositionAt(0, 1000, 100, 500)).toBeLessThan(200);
    expect(scrollPositionAt(0, 1000, 500, 500)).toBe(1000);
    expect(scrollPositionAt(800, 200, 900, 500)).toBe(200);
    expect(easeInOutQuad(2)).toBe(1);
  });
});

describe('scrollTargetNotFound', () => {
  it('names the selector', () => {
    expect(scrollTargetNotFound('#groups').message).toBe('An element with a selector of #groups was not found.');
  });
});
