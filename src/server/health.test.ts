/** /healthz and /readyz on both databases: up, ready, and the reasons it is not. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { buildApp } from './app';
import { HEALTH_PATH, READY_PATH, type Readiness } from './health';
import { countRows, registeredBrowser, TEST_DATABASES, uniqueEmails, useTestServer } from './testing/harness';

describe.each(TEST_DATABASES)('health checks (%s)', (kind) => {
  const server = useTestServer(kind);

  it('says the process is up, and ready with the database answering and every migration run', async () => {
    const sessionsBefore = await countRows(server.db, 'sessions');
    const health = await server.app.inject({ url: HEALTH_PATH });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ url: READY_PATH });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json<Readiness>()).toEqual({ ready: true, database: 'ok', pendingMigrations: [], draining: false });
    // A probe every few seconds must not write a session each time.
    expect(await countRows(server.db, 'sessions')).toBe(sessionsBefore);
  });

  it('reads no session for a logged-in caller: its session is not slid, as an operation slides it', async () => {
    const browser = await registeredBrowser(server, uniqueEmails('health', kind)());
    const longAgo = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const lastSeen = async () =>
      (
        await server.db.kysely.selectFrom('sessions').select('last_seen_at').where('killed_at', 'is', null).execute()
      ).map((row) => String(row.last_seen_at));
    await server.db.kysely.updateTable('sessions').set({ last_seen_at: longAgo }).execute();
    const before = await lastSeen();

    const health = await browser.send({ url: HEALTH_PATH });
    expect(health.status).toBe(200);
    expect((await browser.send({ url: READY_PATH })).status).toBe(200);
    expect(await lastSeen()).toEqual(before);

    // The same cookie on an operation reads the session and slides it: the check above can fail.
    expect((await browser.send({ url: '/Endpoints/AccountApi/getactivestate' })).status).toBe(200);
    expect(await lastSeen()).not.toEqual(before);
  });

  it('is not ready while a migration has not run, and names it', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
      server.db.kysely,
    );
    const last = rows[0]!.name;
    await sql`delete from kysely_migration where name = ${last}`.execute(server.db.kysely);
    try {
      const ready = await server.app.inject({ url: READY_PATH });
      expect(ready.statusCode).toBe(503);
      expect(ready.json<Readiness>()).toMatchObject({ ready: false, database: 'ok', pendingMigrations: [last] });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${new Date().toISOString()})`.execute(
        server.db.kysely,
      );
    }
    expect((await server.app.inject({ url: READY_PATH })).statusCode).toBe(200);
  });

  it('is not ready while draining, and each answer then closes its connection', async () => {
    const draining = await buildApp({ db: server.db, config: server.config, isDraining: () => true });
    try {
      const ready = await draining.inject({ url: READY_PATH });
      expect(ready.statusCode).toBe(503);
      expect(ready.json<Readiness>()).toMatchObject({ ready: false, draining: true, database: 'ok' });
      expect(ready.headers.connection).toBe('close');
      expect((await draining.inject({ url: HEALTH_PATH })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});
