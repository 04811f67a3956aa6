/**
 * The pdf-export tag (doc 2 §3 PDF export form, §7 PDF export calls): the scheduled PDF reports a
 * user sees on /account/scheduled-pdf-reports — listed, paused or resumed, re-timed, re-addressed
 * and deleted. A report belongs to one user; a team owner may manage its members' reports too (the
 * contract's "userId must be the caller or one of its child accounts"), a member only its own.
 *
 * Generating PDFs (Export, ExportAsync, GetStatus) and Schedule, whose multipart form carries the
 * report's design and logo, are not built yet and still answer 501.
 */
import { INFERRED_TEXT } from '../../lib/spec/text';
import type { ScheduledPdfReportsTable, UserRow } from '../db/schema';
import { FieldValidationError, HttpError, type FieldError } from '../errors';
import { logEvent, nowIso, requireUser, type HandlerContext, type Schemas } from './context';
import type { TagHandlers } from './operation';

type ScheduledPdfReport = Schemas['ScheduledPdfReport'];
type ReportUpdate = Schemas['ScheduledPdfReportUpdate'];
type Recipient = Schemas['AlertRecipient'];
type ReportFrequency = Schemas['ReportFrequency'];

/** The hour (UTC) scheduled reports go out: the contract's example runs at 06:00Z. */
export const REPORT_SEND_HOUR_UTC = 6;
/** A WEEKLY report's day is 1 (Monday) to 7 (Sunday); the schema allows up to 28 for MONTHLY. */
const LAST_WEEKDAY = 7;

// Ours: the spec words none of these refusals.
export const PDF_REPORT_TEXT = {
  notYours: 'You can only see and change your own scheduled reports, or those of your team members.',
  notFound: 'There is no such scheduled report.',
  weeklyDay: 'A weekly report is sent on a day from 1 (Monday) to 7 (Sunday).',
  duplicateReport: 'This report appears twice in the request.',
  duplicateRecipient: 'This address is already a recipient of the report.',
  deleted: 'Scheduled report deleted',
} as const;

const forbidden = () => new HttpError(403, PDF_REPORT_TEXT.notYours, 'NOT_YOUR_REPORT');
const notFound = () => new HttpError(404, PDF_REPORT_TEXT.notFound, 'REPORT_NOT_FOUND');

/**
 * When a report with this schedule next goes out after `now`: WEEKLY on ISO weekday `reportDay`
 * (1 Monday … 7 Sunday), MONTHLY on day `reportDay` of the month (at most 28, so every month has
 * it), at REPORT_SEND_HOUR_UTC. A run due exactly at `now` counts as gone: the next one follows.
 */
export function nextRunAt(frequency: ReportFrequency, reportDay: number, now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  // Date.UTC carries an overflowing day or month into the next month or year.
  const at = (m: number, d: number) => new Date(Date.UTC(year, m, d, REPORT_SEND_HOUR_UTC));
  if (frequency === 'WEEKLY') {
    const weekday = ((now.getUTCDay() + 6) % 7) + 1;
    const ahead = (reportDay - weekday + 7) % 7;
    const thisWeek = at(month, day + ahead);
    return thisWeek > now ? thisWeek : at(month, day + ahead + 7);
  }
  const thisMonth = at(month, reportDay);
  return thisMonth > now ? thisMonth : at(month + 1, reportDay);
}

/** ISO-8601 without the milliseconds, as the contract writes its times. */
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function recipientsOf(json: string): Recipient[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as Recipient[]) : [];
  } catch {
    return [];
  }
}

type ReportRow = Pick<
  ScheduledPdfReportsTable,
  | 'name'
  | 'project_id'
  | 'source_url'
  | 'frequency'
  | 'report_day'
  | 'style_id'
  | 'report_template'
  | 'recipients'
  | 'is_active'
> & { id: number };

/** The contract's report; a paused one has no next run. */
function toScheduledPdfReport(row: ReportRow, ownerGuid: string, now = new Date()): ScheduledPdfReport {
  const frequency = row.frequency as ReportFrequency;
  const isActive = row.is_active === 1;
  return {
    userId: ownerGuid,
    alertId: row.id,
    name: row.name,
    projectId: row.project_id,
    sourceUrl: row.source_url,
    frequency,
    reportDay: row.report_day,
    styleId: row.style_id as ScheduledPdfReport['styleId'],
    reportTemplate: row.report_template as ScheduledPdfReport['reportTemplate'],
    alertRecipients: recipientsOf(row.recipients),
    isActive,
    nextRunAt: isActive ? isoSeconds(nextRunAt(frequency, row.report_day, now)) : null,
  };
}

/** The recipients as stored; the same address twice (whatever its case) is refused, naming the second. */
export function checkedRecipients(recipients: readonly Recipient[], field: string): Recipient[] {
  const seen = new Set<string>();
  const problems: FieldError[] = [];
  recipients.forEach((r, i) => {
    const key = r.emailAddress.toLowerCase();
    if (seen.has(key)) {
      problems.push({ field: `${field}.${i}.emailAddress`, message: PDF_REPORT_TEXT.duplicateRecipient });
    }
    seen.add(key);
  });
  if (problems.length) throw new FieldValidationError(problems);
  // Stored with exactly the contract's two fields, in its order.
  return recipients.map((r) => ({ emailAddress: r.emailAddress, isActive: r.isActive }));
}

