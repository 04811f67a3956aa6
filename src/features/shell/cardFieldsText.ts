/** The card fields' wording (ours: doc 1 names the fields, not their labels). */
export const CARD_FIELDS_TEXT = {
  legend: 'Card',
  name: 'Name on card',
  number: 'Card number',
  month: 'Expiry month',
  year: 'Expiry year',
  cvv: 'Security code (CVV)',
  choose: 'Choose',
  cardType: '{type} card',
} as const;
