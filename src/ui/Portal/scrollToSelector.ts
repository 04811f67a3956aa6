import { scrollDurationMs, scrollPositionAt, scrollTargetNotFound } from '../../lib/scroll';

export interface ScrollOptions {
  /** Pixels to stop above the element (e.g. under a sticky header). */
  offset?: number;
  /** Asked-for duration; clamped to 250..1000 ms. By default it follows the distance. */
  durationMs?: number;
  /** Where to look for the selector (default: the document). */
  root?: ParentNode;
}

/**
 * doc 2 §9 — smooth-scroll the window to the element matching `selector`. Throws 'An element with
 * a selector of … was not found.' at once when nothing matches; otherwise resolves when done.
 */
export function scrollToSelector(selector: string, { offset = 0, durationMs, root = document }: ScrollOptions = {}) {
  const element = root.querySelector(selector);
  if (!element) throw scrollTargetNotFound(selector);
  const from = window.scrollY;
  const to = Math.max(0, element.getBoundingClientRect().top + from - offset);
  const duration = scrollDurationMs(to - from, durationMs);
  const start = performance.now();
  return new Promise<void>((resolve) => {
    const step = () => {
      const elapsed = performance.now() - start;
      window.scrollTo(0, scrollPositionAt(from, to, elapsed, duration));
      if (elapsed >= duration) resolve();
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}
