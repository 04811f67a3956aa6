/**
 * Search Console data in the mock db, by the server's rule (src/server/research/searchConsole.ts):
 * a site's figures reach an admin, or a logged-in user with a project on the site; nobody else.
 * Seeded only when a story asks (`mockDb.searchConsole: 'example'`), so other stories see today's
 * screens.
 */
import { getMockDb } from './state';
import type { MockSearchConsoleSite } from '../fixtures/searchConsole';

/** A host or domain as the server keys sites: lower case, without www. */
const siteOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/^www\./, '');

/** The site's Search Console data when the session's user may see it and some was seeded; null otherwise. */
export function searchConsoleFor(domain: string): MockSearchConsoleSite | null {
  const db = getMockDb();
  const site = db.searchConsoleSites[siteOf(domain)];
  if (!site || !db.user.isLoggedIn) return null;
  if (db.user.roles.includes('admin')) return site;
  const owns = [...db.projects.values()].some(
    (p) => p.project.primaryDomainName && siteOf(p.project.primaryDomainName) === siteOf(domain),
  );
  return owns ? site : null;
}
