/**
 * A site's own Search Console figures (search_performance, written by `npm run import -- gsc`),
 * shown beside the corpus's estimates where a user meets their own site: the domain overview and
 * the rank tracker.
 *
 * Who sees them: Search Console data is private to the site's owner. The domain overview and its
 * keyword lists carry them only for an account with a project whose primary domain is the site
 * (a team member through its owner's projects) and for admins; everyone else gets exactly the
 * answer without them. The rank tracker shows them for the project's own domain, which only the
 * project's account can open.
 *
 * The figures are the latest imported month's. A site's clicks that month are the sum over its
 * imported pages when the export had a Pages table (Search Console leaves anonymised queries out of
 * the Queries table, so pages count more of the clicks), else over its queries. A keyword's figures
 * are its query row's, matched to the term whatever the case (the corpus stores terms in lower case).
 */
import { sql } from 'kysely';

import { monthLabel } from './lists';
import type { components } from '../../api/schema.gen';
import { ROLE_ADMIN } from '../../lib/spec/identity';
import type { Db } from '../db';
import type { UserRow } from '../db/schema';
import { parseRoles } from '../handlers/context';
import { domainOf } from './importers/corpusWriter';
import { projectAccountOf } from '../workspace/access';

type Schemas = components['schemas'];

/** The Search Console data of a site: its id among the corpus's domains and its latest imported month. */
export interface SearchConsoleSite {
  domainId: number;
  /** YYYYMM. */
  month: number;
}

/** Whether the user may see the site's Search Console data: an admin, or an account with a project on the site. */
export async function maySeeSearchConsole(db: Db, user: UserRow | null, domain: string): Promise<boolean> {
  if (user === null) return false;
  if (parseRoles(user).includes(ROLE_ADMIN)) return true;
  const projects = await db.kysely
    .selectFrom('projects')
    .select('primary_domain_name')
    .where('account_user_id', '=', projectAccountOf(user))
    .where('primary_domain_name', 'is not', null)
    .execute();
  return projects.some((p) => domainOf(p.primary_domain_name!) === domain);
}

/** The site's latest month with Search Console rows; null when none were imported. */
export async function searchConsoleSite(db: Db, domain: string): Promise<SearchConsoleSite | null> {
  const row = await db.kysely
    .selectFrom('search_performance as p')
    .innerJoin('domains as d', 'd.id', 'p.domain_id')
    .select(['p.domain_id', (eb) => eb.fn.max('p.month').as('month')])
    .where('d.name', '=', domain)
    .groupBy('p.domain_id')
    .executeTakeFirst();
  return row && row.month !== null ? { domainId: Number(row.domain_id), month: Number(row.month) } : null;
}

/** The site's clicks and impressions in its latest imported month. */
export async function searchConsoleMonth(db: Db, site: SearchConsoleSite): Promise<Schemas['SearchConsoleMonth']> {
  const rows = await db.kysely
    .selectFrom('search_performance')
    .select(['dimension', (eb) => eb.fn.sum<number | string>('clicks').as('clicks')])
    .select((eb) => eb.fn.sum<number | string>('impressions').as('impressions'))
    .where('domain_id', '=', site.domainId)
    .where('month', '=', site.month)
    .groupBy('dimension')
    .execute();
  const total = rows.find((r) => r.dimension === 'page') ?? rows.find((r) => r.dimension === 'query');
  return {
    month: monthLabel(site.month),
    clicks: Number(total?.clicks ?? 0),
    impressions: Number(total?.impressions ?? 0),
  };
}

/** The site's month figures when the user may see them and the site has Search Console rows; null otherwise. */
export async function searchConsoleFor(
  db: Db,
  user: UserRow | null,
  domain: string,
): Promise<SearchConsoleSite | null> {
  return (await maySeeSearchConsole(db, user, domain)) ? searchConsoleSite(db, domain) : null;
}

/** The normalised form a query is matched to a corpus term in. */
const termOf = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase();

/** Each term's Search Console figures in the site's latest month; a term without a query row is left out. */
export async function searchConsoleKeywords(
  db: Db,
  site: SearchConsoleSite,
  terms: readonly string[],
): Promise<Map<string, Schemas['SearchConsoleKeyword']>> {
  const found = new Map<string, Schemas['SearchConsoleKeyword']>();
  const wanted = [...new Set(terms.map(termOf))];
  if (wanted.length === 0) return found;
  const rows = await db.kysely
    .selectFrom('search_performance')
    .select(['value', 'clicks', 'impressions', 'position'])
    .where('domain_id', '=', site.domainId)
    .where('month', '=', site.month)
    .where('dimension', '=', 'query')
    .where(sql<string>`lower(value)`, 'in', wanted)
    .execute();
  for (const row of rows) {
    const term = termOf(row.value);
    const known = found.get(term);
    // Two spellings of one term (case, spaces): their clicks add up, the position of the busier one.
    const figures = {
      clicks: Number(row.clicks),
      impressions: Number(row.impressions),
      position: Math.round(Number(row.position) * 10) / 10,
    };
    found.set(
      term,
      known
        ? {
            clicks: known.clicks + figures.clicks,
            impressions: known.impressions + figures.impressions,
            position: known.impressions >= figures.impressions ? known.position : figures.position,
          }
        : figures,
    );
  }
  return found;
}

/** A keyword's figures from the map, null when Search Console had no row of it. */
export const searchConsoleOf = (found: Map<string, Schemas['SearchConsoleKeyword']>, term: string) =>
  found.get(termOf(term)) ?? null;
