import { describe, expect, it } from 'vitest';

import {
  addressesFailureFrom,
  addressesToSend,
  addressProblems,
  assertSuccessful,
  cardFailureFrom,
  cardLine,
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  contactFailureFrom,
  contactRequestOf,
  emailFailureFrom,
  loginEmailOf,
  MAX_EXTRA_EMAILS,
  passwordFailureFrom,
  paymentRequestOf,
  phoneProblem,
  RefusedAction,
  withRefusal,
  type AccountInfo,
} from './settingsModel';
import { SETTINGS_TEXT } from './settingsTexts';
import { ApiError } from '../../../api/client';
import bundled from '../../../api/openapi.gen.json';
import { EMPTY_CARD, type CardEntry } from '../../../lib/cardEntry';
import { schemaLimit, type OpenApiBundle } from '../../../lib/openapi/operations';
import { createSpecValidator } from '../../../lib/openapi/specValidator';
import { INFERRED_TEXT, TEXT } from '../../../lib/spec/text';

const bundle = bundled as unknown as OpenApiBundle;
const contract = createSpecValidator(bundle);

const OWNER: AccountInfo = {
  userId: '3f2b8c1e-6a4d-4e8b-9c1a-2d7e5f0b9a11',
  email: 'jane@example.com',
  childUserEmail: null,
  name: 'Jane Marketer',
  username: 'jane@example.com',
  createdAt: '2024-03-18T15:04:05Z',
  isChildAccount: false,
  isFullUser: true,
  plan: 'Basic',
  billingCycle: 'Monthly',
  payment: { cardType: 'Visa', lastFour: '1111' },
  hasAcceptedTermsOfService: true,
};

const card = (fields: Partial<CardEntry>): CardEntry => ({ ...EMPTY_CARD, ...fields });

describe('loginEmailOf', () => {
  it("is a team member's own (child) e-mail, and the account's for the owner", () => {
    expect(loginEmailOf(OWNER)).toBe('jane@example.com');
    expect(loginEmailOf({ ...OWNER, isChildAccount: true, childUserEmail: 'sam@example.com' })).toBe('sam@example.com');
  });
});

describe('cardLine', () => {
  it('names the card by type and last four', () => {
    expect(cardLine({ cardType: 'American Express', lastFour: '0005' })).toBe('American Express ending in 0005');
  });
});

describe('paymentRequestOf', () => {
  it('sends the card as ChangePaymentInfoRequest: MM/YY expiry, type and last four from the number', () => {
    const request = paymentRequestOf(
      card({
        name: '  Jane Marketer ',
        number: '5500000000000004',
        expirationMonth: '3',
        expirationYear: '2029',
        cvv: '123',
      }),
    );
    expect(request).toEqual({
      cardName: 'Jane Marketer',
      cardNumber: '5500000000000004',
      expirationMonth: 3,
      expirationYear: 2029,
      expiration: '03/29',
      cardType: 'Mastercard',
      lastFour: '0004',
      cvv: '123',
    });
    expect(contract.validateComponent('ChangePaymentInfoRequest', request)).toEqual([]);
  });

  it('leaves the type out for a number of no known type (the contract has no "Unknown")', () => {
    const request = paymentRequestOf(
      card({ name: 'Jane', number: '9000000000000001', expirationMonth: '12', expirationYear: '2030', cvv: '1234' }),
    );
    expect(request).not.toHaveProperty('cardType');
    expect(request.expiration).toBe('12/30');
    expect(contract.validateComponent('ChangePaymentInfoRequest', request)).toEqual([]);
  });
});

describe('phoneProblem', () => {
  it.each(['', '+1 555 0100', '(602) 555-0100', '+44 20.7946.0958'])('accepts %j, as the contract does', (phone) => {
    expect(phoneProblem(phone)).toBeNull();
    expect(contract.validateComponent('SetUserContactInfoRequest', { firstName: 'J', lastName: 'M', phone })).toEqual(
      [],
    );
  });

  it.each(['555-CALL-NOW', '+1 555 0100 ext. 12', '555/0100'])('refuses %j, as the contract does', (phone) => {
    expect(phoneProblem(phone)).toBe(SETTINGS_TEXT.phoneRule);
    expect(
      contract.validateComponent('SetUserContactInfoRequest', { firstName: 'J', lastName: 'M', phone }),
    ).not.toEqual([]);
  });
});

describe('contactRequestOf', () => {
  it('sends every field trimmed, in the shape SetUserContactInfo takes', () => {
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as Record<
      (typeof CONTACT_FIELDS)[number],
      string
    >;
    const request = contactRequestOf({ ...values, firstName: ' Jane ', lastName: 'Marketer ', city: '  Scottsdale' });
    expect(request).toMatchObject({ firstName: 'Jane', lastName: 'Marketer', city: 'Scottsdale', address2: '' });
    expect(contract.validateComponent('SetUserContactInfoRequest', request)).toEqual([]);
  });

  it('limits each field as the contract does', () => {
    for (const field of CONTACT_FIELDS) {
      expect(CONTACT_MAX_LENGTH[field], field).toBe(
        schemaLimit(bundle, 'SetUserContactInfoRequest', field, 'maxLength'),
      );
    }
  });
});

