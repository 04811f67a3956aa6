/**
 * doc 2 §9 scroll helper, the pure parts: how long a smooth scroll takes, where it is at a given
 * moment, and the error for a missing target. The DOM side is src/ui/Portal/scrollToSelector.ts.
 */
import { fill, TEXT } from './spec/text';
import { SCROLL_HELPER_MAX_MS, SCROLL_HELPER_MIN_MS } from './spec/widgets';

/** Milliseconds per pixel travelled when no duration is asked for (1000 px take 500 ms). */
export const SCROLL_MS_PER_PX = 0.5;

/**
 * The duration of a scroll over `distancePx`: the requested one, or one proportional to the
 * distance, always clamped to 250..1000 ms.
 */
export function scrollDurationMs(distancePx: number, requestedMs?: number): number {
  const wanted = requestedMs ?? Math.abs(distancePx) * SCROLL_MS_PER_PX;
  return Math.min(Math.max(wanted, SCROLL_HELPER_MIN_MS), SCROLL_HELPER_MAX_MS);
}

/** Ease in and out (quadratic): slow start, fast middle, slow finish. `t` runs 0..1. */
export function easeInOutQuad(t: number): number {
  const x = Math.min(Math.max(t, 0), 1);
  return x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2;
}

/** Where the scroll is `elapsedMs` into an animation from `from` to `to` lasting `durationMs`. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  return from + (to - from) * easeInOutQuad(elapsedMs / durationMs);
}

/** 'An element with a selector of {selector} was not found.' */
export function scrollTargetNotFound(selector: string): Error {
  return new Error(fill(TEXT.scrollTargetNotFound, { selector }));
}
