import styles from './OutreachViews.module.css';

export interface WordSelectProps<Value extends string> {
  label: string;
  /** The values offered, in order. */
  values: readonly Value[];
  /** What each value is called on screen. */
  words: Readonly<Record<Value, string>>;
  value: Value;
  onChange: (value: Value) => void;
  /** A change is being saved. */
  busy?: boolean;
}

/**
 * A labelled native select of a fixed set of values, each shown by its word: a page's relationship,
 * a contact event's type, the history's kind filter.
 */
export function WordSelect<Value extends string>({
  label,
  values,
  words,
  value,
  onChange,
  busy,
}: WordSelectProps<Value>) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <select
        className={styles.native}
        value={value}
        aria-busy={busy}
        // The options are the only values the select can hold.
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {values.map((option) => (
          <option key={option} value={option}>
            {words[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
