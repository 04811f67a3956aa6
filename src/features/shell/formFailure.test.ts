import { describe, expect, it } from 'vitest';

import { formFailureFrom } from './formFailure';
import { ApiError } from '../../api/client';
import { TEXT } from '../../lib/spec/text';

type Field = 'email' | 'card.number' | 'card.cvv';
const NAMES: readonly Field[] = ['email', 'card.number', 'card.cvv'];
const FALLBACK = 'Something went wrong on our side.';

describe('formFailureFrom', () => {
  it('puts a 400’s messages under the form’s fields, and the others in the text', () => {
    const error = new ApiError(400, 'Bad request', {
      fields: [
        { field: 'body.email', message: TEXT.invalidEmail },
        { field: 'body.plan', message: 'Choose a plan.' },
      ],
    });
    expect(formFailureFrom(error, NAMES, FALLBACK)).toEqual({
      message: 'Choose a plan.',
      fields: { email: TEXT.invalidEmail },
    });
  });

  it('shows a declined card beside the field the refusal names, and in the text', () => {
    const declined = 'The card was declined. Please check the details or use another card.';
    const error = new ApiError(402, declined, { code: 'BillingUnsuccessful', field: 'body.card.cvv' });
    expect(formFailureFrom(error, NAMES, FALLBACK)).toEqual({ message: declined, fields: { 'card.cvv': declined } });
  });

  it('falls back to the form’s own text for a refusal about a field it does not have, or a 5xx', () => {
    expect(formFailureFrom(new ApiError(402, 'Declined', { field: 'body.cardNumber' }), NAMES, FALLBACK)).toEqual({
      message: FALLBACK,
      fields: {},
    });
    expect(formFailureFrom(new ApiError(500, 'Internal Server Error'), NAMES, FALLBACK)).toEqual({
      message: FALLBACK,
      fields: {},
    });
  });

  it('keeps the server’s wait text of a 429', () => {
    const error = new ApiError(429, 'Too many attempts. Please wait a minute and try again.');
    expect(formFailureFrom(error, NAMES, FALLBACK).message).toBe(error.message);
  });
});
