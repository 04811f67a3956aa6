/** doc 2 §4 — which tab is active. */

export interface TabLike {
  id: string;
  /** The tab the data marks as selected (used when no initial tab is given). */
  isSelected?: boolean;
  /** A hidden tab is not shown and cannot be active. */
  isHidden?: boolean;
}

/** The first tab that is not hidden, or null when every tab is hidden. */
export function firstVisibleTab(tabs: readonly TabLike[]): string | null {
  return tabs.find((t) => !t.isHidden)?.id ?? null;
}

/**
 * The tab to start on: the initial tab (when it exists), else the one marked selected, else the
 * first; then, if that one is hidden, the first non-hidden one.
 */
export function initialTab(tabs: readonly TabLike[], initialTabId?: string | null): string | null {
  const wanted =
    (initialTabId != null && tabs.some((t) => t.id === initialTabId) ? initialTabId : undefined) ??
    tabs.find((t) => t.isSelected)?.id ??
    tabs[0]?.id ??
    null;
  return activeTab(tabs, wanted);
}

/** The active tab: `current` while it is visible; when no visible tab is active, the first non-hidden. */
export function activeTab(tabs: readonly TabLike[], current: string | null | undefined): string | null {
  const isVisible = tabs.some((t) => t.id === current && !t.isHidden);
  return isVisible && current != null ? current : firstVisibleTab(tabs);
}
