/**
 * Stateful flows through the mock server: what one story can do across calls, and the gate's
 * 401 / 400 / case checks, and the ready-made variants.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resetMockDb, type MockDbSeed } from './db';
import { listenMockServer, server } from './node';
import { duplicateEmail, errorFor, keywordLimitReached, neverResolves } from './variants';
import { TEXT } from '../lib/constants';

const ACME = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';
const KW = '/NsaApi/MySpyFu/Keywords';

async function call<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const url = new URL(path, location.origin);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    ...(init.body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

const importKeywords = (projectId: string, termCsv: string, groupNameCsv?: string) =>
  call(`${KW}/KeywordActions/Import`, {
    body: { projectId, termCsv, ...(groupNameCsv ? { groupNameCsv } : {}) },
  });
const keywordList = (projectId: string, query: Record<string, string> = {}) =>
  call<{ keywords: { termId: number; keyword: string; groupsCsv: string }[]; totalRowCount: number }>(
    `${KW}/Keywords/GetKeywordList`,
    { query: { projectId, ...query } },
  );
const groups = (projectId: string) =>
  call<{ groupHash: string; name: string; numberOfKeywords: number }[]>(`${KW}/Groups/GetGroups`, {
    query: { projectId },
  });

beforeAll(listenMockServer);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('workspace flow', () => {
  beforeEach(() => resetMockDb());

  it('creates a project, imports keywords into new groups, and undoes the import', async () => {
    const created = await call<{ id: string }>('/NsaApi/MySpyFu/Projects/CreateProject', {
      query: { projectName: 'Widgets', primaryDomainName: 'widgets.com' },
    });
    expect(created.status).toBe(200);
    const projectId = created.body.id;
    const projects = await call<{ id: string; projectName: string }[]>('/NsaApi/MySpyFu/Projects/GetProjects');
    expect(projects.body.map((p) => p.projectName)).toEqual(['Acme Corp', 'Rival watch', 'Widgets']);

    const imported = await importKeywords(projectId, 'widget store, blue widgets,,widget store', 'Shop,Colours');
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
    expect((await groups(projectId)).body.map((g) => [g.name, g.numberOfKeywords])).toEqual([
      ['Shop', 2],
      ['Colours', 2],
    ]);

    // Undo: remove the added term ids, then delete the groups the import created.
    const removed = await call(`${KW}/KeywordActions/RemoveTermIds`, {
      body: { projectId, termIdsCsv: imported.body.termIdsCsv },
    });
    expect(removed.body).toEqual({ projectId, termCount: 2 });
    const deleted = await call(`${KW}/Groups/DeleteGroup`, {
      query: { projectId, groupHashCsv: String(imported.body.groupHashCsv) },
    });
    expect(deleted.body).toEqual({ success: true, status: 'Groups deleted' });
    expect((await keywordList(projectId)).body.totalRowCount).toBe(0);
    expect((await groups(projectId)).body).toEqual([]);
  });

  it('reports already-active terms with the catalogue texts (misspelling verbatim)', async () => {
    const one = await importKeywords(ACME, 'seo tools', 'Brand terms');
    expect(one.body).toMatchObject({ termCount: 0, alreadyActiveTerms: ['seo tools'], termIdsCsv: '' });
    expect(one.body.message).toBe('"seo tools" aleady exists in project "Acme Corp" in group "Brand terms"');
    const all = await importKeywords(ACME, 'seo tools,keyword research');
    expect(all.body.message).toBe(TEXT.selectedKeywordsAlreadyExist.replace('{project}', 'Acme Corp'));
    const some = await importKeywords(ACME, 'seo tools,brand new term');
    expect(some.body).toMatchObject({ termCount: 1, alreadyActiveTerms: ['seo tools'] });
    expect(some.body.message).toBe(
      'Keywords successfully imported to project Acme Corp, though some keywords were already present.',
    );
  });

  it('stops at the keyword allowance: hasReachedLimit, nothing added, the tracking cap text', async () => {
    resetMockDb({ keywordAllowance: 8 }); // Acme holds 7 keywords
    const count = await call('/NsaApi/MySpyFu/Keywords/Keywords/KeywordCount');
    expect(count.body).toMatchObject({ totalCount: 8, usedCount: 7 });
    const imported = await importKeywords(ACME, 'one more,and another');
    expect(imported.body).toEqual({
      hasReachedLimit: true,
      termCount: 0,
      alreadyActiveTerms: [],
      termIdsCsv: '',
      groupHashCsv: '',
      message: 'Unable to add keywords. You are currently tracking 7/8 keywords',
    });
    expect((await keywordList(ACME)).body.totalRowCount).toBe(7);
    expect((await importKeywords(ACME, 'just one')).body.termCount).toBe(1);
  });

  it('groups keywords: AddGroup, MigrateToGroup, GetGroups, Details, RemoveKeywords, DeleteGroup', async () => {
    const added = await call<{ status: string; groupHash: string }>(`${KW}/Groups/AddGroup`, {
      query: { projectId: ACME, name: 'Tools' },
    });
    expect(added.body.status).toBe('Group created');
    const dup = await call(`${KW}/Groups/AddGroup`, { query: { projectId: ACME, name: 'tools' } });
    expect(dup.status).toBe(409);

    const list = await keywordList(ACME, { sortColumn: 'keyword', sortDirection: 'asc' });
    const ids = list.body.keywords.slice(0, 3).map((k) => k.termId);
    await call(`${KW}/KeywordActions/MigrateToGroup`, {
      body: { projectId: ACME, newGroupHash: added.body.groupHash, termIdsCsv: ids.join(',') },
    });
    const tools = (await groups(ACME)).body.find((g) => g.name === 'Tools');
    expect(tools?.numberOfKeywords).toBe(3);
    const inGroup = await keywordList(ACME, { groupHash: added.body.groupHash });
    expect(inGroup.body.keywords.map((k) => k.termId).sort()).toEqual([...ids].sort());
    expect(inGroup.body.keywords.every((k) => k.groupsCsv.split(',').includes('Tools'))).toBe(true);

    const details = await call(`${KW}/Groups/Details`, { query: { projectId: ACME, groupHash: added.body.groupHash } });
    expect(details.body).toMatchObject({ groupName: 'Tools', numberOfKeywords: 3 });

    await call(`${KW}/GroupActions/RemoveKeywords`, {
      body: { projectId: ACME, groupHash: added.body.groupHash, termIdsCsv: String(ids[0]) },
    });
    expect((await groups(ACME)).body.find((g) => g.name === 'Tools')?.numberOfKeywords).toBe(2);

    await call(`${KW}/Groups/DeleteGroup`, { query: { projectId: ACME, groupHash: added.body.groupHash } });
    expect((await groups(ACME)).body.map((g) => g.name)).toEqual(['Brand terms', 'Competitors']);
    // Deleting a group keeps its keywords in the project.
    expect((await keywordList(ACME)).body.totalRowCount).toBe(7);
  });

  it('filters, sorts and pages the keyword list', async () => {
    const page = await keywordList(ACME, {
      sortColumn: 'keyword',
      sortDirection: 'asc',
      rowsToDisplay: '2',
      startRow: '3',
    });
    expect(page.body.totalRowCount).toBe(7);
    expect(page.body.keywords.map((k) => k.keyword)).toEqual(['keyword research', 'ppc keywords']);
    const filtered = await keywordList(ACME, { filterTerm: 'SEO' });
    expect(filtered.body.keywords.map((k) => k.keyword)).toEqual(['seo tools']);
  });

  it('deletes keywords and projects', async () => {
    const del = await call(`${KW}/Keywords/DeleteKeywordsFromProject`, {
      body: { projectId: ACME, termIdsCsv: '104857,104858' },
    });
    expect(del.body).toEqual({ projectId: ACME, termCount: 2 });
    expect((await keywordList(ACME)).body.totalRowCount).toBe(5);
    const gone = await call('/NsaApi/MySpyFu/Projects/DeleteProject', { query: { projectId: ACME } });
    expect(gone.body).toEqual({ success: true, status: 'Project deleted' });
    expect((await keywordList(ACME)).status).toBe(404);
  });

  it('starts empty with projects: none', async () => {
    resetMockDb({ projects: 'none' });
    expect((await call('/NsaApi/MySpyFu/Projects/GetProjects')).body).toEqual([]);
  });
});

describe('session and accounts', () => {
  const seed = (s: MockDbSeed) => resetMockDb(s);

  it('logs in and out; a logged-out session gets 401 from session endpoints', async () => {
    seed({ user: 'loggedOut' });
    expect((await call('/NsaApi/MySpyFu/Projects/GetProjects')).status).toBe(401);
    const bad = await call('/auth/login', { body: { username: 'jane@example.com', password: 'nope' } });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe(TEXT.loginFailed);
    const ok = await call('/auth/login', { body: { username: 'jane@example.com', password: 's3cret-pass' } });
    expect(ok.body).toMatchObject({ isSuccessful: true, user: { isLoggedIn: true, isFullUser: true } });
    expect((await call('/NsaApi/MySpyFu/Projects/GetProjects')).status).toBe(200);
    await call('/auth/logout', { method: 'POST' });
    const state = await call<{ user: { isLoggedIn: boolean } }>('/Endpoints/AccountApi/getactivestate');
    expect(state.body.user.isLoggedIn).toBe(false);
  });

  it('registers a free account once; the second sign-up is the duplicate e-mail 409', async () => {
    seed({ user: 'loggedOut' });
    const body = { email: 'new.user@example.com', password: 's3cret-pass', token: null, source: 'FreeAccount' };
    const first = await call('/auth/registerfreeaccount', { body });
    expect(first.body).toMatchObject({ isSuccessful: true, errors: [], user: { isFullUser: false } });
    const second = await call('/auth/registerfreeaccount', { body });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      message: 'There is already an account associated with that email address.',
      errors: ['MembershipCreateStatus: DuplicateEmail'],
    });
  });

  it.each([
    ['free', { isFullUser: false, isChildAccount: false, roles: [] }],
    ['full', { isFullUser: true, isChildAccount: false, roles: [] }],
    ['child', { isFullUser: true, isChildAccount: true, childUserEmail: 'sam@example.com' }],
    ['admin', { isFullUser: true, roles: ['admin'] }],
  ] as const)('the %s preset is the active user', async (preset, expected) => {
    seed({ user: preset });
    const state = await call<{ user: Record<string, unknown> }>('/Endpoints/AccountApi/getactivestate');
    expect(state.body.user).toMatchObject({ isLoggedIn: true, ...expected });
  });

  it('a free user has no keyword allowance', async () => {
    seed({ user: 'free' });
    expect((await call('/NsaApi/MySpyFu/Keywords/Keywords/KeywordCount')).body).toMatchObject({ totalCount: 0 });
  });

  it('adds and removes team members', async () => {
    seed({});
    const added = await call<{ childAccounts: { id: string }[] }>('/endpoints/childaccount', {
      body: { emails: ['lee@example.com'] },
    });
    const id = added.body.childAccounts[0]?.id ?? '';
    expect((await call<{ childAccounts: unknown[] }>('/endpoints/childaccount')).body.childAccounts).toHaveLength(2);
    expect((await call(`/endpoints/childaccount/${id}`, { method: 'DELETE' })).body).toEqual({ isSuccessful: true });
    expect((await call<{ childAccounts: unknown[] }>('/endpoints/childaccount')).body.childAccounts).toHaveLength(1);
  });
});

describe('the gate', () => {
  beforeEach(() => resetMockDb());

  it('answers bad input with the 400 ValidationError naming the field', async () => {
    const missing = await call(`${KW}/Groups/GetGroups`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      statusCode: 400,
      fields: [{ field: 'query.projectId', message: 'is required' }],
    });
    const notUuid = await call(`${KW}/Groups/GetGroups`, { query: { projectId: 'nope' } });
    expect(notUuid.body).toMatchObject({ fields: [{ field: 'query.projectId', message: 'must match format "uuid"' }] });
    const body = await call(`${KW}/KeywordActions/Import`, { body: { projectId: ACME, extra: 1 } });
    expect(body.body).toMatchObject({
      fields: [
        { field: 'body.termCsv', message: 'is required' },
        { field: 'body.extra', message: 'is not allowed' },
      ],
    });
  });

  it('treats paths as case-sensitive, as the spec writes them', async () => {
    const wrong = await call('/nsaapi/myspyfu/projects/getprojects');
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toContain('/NsaApi/MySpyFu/Projects/GetProjects');
  });
});

describe('variants', () => {
  beforeEach(() => resetMockDb());

  it('errorFor answers any operation with the status and the Error shape', async () => {
    server.use(errorFor('getGroups', 500), errorFor('getProjects', 403));
    const failed = await call(`${KW}/Groups/GetGroups`, { query: { projectId: ACME } });
    expect(failed).toEqual({
      status: 500,
      body: {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side.',
        code: 'SERVER_ERROR',
      },
    });
    expect((await call('/NsaApi/MySpyFu/Projects/GetProjects')).status).toBe(403);
  });

  it('keywordLimitReached makes the import hit the cap', async () => {
    server.use(...keywordLimitReached(250));
    const imported = await importKeywords(ACME, 'anything');
    expect(imported.body).toMatchObject({
      hasReachedLimit: true,
      message: 'Unable to add keywords. You are currently tracking 250/250 keywords',
    });
  });

  it('duplicateEmail refuses every sign-up', async () => {
    server.use(...duplicateEmail());
    const res = await call('/auth/registerfreeaccount', {
      body: { email: 'fresh@example.com', password: 's3cret-pass', token: null, source: 'FreeAccount' },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual(['MembershipCreateStatus: DuplicateEmail']);
  });

  it('neverResolves keeps the request pending', async () => {
    server.use(neverResolves('getProjects'));
    const controller = new AbortController();
    const pending = fetch(new URL('/NsaApi/MySpyFu/Projects/GetProjects', location.origin), {
      signal: controller.signal,
    });
    // Every other mock answers within a few milliseconds.
    const settled = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 150, 'pending')),
    ]);
    expect(settled).toBe('pending');
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
