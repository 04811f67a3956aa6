import { useState } from 'react';
import type { ReactNode } from 'react';
import { Label, Text, TextArea as AriaTextArea, TextField } from 'react-aria-components';
import type { TextFieldProps } from 'react-aria-components';

import styles from './Textarea.module.css';
import { fill, TEXT } from '../../lib/spec/text';
import { TEXTAREA_DEFAULT_MAX_LENGTH } from '../../lib/spec/widgets';

export interface TextareaProps extends Omit<
  TextFieldProps,
  'className' | 'children' | 'maxLength' | 'value' | 'defaultValue' | 'onChange'
> {
  label: ReactNode;
  hideLabel?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** doc 2 §5 — optional limit; defaults to 1770. Pass `false` for no limit. */
  maxLength?: number | false;
  /** Show the 'current/max' counter. */
  showCount?: boolean;
  /** A hint or error under the field (the 'max characters' notice takes its place when full). */
  message?: ReactNode;
  isInvalid?: boolean;
  placeholder?: string;
  rows?: number;
  className?: string;
}

/**
 * A labelled multi-line text field (react-aria TextField + TextArea) with an optional length limit.
 * When the text reaches the limit it says 'The max number of characters is {n}'.
 */
export function Textarea({
  label,
  hideLabel = false,
  value,
  defaultValue = '',
  onChange,
  maxLength = TEXTAREA_DEFAULT_MAX_LENGTH,
  showCount = false,
  message,
  isInvalid = false,
  placeholder,
  rows = 4,
  className,
  ...rest
}: TextareaProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const text = value ?? ownValue;
  const limit = maxLength === false ? undefined : maxLength;
  const isFull = limit !== undefined && text.length >= limit;
  const notice = isFull ? fill(TEXT.textareaMax, { n: limit }) : message;

  return (
    <TextField
      {...rest}
      value={text}
      onChange={(next) => {
        if (value === undefined) setOwnValue(next);
        onChange?.(next);
      }}
      maxLength={limit}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={[styles.field, className ?? ''].filter(Boolean).join(' ')}
    >
      <Label className={hideLabel ? styles.visuallyHidden : styles.label}>{label}</Label>
      <AriaTextArea
        rows={rows}
        placeholder={placeholder}
        className={[styles.textarea, isInvalid ? styles.invalid : ''].filter(Boolean).join(' ')}
      />
      <div className={styles.footer}>
        {/* Always mounted: react-aria links the description slot only if it exists on mount. */}
        <Text slot="description" className={isFull || isInvalid ? styles.noticeStrong : styles.notice}>
          {notice}
        </Text>
        {showCount && limit !== undefined && (
          <span className={styles.count}>{fill(TEXT.textareaCount, { current: text.length, max: limit })}</span>
        )}
      </div>
    </TextField>
  );
}
