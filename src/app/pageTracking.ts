/**
 * Page tracking (doc 1 §4 "After each route": "page tracking runs"). The shell reports every page
 * view here; the analytics work (doc 2 "Analytics events") subscribes its sender with
 * `onPageView`. Until then a page view goes nowhere: this module makes no network call.
 */
export interface PageView {
  /** The route name, e.g. 'seo:overview:domain'. */
  name: string;
  /** Path and query of the page shown. */
  path: string;
}

export type PageViewListener = (view: PageView) => void;

const listeners = new Set<PageViewListener>();

/** Subscribes to page views; returns the unsubscribe function. */
export function onPageView(listener: PageViewListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reports a page view to every listener. A failing listener is logged and does not stop the others. */
export function trackPage(name: string, path: string): void {
  for (const listener of listeners) {
    try {
      listener({ name, path });
    } catch (error) {
      console.error('trackPage: a page-view listener failed.', error);
    }
  }
}
