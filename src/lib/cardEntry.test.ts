import { describe, expect, it } from 'vitest';

import { CARD_RULE_TEXT, cardNumberInput, cardProblems, creditCardOf, cvvInput, EMPTY_CARD } from './cardEntry';

const TODAY = new Date(2026, 10, 25); // 25 November 2026
const GOOD = {
  name: ' Jane Marketer ',
  number: '4242424242424242',
  expirationMonth: '11',
  expirationYear: '2026',
  cvv: '123',
};

describe('cardProblems (doc 1 §5)', () => {
  it('accepts a complete card that expires this month', () => {
    expect(cardProblems(GOOD, TODAY)).toEqual({});
  });

  it('asks for every field of an empty card', () => {
    expect(Object.keys(cardProblems(EMPTY_CARD, TODAY))).toEqual([
      'name',
      'number',
      'expirationMonth',
      'expirationYear',
      'cvv',
    ]);
  });

  it.each(['424242424242', '42424242424242421'])('refuses a %s-digit number', (number) => {
    expect(cardProblems({ ...GOOD, number }, TODAY)).toEqual({ number: CARD_RULE_TEXT.numberInvalid });
  });

  it.each(['12', '12345'])('refuses the security code %j', (cvv) => {
    expect(cardProblems({ ...GOOD, cvv }, TODAY)).toEqual({ cvv: CARD_RULE_TEXT.cvvInvalid });
  });

  it('refuses a card whose month has passed', () => {
    expect(cardProblems({ ...GOOD, expirationMonth: '10' }, TODAY)).toEqual({
      expirationMonth: CARD_RULE_TEXT.expired,
    });
    expect(cardProblems({ ...GOOD, expirationMonth: '1', expirationYear: '2027' }, TODAY)).toEqual({});
  });
});

describe('the inputs keep digits only', () => {
  it('drops spaces, dashes and letters, and stops at 16 digits', () => {
    expect(cardNumberInput('4242 4242-4242 4242 99')).toBe('4242424242424242');
    expect(cvvInput('1a2b3c4d5')).toBe('1234');
  });
});

describe('creditCardOf', () => {
  it('is the card the purchase calls take: trimmed name, type from the prefix, numbers', () => {
    expect(creditCardOf(GOOD)).toEqual({
      name: 'Jane Marketer',
      number: '4242424242424242',
      type: 'Visa',
      expirationMonth: 11,
      expirationYear: 2026,
      cvv: '123',
    });
  });
});
