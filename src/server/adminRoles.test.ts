/** ADMIN_EMAILS: the listed accounts open the admin calls after the grant; others still cannot. */
import { describe, expect, it } from 'vitest';

import { grantAdminRoles } from './adminRoles';
import { registeredBrowser, TEST_DATABASES, uniqueEmails, useTestServer } from './testing/harness';

describe.each(TEST_DATABASES)('admin roles from ADMIN_EMAILS (%s)', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('admin-roles', kind);

  const rolesOf = async (browser: Awaited<ReturnType<typeof registeredBrowser>>) => {
    const state = await browser.get('/Endpoints/AccountApi/getactivestate');
    return (state.body as { user: { roles: string[] } }).user.roles;
  };

  it('makes a listed account an admin, whatever the case of its e-mail, and leaves the rest alone', async () => {
    const owner = email('owner');
    const other = email('other');
    const ownerBrowser = await registeredBrowser(server, owner);
    const otherBrowser = await registeredBrowser(server, other);
    expect((await ownerBrowser.get('/NsaApi/Admin/GetDataSources')).status).toBe(403);

    const granted = await grantAdminRoles(server.db, [` ${owner.toUpperCase()} `, 'nobody@example.com']);

    expect(granted).toEqual([owner]);
    expect(await rolesOf(ownerBrowser)).toEqual(['admin']);
    expect((await ownerBrowser.get('/NsaApi/Admin/GetDataSources')).status).toBe(200);
    expect(await rolesOf(otherBrowser)).toEqual([]);
    expect((await otherBrowser.get('/NsaApi/Admin/GetDataSources')).status).toBe(403);
  });

  it('keeps the roles an account already has and grants once', async () => {
    const owner = email('keeps');
    const browser = await registeredBrowser(server, owner);
    await server.db.kysely
      .updateTable('users')
      .set({ roles: JSON.stringify(['infinitelogin']) })
      .where('email', '=', owner)
      .execute();

    expect(await grantAdminRoles(server.db, [owner])).toEqual([owner]);
    expect(await grantAdminRoles(server.db, [owner])).toEqual([]);
    expect(await rolesOf(browser)).toEqual(['infinitelogin', 'admin']);
  });

  it('grants nothing for an empty list', async () => {
    expect(await grantAdminRoles(server.db, ['', '  '])).toEqual([]);
  });
});
