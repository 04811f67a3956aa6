/**
 * Server-side sessions in the database, for logged-in users. The rs_session cookie carries a random
 * secret (signed with SESSION_SECRET); the database keeps only its SHA-256. Killed sessions stay in
 * the table (until the sweep) so that their poll can answer isSessionKilled.
 *
 * An anonymous visitor costs no row: its id and CSRF token travel in the signed, HttpOnly
 * rs_visitor cookie (every cookie-less request used to write a session row). What a
 * cookie cannot be trusted to count — the visitor's searches, behind the paywall — stays on the
 * server, in the search log keyed by the visitor id.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import type SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Compilable, type Expression, type Kysely } from 'kysely';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';

import { LIVE_STATUSES, liveSubscriptionsQuery, type SubscriptionRow } from './billing/store';
import type { Db } from './db';
import { compiledOnce } from './db/compiledOnce';
import type { Database, SessionRow, UserRow } from './db/schema';
import { searchCountQuery } from './search/searchIndex';
import { nowIso } from './time';

export const SESSION_COOKIE = 'rs_session';
export const VISITOR_COOKIE = 'rs_visitor';
export const CSRF_HEADER = 'x-csrf-token';

const HOUR_MS = 3_600_000;
/** Lifetime of a session that did not ask to be remembered (sliding with activity). */
const SESSION_TTL_MS = 12 * HOUR_MS;
/** Lifetime of a "remember me" session, and the cookie's Max-Age. */
const REMEMBER_TTL_MS = 30 * 24 * HOUR_MS;
/** last_seen_at (and with it the sliding expiry) is written at most this often per session. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Killed and expired sessions are kept this long (a poll still learns it was killed), then swept. */
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * HOUR_MS;
/** Anonymous visitors' searches and page views are kept this long, then swept. */
export const ANONYMOUS_LOG_RETENTION_MS = 30 * 24 * HOUR_MS;

/** Who is asking, logged in or not: the id the search log counts by, and the CSRF token to match. */
export interface Visitor {
  /** A logged-in session's id, or an anonymous visitor's random id. */
  id: string;
  csrfToken: string;
}

export interface RequestState {
  session: SessionRow | null;
  user: UserRow | null;
  /**
   * The parent (paying) account of a team (child) user, read in the same query as the session and
   * the user; null for everyone else. planHolderOfRequest uses it only while it matches rs.user.
   */
  parent: UserRow | null;
  /** The session the cookie named, when it was killed (the poll reports it). */
  killedSession: SessionRow | null;
  /** An anonymous visitor's identity from its rs_visitor cookie, when there is no live session. */
  anonymous: Visitor | null;
  /** What the active state and the session poll show, read with the session when loadSession was asked to. */
  facts: SessionFacts | null;
  /**
   * SQLite: the kept read (see keptSessionRead) the live session above came from — the same object
   * for every request answered from that read, a new one once anything has been written. What is
   * built from the read alone may be kept against it (a WeakMap) and is then dropped with it; null
   * where no read is kept (no live session, PostgreSQL, a busy connection).
   */
  keptRead: object | null;
}

/**
 * The figures of a logged-in session that the active state and the session poll show, read in the
 * session's own query: the calls every page makes then cost one database read.
 */
export interface SessionFacts {
  /** The user they were read for (a handler that replaced rs.user reads its own). */
  userId: number;
  /** Searches logged under the session's id. */
  searchCount: number;
  /** The user's sessions neither killed nor expired, this one included. */
  activeSessionCount: number;
  /** The account whose plan the user works under: the parent of a team account, else the user. */
  planHolderId: number;
  /** The plan holder's live subscriptions, newest first (as billing's liveSubscriptionsQuery reads them). */
  liveSubscriptions: SubscriptionRow[];
}

