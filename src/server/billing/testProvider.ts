/**
 * The built-in payment provider (the default when STRIPE_SECRET_KEY is unset): it moves no money
 * and answers from the card number, like Stripe's test cards:
 *
 * | card number         | outcome                                                     |
 * | ------------------- | ----------------------------------------------------------- |
 * | 4242 4242 4242 4242 | succeeds                                                    |
 * | 4000 0000 0000 0002 | declined                                                    |
 * | 4000 0000 0000 0127 | fails verification (the security code is wrong)             |
 * | 4000 0000 0000 0341 | is saved as the card on file, but every later charge is declined |
 * | any other valid one | succeeds                                                    |
 */
import { randomBytes } from 'node:crypto';

import type { CardInput, ChargeCardResult, PaymentProvider, SaveCardResult } from './provider';
import { CARD_REFUSAL_TEXT, TEST_CARDS } from '../../lib/testCards';

export { TEST_CARDS } from '../../lib/testCards';
/** What the providers answer a refused card. */
export const PROVIDER_TEXT = CARD_REFUSAL_TEXT;

/** The saved card's reference says whether its charges succeed. */
const REF_PREFIX = { ok: 'testpm_ok_', decline: 'testpm_decline_' } as const;

/** The saved-card reference of seeded accounts (a card whose charges succeed). */
export const TEST_PROVIDER_SEED_REF = `${REF_PREFIX.ok}seeded`;

export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    saveCard(card: CardInput): Promise<SaveCardResult> {
      if (card.number === TEST_CARDS.declined) {
        return Promise.resolve({ ok: false, reason: 'declined', message: PROVIDER_TEXT.declined });
      }
      if (card.number === TEST_CARDS.failsVerification) {
        return Promise.resolve({ ok: false, reason: 'verification_failed', message: PROVIDER_TEXT.verificationFailed });
      }
      const prefix = card.number === TEST_CARDS.declinedAfterSaving ? REF_PREFIX.decline : REF_PREFIX.ok;
      return Promise.resolve({ ok: true, providerRef: prefix + randomBytes(8).toString('hex') });
    },
    charge(providerRef: string): Promise<ChargeCardResult> {
      if (!providerRef.startsWith(REF_PREFIX.ok)) {
        return Promise.resolve({ ok: false, reason: 'declined', message: PROVIDER_TEXT.declined });
      }
      return Promise.resolve({ ok: true, chargeRef: `testch_${randomBytes(8).toString('hex')}` });
    },
  };
}
