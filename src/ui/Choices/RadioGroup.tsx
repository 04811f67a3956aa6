import { Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';

import { choiceGroupProps, type ChoiceGroupProps } from './choiceGroup';
import styles from './Choices.module.css';

export type { ChoiceOption } from './choiceOption';

export interface RadioGroupProps<Value extends string> extends ChoiceGroupProps<Value> {
  /** The chosen value (controlled); null while nothing is chosen. */
  value: Value | null;
  onChange: (value: Value) => void;
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
  message,
  ...group
}: RadioGroupProps<Value>) {
  return (
    <AriaRadioGroup
      {...choiceGroupProps(group)}
      value={value}
      // The options are the only values the group can hold.
      onChange={(next) => onChange(next as Value)}
      orientation={group.orientation ?? 'vertical'}
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
