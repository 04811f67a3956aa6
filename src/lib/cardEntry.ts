/**
 * A card as a form holds it while it is typed (doc 1 §3, §5, §9): every field a string, the number
 * kept to digits. The rules a form checks before it sends the card, and the card as the purchase
 * and payment-info calls take it. Messages are ours except where §5 gives the rule's pattern.
 */
import { getCardType, isValidCardNumber, isValidCvv, lastFour, stripNonDigits, type CardType } from './cardType';
import { INFERRED_TEXT } from './spec/text';

export interface CardEntry {
  name: string;
  /** Digits only: the number input drops anything else as it is typed (§5). */
  number: string;
  /** '1'–'12', or '' until chosen. */
  expirationMonth: string;
  /** A four-digit year, or '' until chosen. */
  expirationYear: string;
  cvv: string;
}

export type CardField = keyof CardEntry;
export type CardProblems = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardEntry = { name: '', number: '', expirationMonth: '', expirationYear: '', cvv: '' };

export const CARD_RULE_TEXT = {
  numberInvalid: 'Enter the 13 to 16 digits of the card number.',
  cvvInvalid: 'Enter the 3 or 4 digit security code.',
  expired: 'This card has expired.',
} as const;

/** The rules of a card before it is sent; `today` decides whether the expiry has passed. */
export function cardProblems(card: CardEntry, today: Date): CardProblems {
  const problems: CardProblems = {};
  if (!card.name.trim()) problems.name = INFERRED_TEXT.required;
  if (!card.number) problems.number = INFERRED_TEXT.required;
  else if (!isValidCardNumber(card.number)) problems.number = CARD_RULE_TEXT.numberInvalid;
  if (!card.expirationMonth) problems.expirationMonth = INFERRED_TEXT.required;
  if (!card.expirationYear) problems.expirationYear = INFERRED_TEXT.required;
  if (card.expirationMonth && card.expirationYear) {
    // A card is good through the last day of its month.
    const thisMonth = today.getFullYear() * 12 + today.getMonth();
    const cardMonth = Number(card.expirationYear) * 12 + Number(card.expirationMonth) - 1;
    if (cardMonth < thisMonth) problems.expirationMonth = CARD_RULE_TEXT.expired;
  }
  if (!card.cvv) problems.cvv = INFERRED_TEXT.required;
  else if (!isValidCvv(card.cvv)) problems.cvv = CARD_RULE_TEXT.cvvInvalid;
  return problems;
}

/** What the number input keeps of what was typed or pasted: its digits, at most 16. */
export const cardNumberInput = (typed: string) => stripNonDigits(typed).slice(0, 16);
/** What the security-code input keeps: its digits, at most 4. */
export const cvvInput = (typed: string) => stripNonDigits(typed).slice(0, 4);

/** The card as the purchase calls take it (CreditCard); call it once the rules hold. An unknown type is left out. */
export function creditCardOf(card: CardEntry): {
  name: string;
  number: string;
  type?: Exclude<CardType, 'Unknown'>;
  expirationMonth: number;
  expirationYear: number;
  cvv: string;
} {
  const type = getCardType(card.number);
  return {
    name: card.name.trim(),
    number: card.number,
    ...(type === 'Unknown' ? {} : { type }),
    expirationMonth: Number(card.expirationMonth),
    expirationYear: Number(card.expirationYear),
    cvv: card.cvv,
  };
}

/** The last four digits and type a form may show while the number is typed. */
export function cardSummaryOf(card: CardEntry): { type: CardType; lastFour: string } {
  return { type: getCardType(card.number), lastFour: lastFour(card.number) };
}
