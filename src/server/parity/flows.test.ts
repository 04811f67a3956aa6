/**
 * Stateful flows, one set of cases run against both implementations of the API: the MSW mock
 * (src/mocks, what stories and unit tests see) and the real server (a fresh database per suite),
 * so the two cannot drift apart.
 *
 * A case on the server is skipped, not failed, when it calls an operation the server does not
 * implement yet (not in IMPLEMENTED_OPERATIONS, so it answers 501), or needs a starting state the
 * server cannot be given; it runs by itself once that lands. The skipped cases are printed after
 * each server suite. Checks of the mock alone (its gate, variants and user presets) are in
 * src/mocks/flows.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type TestContext } from 'vitest';

import { findOperation, listOperations } from '../../lib/openapi/operations';
import { TEXT } from '../../lib/spec/text';
import { exampleSeedProjects, getMockDb, MOCK_PASSWORD, resetMockDb, type SeedProject } from '../../mocks/db';
import { listenMockServer, server as mockServer } from '../../mocks/node';
import { IMPLEMENTED_OPERATIONS } from '../handlers';
import {
  bundle,
  TEST_DATABASES,
  TEST_PASSWORD,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
} from '../testing/harness';

const KW = '/NsaApi/MySpyFu/Keywords';
const ACME = 'Acme Corp';

interface Reply<T> {
  status: number;
  body: T;
}

interface CallInit {
  method?: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** The state a case starts from; a side that cannot reproduce part of it skips the case. */
interface FlowSeed {
  /** Default 'full' (a paying user). */
  user?: 'loggedOut' | 'free' | 'full';
  /** 'example' (default): the example projects, Acme Corp with keywords, groups and labels. */
  projects?: 'example' | 'none';
  keywordAllowance?: number;
}

interface Given {
  /** The seeded projects' ids by name. */
  projectIds: Record<string, string>;
  /** An account that exists and can log in (the user's, logged out or not). */
  account: { email: string; password: string };
}

/** What a case sees of one side: the same calls, the same starting states. */
interface Flow {
  given(seed?: FlowSeed): Promise<Given>;
  call<T = Record<string, unknown>>(path: string, init?: CallInit): Promise<Reply<T>>;
  /** An e-mail address no other case of the suite uses. */
  email(who: string): string;
}

interface FlowCase {
  name: string;
  run(flow: Flow): Promise<void>;
}

function methodOf(init: CallInit): string {
  return init.method ?? (init.body === undefined ? 'GET' : 'POST');
}

function urlOf(path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query).toString();
  return params ? `${path}?${params}` : path;
}

const idOf = (given: Given, name: string): string => {
  const id = given.projectIds[name];
  if (!id) throw new Error(`No seeded project ${name}`);
  return id;
};

// ------------------------------------------------------------------ the cases

const importKeywords = (flow: Flow, projectId: string, termCsv: string, groupNameCsv?: string) =>
  flow.call(`${KW}/KeywordActions/Import`, {
    body: { projectId, termCsv, ...(groupNameCsv ? { groupNameCsv } : {}) },
  });
const keywordList = (flow: Flow, projectId: string, query: Record<string, string> = {}) =>
  flow.call<{ keywords: { termId: number; keyword: string; groupsCsv: string }[]; totalRowCount: number }>(
    `${KW}/Keywords/GetKeywordList`,
    { query: { projectId, ...query } },
  );
const groups = (flow: Flow, projectId: string) =>
  flow.call<{ groupHash: string; name: string; numberOfKeywords: number }[]>(`${KW}/Groups/GetGroups`, {
    query: { projectId },
  });

