/**
 * What the app does after each route (doc 1 §2 "Route metadata", §4 "After each route"): the page
 * title ('{title}: {query}' on searchable routes), the description meta tag, the canonical link
 * rewritten to lower case, the tracking pixel and page tracking. The pure parts are exported for
 * tests; `usePageMeta` runs them from the Shell.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { trackPage } from './pageTracking';
import type { RouteMeta } from './routeMeta';
import type { RouteMatch } from './routes';
import { fill } from '../lib/spec/textCore';

/** The search parameter of the searchable routes. */
export const QUERY_PARAM = 'query';
/** The pixel's url parameter is at most 2048 characters (openapi/paths/navigation.yaml). */
export const PIXEL_URL_MAX_LENGTH = 2048;
const FALLBACK_TITLE = 'Rivalscope';

/** The trimmed search query of a location, or undefined when there is none. */
export function searchQuery(search: string): string | undefined {
  return new URLSearchParams(search).get(QUERY_PARAM)?.trim() || undefined;
}

/** The page title: the route title (placeholders filled from the params), then ': {query}' on a searchable route. */
export function pageTitle(meta: RouteMeta, query?: string, params: Readonly<Record<string, string>> = {}): string {
  const title = fill(meta.title ?? FALLBACK_TITLE, params);
  const trimmed = query?.trim();
  return meta.sectionName && trimmed ? `${title}: ${trimmed}` : title;
}

export interface CanonicalInput {
  origin: string;
  pathname: string;
  search: string;
  meta: RouteMeta;
  /**
   * The route's own path when the page was reached through an alias (/login → /auth/login). An
   * alias of the site's root (/althome, the home variants' address) names itself instead: a page
   * whose canonical is the root is taken by search engines for a mistake (Lighthouse's canonical
   * audit fails it), and a variant is a page of its own (doc 1 §2).
   */
  primaryPath?: string;
}

/**
 * The canonical address of a page, in lower case: the route's canonical (or its own path for an
 * alias, or the path shown), with the search query kept on searchable routes and every other
 * parameter (alt, b, click, couponcode …) dropped.
 */
export function canonicalUrl({ origin, pathname, search, meta, primaryPath }: CanonicalInput): string {
  const url = new URL(meta.canonical ?? (primaryPath === '/' ? undefined : primaryPath) ?? pathname, origin);
  const query = meta.sectionName ? searchQuery(search) : undefined;
  url.search = query ? new URLSearchParams({ [QUERY_PARAM]: query }).toString() : '';
  url.hash = '';
  return url.href.toLowerCase();
}

export interface PageHead {
  title: string;
  description?: string;
  canonical: string;
}

/** Writes the title, the description meta tag and the canonical link into `doc`, creating the tags when missing. */
export function applyPageHead(doc: Document, { title, description, canonical }: PageHead): void {
  doc.title = title;
  const meta = headElement(doc, 'meta[name="description"]', () => {
    const tag = doc.createElement('meta');
    tag.name = 'description';
    return tag;
  });
  meta.content = description ?? '';
  const link = headElement(doc, 'link[rel="canonical"]', () => {
    const tag = doc.createElement('link');
    tag.rel = 'canonical';
    return tag;
  });
  link.href = canonical;
}

function headElement<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  const found = doc.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

/**
 * The tracking pixel: GET /home/pixel?url= through the typed client (so the call goes through the
 * one API client and its contract), whose chunk the first pixel loads: the entry does not carry it.
 * A pixel that fails is ignored: tracking never breaks a page.
 */
export function sendPagePixel(url: string): void {
  import('../api/navigation')
    .then(({ getPagePixel }) => getPagePixel({ url: url.slice(0, PIXEL_URL_MAX_LENGTH) }))
    .catch(() => undefined);
}

/**
 * After each route: the head tags from the route's metadata, then — once per address — the pixel
 * and page tracking. Nothing happens while no route matches (an unknown path on its way to 404).
 */
export function usePageMeta(match: RouteMatch | undefined): void {
  const { pathname, search } = useLocation();
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!match) return;
    const { route, params, isAlias } = match;
    applyPageHead(document, {
      title: pageTitle(route.meta, searchQuery(search), params),
      description: fill(route.meta.description, params),
      canonical: canonicalUrl({
        origin: window.location.origin,
        pathname,
        search,
        meta: route.meta,
        primaryPath: isAlias ? route.path : undefined,
      }),
    });
    const address = `${pathname}${search}`;
    if (tracked.current === address) return;
    tracked.current = address;
    sendPagePixel(address);
    trackPage(route.name, address);
  }, [match, pathname, search]);
}
