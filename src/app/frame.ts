/**
 * The route texts' side of the app shell, in a chunk of its own (./routeTexts.ts): the route table
 * with every page's title, description and section label, and the frame the Shell gives the
 * features from it.
 */
import { linkTo } from './linkTo';
import { searchQuery } from './pageMeta';
import { routeNamed, sectionOf, type RouteMatch } from './routes';
import type { Frame } from '../features/shell/frameContext';
import { fill } from '../lib/spec/text';

export { routeAt } from './routes';

/**
 * The frame of a route for the features (src/features/shell/frameContext.ts): its title and
 * description with the params filled in, and its section's pages as links from `linkTo`. Links to
 * pages of the same search section carry the current query along.
 */
export function frameFor(match: RouteMatch, search = '', { isChildAccount = false } = {}): Frame {
  const { route, params } = match;
  const sectionName = route.meta.sectionName;
  const query = sectionName ? searchQuery(search) : undefined;
  const found = sectionOf(route.name);
  return {
    title: fill(route.meta.title, params),
    description: fill(route.meta.description, params),
    searchable: sectionName !== undefined,
    section: found && {
      label: found.section.label,
      links: found.section.routes.flatMap((name) => {
        const target = routeNamed(name);
        if (isChildAccount && target?.meta.isAccountOwnerOnly) return [];
        const carry = query && target?.meta.sectionName === sectionName ? { query } : undefined;
        return {
          label: target?.label ?? target?.meta.title ?? name,
          href: linkTo(name, {}, carry),
          current: name === found.current,
        };
      }),
    },
    homeHref: route.name === 'home' ? undefined : linkTo('home'),
  };
}
