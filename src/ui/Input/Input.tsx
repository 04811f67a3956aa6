import type { ReactNode, Ref } from 'react';
import { Input as AriaInput, Label, Text, TextField } from 'react-aria-components';
import type { TextFieldProps } from 'react-aria-components';

import styles from './Input.module.css';
import type { INPUT_SIZES, VALIDATION_STATES } from '../../lib/spec/widgets';

/** doc 2 §5 — x-small, small, medium, large (heights from --control-height-*). */
export type InputSize = (typeof INPUT_SIZES)[number];
/** doc 2 §5 — normal, valid, invalid, warning. */
export type ValidationState = (typeof VALIDATION_STATES)[number];

export interface InputProps extends Omit<
  TextFieldProps,
  'className' | 'children' | 'isInvalid' | 'validationBehavior'
> {
  label: ReactNode;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  size?: InputSize;
  validationState?: ValidationState;
  /** Shown under the field and linked to it with aria-describedby (an error, a warning or a hint). */
  message?: ReactNode;
  placeholder?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with a size, a validation state and a message slot (react-aria TextField). */
export function Input({
  label,
  hideLabel = false,
  size = 'medium',
  validationState = 'normal',
  message,
  placeholder,
  className,
  inputRef,
  ...rest
}: InputProps) {
  return (
    <TextField
      {...rest}
      isInvalid={validationState === 'invalid'}
      validationBehavior="aria"
      className={[styles.field, className ?? ''].filter(Boolean).join(' ')}
      data-validation={validationState}
    >
      <Label className={hideLabel ? styles.visuallyHidden : styles.label}>{label}</Label>
      <AriaInput
        ref={inputRef}
        placeholder={placeholder}
        className={[styles.input, styles[size], styles[validationState]].filter(Boolean).join(' ')}
      />
      {/* Always mounted: react-aria links the description slot only if it exists on mount. */}
      <Text slot="description" className={[styles.message, styles[`${validationState}Message`]].join(' ')}>
        {message}
      </Text>
    </TextField>
  );
}
