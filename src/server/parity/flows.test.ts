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
import { ALL_PROJECTS_ID } from '../../lib/spec/identity';
import { TEXT } from '../../lib/spec/text';
import {
  exampleSeedProjects,
  getMockDb,
  MOCK_PASSWORD,
  resetMockDb,
  workspaceKeywordCount,
  type SeedProject,
} from '../../mocks/db';
import { listenMockServer, server as mockServer } from '../../mocks/node';
import { IMPLEMENTED_OPERATIONS } from '../handlers';
import { NO_SERP_DATA } from '../research/keyword';
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
const MS = '/NsaApi/MySpyFu';
const ACME = 'Acme Corp';
const RIVAL = 'Rival watch';
/** A project id no side has. */
const UNKNOWN_PROJECT_ID = 'd3b0e3f4-6a7c-4e5d-9f40-9c8b7a6f5e4d';

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
  /**
   * Keywords the plan's allowance has left once the projects are seeded (the rest is in use outside
   * the example projects: on the mock by keywords tracked elsewhere, on the server by a filler project).
   */
  keywordsLeft?: number;
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
const migrateToProject = (flow: Flow, body: { projectId?: string; newProjectId: string; termIdsCsv: string }) =>
  flow.call(`${KW}/KeywordActions/MigrateToProject`, { body });
