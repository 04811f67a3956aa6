/**
 * doc 1 §3, §5, §9 — credit card helpers: type from the number prefix, MM/YY expiry, patterns.
 */
import {
  CARD_EXPIRY_FIRST_YEAR_OFFSET,
  CARD_EXPIRY_YEARS_OFFERED,
  CARD_NUMBER_PATTERN,
  CVV_PATTERN,
  type CardType,
} from './spec/purchase';

export type { CardType };

/** The number is stripped of non-digits (doc 1 §3); the input accepts digits only (§5). */
export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * 4 Visa; 51-55 or 222-227 Mastercard (the spec adds "also read as 22-27", so any 22-27 prefix is
 * Mastercard, which includes 222-227); 6011 Discover; 34 or 37 American Express; else Unknown.
 */
export function getCardType(number: string): CardType {
  const digits = stripNonDigits(number);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^6011/.test(digits)) return 'Discover';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Unknown';
}

/** 13-16 digits, nothing else (strip the input first if it may hold spaces). */
export function isValidCardNumber(value: string): boolean {
  return CARD_NUMBER_PATTERN.test(value);
}

/** 3-4 digits. */
export function isValidCvv(value: string): boolean {
  return CVV_PATTERN.test(value);
}

/** The last four digits of the card number ('' when there are none). */
export function lastFour(number: string): string {
  return stripNonDigits(number).slice(-4);
}

/**
 * The expiration as sent: 'MM/YY'. Month 1-12 (throws RangeError otherwise); the year may be
 * four-digit (2027) or two-digit (27).
 */
export function formatExpiry(month: number, year: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Expiration month must be 1-12, got ${month}`);
  }
  if (!Number.isInteger(year) || year < 0) {
    throw new RangeError(`Expiration year must be a non-negative integer, got ${year}`);
  }
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** The expiry years offered: 15 of them, starting last year (doc 1 §9). */
export function expiryYearOptions(currentYear: number): number[] {
  const first = currentYear + CARD_EXPIRY_FIRST_YEAR_OFFSET;
  return Array.from({ length: CARD_EXPIRY_YEARS_OFFERED }, (_, i) => first + i);
}
