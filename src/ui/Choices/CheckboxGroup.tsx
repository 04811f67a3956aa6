import { Checkbox, CheckboxGroup as AriaCheckboxGroup, Label, Text } from 'react-aria-components';

import type { ChoiceOption } from './choiceOption';
import styles from './Choices.module.css';
import { CheckIcon } from '../Icon/Icon';
import type { ValidationState } from '../Input/Input';

export type { ChoiceOption } from './choiceOption';

export interface CheckboxGroupProps<Value extends string> {
  label: string;
  options: readonly ChoiceOption<Value>[];
  /** The checked values (controlled). */
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  orientation?: 'vertical' | 'horizontal';
  isRequired?: boolean;
  isDisabled?: boolean;
  validationState?: Extract<ValidationState, 'normal' | 'invalid'>;
  /** Under the options, linked to the group as its description (an error or a hint). */
  message?: string;
}

/**
 * A labelled group of checkboxes (react-aria CheckboxGroup): the group is named by its label and
 * described by its message; Space checks the focused box.
 */
export function CheckboxGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  orientation = 'vertical',
  isRequired = false,
  isDisabled = false,
  validationState = 'normal',
  message,
}: CheckboxGroupProps<Value>) {
  const isInvalid = validationState === 'invalid';
  return (
    <AriaCheckboxGroup
      className={[styles.group, styles[orientation], isInvalid ? styles.invalid : ''].filter(Boolean).join(' ')}
      value={[...value]}
      // The options are the only values the group can hold.
      onChange={(next) => onChange(next as Value[])}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} className={styles.option}>
            {({ isSelected }) => (
              <>
                <span className={styles.box} aria-hidden="true">
                  {isSelected && <CheckIcon />}
                </span>
                {option.label}
              </>
            )}
          </Checkbox>
        ))}
      </div>
      {/* Always mounted: react-aria links the description slot only if it exists on mount. */}
      <Text slot="description" className={styles.message}>
        {message}
      </Text>
    </AriaCheckboxGroup>
  );
}
