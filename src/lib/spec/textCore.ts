/**
 * The part of ./text.ts that the app's entry bundle needs — the route error boundary's pages, the
 * site header's and the home page's labels, the loading text — and `fill()`. A module imports a whole module's texts
 * once any of them is shared with the entry, so the entry's modules import from here; ./text.ts
 * re-exports all of it and spreads these texts into its catalogues (TEXT, UI_TEXT, INFERRED_TEXT).
 */

/** doc 1 §8: the 404 and typo pages (in TEXT). */
export const ERROR_PAGE_TEXT = {
  notFoundTitle: 'Error 404',
  notFoundBody:
    'Sorry, partner. The page you requested is not in our database. You may have followed a bad external link, or mis-typed a URL.',
  typoTitle: 'Oops!',
  typoBody: 'Sorry, partner. It looks like you mis-typed the url in your search.',
} as const;

/** doc 1 §1: the home page's first screen (in UI_TEXT). */
export const HOME_UI_TEXT = {
  trustedBy: 'Trusted by the brands you trust',
} as const;

/** doc 1 §2: the header's and mobile menu's labels (in UI_TEXT). */
export const HEADER_UI_TEXT = {
  logIn: 'Log in',
  signUp: 'Sign Up',
  scheduleDemo: 'Schedule Demo',
  pricing: 'Pricing',
  signUpForFree: 'Sign up for FREE',
  scanWithAi: 'Scan with AI',
} as const;

/** Ours (doc 1 §2, §8: the server error page exists, its wording is not shown; in INFERRED_TEXT). */
export const SERVER_ERROR_TEXT = {
  serverErrorTitle: 'Something went wrong',
  serverErrorBody: 'Sorry, partner. Our server ran into a problem (error {status}). Please try again in a moment.',
} as const;

/** Our wording while a route's screen and its guards load (separate from INFERRED_TEXT: it ships in the entry). */
export const PAGE_LOADING_TEXT = 'Loading…';

/** The names of a template's `{name}` placeholders ('{a} and {b}' → 'a' | 'b'). */
export type Placeholders<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/**
 * Replace every `{name}` in `template` with `values[name]`. For a template known at compile time
 * (every text here), `values` must name exactly its placeholders, so a misspelt or missing one fails
 * the type check. At run time a placeholder without a value is left as it is, so a template only
 * known at run time shows a missing value rather than a silent blank.
 */
export function fill<Template extends string>(
  template: Template,
  values: Readonly<Record<Placeholders<Template>, string | number>>,
): string {
  const byName: Readonly<Record<string, string | number>> = values;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(byName, name) ? String(byName[name]) : whole,
  );
}
