import type { ReactNode } from 'react';

import styles from './WizardSteps.module.css';
import type { WIZARD_STEP_STATES } from '../../lib/spec/widgets';
import { GLYPH } from '../Icon/Icon';

/** doc 2 §4 — a wizard step is active, complete or incomplete. */
export type WizardStepState = (typeof WIZARD_STEP_STATES)[number];

export interface WizardStep {
  id: string;
  label: ReactNode;
  state: WizardStepState;
}

export interface WizardStepsProps {
  steps: readonly WizardStep[];
  /** Names the list, e.g. 'Report setup progress'. */
  'aria-label': string;
}

// Our own wording, kept beside the widget (spec texts live in src/lib/spec/text.ts): how each state is read out is not shown.
const STATE_TEXT: Record<WizardStepState, string> = {
  active: 'current step',
  complete: 'completed',
  incomplete: 'not started',
};

/** The steps of a wizard as an ordered list; the active step carries aria-current="step". */
export function WizardSteps({ steps, 'aria-label': ariaLabel }: WizardStepsProps) {
  return (
    <ol className={styles.steps} aria-label={ariaLabel}>
      {steps.map((step, index) => (
        <li
          key={step.id}
          className={[styles.step, styles[step.state]].join(' ')}
          data-state={step.state}
          aria-current={step.state === 'active' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {step.state === 'complete' ? GLYPH.check : index + 1}
          </span>
          <span className={styles.label}>{step.label}</span>
          <span className={styles.visuallyHidden}> ({STATE_TEXT[step.state]})</span>
        </li>
      ))}
    </ol>
  );
}