declare module 'fastify' {
  interface FastifyRequest {
    rs: RequestState;
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Bytes of a session's or visitor's random tokens (newToken). */
const CSRF_TOKEN_BYTES = 32;
export const newToken = () => randomBytes(CSRF_TOKEN_BYTES).toString('base64url');

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The CSRF token as a page carries it: a fresh random mask and the token XOR that mask, so the
 * page's bytes differ on every response while the token behind them stays the session's. A page
 * may then be compressed (./compression.ts) beside reflected input without its compressed length
 * revealing the token (BREACH). A token that is not newToken's 32 bytes is carried as it is.
 */
export function maskCsrfToken(token: string): string {
  const secret = Buffer.from(token, 'base64url');
  if (secret.length !== CSRF_TOKEN_BYTES || secret.toString('base64url') !== token) return token;
  const mask = randomBytes(CSRF_TOKEN_BYTES);
  const masked = Buffer.alloc(CSRF_TOKEN_BYTES);
  for (let i = 0; i < CSRF_TOKEN_BYTES; i += 1) masked[i] = mask[i]! ^ secret[i]!;
  return Buffer.concat([mask, masked]).toString('base64url');
}

/** Whether a sent X-CSRF-Token is the expected token, as it is or masked by maskCsrfToken. */
export function csrfTokenMatches(sent: string, expected: string): boolean {
  if (safeEqual(sent, expected)) return true;
  const pair = Buffer.from(sent, 'base64url');
  const secret = Buffer.from(expected, 'base64url');
  // Only the canonical text of the bytes: base64url decoding skips what is not of its alphabet.
  if (pair.length !== 2 * CSRF_TOKEN_BYTES || pair.toString('base64url') !== sent) return false;
  if (secret.length !== CSRF_TOKEN_BYTES) return false;
  const unmasked = Buffer.alloc(CSRF_TOKEN_BYTES);
  for (let i = 0; i < CSRF_TOKEN_BYTES; i += 1) unmasked[i] = pair[i]! ^ pair[i + CSRF_TOKEN_BYTES]!;
  return timingSafeEqual(unmasked, secret);
}

/** The keys of a record listing every column of a table, so that a column left out fails to compile. */
const columnsOf = <Row>(columns: Record<keyof Row, true>) => Object.keys(columns) as (keyof Row & string)[];

const SESSION_COLUMNS = columnsOf<SessionRow>({
  id: true,
  token_hash: true,
  user_id: true,
  csrf_token: true,
  remember: true,
  created_at: true,
  last_seen_at: true,
  expires_at: true,
  killed_at: true,
  user_agent: true,
  last_path: true,
});

const USER_COLUMNS = columnsOf<UserRow>({
  id: true,
  guid: true,
  email: true,
  password_hash: true,
  display_name: true,
  roles: true,
  plan: true,
  is_full_user: true,
  max_export_rows: true,
  has_unlimited_export_rows: true,
  should_show_onboarding: true,
  created_at: true,
  parent_user_id: true,
});

const SUBSCRIPTION_COLUMNS = columnsOf<SubscriptionRow>({
  id: true,
  user_id: true,
  plan: true,
  billing_cycle: true,
  status: true,
  amount_cents: true,
  coupon_code: true,
  period_start: true,
  period_end: true,
  paused_until: true,
  cancelled_at: true,
  created_at: true,
  updated_at: true,
});

/** loadSession's join: the session's columns as they are, its user's as u_…, the parent's as p_…. */
type UserAlias = 'u' | 'p';
type JoinedRow = SessionRow & Record<`${UserAlias}_${keyof UserRow}`, unknown>;
/** The join with the session's facts: f_… (the subscriptions a JSON array, a text on SQLite). */
type JoinedRowWithFacts = JoinedRow & {
  f_searches: number | string;
  f_active_sessions: number | string;
  /** SQLite only: the earliest expiry among the live sessions counted (null when none is). */
  f_next_expiry?: string | null;
  f_subscriptions: SubscriptionRow[] | string;
};

/** Each user column and its name in the joined row, per alias (built once: a loop, not a template per column). */
const ALIASED_USER_COLUMNS = {
  u: USER_COLUMNS.map((column) => [column, `u_${column}`] as const),
  p: USER_COLUMNS.map((column) => [column, `p_${column}`] as const),
};

/** The columns of a joined row named, into a new object (a plain loop: this runs on every request). */
function pick(row: Record<string, unknown>, columns: readonly (readonly [string, string])[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [column, name] of columns) picked[column] = row[name];
  return picked;
}

/** The user columns of a joined row under the alias' prefix (null when the join found no user). */
function userFrom(row: JoinedRow, alias: UserAlias): UserRow | null {
  if (row[`${alias}_id`] === null) return null;
  return pick(row, ALIASED_USER_COLUMNS[alias]) as unknown as UserRow;
}

const SESSION_COLUMN_NAMES = SESSION_COLUMNS.map((column) => [column, column] as const);

/** The user's and the parent's columns, aliased u_… and p_… (built once: they never change). */
const JOINED_USER_COLUMNS = (['u', 'p'] as const).flatMap((alias: UserAlias) =>
  USER_COLUMNS.map((column) => sql.ref(`${alias}.${column}`).as(`${alias}_${column}`)),
);

const sessionJoin = (q: Kysely<Database>, tokenHash: string) =>
  q
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as p', 'p.id', 'u.parent_user_id')
    .selectAll('s')
    .select(JOINED_USER_COLUMNS)
    .where('s.token_hash', '=', tokenHash);

/**
 * A session by its cookie secret's hash, with its user and that user's parent: one query, compiled
 * once (building and compiling the 37-column query took about three times as long as running it).
 */
const sessionWithUser = compiledOnce(
  (q, tokenHash: string) => sessionJoin(q, tokenHash) as unknown as Compilable<JoinedRow>,
  (tokenHash) => [tokenHash],
);

/**
 * sessionWithUser and the session's facts, in the same query: the session's searches, its user's
 * live sessions and the plan holder's live subscriptions as a JSON array (each database its own
 * JSON functions, so one compiled query per dialect).
 */
function sessionWithFacts(jsonArrayFrom: typeof sqliteJsonArray, withNextExpiry: boolean) {
  const planHolderId = sql<number>`coalesce(p.id, u.id)`;
  return compiledOnce(
    (q, tokenHash: string, now: string) => {
      const liveSessions = activeSessionCountQuery(q, sql.ref<number>('s.user_id'), now);
      return sessionJoin(q, tokenHash).select([
        searchCountQuery(q, sql.ref<string>('s.id')).as('f_searches'),
        liveSessions.as('f_active_sessions'),
        ...(withNextExpiry
          ? [
              liveSessions
                .clearSelect()
                .select((eb) => eb.fn.min('expires_at').as('n'))
                .as('f_next_expiry'),
            ]
          : []),
        jsonArrayFrom(liveSubscriptionsQuery(q, planHolderId).clearSelect().select(SUBSCRIPTION_COLUMNS)).as(
          'f_subscriptions',
        ),
      ]) as unknown as Compilable<JoinedRowWithFacts>;
    },
    (tokenHash, now) => [now, ...(withNextExpiry ? [now] : []), ...LIVE_STATUSES, tokenHash],
  );
}

/** Per dialect; SQLite's also reads when the live-session count next changes by time alone (see keptSessionRead). */
const sessionWithFactsOn = {
  sqlite: sessionWithFacts(sqliteJsonArray, true),
  postgres: sessionWithFacts(postgresJsonArray, false),
};

/** Subscription arrays parsed so far, by their JSON text (SQLite's json_group_array); the oldest goes beyond this many. */
const PARSED_SUBSCRIPTIONS_KEPT = 1000;
const parsedSubscriptions = new Map<string, readonly SubscriptionRow[]>();

/**
 * The live subscriptions of a JSON text, parsed once per distinct text: the same few texts come
 * back on every request of a session. Frozen, as every request that reads the text shares them.
 */
function subscriptionsOf(text: string): SubscriptionRow[] {
  let rows = parsedSubscriptions.get(text);
  if (rows === undefined) {
    rows = Object.freeze((JSON.parse(text) as SubscriptionRow[]).map((row) => Object.freeze(row)));
    if (parsedSubscriptions.size >= PARSED_SUBSCRIPTIONS_KEPT) {
      parsedSubscriptions.delete(parsedSubscriptions.keys().next().value as string);
    }
    parsedSubscriptions.set(text, rows);
  }
  return rows as SubscriptionRow[];
}

function factsFrom(row: JoinedRowWithFacts, user: UserRow, parent: UserRow | null): SessionFacts {
  const subscriptions = row.f_subscriptions;
  return {
    userId: user.id,
    searchCount: Number(row.f_searches),
    activeSessionCount: Number(row.f_active_sessions),
    // loadSession's parent is the plan holder exactly when planHolderOf's would be.
    planHolderId: parent?.id ?? user.id,
    liveSubscriptions: typeof subscriptions === 'string' ? subscriptionsOf(subscriptions) : subscriptions,
  };
}

/**
 * Reads the cookie, loads its session, user and the user's parent into request.rs (one query) and,
 * with `withFacts`, the session's facts in the same query. Never creates a session. Answers a
 * promise only when it has to wait for the database: a cookie-less request, and on SQLite a kept
 * read (see keptSessionRead), are loaded at once, without a turn of the event loop.
 */
export function loadSession(db: Db, request: FastifyRequest, withFacts = false): Promise<void> | undefined {
  request.rs = {
    session: null,
    user: null,
    parent: null,
    killedSession: null,
    anonymous: null,
    facts: null,
    keptRead: null,
  };
  const loading = loadLoggedInSession(db, request, withFacts);
  if (loading === undefined) return visitorIfLoggedOut(request);
  return loading.then(() => visitorIfLoggedOut(request));
}

function visitorIfLoggedOut(request: FastifyRequest): undefined {
  if (!request.rs.session) request.rs.anonymous = anonymousVisitorOf(request);
  return undefined;
}

/** Signed cookies verified so far, per server (each has its own secret); the oldest goes beyond this many. */
const VERIFIED_COOKIES_KEPT = 10_000;
const verifiedCookies = new WeakMap<FastifyInstance, Map<string, string | null>>();

/**
 * The value of a signed cookie, or null when it is missing or its signature is wrong. The HMAC
 * check ran on every request of a session (the session route is asked on every page load); a cookie's answer
 * never changes for the server that signed it, so it is kept.
 */
function verifiedCookie(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  let known = verifiedCookies.get(request.server);
  if (!known) {
    known = new Map();
    verifiedCookies.set(request.server, known);
  }
  const kept = known.get(raw);
  if (kept !== undefined) return kept;
  const unsigned = request.unsignCookie(raw);
  const value = unsigned.valid && unsigned.value ? unsigned.value : null;
  if (known.size >= VERIFIED_COOKIES_KEPT) known.delete(known.keys().next().value as string);
  known.set(raw, value);
  return value;
}

/** Hashes of session secrets seen so far (the row is found by the hash); the oldest goes beyond this many. */
const tokenHashes = new Map<string, string>();

function tokenHashOf(secret: string): string {
  let hash = tokenHashes.get(secret);
  if (hash === undefined) {
    hash = sha256(secret);
    if (tokenHashes.size >= VERIFIED_COOKIES_KEPT) tokenHashes.delete(tokenHashes.keys().next().value as string);
    tokenHashes.set(secret, hash);
  }
  return hash;
}

/**
 * SQLite: the session reads answered so far, per connection, kept until the database is written.
 * Every page asks for the active state and every open page polls, mostly with nothing written in
 * between, and the read was the largest part of their cost. A kept read is used only
 * while (1) this connection has changed no row since it was read — SQLite's total_changes(),
 * which counts every INSERT, UPDATE and DELETE of the connection, in any table, triggers included
 * — and (2) for the facts, no live session it counted has expired since (f_next_expiry). Anything
 * written, by any request or job, drops them all. (3) A commit by another connection or process
 * (SQLite's data_version) drops them too; that is checked at most every DATA_VERSION_CHECK_MS, as
 * the pragma costs a shared-memory lock: nothing outside the server writes sessions, users,
 * subscriptions or searches (the import command writes the research tables). PostgreSQL keeps
 * none: several servers may share its database.
 */
interface KeptSessionRead {
  /** The read's session, user, parent and facts, as applySession puts them into request.rs. */
  session: SessionOfRow;
  changes: number;
  version: number;
  /** The read is used before this time only (ms). */
  until: number;
}
const KEPT_SESSION_READS = 5_000;
export const DATA_VERSION_CHECK_MS = 1_000;
type SqliteConnection = NonNullable<Db['sqlite']>;
type SqliteStatement = SqliteDatabase.Statement<[]>;
interface SqliteReadKeeper {
  reads: Map<string, KeptSessionRead>;
  totalChanges: SqliteStatement;
  dataVersion: SqliteStatement;
  version: number;
  versionReadAt: number;
}
const readKeepers = new WeakMap<SqliteConnection, SqliteReadKeeper>();

function readKeeperOf(connection: SqliteConnection): SqliteReadKeeper {
  let keeper = readKeepers.get(connection);
  if (!keeper) {
    keeper = {
      reads: new Map(),
      totalChanges: connection.prepare<[]>('select total_changes()').pluck(),
      dataVersion: connection.prepare<[]>('pragma data_version').pluck(),
      version: -1,
      versionReadAt: Number.NEGATIVE_INFINITY,
    };
    readKeepers.set(connection, keeper);
  }
  return keeper;
}

interface WriteMarks {
  changes: number;
  version: number;
}

/** The connection's write marks now: rows it changed, and the version other connections' commits move. */
function writeMarks(keeper: SqliteReadKeeper, now: number): WriteMarks | null {
  try {
    if (now - keeper.versionReadAt >= DATA_VERSION_CHECK_MS || now < keeper.versionReadAt) {
      keeper.version = Number(keeper.dataVersion.get());
      keeper.versionReadAt = now;
    }
    return { changes: Number(keeper.totalChanges.get()), version: keeper.version };
  } catch {
    // The connection is busy (a statement being iterated): read through Kysely, which waits for it.
    return null;
  }
}

/** Where a session read may be kept: its keeper, its key and the write marks taken before reading. */
interface KeptReadPlace {
  keeper: SqliteReadKeeper;
  key: string;
  marks: WriteMarks;
}

/** SQLite: the kept read of a session, when it is still good (`kept`), else where to keep the new one. */
function keptSessionRead(
  db: Db,
  tokenHash: string,
  withFacts: boolean,
  now: number,
): { kept?: KeptSessionRead; place?: KeptReadPlace } {
  if (!db.sqlite) return {};
  const keeper = readKeeperOf(db.sqlite);
  // Taken before the read: a write while it waits for the connection makes the kept row stale at once.
  const marks = writeMarks(keeper, now);
  if (!marks) return {};
  const key = withFacts ? `facts:${tokenHash}` : tokenHash;
  const kept = keeper.reads.get(key);
  if (kept && kept.changes === marks.changes && kept.version === marks.version && now < kept.until) {
    return { kept };
  }
  return { place: { keeper, key, marks } };
}

function keepSessionRead({ keeper, key, marks }: KeptReadPlace, row: JoinedRow): KeptSessionRead {
  const nextExpiry = (row as JoinedRowWithFacts).f_next_expiry;
  const until = typeof nextExpiry === 'string' ? Date.parse(nextExpiry) : Number.POSITIVE_INFINITY;
  keeper.reads.delete(key);
  if (keeper.reads.size >= KEPT_SESSION_READS) keeper.reads.delete(keeper.reads.keys().next().value as string);
  const kept = { session: sessionOfRow(row), ...marks, until };
  keeper.reads.set(key, kept);
  return kept;
}

/** The session row joined with its user, its parent and (withFacts) its facts, from the database. */
async function readSession(db: Db, tokenHash: string, withFacts: boolean, now: number) {
  const joined: JoinedRow | JoinedRowWithFacts | undefined = withFacts
    ? (await sessionWithFactsOn[db.dialect](db.kysely, tokenHash, nowIso(now)))[0]
    : (await sessionWithUser(db.kysely, tokenHash))[0];
  return joined;
}

/** Loads the cookie's session into request.rs; a promise only when the database must be asked. */
function loadLoggedInSession(db: Db, request: FastifyRequest, withFacts: boolean): Promise<void> | undefined {
  const secret = verifiedCookie(request, SESSION_COOKIE);
  if (!secret) return undefined;
  const now = Date.now();
  const tokenHash = tokenHashOf(secret);
  const { kept, place } = keptSessionRead(db, tokenHash, withFacts, now);
  if (kept) return applySession(db, request, kept.session, now, kept);
  return readSession(db, tokenHash, withFacts, now).then((joined) => {
    if (!joined) return undefined;
    if (!place) return applySession(db, request, sessionOfRow(joined), now, null);
    const keptNow = keepSessionRead(place, joined);
    return applySession(db, request, keptNow.session, now, keptNow);
  });
}

/**
 * What a joined row puts into request.rs, built once per row: a kept read's serves every request
 * answered from it. Frozen, as those requests share it (no handler changes these rows in place).
 */
interface SessionOfRow {
  session: SessionRow;
  user: UserRow | null;
  parent: UserRow | null;
  facts: SessionFacts | null;
  expiresAt: number;
  lastSeenAt: number;
}

function sessionOfRow(joined: JoinedRow): SessionOfRow {
  const session = Object.freeze(pick(joined, SESSION_COLUMN_NAMES)) as unknown as SessionRow;
  const user = session.user_id === null ? null : userFrom(joined, 'u');
  const parent = user ? userFrom(joined, 'p') : null;
  const facts =
    user && 'f_searches' in joined ? Object.freeze(factsFrom(joined as JoinedRowWithFacts, user, parent)) : null;
  return {
    session,
    user: user && Object.freeze(user),
    parent: parent && Object.freeze(parent),
    facts,
    expiresAt: Date.parse(session.expires_at),
    lastSeenAt: Date.parse(session.last_seen_at),
  };
}

/**
 * Puts a session into request.rs (with the kept read it came from, if any), and slides its expiry
 * when it is due (the only wait).
 */
function applySession(
  db: Db,
  request: FastifyRequest,
  of: SessionOfRow,
  now: number,
  keptRead: KeptSessionRead | null,
): Promise<void> | undefined {
  const row = of.session;
  if (row.killed_at !== null) {
    request.rs.killedSession = row;
    return undefined;
  }
  if (of.expiresAt <= now) return undefined;
  request.rs.keptRead = keptRead;
  request.rs.session = row;
  request.rs.user = of.user;
  request.rs.parent = of.parent;
  request.rs.facts = of.facts;
  // Not on every request: a poll every few seconds would otherwise write the row each time.
  if (now - of.lastSeenAt <= SESSION_TOUCH_INTERVAL_MS) return undefined;
  const ttl = row.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  return db.kysely
    .updateTable('sessions')
    .set({ last_seen_at: nowIso(now), expires_at: nowIso(now + ttl) })
    .where('id', '=', row.id)
    .execute()
    .then(() => undefined);
}

function setCookie(request: FastifyRequest, reply: FastifyReply, token: string, remember: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    signed: true,
    ...(remember ? { maxAge: REMEMBER_TTL_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

interface NewSession {
  userId: number;
  remember: boolean;
  /** Kept across login, so a page that already holds the token keeps working. */
  csrfToken?: string;
}

/** Creates a logged-in session, sets its cookie and makes it the request's session. */
async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, remember, csrfToken }: NewSession,
): Promise<SessionRow> {
  const token = newToken();
  const now = Date.now();
  const row: SessionRow = {
    id: randomUUID(),
    token_hash: sha256(token),
    user_id: userId,
    csrf_token: csrfToken ?? newToken(),
    remember: remember ? 1 : 0,
    created_at: nowIso(now),
    last_seen_at: nowIso(now),
    expires_at: nowIso(now + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS)),
    killed_at: null,
    user_agent: request.headers['user-agent']?.slice(0, 512) ?? null,
    last_path: null,
  };
  await db.kysely.insertInto('sessions').values(row).execute();
  setCookie(request, reply, token, remember);
  request.rs.session = row;
  request.rs.killedSession = null;
  return row;
}

/** The anonymous visitor a signed rs_visitor cookie names (`<id>.<csrf token>`); null without a valid one. */
function anonymousVisitorOf(request: FastifyRequest): Visitor | null {
  const value = verifiedCookie(request, VISITOR_COOKIE);
  if (!value) return null;
  const [id, csrfToken, ...rest] = value.split('.');
  if (!id || !csrfToken || rest.length > 0) return null;
  return { id, csrfToken };
}

/**
 * Makes the request an anonymous visitor with a new id (and the given CSRF token, or a new one):
 * sets the signed rs_visitor cookie. Writes nothing to the database.
 */
export function startAnonymousVisit(request: FastifyRequest, reply: FastifyReply, csrfToken = newToken()): Visitor {
  const visitor: Visitor = { id: newToken(), csrfToken };
  // A browser-session cookie, as a logged-out session's was: closing the browser starts afresh.
  reply.setCookie(VISITOR_COOKIE, `${visitor.id}.${visitor.csrfToken}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    signed: true,
  });
  request.rs.anonymous = visitor;
  return visitor;
}

/** The request's visitor: its live session, its anonymous cookie, or a new anonymous visitor (no row written). */
export function ensureVisitor(request: FastifyRequest, reply: FastifyReply): Visitor {
  const session = request.rs.session;
  if (session) return { id: session.id, csrfToken: session.csrf_token };
  return request.rs.anonymous ?? startAnonymousVisit(request, reply);
}

/** The CSRF token a request must send: its session's (a killed one's only where allowed), else its visitor cookie's. */
export function expectedCsrfToken(request: FastifyRequest, killedMayCall: boolean): string | null {
  const killed = killedMayCall ? request.rs.killedSession : null;
  return request.rs.session?.csrf_token ?? killed?.csrf_token ?? request.rs.anonymous?.csrfToken ?? null;
}

/** Ends a session: it stays in the table, marked killed. */
export async function killSession(db: Db, sessionId: string): Promise<void> {
  await db.kysely
    .updateTable('sessions')
    .set({ killed_at: nowIso() })
    .where('id', '=', sessionId)
    .where('killed_at', 'is', null)
    .execute();
}

/**
 * Ends every live session of a user, but the one given (the killed ones learn it from their poll).
 * `q`: the database, or a transaction on it.
 */
export async function endSessionsOf(q: Kysely<Database>, userId: number, exceptSessionId?: string): Promise<void> {
  let query = q
    .updateTable('sessions')
    .set({ killed_at: nowIso() })
    .where('user_id', '=', userId)
    .where('killed_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/** Logs a user in: a fresh session (new id and cookie secret, so a planted cookie is useless). */
export async function logIn(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  remember: boolean,
): Promise<SessionRow> {
  const previous = request.rs.session;
  if (previous) await killSession(db, previous.id);
  const csrfToken = previous?.csrf_token ?? request.rs.anonymous?.csrfToken;
  const session = await startSession(db, request, reply, {
    userId: user.id,
    remember,
    ...(csrfToken ? { csrfToken } : {}),
  });
  request.rs.user = user;
  return session;
}

/** The query counting a user's logged-in sessions that are neither killed nor expired (as `n`). */
export function activeSessionCountQuery(q: Kysely<Database>, userId: number | Expression<number>, now = nowIso()) {
  return q
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('killed_at', 'is', null)
    .where('expires_at', '>', now);
}

/** Logged-in sessions of a user that are neither killed nor expired. */
export async function countActiveSessions(db: Db, userId: number): Promise<number> {
  const row = await activeSessionCountQuery(db.kysely, userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface SweepResult {
  sessions: number;
  searches: number;
  events: number;
}

/**
 * Sweeps what no one will read again: sessions killed or expired more than
 * ENDED_SESSION_RETENTION_MS ago (and anonymous session rows written before migration 0021, once
 * expired), and anonymous visitors' searches and events older than ANONYMOUS_LOG_RETENTION_MS.
 */
export async function sweepSessions(db: Db, now = Date.now()): Promise<SweepResult> {
  const endedBefore = nowIso(now - ENDED_SESSION_RETENTION_MS);
  const sessions = await db.kysely
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', 'is', null), eb('expires_at', '<=', nowIso(now))]),
        eb('expires_at', '<=', endedBefore),
        eb('killed_at', '<=', endedBefore),
      ]),
    )
    .executeTakeFirst();
  const anonymousBefore = nowIso(now - ANONYMOUS_LOG_RETENTION_MS);
  const searches = await db.kysely
    .deleteFrom('search_log')
    .where('user_id', 'is', null)
    .where('created_at', '<=', anonymousBefore)
    .executeTakeFirst();
  const events = await db.kysely
    .deleteFrom('event_log')
    .where('user_id', 'is', null)
    .where('created_at', '<=', anonymousBefore)
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    searches: Number(searches.numDeletedRows),
    events: Number(events.numDeletedRows),
  };
}
