/**
 * The visitor state a prerendered page is drawn in (doc 1 §3 "Tracking state": isPrerendering):
 * the anonymous visitor before any active state has arrived, with isPrerendering on. The build
 * renders every page in it, and the browser hydrates in it too — the first client render must draw
 * exactly what the HTML holds — before it puts back the state the guard chain loaded.
 */
import { snapshot } from 'valtio';

import { environment, initialTracking, tracking, user, anonymousUser } from '../state';
import { initialEnvironment } from '../state/environment';

/** Puts the stores in the prerender's state and returns what puts the previous state back. */
export function enterPrerenderState(): () => void {
  // Plain copies: a snapshot is frozen, and the stores change their state in place.
  const saved = structuredClone({
    user: snapshot(user),
    tracking: snapshot(tracking),
    environment: snapshot(environment),
  });
  Object.assign(user, anonymousUser());
  Object.assign(tracking, initialTracking(), { isPrerendering: true });
  Object.assign(environment, initialEnvironment());
  return () => {
    Object.assign(user, saved.user);
    Object.assign(tracking, saved.tracking);
    Object.assign(environment, saved.environment);
  };
}
