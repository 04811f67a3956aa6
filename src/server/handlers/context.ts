/**
 * What every area's handlers share: the context they are built with, the user-state projection
 * and small helpers for users, events, captcha and links.
 */
import { createHash, randomUUID } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';

import type { components } from '../../api/schema.gen';
import { anonymousUser } from '../../lib/anonymousUser';
import { DUPLICATE_EMAIL_SERVER_ERROR } from '../../lib/spec/auth';
import { ROLE_INFINITE_LOGIN, ROLE_RECON_FULL, ROLES, type Role } from '../../lib/spec/identity';
import { TEXT } from '../../lib/spec/text';
import { verifyCaptcha } from '../captcha';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import type { UserRow } from '../db/schema';
import { FieldValidationError, HttpError, SERVER_TEXT } from '../errors';
import type { JobQueue } from '../jobs';
import { hashPassword } from '../password';
import { countActiveSessions } from '../sessions';
import { nowIso } from '../time';

type UserState = Schemas['UserState'];

export const CSRF_RESPONSE_HEADER = 'X-CSRF-Token';

export interface HandlerContext {
  db: Db;
  config: ServerConfig;
  /** The background job queue, when the process runs one (the server does; most tests do not). */
  jobs?: JobQueue;
}

export { nowIso };
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// The roles of src/lib/spec/identity.ts are exactly the contract's: a role added to one and not the
// other fails the type check here.
const sameRoles: [Role, UserState['roles'][number]] extends [UserState['roles'][number], Role] ? true : false = true;
void sameRoles;

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

export function parseRoles(user: UserRow): Role[] {
  try {
    const roles: unknown = JSON.parse(user.roles);
    return Array.isArray(roles) ? roles.filter(isRole) : [];
  } catch {
    return [];
  }
}

/** The session limit does not apply to the infinitelogin role. */
export const hasUnlimitedSessions = (user: UserRow) => parseRoles(user).includes(ROLE_INFINITE_LOGIN);

/** More live sessions than the limit allows (never for the infinitelogin role). */
export function exceedsSessionLimit(ctx: HandlerContext, user: UserRow, activeSessionCount: number): boolean {
  return !hasUnlimitedSessions(user) && activeSessionCount > ctx.config.maxActiveSessions;
}

export async function hasTooManySessions(ctx: HandlerContext, user: UserRow): Promise<boolean> {
  if (hasUnlimitedSessions(user)) return false;
  return exceedsSessionLimit(ctx, user, await countActiveSessions(ctx.db, user.id));
}

/**
 * The account whose plan a user works under: the paying parent of a team (child) account, else the
 * user. Checks of plan, full-user status or export rows read this row, never the child's own.
 */
export async function planHolderOf(db: Db, user: UserRow): Promise<UserRow> {
  if (user.parent_user_id === null) return user;
  const parent = await db.kysely
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.parent_user_id)
    .executeTakeFirst();
  return parent ?? user;
}

/**
 * planHolderOf for the request's logged-in user, without a query when loadSession has already
 * read the parent with the session (it does unless rs.user was replaced during the request).
 */
export function planHolderOfRequest(db: Db, request: FastifyRequest, user: UserRow): Promise<UserRow> {
  const { parent } = request.rs;
  if (request.rs.user === user && user.parent_user_id !== null && parent?.id === user.parent_user_id) {
    return Promise.resolve(parent);
  }
  return planHolderOf(db, user);
}

/** A full (paying) account, its own or its team owner's: it sees every row of a research list. */
export async function isFullUserRequest(db: Db, request: FastifyRequest): Promise<boolean> {
  const user = request.rs.user;
  return user !== null && (await planHolderOfRequest(db, request, user)).is_full_user === 1;
}

/**
 * The user state of a logged-in user. A team (child) account shows its own e-mail and id (also as
 * childUserEmail / childUserId, doc 1 §6) and inherits its parent's plan for data access: isFullUser
 * and product come from the paying parent.
 */
export async function userState(
  ctx: HandlerContext,
  user: UserRow | null,
  sessionId: string | null,
): Promise<UserState> {
  if (!user) return anonymousUser();
  return loggedInUserState(user, {
    planHolder: await planHolderOf(ctx.db, user),
    sessionId,
    isTooManyActiveSessions: await hasTooManySessions(ctx, user),
  });
}

export interface UserStateFacts {
  /** planHolderOf(user): the user, or the paying parent of a team account. */
  planHolder: UserRow;
  sessionId: string | null;
  isTooManyActiveSessions: boolean;
}

