import { describe, expect, it } from 'vitest';

import { cardText, joinAddresses, parseReceiptId, visibleReceipts } from './receipts';
import { RECEIPT_TEXT } from './receiptsTexts';

describe('parseReceiptId', () => {
  it('reads a whole number of 1 or more', () => {
    expect(parseReceiptId('50231')).toBe(50231);
    expect(parseReceiptId(' 7 ')).toBe(7);
  });

  it('refuses anything that is not a receipt id', () => {
    for (const value of [null, undefined, '', ' ', '0', '-3', '12abc', '1e3', '4.5', '99999999999999999999']) {
      expect(parseReceiptId(value)).toBeNull();
    }
  });
});

describe('visibleReceipts', () => {
  const paid = { receiptId: 1, isDeclined: false };
  const declined = { receiptId: 2, isDeclined: true };

  it('hides declined payments unless they were asked for', () => {
    expect(visibleReceipts([paid, declined], false)).toEqual([paid]);
    expect(visibleReceipts([paid, declined], true)).toEqual([paid, declined]);
  });
});

describe('joinAddresses', () => {
  it('lists the addresses in a sentence', () => {
    expect(joinAddresses([])).toBe('');
    expect(joinAddresses(['a@example.com'])).toBe('a@example.com');
    expect(joinAddresses(['a@example.com', 'b@example.com'])).toBe('a@example.com and b@example.com');
    expect(joinAddresses(['a@example.com', 'b@example.com', 'c@example.com'])).toBe(
      'a@example.com, b@example.com and c@example.com',
    );
  });
});

describe('cardText', () => {
  it('names the card by its type and last four digits', () => {
    const text = cardText({ cardType: 'American Express', lastFour: '0005' });
    expect(text).toMatch(/^American Express\b/);
    expect(text).toMatch(/\b0005$/);
  });

  it('says so when the payment has no card', () => {
    expect(cardText(null)).toBe(RECEIPT_TEXT.noCard);
  });
});
