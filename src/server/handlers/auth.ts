/** Log in and out, free registration and the forgotten-password e-mail. */
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  checkCaptcha,
  createAccount,
  CSRF_RESPONSE_HEADER,
  duplicateEmail,
  findUserByEmail,
  logEvent,
  loginFailure,
  publicOrigin,
  safeReturnUrl,
  sha256,
  userState,
  type Body,
  type HandlerContext,
  type Handlers,
  type Schemas,
} from './context';
import { PASSWORD_MIN_LENGTH, TEXT } from '../../lib/constants';
import { FieldValidationError } from '../errors';
import { queueEmail } from '../mail';
import { verifyPassword } from '../password';
import { killSession, logIn, newToken, startSession } from '../sessions';

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
  };
  return handlers as unknown as Handlers;
}
