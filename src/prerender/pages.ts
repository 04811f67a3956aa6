/**
 * The public pages prerendered to HTML at build time: the ones crawlers and first-time visitors
 * land on — home (its default variant, also at /althome), the marketing pages, the comparison
 * pages of every competitor we have an entry for, the error pages and login. Every other path is
 * served the app's empty page, rendered in the browser.
 */
import { ROUTES, type RouteEntry, type ScreenKind } from '../app/routes';
import { KNOWN_COMPETITOR_IDS } from '../features/comparison/comparisons';

/** The screens whose pages are prerendered: every one draws the same for any anonymous visitor. */
export const PRERENDERED_SCREENS: ReadonlySet<ScreenKind> = new Set<ScreenKind>([
  'home',
  'marketing',
  'comparison',
  'error-notfound',
  'error-typo',
  'error-servererror',
  'login',
]);

/** Every prerendered path, the routes' own paths and aliases first, then the comparison pages. */
export function prerenderedPaths(): string[] {
  const paths = new Set<string>();
  for (const route of ROUTES as readonly RouteEntry[]) {
    if (route.suffixPattern || !PRERENDERED_SCREENS.has(route.screen)) continue;
    for (const path of [route.path, ...(route.aliases ?? [])]) paths.add(path);
  }
  for (const id of KNOWN_COMPETITOR_IDS) paths.add(`/${id}-alternative`);
  return [...paths];
}

/** Where a prerendered path's page is written, relative to the build's output. */
export function prerenderedFile(path: string): string {
  return `prerendered${path === '/' ? '/index' : path}.html`;
}

/** A research page's route (a searchable one: it has a section): its paths without parameters, and its screen. */
export interface ResearchRoute {
  paths: string[];
  screen: ScreenKind;
}

/**
 * The research pages' routes, rendered in the browser: the build maps each path to the files its
 * first render loads (./build.ts), which the server names in the page it sends for that path.
 */
export function researchRoutes(): ResearchRoute[] {
  const routes: ResearchRoute[] = [];
  for (const route of ROUTES as readonly RouteEntry[]) {
    if (route.suffixPattern || route.meta.sectionName === undefined) continue;
    const paths = [route.path, ...(route.aliases ?? [])].filter((path) => !/[:*]/.test(path));
    if (paths.length > 0) routes.push({ paths, screen: route.screen });
  }
  return routes;
}
