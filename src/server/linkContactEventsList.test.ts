/**
 * GetLinkContactEvents without urlId (the contacts and contacts-details views, doc 2 §2): every
 * contact event of a project's links, or of all the account's projects with the all-projects id,
 * newest first by the day they happened then as logged; another account's events never show, and
 * a named link still narrows the list to its own events. On every test database.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { fullUserBrowser } from './research/apiTesting';
import { contractErrors, TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';
import { addLink, createProject, query, WORKSPACE_API as API, workspaceGet as call } from './testing/workspace';
import type { components } from '../api/schema.gen';
import { ALL_PROJECTS_ID } from '../lib/spec/identity';

type Schemas = components['schemas'];
type ContactEvent = Schemas['LinkContactEvent'];

describe.each(TEST_DATABASES)('the contact events of a whole project on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('contact-events-list', kind);
  let owner: Browser;
  let stranger: Browser;
  let projectId: string;
  let otherProjectId: string;
  let emptyProjectId: string;
  let strangerProjectId: string;

  const log = (b: Browser, project: string, urlId: number, params: Record<string, string>) =>
    call<ContactEvent>(b, 'addLinkContactEvent', 'LinkContactEvents/AddLinkContactEvent', {
      projectId: project,
      urlId,
      ...params,
    });
  const events = (b: Browser, project: string, urlId?: number) =>
    call<ContactEvent[]>(b, 'getLinkContactEvents', 'LinkContactEvents/GetLinkContactEvents', {
      projectId: project,
      ...(urlId === undefined ? {} : { urlId }),
    });

  /** The owner's events, logged once: two links in one project, one in another. */
  let dana: ContactEvent;
  let sam: ContactEvent;
  let lee: ContactEvent;
  let kim: ContactEvent;
  let otherPage: number;
  let strangerEvent: ContactEvent;

  beforeAll(async () => {
    owner = await fullUserBrowser(server, email('owner'));
    stranger = await fullUserBrowser(server, email('stranger'));
    projectId = await createProject(owner, 'Outreach');
    otherProjectId = await createProject(owner, 'Other outreach');
    emptyProjectId = await createProject(owner, 'Quiet');
    strangerProjectId = await createProject(stranger, 'Stranger outreach');

    const blog = await addLink(owner, projectId, 'https://blog.example.org/best-seo-tools');
    const news = await addLink(owner, projectId, 'https://news.example.com/rank-trackers');
    const rival = await addLink(owner, otherProjectId, 'https://rivalreview.io/seo-software');
    otherPage = news.urlId;
    dana = await log(owner, projectId, blog.urlId, {
      eventType: 'email',
      contactName: 'Dana Lee',
      contactEmail: 'dana@example.org',
      eventDate: '2026-03-05',
      notes: 'Sent the pitch.',
    });
    sam = await log(owner, projectId, news.urlId, { eventType: 'phone', contactName: 'Sam', eventDate: '2026-03-09' });
    // Logged after Dana on the same day: the later row shows first.
    lee = await log(owner, projectId, blog.urlId, {
      eventType: 'meeting',
      contactName: 'Lee',
      eventDate: '2026-03-05',
    });
    kim = await log(owner, otherProjectId, rival.urlId, {
      eventType: 'social',
      contactName: 'Kim',
      eventDate: '2026-04-01',
    });
    // Another account's event at the same host: it must never show in the owner's lists.
    const strangerLink = await addLink(stranger, strangerProjectId, 'https://blog.example.org/best-seo-tools');
    strangerEvent = await log(stranger, strangerProjectId, strangerLink.urlId, {
      eventType: 'email',
      contactName: 'Intruder',
      eventDate: '2026-05-01',
    });
  });

  it("lists every event of the project's links, newest first, with each event's link", async () => {
    const listed = await events(owner, projectId);
    expect(listed.map((e) => e.rowId)).toEqual([sam.rowId, lee.rowId, dana.rowId]);
    expect(listed[0]).toEqual({ ...sam, projectId });
    expect(listed.find((e) => e.rowId === dana.rowId)).toEqual(dana);
    expect(listed.every((e) => e.projectId === projectId)).toBe(true);
  });

  it("lists every project's events with the all-projects id, each naming its own project", async () => {
    const listed = await events(owner, ALL_PROJECTS_ID);
    expect(listed.map((e) => e.rowId)).toEqual([kim.rowId, sam.rowId, lee.rowId, dana.rowId]);
    expect(listed[0]).toMatchObject({ projectId: otherProjectId, contactName: 'Kim' });
    expect(listed.slice(1).every((e) => e.projectId === projectId)).toBe(true);
  });

  it('answers an empty list for a project without events', async () => {
    expect(await events(owner, emptyProjectId)).toEqual([]);
  });

  it('still narrows to one link when urlId is given', async () => {
    expect((await events(owner, projectId, otherPage)).map((e) => e.rowId)).toEqual([sam.rowId]);
    expect((await events(owner, ALL_PROJECTS_ID, otherPage)).map((e) => e.rowId)).toEqual([sam.rowId]);
  });

  it("never shows another account's events", async () => {
    for (const project of [projectId, otherProjectId, ALL_PROJECTS_ID]) {
      expect((await events(owner, project)).map((e) => e.rowId)).not.toContain(strangerEvent.rowId);
    }
    // The stranger sees its own event only, in its project and across its projects.
    expect(await events(stranger, strangerProjectId)).toEqual([strangerEvent]);
    expect(await events(stranger, ALL_PROJECTS_ID)).toEqual([strangerEvent]);
    // The owner's project id is another account's: 404 in the contract's shape, no list.
    const res = await stranger.get(`${API}/LinkContactEvents/GetLinkContactEvents?${query({ projectId })}`);
    expect(res.status).toBe(404);
    expect(contractErrors('getLinkContactEvents', res)).toEqual([]);
  });

  it('refuses a malformed project id with a 400 naming it', async () => {
    const res = await owner.get(`${API}/LinkContactEvents/GetLinkContactEvents?${query({ projectId: 'nope' })}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('projectId');
  });

  it('drops a deleted event from the list', async () => {
    const extra = await log(owner, projectId, otherPage, {
      eventType: 'other',
      contactName: 'Temp',
      eventDate: '2026-06-01',
    });
    expect((await events(owner, projectId))[0]?.rowId).toBe(extra.rowId);
    await call(owner, 'deleteLinkContactEvent', 'LinkContactEvents/DeleteLinkContactEvent', { rowId: extra.rowId });
    expect((await events(owner, projectId)).map((e) => e.rowId)).toEqual([sam.rowId, lee.rowId, dana.rowId]);
  });
});
