import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import type { BudgetRange, CompanyEmployeeCount, OnboardingDraft } from './onboardingDraft';
import styles from './OnboardingView.module.css';
import { BUDGET_RANGE_LABELS, COMPANY_SIZE_LABELS, INTEREST_LABELS, ONBOARDING_TEXT } from './texts';
import {
  needsBudgetRange,
  ONBOARDING_INTERESTS,
  ONBOARDING_STEPS,
  onboardingStepProblems,
  type OnboardingProblemField,
  type OnboardingStep,
} from '../../lib/onboarding';
import { fill, TEXT } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { CheckboxGroup } from '../../ui/Choices/CheckboxGroup';
import { RadioGroup, type ChoiceOption } from '../../ui/Choices/RadioGroup';
import { Input } from '../../ui/Input/Input';
import { WizardSteps } from '../../ui/WizardSteps/WizardSteps';
import type { FormFailure } from '../shell/formFailure';

export interface OnboardingViewProps {
  step: OnboardingStep;
  /** The labels of the three steps, in order (the route labels). */
  stepLabels: readonly [string, string, string];
  /** The page heading: the route title. */
  title: string;
  draft: OnboardingDraft;
  onChange: (change: Partial<OnboardingDraft>) => void;
  /** The previous step's page; none on step 1. */
  backHref?: string | null;
  /** Called once the step's rules hold: go on to the next step, or save on step 3. */
  onContinue: () => void;
  isSubmitting?: boolean;
  /** The last failed save: its text in the alert region, field messages under their fields. */
  failure?: FormFailure<OnboardingProblemField> | null;
}

const YES_NO = [
  { value: 'yes', label: ONBOARDING_TEXT.yes },
  { value: 'no', label: ONBOARDING_TEXT.no },
] as const satisfies readonly ChoiceOption[];
type YesNo = (typeof YES_NO)[number]['value'];
const yesNoOf = (value: boolean | null): YesNo | null => (value === null ? null : value ? 'yes' : 'no');

const optionsOf = <Value extends string>(labels: Readonly<Record<Value, string>>): ChoiceOption<Value>[] =>
  (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));
const COMPANY_SIZES = optionsOf<CompanyEmployeeCount>(COMPANY_SIZE_LABELS);
const BUDGET_RANGES = optionsOf<BudgetRange>(BUDGET_RANGE_LABELS);
const INTERESTS = optionsOf(INTEREST_LABELS);

/**
 * The onboarding survey a new account fills in before the app opens (doc 1 §4, §5), one step per
 * page: 1 about the user, 2 the site of the first project, 3 goals. A step's rules (lib/onboarding)
 * hold before 'Continue' leaves it: a field's message shows once it lost focus, every message and
 * 'Please check the fields marked in red.' after a refused 'Continue'. A failed save keeps every
 * answer and shows the server's messages under their fields until they are changed.
 */
