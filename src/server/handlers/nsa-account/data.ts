/**
 * Per-account data under /NsaApi/Account (doc 1 §7): e-mail addresses, contact info, user
 * attributes, project alerts, requested keywords, API keys and monthly API usage. Every operation
 * acts on the caller's own rows only; another account's alert is "not found".
 */
import type { Selectable } from 'kysely';

import bundle from '../../../api/openapi.gen.json';
import { DEFAULT_COUNTRY_CODE } from '../../../lib/countries';
import { parseKeywordList } from '../../../lib/keywordList';
import { schemaLimit } from '../../../lib/openapi/operations';
import { safeReturnUrl } from '../../../lib/returnUrl';
import { API_ACCESS_ROW_LIMIT } from '../../../lib/spec/purchase';
import { fill, TEXT } from '../../../lib/spec/text';
import { isValidEmail } from '../../../lib/validators';
import { API_KEY_VISIBLE_LENGTH, hasApiAccess, newApiKey, reportedMonths, usageByMonth } from '../../apiKeys';
import type { Db } from '../../db';
import type { ProjectAlertsTable, RequestedKeywordsTable, UserRow } from '../../db/schema';
import { FieldValidationError, HttpError } from '../../errors';
import { logEvent, nowIso, requireUser, sha256, type HandlerContext, type Schemas } from '../context';
import type { TagHandlers } from '../operation';

type RequestedKeywordStatus = Schemas['RequestedKeywordStatus'];

/** Our wording (the spec shows none for these calls). */
export const ACCOUNT_DATA_TEXT = {
  alertNotFound: 'Alert not found.',
  required: 'is required',
  noKeywords: 'Enter at least one keyword.',
  keywordTooLong: 'Each keyword may have at most {max} characters.',
  sourceUrlNotRelative: 'must be a path on this site, starting with /',
  tooManyAttributes: 'An account may keep at most {max} attributes.',
  apiNeedsFullUser: 'API access needs a paid plan.',
} as const;

/** The longest keyword a request may hold (the RequestedKeyword schema's maxLength). */
export const REQUESTED_KEYWORD_MAX_LENGTH = schemaLimit(bundle, 'RequestedKeyword', 'keyword', 'maxLength');
/** Distinct attribute names one account may keep, so the table cannot be filled without bound. */
export const MAX_USER_ATTRIBUTES = 100;
/** Rows per INSERT, well under SQLite's bound-parameter limit. */
const INSERT_CHUNK = 500;

const fieldError = (field: string, message: string) => new FieldValidationError([{ field, message }]);

// ---------------------------------------------------------------------------------------------
// Requested keywords
// ---------------------------------------------------------------------------------------------

async function statusCounts(
  db: Db,
  userId: number,
  countryCode: string,
): Promise<Schemas['RequestedKeywordStatusCounts']> {
  const rows = await db.kysely
    .selectFrom('requested_keywords')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('user_id', '=', userId)
    .where('country_code', '=', countryCode)
    .groupBy('status')
    .execute();
  const counts = { ready: 0, processing: 0, queued: 0 };
  for (const row of rows) {
    if (row.status in counts) counts[row.status as RequestedKeywordStatus] = Number(row.n);
  }
  return counts;
}

function requestedKeywordOf(row: Selectable<RequestedKeywordsTable>): Schemas['RequestedKeyword'] {
  return {
    keyword: row.keyword,
    termId: row.term_id,
    status: row.status as RequestedKeywordStatus,
    requestedAt: row.requested_at,
  };
}

// ---------------------------------------------------------------------------------------------
// Project alerts
// ---------------------------------------------------------------------------------------------

function alertOf(row: Selectable<ProjectAlertsTable>): Schemas['AccountProjectAlert'] {
  let recipients: Schemas['AccountAlertRecipient'][] = [];
  try {
    const parsed: unknown = JSON.parse(row.recipients);
    if (Array.isArray(parsed)) recipients = parsed as Schemas['AccountAlertRecipient'][];
  } catch {
    recipients = [];
  }
  return {
    alertId: row.id,
    name: row.name,
    projectId: row.project_id,
    alertTypeId: row.alert_type_id,
    isActive: row.is_active === 1,
    alertRecipients: recipients,
    sourceUrl: row.source_url,
    createdAt: row.created_at,
  };
}

