import type { FormHTMLAttributes, ReactNode } from 'react';

import styles from './Form.module.css';
import type { FormApi } from './useForm';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** The state from useForm(). */
  form: Pick<FormApi<string>, 'handleSubmit' | 'summary'>;
  children: ReactNode;
}

/**
 * A <form> wired to useForm(): submit runs the validation (the browser's own is off), and a failed
 * submit shows 'Please check the fields marked in red.' above the fields.
 */
export function Form({ form, children, className, ...rest }: FormProps) {
  return (
    <form {...rest} noValidate onSubmit={form.handleSubmit} className={[styles.form, className ?? ''].join(' ')}>
      <div role="alert">{form.summary && <p className={styles.summary}>{form.summary}</p>}</div>
      <div className={styles.fields}>{children}</div>
    </form>
  );
}
