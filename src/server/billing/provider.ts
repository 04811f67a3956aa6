/** The payment provider behind purchases and charges: the built-in test provider or Stripe. */

/** A card as entered; the number is digits only. Never stored: only the provider sees it. */
export interface CardInput {
  number: string;
  expirationMonth: number;
  /** Four-digit year. */
  expirationYear: number;
  cvv?: string | null;
  nameOnCard?: string | null;
  zip?: string | null;
}

export type ProviderFailure = { ok: false; reason: 'declined' | 'verification_failed'; message: string };

/** A card the provider keeps for later charges: only its reference is stored by us. */
export type SaveCardResult = { ok: true; providerRef: string } | ProviderFailure;

export type ChargeCardResult = { ok: true; chargeRef: string } | ProviderFailure;

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Verifies a card and keeps it for later charges. */
  saveCard(card: CardInput, customer: { email: string }): Promise<SaveCardResult>;
  /** Charges a card saved by saveCard. */
  charge(providerRef: string, amountCents: number, description: string): Promise<ChargeCardResult>;
}
