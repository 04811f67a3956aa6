/** Pure helpers of the receipts pages (routes account:receipts and account:receipt). */
import { RECEIPT_TEXT, RECEIPTS_TEXT } from './receiptsTexts';
import type { components } from '../../api/schema.gen';
import { fill } from '../../lib/spec/text';

export type ReceiptSummary = components['schemas']['ReceiptSummary'];
export type Receipt = components['schemas']['Receipt'];
export type PaymentMethodSummary = components['schemas']['PaymentMethodSummary'];

/** The query parameter of /account/receipt that names the receipt (getReceipt's receiptId). */
export const RECEIPT_ID_PARAM = 'receiptId';

/**
 * The receipt id of a `receiptId` query value: a whole number of 1 or more, written in digits
 * only ('50231'); anything else (missing, empty, '0', '-3', '12abc', '1e3') is null.
 */
export function parseReceiptId(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/**
 * The payments the list shows: declined ones only when they were asked for (the server filters
 * them too; this keeps the page right whatever it sends).
 */
export function visibleReceipts<R extends Pick<ReceiptSummary, 'isDeclined'>>(
  receipts: readonly R[],
  includeDeclines: boolean,
): R[] {
  return includeDeclines ? [...receipts] : receipts.filter((r) => !r.isDeclined);
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinAddresses(addresses: readonly string[]): string {
  if (addresses.length <= 1) return addresses[0] ?? '';
  return `${addresses.slice(0, -1).join(', ')}${RECEIPTS_TEXT.and}${addresses[addresses.length - 1]}`;
}

/** 'Visa ending in 1111', or the no-card text when the payment has no card. */
export function cardText(payment: PaymentMethodSummary | null | undefined): string {
  return payment
    ? fill(RECEIPT_TEXT.card, { cardType: payment.cardType, lastFour: payment.lastFour })
    : RECEIPT_TEXT.noCard;
}
