import { Checkbox, CheckboxGroup as AriaCheckboxGroup, Label, Text } from 'react-aria-components';

import { choiceGroupProps, type ChoiceGroupProps } from './choiceGroup';
import styles from './Choices.module.css';
import { CheckIcon } from '../Icon/Icon';

export type { ChoiceOption } from './choiceOption';

export interface CheckboxGroupProps<Value extends string> extends ChoiceGroupProps<Value> {
  /** The checked values (controlled). */
  value: readonly Value[];
  onChange: (value: Value[]) => void;
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
  message,
  ...group
}: CheckboxGroupProps<Value>) {
  return (
    <AriaCheckboxGroup
      {...choiceGroupProps(group)}
      value={[...value]}
      // The options are the only values the group can hold.
      onChange={(next) => onChange(next as Value[])}
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