describe('addressProblems', () => {
  it('checks each address on its own row: the e-mail rule, the login address, repeats', () => {
    const problems = addressProblems(
      ['billing@example.com', 'not-an-address', '', 'JANE@example.com', 'Billing@Example.com ', ' ops@example.com'],
      'jane@example.com',
    );
    expect([...problems]).toEqual([
      [1, TEXT.invalidEmail],
      [3, SETTINGS_TEXT.emailsIsLogin],
      [4, SETTINGS_TEXT.emailsRepeated],
    ]);
  });

  it('sends the addresses trimmed, blank rows left out', () => {
    expect(addressesToSend([' a@example.com', '', '   ', 'b@example.com '])).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
  });

  it('allows as many addresses as the contract', () => {
    expect(MAX_EXTRA_EMAILS).toBe(schemaLimit(bundle, 'AccountEmailAddresses', 'additionalEmails', 'maxItems'));
  });
});

const validation = (fields: { field: string; message: string }[]) =>
  new ApiError(400, fields.map((f) => `${f.field}: ${f.message}`).join('; '), { fields });

describe('what a form shows after a failed save', () => {
  it('e-mail: an address another account uses is the spec text under the field', () => {
    const duplicate = new ApiError(409, TEXT.duplicateEmail, { code: 'DuplicateEmail' });
    expect(emailFailureFrom(duplicate)).toEqual({
      message: TEXT.checkFieldsInRed,
      fields: { newEmail: TEXT.duplicateEmail },
    });
    expect(emailFailureFrom(new ApiError(500, 'Internal Server Error'))).toEqual({
      message: SETTINGS_TEXT.emailFailed,
      fields: {},
    });
  });

  it("password: the server's short-password message under the field", () => {
    const short = validation([{ field: 'body.newPassword', message: TEXT.passwordTooShort }]);
    expect(passwordFailureFrom(short)).toEqual({
      message: TEXT.checkFieldsInRed,
      fields: { newPassword: TEXT.passwordTooShort },
    });
  });

  it('card: a decline keeps the provider text and marks the number, or the code when it failed verification', () => {
    const declined = new ApiError(402, 'The card was declined. Please check the details or use another card.', {
      code: 'BillingUnsuccessful',
      field: 'body.cardNumber',
    });
    expect(cardFailureFrom(declined)).toEqual({
      message: 'The card was declined. Please check the details or use another card.',
      fields: { number: SETTINGS_TEXT.cardDeclinedHere },
    });
    const wrongCode = new ApiError(402, 'The security code was not accepted.', {
      code: 'BillingUnsuccessful',
      field: 'body.cvv',
    });
    expect(cardFailureFrom(wrongCode).fields).toEqual({ cvv: SETTINGS_TEXT.cardCheckCode });
  });

  it("card: a 400 goes under the card fields, a team member's 403 says the server's text, else our fallback", () => {
    const invalid = validation([
      { field: 'body.expiration', message: 'must match pattern' },
      { field: 'body.cardType', message: 'does not match the number' },
    ]);
    expect(cardFailureFrom(invalid)).toEqual({
      message: TEXT.checkFieldsInRed,
      fields: { expirationMonth: 'must match pattern', number: 'does not match the number' },
    });
    const notOwner = new ApiError(403, 'Only the account owner can change billing details.', {
      code: 'NOT_PARENT_ACCOUNT',
    });
    expect(cardFailureFrom(notOwner).message).toBe('Only the account owner can change billing details.');
    expect(cardFailureFrom(new TypeError('Failed to fetch'))).toEqual({
      message: SETTINGS_TEXT.cardFailed,
      fields: {},
    });
  });

  it('extra addresses: the server names the Nth address sent', () => {
    const invalid = validation([{ field: 'query.emails.1', message: TEXT.invalidEmail }]);
    expect(addressesFailureFrom(invalid)).toEqual({
      message: TEXT.checkFieldsInRed,
      fields: { '1': TEXT.invalidEmail },
    });
    expect(addressesFailureFrom(new ApiError(500, 'x'))).toEqual({ message: SETTINGS_TEXT.emailsFailed, fields: {} });
  });

  it("contact: the server's required-field messages go under their fields", () => {
    const missing = validation([{ field: 'body.lastName', message: INFERRED_TEXT.required }]);
    expect(contactFailureFrom(missing)).toEqual({
      message: TEXT.checkFieldsInRed,
      fields: { lastName: INFERRED_TEXT.required },
    });
  });

  it("an answer that says isSuccessful false shows its errors, or the form's own text", () => {
    expect(() => assertSuccessful({ isSuccessful: true, errors: [] })).not.toThrow();
    let refused: unknown;
    try {
      assertSuccessful({ isSuccessful: false, errors: ['Names may not contain links.'] });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(RefusedAction);
    expect(withRefusal(refused, passwordFailureFrom)).toEqual({ message: 'Names may not contain links.', fields: {} });
    expect(withRefusal(new RefusedAction(''), passwordFailureFrom)).toEqual({
      message: SETTINGS_TEXT.passwordFailed,
      fields: {},
    });
  });
});
