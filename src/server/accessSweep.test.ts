/**
 * The access sweep, for every operation of the bundle, from its declared security: an operation
 * that needs a logged-in session answers an anonymous caller 401, and one that needs the CSRF
 * token answers 403 without it or with another session's token. Each request is the operation's
 * valid example (so only the missing credential can refuse it), and no row of any table changes.
 */
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Db } from './db';
import { SERVER_TEXT } from './errors';
import {
  contractErrors,
  errorBodyErrors,
  operations,
  registeredBrowser,
  TEST_DATABASES,
  useTestServer,
  type Browser,
  type Sent,
} from './testing/harness';
import type { OperationInfo } from '../lib/openapi/operations';
import { sampleRequest } from '../lib/openapi/requests';

type Requirement = Record<string, unknown>;
const requirementsOf = (op: OperationInfo) => (op.operation.security as Requirement[] | undefined) ?? [];

/** Every way of calling the operation needs this scheme. */
const needs = (op: OperationInfo, scheme: string) => {
  const requirements = requirementsOf(op);
  return requirements.length > 0 && requirements.every((r) => scheme in r);
};

const loggedInOperations = operations.filter((op) => needs(op, 'sessionCookie'));
const csrfOperations = operations.filter((op) => needs(op, 'csrfHeader'));

/** The operation's example request (valid against the contract), as app.inject options. */
async function exampleRequest(op: OperationInfo): Promise<InjectOptions> {
  const request = sampleRequest(op, 'http://localhost');
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type');
  const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  return {
    method: op.method.toUpperCase() as 'GET',
    url: `${url.pathname}${url.search}`,
    ...(payload ? { payload } : {}),
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
  };
}

// A session's sliding expiry is written when it is used (at most once a minute): not a change of data.
const TOUCH_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at', 'expires_at'] };

/** The application's tables (in this test's own PostgreSQL schema, or the SQLite file). */
async function tableNames(db: Db): Promise<string[]> {
  const tables = await db.kysely.introspection.getTables();
  if (db.dialect === 'sqlite') return tables.map((t) => t.name).sort();
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely);
  const schema = current.rows[0]?.schema;
  return tables
    .filter((t) => t.schema === schema)
    .map((t) => t.name)
    .sort();
}

/** Every row of every table, as sorted JSON lines per table. */
async function snapshot(db: Db, tables: string[]): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
    const skip = TOUCH_COLUMNS[table] ?? [];
    result[table] = rows
      .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !skip.includes(column))))
      .sort();
  }
  return result;
}

/** Tables whose rows differ, with how their row counts moved. */
function changedTables(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  return Object.keys(before)
    .filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]))
    .map((table) => `${table} (${before[table]?.length ?? 0} → ${after[table]?.length ?? 0} rows)`);
}

describe.each(TEST_DATABASES)('access sweep on %s', (kind) => {
  const server = useTestServer(kind);
  let tables: string[];
  let user: Browser;
  /** A visitor with a session and its CSRF token, not logged in. */
  let visitor: Browser;

  beforeAll(async () => {
    user = await registeredBrowser(server, `access.sweep.${kind}@example.com`);
    visitor = server.browser();
    await visitor.visit();
    tables = await tableNames(server.db);
  });

  /** Sends the request and reports its answer and which tables it changed. */
  async function sendAndCompare(send: () => Promise<Sent>): Promise<{ res: Sent; changed: string[] }> {
    const before = await snapshot(server.db, tables);
    const res = await send();
    return { res, changed: changedTables(before, await snapshot(server.db, tables)) };
  }

  it('sees the tables of every area, and a changed row in any of them', async () => {
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'email_outbox', 'event_log']));
    const { changed } = await sendAndCompare(async () => {
      await server.db.kysely.updateTable('users').set({ display_name: 'Changed' }).execute();
      return user.visit();
    });
    expect(changed).toEqual(['users (1 → 1 rows)']);
  });

  it.each(loggedInOperations.map((op) => [op.operationId, op] as const))(
    '%s: an anonymous caller gets 401 and changes nothing',
    async (operationId, op) => {
      const request = await exampleRequest(op);
      const callers: [string, () => Promise<Sent>][] = [
        ['without a session', () => server.browser().send({ ...request, csrf: false })],
        ['with a visitor session and its CSRF token', () => visitor.send(request)],
      ];
      const failures: string[] = [];
      for (const [caller, send] of callers) {
        const { res, changed } = await sendAndCompare(send);
        const body = res.body as { message?: string; code?: string };
        if (res.status !== 401 || body.code !== 'NOT_LOGGED_IN' || body.message !== SERVER_TEXT.notLoggedIn) {
          failures.push(`${caller}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
        const contract = contractErrors(operationId, res);
        if (contract.length) failures.push(`${caller}: contract ${contract.join('; ')}`);
        if (changed.length) failures.push(`${caller}: changed ${changed.join(', ')}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(csrfOperations.map((op) => [op.operationId, op] as const))(
    '%s: without or with a wrong X-CSRF-Token gets 403 and changes nothing',
    async (_operationId, op) => {
      const request = await exampleRequest(op);
      // Logged-in operations are tried by the logged-in user, the others (login, registration…) by a visitor.
      const caller = needs(op, 'sessionCookie') ? user : visitor;
      const otherSession = caller === user ? visitor : user;
      const attempts: [string, string | false][] = [
        ['without a token', false],
        ['with a made-up token', 'not-the-token'],
        ["with another session's token", otherSession.csrf ?? ''],
      ];
      const failures: string[] = [];
      for (const [attempt, csrf] of attempts) {
        const { res, changed } = await sendAndCompare(() => caller.send({ ...request, csrf }));
        const body = res.body as { message?: string; code?: string };
        if (res.status !== 403 || body.code !== 'CSRF_INVALID' || body.message !== SERVER_TEXT.csrfInvalid) {
          failures.push(`${attempt}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
        const shape = errorBodyErrors(res);
        if (shape.length) failures.push(`${attempt}: Error body ${shape.join('; ')}`);
        if (changed.length) failures.push(`${attempt}: changed ${changed.join(', ')}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it('the caller is still logged in and its token still works after the sweep', async () => {
    const res = await user.visit();
    expect(res.body).toMatchObject({ user: { isLoggedIn: true } });
    expect(user.csrf).not.toBe(visitor.csrf);
  });
});

describe('the contract of the sweep', () => {
  it('every CSRF-protected operation declares the 403 it answers', () => {
    const undeclared = csrfOperations
      .filter((op) => !(op.operation.responses as Record<string, unknown>)['403'])
      .map((op) => op.operationId);
    expect(undeclared).toEqual([]);
  });

  it('sweeps every operation that declares a session or a CSRF token', () => {
    const declared = operations.filter((op) => JSON.stringify(requirementsOf(op)).match(/sessionCookie|csrfHeader/));
    const swept = new Set([...loggedInOperations, ...csrfOperations]);
    expect(declared.filter((op) => !swept.has(op)).map((op) => op.operationId)).toEqual([]);
  });
});
