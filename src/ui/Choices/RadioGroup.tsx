import { Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';

import type { ChoiceOption } from './choiceOption';
import styles from './Choices.module.css';
import type { ValidationState } from '../Input/Input';

export type { ChoiceOption } from './choiceOption';

export interface RadioGroupProps<Value extends string> {
  label: string;
  options: readonly ChoiceOption<Value>[];
  /** The chosen value (controlled); null while nothing is chosen. */
  value: Value | null;
  onChange: (value: Value) => void;
  orientation?: 'vertical' | 'horizontal';
  isRequired?: boolean;
  isDisabled?: boolean;
  validationState?: Extract<ValidationState, 'normal' | 'invalid'>;
  /** Under the options, linked to the group as its description (an error or a hint). */
  message?: string;
}

/**
 * A labelled group of radio buttons (react-aria RadioGroup): one tab stop, arrow keys move the
 * choice; the group is named by its label and described by its message.
 */
export function RadioGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  orientation = 'vertical',
  isRequired = false,
  isDisabled = false,
  validationState = 'normal',
  message,
}: RadioGroupProps<Value>) {
  const isInvalid = validationState === 'invalid';
  return (
    <AriaRadioGroup
      className={[styles.group, styles[orientation], isInvalid ? styles.invalid : ''].filter(Boolean).join(' ')}
      value={value}
      // The options are the only values the group can hold.
      onChange={(next) => onChange(next as Value)}
      orientation={orientation}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.option}>
            <span className={styles.dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      {/* Always mounted: react-aria links the description slot only if it exists on mount. */}
      <Text slot="description" className={styles.message}>
        {message}
      </Text>
    </AriaRadioGroup>
  );
}
