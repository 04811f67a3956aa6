/**
 * Test support: the app on a fresh SQLite file, and — when TEST_DATABASE_URL is set (see
 * scripts/postgres.mjs) — on PostgreSQL in a fresh schema. Suites run once per database with
 * `describe.each(TEST_DATABASES)`, each declaring its server with `useTestServer(kind)`. A `Browser`
 * keeps the rs_session cookie and the CSRF token the way the client does; `registeredBrowser` gives
 * one of a new logged-in account.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';

import bundleJson from '../../api/openapi.gen.json';
import { listOperations, type OpenApiBundle } from '../../lib/openapi/operations';
import { createSpecValidator } from '../../lib/openapi/specValidator';
import { buildApp } from '../app';
import type { DatabaseConfig, ServerConfig } from '../config';
import { openDatabase, type Db } from '../db';
import type { Database } from '../db/schema';
import { createAccount } from '../handlers/context';
import { loadProviderConfig } from '../research/providers';

export const bundle = bundleJson as unknown as OpenApiBundle;
export const operations = listOperations(bundle);
const validator = createSpecValidator(bundle);

export type DatabaseKind = 'sqlite' | 'postgres';
/** The password test accounts get unless a test chooses one. */
export const TEST_PASSWORD = 's3cret-pass';
export const TEST_DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export function testConfig(database: DatabaseConfig, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: tmpdir(),
    database,
    sessionSecret: randomBytes(32).toString('hex'),
    trustProxy: false,
    captchaSecret: null,
    captchaSiteKey: null,
    captchaVerifyUrl: 'http://127.0.0.1:9/unused',
    publicUrl: 'https://rivalscope.test',
    purchaseHost: null,
    rateLimit: { max: 1000, windowMs: 60_000 },
    maxActiveSessions: 2,
    seedDemo: false,
    adminEmails: [],
    researchDemoKeywords: 0,
    staticDir: join(tmpdir(), 'rivalscope-no-app'),
    logLevel: 'silent',
    mail: { smtpUrl: null, from: 'Rivalscope <no-reply@rivalscope.test>' },
    stripe: { secretKey: null, apiUrl: 'http://127.0.0.1:9/unused' },
    google: { clientId: null, clientSecret: null, tokenUrl: 'http://127.0.0.1:9/unused' },
    providers: loadProviderConfig({}),
    ...overrides,
  };
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  browser(): Browser;
  close(): Promise<void>;
}

