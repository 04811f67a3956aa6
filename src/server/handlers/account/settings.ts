/**
 * Account settings (document 1 §4 Account): display name, e-mail, password and the forgotten-
 * password e-mail, the account page's info and API summary, and the terms of service.
 */
import { API_ACCESS_ROW_LIMIT } from '../../../lib/spec/purchase';
import { INFERRED_TEXT, TEXT } from '../../../lib/spec/text';
import { validateEmail, validatePassword } from '../../../lib/validators';
import { activeApiKey, hasApiAccess, maskedKey, monthOf, usageByMonth } from '../../apiKeys';
import { currentBilling } from '../../billing';
import { isPlanName } from '../../billing/plans';
import { compiledOnce } from '../../db/compiledOnce';
import type { UserRow } from '../../db/schema';
import { FieldValidationError, HttpError } from '../../errors';
import { isGoogleAuthorized } from '../../google';
import { queueEmail } from '../../mail/outbox';
import { hashPassword } from '../../password';
import { retireResetLinks, sendResetLink } from '../../passwordResets';
import { endSessionsOf } from '../../sessions';
import { findUserByEmail, logEvent, nowIso, requireUser, type HandlerContext, type Schemas } from '../context';
import type { TagHandlers } from '../operation';

/** Sent to the old address when the login e-mail changes (our wording; the spec shows no such e-mail). */
export const EMAIL_CHANGED_EMAIL = {
  subject: 'Your Rivalscope e-mail address was changed',
  body:
    'The e-mail address of your Rivalscope account was changed to {newEmail}.\n\n' +
    'If you did not make this change, please contact support right away.\n',
};

const required = (field: string) => ({ field, message: INFERRED_TEXT.required });

/**
 * What the account page shows besides the user and its billing, in one statement (compiled once):
 * the card on file, the Google authorisation and whether the terms were accepted. They were four
 * sequential reads; on PostgreSQL under load each waited for a pool connection again
 * (account info ran at 7× its SQLite latency).
 */
const accountExtras = compiledOnce(
  (q, userId: number) =>
    q
      .selectFrom('users as u')
      .leftJoin('payment_methods as pm', 'pm.user_id', 'u.id')
      .leftJoin('google_authorizations as g', 'g.user_id', 'u.id')
      .select(['pm.card_type', 'pm.last_four', 'g.user_id as google_user_id', 'g.refresh_token', 'g.expires_at'])
      .select((eb) =>
        eb
          .exists(eb.selectFrom('terms_acceptances as t').select('t.id').whereRef('t.user_id', '=', 'u.id'))
          .as('has_terms'),
      )
      .where('u.id', '=', userId),
  (userId) => [userId],
);

