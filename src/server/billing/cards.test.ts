import { describe, expect, it } from 'vitest';

import { checkCard, passesLuhn, PAYMENT_INFO_CARD_FIELDS as NAMES } from './cards';
import { BILLING_TEXT } from './text';
import { FieldValidationError } from '../errors';

const NOW = new Date('2026-03-15T12:00:00Z');

function fieldsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof FieldValidationError) return error.fields;
    throw error;
  }
  return [];
}

describe('card checks', () => {
  it('keeps only type, last four and MM/YY of a good card', () => {
    const checked = checkCard({ number: '5500 0000 0000 0004', expirationMonth: 3, expirationYear: 2026 }, NAMES, NOW);
    expect(checked).toMatchObject({ cardType: 'Mastercard', lastFour: '0004', expiry: '03/26' });
    expect(checked.card.number).toBe('5500000000000004');
  });

  it('reads the type from the prefix (doc 1 §3)', () => {
    const type = (number: string) =>
      checkCard({ number, expirationMonth: 1, expirationYear: 2030 }, NAMES, NOW).cardType;
    expect(type('4242424242424242')).toBe('Visa');
    expect(type('2223003122003222')).toBe('Mastercard');
    expect(type('6011111111111117')).toBe('Discover');
    expect(type('378282246310005')).toBe('American Express');
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('names the field of each problem', () => {
    expect(
      fieldsOf(() => checkCard({ number: '9999999999999995', expirationMonth: 1, expirationYear: 2030 }, NAMES, NOW)),
    ).toEqual([{ field: 'body.cardNumber', message: BILLING_TEXT.cardTypeUnsupported }]);
    expect(
      fieldsOf(() => checkCard({ number: '4242424242424241', expirationMonth: 1, expirationYear: 2030 }, NAMES, NOW)),
    ).toEqual([{ field: 'body.cardNumber', message: BILLING_TEXT.cardNumberInvalid }]);
    expect(
      fieldsOf(() =>
        checkCard(
          {
            number: '4242424242424242',
            expirationMonth: 2,
            expirationYear: 2026,
            declaredType: 'Mastercard',
            declaredLastFour: '1111',
            declaredExpiration: '03/26',
          },
          NAMES,
          NOW,
        ),
      ),
    ).toEqual([
      { field: 'body.cardType', message: BILLING_TEXT.cardTypeMismatch },
      { field: 'body.lastFour', message: BILLING_TEXT.lastFourMismatch },
      { field: 'body.expiration', message: BILLING_TEXT.expirationMismatch },
      { field: 'body.expirationMonth', message: BILLING_TEXT.cardExpired },
    ]);
    expect(
      fieldsOf(() => checkCard({ number: '4242424242424242', expirationMonth: 12, expirationYear: 2025 }, NAMES, NOW)),
    ).toEqual([{ field: 'body.expirationYear', message: BILLING_TEXT.cardExpired }]);
  });
});