const alertNotFound = () => new HttpError(404, ACCOUNT_DATA_TEXT.alertNotFound, 'ALERT_NOT_FOUND');

// ---------------------------------------------------------------------------------------------
// Handlers
// ---------------------------------------------------------------------------------------------

export function createAccountDataHandlers(ctx: HandlerContext): TagHandlers<'nsa-account'> {
  const { db } = ctx;

  async function emailAddresses(user: UserRow): Promise<Schemas['AccountEmailAddresses']> {
    const rows = await db.kysely
      .selectFrom('user_email_addresses')
      .select('email')
      .where('user_id', '=', user.id)
      .orderBy('position')
      .execute();
    return { primaryEmail: user.email, additionalEmails: rows.map((r) => r.email) };
  }

  async function contactInfo(user: UserRow): Promise<Schemas['UserContactInfo']> {
    const row = await db.kysely
      .selectFrom('user_contact_info')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    return {
      firstName: row?.first_name ?? '',
      lastName: row?.last_name ?? '',
      companyName: row?.company_name ?? '',
      phone: row?.phone ?? '',
      address1: row?.address1 ?? '',
      address2: row?.address2 ?? '',
      city: row?.city ?? '',
      region: row?.region ?? '',
      postalCode: row?.postal_code ?? '',
      addressCountry: row?.address_country ?? '',
    };
  }

  async function userAttribute(user: UserRow, name: string): Promise<Schemas['UserAttribute']> {
    const row = await db.kysely
      .selectFrom('user_attributes')
      .select('value')
      .where('user_id', '=', user.id)
      .where('name', '=', name)
      .executeTakeFirst();
    return { name, value: row?.value ?? null };
  }

  return {
    // ------------------------------------------------------------------ e-mail addresses
    async getEmailAddresses(request) {
      return emailAddresses(requireUser(request));
    },

    async setEmailAddresses(request) {
      const user = requireUser(request);
      const seen = new Set([user.email.toLowerCase()]);
      const emails: string[] = [];
      for (const [index, raw] of (request.query.emails ?? []).entries()) {
        const email = raw.trim();
        if (!isValidEmail(email)) throw fieldError(`query.emails.${index}`, TEXT.invalidEmail);
        // The primary address and case-only repeats are already covered: kept once.
        if (seen.has(email.toLowerCase())) continue;
        seen.add(email.toLowerCase());
        emails.push(email);
      }
      await db.kysely.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_email_addresses').where('user_id', '=', user.id).execute();
        if (emails.length) {
          await trx
            .insertInto('user_email_addresses')
            .values(emails.map((email, position) => ({ user_id: user.id, email, position })))
            .execute();
        }
      });
      await logEvent(ctx, request, 'set_email_addresses', { count: emails.length });
      return emailAddresses(user);
    },

    // ------------------------------------------------------------------ contact info
    async getUserContactInfo(request) {
      return contactInfo(requireUser(request));
    },

    async setUserContactInfo(request) {
      const user = requireUser(request);
      const body = request.body;
      const clean = (value: string | undefined) => (value ?? '').trim();
      const values = {
        first_name: clean(body.firstName),
        last_name: clean(body.lastName),
        company_name: clean(body.companyName),
        phone: clean(body.phone),
        address1: clean(body.address1),
        address2: clean(body.address2),
        city: clean(body.city),
        region: clean(body.region),
        postal_code: clean(body.postalCode),
        address_country: clean(body.addressCountry),
        updated_at: nowIso(),
      };
      const missing = [
        ...(values.first_name ? [] : [{ field: 'body.firstName', message: ACCOUNT_DATA_TEXT.required }]),
        ...(values.last_name ? [] : [{ field: 'body.lastName', message: ACCOUNT_DATA_TEXT.required }]),
      ];
      if (missing.length) throw new FieldValidationError(missing);
      await db.kysely
        .insertInto('user_contact_info')
        .values({ user_id: user.id, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      await logEvent(ctx, request, 'set_contact_info');
      return contactInfo(user);
    },

    // ------------------------------------------------------------------ user attributes
    async getUserAttribute(request) {
      return userAttribute(requireUser(request), request.query.name);
    },

    async setUserAttribute(request) {
      const user = requireUser(request);
      const { name, value } = request.body;
      await db.kysely.transaction().execute(async (trx) => {
        if (value === null) {
          // Null means "never set": the row goes.
          await trx.deleteFrom('user_attributes').where('user_id', '=', user.id).where('name', '=', name).execute();
          return;
        }
        const existing = await trx
          .selectFrom('user_attributes')
          .select('name')
          .where('user_id', '=', user.id)
          .where('name', '=', name)
          .executeTakeFirst();
        if (!existing) {
          const { n } = await trx
            .selectFrom('user_attributes')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('user_id', '=', user.id)
            .executeTakeFirstOrThrow();
          if (Number(n) >= MAX_USER_ATTRIBUTES) {
            throw fieldError('body.name', fill(ACCOUNT_DATA_TEXT.tooManyAttributes, { max: MAX_USER_ATTRIBUTES }));
          }
        }
        const updatedAt = nowIso();
        await trx
          .insertInto('user_attributes')
          .values({ user_id: user.id, name, value, updated_at: updatedAt })
          .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ value, updated_at: updatedAt }))
          .execute();
      });
      await logEvent(ctx, request, 'set_user_attribute', { name });
      return userAttribute(user, name);
    },

    // ------------------------------------------------------------------ project alerts
    async listProjectAlerts(request) {
      const user = requireUser(request);
      const { projectId } = request.query;
      let query = db.kysely.selectFrom('project_alerts').selectAll().where('user_id', '=', user.id);
      if (projectId) query = query.where('project_id', '=', projectId);
      const rows = await query.orderBy('id').execute();
      return { alerts: rows.map(alertOf) };
    },

    async saveProjectAlert(request) {
      const user = requireUser(request);
      const body = request.body;
      const name = body.name.trim();
      const sourceUrl = body.sourceUrl.trim();
      const problems = [
        ...(name ? [] : [{ field: 'body.name', message: ACCOUNT_DATA_TEXT.required }]),
        // Alert e-mails link to it: only a path on this site, never another site.
        ...(safeReturnUrl(sourceUrl)
          ? []
          : [{ field: 'body.sourceUrl', message: ACCOUNT_DATA_TEXT.sourceUrlNotRelative }]),
      ];
      if (problems.length) throw new FieldValidationError(problems);
      const now = nowIso();
      const values = {
        name,
        project_id: body.projectId,
        alert_type_id: body.alertTypeId,
        is_active: body.isActive ? 1 : 0,
        recipients: JSON.stringify(
          body.alertRecipients.map((r) => ({ emailAddress: r.emailAddress.trim(), isActive: r.isActive })),
        ),
        source_url: sourceUrl,
        updated_at: now,
      };
      let alertId: number;
      if (body.alertId !== undefined) {
        const result = await db.kysely
          .updateTable('project_alerts')
          .set(values)
          .where('id', '=', body.alertId)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw alertNotFound();
        alertId = body.alertId;
      } else {
        const inserted = await db.kysely
          .insertInto('project_alerts')
          .values({ user_id: user.id, created_at: now, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        alertId = Number(inserted.id);
      }
      await logEvent(ctx, request, 'save_project_alert', { alertId, created: body.alertId === undefined });
      const row = await db.kysely
        .selectFrom('project_alerts')
        .selectAll()
        .where('id', '=', alertId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw alertNotFound(); // deleted meanwhile by another of the user's sessions
      return alertOf(row);
    },

    async deleteProjectAlert(request) {
      const user = requireUser(request);
      const { alertId } = request.query;
      const result = await db.kysely
        .deleteFrom('project_alerts')
        .where('id', '=', alertId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw alertNotFound();
      await logEvent(ctx, request, 'delete_project_alert', { alertId });
      return { isSuccessful: true, message: null };
    },

    // ------------------------------------------------------------------ requested keywords
    async getRequestedKeywords(request) {
      const user = requireUser(request);
      const rows = await db.kysely
        .selectFrom('requested_keywords')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('country_code', '=', request.query.countryCode ?? DEFAULT_COUNTRY_CODE)
        .orderBy('requested_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return { keywords: rows.map(requestedKeywordOf) };
    },

    async getRequestedKeywordStatusCounts(request) {
      const user = requireUser(request);
      return statusCounts(db, user.id, request.query.countryCode ?? DEFAULT_COUNTRY_CODE);
    },

    async addRequestedKeywords(request) {
      const user = requireUser(request);
      const countryCode = request.body.countryCode ?? DEFAULT_COUNTRY_CODE;
      const keywords = parseKeywordList(request.body.termsCsv);
      if (!keywords.length) throw fieldError('body.termsCsv', ACCOUNT_DATA_TEXT.noKeywords);
      if (keywords.some((k) => k.length > REQUESTED_KEYWORD_MAX_LENGTH)) {
        throw fieldError(
          'body.termsCsv',
          fill(ACCOUNT_DATA_TEXT.keywordTooLong, { max: REQUESTED_KEYWORD_MAX_LENGTH }),
        );
      }
      const requestedAt = nowIso();
      const rows = keywords.map((keyword) => ({
        user_id: user.id,
        country_code: countryCode,
        keyword,
        keyword_key: keyword.toLowerCase(),
        status: 'queued' satisfies RequestedKeywordStatus,
        term_id: null,
        requested_at: requestedAt,
      }));
      // Keywords the user already requested for this country are skipped, not requested twice.
      const addedCount = await db.kysely.transaction().execute(async (trx) => {
        let added = 0;
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const inserted = await trx
            .insertInto('requested_keywords')
            .values(rows.slice(i, i + INSERT_CHUNK))
            .onConflict((oc) => oc.columns(['user_id', 'country_code', 'keyword_key']).doNothing())
            .returning('id')
            .execute();
          added += inserted.length;
        }
        return added;
      });
      await logEvent(ctx, request, 'add_requested_keywords', { countryCode, addedCount });
      return {
        isSuccessful: true,
        addedCount,
        counts: await statusCounts(db, user.id, countryCode),
      };
    },

    // ------------------------------------------------------------------ API key and usage
    async getApiMonthlyUsage(request) {
      const user = requireUser(request);
      const months = reportedMonths(user.created_at, new Date());
      const used = await usageByMonth(db, user.id, months);
      return {
        months: months.map((month) => ({ month, rowsUsed: used.get(month) ?? 0, rowLimit: API_ACCESS_ROW_LIMIT })),
      };
    },

    async generateApiKey(request) {
      const user = requireUser(request);
      if (!(await hasApiAccess(db, user)))
        throw new HttpError(403, ACCOUNT_DATA_TEXT.apiNeedsFullUser, 'API_ACCESS_REQUIRED');
      const apiKey = newApiKey();
      const now = nowIso();
      // One active key per account: the new one replaces (revokes) any earlier key.
      await db.kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable('api_keys')
          .set({ revoked_at: now })
          .where('user_id', '=', user.id)
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .insertInto('api_keys')
          .values({
            user_id: user.id,
            key_hash: sha256(apiKey),
            key_prefix: apiKey.slice(0, API_KEY_VISIBLE_LENGTH),
            created_at: now,
            revoked_at: null,
          })
          .execute();
      });
      await logEvent(ctx, request, 'generate_api_key');
      return { apiKey };
    },
  };
}
