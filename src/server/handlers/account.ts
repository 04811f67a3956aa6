/**
 * Account settings: display name, e-mail, password, account info, terms of service, Google
 * authorisation, the onboarding survey, and the logged-in event log and page pixel.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  findUserByEmail,
  logEvent,
  nowIso,
  requireUser,
  type Body,
  type HandlerContext,
  type Handlers,
  type Query,
  type Schemas,
} from './context';
import { INFERRED_TEXT, TEXT } from '../../lib/constants';
import { validateEmail, validatePassword } from '../../lib/validators';
import { currentBilling, paymentSummary } from '../billing';
import { isPlanName } from '../billing/plans';
import type { Db } from '../db';
import type { UserRow } from '../db/schema';
import { FieldValidationError, HttpError } from '../errors';
import { authorizeGoogleCode, GoogleExchangeError } from '../google';
import { queueEmail } from '../mail/outbox';
import { hashPassword } from '../password';
import { endSessionsOf } from '../sessions';

/** Our wording where the spec shows none. */
export const ACCOUNT_TEXT = {
  interestRequired: 'Choose at least one interest.',
  budgetRangeRequired: 'Choose a monthly budget range.',
  googleCodeRejected: 'Google did not accept this authorisation. Please sign in with Google again.',
  googleUnavailable: 'Google could not be reached. Please try again in a moment.',
} as const;

/** Sent to the old address when the login e-mail changes (our wording; the spec shows no such e-mail). */
export const EMAIL_CHANGED_EMAIL = {
  subject: 'Your Rivalscope e-mail address was changed',
  body:
    'The e-mail address of your Rivalscope account was changed to {newEmail}.\n\n' +
    'If you did not make this change, please contact support right away.\n',
};

/** The 1×1 transparent GIF of the page pixel (the contract's example). */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const required = (field: string) => ({ field, message: INFERRED_TEXT.required });
const bit = (value: boolean | undefined) => (value ? 1 : 0);

/** An authorisation that can still be used: Google gave a refresh token, or the access token has not expired. */
function isGoogleAuthorized(row: { refresh_token: string | null; expires_at: string | null } | undefined): boolean {
  return row !== undefined && (row.refresh_token !== null || row.expires_at === null || row.expires_at > nowIso());
}