const CASES: FlowCase[] = [
  {
    name: 'creates a project, imports keywords into new groups, and undoes the import',
    async run(flow) {
      await flow.given();
      const created = await flow.call<{ id: string }>('/NsaApi/MySpyFu/Projects/CreateProject', {
        query: { projectName: 'Widgets', primaryDomainName: 'widgets.com' },
      });
      expect(created.status).toBe(200);
      const projectId = created.body.id;
      const projects = await flow.call<{ id: string; projectName: string }[]>('/NsaApi/MySpyFu/Projects/GetProjects');
      // The most recently used first (projects made in the same millisecond may come in either order).
      const names = projects.body.map((p) => p.projectName);
      expect(names[0]).toBe('Widgets');
      expect(names.slice(1).sort()).toEqual(['Acme Corp', 'Rival watch']);

      const imported = await importKeywords(
        flow,
        projectId,
        'widget store, blue widgets,,widget store',
        'Shop,Colours',
      );
      expect(imported.body).toMatchObject({
        hasReachedLimit: false,
        termCount: 2,
        alreadyActiveTerms: [],
        message: '2 terms added',
      });
      const termIds = String(imported.body.termIdsCsv).split(',');
      const groupHashes = String(imported.body.groupHashCsv).split(',');
      expect(termIds).toHaveLength(2);
      expect(groupHashes).toHaveLength(2);
      expect((await groups(flow, projectId)).body.map((g) => [g.name, g.numberOfKeywords])).toEqual([
        ['Shop', 2],
        ['Colours', 2],
      ]);

      // Undo: remove the added term ids, then delete the groups the import created.
      const removed = await flow.call(`${KW}/KeywordActions/RemoveTermIds`, {
        body: { projectId, termIdsCsv: imported.body.termIdsCsv },
      });
      expect(removed.body).toEqual({ projectId, termCount: 2 });
      const deleted = await flow.call(`${KW}/Groups/DeleteGroup`, {
        query: { projectId, groupHashCsv: String(imported.body.groupHashCsv) },
      });
      expect(deleted.body).toEqual({ success: true, status: 'Groups deleted' });
      expect((await keywordList(flow, projectId)).body.totalRowCount).toBe(0);
      expect((await groups(flow, projectId)).body).toEqual([]);
    },
  },
  {
    name: 'reports already-active terms with the catalogue texts (misspelling verbatim)',
    async run(flow) {
      const acme = idOf(await flow.given(), ACME);
      const one = await importKeywords(flow, acme, 'seo tools', 'Brand terms');
      expect(one.body).toMatchObject({ termCount: 0, alreadyActiveTerms: ['seo tools'], termIdsCsv: '' });
      expect(one.body.message).toBe('"seo tools" aleady exists in project "Acme Corp" in group "Brand terms"');
      const all = await importKeywords(flow, acme, 'seo tools,keyword research');
      expect(all.body.message).toBe(TEXT.selectedKeywordsAlreadyExist.replace('{project}', 'Acme Corp'));
      const some = await importKeywords(flow, acme, 'seo tools,brand new term');
      expect(some.body).toMatchObject({ termCount: 1, alreadyActiveTerms: ['seo tools'] });
      expect(some.body.message).toBe(
        'Keywords successfully imported to project Acme Corp, though some keywords were already present.',
      );
    },
  },
  {
    name: 'stops at the keyword allowance: hasReachedLimit, nothing added, the tracking cap text',
    async run(flow) {
      const acme = idOf(await flow.given({ keywordAllowance: 8 }), ACME); // Acme holds 7 keywords
      const count = await flow.call('/NsaApi/MySpyFu/Keywords/Keywords/KeywordCount');
      expect(count.body).toMatchObject({ totalCount: 8, usedCount: 7 });
      const imported = await importKeywords(flow, acme, 'one more,and another');
      expect(imported.body).toEqual({
        hasReachedLimit: true,
        termCount: 0,
        alreadyActiveTerms: [],
        termIdsCsv: '',
        groupHashCsv: '',
        message: 'Unable to add keywords. You are currently tracking 7/8 keywords',
      });
      expect((await keywordList(flow, acme)).body.totalRowCount).toBe(7);
      expect((await importKeywords(flow, acme, 'just one')).body.termCount).toBe(1);
    },
  },
  {
    name: 'groups keywords: AddGroup, MigrateToGroup, GetGroups, Details, RemoveKeywords, DeleteGroup',
    async run(flow) {
      const acme = idOf(await flow.given(), ACME);
      const added = await flow.call<{ status: string; groupHash: string }>(`${KW}/Groups/AddGroup`, {
        query: { projectId: acme, name: 'Tools' },
      });
      expect(added.body.status).toBe('Group created');
      const dup = await flow.call(`${KW}/Groups/AddGroup`, { query: { projectId: acme, name: 'tools' } });
      expect(dup.status).toBe(409);

      const list = await keywordList(flow, acme, { sortColumn: 'keyword', sortDirection: 'asc' });
      const ids = list.body.keywords.slice(0, 3).map((k) => k.termId);
      await flow.call(`${KW}/KeywordActions/MigrateToGroup`, {
        body: { projectId: acme, newGroupHash: added.body.groupHash, termIdsCsv: ids.join(',') },
      });
      const tools = (await groups(flow, acme)).body.find((g) => g.name === 'Tools');
      expect(tools?.numberOfKeywords).toBe(3);
      const inGroup = await keywordList(flow, acme, { groupHash: added.body.groupHash });
      expect(inGroup.body.keywords.map((k) => k.termId).sort()).toEqual([...ids].sort());
      expect(inGroup.body.keywords.every((k) => k.groupsCsv.split(',').includes('Tools'))).toBe(true);

      const details = await flow.call(`${KW}/Groups/Details`, {
        query: { projectId: acme, groupHash: added.body.groupHash },
      });
      expect(details.body).toMatchObject({ groupName: 'Tools', numberOfKeywords: 3 });

      await flow.call(`${KW}/GroupActions/RemoveKeywords`, {
        body: { projectId: acme, groupHash: added.body.groupHash, termIdsCsv: String(ids[0]) },
      });
      expect((await groups(flow, acme)).body.find((g) => g.name === 'Tools')?.numberOfKeywords).toBe(2);

      await flow.call(`${KW}/Groups/DeleteGroup`, { query: { projectId: acme, groupHash: added.body.groupHash } });
      expect((await groups(flow, acme)).body.map((g) => g.name)).toEqual(['Brand terms', 'Competitors']);
      // Deleting a group keeps its keywords in the project.
      expect((await keywordList(flow, acme)).body.totalRowCount).toBe(7);
    },
  },
  {
    name: 'filters, sorts and pages the keyword list',
    async run(flow) {
      const acme = idOf(await flow.given(), ACME);
      const page = await keywordList(flow, acme, {
        sortColumn: 'keyword',
        sortDirection: 'asc',
        rowsToDisplay: '2',
        startRow: '3',
      });
      expect(page.body.totalRowCount).toBe(7);
      expect(page.body.keywords.map((k) => k.keyword)).toEqual(['keyword research', 'ppc keywords']);
      const filtered = await keywordList(flow, acme, { filterTerm: 'SEO' });
      expect(filtered.body.keywords.map((k) => k.keyword)).toEqual(['seo tools']);
    },
  },
  {
    name: 'deletes keywords and projects',
    async run(flow) {
      const acme = idOf(await flow.given(), ACME);
      const wanted = ['seo tools', 'keyword research'];
      const termIds = (await keywordList(flow, acme)).body.keywords
        .filter((k) => wanted.includes(k.keyword))
        .map((k) => k.termId);
      expect(termIds).toHaveLength(2);
      const del = await flow.call(`${KW}/Keywords/DeleteKeywordsFromProject`, {
        body: { projectId: acme, termIdsCsv: termIds.join(',') },
      });
      expect(del.body).toEqual({ projectId: acme, termCount: 2 });
      expect((await keywordList(flow, acme)).body.totalRowCount).toBe(5);
      const gone = await flow.call('/NsaApi/MySpyFu/Projects/DeleteProject', { query: { projectId: acme } });
      expect(gone.body).toEqual({ success: true, status: 'Project deleted' });
      expect((await keywordList(flow, acme)).status).toBe(404);
    },
  },
  {
    name: 'starts empty with projects: none',
    async run(flow) {
      await flow.given({ projects: 'none' });
      expect((await flow.call('/NsaApi/MySpyFu/Projects/GetProjects')).body).toEqual([]);
    },
  },
  {
    name: 'logs in and out; a logged-out session gets 401 from session endpoints',
    async run(flow) {
      const { account } = await flow.given({ user: 'loggedOut', projects: 'none' });
      expect((await flow.call('/NsaApi/MySpyFu/Projects/GetProjects')).status).toBe(401);
      const bad = await flow.call('/auth/login', { body: { username: account.email, password: 'nope' } });
      expect(bad.status).toBe(401);
      expect(bad.body.message).toBe(TEXT.loginFailed);
      const ok = await flow.call('/auth/login', { body: { username: account.email, password: account.password } });
      expect(ok.body).toMatchObject({ isSuccessful: true, user: { isLoggedIn: true, isFullUser: true } });
      expect((await flow.call('/NsaApi/MySpyFu/Projects/GetProjects')).status).toBe(200);
      await flow.call('/auth/logout', { method: 'POST' });
      const state = await flow.call<{ user: { isLoggedIn: boolean } }>('/Endpoints/AccountApi/getactivestate');
      expect(state.body.user.isLoggedIn).toBe(false);
    },
  },
  {
    name: 'registers a free account once; the second sign-up is the duplicate e-mail 409',
    async run(flow) {
      await flow.given({ user: 'loggedOut', projects: 'none' });
      const body = { email: flow.email('new.user'), password: 's3cret-pass', token: null, source: 'FreeAccount' };
      const first = await flow.call('/auth/registerfreeaccount', { body });
      expect(first.body).toMatchObject({ isSuccessful: true, errors: [], user: { isFullUser: false } });
      const second = await flow.call('/auth/registerfreeaccount', { body });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({
        message: 'There is already an account associated with that email address.',
        errors: ['MembershipCreateStatus: DuplicateEmail'],
      });
    },
  },
  {
    name: 'a free user has no keyword allowance',
    async run(flow) {
      await flow.given({ user: 'free', projects: 'none' });
      expect((await flow.call('/NsaApi/MySpyFu/Keywords/Keywords/KeywordCount')).body).toMatchObject({
        totalCount: 0,
      });
    },
  },
];

