/**
 * The research screens' analytics events (doc 2 "Analytics events": "About 250 named events are
 * sent to an analytics service"; the domain-overview ones bucket the SEO keyword count). The
 * screens report an event here; the analytics sender subscribes with `onResearchEvent`, as page
 * views go through src/app/pageTracking.ts. Until a sender subscribes, an event goes nowhere: this
 * module makes no network call.
 */
export interface ResearchEvent {
  /** e.g. 'Domain Overview Search'. Doc 2 does not show the individual names. */
  name: string;
  category: string;
  action: string;
  /** e.g. the SEO keyword-count bucket '101-500'. */
  label: string;
}

export type ResearchEventListener = (event: ResearchEvent) => void;

const listeners = new Set<ResearchEventListener>();

/** Subscribes to research events; returns the unsubscribe function. */
export function onResearchEvent(listener: ResearchEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reports an event to every listener. A failing listener is logged and does not stop the others. */
export function trackResearchEvent(event: ResearchEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.error('trackResearchEvent: a listener failed.', error);
    }
  }
}
