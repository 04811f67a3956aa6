/** Workspace projects (doc 2 §7) through app.inject, on every test database. */
import { describe, expect, it } from 'vitest';

import {
  contractErrors,
  loggedInTeamMember,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
  type Sent,
} from './testing/harness';
import { ALL_PROJECTS_ID } from '../lib/spec/identity';

const BASE = '/NsaApi/MySpyFu/Projects';
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const fieldsOf = (res: Sent) => ((res.body as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);
const namesOf = (res: Sent) => (res.body as { projectName: string }[]).map((p) => p.projectName);

describe.each(TEST_DATABASES)('projects on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('projects', kind);

  const create = (b: Browser, params: Record<string, string>) => b.get(`${BASE}/CreateProject?${query(params)}`);
  const list = (b: Browser) => b.get(`${BASE}/GetProjects`);

  it('creates a project and lists it with its domain, the newest first', async () => {
    const b = await registeredBrowser(server, email());
    const first = await create(b, { projectName: 'Acme Corp', primaryDomainName: 'Acme.com' });
    expect(first.status).toBe(200);
    expect(contractErrors('createProject', first)).toEqual([]);
    await create(b, { projectName: 'Rival watch' });

    const listed = await list(b);
    expect(contractErrors('getProjects', listed)).toEqual([]);
    expect(listed.body).toEqual([
      expect.objectContaining({ projectName: 'Rival watch', name: 'Rival watch', primaryDomainName: null }),
      {
        id: (first.body as { id: string }).id,
        projectName: 'Acme Corp',
        name: 'Acme Corp',
        primaryDomainName: 'acme.com',
      },
    ]);
  });

  it('refuses a second project of the same name, whatever its case, with 409', async () => {
    const b = await registeredBrowser(server, email());
    await create(b, { projectName: 'Acme Corp' });
    const again = await create(b, { projectName: ' acme corp ' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'DUPLICATE_PROJECT_NAME',
      message: 'A project named "acme corp" already exists.',
    });
    expect(contractErrors('createProject', again)).toEqual([]);
  });

  it('names the field of a blank name or a bad domain, and creates nothing', async () => {
    const b = await registeredBrowser(server, email());
    const blank = await create(b, { projectName: '   ' });
    expect(blank.status).toBe(400);
    expect(fieldsOf(blank)).toEqual(['query.projectName']);
    const badDomain = await create(b, { projectName: 'Acme', primaryDomainName: 'not a domain!' });
    expect(badDomain.status).toBe(400);
    expect(fieldsOf(badDomain)).toEqual(['query.primaryDomainName']);
    expect((await list(b)).body).toEqual([]);
  });

  it('keeps each account to its own projects, and shares a team owner’s with its members', async () => {
    const owner = email('owner');
    const a = await registeredBrowser(server, owner);
    const b = await registeredBrowser(server, email());
    await create(a, { projectName: 'Acme Corp' });
    expect((await list(b)).body).toEqual([]);
    // Another account may use the same name.
    expect((await create(b, { projectName: 'Acme Corp' })).status).toBe(200);

    const member = await loggedInTeamMember(server, await userIdOf(server, owner), email('member'));
    expect(namesOf(await list(member))).toEqual(['Acme Corp']);
    await create(member, { projectName: 'Made by the member' });
    expect(namesOf(await list(a))).toEqual(['Made by the member', 'Acme Corp']);
  });

  it('renames a project, changes its domain, and moves it to the top of the list', async () => {
    const b = await registeredBrowser(server, email());
    const { id } = (await create(b, { projectName: 'Acme Corp', primaryDomainName: 'acme.com' })).body as {
      id: string;
    };
    await create(b, { projectName: 'Rival watch' });

    const renamed = await b.get(`${BASE}/PatchProject?${query({ projectId: id, projectName: 'Acme Corporation' })}`);
    expect(renamed.status).toBe(200);
    expect(contractErrors('patchProject', renamed)).toEqual([]);
    expect(renamed.body).toEqual({
      id,
      projectName: 'Acme Corporation',
      name: 'Acme Corporation',
      primaryDomainName: 'acme.com',
    });
    const moved = await b.get(`${BASE}/PatchProject?${query({ projectId: id, primaryDomainName: 'acme.org' })}`);
    expect(moved.body).toMatchObject({ projectName: 'Acme Corporation', primaryDomainName: 'acme.org' });
    expect(namesOf(await list(b))).toEqual(['Acme Corporation', 'Rival watch']);

    const clash = await b.get(`${BASE}/PatchProject?${query({ projectId: id, projectName: 'RIVAL WATCH' })}`);
    expect(clash.status).toBe(409);
    const nothing = await b.get(`${BASE}/PatchProject?${query({ projectId: id })}`);
    expect(nothing.status).toBe(400);
    expect(fieldsOf(nothing)).toEqual(['query.projectName']);
  });

  it('deletes a project of the account, and answers 404 for any other and 400 for all projects', async () => {
    const a = await registeredBrowser(server, email());
    const b = await registeredBrowser(server, email());
    const { id } = (await create(a, { projectName: 'Acme Corp' })).body as { id: string };

    const byStranger = await b.get(`${BASE}/DeleteProject?${query({ projectId: id })}`);
    expect(byStranger.status).toBe(404);
    expect(contractErrors('deleteProject', byStranger)).toEqual([]);
    const all = await a.get(`${BASE}/DeleteProject?${query({ projectId: ALL_PROJECTS_ID })}`);
    expect(all.status).toBe(400);
    expect(fieldsOf(all)).toEqual(['query.projectId']);

    const deleted = await a.get(`${BASE}/DeleteProject?${query({ projectId: id })}`);
    expect(deleted.body).toEqual({ success: true, status: 'Project deleted' });
    expect((await list(a)).body).toEqual([]);
    expect((await a.get(`${BASE}/DeleteProject?${query({ projectId: id })}`)).status).toBe(404);
  });

  it('asks for a login, and for the CSRF token on a change', async () => {
    const stranger = server.browser();
    await stranger.visit();
    expect((await list(stranger)).status).toBe(401);
    const b = await registeredBrowser(server, email());
    expect((await b.get(`${BASE}/CreateProject?${query({ projectName: 'x' })}`, { csrf: false })).status).toBe(403);
  });
});
