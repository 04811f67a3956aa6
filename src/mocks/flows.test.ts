/**
 * The mock alone: its user presets and seeded team, the gate's 401 / 400 / case checks, and the
 * ready-made variants. The stateful flows both the mock and the real server must run alike are in
 * src/server/parity/flows.test.ts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { MOCK_RESET_EMAIL, MOCK_UNUSABLE_RESET_TOKEN, resetMockDb, type MockDbSeed } from './db';
import { listenMockServer, server } from './node';
import { duplicateEmail, errorFor, keywordLimitReached, neverResolves } from './variants';

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

beforeAll(listenMockServer);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('seeded accounts', () => {
  const seed = (s: MockDbSeed) => resetMockDb(s);

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

describe('static suggestion import', () => {
  it('over the allowance writes nothing at all (one import, as on the server), not the sets that fit', async () => {
    const seeded = resetMockDb({ keywordAllowance: 9 }); // Acme holds 7; the sets bring more than 2 new
    const before = await call<{ totalRowCount: number }>(`${KW}/Keywords/GetKeywordList`, {
      query: { projectId: ACME },
    });
    const flags = { customGroups: false, opportunities: false, topRecommendations: false };
    const res = await call(`${KW}/KeywordActions/ImportStaticSuggestions`, {
      body: { projectId: ACME, ...flags, easyWins: true, mostSearched: true },
    });
    expect(res.body).toMatchObject({ hasReachedLimit: true, termCount: 0, termIdsCsv: '', groupHashCsv: '' });
    const after = await call<{ totalRowCount: number }>(`${KW}/Keywords/GetKeywordList`, {
      query: { projectId: ACME },
    });
    expect(after.body.totalRowCount).toBe(before.body.totalRowCount);
    expect([...(seeded.projects.get(ACME)?.groups.values() ?? [])].map((g) => g.name)).toEqual([
      'Brand terms',
      'Competitors',
    ]);
  });
});

describe('password reset links', () => {
  beforeEach(() => resetMockDb({ user: 'loggedOut' }));

  it('checks a link, refuses an unusable one, and logs the user in with the new password', async () => {
    const good = await call('/auth/resetpassword', { query: { token: 'a-good-reset-link-0001' } });
    expect(good).toMatchObject({ status: 200, body: { isValid: true } });
    const used = await call('/auth/resetpassword', { query: { token: MOCK_UNUSABLE_RESET_TOKEN } });
    expect(used).toEqual({ status: 200, body: { isValid: false, email: null } });

    const refused = await call('/auth/resetpassword', {
      body: { token: MOCK_UNUSABLE_RESET_TOKEN, newPassword: 'brand-new-pass' },
    });
    expect(refused.status).toBe(400);
    const saved = await call('/auth/resetpassword', {
      body: { token: 'a-good-reset-link-0001', newPassword: 'brand-new-pass' },
    });
    expect(saved).toEqual({ status: 200, body: { isSuccessful: true } });
    const state = await call<{ user: { isLoggedIn: boolean; email: string } }>('/Endpoints/AccountApi/getactivestate');
    expect(state.body.user).toMatchObject({ isLoggedIn: true, email: MOCK_RESET_EMAIL });
  });
});