/** A fresh database of the given kind (its own SQLite file, or its own PostgreSQL schema). */
export async function freshDatabase(kind: DatabaseKind): Promise<{ config: DatabaseConfig; cleanup(): Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'rivalscope-server-test-'));
    return {
      config: { kind: 'sqlite', file: join(dir, 'test.sqlite') },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    config: { kind: 'postgres', url, schema },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * A suite's own fresh database of `kind`: opened (and `seed`ed) before its tests, dropped after
 * them. The Db answered reads the open database, so a suite declares it once at the top.
 */
export function useFreshDatabase(kind: DatabaseKind, seed?: (db: Db) => Promise<unknown>): Db {
  let opened: { db: Db; close(): Promise<void> } | undefined;
  const current = (): Db => {
    if (!opened) throw new Error('The test database is open only while the suite that declared it runs.');
    return opened.db;
  };
  beforeAll(async () => {
    opened = await openFreshDatabase(kind);
    await seed?.(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  return {
    get kysely() {
      return current().kysely;
    },
    get dialect() {
      return current().dialect;
    },
    get sqlite() {
      return current().sqlite;
    },
    close: () => current().close(),
  };
}

/** A fresh database of `kind`, opened and migrated; `close` also drops it. */
export async function openFreshDatabase(kind: DatabaseKind): Promise<{ db: Db; close(): Promise<void> }> {
  const database = await freshDatabase(kind);
  const db = await openDatabase(database.config);
  return {
    db,
    async close() {
      await db.close();
      await database.cleanup();
    },
  };
}

export async function createTestServer(kind: DatabaseKind, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const database = await freshDatabase(kind);
  const config = testConfig(database.config, overrides);
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  try {
    db = await openDatabase(config.database);
    app = await buildApp({ db, config });
    await app.ready();
  } catch (error) {
    await app?.close();
    await db?.close();
    await database.cleanup();
    throw error;
  }
  return {
    app,
    db,
    config,
    browser: () => new Browser(app),
    async close() {
      await app?.close();
      await db?.close();
      await database.cleanup();
    },
  };
}

/**
 * The test server of the calling describe block: started before its tests (beforeAll) and closed
 * after them (afterAll). The object returned stands for it — each property reads the running
 * server — so a suite declares `const server = useTestServer(kind);` and uses it in its tests and
 * in its own later beforeAll hooks (they run after this one). `overrides` may be a function, read
 * when the server starts, for settings an earlier hook of the suite prepares.
 */
export function useTestServer(
  kind: DatabaseKind,
  overrides: Partial<ServerConfig> | (() => Partial<ServerConfig>) = {},
): TestServer {
  let running: TestServer | undefined;
  const current = (): TestServer => {
    if (!running) throw new Error('The test server runs only while the suite that declared it runs.');
    return running;
  };
  const close = async () => {
    await running?.close();
    running = undefined;
  };
  beforeAll(async () => {
    running = await createTestServer(kind, typeof overrides === 'function' ? overrides() : overrides);
  });
  afterAll(close);
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    browser: () => current().browser(),
    close,
  };
}

/**
 * A suite's unique e-mail addresses: `${prefix}1.sqlite@example.com`, `${prefix}2…`, the database
 * in each so that the runs on SQLite and PostgreSQL never share one; `who` replaces the prefix.
 */
export function uniqueEmails(prefix: string, kind: DatabaseKind): (who?: string) => string {
  let n = 0;
  return (who = prefix) => `${who}${++n}.${kind}@example.com`;
}

/** A new free account, registered (which logs it in) in a browser of its own. */
export async function registeredBrowser(server: TestServer, email: string, password?: string): Promise<Browser> {
  const b = server.browser();
  const registered = await b.register(email, password);
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return b;
}

/** A team (child) account of the parent, created in the database (no invitation) and logged in. */
export async function loggedInTeamMember(
  server: TestServer,
  parentUserId: number,
  email: string,
  password = TEST_PASSWORD,
): Promise<Browser> {
  await createAccount(server.db, { email, password, parentUserId });
  const b = server.browser();
  const loggedIn = await b.login(email, password);
  expect(loggedIn.status, JSON.stringify(loggedIn.body)).toBe(200);
  return b;
}

/** The id of the account with this e-mail (it must exist). */
export async function userIdOf(server: TestServer, email: string): Promise<number> {
  const row = await server.db.kysely
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface Sent {
  status: number;
  body: unknown;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

/** One visitor: keeps its cookie jar and CSRF token between requests. */
export class Browser {
  cookies = new Map<string, string>();
  csrf: string | null = null;
  constructor(private readonly app: FastifyInstance) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send(options: InjectOptions & { csrf?: boolean | string }): Promise<Sent> {
    const { csrf = true, ...rest } = options;
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string> | undefined) };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (typeof csrf === 'string') headers['x-csrf-token'] = csrf;
    else if (csrf && this.csrf) headers['x-csrf-token'] = this.csrf;
    const raw = await this.app.inject({ ...rest, headers });
    const setCookie = raw.headers['set-cookie'];
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a) || /max-age=0/i.test(a.trim()));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const token = raw.headers['x-csrf-token'];
    if (typeof token === 'string') this.csrf = token;
    let body: unknown = raw.body;
    if (String(raw.headers['content-type'] ?? '').startsWith('application/json')) body = raw.json();
    return { status: raw.statusCode, body, headers: raw.headers, raw };
  }

  get(url: string, options: Omit<InjectOptions, 'method' | 'url'> & { csrf?: boolean | string } = {}) {
    return this.send({ ...options, method: 'GET', url });
  }

  post(url: string, payload?: unknown, options: { csrf?: boolean | string } = {}) {
    return this.send({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...options,
    });
  }

  /** Loads the active state, as the app does first: a session and a CSRF token. */
  async visit(): Promise<Sent> {
    return this.get('/Endpoints/AccountApi/getactivestate');
  }

  async register(email: string, password = TEST_PASSWORD): Promise<Sent> {
    if (!this.csrf) await this.visit();
    return this.post('/auth/registerfreeaccount', { email, password, token: null, source: 'FreeAccount' });
  }

  async login(username: string, password = TEST_PASSWORD, extra: Record<string, unknown> = {}): Promise<Sent> {
    if (!this.csrf) await this.visit();
    return this.post('/auth/login', { username, password, source: 'LoginPage', token: null, ...extra });
  }
}

/** The response validates against the operation's OpenAPI response schema for its status. */
export function contractErrors(operationId: string, sent: Sent): string[] {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) return [`no operation ${operationId}`];
  const response = validator.response(op, String(sent.status));
  if (!response) return [`${operationId} declares no ${sent.status} response`];
  const media = response.content?.['application/json'];
  if (!media?.schema) return [`${operationId} ${sent.status} has no JSON schema`];
  return validator.validate(media.schema, sent.body);
}

/** For responses that are not JSON (a GIF, a 204): the status and media type the contract declares. */
export function nonJsonContractErrors(operationId: string, sent: Sent): string[] {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) return [`no operation ${operationId}`];
  const response = validator.response(op, String(sent.status));
  if (!response) return [`${operationId} declares no ${sent.status} response`];
  const declared = Object.keys(response.content ?? {});
  const type = String(sent.headers['content-type'] ?? '').split(';')[0] ?? '';
  if (declared.length === 0) return sent.raw.rawPayload.length === 0 ? [] : ['a body where none is declared'];
  return declared.includes(type) ? [] : [`content type ${type} is not one of ${declared.join(', ')}`];
}

/**
 * One test per case: a visitor with a session but no login calls `url` (GET, or POST with the
 * case's body) and gets the contract's 401 NOT_LOGGED_IN (cases: [operationId, method, url, body]).
 */
export function itAnswersNotLoggedIn(
  server: TestServer,
  cases: readonly (readonly [operationId: string, method: 'GET' | 'POST', url: string, body: unknown])[],
): void {
  it.each(cases)('%s answers 401 to an anonymous visitor', async (operationId, method, url, body) => {
    const b = server.browser();
    await b.visit();
    const res = method === 'GET' ? await b.get(url) : await b.post(url, body);
    expect(res.status).toBe(401);
    expect(contractErrors(operationId, res)).toEqual([]);
    expect(res.body).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });
}

/** The Error (non-400) body of the contract. */
export function errorBodyErrors(sent: Sent): string[] {
  return validator.validateComponent('Error', sent.body);
}

/** The newest month of the seeded research corpus (the month the research answers read). */
export async function latestResearchMonth(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('research_months')
    .select('month')
    .orderBy('month', 'desc')
    .executeTakeFirstOrThrow();
  return row.month;
}

export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely);
  return Number(row.rows[0]?.n ?? 0);
}