export function OnboardingView({
  step,
  stepLabels,
  title,
  draft,
  onChange,
  backHref = null,
  onContinue,
  isSubmitting = false,
  failure = null,
}: OnboardingViewProps) {
  const [touched, setTouched] = useState<ReadonlySet<OnboardingProblemField>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  // Server messages stand until their field changes or the next save answers.
  const [shownFailure, setShownFailure] = useState(failure);
  const [changedSinceFailure, setChangedSinceFailure] = useState<ReadonlySet<OnboardingProblemField>>(() => new Set());
  if (failure !== shownFailure) {
    setShownFailure(failure);
    setChangedSinceFailure(new Set());
  }

  const problems = onboardingStepProblems(step, draft);
  const hasProblems = Object.keys(problems).length > 0;
  const messageOf = (field: OnboardingProblemField): string | undefined => {
    const own = attempted || touched.has(field) ? problems[field] : undefined;
    return own ?? (changedSinceFailure.has(field) ? undefined : failure?.fields[field]);
  };
  const stateOf = (field: OnboardingProblemField) => (messageOf(field) ? 'invalid' : 'normal');
  const change = (field: OnboardingProblemField, value: Partial<OnboardingDraft>) => {
    onChange(value);
    if (!changedSinceFailure.has(field)) setChangedSinceFailure(new Set(changedSinceFailure).add(field));
  };
  const blurred = (field: OnboardingProblemField) => () => {
    if (!touched.has(field)) setTouched(new Set(touched).add(field));
  };
  const summary = attempted && hasProblems ? TEXT.checkFieldsInRed : (failure?.message ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!hasProblems && !isSubmitting) onContinue();
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <WizardSteps
          aria-label={ONBOARDING_TEXT.stepsLabel}
          steps={ONBOARDING_STEPS.map((each, index) => ({
            id: String(each),
            label: stepLabels[index],
            state: each === step ? 'active' : each < step ? 'complete' : 'incomplete',
          }))}
        />
        <p className={styles.stepOf}>{fill(ONBOARDING_TEXT.stepOf, { step: String(step) })}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{ONBOARDING_TEXT.lead[step]}</p>

        <form noValidate onSubmit={submit} aria-busy={isSubmitting || undefined} aria-label={title}>
          <div role="alert">{summary && <p className={styles.summary}>{summary}</p>}</div>
          <div className={styles.fields}>
            {step === 1 && (
              <>
                <Input
                  label={ONBOARDING_TEXT.nameLabel}
                  name="name"
                  value={draft.name}
                  onChange={(name) => change('name', { name })}
                  onBlur={blurred('name')}
                  isRequired
                  autoComplete="name"
                  validationState={stateOf('name')}
                  message={messageOf('name')}
                />
                <RadioGroup<CompanyEmployeeCount>
                  label={ONBOARDING_TEXT.companySizeLabel}
                  orientation="horizontal"
                  options={COMPANY_SIZES}
                  value={draft.companyEmployeeCount}
                  onChange={(companyEmployeeCount) => onChange({ companyEmployeeCount })}
                />
                <RadioGroup<YesNo>
                  label={ONBOARDING_TEXT.agencyLabel}
                  orientation="horizontal"
                  options={YES_NO}
                  value={yesNoOf(draft.employedAtAgency)}
                  onChange={(answer) => change('budgetRange', { employedAtAgency: answer === 'yes' })}
                />
                <RadioGroup<YesNo>
                  label={ONBOARDING_TEXT.ownBusinessLabel}
                  orientation="horizontal"
                  options={YES_NO}
                  value={yesNoOf(draft.ownBusiness)}
                  onChange={(answer) => onChange({ ownBusiness: answer === 'yes' })}
                />
              </>
            )}

            {step === 2 && (
              <>
                <Input
                  label={ONBOARDING_TEXT.domainLabel}
                  name="onboardingDomain"
                  value={draft.onboardingDomain}
                  onChange={(onboardingDomain) => change('onboardingDomain', { onboardingDomain })}
                  onBlur={blurred('onboardingDomain')}
                  isRequired
                  autoComplete="url"
                  placeholder="example.com"
                  validationState={stateOf('onboardingDomain')}
                  message={messageOf('onboardingDomain') ?? ONBOARDING_TEXT.domainHint}
                />
                <Input
                  label={ONBOARDING_TEXT.displayLabel}
                  name="onboardingDisplay"
                  value={draft.onboardingDisplay}
                  onChange={(onboardingDisplay) => change('onboardingDisplay', { onboardingDisplay })}
                  onBlur={blurred('onboardingDisplay')}
                  isRequired
                  autoComplete="organization"
                  validationState={stateOf('onboardingDisplay')}
                  message={messageOf('onboardingDisplay') ?? ONBOARDING_TEXT.displayHint}
                />
              </>
            )}

            {step === 3 && (
              <>
                {/* Step 3 needs the domain too; it is step 2's field, so only its message shows here. */}
                {messageOf('onboardingDomain') && (
                  <p className={styles.summary}>
                    {ONBOARDING_TEXT.domainLabel}: {messageOf('onboardingDomain')}
                  </p>
                )}
                <RadioGroup<YesNo>
                  label={ONBOARDING_TEXT.newCampaignLabel}
                  orientation="horizontal"
                  options={YES_NO}
                  value={yesNoOf(draft.isNewCampaign)}
                  onChange={(answer) => change('isNewCampaign', { isNewCampaign: answer === 'yes' })}
                  isRequired
                  validationState={stateOf('isNewCampaign')}
                  message={messageOf('isNewCampaign')}
                />
                <CheckboxGroup
                  label={ONBOARDING_TEXT.interestsLabel}
                  options={INTERESTS}
                  value={ONBOARDING_INTERESTS.filter((interest) => draft[interest])}
                  onChange={(chosen) =>
                    change(
                      'interests',
                      Object.fromEntries(ONBOARDING_INTERESTS.map((interest) => [interest, chosen.includes(interest)])),
                    )
                  }
                  isRequired
                  validationState={stateOf('interests')}
                  message={messageOf('interests')}
                />
                {needsBudgetRange(draft) && (
                  <RadioGroup<BudgetRange>
                    label={ONBOARDING_TEXT.budgetLabel}
                    options={BUDGET_RANGES}
                    value={draft.budgetRange}
                    onChange={(budgetRange) => change('budgetRange', { budgetRange })}
                    isRequired
                    validationState={stateOf('budgetRange')}
                    message={messageOf('budgetRange')}
                  />
                )}
              </>
            )}
          </div>

          <div className={styles.actions}>
            {backHref && (
              <Link className={styles.back} to={backHref}>
                {ONBOARDING_TEXT.back}
              </Link>
            )}
            <Button type="submit" size="large" isDisabled={isSubmitting}>
              {step < 3 ? ONBOARDING_TEXT.next : isSubmitting ? ONBOARDING_TEXT.finishing : ONBOARDING_TEXT.finish}
            </Button>
          </div>
        </form>
      </div>
    </main>
  );
}
