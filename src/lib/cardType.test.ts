import { describe, expect, it } from 'vitest';

import {
  expiryYearOptions,
  formatExpiry,
  getCardType,
  isValidCardNumber,
  isValidCvv,
  lastFour,
  stripNonDigits,
} from './cardType';

describe('stripNonDigits', () => {
  it('keeps digits only', () => {
    expect(stripNonDigits('4111 1111-1111.1111')).toBe('4111111111111111');
    expect(stripNonDigits('abc')).toBe('');
  });
});

describe('getCardType', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['4', 'Visa'],
    ['5105105105105100', 'Mastercard'],
    ['5500000000000004', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['2720990000000000', 'Mastercard'],
    ['2200000000000000', 'Mastercard'],
    ['2300000000000000', 'Mastercard'],
    ['6011111111111117', 'Discover'],
    ['340000000000009', 'American Express'],
    ['378282246310005', 'American Express'],
  ])('%s → %s', (number, type) => {
    expect(getCardType(number)).toBe(type);
  });

  it.each([
    ['5000000000000000'],
    ['5600000000000000'],
    ['2100000000000000'],
    ['2800000000000000'],
    ['6010000000000000'],
    ['6500000000000000'],
    ['3500000000000000'],
    ['3000000000000000'],
    [''],
    ['abcd'],
  ])('%j → Unknown', (number) => {
    expect(getCardType(number)).toBe('Unknown');
  });

  it('strips non-digits before looking at the prefix', () => {
    expect(getCardType(' 4111-1111')).toBe('Visa');
    expect(getCardType('-37 82')).toBe('American Express');
    expect(getCardType('60-11')).toBe('Discover');
  });
});

describe('patterns', () => {
  it('accepts 13 to 16 digit card numbers only', () => {
    expect(isValidCardNumber('4'.repeat(12))).toBe(false);
    expect(isValidCardNumber('4'.repeat(13))).toBe(true);
    expect(isValidCardNumber('4'.repeat(16))).toBe(true);
    expect(isValidCardNumber('4'.repeat(17))).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });

  it('accepts 3 or 4 digit CVVs only', () => {
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12345')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
  });
});

describe('lastFour', () => {
  it('returns the last four digits', () => {
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
    expect(lastFour('12')).toBe('12');
    expect(lastFour('')).toBe('');
  });
});

describe('formatExpiry', () => {
  it('formats MM/YY', () => {
    expect(formatExpiry(1, 2027)).toBe('01/27');
    expect(formatExpiry(12, 2030)).toBe('12/30');
    expect(formatExpiry(7, 27)).toBe('07/27');
    expect(formatExpiry(3, 2005)).toBe('03/05');
    expect(formatExpiry(3, 2100)).toBe('03/00');
  });

  it.each([0, 13, 1.5, NaN])('rejects month %s', (month) => {
    expect(() => formatExpiry(month, 2027)).toThrow(RangeError);
  });

  it('rejects a negative or fractional year', () => {
    expect(() => formatExpiry(1, -1)).toThrow(RangeError);
    expect(() => formatExpiry(1, 2027.5)).toThrow(RangeError);
  });
});

describe('expiryYearOptions', () => {
  it('offers 15 years starting last year', () => {
    const years = expiryYearOptions(2026);
    expect(years).toHaveLength(15);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2039);
    expect(years).toEqual(Array.from({ length: 15 }, (_, i) => 2025 + i));
  });
});
