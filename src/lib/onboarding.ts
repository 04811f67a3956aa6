/**
 * Doc 1 §5, the onboarding survey's step rules, for the browser (each step's form) and the server
 * (SaveUserSurvey checks them all): step 1 needs a name; step 2 a domain and a display name; step
 * 3 a domain, a new-campaign answer and at least one interest, and a budget range when PPC is
 * chosen and the user is not at an agency. The messages are ours (the spec gives none).
 */
import { INFERRED_TEXT } from './spec/text';

export const ONBOARDING_STEPS = [1, 2, 3] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The survey's interests, by the name of their field in the onboarding data (doc 1 §3). */
export const ONBOARDING_INTERESTS = [
  'interestedInPpc',
  'interestedInSeo',
  'interestedInCompetitiveIntelligence',
  'interestedInClientReporting',
  'interestedInSalesProspecting',
] as const;
export type OnboardingInterest = (typeof ONBOARDING_INTERESTS)[number];

/** What the rules read: the saved onboarding data, or the answers of a survey still being filled in. */
export type OnboardingAnswers = Readonly<
  Record<OnboardingInterest, boolean> & {
    name: string;
    onboardingDomain: string;
    onboardingDisplay: string;
    /** Null until answered (the saved data always has an answer). */
    isNewCampaign: boolean | null;
    employedAtAgency?: boolean;
    budgetRange?: string | null;
  }
>;

/** Where a rule's message goes: a field of the data, or 'interests' for the group of interests. */
export type OnboardingProblemField =
  'name' | 'onboardingDomain' | 'onboardingDisplay' | 'isNewCampaign' | 'interests' | 'budgetRange';
export type OnboardingProblems = Partial<Record<OnboardingProblemField, string>>;

/** The request field a rule's message names in a 400 (SaveUserSurvey): the interests group's is its first box. */
export const onboardingRequestField = (field: OnboardingProblemField) =>
  `body.${field === 'interests' ? 'interestedInPpc' : field}`;

export const ONBOARDING_RULE_TEXT = {
  domainInvalid: 'Enter a domain like example.com.',
  newCampaignRequired: 'Choose yes or no.',
  interestRequired: 'Choose at least one interest.',
  budgetRangeRequired: 'Choose a monthly budget range.',
} as const;

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}[a-z0-9]$/;

/**
 * The domain a visitor typed, as a project stores it: lower case, without scheme, 'www.', port,
 * path or trailing dot ('https://www.Example.com/shop' → 'example.com'); null when it is no domain.
 */
export function normalizeDomain(input: string): string | null {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  return HOSTNAME.test(host) ? host : null;
}

/** PPC is chosen and the user is not at an agency: the survey asks for a monthly budget. */
export function needsBudgetRange(answers: OnboardingAnswers): boolean {
  return answers.interestedInPpc && !answers.employedAtAgency;
}

function domainProblem(answers: OnboardingAnswers): string | undefined {
  if (!answers.onboardingDomain.trim()) return INFERRED_TEXT.required;
  return normalizeDomain(answers.onboardingDomain) ? undefined : ONBOARDING_RULE_TEXT.domainInvalid;
}

/** The messages of one step's rules, by field; empty when the step may be left. */
export function onboardingStepProblems(step: OnboardingStep, answers: OnboardingAnswers): OnboardingProblems {
  const problems: OnboardingProblems = {};
  if (step === 1 && !answers.name.trim()) problems.name = INFERRED_TEXT.required;
  if (step === 2 || step === 3) problems.onboardingDomain = domainProblem(answers);
  if (step === 2 && !answers.onboardingDisplay.trim()) problems.onboardingDisplay = INFERRED_TEXT.required;
  if (step === 3) {
    if (answers.isNewCampaign === null) problems.isNewCampaign = ONBOARDING_RULE_TEXT.newCampaignRequired;
    if (!ONBOARDING_INTERESTS.some((interest) => answers[interest])) {
      problems.interests = ONBOARDING_RULE_TEXT.interestRequired;
    }
    if (needsBudgetRange(answers) && !answers.budgetRange)
      problems.budgetRange = ONBOARDING_RULE_TEXT.budgetRangeRequired;
  }
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as OnboardingProblems;
}

/** Every step's messages together: what the survey must satisfy before it is saved. */
export function onboardingProblems(answers: OnboardingAnswers): OnboardingProblems {
  return Object.assign(
    {},
    ...ONBOARDING_STEPS.map((step) => onboardingStepProblems(step, answers)),
  ) as OnboardingProblems;
}

/** The first step before `step` whose rules fail (a later step cannot be shown before it); null when none. */
export function firstUnfinishedStepBefore(step: OnboardingStep, answers: OnboardingAnswers): OnboardingStep | null {
  return (
    ONBOARDING_STEPS.find(
      (earlier) => earlier < step && Object.keys(onboardingStepProblems(earlier, answers)).length > 0,
    ) ?? null
  );
}
