import { useState } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';

import styles from './DateRange.module.css';
import { DATE_RANGE_TEXT, dateRangeText } from './dateRangeText';
import { formatDate } from '../../lib/format';
import { DATE_INPUT_FORMAT } from '../../lib/spec/formats';
import { validateDateRange } from '../../lib/validators';

/** doc 2 §3 — the value of a date range: start, end and the display text. */
export interface DateRangeValue {
  start: Date;
  end: Date;
  /** 'Nov 1st, 2026 - Nov 22nd, 2026' */
  text: string;
}

export interface DateRangeProps {
  /** A legend for the pair of fields. */
  label?: string;
  /** The start and end as typed, MM/DD/YYYY (uncontrolled). */
  defaultStart?: string;
  defaultEnd?: string;
  /** Called on every edit: the range when both dates are valid and in order, else null. */
  onChange?: (value: DateRangeValue | null) => void;
}

/**
 * A start and end date typed as MM/DD/YYYY (doc 1 §5; doc 2 §5): both required and valid ('This
 * doesn't appear to be a valid date.'), the end not before the start ('The end date must be after
 * the start date.'). A field's error shows once it has lost focus. The chosen range is displayed
 * like 'MMM Do, YYYY'.
 */
export function DateRange({
  label = DATE_RANGE_TEXT.label,
  defaultStart = '',
  defaultEnd = '',
  onChange,
}: DateRangeProps) {
  const [start, setStart] = useState(defaultStart);
  const [end, setEnd] = useState(defaultEnd);
  const [touched, setTouched] = useState({ start: false, end: false });
  const result = validateDateRange(start, end);
  const startError = touched.start ? result.errors.start : undefined;
  const endError = touched.end ? result.errors.end : undefined;

  function report(nextStart: string, nextEnd: string) {
    const next = validateDateRange(nextStart, nextEnd);
    onChange?.(
      next.valid && next.start && next.end
        ? { start: next.start, end: next.end, text: dateRangeText(next.start, next.end) }
        : null,
    );
  }

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.fields}>
        <TextField
          className={styles.field}
          value={start}
          onChange={(value) => {
            setStart(value);
            report(value, end);
          }}
          onBlur={() => setTouched((t) => ({ ...t, start: true }))}
          isRequired
          isInvalid={startError !== undefined}
          validationBehavior="aria"
        >
          <Label className={styles.label}>{DATE_RANGE_TEXT.start}</Label>
          <Input className={styles.input} placeholder={DATE_INPUT_FORMAT} />
          <FieldError className={styles.error}>{startError}</FieldError>
        </TextField>
        <TextField
          className={styles.field}
          value={end}
          onChange={(value) => {
            setEnd(value);
            report(start, value);
          }}
          onBlur={() => setTouched((t) => ({ ...t, end: true }))}
          isRequired
          isInvalid={endError !== undefined}
          validationBehavior="aria"
        >
          <Label className={styles.label}>{DATE_RANGE_TEXT.end}</Label>
          <Input className={styles.input} placeholder={DATE_INPUT_FORMAT} />
          <FieldError className={styles.error}>{endError}</FieldError>
        </TextField>
      </div>
      <output className={styles.display} aria-live="polite">
        {result.valid && result.start && result.end ? (
          <>
            <span className={styles.displayDate}>{formatDate(result.start)}</span>
            {DATE_RANGE_TEXT.separator}
            <span className={styles.displayDate}>{formatDate(result.end)}</span>
          </>
        ) : null}
      </output>
    </fieldset>
  );
}
