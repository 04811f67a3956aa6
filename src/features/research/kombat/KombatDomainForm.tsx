import { useState, type FormEvent } from 'react';

import { MAX_COMPETITORS, formProblem } from './kombat';
import styles from './KombatDomainForm.module.css';
import { KOMBAT_TEXT } from './kombatTexts';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';

export interface KombatDomainFormProps {
  /** The domains of the URL: your domain, then the competitors. */
  initialValues: readonly string[];
  /** Each input's error from the validation of the URL's domains (null: fine), in input order. */
  errors?: readonly (string | null)[];
  /** The URL's domains are being checked (GetOrganicDomainListValidations). */
  isChecking?: boolean;
  /** Whether a competitor is required (Kombat compares 2–3 domains; the PPC sets need only yours). */
  needsCompetitor?: boolean;
  /** Checks one input as it is left (GetOrganicDomainValidation); resolves with its error or null. */
  onCheck?: (value: string, earlier: readonly string[]) => Promise<string | null>;
  /** The values to compare, trimmed; the screen puts them in the URL, which validates them. */
  onCompare: (values: string[]) => void;
}

const INPUT_COUNT = 1 + MAX_COMPETITORS;

function padded(values: readonly string[]): string[] {
  return Array.from({ length: INPUT_COUNT }, (_, index) => values[index] ?? '');
}

/**
 * Keyword Kombat's domain inputs: your domain and up to two competitors. An input is checked when it
 * is left; the whole comparison is checked through the URL. Each input shows its own error.
 */
export function KombatDomainForm({
  initialValues,
  errors = [],
  isChecking = false,
  needsCompetitor = true,
  onCheck,
  onCompare,
}: KombatDomainFormProps) {
  const [initial] = useState(() => padded(initialValues));
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<(string | null | undefined)[]>([]);
  const [problem, setProblem] = useState<'required' | 'needsCompetitor' | null>(null);

  const errorOf = (index: number): string | null => {
    if (problem === 'required' && index === 0) return KOMBAT_TEXT.required;
    if (problem === 'needsCompetitor' && index === 1) return KOMBAT_TEXT.needsCompetitor;
    // A check made since the page loaded wins; the URL's error holds only while its value is unchanged.
    const own = checked[index];
    if (own !== undefined) return own;
    return values[index] === initial[index] ? (errors[index] ?? null) : null;
  };

  const change = (index: number, value: string) => {
    setValues((current) => current.map((v, i) => (i === index ? value : v)));
    setChecked((current) => {
      const next = [...current];
      next[index] = undefined;
      return next;
    });
    setProblem(null);
  };

  const check = (index: number) => {
    const value = values[index]?.trim() ?? '';
    if (!onCheck || value === '') return;
    const earlier = values
      .slice(0, index)
      .map((v) => v.trim())
      .filter((v) => v !== '');
    onCheck(value, earlier).then(
      (error) =>
        setChecked((current) => {
          const next = [...current];
          next[index] = error;
          return next;
        }),
      // A failed check says nothing: the comparison is checked again when it is submitted.
      () => undefined,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = values.map((value) => value.trim());
    const found = formProblem(trimmed);
    if (found === 'required' || (found === 'needsCompetitor' && needsCompetitor)) {
      setProblem(found);
      return;
    }
    setChecked([]);
    onCompare(trimmed);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={KOMBAT_TEXT.formLabel}>
      <p className={styles.hint}>{KOMBAT_TEXT.formHint}</p>
      <div className={styles.inputs}>
        {values.map((value, index) => {
          const error = errorOf(index);
          return (
            <Input
              key={index}
              className={styles.input}
              label={index === 0 ? KOMBAT_TEXT.yourDomain : fill(KOMBAT_TEXT.competitor, { number: index })}
              placeholder={KOMBAT_TEXT.placeholder}
              value={value}
              onChange={(next) => change(index, next)}
              onBlur={() => check(index)}
              validationState={error ? 'invalid' : 'normal'}
              message={error ?? undefined}
            />
          );
        })}
        <Button type="submit" className={styles.submit} isLoading={isChecking} loadingLabel={KOMBAT_TEXT.checking}>
          {KOMBAT_TEXT.compare}
        </Button>
      </div>
    </form>
  );
}
