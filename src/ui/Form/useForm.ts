import { useState } from 'react';
import type { FormEvent } from 'react';

import { TEXT } from '../../lib/spec/text';
import { validateForm } from '../../lib/validators';
import type { FieldType } from '../../lib/validators';

/** doc 1 §5 — how one field is checked (required, then its type's rule; passwords must all match). */
export interface FieldConfig {
  type?: FieldType;
  required?: boolean;
  initialValue?: string;
}

export interface UseFormOptions<Name extends string> {
  fields: Readonly<Record<Name, FieldConfig>>;
  /** Called with every value when the whole form is valid. */
  onSubmit: (values: Record<Name, string>) => void;
}

/** What a field needs to render its state; spread it into <Input {...form.field('email')} />. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isRequired: boolean;
  validationState: 'normal' | 'invalid';
  /** The field's error, once it may be shown (after the first blur, or after a failed submit). */
  message: string | undefined;
}

export interface FormApi<Name extends string> {
  values: Record<Name, string>;
  /** Every current error, shown or not. */
  errors: Partial<Record<Name, string>>;
  /** 'Please check the fields marked in red.' after a failed submit while errors remain, else null. */
  summary: string | null;
  /** True once a submit was attempted (every error is shown from then on). */
  submitted: boolean;
  field: (name: Name) => FieldBinding;
  setValue: (name: Name, value: string) => void;
  handleSubmit: (event?: FormEvent) => void;
  /** Back to the initial values, nothing touched, nothing submitted. */
  reset: () => void;
}

function initialValues<Name extends string>(fields: Readonly<Record<Name, FieldConfig>>): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of Object.keys(fields) as Name[]) values[name] = fields[name].initialValue ?? '';
  return values;
}

/**
 * doc 1 §5 generic form validation. Errors appear only after a field has lost focus once; a failed
 * submit shows 'Please check the fields marked in red.' and every field's error, and keeps what was
 * typed. A form with no fields is a developer error: 'No input fields detected'.
 */
export function useForm<Name extends string>({ fields, onSubmit }: UseFormOptions<Name>): FormApi<Name> {
  const names = Object.keys(fields) as Name[];
  if (names.length === 0) throw new Error(TEXT.noInputFields);

  const [values, setValues] = useState(() => initialValues(fields));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const errors = validateForm(
    names.map((name) => ({
      name,
      value: values[name] ?? '',
      type: fields[name].type,
      required: fields[name].required,
    })),
  ).errors as Partial<Record<Name, string>>;

  const hasErrors = Object.keys(errors).length > 0;

  const setValue = (name: Name, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  const field = (name: Name): FieldBinding => {
    const shown = submitted || touched.has(name);
    const error = shown ? errors[name] : undefined;
    return {
      name,
      value: values[name] ?? '',
      onChange: (value) => setValue(name, value),
      onBlur: () => setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
      isRequired: fields[name].required ?? false,
      validationState: error ? 'invalid' : 'normal',
      message: error,
    };
  };

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (!hasErrors) onSubmit(values);
  };

  const reset = () => {
    setValues(initialValues(fields));
    setTouched(new Set());
    setSubmitted(false);
  };

  return {
    values,
    errors,
    summary: submitted && hasErrors ? TEXT.checkFieldsInRed : null,
    submitted,
    field,
    setValue,
    handleSubmit,
    reset,
  };
}
