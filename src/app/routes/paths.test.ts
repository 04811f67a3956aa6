import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';

import { REDIRECTS, routeAt, ROUTES, type RouteEntry } from './index';
import { routePathAt, routePathNamed, tableSource, withoutTexts } from './paths';
import { ROUTE_TABLE } from './table.gen';

/** Vitest runs from the repository's root. */
const GENERATED = resolve('src/app/routes/table.gen.ts');

describe('the route table without texts (table.gen.ts)', () => {
  it('is the table of ./index.ts with the titles, descriptions and labels left out', async () => {
    const options = await resolveConfig(GENERATED);
    const source = await format(tableSource(ROUTES as readonly RouteEntry[]), { ...options, filepath: GENERATED });
    if (process.env.UPDATE_ROUTE_TABLE) writeFileSync(GENERATED, source);
    expect(readFileSync(GENERATED, 'utf8')).toBe(source);
    expect(ROUTE_TABLE).toEqual(withoutTexts(ROUTES as readonly RouteEntry[]));
  });

  it('carries no text', () => {
    for (const route of ROUTE_TABLE) {
      expect(route.meta).not.toHaveProperty('title');
      expect(route.meta).not.toHaveProperty('description');
      expect(route).not.toHaveProperty('label');
    }
  });

  it('matches every path, alias, redirect and comparison page as the full table does', () => {
    const paths = [
      ...(ROUTES as readonly RouteEntry[]).flatMap((route) => [route.path, ...(route.aliases ?? [])]),
      ...REDIRECTS.map((redirect) => redirect.path),
      '/semrush-alternative',
      '/SEO/Keywords/Domain/',
      '/no-such-page',
    ].map((path) => path.replace(/:(\w+)\??/g, 'x'));
    for (const path of paths) {
      const full = routeAt(path);
      const compact = routePathAt(path);
      expect({ path, name: compact?.route.name, params: compact?.params, isAlias: compact?.isAlias }).toEqual({
        path,
        name: full?.route.name,
        params: full?.params,
        isAlias: full?.isAlias,
      });
    }
  });

  it('finds a route by name, with its flags', () => {
    expect(routePathNamed('seo:keywords')).toMatchObject({ path: '/seo/keywords', meta: { sectionName: 'seo' } });
    expect(routePathNamed('no-such-route')).toBeUndefined();
  });
});
