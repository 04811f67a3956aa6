/** The onboarding tag: the survey a new account fills in before the app opens (document 1 §5). */
import {
  normalizeDomain,
  onboardingProblems,
  onboardingRequestField,
  type OnboardingProblemField,
} from '../../lib/onboarding';
import { FieldValidationError } from '../errors';
import { logEvent, nowIso, requireUser, type HandlerContext } from './context';
import type { TagHandlers } from './operation';

const bit = (value: boolean | undefined) => (value ? 1 : 0);

export function createOnboardingHandlers(ctx: HandlerContext): TagHandlers<'onboarding'> {
  const { db } = ctx;
  return {
    /** Saves the survey (saving again replaces it), takes its name as the display name and ends onboarding. */
    async saveUserSurvey(request) {
      const user = requireUser(request);
      const survey = request.body;
      // doc 1 §5: the step rules, the ones the schema cannot express among them.
      const problems = Object.entries(onboardingProblems(survey)) as [OnboardingProblemField, string][];
      if (problems.length)
        throw new FieldValidationError(
          problems.map(([field, message]) => ({ field: onboardingRequestField(field), message })),
        );
      const name = survey.name.trim();
      // The rules above made sure the domain is one.
      const domain = normalizeDomain(survey.onboardingDomain) ?? '';
      const display = survey.onboardingDisplay.trim();

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
      return { isSuccessful: true, shouldShowOnboarding: false };
    },
  };
}