/** What an update changes, checked as far as it can be without the stored report. */
function checkedChanges(update: ReportUpdate, field: string) {
  const name = update.name?.trim();
  if (name === '') throw new FieldValidationError([{ field: `${field}.name`, message: INFERRED_TEXT.required }]);
  return {
    name,
    isActive: update.isActive,
    frequency: update.frequency,
    reportDay: update.reportDay,
    styleId: update.styleId,
    reportTemplate: update.reportTemplate,
    recipients: update.alertRecipients && checkedRecipients(update.alertRecipients, `${field}.alertRecipients`),
  };
}

export function createPdfExportHandlers(ctx: HandlerContext): TagHandlers<'pdf-export'> {
  const { db } = ctx;

  /** The account whose reports `userId` names, if the caller may manage them: itself or a team member. */
  async function ownerFor(caller: UserRow, userId: string): Promise<{ id: number; guid: string }> {
    const guid = userId.toLowerCase();
    if (guid === caller.guid.toLowerCase()) return caller;
    const owner = await db.kysely
      .selectFrom('users')
      .select(['id', 'guid', 'parent_user_id'])
      .where('guid', '=', guid)
      .executeTakeFirst();
    // An unknown id is refused like another account's: the answer does not tell which it was.
    if (!owner || owner.parent_user_id !== caller.id) throw forbidden();
    return owner;
  }

  return {
    async getScheduledPdfReports(request) {
      const owner = await ownerFor(requireUser(request), request.query.userId);
      const rows = await db.kysely
        .selectFrom('scheduled_pdf_reports')
        .selectAll()
        .where('user_id', '=', owner.id)
        .orderBy('id')
        .execute();
      const now = new Date();
      return rows.map((row) => toScheduledPdfReport(row, owner.guid, now));
    },

    async updateScheduledPdfReports(request) {
      const caller = requireUser(request);
      const { reports } = request.body;
      const seen = new Set<string>();
      const planned = reports.map((update, i) => {
        const field = `body.reports.${i}`;
        const key = `${update.userId.toLowerCase()}/${update.alertId}`;
        if (seen.has(key)) {
          throw new FieldValidationError([{ field: `${field}.alertId`, message: PDF_REPORT_TEXT.duplicateReport }]);
        }
        seen.add(key);
        return { update, field, changes: checkedChanges(update, field) };
      });
      const owners = new Map<string, { id: number; guid: string }>();
      for (const { update } of planned) {
        const guid = update.userId.toLowerCase();
        if (!owners.has(guid)) owners.set(guid, await ownerFor(caller, guid));
      }

      // All or nothing: an unknown report or a bad day rolls back the changes before it.
      const updated = await db.kysely.transaction().execute(async (trx) => {
        const now = nowIso();
        const answer: ScheduledPdfReport[] = [];
        for (const { update, field, changes } of planned) {
          const owner = owners.get(update.userId.toLowerCase())!;
          const row = await trx
            .selectFrom('scheduled_pdf_reports')
            .selectAll()
            .where('id', '=', update.alertId)
            .where('user_id', '=', owner.id)
            .executeTakeFirst();
          if (!row) throw notFound();
          const frequency = changes.frequency ?? (row.frequency as ReportFrequency);
          const reportDay = changes.reportDay ?? row.report_day;
          if (frequency === 'WEEKLY' && reportDay > LAST_WEEKDAY) {
            // Name what was sent: the day, or the frequency that made the stored day too late.
            const culprit = changes.reportDay !== undefined ? 'reportDay' : 'frequency';
            throw new FieldValidationError([{ field: `${field}.${culprit}`, message: PDF_REPORT_TEXT.weeklyDay }]);
          }
          const next = {
            ...row,
            name: changes.name ?? row.name,
            frequency,
            report_day: reportDay,
            style_id: changes.styleId ?? row.style_id,
            report_template: changes.reportTemplate ?? row.report_template,
            recipients: changes.recipients ? JSON.stringify(changes.recipients) : row.recipients,
            is_active: changes.isActive === undefined ? row.is_active : changes.isActive ? 1 : 0,
            updated_at: now,
          };
          await trx
            .updateTable('scheduled_pdf_reports')
            .set({
              name: next.name,
              frequency: next.frequency,
              report_day: next.report_day,
              style_id: next.style_id,
              report_template: next.report_template,
              recipients: next.recipients,
              is_active: next.is_active,
              updated_at: next.updated_at,
            })
            .where('id', '=', row.id)
            .execute();
          answer.push(toScheduledPdfReport(next, owner.guid));
        }
        return answer;
      });
      await logEvent(ctx, request, 'update_scheduled_pdf_reports', {
        alertIds: updated.map((r) => r.alertId),
      });
      return updated;
    },

    async deleteScheduledPdfReport(request) {
      const { userId, alertId } = request.query;
      const owner = await ownerFor(requireUser(request), userId);
      const deleted = await db.kysely
        .deleteFrom('scheduled_pdf_reports')
        .where('id', '=', alertId)
        .where('user_id', '=', owner.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound();
      await logEvent(ctx, request, 'delete_scheduled_pdf_report', { alertId, userId: owner.guid });
      return { success: true, status: PDF_REPORT_TEXT.deleted };
    },
  };
}
