/**
 * The auth tag: log in and out; registration (free account, general JSON sign-up, sign-up-or-login);
 * the password-reset page's calls; the Google authorisation of the Sheets export.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { safeReturnUrl } from '../../lib/returnUrl';
import { validatePassword } from '../../lib/validators';
import type { UserRow } from '../db/schema';
import { FieldValidationError, HttpError } from '../errors';
import { authorizeGoogleCode, googleAuthorizationOf, GoogleExchangeError, isGoogleAuthorized } from '../google';
import { hashPassword, verifyPassword } from '../password';
import { findReset, maskEmail, resetProblem, retireResetLinks, RESET_TOKEN_TEXT } from '../passwordResets';
import { endSessionsOf, killSession, logIn, startAnonymousVisit } from '../sessions';
import {
  checkCaptcha,
  createAccount,
  CSRF_RESPONSE_HEADER,
  duplicateEmail,
  findUserByEmail,
  logEvent,
  loginFailure,
  nowIso,
  requireUser,
  userState,
  type HandlerContext,
  type Schemas,
} from './context';
import type { TagHandlers } from './operation';

/** Our wording where the spec shows none. */
export const GOOGLE_TEXT = {
  codeRejected: 'Google did not accept this authorisation. Please sign in with Google again.',
  unavailable: 'Google could not be reached. Please try again in a moment.',
} as const;

interface NewRegistration {
  email: string;
  password: string;
  displayName?: string | null;
}

export function createAuthHandlers(ctx: HandlerContext): TagHandlers<'auth'> {
  const { db } = ctx;

  const handlers: TagHandlers<'auth'> = {
    async login(request, reply) {
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
      return {
        isSuccessful: true,
        returnUrl: safeReturnUrl(returnUrl),
        user: await userState(ctx, user, session.id),
      };
    },

    async logout(request, reply) {
      const session = request.rs.session;
      if (session?.user_id != null) {
        await logEvent(ctx, request, 'logout');
        await killSession(db, session.id);
        request.rs.session = null;
        request.rs.user = null;
        // An anonymous visitor with the same CSRF token, so the page (and its meta tag) can log in
        // again without a reload.
        const visitor = startAnonymousVisit(request, reply, session.csrf_token);
        reply.header(CSRF_RESPONSE_HEADER, visitor.csrfToken);
      }
      return { isSuccessful: true };
    },

    async registerFreeAccount(request, reply) {
      const { email, password, token } = request.body;
      await checkCaptcha(ctx, request, token);
      const user = await newAccount({ email, password });
      if (!user) throw duplicateEmail();
      const result = await loggedIn(request, reply, user, false);
      await logEvent(ctx, request, 'register_free_account');
      return result;
    },

    async registerJson(request, reply) {
      const { email, password, token, name, source, couponCode } = request.body;
      await checkCaptcha(ctx, request, token);
      const user = await newAccount({ email, password, displayName: name?.trim() || null });
      if (!user) throw duplicateEmail();
      const result = await loggedIn(request, reply, user, false);
      // The coupon is kept with the event; the purchase flow applies coupons.
      await logEvent(ctx, request, 'register_json', { source, ...(couponCode ? { couponCode } : {}) });
      return result;
    },

    async registerFreeAccountOrLogin(request, reply) {
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

    async checkPasswordResetToken(request) {
      const reset = await findReset(db, request.query.token);
      const usable = reset !== undefined && resetProblem(reset) === null;
      const user = usable
        ? await db.kysely.selectFrom('users').select('email').where('id', '=', reset.user_id).executeTakeFirst()
        : undefined;
      const result: Schemas['ResetTokenStatus'] = user
        ? { isValid: true, email: maskEmail(user.email) }
        : { isValid: false, email: null };
      return result;
    },

    async resetPassword(request, reply) {
      const { token, newPassword } = request.body;
      const reset = await findReset(db, token);
      const problem = reset ? resetProblem(reset) : RESET_TOKEN_TEXT.invalid;
      const weak = validatePassword(newPassword);
      const fields = [
        ...(problem ? [{ field: 'body.token', message: problem }] : []),
        ...(weak ? [{ field: 'body.newPassword', message: weak }] : []),
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
        await retireResetLinks(trx, reset.user_id);
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
      return { isSuccessful: true };
    },

    async setGoogleToken(request) {
      const user = requireUser(request);
      let tokens;
      try {
        tokens = await authorizeGoogleCode(ctx.config, request.body.code);
      } catch (error) {
        if (!(error instanceof GoogleExchangeError)) throw error;
        request.log.warn({ err: error }, 'Google code exchange failed');
        await logEvent(ctx, request, 'google_authorization_failed', { rejected: error.rejected });
        if (error.rejected) {
          throw new FieldValidationError([{ field: 'body.code', message: GOOGLE_TEXT.codeRejected }]);
        }
        throw new HttpError(502, GOOGLE_TEXT.unavailable, 'GOOGLE_UNAVAILABLE');
      }
      await db.kysely.transaction().execute(async (trx) => {
        await trx.deleteFrom('google_authorizations').where('user_id', '=', user.id).execute();
        await trx
          .insertInto('google_authorizations')
          .values({
            user_id: user.id,
            access_token: tokens.accessToken,
            refresh_token: tokens.refreshToken,
            google_email: tokens.googleEmail,
            expires_at: tokens.expiresAt,
            created_at: nowIso(),
          })
          .execute();
      });
      await logEvent(ctx, request, 'google_authorized');
      return { isSuccessful: true };
    },

    async revokeGoogleToken(request) {
      const user = requireUser(request);
      const removed = await db.kysely
        .deleteFrom('google_authorizations')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) await logEvent(ctx, request, 'google_authorization_revoked');
      return { isSuccessful: true };
    },

    async checkGoogleAuth(request) {
      const user = requireUser(request);
      const row = await googleAuthorizationOf(db, user.id);
      const authorized = isGoogleAuthorized(row);
      return {
        isAuthorized: authorized,
        googleEmail: authorized ? (row?.google_email ?? null) : null,
      };
    },
  };

  /** A new free account (onboarding pending); undefined when the e-mail is taken. */
  async function newAccount({ email, password, displayName = null }: NewRegistration): Promise<UserRow | undefined> {
    const problem = validatePassword(password);
    if (problem) throw new FieldValidationError([{ field: 'body.password', message: problem }]);
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

  return handlers;
}
