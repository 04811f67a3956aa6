import type { ChoiceOption } from './choiceOption';
import styles from './Choices.module.css';
import type { ValidationState } from '../Input/Input';

/** What a CheckboxGroup and a RadioGroup both take; each adds its value and onChange. */
export interface ChoiceGroupProps<Value extends string> {
  label: string;
  options: readonly ChoiceOption<Value>[];
  orientation?: 'vertical' | 'horizontal';
  isRequired?: boolean;
  isDisabled?: boolean;
  validationState?: Extract<ValidationState, 'normal' | 'invalid'>;
  /** Under the options, linked to the group as its description (an error or a hint). */
  message?: string;
}

/** The props both react-aria groups get alike: the group's classes, its state and ARIA-only validation. */
export function choiceGroupProps({
  orientation = 'vertical',
  isRequired = false,
  isDisabled = false,
  validationState = 'normal',
}: Pick<ChoiceGroupProps<string>, 'orientation' | 'isRequired' | 'isDisabled' | 'validationState'>) {
  const isInvalid = validationState === 'invalid';
  return {
    className: [styles.group, styles[orientation], isInvalid ? styles.invalid : ''].filter(Boolean).join(' '),
    isRequired,
    isDisabled,
    isInvalid,
    validationBehavior: 'aria' as const,
  };
}