export function createSettingsHandlers(ctx: HandlerContext): TagHandlers<'account'> {
  const { db } = ctx;

  const handlers: TagHandlers<'account'> = {
    async changeDisplayName(request) {
      const user = requireUser(request);
      const name = request.body.newDisplayName.trim();
      if (!name) throw new FieldValidationError([required('body.newDisplayName')]);
      await db.kysely.updateTable('users').set({ display_name: name }).where('id', '=', user.id).execute();
      await logEvent(ctx, request, 'change_display_name');
      return { isSuccessful: true, errors: [] };
    },

    /** Changes the caller's own login e-mail; for a child account that is the child e-mail (doc 1 §6). */
    async changeEmail(request) {
      const user = requireUser(request);
      const newEmail = request.body.newEmail.trim();
      const invalid = validateEmail(newEmail);
      if (invalid) throw new FieldValidationError([{ field: 'body.newEmail', message: invalid }]);
      const holder = await findUserByEmail(db, newEmail);
      if (holder && holder.id !== user.id) throw emailTaken();
      if (newEmail !== user.email) {
        try {
          await db.kysely.updateTable('users').set({ email: newEmail }).where('id', '=', user.id).execute();
        } catch (error) {
          // Lost a race with another account taking the address (the unique index refused it).
          const taken = await findUserByEmail(db, newEmail);
          if (taken && taken.id !== user.id) throw emailTaken();
          throw error;
        }
        await retireResetLinks(db.kysely, user.id);
        if (newEmail.toLowerCase() !== user.email.toLowerCase()) {
          await queueEmail(db, {
            to: user.email,
            subject: EMAIL_CHANGED_EMAIL.subject,
            body: EMAIL_CHANGED_EMAIL.body.replace('{newEmail}', newEmail),
          });
        }
        await logEvent(ctx, request, 'change_email');
      }
      return { isSuccessful: true, email: newEmail };
    },

    async changePassword(request) {
      const user = requireUser(request);
      const { newPassword } = request.body;
      const problem = validatePassword(newPassword);
      if (problem) throw new FieldValidationError([{ field: 'body.newPassword', message: problem }]);
      const passwordHash = await hashPassword(newPassword);
      await db.kysely.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      // Whoever knew the old password is logged out; the caller's own session stays.
      await endSessionsOf(db.kysely, user.id, request.rs.session?.id);
      await retireResetLinks(db.kysely, user.id);
      await logEvent(ctx, request, 'change_password');
      return { isSuccessful: true, errors: [] };
    },

    /**
     * The account page's data. A team (child) account shows its own e-mail and id, as the user
     * state does (childUserEmail too), the parent's plan, and none of the parent's billing.
     */
    async getAccountInfo(request) {
      const user = requireUser(request);
      // loadSession read the parent with the user, and the plan holder's live subscriptions with the session.
      const { parent: loadedParent, facts } = request.rs;
      const parent =
        user.parent_user_id === null
          ? undefined
          : loadedParent?.id === user.parent_user_id && request.rs.user === user
            ? loadedParent
            : await userById(user.parent_user_id);
      const planHolder = parent ?? user;
      const live = facts?.userId === user.id && facts.planHolderId === user.id ? facts.liveSubscriptions : undefined;
      const [billing, extras] = await Promise.all([
        parent ? undefined : currentBilling(db, user.id, live),
        accountExtras(db.kysely, user.id).then(([row]) => row),
      ]);
      return {
        userId: user.guid,
        email: user.email,
        childUserEmail: parent ? user.email : null,
        name: user.display_name,
        username: user.email,
        createdAt: user.created_at,
        isChildAccount: parent !== undefined,
        isFullUser: planHolder.is_full_user === 1,
        plan: billing?.plan ?? (isPlanName(planHolder.plan) ? planHolder.plan : null),
        billingCycle: billing?.billingCycle ?? 'None',
        nextBillingDate: billing?.nextBillingDate ?? null,
        payment:
          parent || extras?.card_type == null || extras.last_four == null
            ? null
            : { cardType: extras.card_type as Schemas['CreditCardType'], lastFour: extras.last_four },
        hasAcceptedTermsOfService: Boolean(extras?.has_terms),
        hasGoogleAuthorization: isGoogleAuthorized(
          extras?.google_user_id == null
            ? undefined
            : { refresh_token: extras.refresh_token, expires_at: extras.expires_at },
        ),
      };
    },

    /** Keeps every acceptance (when, by whom); any one of them means accepted. */
    async acceptTermsOfService(request) {
      const user = requireUser(request);
      await db.kysely.insertInto('terms_acceptances').values({ user_id: user.id, accepted_at: nowIso() }).execute();
      await logEvent(ctx, request, 'accept_terms_of_service');
      return { isSuccessful: true, errors: [] };
    },

    async forgotPassword(request) {
      const user = await findUserByEmail(db, request.body.email.trim());
      if (user) await sendResetLink(ctx, request, user);
      await logEvent(ctx, request, 'forgot_password');
      // The same answer whether or not the address has an account (no account enumeration).
      return { isSuccessful: true, errors: [] };
    },

    async getUserApiInfo(request) {
      const user = requireUser(request);
      const key = await activeApiKey(db, user.id);
      const thisMonth = monthOf(new Date());
      const used = await usageByMonth(db, user.id, [thisMonth]);
      return {
        hasApiAccess: await hasApiAccess(db, user),
        apiKey: key ? maskedKey(key.key_prefix) : null,
        rowLimit: API_ACCESS_ROW_LIMIT,
        rowsUsedThisMonth: used.get(thisMonth) ?? 0,
      };
    },
  };

  function userById(id: number): Promise<UserRow | undefined> {
    return db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  return handlers;
}

/** The contract's 409 for an address another account uses (an Error body, as the mock answers it). */
const emailTaken = () => new HttpError(409, TEXT.duplicateEmail, 'DuplicateEmail');