/** Outstanding password-reset links stop working when the e-mail or the password changes. */
async function retireResetLinks(db: Db, userId: number): Promise<void> {
  await db.kysely
    .updateTable('password_resets')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export function createAccountHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;

  const handlers = {
    async changeDisplayName(request: Body<Schemas['ChangeDisplayNameRequest']>) {
      const user = requireUser(request);
      const name = request.body.newDisplayName.trim();
      if (!name) throw new FieldValidationError([required('body.newDisplayName')]);
      await db.kysely.updateTable('users').set({ display_name: name }).where('id', '=', user.id).execute();
      await logEvent(ctx, request, 'change_display_name');
      const result: Schemas['AccountActionResult'] = { isSuccessful: true, errors: [] };
      return result;
    },

    /** Changes the caller's own login e-mail; for a child account that is the child e-mail (doc 1 §6). */
    async changeEmail(request: Body<Schemas['ChangeEmailRequest']>) {
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
        await retireResetLinks(db, user.id);
        if (newEmail.toLowerCase() !== user.email.toLowerCase()) {
          await queueEmail(db, {
            to: user.email,
            subject: EMAIL_CHANGED_EMAIL.subject,
            body: EMAIL_CHANGED_EMAIL.body.replace('{newEmail}', newEmail),
          });
        }
        await logEvent(ctx, request, 'change_email');
      }
      const result: Schemas['ChangeEmailResult'] = { isSuccessful: true, email: newEmail };
      return result;
    },

    async changePassword(request: Body<Schemas['ChangePasswordRequest']>) {
      const user = requireUser(request);
      const { newPassword } = request.body;
      const problem = validatePassword(newPassword);
      if (problem) throw new FieldValidationError([{ field: 'body.newPassword', message: problem }]);
      const passwordHash = await hashPassword(newPassword);
      await db.kysely.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      // Whoever knew the old password is logged out; the caller's own session stays.
      await endSessionsOf(db.kysely, user.id, request.rs.session?.id);
      await retireResetLinks(db, user.id);
      await logEvent(ctx, request, 'change_password');
      const result: Schemas['AccountActionResult'] = { isSuccessful: true, errors: [] };
      return result;
    },

    /**
     * The account page's data. A team (child) account shows its own e-mail and id, as the user
     * state does (childUserEmail too), the parent's plan, and none of the parent's billing.
     */
    async getAccountInfo(request: FastifyRequest) {
      const user = requireUser(request);
      const parent = user.parent_user_id === null ? undefined : await userById(user.parent_user_id);
      const planHolder = parent ?? user;
      const billing = parent ? undefined : await currentBilling(db, user.id);
      const terms = await db.kysely
        .selectFrom('terms_acceptances')
        .select('id')
        .where('user_id', '=', user.id)
        .limit(1)
        .executeTakeFirst();
      const info: Schemas['AccountInfo'] = {
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
        payment: parent ? null : await paymentSummary(db.kysely, user.id),
        hasAcceptedTermsOfService: terms !== undefined,
        hasGoogleAuthorization: isGoogleAuthorized(await googleAuthorization(user.id)),
      };
      return info;
    },

    /** Keeps every acceptance (when, by whom); any one of them means accepted. */
    async acceptTermsOfService(request: FastifyRequest) {
      const user = requireUser(request);
      await db.kysely.insertInto('terms_acceptances').values({ user_id: user.id, accepted_at: nowIso() }).execute();
      await logEvent(ctx, request, 'accept_terms_of_service');
      const result: Schemas['AccountActionResult'] = { isSuccessful: true, errors: [] };
      return result;
    },

    async setGoogleToken(request: Body<Schemas['GoogleTokenRequest']>) {
      const user = requireUser(request);
      let tokens;
      try {
        tokens = await authorizeGoogleCode(ctx.config, request.body.code);
      } catch (error) {
        if (!(error instanceof GoogleExchangeError)) throw error;
        request.log.warn({ err: error }, 'Google code exchange failed');
        await logEvent(ctx, request, 'google_authorization_failed', { rejected: error.rejected });
        if (error.rejected) {
          throw new FieldValidationError([{ field: 'body.code', message: ACCOUNT_TEXT.googleCodeRejected }]);
        }
        throw new HttpError(502, ACCOUNT_TEXT.googleUnavailable, 'GOOGLE_UNAVAILABLE');
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
      const result: Schemas['AuthActionResult'] = { isSuccessful: true };
      return result;
    },

    async revokeGoogleToken(request: FastifyRequest) {
      const user = requireUser(request);
      const removed = await db.kysely
        .deleteFrom('google_authorizations')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) await logEvent(ctx, request, 'google_authorization_revoked');
      const result: Schemas['AuthActionResult'] = { isSuccessful: true };
      return result;
    },

    async checkGoogleAuth(request: FastifyRequest) {
      const user = requireUser(request);
      const row = await googleAuthorization(user.id);
      const authorized = isGoogleAuthorized(row);
      const status: Schemas['GoogleAuthStatus'] = {
        isAuthorized: authorized,
        googleEmail: authorized ? (row?.google_email ?? null) : null,
      };
      return status;
    },

    /** Saves the survey (saving again replaces it), takes its name as the display name and ends onboarding. */
    async saveUserSurvey(request: Body<Schemas['OnboardingData']>) {
      const user = requireUser(request);
      const survey = request.body;
      const name = survey.name.trim();
      const domain = survey.onboardingDomain.trim();
      const display = survey.onboardingDisplay.trim();
      const interested = [
        survey.interestedInPpc,
        survey.interestedInSeo,
        survey.interestedInCompetitiveIntelligence,
        survey.interestedInClientReporting,
        survey.interestedInSalesProspecting,
      ].some(Boolean);
      // doc 1 §5: the step rules the schema cannot express.
      const fields = [
        ...(name ? [] : [required('body.name')]),
        ...(domain ? [] : [required('body.onboardingDomain')]),
        ...(display ? [] : [required('body.onboardingDisplay')]),
        ...(interested ? [] : [{ field: 'body.interestedInPpc', message: ACCOUNT_TEXT.interestRequired }]),
        ...(survey.interestedInPpc && !survey.employedAtAgency && !survey.budgetRange
          ? [{ field: 'body.budgetRange', message: ACCOUNT_TEXT.budgetRangeRequired }]
          : []),
      ];
      if (fields.length) throw new FieldValidationError(fields);

      await db.kysely.transaction().execute(async (trx) => {
        await trx.deleteFrom('onboarding_surveys').where('user_id', '=', user.id).execute();
        await trx
          .insertInto('onboarding_surveys')
          .values({
            user_id: user.id,
            name,
            company_employee_count: survey.companyEmployeeCount ?? null,
            employed_at_agency: bit(survey.employedAtAgency),
            own_business: survey.ownBusiness === undefined ? null : bit(survey.ownBusiness),
            onboarding_domain: domain,
            onboarding_display: display,
            interested_in_ppc: bit(survey.interestedInPpc),
            interested_in_seo: bit(survey.interestedInSeo),
            interested_in_competitive_intelligence: bit(survey.interestedInCompetitiveIntelligence),
            interested_in_client_reporting: bit(survey.interestedInClientReporting),
            interested_in_sales_prospecting: bit(survey.interestedInSalesProspecting),
            budget_range: survey.budgetRange ?? null,
            is_new_campaign: bit(survey.isNewCampaign),
            created_at: nowIso(),
          })
          .execute();
        await trx
          .updateTable('users')
          .set({ display_name: name, should_show_onboarding: 0 })
          .where('id', '=', user.id)
          .execute();
      });
      await logEvent(ctx, request, 'save_user_survey');
      const result: Schemas['SaveUserSurveyResult'] = { isSuccessful: true, shouldShowOnboarding: false };
      return result;
    },

    /** A missed search of a logged-in user (anonymous callers get the security scheme's 401). */
    async logLoggedInEvent(
      request: Query<{ eventName: string; eventCategory: string; eventAction: string; pageName?: string }>,
      reply: FastifyReply,
    ) {
      requireUser(request);
      const { eventName, eventCategory, eventAction, pageName = '' } = request.query;
      await logEvent(ctx, request, 'logged_in_event', { eventName, eventCategory, eventAction, pageName });
      return reply.code(204).send();
    },

    /** The page pixel: logs the page view (anonymous ones too) and answers a transparent GIF. */
    async getPagePixel(request: Query<{ url: string }>, reply: FastifyReply) {
      await logEvent(ctx, request, 'page_view', { url: request.query.url });
      return reply.code(200).header('Cache-Control', 'no-store').type('image/gif').send(PIXEL_GIF);
    },
  };

  function userById(id: number): Promise<UserRow | undefined> {
    return db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  function googleAuthorization(userId: number) {
    return db.kysely
      .selectFrom('google_authorizations')
      .select(['refresh_token', 'expires_at', 'google_email'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  return handlers as unknown as Handlers;
}

/** The contract's 409 for an address another account uses (an Error body, as the mock answers it). */
const emailTaken = () => new HttpError(409, TEXT.duplicateEmail, 'DuplicateEmail');
