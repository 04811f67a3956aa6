/**
 * The workspace operations about a project's saved keywords and its reports (doc 2 §7 other
 * workspace calls; src/server/workspace/): which of the caller's projects hold given terms, the
 * static suggestion import and the removal of an import's term ids (its Undo, with DeleteGroup),
 * and the PDF export alert. Every call works in the caller's account (projectAccountOf); another
 * account's project answers 404 and changes nothing.
 */
import type { FastifyRequest } from 'fastify';

import { csvValues } from '../../../lib/csv';
import { ALL_PROJECTS_ID } from '../../../lib/spec/identity';
import { INFERRED_TEXT } from '../../../lib/spec/text';
import { FieldValidationError } from '../../errors';
import { keywordAllowanceOf, ownProject, projectAccountOf } from '../../workspace/access';
import { csvIds, importTermsOf, removeFromProject } from '../../workspace/keywords';
import { SUGGESTION_FLAGS, suggestionSets } from '../../workspace/suggestions';
import { importSuggestionSets, projectsHoldingTerms } from '../../workspace/termActions';
import { logEvent, nowIso, planHolderOfRequest, requireUser, type HandlerContext } from '../context';
import { DEFAULT_REPORT_DESIGN } from '../nsa-account/reportDesign';
import type { TagHandlers } from '../operation';
import { checkedRecipients } from '../pdf-export';

/**
 * A PDF alert is a row of the scheduled PDF reports (the page that manages alerts lists it), so it
 * needs a schedule and a design the alert config does not carry. Ours: it is checked weekly on
 * Mondays, as the Comprehensive report in the account's saved design; the page can change both.
 */
export const PDF_ALERT_DEFAULTS = { frequency: 'WEEKLY', reportDay: 1, reportTemplate: 'Comprehensive' } as const;

export function createTermHandlers(ctx: HandlerContext): TagHandlers<'workspace'> {
  const { db } = ctx;

  async function callerProject(request: FastifyRequest, projectId: string) {
    const account = projectAccountOf(requireUser(request));
    return { account, project: await ownProject(db.kysely, account, projectId) };
  }

  return {
    async searchProjectsForTerms(request) {
      const { termsCsv, countryCode } = request.body;
      const account = projectAccountOf(requireUser(request));
      const terms = importTermsOf(csvValues(termsCsv), 'body.termsCsv');
      return projectsHoldingTerms(db.kysely, account, terms, countryCode);
    },

    async removeTermIds(request) {
      const { project } = await callerProject(request, request.body.projectId);
      const termCount = await db.kysely
        .transaction()
        .execute((trx) => removeFromProject(trx, project.id, csvIds(request.body.termIdsCsv)));
      return { projectId: project.id, termCount };
    },

    async importStaticSuggestions(request) {
      const { body } = request;
      const { account, project } = await callerProject(request, body.projectId);
      if (!SUGGESTION_FLAGS.some((flag) => body[flag])) {
        throw new FieldValidationError([{ field: 'body', message: 'asks for no suggestion set' }]);
      }
      if (!project.primaryDomainName) {
        throw new FieldValidationError([
          { field: 'body.projectId', message: 'names a project without a primary domain to suggest keywords for' },
        ]);
      }
      // Read before the transaction: the competitor counts behind opportunities are memoised.
      const sets = await suggestionSets(db, project.primaryDomainName, body.countryCode, body);
      const allowance = keywordAllowanceOf(await planHolderOfRequest(db, request, requireUser(request)));
      return db.kysely.transaction().execute((trx) =>
        importSuggestionSets(trx, {
          project,
          account,
          dialect: db.dialect,
          allowance,
          country: body.countryCode,
          sets,
        }),
      );
    },

    async createPdfAlert(request) {
      const { body } = request;
      const user = requireUser(request);
      const account = projectAccountOf(user);
      // The all-projects id stands for a report about no one project (as a scheduled report's may).
      if (body.projectId.toLowerCase() !== ALL_PROJECTS_ID) await ownProject(db.kysely, account, body.projectId);
      const name = body.name.trim();
      if (!name) throw new FieldValidationError([{ field: 'body.name', message: INFERRED_TEXT.required }]);
      const recipients = checkedRecipients(body.alertRecipients, 'body.alertRecipients');
      const design = await db.kysely
        .selectFrom('report_designs')
        .select('style_id')
        .where('account_user_id', '=', account)
        .executeTakeFirst();
      const now = nowIso();
      const row = await db.kysely
        .insertInto('scheduled_pdf_reports')
        .values({
          user_id: user.id,
          name,
          project_id: body.projectId,
          source_url: body.sourceUrl,
          frequency: PDF_ALERT_DEFAULTS.frequency,
          report_day: PDF_ALERT_DEFAULTS.reportDay,
          style_id: design?.style_id ?? DEFAULT_REPORT_DESIGN.styleId,
          report_template: PDF_ALERT_DEFAULTS.reportTemplate,
          recipients: JSON.stringify(recipients),
          is_active: body.isActive ? 1 : 0,
          // The PDF export form's options: an alert sent when the report changes, not a schedule.
          export_options: JSON.stringify({ alertTypeId: body.alertTypeId, sendAlerts: true, scheduleReport: false }),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const alertId = Number(row.id);
      await logEvent(ctx, request, 'create_pdf_alert', { alertId });
      return { alertId };
    },
  };
}
