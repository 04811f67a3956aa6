import { createContext, useContext } from 'react';

/**
 * Builds a path from a route name, params and query: the app's `linkTo`, handed down by the app
 * shell, so features link by route name ('seo:overview', 'auth:login' …) without importing the
 * route table of src/app. It throws for an unknown name, like linkTo.
 */
export type LinkBuilder = (
  name: string,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>,
) => string;

export const LinkContext = createContext<LinkBuilder | null>(null);

export function useLinkTo(): LinkBuilder {
  const linkTo = useContext(LinkContext);
  if (!linkTo) throw new Error('useLinkTo: no LinkContext. Render inside the app Shell (or provide one).');
  return linkTo;
}
