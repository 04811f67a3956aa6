/**
 * Scroll behaviour between routes (doc 1 §2 "Scroll behaviour"): history navigation restores the
 * saved position, a navigation within the same route name keeps the position, anything else
 * scrolls to the top. react-router's <ScrollRestoration> cannot express "keep" (it restores a
 * saved position or resets), so the rule is ours: `scrollDecision` is pure, `useScrollBehaviour`
 * applies it from the Shell.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export type ScrollDecision =
  { kind: 'restore'; top: number } | { kind: 'keep' } | { kind: 'hash'; id: string } | { kind: 'top' };

export interface ScrollInput {
  action: NavigationKind;
  /** The route name before the navigation (undefined for an unknown path). */
  previousName: string | undefined;
  nextName: string | undefined;
  /** The position saved for the history entry navigated to, if it was shown before. */
  savedTop: number | undefined;
  /** The location's hash, '#section' or ''. */
  hash: string;
}

/**
 * 1. Back/forward (POP) to an entry with a saved position: restore it.
 * 2. A new entry with a hash (#signup): scroll to that element.
 * 3. The same route name as before (a new query, a variant, a tab): keep the position.
 * 4. Otherwise: the top.
 */
export function scrollDecision({ action, previousName, nextName, savedTop, hash }: ScrollInput): ScrollDecision {
  if (action === 'POP' && savedTop !== undefined) return { kind: 'restore', top: savedTop };
  if (action !== 'POP' && hash.length > 1) return { kind: 'hash', id: decodeURIComponent(hash.slice(1)) };
  if (previousName !== undefined && previousName === nextName) return { kind: 'keep' };
  return { kind: 'top' };
}

// ---------------------------------------------------------------------------------------------
// Saved positions: one per history entry (location.key), kept for the tab's session so a reload
// or a return from another site can restore them too.

const STORAGE_KEY = 'rivalscope:scroll-positions';
/** Entries beyond this many are dropped, oldest first. */
const MAX_SAVED = 100;
let positions: Map<string, number> | undefined;

function savedPositions(): Map<string, number> {
  if (!positions) {
    positions = new Map();
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
      if (stored && typeof stored === 'object') {
        for (const [key, top] of Object.entries(stored)) if (typeof top === 'number') positions.set(key, top);
      }
    } catch {
      // Storage may be unavailable (privacy mode) or hold junk: start empty.
    }
  }
  return positions;
}

function savePosition(key: string, top: number): void {
  const saved = savedPositions();
  saved.delete(key);
  saved.set(key, top);
  if (saved.size > MAX_SAVED) {
    const oldest = saved.keys().next().value;
    if (oldest !== undefined) saved.delete(oldest);
  }
}

/**
 * react-router keys a page's first entry 'default' on every load, so its position would be restored
 * on an unrelated later load: it is remembered in memory only.
 */
const FIRST_ENTRY_KEY = 'default';

function persistPositions(): void {
  try {
    const kept = [...savedPositions()].filter(([key]) => key !== FIRST_ENTRY_KEY);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Nothing to do: positions then last only as long as the page.
  }
}

/** Forgets every saved position (tests). */
export function clearScrollPositions(): void {
  positions = new Map();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // See persistPositions.
  }
}

function applyDecision(decision: ScrollDecision): void {
  switch (decision.kind) {
    case 'restore':
      window.scrollTo(0, decision.top);
      return;
    case 'top':
      window.scrollTo(0, 0);
      return;
    case 'hash': {
      const target = document.getElementById(decision.id);
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    case 'keep':
      return;
  }
}

/**
 * Records the scroll position of the entry being shown as the user scrolls, and applies
 * `scrollDecision` before paint on every navigation. The browser's own restoration is turned off
 * while the app runs, since it would fight this one.
 */
export function useScrollBehaviour(routeName: string | undefined): void {
  const location = useLocation();
  const action = useNavigationType();
  const shownKey = useRef<string | null>(null);
  const shownName = useRef<string | undefined>(undefined);

  useEffect(() => {
    const { history } = window;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (shownKey.current !== null) savePosition(shownKey.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persistPositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persistPositions);
      persistPositions();
      history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    if (shownKey.current === location.key) return;
    const isFirst = shownKey.current === null;
    const previousName = shownName.current;
    shownKey.current = location.key;
    shownName.current = routeName;
    const savedTop = savedPositions().get(location.key);
    if (isFirst) {
      // The page's first route: restore only a position saved before a reload.
      if (savedTop !== undefined) window.scrollTo(0, savedTop);
      return;
    }
    applyDecision(scrollDecision({ action, previousName, nextName: routeName, savedTop, hash: location.hash }));
  }, [action, location.hash, location.key, routeName]);
}
