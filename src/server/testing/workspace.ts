/**
 * What the workspace suites (keywords, terms, group figures, the link manager, outreach) share:
 * their calls checked against the contract, a project created over HTTP, and a workspace of two
 * full accounts over the seeded corpus.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';

import { contractErrors, countRows, type Browser, type Sent, type TestServer } from './harness';
import type { components } from '../../api/schema.gen';
import type { Database } from '../db/schema';
import { fullUserBrowser, seedTestCorpus } from '../research/apiTesting';
import { estimatedClicks } from '../research/metrics';

type Schemas = components['schemas'];

/** The workspace operations' root (projects, keywords, links, outreach). */
export const WORKSPACE_API = '/NsaApi/MySpyFu';

/** The tables the link manager and the outreach imports write. */
export const OUTREACH_TABLES = [
  'outreach_domains',
  'outreach_urls',
  'outreach_notes',
  'outreach_tasks',
  'outreach_contact_events',
  'outreach_history',
] as const;

/** How many rows each of OUTREACH_TABLES holds: equal before and after a call that must change nothing. */
export const outreachRowCounts = (server: TestServer) =>
  Promise.all(OUTREACH_TABLES.map((t) => countRows(server.db, t)));

/** Every row of each table, as sorted JSON: equal before and after a call that must change nothing. */
export async function tableRows(server: TestServer, tables: readonly (keyof Database)[]) {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    out[table] = (await sql`select * from ${sql.table(table)}`.execute(server.db.kysely)).rows
      .map((r) => JSON.stringify(r))
      .sort();
  }
  return out;
}

/** A query string of the parameters. */
export const query = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** A call expecting `status`, whose body validates against the operation's contract. */
export async function expectAnswer<T>(operationId: string, res: Promise<Sent>, status = 200): Promise<T> {
  const sent = await res;
  expect(sent.status, JSON.stringify(sent.body)).toBe(status);
  expect(contractErrors(operationId, sent)).toEqual([]);
  return sent.body as T;
}

/** A GET of `WORKSPACE_API/path?params` expecting a 200 that validates against the operation's contract. */
export const workspaceGet = <T>(
  b: Browser,
  operationId: string,
  path: string,
  params: Record<string, string | number | boolean>,
) => expectAnswer<T>(operationId, b.get(`${WORKSPACE_API}/${path}?${query(params)}`));

/** AddLink: a link of the project, added (its urlId and figures). */
export const addLink = (b: Browser, projectId: string, fullUrl: string) =>
  workspaceGet<Schemas['LinkAddResponse']>(b, 'addLink', 'Link/AddLink', { projectId, fullUrl });

/** GetLinks: the project's links. */
export const links = (b: Browser, projectId: string) =>
  workspaceGet<Schemas['TableUrlEntry'][]>(b, 'getLinks', 'Link/GetLinks', { projectId });

/** GetLinkHistory: the project's history, or one link's when `urlId` is named. */
export const linkHistory = (b: Browser, projectId: string, urlId?: number) =>
  workspaceGet<Schemas['LinkHistoryEntry'][]>(b, 'getLinkHistory', 'LinkHistory/GetLinkHistory', {
    projectId,
    ...(urlId === undefined ? {} : { urlId }),
  });

/**
 * A corpus domain's (or one of its pages') organic keywords and estimated clicks in `month`, counted
 * here from its serp_organic rows: the independent figures the outreach calls are checked against.
 */
export async function corpusOrganicFigures(server: TestServer, month: number, domain: string, path?: string) {
  let q = server.db.kysely
    .selectFrom('serp_organic as s')
    .innerJoin('urls as u', 'u.id', 's.url_id')
    .innerJoin('domains as d', 'd.id', 'u.domain_id')
    .select(['s.keyword_id', 's.rank_group', 's.volume'])
    .where('d.name', '=', domain)
    .where('s.month', '=', month);
  if (path !== undefined) q = q.where('u.path', '=', path);
  const rows = await q.execute();
  return {
    keywords: new Set(rows.map((r) => r.keyword_id)).size,
    clicks: Math.round(rows.reduce((sum, r) => sum + estimatedClicks(r.volume, r.rank_group), 0)),
  };
}

/** Creates a project of `b`'s account (with its primary domain, when named); its id. */
export async function createProject(b: Browser, projectName: string, primaryDomainName?: string): Promise<string> {
  const res = await b.get(
    `${WORKSPACE_API}/Projects/CreateProject?${query({ projectName, ...(primaryDomainName ? { primaryDomainName } : {}) })}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { id: string }).id;
}

/** The seeded corpus, and two full accounts over it: the owner, and a stranger to its projects. */
export async function seededWorkspace(server: TestServer, email: (who?: string) => string) {
  await seedTestCorpus(server);
  const ownerEmail = email('owner');
  return {
    ownerEmail,
    owner: await fullUserBrowser(server, ownerEmail),
    stranger: await fullUserBrowser(server, email('stranger')),
  };
}