// ------------------------------------------------------------------ the mock

/** The page origin the mock answers on (MSW resolves the handlers' relative paths against it). */
const MOCK_ORIGIN = 'http://localhost';

describe('on the MSW mock', () => {
  beforeAll(() => {
    vi.stubGlobal('location', new URL(`${MOCK_ORIGIN}/`));
    listenMockServer();
  });
  afterEach(() => mockServer.resetHandlers());
  afterAll(() => {
    mockServer.close();
    vi.unstubAllGlobals();
  });

  const flow: Flow = {
    async given(seed = {}) {
      resetMockDb(seed);
      const projectIds = Object.fromEntries(
        [...getMockDb().projects.values()].map(({ project }) => [project.projectName, project.id]),
      );
      // The example account exists in every mock database.
      const [email = ''] = getMockDb().accounts.keys();
      return { projectIds, account: { email, password: MOCK_PASSWORD } };
    },
    async call<T>(path: string, init: CallInit = {}) {
      const res = await fetch(new URL(urlOf(path, init.query), MOCK_ORIGIN), {
        method: methodOf(init),
        ...(init.body === undefined
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) }),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
    email: (who) => `${who}@example.com`,
  };

  for (const c of CASES) it(c.name, () => c.run(flow));
});

// ------------------------------------------------------------------ the server

const operations = listOperations(bundle);
const implemented = new Set(IMPLEMENTED_OPERATIONS);

describe.each(TEST_DATABASES)('on the server with %s', (kind) => {
  const server = useTestServer(kind);
  const emails = uniqueEmails('flow', kind);
  const skipped: string[] = [];

  afterAll(() => {
    if (skipped.length === 0) return;
    console.warn(`Flows skipped on the server (${kind}) until it can run them:\n  ${skipped.join('\n  ')}`);
  });

  /** The side of one test: its own browser; a call the server cannot answer yet skips the test. */
  function serverFlow(ctx: TestContext, name: string): Flow {
    let browser: Browser = server.browser();
    const skip = (why: string): never => {
      skipped.push(`${name}: ${why}`);
      return ctx.skip(why);
    };

    const flow: Flow = {
      async given(seed = {}) {
        if (seed.keywordAllowance !== undefined) skip('no way to give the server a keyword allowance');
        browser = server.browser();
        const email = emails();
        const registered = await browser.register(email, TEST_PASSWORD);
        expect(registered.status, JSON.stringify(registered.body)).toBe(200);
        // As on the mock, only a free user is not full: a logged-out one logs in as a full user.
        if (seed.user !== 'free') {
          await server.db.kysely
            .updateTable('users')
            .set({ is_full_user: 1, plan: 'Basic' })
            .where('id', '=', await userIdOf(server, email))
            .execute();
        }
        const projectIds: Record<string, string> = {};
        if ((seed.projects ?? 'example') === 'example') {
          for (const project of exampleSeedProjects()) projectIds[project.projectName] = await seedProject(project);
        }
        if (seed.user === 'loggedOut') {
          const out = await browser.post('/auth/logout');
          expect(out.status, JSON.stringify(out.body)).toBe(200);
        }
        return { projectIds, account: { email, password: TEST_PASSWORD } };
      },
      async call<T>(path: string, init: CallInit = {}) {
        const method = methodOf(init);
        const op = findOperation(operations, method, path);
        if (op && !implemented.has(op.operationId)) skip(`${op.operationId} is not implemented`);
        const sent = await browser.send({
          method: method as 'GET',
          url: urlOf(path, init.query),
          ...(init.body === undefined ? {} : { payload: init.body as object }),
        });
        return { status: sent.status, body: (sent.body === '' ? null : sent.body) as T };
      },
      email: (who) => emails(who),
    };

    /** A seed project made through the API, keyword by keyword so groups are created in seed order. */
    async function seedProject(project: SeedProject): Promise<string> {
      const created = await flow.call<{ id: string }>('/NsaApi/MySpyFu/Projects/CreateProject', {
        query: {
          projectName: project.projectName,
          ...(project.primaryDomainName ? { primaryDomainName: project.primaryDomainName } : {}),
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const projectId = created.body.id;
      for (const name of project.groups ?? []) {
        await flow.call(`${KW}/Groups/AddGroup`, { query: { projectId, name } });
      }
      for (const k of project.keywords ?? []) {
        const imported = await flow.call(`${KW}/KeywordActions/Import`, {
          body: {
            projectId,
            termCsv: k.keyword,
            ...(k.groups?.length ? { groupNameCsv: k.groups.join(',') } : {}),
            ...(k.labels?.length ? { labelNameCsv: k.labels.join(',') } : {}),
          },
        });
        expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      }
      return projectId;
    }

    return flow;
  }

  for (const c of CASES) it(c.name, (ctx) => c.run(serverFlow(ctx, c.name)));
});
