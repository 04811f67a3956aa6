import { describe, expect, it } from 'vitest';

import { TEXT } from './spec/text';
import {
  isNumeric,
  isRequiredFilled,
  isValidEmail,
  passwordsMatch,
  validateDateRange,
  validateEmail,
  validateForm,
  validatePassword,
} from './validators';

const {
  invalidEmail: INVALID_EMAIL,
  passwordTooShort: SHORT_PASSWORD,
  checkFieldsInRed: CHECK_RED,
  invalidDate: INVALID_DATE,
  endBeforeStart: END_BEFORE_START,
} = TEXT;

describe('isRequiredFilled', () => {
  it('needs a non-empty value', () => {
    expect(isRequiredFilled('a')).toBe(true);
    expect(isRequiredFilled(' a ')).toBe(true);
    expect(isRequiredFilled('')).toBe(false);
    expect(isRequiredFilled('   ')).toBe(false);
    expect(isRequiredFilled(null)).toBe(false);
    expect(isRequiredFilled(undefined)).toBe(false);
  });
});

describe('isNumeric', () => {
  it('accepts digits only', () => {
    expect(isNumeric('0')).toBe(true);
    expect(isNumeric('0123456789')).toBe(true);
    expect(isNumeric('')).toBe(false);
    expect(isNumeric('-1')).toBe(false);
    expect(isNumeric('1.5')).toBe(false);
    expect(isNumeric('1 2')).toBe(false);
    expect(isNumeric('1e3')).toBe(false);
    expect(isNumeric('١٢')).toBe(false);
    expect(isNumeric(null)).toBe(false);
  });
});

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@example.co.uk', 'x_y-z@sub-domain.example.org', ' me@example.com '])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(validateEmail(email)).toBeNull();
    },
  );

  it.each(['', 'plain', 'a@b', '@example.com', 'a@.com', 'a@-b.com', 'a b@example.com', 'a@b..com', 'a@@b.com'])(
    'rejects %j with the spec message',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
      expect(validateEmail(email)).toBe(INVALID_EMAIL);
    },
  );

  it('rejects missing values', () => {
    expect(validateEmail(null)).toBe(INVALID_EMAIL);
    expect(validateEmail(undefined)).toBe(INVALID_EMAIL);
  });
});

describe('validatePassword', () => {
  it('needs a trimmed length of at least 6', () => {
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword('abcdefgh')).toBeNull();
    expect(validatePassword('12345')).toBe(SHORT_PASSWORD);
    expect(validatePassword('  12345  ')).toBe(SHORT_PASSWORD);
    expect(validatePassword('      ')).toBe(SHORT_PASSWORD);
    expect(validatePassword('')).toBe(SHORT_PASSWORD);
    expect(validatePassword(null)).toBe(SHORT_PASSWORD);
  });
});

describe('passwordsMatch', () => {
  it('is true when all values are equal', () => {
    expect(passwordsMatch([])).toBe(true);
    expect(passwordsMatch(['a'])).toBe(true);
    expect(passwordsMatch(['secret', 'secret', 'secret'])).toBe(true);
    expect(passwordsMatch(['secret', 'Secret'])).toBe(false);
    expect(passwordsMatch(['secret', 'secret', 'other'])).toBe(false);
  });
});

describe('validateDateRange', () => {
  it('accepts a valid range, including a single day', () => {
    const result = validateDateRange('01/01/2026', '01/31/2026');
    expect(result.valid).toBe(true);
    expect(result.errors).toEqual({});
    expect(result.start?.getDate()).toBe(1);
    expect(result.end?.getDate()).toBe(31);
    expect(validateDateRange('05/05/2026', '05/05/2026').valid).toBe(true);
  });

  it('requires both dates', () => {
    expect(validateDateRange('', '')).toMatchObject({
      valid: false,
      errors: { start: INVALID_DATE, end: INVALID_DATE },
    });
    expect(validateDateRange('01/01/2026', null).errors).toEqual({ end: INVALID_DATE });
    expect(validateDateRange(undefined, '01/01/2026').errors).toEqual({ start: INVALID_DATE });
  });

  it('rejects invalid dates', () => {
    expect(validateDateRange('02/30/2026', '03/01/2026').errors).toEqual({ start: INVALID_DATE });
    expect(validateDateRange('01/01/2026', '2026-02-01').errors).toEqual({ end: INVALID_DATE });
  });

  it('rejects an end before the start', () => {
    const result = validateDateRange('02/01/2026', '01/31/2026');
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({ end: END_BEFORE_START });
  });
});

describe('validateForm', () => {
  it("throws 'No input fields detected' for no fields", () => {
    expect(() => validateForm([])).toThrow(new Error('No input fields detected'));
  });

  it('passes a valid form', () => {
    expect(
      validateForm([
        { name: 'name', value: 'Ann', required: true },
        { name: 'email', value: 'ann@example.com', type: 'email', required: true },
        { name: 'zip', value: '12345', type: 'numeric' },
        { name: 'password', value: 'secret1', type: 'password', required: true },
        { name: 'confirm', value: 'secret1', type: 'password', required: true },
      ]),
    ).toEqual({ valid: true, errors: {}, summary: null });
  });

  it('marks empty required fields and gives the summary', () => {
    const result = validateForm([
      { name: 'name', value: '  ', required: true },
      { name: 'note', value: '' },
    ]);
    expect(result).toEqual({ valid: false, errors: { name: 'This field is required.' }, summary: CHECK_RED });
  });

  it('lets empty optional fields pass whatever their type', () => {
    expect(
      validateForm([
        { name: 'zip', value: '', type: 'numeric' },
        { name: 'email', value: '', type: 'email' },
        { name: 'password', value: '', type: 'password' },
      ]).valid,
    ).toBe(true);
  });

  it('checks numeric, email and password rules', () => {
    const result = validateForm([
      { name: 'zip', value: '12a', type: 'numeric' },
      { name: 'email', value: 'nope', type: 'email', required: true },
      { name: 'password', value: 'short', type: 'password', required: true },
    ]);
    expect(result.errors).toEqual({
      zip: 'Please enter numbers only.',
      email: INVALID_EMAIL,
      password: SHORT_PASSWORD,
    });
    expect(result.summary).toBe(CHECK_RED);
  });

  it('requires all password fields to match', () => {
    const result = validateForm([
      { name: 'password', value: 'secret1', type: 'password' },
      { name: 'confirm', value: 'secret2', type: 'password' },
    ]);
    expect(result.errors).toEqual({ confirm: 'The passwords do not match.' });
    expect(result.valid).toBe(false);
  });

  it('keeps a field’s own error rather than the mismatch', () => {
    const result = validateForm([
      { name: 'password', value: 'secret1', type: 'password' },
      { name: 'confirm', value: 'abc', type: 'password' },
      { name: 'again', value: 'secret9', type: 'password' },
    ]);
    expect(result.errors).toEqual({ confirm: SHORT_PASSWORD, again: 'The passwords do not match.' });
  });

  it('does not treat text fields as passwords', () => {
    expect(
      validateForm([
        { name: 'password', value: 'secret1', type: 'password' },
        { name: 'hint', value: 'other', type: 'text' },
      ]).valid,
    ).toBe(true);
  });
});
