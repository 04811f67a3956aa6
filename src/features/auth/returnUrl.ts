import { RETURN_URL_PARAM } from '../../lib/constants';
import { safeReturnUrl } from '../../lib/freewall';

/** Any origin will do: only "does it stay on this origin?" is asked of it. */
const PROBE_ORIGIN = 'https://rivalscope.invalid';
/** Control characters and backslashes: browsers drop or rewrite them, so '/\t/evil.com' would leave the site. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * The return URL of a login page's query string, when it is safe: a relative path on this site
 * (src/lib/freewall.ts safeReturnUrl, plus no control characters or backslashes, and it must
 * resolve to this origin). A return URL that points back at one of `excludedPaths` (the login and
 * logout pages themselves) is dropped, so a login never ends on a page that logs out or loops.
 * Returns null when there is no usable return URL.
 */
export function loginReturnUrl(search: string, excludedPaths: readonly string[] = []): string | null {
  const raw = new URLSearchParams(search).get(RETURN_URL_PARAM);
  const safe = safeReturnUrl(raw, '');
  if (!safe || UNSAFE_CHARACTERS.test(safe)) return null;
  let resolved: URL;
  try {
    resolved = new URL(safe, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  const path = resolved.pathname.replace(/\/+$/, '') || '/';
  if (excludedPaths.some((excluded) => excluded.toLowerCase() === path.toLowerCase())) return null;
  return safe;
}

/** Where a successful login goes: the safe return URL, else `fallback` (the hq page). */
export function loginDestination(search: string, fallback: string, excludedPaths: readonly string[] = []): string {
  return loginReturnUrl(search, excludedPaths) ?? fallback;
}
