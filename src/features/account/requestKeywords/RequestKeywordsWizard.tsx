import type { ReactNode } from 'react';

import type { RequestStep } from './requestKeywordsDraft';
import styles from './RequestKeywordsWizard.module.css';
import { REQUEST_STEPS_TEXT } from './texts';
import { fill } from '../../../lib/spec/text';
import { WizardSteps } from '../../../ui/WizardSteps/WizardSteps';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';

const STEPS = [1, 2, 3] as const satisfies readonly RequestStep[];

export interface RequestKeywordsWizardProps {
  /** The page heading: the step's route title. */
  title: string;
  section?: FrameSection;
  step: RequestStep;
  /** Every step done (the finished request): no step is current any more. */
  isFinished?: boolean;
  children: ReactNode;
}

/**
 * The frame of the three request steps (routes account:requestkeywords:step-1 … step-3): the
 * account section, the step's heading with 'Step n of 3', the progress through the steps, and
 * the step's content in a card.
 */
export function RequestKeywordsWizard({
  title,
  section,
  step,
  isFinished = false,
  children,
}: RequestKeywordsWizardProps) {
  return (
    <SectionFrame title={title} section={section} subtitle={fill(REQUEST_STEPS_TEXT.stepOf, { step })}>
      <div className={styles.card}>
        <WizardSteps
          aria-label={REQUEST_STEPS_TEXT.stepsLabel}
          steps={STEPS.map((each) => ({
            id: String(each),
            label: REQUEST_STEPS_TEXT.stepLabels[each - 1],
            state: isFinished || each < step ? 'complete' : each === step ? 'active' : 'incomplete',
          }))}
        />
        {children}
      </div>
    </SectionFrame>
  );
}
