/**
 * The route table as the entry bundle carries it: every route's name, path, aliases, parent, screen
 * and metadata flags, without the titles, descriptions and labels (./table.gen.ts, generated from
 * the table in ./index.ts, which the app loads after the first paint: ../routeTexts.ts). The guard
 * chain, linkTo, the router and the header need only this before a page's first render.
 */
import { matchPath } from 'react-router-dom';

import type { RouteName, ScreenKind } from './index';
import { ROUTE_TABLE } from './table.gen';
import type { RouteMeta } from '../routeMeta';

/** One route without its texts: what guards, links and the router read. */
export interface RoutePath {
  readonly name: string;
  readonly path: string;
  readonly meta: Omit<RouteMeta, 'title' | 'description'>;
  readonly screen: ScreenKind;
  readonly aliases?: readonly string[];
  readonly parent?: string;
  readonly suffixPattern?: true;
}

/** The match of a pathname: the route, its params, and whether the path matched is an alias. */
export interface RoutePathMatch<R extends RoutePath = RoutePath> {
  route: R;
  params: Record<string, string>;
  isAlias: boolean;
}

const byName = new Map<string, RoutePath>(ROUTE_TABLE.map((route) => [route.name, route]));

/** The route of a name, without its texts. */
export function routePathNamed(name: RouteName | (string & {})): RoutePath | undefined {
  return byName.get(name);
}

/** The route a pathname shows, without its texts (see `matchRoute`). */
export function routePathAt(pathname: string): RoutePathMatch | undefined {
  return matchRoute(ROUTE_TABLE, pathname);
}

/**
 * The route of `routes` a pathname shows, with its params (react-router's matching: case-insensitive,
 * a trailing slash allowed), or undefined for a redirect or an unknown path.
 */
export function matchRoute<R extends RoutePath>(routes: readonly R[], pathname: string): RoutePathMatch<R> | undefined {
  for (const route of routes) {
    if (route.suffixPattern) continue;
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const match = matchPath({ path, end: true }, pathname);
      if (match) return { route, params: definedParams(match.params), isAlias: path !== route.path };
    }
  }
  const competitor = alternativeCompetitor(pathname);
  const alternative = routes.find((route) => route.name === 'marketing:alternative');
  return competitor && alternative ? { route: alternative, params: { competitor }, isAlias: false } : undefined;
}

function definedParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

// ---------------------------------------------------------------------------------------------
// Redirects

export interface RedirectRoute {
  /** The react-router path that redirects. */
  path: string;
  /** The route it goes to. The query string and hash are kept, and the redirect replaces the history entry. */
  to: RouteName;
  /** doc 1 §2 calls it a 301: a server in front of the app may answer these paths with a real 301. */
  permanent?: true;
}

/** Every redirect of doc 1 §2 and §5, in their order. Unknown paths go to error:notfound (router.tsx). */
export const REDIRECTS: readonly RedirectRoute[] = [
  { path: '/buy/payment', to: 'buy:register' },
  { path: '/buy/account', to: 'buy:register' },
  { path: '/account/alerts', to: 'account:scheduled-pdf-reports' },
  { path: '/backlinks/domain', to: 'seo:backlinks', permanent: true },
  { path: '/backlinks/url', to: 'seo:backlinks', permanent: true },
  { path: '/backlinks/term', to: 'keyword:backlinks', permanent: true },
  { path: '/keyword', to: 'keyword:overview' },
  { path: '/keyword/adwords-advisor/term', to: 'keyword:adwords-advisor' },
  { path: '/seo', to: 'seo:overview' },
  { path: '/seo/reports', to: 'custom-reports' },
  { path: '/ppc', to: 'ppc:overview' },
  { path: '/adwords/templates', to: 'ppc:adwords_templates' },
  { path: '/outreach', to: 'outreach:domain-top-lists' },
  // doc 1 §5: "the create paths redirect to custom-reports"; the wizard steps under them are open.
  { path: '/recon/create', to: 'custom-reports' },
  { path: '/recon/create/seo', to: 'custom-reports' },
  { path: '/recon/create/ppc', to: 'custom-reports' },
  { path: '/api', to: 'api:v2' },
];

// ---------------------------------------------------------------------------------------------
// The '-alternative' wildcard

const ALTERNATIVE_SUFFIX = /^\/([a-z0-9][a-z0-9.-]*?)-alternative\/?$/i;

/**
 * The competitor id of a comparison page path (/{competitor}-alternative), or undefined when the
 * path is not one. react-router cannot match a suffix pattern, so the catch-all route asks this.
 */
export function alternativeCompetitor(pathname: string): string | undefined {
  return ALTERNATIVE_SUFFIX.exec(pathname)?.[1];
}

/** The table without its texts: what ./table.gen.ts holds (the test compares the two). */
export function withoutTexts(routes: readonly RoutePath[]): RoutePath[] {
  return routes.map(({ name, path, meta, screen, aliases, parent, suffixPattern }) => {
    const { title: _title, description: _description, ...flags } = meta as RouteMeta;
    return {
      name,
      path,
      meta: flags,
      screen,
      ...(aliases ? { aliases } : {}),
      ...(parent ? { parent } : {}),
      ...(suffixPattern ? { suffixPattern } : {}),
    };
  });
}

/** The source of ./table.gen.ts for a table. */
export function tableSource(routes: readonly RoutePath[]): string {
  const rows = withoutTexts(routes).map((route) => `  ${JSON.stringify(route)},`);
  return [
    '// Generated from the route table (./index.ts) without its texts: do not edit. The test',
    '// src/app/routes/paths.test.ts checks it; `UPDATE_ROUTE_TABLE=1 npx vitest run --project unit',
    '// src/app/routes/paths.test.ts` rewrites it.',
    "import type { RoutePath } from './paths';",
    '',
    'export const ROUTE_TABLE: readonly RoutePath[] = [',
    ...rows,
    '];',
    '',
  ].join('\n');
}
