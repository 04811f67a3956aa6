/**
 * The operations this slice implements, keyed by operationId (the names fastify-openapi-glue
 * resolves). Request bodies arrive already validated against the OpenAPI.
 */
import { createHash, randomUUID } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';

import { verifyCaptcha } from './captcha';
import type { ServerConfig } from './config';
import type { Db } from './db';
import type { UserRow } from './db/schema';
import { FieldValidationError, HttpError, SERVER_TEXT } from './errors';
import { hashPassword, verifyPassword } from './password';
import { countActiveSessions, ensureSession, killSession, logIn, newToken, startSession } from './sessions';
import type { components } from '../api/schema.gen';
import {
  DUPLICATE_EMAIL_SERVER_ERROR,
  EMPTY_GUID,
  PASSWORD_MIN_LENGTH,
  PLANS_FROM_MONTHLY_PRICE_USD,
  TEXT,
} from '../lib/constants';

type Schemas = components['schemas'];
type UserState = Schemas['UserState'];
type ActiveState = Schemas['ActiveState'];

export const CSRF_RESPONSE_HEADER = 'X-CSRF-Token';

/** Lifetime of a password-reset link. */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
// TODO(constants): move to constants.ts (INFERRED_TEXT) — our wording of the reset e-mail and footer link.
const RESET_EMAIL_SUBJECT = 'Reset your Rivalscope password';
const RESET_EMAIL_BODY =
  'Someone asked to reset the password of your Rivalscope account.\n\n' +
  'To choose a new password, open this link within one hour:\n{link}\n\n' +
  'If it was not you, ignore this e-mail; your password stays as it is.\n';
const FOOTER_CTA_TEXT = `Membership starts at $${PLANS_FROM_MONTHLY_PRICE_USD}/month`;
const FOOTER_CTA_LINK = '/mainpurchase?page=default&click=sw2';
/** The client page that reads the token and calls POST /auth/resetpassword (x-inferred route). */
const RESET_PASSWORD_PATH = '/auth/reset-password';

export interface HandlerContext {
  db: Db;
  config: ServerConfig;
}

const nowIso = () => new Date().toISOString();
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function parseRoles(user: UserRow): UserState['roles'] {
  try {
    const roles: unknown = JSON.parse(user.roles);
    return Array.isArray(roles)
      ? roles.filter((r): r is UserState['roles'][number] => ['admin', 'recon_full', 'infinitelogin'].includes(r))
      : [];
  } catch {
    return [];
  }
}

const ANONYMOUS_USER: UserState = {
  isLoggedIn: false,
  userId: EMPTY_GUID,
  id: 0,
  email: null,
  childUserEmail: null,
  childUserId: null,
  isChildAccount: false,
  name: null,
  username: null,
  roles: [],
  shouldShowOnboarding: false,
  isFullUser: false,
  isFullReconUser: false,
  isErrorPage: false,
  isTooManyActiveSessions: false,
  createdAt: null,
  sessionId: null,
  product: { maxExportRows: 0, hasUnlimitedExportRows: false, planName: null },
};

async function hasTooManySessions(ctx: HandlerContext, user: UserRow): Promise<boolean> {
  if (parseRoles(user).includes('infinitelogin')) return false;
  return (await countActiveSessions(ctx.db, user.id)) > ctx.config.maxActiveSessions;
}

