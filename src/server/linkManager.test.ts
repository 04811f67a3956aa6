/**
 * The link manager (doc 2 §7) through the HTTP layer, on every test database, over a small seeded
 * corpus: adding, listing and deleting links with their corpus figures (checked against plain SQL
 * over the corpus rows and metrics.ts), notes, tasks, contact events, the history every change
 * writes, bad input, and the account scoping of every call (another account's ids answer 404 and
 * change nothing; a team member works in its owner's workspace).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import { fieldsOf, fullUserBrowser, seedTestCorpus } from './research/apiTesting';
import {
  contractErrors,
  latestResearchMonth,
  loggedInTeamMember,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
} from './testing/harness';
import {
  addLink,
  corpusOrganicFigures,
  createProject,
  linkHistory as history,
  links,
  outreachRowCounts,
  query,
  WORKSPACE_API as API,
  workspaceGet as get,
} from './testing/workspace';
import type { components } from '../api/schema.gen';
import { ALL_PROJECTS_ID } from '../lib/spec/identity';

type Schemas = components['schemas'];

describe.each(TEST_DATABASES)('the link manager on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('link-manager', kind);
  let owner: Browser;
  let ownerEmail: string;
  let stranger: Browser;
  let projectId: string;
  let otherProjectId: string;
  let strangerProjectId: string;
  /** A page the corpus ranks in its latest month, as a URL. */
  let corpusUrl: string;
  let latestMonth: number;

  // ------------------------------------------------------------ calls

  const snapshot = () => outreachRowCounts(server);

  // ------------------------------------------------------------ the independent computation

  /** A corpus page's ranked keywords and clicks in the latest month, from its serp_organic rows. */
  async function corpusFigures(fullUrl: string) {
    const url = new URL(fullUrl);
    const domain = url.hostname.replace(/^www\./, '');
    const { keywords, clicks } = await corpusOrganicFigures(server, latestMonth, domain, url.pathname);
    return { urlRankedKeywords: keywords, urlMonthlyOrganicClicks: clicks };
  }

  beforeAll(async () => {
    await seedTestCorpus(server);
    ownerEmail = email('owner');
    owner = await fullUserBrowser(server, ownerEmail);
    stranger = await registeredBrowser(server, email('stranger'));
    projectId = await createProject(owner, 'Outreach');
    otherProjectId = await createProject(owner, 'Other outreach');
    strangerProjectId = await createProject(stranger, 'Stranger outreach');
    latestMonth = await latestResearchMonth(server.db);
    // The page that ranks for the most keywords in the latest month.
    const { rows } = await sql<{ name: string; path: string }>`
      select d.name, u.path from serp_organic s join urls u on u.id = s.url_id join domains d on d.id = u.domain_id
      where s.month = ${latestMonth} group by d.name, u.path order by count(*) desc, d.name, u.path limit 1`.execute(
      server.db.kysely,
    );
    corpusUrl = `https://${rows[0]!.name}${rows[0]!.path}`;
  });

  // ------------------------------------------------------------ links

  it('adds a link, lists it with its corpus figures and shows its details', async () => {
    const added = await addLink(owner, projectId, corpusUrl);
    expect(added.projectId).toBe(projectId);
    const unknown = await addLink(owner, projectId, 'https://blog.example.org/best-seo-tools?ref=1#top');

    const table = await links(owner, projectId);
    const expected = await corpusFigures(corpusUrl);
    expect(expected.urlRankedKeywords).toBeGreaterThan(0);
    expect(table.find((l) => l.urlId === added.urlId)).toEqual({
      domainId: added.domainId,
      projectId,
      urlId: added.urlId,
      urlName: corpusUrl.replace('https://', ''),
      ...expected,
    });
    // A page the corpus does not know: figures of 0; the fragment is not part of the page.
    expect(table.find((l) => l.urlId === unknown.urlId)).toMatchObject({
      urlName: 'blog.example.org/best-seo-tools?ref=1',
      urlMonthlyOrganicClicks: 0,
      urlRankedKeywords: 0,
    });

    const link = await get<Schemas['OutreachLink']>(owner, 'getLink', 'Link/GetLink', {
      projectId,
      urlId: unknown.urlId,
    });
    expect(link).toMatchObject({
      domainId: unknown.domainId,
      fullUrl: 'https://blog.example.org/best-seo-tools?ref=1#top',
      domainName: 'blog.example.org',
      relationshipStatus: 'none',
      rating: 0,
      tags: [],
    });
    expect(Date.parse(link.createdAt)).not.toBeNaN();
    // The all-projects id finds it too; the other project does not hold it.
    await get(owner, 'getLink', 'Link/GetLink', { projectId: ALL_PROJECTS_ID, urlId: unknown.urlId });
    const elsewhere = await owner.get(
      `${API}/Link/GetLink?${query({ projectId: otherProjectId, urlId: unknown.urlId })}`,
    );
    expect(elsewhere.status).toBe(404);
    expect(contractErrors('getLink', elsewhere)).toEqual([]);
  });

  it('refuses a page already in the project with 409, and takes it in another project', async () => {
    const url = 'https://www.example.com/duplicate';
    const first = await addLink(owner, projectId, url);
    const before = await snapshot();
    const again = await owner.get(
      `${API}/Link/AddLink?${query({ projectId, fullUrl: 'http://example.com/duplicate' })}`,
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'DUPLICATE_LINK' });
    expect(contractErrors('addLink', again)).toEqual([]);
    expect(await snapshot()).toEqual(before);
    const other = await addLink(owner, otherProjectId, url);
    expect(other.urlId).not.toBe(first.urlId);
    // Two pages of one host share their website.
    const sibling = await addLink(owner, projectId, 'https://example.com/sibling');
    expect(sibling.domainId).toBe(first.domainId);
    const all = await links(owner, ALL_PROJECTS_ID);
    expect(all.map((l) => l.urlId)).toEqual(expect.arrayContaining([first.urlId, other.urlId, sibling.urlId]));
    expect((await links(owner, otherProjectId)).map((l) => l.urlId)).toEqual([other.urlId]);
  });

  it('writes one history row per change, in order, with the change', async () => {
    const { urlId } = await addLink(owner, projectId, 'https://history.example.net/post');
    await get(owner, 'addLinkNote', 'LinkNotes/AddLinkNote', { projectId, urlId, note: 'Editor likes data.' });
    const task = await get<Schemas['LinkTask']>(owner, 'addLinkTask', 'LinkTasks/AddLinkTask', {
      projectId,
      urlId,
      taskId: 3,
      text: 'Follow up',
      dueDate: '2026-12-01',
    });
    expect(task).toMatchObject({ taskId: 3, text: 'Follow up', dueDate: '2026-12-01', isComplete: false });
    const edited = await get<Schemas['LinkTask']>(owner, 'updateLinkTask', 'LinkTasks/UpdateLinkTask', {
      taskRowId: task.taskRowId,
      projectId,
      urlId,
      text: 'Follow up again',
    });
    expect(edited).toMatchObject({ text: 'Follow up again', dueDate: '2026-12-01', isComplete: false, taskId: 3 });
    const done = await get<Schemas['LinkTask']>(owner, 'updateLinkTask', 'LinkTasks/UpdateLinkTask', {
      taskRowId: task.taskRowId,
      projectId,
      urlId,
      isComplete: true,
    });
    expect(done.isComplete).toBe(true);
    // Completing it again changes nothing.
    await get(owner, 'updateLinkTask', 'LinkTasks/UpdateLinkTask', {
      taskRowId: task.taskRowId,
      projectId,
      urlId,
      isComplete: true,
    });
    await get(owner, 'updateUrlRelationship', 'Relationships/UpdateUrl', {
      projectId,
      urlId,
      relationshipStatus: 'contacted',
    });
    await get(owner, 'updateUrlRelationship', 'Relationships/UpdateUrl', {
      projectId,
      urlId,
      relationshipStatus: 'contacted',
    });

    // Reopened, then deleted; the note deleted too.
    await get(owner, 'updateLinkTask', 'LinkTasks/UpdateLinkTask', {
      taskRowId: task.taskRowId,
      projectId,
      urlId,
      isComplete: false,
    });
    await get(owner, 'deleteLinkTask', 'LinkTasks/DeleteLinkTask', { taskRowId: task.taskRowId });
    const [note] = await get<Schemas['LinkNote'][]>(owner, 'getLinkNotes', 'LinkNotes/GetLinkNotes', {
      projectId,
      urlId,
    });
    await get(owner, 'deleteLinkNote', 'LinkNotes/DeleteLinkNote', { noteRowId: note!.noteRowId });

    const entries = await history(owner, projectId, urlId);
    expect(entries.map((e) => e.action)).toEqual([
      'noteDeleted',
      'taskDeleted',
      'taskReopened',
      'relationshipChanged',
      'taskCompleted',
      'taskUpdated',
      'taskAdded',
      'noteAdded',
      'added',
    ]);
    expect(entries.slice(0, 3).map((e) => e.description)).toEqual([
      'Note deleted: Editor likes data.',
      'Task deleted: Follow up again',
      'Task reopened: Follow up again',
    ]);
    expect(entries.every((e) => e.urlId === urlId && e.projectId === projectId)).toBe(true);
    expect(entries[3]!.description).toBe('Relationship changed from none to contacted');
    expect(entries.at(-1)!.description).toBe('Added history.example.net/post');
    const ids = entries.map((e) => e.historyId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // The project's history holds this link's rows among the others, newest first.
    const all = await history(owner, projectId);
    expect(all.filter((e) => e.urlId === urlId)).toEqual(entries);
    expect(all.map((e) => e.historyId)).toEqual([...all.map((e) => e.historyId)].sort((a, b) => b - a));
    expect(await history(owner, ALL_PROJECTS_ID)).toEqual(expect.arrayContaining(all));
  });

  it('keeps notes newest first and deletes them', async () => {
    const { urlId } = await addLink(owner, projectId, 'https://notes.example.net/');
    const add = (note: string) =>
      get<Schemas['LinkNote']>(owner, 'addLinkNote', 'LinkNotes/AddLinkNote', { projectId, urlId, note });
    const first = await add('  First note ');
    expect(first).toMatchObject({ note: 'First note', projectId, urlId });
    const second = await add('Second note');
    const notes = () =>
      get<Schemas['LinkNote'][]>(owner, 'getLinkNotes', 'LinkNotes/GetLinkNotes', { projectId, urlId });
    expect((await notes()).map((n) => n.noteRowId)).toEqual([second.noteRowId, first.noteRowId]);
    const deleted = await get(owner, 'deleteLinkNote', 'LinkNotes/DeleteLinkNote', { noteRowId: first.noteRowId });
    expect(deleted).toEqual({ success: true, status: 'Note deleted' });
    expect((await notes()).map((n) => n.note)).toEqual(['Second note']);
    const again = await owner.get(`${API}/LinkNotes/DeleteLinkNote?${query({ noteRowId: first.noteRowId })}`);
    expect(again.status).toBe(404);
    expect(contractErrors('deleteLinkNote', again)).toEqual([]);
  });

  it('lists tasks open first by due date, and deletes them', async () => {
    const { urlId } = await addLink(owner, projectId, 'https://tasks.example.net/a');
    const add = (text: string, dueDate?: string) =>
      get<Schemas['LinkTask']>(owner, 'addLinkTask', 'LinkTasks/AddLinkTask', {
        projectId,
        urlId,
        taskId: 5,
        text,
        ...(dueDate ? { dueDate } : {}),
      });
    const undated = await add('Undated');
    expect(undated.dueDate).toBeNull();
    const later = await add('Later', '2027-01-02');
    const sooner = await add('Sooner', '2026-12-24');
    await get(owner, 'updateLinkTask', 'LinkTasks/UpdateLinkTask', {
      taskRowId: sooner.taskRowId,
      projectId,
      urlId,
      isComplete: true,
    });
    const tasks = () =>
      get<Schemas['LinkTask'][]>(owner, 'getLinkTasks', 'LinkTasks/GetLinkTasks', { projectId, urlId });
    expect((await tasks()).map((t) => t.text)).toEqual(['Later', 'Undated', 'Sooner']);
    expect(await get(owner, 'deleteLinkTask', 'LinkTasks/DeleteLinkTask', { taskRowId: later.taskRowId })).toEqual({
      success: true,
      status: 'Task deleted',
    });
    expect((await tasks()).map((t) => t.text)).toEqual(['Undated', 'Sooner']);
    // A task of another link of the project is not this link's.
    const other = await addLink(owner, projectId, 'https://tasks.example.net/b');
    const res = await owner.get(
      `${API}/LinkTasks/UpdateLinkTask?${query({ taskRowId: undated.taskRowId, projectId, urlId: other.urlId, text: 'x' })}`,
    );
    expect(res.status).toBe(404);
  });

  it('logs contact events, newest first by their date, and deletes them', async () => {
    const { urlId } = await addLink(owner, projectId, 'https://contacts.example.net/');
    const log = (params: Record<string, string>) =>
      get<Schemas['LinkContactEvent']>(owner, 'addLinkContactEvent', 'LinkContactEvents/AddLinkContactEvent', {
        projectId,
        urlId,
        ...params,
      });
    const email = await log({
      eventType: 'email',
      contactName: 'Dana Lee',
      contactEmail: 'dana@example.org',
      eventDate: '2026-03-05',
      notes: 'Sent the pitch.',
    });
    expect(email).toMatchObject({
      eventType: 'email',
      contactName: 'Dana Lee',
      contactEmail: 'dana@example.org',
      notes: 'Sent the pitch.',
    });
    const call = await log({ eventType: 'phone', contactName: 'Sam', eventDate: '2026-03-09' });
    expect(call).toMatchObject({ contactEmail: null, notes: '' });
    const earlier = await log({ eventType: 'meeting', contactName: 'Lee', eventDate: '2026-02-01' });
    const events = () =>
      get<Schemas['LinkContactEvent'][]>(owner, 'getLinkContactEvents', 'LinkContactEvents/GetLinkContactEvents', {
        projectId,
        urlId,
      });
    expect((await events()).map((e) => e.rowId)).toEqual([call.rowId, email.rowId, earlier.rowId]);
    expect((await history(owner, projectId, urlId)).slice(0, 3).map((e) => e.description)).toEqual([
      'Met Lee',
      'Called Sam',
      'Emailed Dana Lee',
    ]);
    await get(owner, 'deleteLinkContactEvent', 'LinkContactEvents/DeleteLinkContactEvent', { rowId: call.rowId });
    expect((await events()).map((e) => e.rowId)).toEqual([email.rowId, earlier.rowId]);
    expect((await history(owner, projectId, urlId))[0]).toMatchObject({
      action: 'contactDeleted',
      description: 'Contact deleted: Sam',
    });
  });

  it('deletes a link with its notes, tasks, events and history; its website stays', async () => {
    const { urlId, domainId } = await addLink(owner, projectId, 'https://gone.example.net/page');
    await get(owner, 'addLinkNote', 'LinkNotes/AddLinkNote', { projectId, urlId, note: 'n' });
    await get(owner, 'addLinkTask', 'LinkTasks/AddLinkTask', { projectId, urlId, taskId: 1, text: 't' });
    await get(owner, 'addLinkContactEvent', 'LinkContactEvents/AddLinkContactEvent', {
      projectId,
      urlId,
      eventType: 'other',
      contactName: 'C',
      eventDate: '2026-01-01',
    });
    expect(await get(owner, 'deleteLink', 'Link/DeleteLink', { projectId, urlId })).toEqual({
      success: true,
      status: 'Link deleted',
    });
    const children = await Promise.all(
      (['outreach_notes', 'outreach_tasks', 'outreach_contact_events', 'outreach_history'] as const).map((t) =>
        server.db.kysely.selectFrom(t).select('id').where('url_id', '=', urlId).execute(),
      ),
    );
    expect(children.flat()).toEqual([]);
    expect((await links(owner, projectId)).some((l) => l.urlId === urlId)).toBe(false);
    expect((await history(owner, projectId)).some((e) => e.urlId === urlId)).toBe(false);
    const gone = await owner.get(`${API}/Link/GetLink?${query({ projectId, urlId })}`);
    expect(gone.status).toBe(404);
    const site = await get<Schemas['OutreachRelationship'][]>(
      owner,
      'getRelationships',
      'Relationships/GetRelationships',
      {
        projectId,
        domainId,
      },
    );
    expect(site.map((r) => r.urlId)).toEqual([null]);
  });

  it('refuses malformed input with a 400 naming the field, changing nothing', async () => {
    const { urlId } = await addLink(owner, projectId, 'https://bad.example.net/');
    const before = await snapshot();
    const cases: [string, string][] = [
      [`Link/AddLink?${query({ projectId, fullUrl: 'ftp://example.com/file' })}`, 'query.fullUrl'],
      [`Link/AddLink?${query({ projectId, fullUrl: 'https://localhost/x' })}`, 'query.fullUrl'],
      [`Link/AddLink?${query({ projectId: ALL_PROJECTS_ID, fullUrl: 'https://example.com/x' })}`, 'query.projectId'],
      [`LinkNotes/AddLinkNote?${query({ projectId, urlId, note: '   ' })}`, 'query.note'],
      [
        `LinkTasks/AddLinkTask?${query({ projectId, urlId, taskId: 1, text: 'x', dueDate: '2026-02-30' })}`,
        'query.dueDate',
      ],
      [`LinkTasks/AddLinkTask?${query({ projectId, urlId, taskId: 6, text: 'x' })}`, 'query.taskId'],
      [
        `LinkContactEvents/AddLinkContactEvent?${query({ projectId, urlId, eventType: 'fax', contactName: 'x', eventDate: '2026-01-01' })}`,
        'query.eventType',
      ],
      [
        `LinkContactEvents/AddLinkContactEvent?${query({ projectId, urlId, eventType: 'email', contactName: ' ', eventDate: '2026-01-01' })}`,
        'query.contactName',
      ],
      [`Link/GetLink?${query({ projectId: 'not-a-guid', urlId })}`, 'query.projectId'],
      [`Link/GetLink?${query({ projectId, urlId: 0 })}`, 'query.urlId'],
    ];
    for (const [path, field] of cases) {
      const res = await owner.get(`${API}/${path}`);
      expect(res.status, path).toBe(400);
      expect(fieldsOf(res), path).toContain(field);
    }
    // An id past what the database holds names no link.
    const huge = await owner.get(`${API}/Link/GetLink?${query({ projectId, urlId: 99_999_999_999 })}`);
    expect(huge.status).toBe(404);
    const hugeNote = await owner.get(`${API}/LinkNotes/DeleteLinkNote?${query({ noteRowId: 99_999_999_999 })}`);
    expect(hugeNote.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("answers another account's project, link, note, task and event ids with 404, changing nothing", async () => {
    const { urlId } = await addLink(owner, projectId, 'https://private.example.net/');
    const note = await get<Schemas['LinkNote']>(owner, 'addLinkNote', 'LinkNotes/AddLinkNote', {
      projectId,
      urlId,
      note: 'mine',
    });
    const task = await get<Schemas['LinkTask']>(owner, 'addLinkTask', 'LinkTasks/AddLinkTask', {
      projectId,
      urlId,
      taskId: 2,
      text: 't',
    });
    const event = await get<Schemas['LinkContactEvent']>(
      owner,
      'addLinkContactEvent',
      'LinkContactEvents/AddLinkContactEvent',
      {
        projectId,
        urlId,
        eventType: 'email',
        contactName: 'D',
        eventDate: '2026-01-01',
      },
    );
    const before = await snapshot();
    const calls: [string, string][] = [
      ['getLinks', `Link/GetLinks?${query({ projectId })}`],
      ['getLink', `Link/GetLink?${query({ projectId, urlId })}`],
      ['getLink', `Link/GetLink?${query({ projectId: ALL_PROJECTS_ID, urlId })}`],
      ['getLink', `Link/GetLink?${query({ projectId: strangerProjectId, urlId })}`],
      ['addLink', `Link/AddLink?${query({ projectId, fullUrl: 'https://intruder.example.com/' })}`],
      ['deleteLink', `Link/DeleteLink?${query({ projectId, urlId })}`],
      ['deleteLink', `Link/DeleteLink?${query({ projectId: strangerProjectId, urlId })}`],
      ['getLinkHistory', `LinkHistory/GetLinkHistory?${query({ projectId })}`],
      ['getLinkHistory', `LinkHistory/GetLinkHistory?${query({ projectId: ALL_PROJECTS_ID, urlId })}`],
      ['getLinkNotes', `LinkNotes/GetLinkNotes?${query({ projectId, urlId })}`],
      ['addLinkNote', `LinkNotes/AddLinkNote?${query({ projectId: strangerProjectId, urlId, note: 'x' })}`],
      ['deleteLinkNote', `LinkNotes/DeleteLinkNote?${query({ noteRowId: note.noteRowId })}`],
      ['getLinkTasks', `LinkTasks/GetLinkTasks?${query({ projectId, urlId })}`],
      ['addLinkTask', `LinkTasks/AddLinkTask?${query({ projectId: strangerProjectId, urlId, taskId: 1, text: 'x' })}`],
      [
        'updateLinkTask',
        `LinkTasks/UpdateLinkTask?${query({ taskRowId: task.taskRowId, projectId: strangerProjectId, urlId, isComplete: true })}`,
      ],
      ['deleteLinkTask', `LinkTasks/DeleteLinkTask?${query({ taskRowId: task.taskRowId })}`],
      ['getLinkContactEvents', `LinkContactEvents/GetLinkContactEvents?${query({ projectId, urlId })}`],
      [
        'addLinkContactEvent',
        `LinkContactEvents/AddLinkContactEvent?${query({ projectId: strangerProjectId, urlId, eventType: 'email', contactName: 'x', eventDate: '2026-01-01' })}`,
      ],
      ['deleteLinkContactEvent', `LinkContactEvents/DeleteLinkContactEvent?${query({ rowId: event.rowId })}`],
    ];
    for (const [operationId, path] of calls) {
      const res = await stranger.get(`${API}/${path}`);
      expect(res.status, path).toBe(404);
      expect(contractErrors(operationId, res), path).toEqual([]);
    }
    expect(await snapshot()).toEqual(before);
    // The stranger's all-projects view holds none of the owner's links.
    expect(await links(stranger, ALL_PROJECTS_ID)).toEqual([]);
    expect(await history(stranger, ALL_PROJECTS_ID)).toEqual([]);
  });

  it("lets a team member work in its owner's links", async () => {
    const member = await loggedInTeamMember(server, await userIdOf(server, ownerEmail), email('member'));
    const { urlId } = await addLink(member, projectId, 'https://team.example.net/');
    expect((await links(owner, projectId)).some((l) => l.urlId === urlId)).toBe(true);
    await get(member, 'addLinkNote', 'LinkNotes/AddLinkNote', { projectId, urlId, note: 'From the team' });
    expect((await history(owner, projectId, urlId)).map((e) => e.action)).toEqual(['noteAdded', 'added']);
  });
});
