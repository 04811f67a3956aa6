/**
 * The test cards of the built-in payment provider (the server's default, which moves no money),
 * numbered like Stripe's, and the words a refused card gets. The mock API answers them the same
 * way, so a story or a test meets the same declines as the real server.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  failsVerification: '4000000000000127',
  declinedAfterSaving: '4000000000000341',
} as const;

/** Our wording (the spec shows no payment errors). */
export const CARD_REFUSAL_TEXT = {
  declined: 'The card was declined. Please check the details or use another card.',
  verificationFailed: "The card's security code could not be verified. Please check the details or use another card.",
} as const;
