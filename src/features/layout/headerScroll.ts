/**
 * doc 1 §2, §9: the header hides on downward scroll past 200 px and reappears on upward scroll or
 * within 200 px of the top; the scroll handler is throttled to 25 ms. The rule is a pure function,
 * the hook applies it to the window's scroll events.
 */
import { useEffect, useState } from 'react';

import { HEADER_HIDE_SCROLL_PX, HEADER_SCROLL_THROTTLE_MS } from '../../lib/spec/navigation';

/** Whether the header is hidden after the page scrolled from `previousY` to `currentY`. */
export function nextHeaderHidden(previousY: number, currentY: number, wasHidden: boolean): boolean {
  if (currentY <= HEADER_HIDE_SCROLL_PX) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}

/**
 * Follows the window's scroll position (throttled: the first event is read at once, later ones at
 * most every 25 ms, the last always) and answers whether the header is hidden. While `paused`
 * (the mobile menu is open) the header stays shown and scrolling is not followed.
 */
export function useHeaderHidden(paused = false): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (paused) return undefined;
    let lastY = window.scrollY;
    let timer: number | undefined;
    let pending = false;

    const read = () => {
      const previousY = lastY;
      const currentY = window.scrollY;
      lastY = currentY;
      setHidden((wasHidden) => nextHeaderHidden(previousY, currentY, wasHidden));
    };
    const tick = () => {
      if (pending) {
        pending = false;
        read();
        timer = window.setTimeout(tick, HEADER_SCROLL_THROTTLE_MS);
      } else {
        timer = undefined;
      }
    };
    const onScroll = () => {
      if (timer !== undefined) {
        pending = true;
        return;
      }
      read();
      timer = window.setTimeout(tick, HEADER_SCROLL_THROTTLE_MS);
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [paused]);

  return hidden && !paused;
}