const addLink = (flow: Flow, projectId: string, fullUrl: string) =>
  flow.call<{ projectId: string; urlId: number; domainId: number }>(`${MS}/Link/AddLink`, {
    query: { projectId, fullUrl },
  });
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
    name: 'MigrateToProject: a copy into a project that holds every keyword already is 409',
    async run(flow) {
      const given = await flow.given();
      const [acme, rival] = [idOf(given, ACME), idOf(given, RIVAL)];
      const termIds = (await keywordList(flow, acme, { sortColumn: 'keyword', sortDirection: 'asc' })).body.keywords
        .slice(0, 2)
        .map((k) => k.termId);
      const moved = await migrateToProject(flow, {
        projectId: acme,
        newProjectId: rival,
        termIdsCsv: termIds.join(','),
      });
      expect(moved).toEqual({ status: 200, body: { newProjectId: rival, termCount: 2 } });
      expect((await keywordList(flow, acme)).body.totalRowCount).toBe(5);
      const again = await migrateToProject(flow, { newProjectId: rival, termIdsCsv: termIds.join(',') });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'KEYWORDS_ALREADY_IN_PROJECT',
        message: TEXT.selectedKeywordsAlreadyExist.replace('{project}', RIVAL),
      });
      expect((await keywordList(flow, rival)).body.totalRowCount).toBe(2);
    },
  },
  {
    name: 'MigrateToProject over the keyword allowance is 403 with the tracking cap text; nothing is copied',
    async run(flow) {
      const given = await flow.given({ keywordsLeft: 1 });
      const [acme, rival] = [idOf(given, ACME), idOf(given, RIVAL)];
      const count = await flow.call<{ totalCount: number; usedCount: number }>(`${KW}/Keywords/KeywordCount`);
      expect(count.body.totalCount - count.body.usedCount).toBe(1);
      const termIds = (await keywordList(flow, acme, { sortColumn: 'keyword', sortDirection: 'asc' })).body.keywords
        .slice(0, 2)
        .map((k) => k.termId);
      const over = await migrateToProject(flow, { newProjectId: rival, termIdsCsv: termIds.join(',') });
      expect(over.status).toBe(403);
      expect(over.body).toMatchObject({
        code: 'KEYWORD_LIMIT_REACHED',
        message: `Unable to add keywords. You are currently tracking ${count.body.usedCount}/${count.body.totalCount} keywords`,
      });
      expect((await keywordList(flow, rival)).body.totalRowCount).toBe(0);
      const one = await migrateToProject(flow, { newProjectId: rival, termIdsCsv: String(termIds[0]) });
      expect(one).toEqual({ status: 200, body: { newProjectId: rival, termCount: 1 } });
    },
  },
  {
    name: 'MigrateToProject refuses a user who is not full with 403',
    async run(flow) {
      await flow.given({ user: 'free', projects: 'none' });
      const created = await flow.call<{ id: string }>(`${MS}/Projects/CreateProject`, {
        query: { projectName: 'Free project' },
      });
      expect(created.status).toBe(200);
      const refused = await migrateToProject(flow, { newProjectId: created.body.id, termIdsCsv: '1' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'NOT_FULL_USER' });
    },
  },
  {
    name: 'SearchProjectsForTerms: no term is 400 naming termsCsv; the country chooses the research database',
    async run(flow) {
      const acme = idOf(await flow.given(), ACME);
      const search = (body: Record<string, string>) =>
        flow.call<{ term: string; termId: number | null; projects: { id: string; projectName: string }[] }[]>(
          `${MS}/ProjectActions/SearchProjectsForTerms`,
          { body },
        );
      const none = await search({ termsCsv: ' , ' });
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ fields: [{ field: 'body.termsCsv', message: 'holds no term' }] });
      const us = await search({ termsCsv: 'seo tools', countryCode: 'US' });
      expect(us.status).toBe(200);
      expect(us.body).toEqual([
        { term: 'seo tools', termId: expect.any(Number), projects: [{ id: acme, projectName: ACME }] },
      ]);
      // The project holds the US keyword; the UK database's (if it has one) is another keyword.
      const uk = await search({ termsCsv: 'seo tools', countryCode: 'UK' });
      expect(uk.status).toBe(200);
      expect(uk.body.map((m) => [m.term, m.projects])).toEqual([['seo tools', []]]);
    },
  },
  {
    name: 'ImportStaticSuggestions: no set asked for, or a project without a domain, is 400 naming the field',
    async run(flow) {
      const given = await flow.given();
      const NO_SET = {
        customGroups: false,
        easyWins: false,
        mostSearched: false,
        opportunities: false,
        topRecommendations: false,
      };
      const suggest = (projectId: string, flags: Partial<typeof NO_SET>) =>
        flow.call(`${KW}/KeywordActions/ImportStaticSuggestions`, { body: { projectId, ...NO_SET, ...flags } });
      const noSet = await suggest(idOf(given, ACME), {});
      expect(noSet.status).toBe(400);
      expect(noSet.body).toMatchObject({ fields: [{ field: 'body', message: 'asks for no suggestion set' }] });
      const noDomain = await suggest(idOf(given, RIVAL), { easyWins: true });
      expect(noDomain.status).toBe(400);
      expect(noDomain.body).toMatchObject({
        fields: [
          { field: 'body.projectId', message: 'names a project without a primary domain to suggest keywords for' },
        ],
      });
      expect((await keywordList(flow, idOf(given, RIVAL))).body.totalRowCount).toBe(0);
    },
  },
  {
    name: 'CreatePdfAlert accepts the all-projects id; an unknown project is 404',
    async run(flow) {
      await flow.given();
      const alert = (projectId: string) =>
        flow.call<{ alertId: number }>(`${MS}/Alerts/CreatePdfAlert`, {
          body: {
            alertRecipients: [{ emailAddress: 'jane@acme.com', isActive: true }],
            alertTypeId: 1,
            isActive: true,
            name: 'All projects weekly',
            projectId,
            sourceUrl: '/seo/keywords/domain?query=acme.com',
          },
        });
      const all = await alert(ALL_PROJECTS_ID);
      expect(all.status).toBe(200);
      expect(all.body.alertId).toEqual(expect.any(Number));
      expect((await alert(UNKNOWN_PROJECT_ID)).status).toBe(404);
    },
  },
  {
    name: 'link manager: a link, its note, task and contact event, each change in its history',
    async run(flow) {
      const given = await flow.given();
      const rival = idOf(given, RIVAL);
      expect((await flow.call(`${MS}/Link/GetLinks`, { query: { projectId: rival } })).body).toEqual([]);
      const added = await addLink(flow, rival, 'https://partner.example.net/resources');
      expect(added.status).toBe(200);
      const { urlId, domainId } = added.body;
      expect(added.body).toEqual({ projectId: rival, urlId: expect.any(Number), domainId: expect.any(Number) });
      const links = await flow.call<Record<string, unknown>[]>(`${MS}/Link/GetLinks`, { query: { projectId: rival } });
      expect(links.body).toEqual([
        expect.objectContaining({ projectId: rival, urlId, domainId, urlName: 'partner.example.net/resources' }),
      ]);
      const link = await flow.call(`${MS}/Link/GetLink`, { query: { projectId: rival, urlId: String(urlId) } });
      expect(link.body).toMatchObject({
        fullUrl: 'https://partner.example.net/resources',
        domainName: 'partner.example.net',
        relationshipStatus: 'none',
        rating: 0,
        tags: [],
      });

      const at = { projectId: rival, urlId: String(urlId) };
      const note = await flow.call<{ noteRowId: number }>(`${MS}/LinkNotes/AddLinkNote`, {
        query: { ...at, note: 'Editor prefers data-driven pitches.' },
      });
      expect(note.body).toMatchObject({ ...at, urlId, note: 'Editor prefers data-driven pitches.' });
      const task = await flow.call<{ taskRowId: number }>(`${MS}/LinkTasks/AddLinkTask`, {
        query: { ...at, taskId: '3', text: 'Follow up on the pitch', dueDate: '2025-03-11' },
      });
      expect(task.body).toMatchObject({ taskId: 3, text: 'Follow up on the pitch', isComplete: false });
      const done = await flow.call(`${MS}/LinkTasks/UpdateLinkTask`, {
        query: { ...at, taskRowId: String(task.body.taskRowId), isComplete: 'true' },
      });
      expect(done.body).toMatchObject({ taskRowId: task.body.taskRowId, isComplete: true });
      const event = await flow.call<{ rowId: number }>(`${MS}/LinkContactEvents/AddLinkContactEvent`, {
        query: { ...at, eventType: 'email', contactName: 'Dana Lee', eventDate: '2025-03-05' },
      });
      expect(event.body).toMatchObject({ eventType: 'email', contactName: 'Dana Lee', contactEmail: null, notes: '' });
      await flow.call(`${MS}/Ratings/UpdateUrl`, { query: { ...at, rating: '2' } });
      await flow.call(`${MS}/Relationships/UpdateUrl`, { query: { ...at, relationshipStatus: 'contacted' } });
      // The same state again is no change: no history row.
      await flow.call(`${MS}/Relationships/UpdateUrl`, { query: { ...at, relationshipStatus: 'contacted' } });
      const noteGone = await flow.call(`${MS}/LinkNotes/DeleteLinkNote`, {
        query: { noteRowId: String(note.body.noteRowId) },
      });
      expect(noteGone.body).toEqual({ success: true, status: 'Note deleted' });
      const eventGone = await flow.call(`${MS}/LinkContactEvents/DeleteLinkContactEvent`, {
        query: { rowId: String(event.body.rowId) },
      });
      expect(eventGone.body).toEqual({ success: true, status: 'Contact event deleted' });

      expect((await flow.call(`${MS}/LinkNotes/GetLinkNotes`, { query: at })).body).toEqual([]);
      expect((await flow.call(`${MS}/LinkContactEvents/GetLinkContactEvents`, { query: at })).body).toEqual([]);
      const tasks = await flow.call<{ isComplete: boolean }[]>(`${MS}/LinkTasks/GetLinkTasks`, { query: at });
      expect(tasks.body.map((t) => t.isComplete)).toEqual([true]);
      const history = await flow.call<{ action: string; description: string; urlId: number; projectId: string }[]>(
        `${MS}/LinkHistory/GetLinkHistory`,
        { query: at },
      );
      expect(history.body.every((h) => h.urlId === urlId && h.projectId === rival)).toBe(true);
      expect(history.body.map((h) => [h.action, h.description])).toEqual([
        ['contactDeleted', 'Contact deleted: Dana Lee'],
        ['noteDeleted', 'Note deleted: Editor prefers data-driven pitches.'],
        ['relationshipChanged', 'Relationship changed from none to contacted'],
        ['ratingChanged', 'Rating changed from unrated to 2 stars'],
        ['contactLogged', 'Emailed Dana Lee'],
        ['taskCompleted', 'Task completed: Follow up on the pitch'],
        ['taskAdded', 'Task added: Follow up on the pitch'],
        ['noteAdded', 'Note added: Editor prefers data-driven pitches.'],
        ['added', 'Added partner.example.net/resources'],
      ]);

      // Ids that name nothing answer 404 with the server's codes.
      const gone = await flow.call(`${MS}/LinkNotes/DeleteLinkNote`, {
        query: { noteRowId: String(note.body.noteRowId) },
      });
      expect([gone.status, gone.body.code]).toEqual([404, 'NOTE_NOT_FOUND']);
      const noTask = await flow.call(`${MS}/LinkTasks/DeleteLinkTask`, { query: { taskRowId: '987654' } });
      expect([noTask.status, noTask.body.code]).toEqual([404, 'TASK_NOT_FOUND']);
      const noLink = await flow.call(`${MS}/Link/GetLink`, { query: { projectId: rival, urlId: '987654' } });
      expect([noLink.status, noLink.body.code]).toEqual([404, 'LINK_NOT_FOUND']);
      const noEvent = await flow.call(`${MS}/LinkContactEvents/DeleteLinkContactEvent`, { query: { rowId: '987654' } });
      expect([noEvent.status, noEvent.body.code]).toEqual([404, 'CONTACT_EVENT_NOT_FOUND']);
      const noUpdate = await flow.call(`${MS}/LinkTasks/UpdateLinkTask`, {
        query: { ...at, taskRowId: '987654', isComplete: 'true' },
      });
      expect([noUpdate.status, noUpdate.body.code]).toEqual([404, 'TASK_NOT_FOUND']);
      const noSite = await flow.call(`${MS}/Ratings/UpdateDomain`, {
        query: { projectId: rival, domainId: '987654', rating: '1' },
      });
      expect([noSite.status, noSite.body.code]).toEqual([404, 'WEBSITE_NOT_FOUND']);
      const otherProject = await flow.call(`${MS}/LinkNotes/GetLinkNotes`, {
        query: { projectId: idOf(given, ACME), urlId: String(urlId) },
      });
      expect([otherProject.status, otherProject.body.code]).toEqual([404, 'LINK_NOT_FOUND']);

      const deleted = await flow.call(`${MS}/Link/DeleteLink`, { query: at });
      expect(deleted.body).toEqual({ success: true, status: 'Link deleted' });
      expect((await flow.call(`${MS}/Link/GetLink`, { query: at })).status).toBe(404);
      expect((await flow.call(`${MS}/LinkHistory/GetLinkHistory`, { query: at })).status).toBe(404);
      expect((await flow.call(`${MS}/Link/DeleteLink`, { query: at })).status).toBe(404);
    },
  },
  {
    name: 'a page already in the project: AddLink is 409, the page-URL import answers its ids, the outreach import skips it',
    async run(flow) {
      const rival = idOf(await flow.given(), RIVAL);
      const first = await addLink(flow, rival, 'https://partner.example.net/resources');
      expect(first.status).toBe(200);
      for (const url of ['https://partner.example.net/resources', 'https://www.partner.example.net/resources']) {
        const again = await addLink(flow, rival, url);
        expect(again.status).toBe(409);
        expect(again.body).toMatchObject({ code: 'DUPLICATE_LINK', message: 'This link is already in the project.' });
      }
      const imported = await flow.call(`${MS}/import/PageUrlImport`, {
        body: { projectId: rival, fullUrl: 'https://partner.example.net/resources', linksToIdOrQuery: 'acme.com' },
      });
      expect(imported).toEqual({ status: 200, body: { domainId: first.body.domainId, urlId: first.body.urlId } });
      const bulk = await flow.call<{ importedCount: number; skippedCount: number; links: { urlName: string }[] }>(
        `${MS}/import/OutreachImport`,
        {
          body: {
            projectId: rival,
            entries: [
              { fullUrl: 'https://partner.example.net/resources' },
              { fullUrl: 'https://partner.example.net/about', contactName: 'Dana Lee', tagsCsv: 'guest post' },
              { fullUrl: 'https://partner.example.net/about' },
            ],
          },
        },
      );
      expect(bulk.status).toBe(200);
      expect(bulk.body).toMatchObject({ importedCount: 1, skippedCount: 2 });
      expect(bulk.body.links.map((l) => l.urlName)).toEqual(['partner.example.net/about']);
      const links = await flow.call<{ urlName: string }[]>(`${MS}/Link/GetLinks`, { query: { projectId: rival } });
      expect(links.body.map((l) => l.urlName)).toEqual(['partner.example.net/resources', 'partner.example.net/about']);
      const badUrl = await flow.call(`${MS}/import/OutreachImport`, {
        body: { projectId: rival, entries: [{ fullUrl: 'ftp://partner.example.net/file' }] },
      });
      expect(badUrl.status).toBe(400);
      expect(badUrl.body).toMatchObject({ fields: [{ field: 'body.entries.0.fullUrl' }] });
    },
  },
  {
    name: 'UpdateTags names a website or a page: neither or both is 400 naming urlId; changes refuse the all-projects id',
    async run(flow) {
      const rival = idOf(await flow.given(), RIVAL);
      const { urlId, domainId } = (await addLink(flow, rival, 'https://partner.example.net/resources')).body;
      const tags = (query: Record<string, string>) =>
        flow.call<{ urlId: number | null; tags: string[] }>(`${MS}/Tags/UpdateTags`, {
          query: { projectId: rival, tagsCsv: 'guest post, partner,Guest Post', ...query },
        });
      const neither = await tags({});
      expect(neither.status).toBe(400);
      expect(neither.body).toMatchObject({
        fields: [{ field: 'query.urlId', message: 'name a website (domainId) or a page (urlId)' }],
      });
      const both = await tags({ urlId: String(urlId), domainId: String(domainId) });
      expect(both.status).toBe(400);
      expect(both.body).toMatchObject({
        fields: [{ field: 'query.urlId', message: 'name domainId or urlId, not both' }],
      });
      const page = await tags({ urlId: String(urlId) });
      expect(page).toMatchObject({ status: 200, body: { urlId, tags: ['guest post', 'partner'] } });
      const site = await tags({ domainId: String(domainId) });
      expect(site).toMatchObject({ status: 200, body: { urlId: null, domainId, tags: ['guest post', 'partner'] } });
      const history = await flow.call<{ action: string; description: string }[]>(`${MS}/LinkHistory/GetLinkHistory`, {
        query: { projectId: rival, urlId: String(urlId) },
      });
      // The website's own tags write no history row.
      expect(history.body.map((h) => [h.action, h.description])).toEqual([
        ['tagsChanged', 'Tags set to guest post, partner'],
        ['added', 'Added partner.example.net/resources'],
      ]);
      const allProjects = await addLink(flow, ALL_PROJECTS_ID, 'https://partner.example.net/other');
      expect(allProjects.status).toBe(400);
      expect(allProjects.body).toMatchObject({ fields: [{ field: 'query.projectId' }] });
    },
  },
  {
    name: 'relationships and contexts read every project with the all-projects id; a website moves with its pages',
    async run(flow) {
      const given = await flow.given();
      const [acme, rival] = [idOf(given, ACME), idOf(given, RIVAL)];
      const { urlId, domainId } = (await addLink(flow, rival, 'https://partner.example.net/resources')).body;
      const relationships = (projectId: string) =>
        flow.call<{ projectId: string; domainId: number; urlId: number | null; domainName: string }[]>(
          `${MS}/Relationships/GetRelationships`,
          { query: { projectId } },
        );
      const inRival = await relationships(rival);
      expect(inRival.body).toEqual([
        expect.objectContaining({ projectId: rival, domainId, urlId: null, domainName: 'partner.example.net' }),
        expect.objectContaining({ projectId: rival, domainId, urlId, relationshipStatus: 'none', rating: 0 }),
      ]);
      const everywhere = await relationships(ALL_PROJECTS_ID);
      expect(everywhere.status).toBe(200);
      expect(everywhere.body.filter((r) => r.domainId === domainId)).toEqual(inRival.body);
      const site = await flow.call(`${MS}/Contexts/GetDomain`, {
        query: { projectId: ALL_PROJECTS_ID, domainId: String(domainId) },
      });
      expect(site.body).toMatchObject({ domainId, urlId: null });
      const page = await flow.call(`${MS}/Contexts/GetUrl`, { query: { projectId: rival, urlId: String(urlId) } });
      expect(page.body).toMatchObject({ domainId, urlId });
      const noSite = await flow.call(`${MS}/Contexts/GetDomain`, {
        query: { projectId: acme, domainId: String(domainId) },
      });
      expect([noSite.status, noSite.body.code]).toEqual([404, 'WEBSITE_NOT_FOUND']);

      const move = (projectId: string, newProjectId: string) =>
        flow.call(`${MS}/ProjectActions/MoveDomainToProject`, {
          query: { projectId, domainId: String(domainId), newProjectId },
        });
      expect((await move(rival, acme)).body).toEqual({ success: true, status: 'Website moved' });
      expect(
        (await flow.call(`${MS}/Link/GetLink`, { query: { projectId: rival, urlId: String(urlId) } })).status,
      ).toBe(404);
      const history = await flow.call<{ action: string; description: string; projectId: string }[]>(
        `${MS}/LinkHistory/GetLinkHistory`,
        { query: { projectId: acme, urlId: String(urlId) } },
      );
      expect(history.body.map((h) => [h.projectId, h.action, h.description])).toEqual([
        [acme, 'moved', `Moved from ${RIVAL} to ${ACME}`],
        [acme, 'added', 'Added partner.example.net/resources'],
      ]);
      const same = await move(acme, acme);
      expect(same.status).toBe(400);
      expect(same.body).toMatchObject({ fields: [{ field: 'query.newProjectId' }] });
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
      if (seed.keywordsLeft !== undefined) {
        const db = getMockDb();
        db.otherTrackedCount = db.keywordAllowance - workspaceKeywordCount() - seed.keywordsLeft;
      }
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
        if (seed.keywordsLeft !== undefined) await spendAllowanceBut(seed.keywordsLeft);
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

    /**
     * Puts all but `left` keywords of the allowance to use in a filler project (its keywords written
     * straight to the database: an import of thousands through the API would only slow the suite).
     */
    async function spendAllowanceBut(left: number): Promise<void> {
      const count = await flow.call<{ totalCount: number; usedCount: number }>(`${KW}/Keywords/KeywordCount`);
      const filler = count.body.totalCount - count.body.usedCount - left;
      const created = await flow.call<{ id: string }>('/NsaApi/MySpyFu/Projects/CreateProject', {
        query: { projectName: 'Allowance filler' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const { kysely } = server.db;
      const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      for (let from = 0; from < filler; from += 500) {
        const terms = Array.from({ length: Math.min(500, filler - from) }, (_, i) => `filler ${stamp} ${from + i}`);
        const rows = await kysely
          .insertInto('keywords')
          .values(terms.map((term) => ({ term, country: 'US', ...NO_SERP_DATA })))
          .returning('id')
          .execute();
        await kysely
          .insertInto('project_keywords')
          .values(
            rows.map((r) => ({ project_id: created.body.id, keyword_id: r.id, added_at: new Date().toISOString() })),
          )
          .execute();
      }
    }

    return flow;
  }

  for (const c of CASES) it(c.name, (ctx) => c.run(serverFlow(ctx, c.name)));
});