/** userState from facts already read (the active state reads them in fewer queries). */
export function loggedInUserState(
  user: UserRow,
  { planHolder, sessionId, isTooManyActiveSessions }: UserStateFacts,
): UserState {
  const roles = parseRoles(user);
  const isChildAccount = planHolder.id !== user.id;
  const planName = planHolder.plan === 'Basic' || planHolder.plan === 'Professional' ? planHolder.plan : null;
  return {
    isLoggedIn: true,
    userId: user.guid,
    id: user.id,
    email: user.email,
    childUserEmail: isChildAccount ? user.email : null,
    childUserId: isChildAccount ? user.guid : null,
    isChildAccount,
    name: user.display_name,
    username: user.email,
    roles,
    shouldShowOnboarding: user.should_show_onboarding === 1,
    isFullUser: planHolder.is_full_user === 1,
    isFullReconUser: roles.includes(ROLE_RECON_FULL),
    isErrorPage: false,
    isTooManyActiveSessions,
    createdAt: user.created_at,
    sessionId,
    product: {
      maxExportRows: planHolder.max_export_rows,
      hasUnlimitedExportRows: planHolder.has_unlimited_export_rows === 1,
      planName,
    },
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function logEvent(
  ctx: HandlerContext,
  request: FastifyRequest,
  name: string,
  detail?: object,
): Promise<void> {
  await ctx.db.kysely
    .insertInto('event_log')
    .values({
      user_id: request.rs.user?.id ?? null,
      session_id: request.rs.session?.id ?? request.rs.anonymous?.id ?? null,
      name,
      detail: detail ? JSON.stringify(detail) : null,
      created_at: nowIso(),
    })
    .execute();
}

export async function checkCaptcha(ctx: HandlerContext, request: FastifyRequest, token: string | null): Promise<void> {
  if (!ctx.config.captchaSecret) return; // not configured: a null token is accepted (doc 1 §4)
  const ok = token !== null && (await verifyCaptcha(ctx.config, token, request.ip));
  if (!ok) throw new FieldValidationError([{ field: 'body.token', message: SERVER_TEXT.captchaFailed }]);
}

export const loginFailure = () =>
  new HttpError(401, TEXT.loginFailed, 'INVALID_CREDENTIALS', { isSuccessful: false, errors: [TEXT.loginFailed] });

export const duplicateEmail = () =>
  new HttpError(409, TEXT.duplicateEmail, 'DuplicateEmail', {
    isSuccessful: false,
    errors: [DUPLICATE_EMAIL_SERVER_ERROR],
  });

/** The origin e-mailed links point at: PUBLIC_URL, else the request's own. */
export function publicOrigin(ctx: HandlerContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export interface NewAccount {
  email: string;
  password: string;
  displayName?: string | null;
  roles?: string[];
  plan?: 'Basic' | 'Professional' | null;
  isFullUser?: boolean;
  maxExportRows?: number;
  hasUnlimitedExportRows?: boolean;
  shouldShowOnboarding?: boolean;
  /** Makes the account a team (child) account of this parent. */
  parentUserId?: number | null;
}

/** Inserts an account; undefined when the e-mail is taken (checked, and enforced by the unique index). */
export async function createAccount(db: Db, account: NewAccount): Promise<UserRow | undefined> {
  if (await findUserByEmail(db, account.email)) return undefined;
  const passwordHash = await hashPassword(account.password);
  try {
    await db.kysely
      .insertInto('users')
      .values({
        guid: randomUUID(),
        email: account.email,
        password_hash: passwordHash,
        display_name: account.displayName ?? null,
        roles: JSON.stringify(account.roles ?? []),
        plan: account.plan ?? null,
        is_full_user: account.isFullUser ? 1 : 0,
        max_export_rows: account.maxExportRows ?? 0,
        has_unlimited_export_rows: account.hasUnlimitedExportRows ? 1 : 0,
        should_show_onboarding: account.shouldShowOnboarding ? 1 : 0,
        parent_user_id: account.parentUserId ?? null,
        created_at: nowIso(),
      })
      .execute();
  } catch (error) {
    // Lost a race with a concurrent registration of the same address.
    if (await findUserByEmail(db, account.email)) return undefined;
    throw error;
  }
  return findUserByEmail(db, account.email);
}

export type Schemas = components['schemas'];

/**
 * The logged-in user of a request. Operations that need one declare the sessionCookie security
 * scheme, so this only throws when a handler is reached some other way.
 */
export function requireUser(request: FastifyRequest): UserRow {
  const user = request.rs.user;
  if (!user) throw new HttpError(401, SERVER_TEXT.notLoggedIn, 'NOT_LOGGED_IN');
  return user;
}
