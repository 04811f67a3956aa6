/**
 * doc 2 §4 — hovering over the project selector expands it after 200 ms; leaving collapses it after
 * 300 ms. A quick pass over it does nothing, and coming back before the collapse keeps it open.
 * Keyboard and clicks toggle at once.
 */
import { PROJECT_SELECTOR_COLLAPSE_MS, PROJECT_SELECTOR_EXPAND_MS } from '../../../lib/spec/workspace';

export interface HoverIntent {
  enter(): void;
  leave(): void;
  /** Expand or collapse now (a click, Enter, Escape); a pending timer is dropped. */
  set(expanded: boolean): void;
  dispose(): void;
}

/** `initial` is whether the selector starts expanded; `onChange` hears every change. */
export function createHoverIntent(initial: boolean, onChange: (expanded: boolean) => void): HoverIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current = initial;
  const change = (expanded: boolean) => {
    current = expanded;
    onChange(expanded);
  };
  const later = (expanded: boolean, ms: number) => {
    clearTimeout(timer);
    timer = undefined;
    if (current === expanded) return;
    timer = setTimeout(() => {
      timer = undefined;
      change(expanded);
    }, ms);
  };
  return {
    enter: () => later(true, PROJECT_SELECTOR_EXPAND_MS),
    leave: () => later(false, PROJECT_SELECTOR_COLLAPSE_MS),
    set: (expanded) => {
      clearTimeout(timer);
      timer = undefined;
      if (current !== expanded) change(expanded);
    },
    dispose: () => clearTimeout(timer),
  };
}
