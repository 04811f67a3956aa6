/**
 * The "authenticated" signal of doc 1 §4 "Login": a successful login emits it before the page moves
 * on. It is a DOM event on `window`, so any part of the app (and code outside React: analytics,
 * chat widgets) can listen without importing the login page:
 *
 *   window.addEventListener(AUTHENTICATED_EVENT, (event) => …event.detail.userId…);
 *   // or, typed: const stop = onAuthenticated((detail) => …); stop();
 *
 * It fires once per successful login, after the server accepted the credentials and before the user
 * state is reloaded and the page navigates (the spec's order). `detail.userId` is the id the login
 * answer carried, or null when the answer had no user.
 */

/** Our name for the spec's authenticated signal. */
export const AUTHENTICATED_EVENT = 'rivalscope:authenticated';

export interface AuthenticatedDetail {
  userId: string | null;
  /** Where the page goes next (the return URL or the hq page). */
  destination: string;
}

export function emitAuthenticated(detail: AuthenticatedDetail): void {
  window.dispatchEvent(new CustomEvent<AuthenticatedDetail>(AUTHENTICATED_EVENT, { detail }));
}

/** Calls `listener` on every authenticated signal; returns the function that stops listening. */
export function onAuthenticated(listener: (detail: AuthenticatedDetail) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AuthenticatedDetail>).detail);
  window.addEventListener(AUTHENTICATED_EVENT, handle);
  return () => window.removeEventListener(AUTHENTICATED_EVENT, handle);
}
