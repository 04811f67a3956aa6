/**
 * Password-reset links: the forgotten-password call (account tag) e-mails one, the reset page's
 * calls (auth tag) check and use it, and a change of e-mail or password retires the outstanding ones.
 */
import type { FastifyRequest } from 'fastify';

import type { Queryable } from './billing/store';
import type { Db } from './db';
import type { UserRow } from './db/schema';
import { nowIso, publicOrigin, sha256, type HandlerContext } from './handlers/context';
import { queueEmail } from './mail/outbox';
import { newToken } from './sessions';

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

/** Stores a new single-use link for the user and e-mails it. */
export async function sendResetLink(ctx: HandlerContext, request: FastifyRequest, user: UserRow): Promise<void> {
  const token = newToken();
  const now = Date.now();
  await ctx.db.kysely
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
  await queueEmail(ctx.db, {
    to: user.email,
    subject: RESET_EMAIL.subject,
    body: RESET_EMAIL.body.replace('{link}', link),
  });
}

export function findReset(db: Db, token: string) {
  return db.kysely.selectFrom('password_resets').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
}

/** Why a reset token cannot be used, or null when it can. */
export function resetProblem(reset: { used_at: string | null; expires_at: string }, now = Date.now()): string | null {
  if (reset.used_at !== null) return RESET_TOKEN_TEXT.used;
  if (Date.parse(reset.expires_at) <= now) return RESET_TOKEN_TEXT.expired;
  return null;
}

/** Outstanding password-reset links stop working when the e-mail or the password changes (also inside a transaction). */
export async function retireResetLinks(q: Queryable, userId: number): Promise<void> {
  await q
    .updateTable('password_resets')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
