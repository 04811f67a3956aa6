/**
 * Paths from route names (doc 1 §2 "Named route targets used by links"): no component writes a
 * path of its own; it asks `linkTo('seo:overview', {}, { query })`.
 */
import type { RouteName } from './routes';
import { routePathNamed } from './routes/paths';

declare module '../features/shell/links' {
  /** Every route name of the table: what features may link to. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members come from Record
  interface RegisteredRouteNames extends Record<RouteName, true> {}
}

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
  const route = routePathNamed(name);
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

/** The routes that live on the purchase host in production (doc 1 §2 /mainpurchase). */
const ON_PURCHASE_HOST: readonly RouteName[] = ['mainpurchase'];

/**
 * `linkTo` for a site whose purchase page lives on `purchaseHost` (doc 1 §2: "In production it
 * lives on a separate purchase host; otherwise it is a relative path"): links to it are absolute
 * https URLs on that host, every other link stays relative. With no host it is `linkTo` itself.
 */
export function linkToWithPurchaseHost(purchaseHost: string | null): typeof linkTo {
  if (!purchaseHost) return linkTo;
  return (name, params, query) => {
    const path = linkTo(name, params, query);
    return ON_PURCHASE_HOST.includes(name) ? `https://${purchaseHost}${path}` : path;
  };
}
