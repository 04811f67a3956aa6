/**
 * What the workspace suites (keywords, terms, group figures, the link manager, outreach) share:
 * their calls checked against the contract, a project created over HTTP, and a workspace of two
 * full accounts over the seeded corpus.
 */
import { expect } from 'vitest';

import { contractErrors, type Browser, type Sent, type TestServer } from './harness';
import { fullUserBrowser, seedTestCorpus } from '../research/apiTesting';

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