async function userState(ctx: HandlerContext, user: UserRow | null, sessionId: string | null): Promise<UserState> {
  if (!user) return ANONYMOUS_USER;
  const roles = parseRoles(user);
  const planName = user.plan === 'Basic' || user.plan === 'Professional' ? user.plan : null;
  return {
    isLoggedIn: true,
    userId: user.guid,
    id: user.id,
    email: user.email,
    childUserEmail: null,
    childUserId: null,
    isChildAccount: false,
    name: user.display_name,
    username: user.email,
    roles,
    shouldShowOnboarding: user.should_show_onboarding === 1,
    isFullUser: user.is_full_user === 1,
    isFullReconUser: roles.includes('recon_full'),
    isErrorPage: false,
    isTooManyActiveSessions: await hasTooManySessions(ctx, user),
    createdAt: user.created_at,
    sessionId,
    product: {
      maxExportRows: user.max_export_rows,
      hasUnlimitedExportRows: user.has_unlimited_export_rows === 1,
      planName,
    },
  };
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

async function logEvent(ctx: HandlerContext, request: FastifyRequest, name: string, detail?: object): Promise<void> {
  await ctx.db.kysely
    .insertInto('event_log')
    .values({
      user_id: request.rs.user?.id ?? null,
      session_id: request.rs.session?.id ?? null,
      name,
      detail: detail ? JSON.stringify(detail) : null,
      created_at: nowIso(),
    })
    .execute();
}

async function checkCaptcha(ctx: HandlerContext, request: FastifyRequest, token: string | null): Promise<void> {
  if (!ctx.config.captchaSecret) return; // not configured: a null token is accepted (doc 1 §4)
  const ok = token !== null && (await verifyCaptcha(ctx.config, token, request.ip));
  if (!ok) throw new FieldValidationError([{ field: 'body.token', message: SERVER_TEXT.captchaFailed }]);
}

/** A relative return path we are willing to echo back (never protocol-relative). */
function safeReturnUrl(value: string | undefined): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

const loginFailure = () =>
  new HttpError(401, TEXT.loginFailed, 'INVALID_CREDENTIALS', { isSuccessful: false, errors: [TEXT.loginFailed] });

const duplicateEmail = () =>
  new HttpError(409, TEXT.duplicateEmail, 'DuplicateEmail', {
    isSuccessful: false,
    errors: [DUPLICATE_EMAIL_SERVER_ERROR],
  });

/** The origin e-mailed links point at: PUBLIC_URL, else the request's own. */
function publicOrigin(ctx: HandlerContext, request: FastifyRequest): string {
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

type Body<T> = FastifyRequest<{ Body: T }>;
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function createHandlers(ctx: HandlerContext): Record<string, Handler> {
  const { db } = ctx;

  const handlers = {
    async login(request: Body<Schemas['LoginForm']>, reply: FastifyReply) {
      const { username, password, remember, rememberMe, token, returnUrl } = request.body;
      await checkCaptcha(ctx, request, token ?? null);
      const user = await findUserByEmail(db, username.trim());
      const ok = await verifyPassword(password, user?.password_hash ?? null);
      if (!user || !ok) {
        await logEvent(ctx, request, 'login_failed');
        throw loginFailure();
      }
      const session = await logIn(db, request, reply, user, Boolean(remember || rememberMe));
      await logEvent(ctx, request, 'login');
      reply.header(CSRF_RESPONSE_HEADER, session.csrf_token);
      const result: Schemas['LoginResult'] = {
        isSuccessful: true,
        returnUrl: safeReturnUrl(returnUrl),
        user: await userState(ctx, user, session.id),
      };
      return result;
    },

    async logout(request: FastifyRequest, reply: FastifyReply) {
      const session = request.rs.session;
      if (session?.user_id != null) {
        await logEvent(ctx, request, 'logout');
        await killSession(db, session.id);
        request.rs.session = null;
        request.rs.user = null;
        // A fresh anonymous session with the same CSRF token, so the page (and its meta tag) can
        // log in again without a reload.
        const fresh = await startSession(db, request, reply, {
          userId: null,
          remember: false,
          csrfToken: session.csrf_token,
        });
        reply.header(CSRF_RESPONSE_HEADER, fresh.csrf_token);
      }
      const result: Schemas['AuthActionResult'] = { isSuccessful: true };
      return result;
    },

    async registerFreeAccount(request: Body<Schemas['FreeAccountRegistration']>, reply: FastifyReply) {
      const { email, password, token } = request.body;
      await checkCaptcha(ctx, request, token);
      if (password.trim().length < PASSWORD_MIN_LENGTH) {
        throw new FieldValidationError([{ field: 'body.password', message: TEXT.passwordTooShort }]);
      }
      const user = await createAccount(db, { email: email.trim(), password, shouldShowOnboarding: true });
      if (!user) throw duplicateEmail();
      const session = await logIn(db, request, reply, user, false);
      await logEvent(ctx, request, 'register_free_account');
      reply.header(CSRF_RESPONSE_HEADER, session.csrf_token);
      const result: Schemas['RegistrationResult'] = {
        isSuccessful: true,
        errors: [],
        user: await userState(ctx, user, session.id),
      };
      return result;
    },

    async getActiveState(request: FastifyRequest, reply: FastifyReply) {
      const session = await ensureSession(db, request, reply);
      reply.header(CSRF_RESPONSE_HEADER, session.csrf_token);
      const user = request.rs.user;
      const signUp = user ? Date.parse(user.created_at) : null;
      const state: ActiveState = {
        user: await userState(ctx, user, user ? session.id : null),
        tracking: {
          billingMonths: 0,
          billingCycle: 'None',
          daysSinceSignUp: signUp === null ? 0 : Math.max(0, Math.floor((Date.now() - signUp) / 86_400_000)),
          signUpDate: user?.created_at ?? null,
          latestActiveDate: user ? session.last_seen_at : null,
          enableScraperFreewall: false,
          isPrerendering: false,
          homepageSuggestionType: 'default',
          searchCount: 0,
          isPaywallDisabled: false,
          showPaywall: false,
          showScheduleDemo: false,
          footerCtaText: FOOTER_CTA_TEXT,
          footerCtaLink: FOOTER_CTA_LINK,
          enableScraperTokenTracking: false,
        },
        environment: {
          countryCode: 'US',
          percentOfBotsAllowed: 100,
          loggedOutBotDetection: false,
          loggedInBotDetection: false,
          enableBotDetectionHasLiedOs: false,
          enableBotDetectionHasLiedBrowser: false,
          isCaptchaEnabled: ctx.config.captchaSecret !== null,
          captchaSiteKey: ctx.config.captchaSiteKey,
          purchaseHost: null,
        },
      };
      return state;
    },

    async pollSession(request: FastifyRequest) {
      return pollAnswer(request);
    },

    async sendSessionHeartbeat(request: Body<Schemas['SessionPollRequest'] | undefined>) {
      const session = request.rs.session;
      const path = request.body?.path;
      if (session && path !== undefined) {
        await db.kysely.updateTable('sessions').set({ last_path: path }).where('id', '=', session.id).execute();
      }
      return pollAnswer(request);
    },

    async forgotPassword(request: Body<Schemas['ForgotPasswordRequest']>) {
      const user = await findUserByEmail(db, request.body.email.trim());
      if (user) {
        const token = newToken();
        const now = Date.now();
        await db.kysely
          .insertInto('password_resets')
          .values({
            token_hash: sha256(token),
            user_id: user.id,
            created_at: new Date(now).toISOString(),
            expires_at: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
            used_at: null,
          })
          .execute();
        const link = `${publicOrigin(ctx, request)}${RESET_PASSWORD_PATH}?token=${token}`;
        await db.kysely
          .insertInto('email_outbox')
          .values({
            to_address: user.email,
            subject: RESET_EMAIL_SUBJECT,
            body: RESET_EMAIL_BODY.replace('{link}', link),
            created_at: new Date(now).toISOString(),
            sent_at: null,
          })
          .execute();
      }
      await logEvent(ctx, request, 'forgot_password');
      // The same answer whether or not the address has an account (no account enumeration).
      const result: Schemas['AccountActionResult'] = { isSuccessful: true, errors: [] };
      return result;
    },
  };

  async function pollAnswer(request: FastifyRequest): Promise<Schemas['SessionPollResponse']> {
    if (request.rs.killedSession) return { hasTooManyLogins: false, isSessionKilled: true };
    const user = request.rs.user;
    return { hasTooManyLogins: user ? await hasTooManySessions(ctx, user) : false, isSessionKilled: false };
  }

  return handlers as unknown as Record<string, Handler>;
}

/** The operationIds of this slice, in the order above. */
export const IMPLEMENTED_OPERATIONS = [
  'login',
  'logout',
  'registerFreeAccount',
  'getActiveState',
  'pollSession',
  'sendSessionHeartbeat',
  'forgotPassword',
] as const;
