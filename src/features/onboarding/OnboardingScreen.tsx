import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import {
  clearDraft,
  readDraft,
  relatedKeywordsPresetOf,
  surveyOf,
  writeDraft,
  type OnboardingDraft,
} from './onboardingDraft';
import { OnboardingView } from './OnboardingView';
import { ONBOARDING_TEXT } from './texts';
import { ApiError } from '../../api/client';
import { saveUserSurvey } from '../../api/onboarding';
import { createProject } from '../../api/projects';
import {
  firstUnfinishedStepBefore,
  onboardingRequestField,
  type OnboardingProblemField,
  type OnboardingStep,
} from '../../lib/onboarding';
import { loadActiveState, user } from '../../state';
import { formFailureFrom, type FormFailure } from '../shell/formFailure';
import { useFrame } from '../shell/frameContext';
import { useLinkTo, type LinkName } from '../shell/links';
import { useMountedRef } from '../shell/useMountedRef';

const STEP_ROUTES: Readonly<Record<OnboardingStep, LinkName>> = {
  1: 'onboarding',
  2: 'onboarding:2',
  3: 'onboarding:3',
};

/** The fields step 3 shows: a failed save's messages for them stand under them; any other joins the text. */
const STEP_3_FIELDS: readonly OnboardingProblemField[] = ['isNewCampaign', 'interests', 'budgetRange'];
/** The request fields that stand for a survey field (the project call's, and the interests group's first box). */
const SURVEY_FIELD_OF: Readonly<Record<string, string>> = {
  'query.projectName': 'body.onboardingDisplay',
  'query.primaryDomainName': 'body.onboardingDomain',
  [onboardingRequestField('interests')]: 'body.interests',
};

function failureOf(error: unknown): FormFailure<OnboardingProblemField> {
  const named =
    error instanceof ApiError && error.status === 400
      ? new ApiError(400, error.message, {
          fields: error.fields.map((f) => ({ ...f, field: SURVEY_FIELD_OF[f.field] ?? f.field })),
        })
      : error;
  return formFailureFrom(named, STEP_3_FIELDS, ONBOARDING_TEXT.failed);
}

/** The first project, named and placed as the survey says; one of that name already (a second try) is it. */
async function createFirstProject(draft: OnboardingDraft): Promise<void> {
  const survey = surveyOf(draft);
  try {
    await createProject({ projectName: survey.onboardingDisplay, primaryDomainName: survey.onboardingDomain });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
}

/**
 * Routes onboarding, onboarding:2 and onboarding:3 (doc 1 §4): one step each, the answers kept in
 * the tab (onboardingDraft) between them. A step whose earlier steps are not done sends the user
 * back to the first of them. After step 3 the first project is created, the survey saved (which
 * ends onboarding), the user state reloaded, and the related-keywords table opened with the preset
 * the interests call for, seeded with the project's name.
 */
export function OnboardingScreen({ step }: { step: OnboardingStep }) {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const mounted = useMountedRef();
  const { userId, name } = useSnapshot(user);
  const [draft, setDraft] = useState<OnboardingDraft>(() => {
    const stored = readDraft(userId);
    // The name the account already has is the likely answer.
    return stored.name || !name || name.includes('@') ? stored : { ...stored, name };
  });
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<FormFailure<OnboardingProblemField> | null>(null);

  const unfinished = firstUnfinishedStepBefore(step, draft);
  useEffect(() => {
    if (unfinished !== null) void navigate(linkTo(STEP_ROUTES[unfinished]), { replace: true });
    // Checked when a step opens: answers changed on the step itself never send the user away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const change = (next: Partial<OnboardingDraft>) => {
    setDraft((previous) => {
      const updated = { ...previous, ...next };
      writeDraft(userId, updated);
      return updated;
    });
  };

  const finish = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      await createFirstProject(draft);
      await saveUserSurvey(surveyOf(draft));
    } catch (error) {
      if (mounted.current) {
        setFailure(failureOf(error));
        setSubmitting(false);
      }
      return;
    }
    clearDraft(userId);
    const preset = relatedKeywordsPresetOf(draft);
    const related = linkTo('keyword:related-keywords', undefined, {
      query: surveyOf(draft).onboardingDisplay.toLowerCase(),
      ...(preset ? { selectedPreset: preset } : {}),
    });
    try {
      // The guards read shouldShowOnboarding from the user state: it must be the saved one.
      await loadActiveState();
      if (mounted.current) void navigate(related, { replace: true });
    } catch {
      window.location.assign(related);
    }
  };

  const labels = section?.links.map((link) => link.label) ?? [];
  const stepLabels: [string, string, string] = [labels[0] ?? '1', labels[1] ?? '2', labels[2] ?? '3'];

  return (
    <OnboardingView
      step={step}
      stepLabels={stepLabels}
      title={title}
      draft={draft}
      onChange={change}
      backHref={step > 1 ? linkTo(STEP_ROUTES[(step - 1) as OnboardingStep]) : null}
      onContinue={() => {
        if (step < 3) void navigate(linkTo(STEP_ROUTES[(step + 1) as OnboardingStep]));
        else void finish();
      }}
      isSubmitting={isSubmitting}
      failure={failure}
    />
  );
}
