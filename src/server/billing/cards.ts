/**
 * Card checks before a card reaches the provider (doc 1 §3, §5): digits only, a known type from the
 * prefix, the Luhn checksum, and a declared type, last four and MM/YY that agree with the number.
 * Nothing here is stored: only the type, last four and expiry leave this module.
 */
import { formatExpiry, getCardType, lastFour, stripNonDigits } from '../../lib/cardType';
import { FieldValidationError, type FieldError } from '../errors';
import type { CardInput } from './provider';
import { BILLING_TEXT } from './text';
import type { Schemas } from '../handlers/context';

export type KnownCardType = Schemas['CreditCardType'];

export interface CardFields {
  number: string;
  expirationMonth: number;
  expirationYear: number;
  cvv?: string | null | undefined;
  nameOnCard?: string | null | undefined;
  /** What the client derived, checked against the number when sent. */
  declaredType?: string | null | undefined;
  declaredLastFour?: string | null | undefined;
  /** 'MM/YY', checked against month and year when sent. */
  declaredExpiration?: string | null | undefined;
}

/** The request field each value came from, for the 400's field names. */
export interface CardFieldNames {
  number: string;
  expirationMonth: string;
  expirationYear: string;
  type: string;
  lastFour: string;
  expiration: string;
  cvv: string;
}

/** The field a refused card is about: the security code when it failed verification, else the number. */
export function refusedCardField(fields: CardFieldNames, reason: 'declined' | 'verification_failed'): string {
  return reason === 'verification_failed' ? fields.cvv : fields.number;
}

/** The fields of a changePaymentInfo request (ChangePaymentInfoRequest), where a card error is reported. */
export const PAYMENT_INFO_CARD_FIELDS: CardFieldNames = {
  number: 'body.cardNumber',
  expirationMonth: 'body.expirationMonth',
  expirationYear: 'body.expirationYear',
  type: 'body.cardType',
  lastFour: 'body.lastFour',
  expiration: 'body.expiration',
  cvv: 'body.cvv',
};

/** The fields of a purchase request's card (PurchaseRequest.card): no declared last four or expiry of its own. */
export const PURCHASE_CARD_FIELDS: CardFieldNames = {
  number: 'body.card.number',
  expirationMonth: 'body.card.expirationMonth',
  expirationYear: 'body.card.expirationYear',
  type: 'body.card.type',
  lastFour: 'body.card.number',
  expiration: 'body.card.expirationMonth',
  cvv: 'body.card.cvv',
};

export interface CheckedCard {
  card: CardInput;
  cardType: KnownCardType;
  lastFour: string;
  /** 'MM/YY'. */
  expiry: string;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function checkCard(fields: CardFields, names: CardFieldNames, now = new Date()): CheckedCard {
  const errors: FieldError[] = [];
  const number = stripNonDigits(fields.number);
  const type = getCardType(number);
  if (type === 'Unknown') errors.push({ field: names.number, message: BILLING_TEXT.cardTypeUnsupported });
  else if (!passesLuhn(number)) errors.push({ field: names.number, message: BILLING_TEXT.cardNumberInvalid });
  else if (fields.declaredType && fields.declaredType !== type) {
    errors.push({ field: names.type, message: BILLING_TEXT.cardTypeMismatch });
  }
  if (fields.declaredLastFour && fields.declaredLastFour !== lastFour(number)) {
    errors.push({ field: names.lastFour, message: BILLING_TEXT.lastFourMismatch });
  }
  const expiry = formatExpiry(fields.expirationMonth, fields.expirationYear);
  if (fields.declaredExpiration && fields.declaredExpiration !== expiry) {
    errors.push({ field: names.expiration, message: BILLING_TEXT.expirationMismatch });
  }
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (fields.expirationYear < year) errors.push({ field: names.expirationYear, message: BILLING_TEXT.cardExpired });
  else if (fields.expirationYear === year && fields.expirationMonth < month) {
    errors.push({ field: names.expirationMonth, message: BILLING_TEXT.cardExpired });
  }
  if (errors.length || type === 'Unknown') throw new FieldValidationError(errors);
  return {
    card: {
      number,
      expirationMonth: fields.expirationMonth,
      expirationYear: fields.expirationYear,
      cvv: fields.cvv ?? '',
      nameOnCard: fields.nameOnCard ?? null,
    },
    cardType: type,
    lastFour: lastFour(number),
    expiry,
  };
}
