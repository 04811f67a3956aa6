/**
 * Log in and out; registration (free account, general JSON sign-up, sign-up-or-login); the
 * forgotten-password e-mail and the password reset it links to.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  checkCaptcha,
  createAccount,
  CSRF_RESPONSE_HEADER,
  duplicateEmail,
  findUserByEmail,
  logEvent,
  loginFailure,
  nowIso,
  publicOrigin,
  sha256,
  userState,
  type Body,
  type HandlerContext,
  type Handlers,
  type Query,
  type Schemas,
} from './context';
import { PASSWORD_MIN_LENGTH, TEXT } from '../../lib/constants';
import { safeReturnUrl } from '../../lib/returnUrl';
import type { UserRow } from '../db/schema';
import { FieldValidationError } from '../errors';
import { queueEmail } from '../mail/outbox';
import { hashPassword, verifyPassword } from '../password';
import { endSessionsOf, killSession, logIn, newToken, startSession } from '../sessions';

/** Lifetime of a password-reset link. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The client page that reads the token and calls POST /auth/resetpassword (x-inferred route). */
export const RESET_PASSWORD_PATH = '/auth/reset-password';
/** Our wording (the spec shows no reset e-mail). */
export const RESET_EMAIL = {
  subject: 'Reset your Rivalscope password',
  body:
    'Someone asked to reset the password of your Rivalscope account.\n\n' +
    'To choose a new password, open this link within one hour:\n{link}\n\n' +
    'If it was not you, ignore this e-mail; your password stays as it is.\n',
};
/** Our wording for a reset token that cannot be used (the spec shows no reset page). */
export const RESET_TOKEN_TEXT = {
  invalid: 'This password reset link is not valid. Please request a new one.',
  used: 'This password reset link has already been used. Please request a new one.',
  expired: 'This password reset link has expired. Please request a new one.',
} as const;

