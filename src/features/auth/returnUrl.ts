import { returnUrlPath, safeReturnUrl } from '../../lib/returnUrl';
import { RETURN_URL_PARAM } from '../../lib/spec/navigation';

/**
 * The return URL of a login page's query string, when it is safe (src/lib/returnUrl.ts). One that
 * points back at one of `excludedPaths` (the login and logout pages themselves) is dropped, so a
 * login never ends on a page that logs out or loops. Returns null when there is no usable one.
 */
export function loginReturnUrl(search: string, excludedPaths: readonly string[] = []): string | null {
  const safe = safeReturnUrl(new URLSearchParams(search).get(RETURN_URL_PARAM));
  if (safe === null) return null;
  const path = returnUrlPath(safe).toLowerCase();
  return excludedPaths.some((excluded) => excluded.toLowerCase() === path) ? null : safe;
}

/** Where a successful login goes: the safe return URL, else `fallback` (the hq page). */
export function loginDestination(search: string, fallback: string, excludedPaths: readonly string[] = []): string {
  return loginReturnUrl(search, excludedPaths) ?? fallback;
}
