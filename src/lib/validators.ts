/**
 * doc 1 §5; doc 2 §5 — form validation. Every message comes from constants (TEXT for the spec's
 * wording; INFERRED_TEXT where the spec gives none: required, numeric, password mismatch).
 */
import { parseInputDate } from './format';
import { PASSWORD_MIN_LENGTH } from './spec/auth';
import { INFERRED_TEXT, TEXT } from './spec/text';

type Maybe<T> = T | null | undefined;

/**
 * A standard e-mail pattern (the WHATWG one, but the domain needs at least one dot): local part of
 * the allowed characters, '@', dot-separated labels of letters, digits and inner hyphens.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Required means non-empty; whitespace alone counts as empty. */
export function isRequiredFilled(value: Maybe<string>): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Numeric means digits only (no sign, point or spaces; the empty string is not numeric). */
export function isNumeric(value: Maybe<string>): boolean {
  return typeof value === 'string' && /^\d+$/.test(value);
}

/** Surrounding spaces are ignored. */
export function isValidEmail(value: Maybe<string>): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

/** 'Please enter a valid email address', or null when valid. */
export function validateEmail(value: Maybe<string>): string | null {
  return isValidEmail(value) ? null : TEXT.invalidEmail;
}

/** Trimmed length at least 6: 'Enter a password with 6 or more characters', or null. */
export function validatePassword(value: Maybe<string>): string | null {
  return (value ?? '').trim().length >= PASSWORD_MIN_LENGTH ? null : TEXT.passwordTooShort;
}

/** Password confirmation: every password field holds the same value. */
export function passwordsMatch(values: readonly string[]): boolean {
  return values.every((v) => v === values[0]);
}

export interface DateRangeResult {
  valid: boolean;
  errors: { start?: string; end?: string };
  start: Date | null;
  end: Date | null;
}

/**
 * Start and end are required and must be valid MM/DD/YYYY dates ('This doesn't appear to be a valid
 * date.' — also for an empty field, the spec has no separate "required" text here); the end may
 * equal but not precede the start ('The end date must be after the start date.', on the end field).
 */
export function validateDateRange(startText: Maybe<string>, endText: Maybe<string>): DateRangeResult {
  const start = parseInputDate(startText);
  const end = parseInputDate(endText);
  const errors: DateRangeResult['errors'] = {};
  if (!start) errors.start = TEXT.invalidDate;
  if (!end) errors.end = TEXT.invalidDate;
  if (start && end && end.getTime() < start.getTime()) errors.end = TEXT.endBeforeStart;
  return { valid: Object.keys(errors).length === 0, errors, start, end };
}

export type FieldType = 'text' | 'email' | 'password' | 'numeric';

export interface FormField {
  /** Unique within the form; errors are keyed by it. */
  name: string;
  value: string;
  type?: FieldType;
  required?: boolean;
}

export interface FormResult {
  valid: boolean;
  /** field name → message, only for fields that failed. */
  errors: Record<string, string>;
  /** 'Please check the fields marked in red.' when anything failed, else null. */
  summary: string | null;
}

function fieldError(field: FormField): string | null {
  const filled = isRequiredFilled(field.value);
  if (!filled) return field.required ? INFERRED_TEXT.required : null;
  switch (field.type ?? 'text') {
    case 'numeric':
      return isNumeric(field.value) ? null : INFERRED_TEXT.numeric;
    case 'email':
      return validateEmail(field.value);
    case 'password':
      return validatePassword(field.value);
    default:
      return null;
  }
}

/**
 * Validate a whole form. Throws 'No input fields detected' for an empty form. Each field is checked
 * for required, then its type's rule (an empty optional field passes). Then all password fields
 * must match: every password field whose value differs from the first one's gets the mismatch text
 * (unless it already has an error).
 */
export function validateForm(fields: readonly FormField[]): FormResult {
  if (fields.length === 0) throw new Error(TEXT.noInputFields);
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = fieldError(field);
    if (error) errors[field.name] = error;
  }
  const passwords = fields.filter((f) => f.type === 'password');
  const first = passwords[0];
  if (first && !passwordsMatch(passwords.map((f) => f.value))) {
    for (const field of passwords) {
      if (field.value !== first.value && errors[field.name] === undefined) {
        errors[field.name] = INFERRED_TEXT.passwordsDoNotMatch;
      }
    }
  }
  const valid = Object.keys(errors).length === 0;
  return { valid, errors, summary: valid ? null : TEXT.checkFieldsInRed };
}
