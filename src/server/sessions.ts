/**
 * Server-side sessions in the database. The rs_session cookie carries a random secret (signed with
 * SESSION_SECRET); the database keeps only its SHA-256. Every session, anonymous or not, has its own
 * CSRF token. Killed sessions stay in the table so that their poll can answer isSessionKilled.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from './db';
import type { SessionRow, UserRow } from './db/schema';

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

/** Reads the cookie, loads its session and user into request.rs. Never creates a session. */
export async function loadSession(db: Db, request: FastifyRequest): Promise<void> {
  request.rs = { session: null, user: null, killedSession: null };
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return;
  const row = await db.kysely
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', sha256(unsigned.value))
    .executeTakeFirst();
  if (!row) return;
  if (row.killed_at !== null) {
    request.rs.killedSession = row;
    return;
  }
  const now = Date.now();
  if (Date.parse(row.expires_at) <= now) return;
  request.rs.session = row;
  if (row.user_id !== null) {
    request.rs.user =
      (await db.kysely.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst()) ?? null;
  }
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

/** Logged-in sessions of a user that are neither killed nor expired. */
export async function countActiveSessions(db: Db, userId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('killed_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
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
