import { createContext, useContext } from 'react';

/**
 * The route names, registered by the app (src/app/linkTo.ts augments this interface from its route
 * table), so a feature's link names are checked without the feature importing src/app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RegisteredRouteNames {}

/** A route name of the app's table (any string until the app has registered its names). */
export type LinkName = keyof RegisteredRouteNames extends never ? string : keyof RegisteredRouteNames & string;

/**
 * Builds a path from a route name, params and query: the app's `linkTo`, handed down by the app
 * shell, so features link by route name ('seo:overview', 'auth:login' …) without importing the
 * route table of src/app. A misspelt name fails the type check.
 */
export type LinkBuilder = (
  name: LinkName,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>,
) => string;

export const LinkContext = createContext<LinkBuilder | null>(null);

export function useLinkTo(): LinkBuilder {
  const linkTo = useContext(LinkContext);
  if (!linkTo) throw new Error('useLinkTo: no LinkContext. Render inside the app Shell (or provide one).');
  return linkTo;
}
