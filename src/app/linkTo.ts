/**
 * Paths from route names (doc 1 §2 "Named route targets used by links"): no component writes a
 * path of its own; it asks `linkTo('seo:overview', {}, { query })`.
 */
import { routeNamed, type RouteName } from './routes';

export type LinkParams = Readonly<Record<string, string | number>>;
export type LinkQuery = Readonly<Record<string, string | number | boolean | null | undefined>> | URLSearchParams;

/** A `:name` segment of a route path, optional when it ends in `?`, with the slash before it. */
const PARAM_SEGMENT = /\/:(\w+)(\?)?/g;

/**
 * The path of the route `name`, with its params filled in (URL-encoded) and the query appended.
 * Query values that are null or undefined are left out. Throws for a name the table does not
 * have, a required param that is missing, or a param the route does not take.
 */
export function linkTo(name: RouteName, params: LinkParams = {}, query?: LinkQuery): string {
  const route = routeNamed(name);
  if (!route) throw new Error(`linkTo: there is no route named "${name}".`);

  const used = new Set<string>();
  const path =
    route.path.replace(PARAM_SEGMENT, (_segment, key: string, optional: string | undefined) => {
      used.add(key);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return '';
        throw new Error(`linkTo: the route "${name}" (${route.path}) needs the param "${key}".`);
      }
      return `/${encodeURIComponent(String(value))}`;
    }) || '/';
  for (const key of Object.keys(params)) {
    if (!used.has(key)) throw new Error(`linkTo: the route "${name}" (${route.path}) has no param "${key}".`);
  }
  return path + queryString(query);
}

function queryString(query: LinkQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  for (const [key, value] of entries) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