/** 'jane@example.com' → 'j***@example.com': enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

const tooShort = (password: string) => password.trim().length < PASSWORD_MIN_LENGTH;

interface NewRegistration {
  email: string;
  password: string;
  displayName?: string | null;
}

export function createAuthHandlers(ctx: HandlerContext): Handlers {
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
      const user = await newAccount({ email, password });
      if (!user) throw duplicateEmail();
      const result = await loggedIn(request, reply, user, false);
      await logEvent(ctx, request, 'register_free_account');
      return result;
    },

    async registerJson(request: Body<Schemas['RegisterJsonPayload']>, reply: FastifyReply) {
      const { email, password, token, name, source, couponCode } = request.body;
      await checkCaptcha(ctx, request, token);
      const user = await newAccount({ email, password, displayName: name?.trim() || null });
      if (!user) throw duplicateEmail();
      const result = await loggedIn(request, reply, user, false);
      // The coupon is kept with the event; the purchase flow applies coupons.
      await logEvent(ctx, request, 'register_json', { source, ...(couponCode ? { couponCode } : {}) });
      return result;
    },

    async registerFreeAccountOrLogin(request: Body<Schemas['RegisterOrLoginPayload']>, reply: FastifyReply) {
      const { email, password, token, source, remember = false } = request.body;
      await checkCaptcha(ctx, request, token);
      let existing = await findUserByEmail(db, email.trim());
      if (!existing) {
        const user = await newAccount({ email, password });
        if (user) {
          const result: Schemas['RegisterOrLoginResult'] = {
            ...(await loggedIn(request, reply, user, remember)),
            wasExistingAccount: false,
          };
          await logEvent(ctx, request, 'register_free_account', { source });
          return result;
        }
        // Lost a race with a concurrent registration of the same address: log in to it instead.
        existing = await findUserByEmail(db, email.trim());
        if (!existing) throw duplicateEmail();
      }
      if (!(await verifyPassword(password, existing.password_hash))) {
        await logEvent(ctx, request, 'login_failed', { source });
        throw loginFailure();
      }
      const result: Schemas['RegisterOrLoginResult'] = {
        ...(await loggedIn(request, reply, existing, remember)),
        wasExistingAccount: true,
      };
      await logEvent(ctx, request, 'login', { source });
      return result;
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
        await queueEmail(db, {
          to: user.email,
          subject: RESET_EMAIL.subject,
          body: RESET_EMAIL.body.replace('{link}', link),
        });
      }
      await logEvent(ctx, request, 'forgot_password');
      // The same answer whether or not the address has an account (no account enumeration).
      const result: Schemas['AccountActionResult'] = { isSuccessful: true, errors: [] };
      return result;
    },

    async checkPasswordResetToken(request: Query<{ token: string }>) {
      const reset = await findReset(request.query.token);
      const usable = reset !== undefined && resetProblem(reset) === null;
      const user = usable
        ? await db.kysely.selectFrom('users').select('email').where('id', '=', reset.user_id).executeTakeFirst()
        : undefined;
      const result: Schemas['ResetTokenStatus'] = user
        ? { isValid: true, email: maskEmail(user.email) }
        : { isValid: false, email: null };
      return result;
    },

    async resetPassword(request: Body<Schemas['ResetPasswordRequest']>, reply: FastifyReply) {
      const { token, newPassword } = request.body;
      const reset = await findReset(token);
      const problem = reset ? resetProblem(reset) : RESET_TOKEN_TEXT.invalid;
      const fields = [
        ...(problem ? [{ field: 'body.token', message: problem }] : []),
        ...(tooShort(newPassword) ? [{ field: 'body.newPassword', message: TEXT.passwordTooShort }] : []),
      ];
      if (fields.length || !reset) throw new FieldValidationError(fields);

      const passwordHash = await hashPassword(newPassword);
      const used = await db.kysely.transaction().execute(async (trx) => {
        // Single use: only the request that flips used_at from null may go on (a concurrent
        // second use of the same link updates nothing).
        const consumed = await trx
          .updateTable('password_resets')
          .set({ used_at: nowIso() })
          .where('token_hash', '=', reset.token_hash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(consumed.numUpdatedRows) !== 1) return false;
        // Any other link still in the user's mailbox dies with this one.
        await trx
          .updateTable('password_resets')
          .set({ used_at: nowIso() })
          .where('user_id', '=', reset.user_id)
          .where('used_at', 'is', null)
          .execute();
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', reset.user_id).execute();
        return true;
      });
      if (!used) throw new FieldValidationError([{ field: 'body.token', message: RESET_TOKEN_TEXT.used }]);

      const user = await db.kysely
        .selectFrom('users')
        .selectAll()
        .where('id', '=', reset.user_id)
        .executeTakeFirstOrThrow();
      // Whoever held the old password is logged out everywhere; the caller gets a fresh session.
      await endSessionsOf(db.kysely, user.id);
      const session = await logIn(db, request, reply, user, false);
      await logEvent(ctx, request, 'reset_password');
      reply.header(CSRF_RESPONSE_HEADER, session.csrf_token);
      const result: Schemas['AuthActionResult'] = { isSuccessful: true };
      return result;
    },
  };

  /** A new free account (onboarding pending); undefined when the e-mail is taken. */
  async function newAccount({ email, password, displayName = null }: NewRegistration): Promise<UserRow | undefined> {
    if (tooShort(password)) {
      throw new FieldValidationError([{ field: 'body.password', message: TEXT.passwordTooShort }]);
    }
    return createAccount(db, { email: email.trim(), password, displayName, shouldShowOnboarding: true });
  }

  /** Logs the user in on a fresh session and answers the registration result. */
  async function loggedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    remember: boolean,
  ): Promise<Schemas['RegistrationResult']> {
    const session = await logIn(db, request, reply, user, remember);
    reply.header(CSRF_RESPONSE_HEADER, session.csrf_token);
    return { isSuccessful: true, errors: [], user: await userState(ctx, user, session.id) };
  }

  function findReset(token: string) {
    return db.kysely
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();
  }

  return handlers as unknown as Handlers;
}

/** Why a reset token cannot be used, or null when it can. */
function resetProblem(reset: { used_at: string | null; expires_at: string }, now = Date.now()): string | null {
  if (reset.used_at !== null) return RESET_TOKEN_TEXT.used;
  if (Date.parse(reset.expires_at) <= now) return RESET_TOKEN_TEXT.expired;
  return null;
}
