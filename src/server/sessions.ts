/**
 * Server-side sessions in the database. The rs_session cookie carries a random secret (signed with
 * SESSION_SECRET); the database keeps only its SHA-256. Every session, anonymous or not, has its own
 * CSRF token. Killed sessions stay in the table so that their poll can answer isSessionKilled.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompiledQuery, sql, type Kysely } from 'kysely';

import type { Db } from './db';
import type { Database, SessionRow, UserRow } from './db/schema';

export const SESSION_COOKIE = 'rs_session';
export const CSRF_HEADER = 'x-csrf-token';

const HOUR_MS = 3_600_000;
/** Lifetime of a session that did not ask to be remembered (sliding with activity). */
const SESSION_TTL_MS = 12 * HOUR_MS;
/** Lifetime of a "remember me" session, and the cookie's Max-Age. */
const REMEMBER_TTL_MS = 30 * 24 * HOUR_MS;
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;

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
}

declare module 'fastify' {
  interface FastifyRequest {
    rs: RequestState;
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
const nowIso = (now = Date.now()) => new Date(now).toISOString();

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
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

/** loadSession's join: the session's columns as they are, its user's as u_…, the parent's as p_…. */
type UserAlias = 'u' | 'p';
type JoinedRow = SessionRow & Record<`${UserAlias}_${keyof UserRow}`, unknown>;

/** The user columns of a joined row under the alias' prefix (null when the join found no user). */
function userFrom(row: JoinedRow, alias: UserAlias): UserRow | null {
  if (row[`${alias}_id`] === null) return null;
  return Object.fromEntries(USER_COLUMNS.map((column) => [column, row[`${alias}_${column}`]])) as unknown as UserRow;
}

/** The user's and the parent's columns, aliased u_… and p_… (built once: they never change). */
const JOINED_USER_COLUMNS = (['u', 'p'] as const).flatMap((alias: UserAlias) =>
  USER_COLUMNS.map((column) => sql.ref(`${alias}.${column}`).as(`${alias}_${column}`)),
);

/** The query of findSessionWithUser (its SQL depends only on the dialect). */
function sessionWithUserQuery(db: Db, tokenHash: string) {
  return db.kysely
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as p', 'p.id', 'u.parent_user_id')
    .selectAll('s')
    .select(JOINED_USER_COLUMNS)
    .where('s.token_hash', '=', tokenHash);
}

/**
 * Its SQL text per database, compiled once: building and compiling the 37-column query took about
 * three times as long as running it (SQLite), on every request.
 */
const sessionWithUserSql = new WeakMap<Db, string>();

/** A session by its cookie secret's hash, with its user and that user's parent: one query. */
async function findSessionWithUser(db: Db, tokenHash: string): Promise<JoinedRow | undefined> {
  let text = sessionWithUserSql.get(db);
  if (text === undefined) {
    const compiled = sessionWithUserQuery(db, tokenHash).compile();
    // Reused with the token hash as its only parameter.
    if (compiled.parameters.length !== 1) throw new Error('findSessionWithUser expects one parameter');
    text = compiled.sql;
    sessionWithUserSql.set(db, text);
  }
  const { rows } = await db.kysely.executeQuery<JoinedRow>(CompiledQuery.raw(text, [tokenHash]));
  return rows[0];
}

/**
 * Reads the cookie, loads its session, user and the user's parent into request.rs (one query).
 * Never creates a session.
 */
export async function loadSession(db: Db, request: FastifyRequest): Promise<void> {
  request.rs = { session: null, user: null, parent: null, killedSession: null };
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return;
  const joined = await findSessionWithUser(db, sha256(unsigned.value));
  if (!joined) return;
  const row = Object.fromEntries(SESSION_COLUMNS.map((column) => [column, joined[column]])) as unknown as SessionRow;
  if (row.killed_at !== null) {
    request.rs.killedSession = row;
    return;
  }
  const now = Date.now();
  if (Date.parse(row.expires_at) <= now) return;
  request.rs.session = row;
  request.rs.user = row.user_id === null ? null : userFrom(joined, 'u');
  request.rs.parent = request.rs.user ? userFrom(joined, 'p') : null;
  // Not on every request: a poll every few seconds would otherwise write the row each time.
  if (now - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
    const ttl = row.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
    await db.kysely
      .updateTable('sessions')
      .set({ last_seen_at: nowIso(now), expires_at: nowIso(now + ttl) })
      .where('id', '=', row.id)
      .execute();
  }
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
  userId: number | null;
  remember: boolean;
  /** Kept across login, so a page that already holds the token keeps working. */
  csrfToken?: string;
}

/** Creates a session, sets its cookie and makes it the request's session. */
export async function startSession(
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

/** The request's session, creating an anonymous one (with a CSRF token) when there is none. */
export async function ensureSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
  return request.rs.session ?? startSession(db, request, reply, { userId: null, remember: false });
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
  const session = await startSession(db, request, reply, {
    userId: user.id,
    remember,
    ...(previous ? { csrfToken: previous.csrf_token } : {}),
  });
  request.rs.user = user;
  return session;
}

/** The query counting a user's logged-in sessions that are neither killed nor expired (as `n`). */
export function activeSessionCountQuery(db: Db, userId: number) {
  return db.kysely
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('killed_at', 'is', null)
    .where('expires_at', '>', nowIso());
}

/** Logged-in sessions of a user that are neither killed nor expired. */
export async function countActiveSessions(db: Db, userId: number): Promise<number> {
  const row = await activeSessionCountQuery(db, userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes anonymous sessions past their expiry (logged-in ones stay, killed or not, for the
 * session list and the poll). Returns how many were removed.
 */
export async function purgeExpiredAnonymousSessions(db: Db, now = Date.now()): Promise<number> {
  const result = await db.kysely
    .deleteFrom('sessions')
    .where('user_id', 'is', null)
    .where('expires_at', '<=', nowIso(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
