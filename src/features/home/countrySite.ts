/**
 * Doc 1 §4: when the chosen territory differs from the current country, the home search leaves
 * for the other country's site, at its overview URL with the trimmed query. Our design: every
 * country's site lives at https://{cc}.rivalscope.example (the two-letter code in lower case,
 * 'global' for Global), with the same paths as this one.
 */
import { COUNTRY_SITE_ORIGIN } from '../../lib/spec/navigation';
import { fill } from '../../lib/spec/textCore';

/** The address of `path` ('/overview?query=…') on the site of `countryCode`. */
export function countrySiteUrl(countryCode: string, path: string): string {
  const origin = fill(COUNTRY_SITE_ORIGIN, { cc: countryCode.trim().toLowerCase() });
  return new URL(path, origin).href;
}

/** Leaves the app for another site (a full page load). */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
