import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createStripeProvider, PaymentProviderError } from './stripeProvider';
import { PROVIDER_TEXT, TEST_CARDS } from './testProvider';
import { startFakeStripe, STRIPE_AUTHENTICATION_CARD, type FakeStripe } from '../testing/fakeStripe';

const card = (number: string) => ({
  number,
  expirationMonth: 9,
  expirationYear: 2030,
  cvv: '123',
  nameOnCard: 'Jane Marketer',
});
const customer = { email: 'jane@example.com' };

describe('the Stripe adapter, against a fake Stripe', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe.close();
  });
  const provider = () => createStripeProvider({ secretKey: stripe.secretKey, apiUrl: stripe.url });

  it('saves a card as a payment method on a new customer, then charges it off-session', async () => {
    stripe.requests.length = 0;
    const saved = await provider().saveCard(card(TEST_CARDS.succeeds), customer);
    expect(saved).toMatchObject({ ok: true, providerRef: expect.stringMatching(/^cus_\w+:pm_\w+$/) });
    if (!saved.ok) return;
    const charged = await provider().charge(saved.providerRef, 3900, 'Rivalscope Basic - Monthly');
    expect(charged).toMatchObject({ ok: true, chargeRef: expect.stringMatching(/^pi_/) });

    expect(stripe.requests.map((r) => r.path)).toEqual(['/v1/payment_methods', '/v1/customers', '/v1/payment_intents']);
    expect(stripe.requests.every((r) => r.authorization === `Bearer ${stripe.secretKey}`)).toBe(true);
    const [method, created, intent] = stripe.requests;
    expect(method?.form).toMatchObject({
      type: 'card',
      'card[number]': TEST_CARDS.succeeds,
      'card[exp_month]': '9',
      'card[exp_year]': '2030',
      'card[cvc]': '123',
      'billing_details[name]': 'Jane Marketer',
    });
    expect(created?.form).toMatchObject({ email: customer.email, payment_method: expect.stringMatching(/^pm_/) });
    expect(intent?.form).toMatchObject({
      amount: '3900',
      currency: 'usd',
      confirm: 'true',
      off_session: 'true',
      description: 'Rivalscope Basic - Monthly',
    });
    expect(intent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The reference kept by us holds no card data.
    expect(saved.providerRef).not.toContain('4242');
  });

  it('maps card_declined to a declined card', async () => {
    expect(await provider().saveCard(card(TEST_CARDS.declined), customer)).toEqual({
      ok: false,
      reason: 'declined',
      message: PROVIDER_TEXT.declined,
    });
  });

  it('maps incorrect_cvc to a failed verification', async () => {
    expect(await provider().saveCard(card(TEST_CARDS.failsVerification), customer)).toMatchObject({
      ok: false,
      reason: 'verification_failed',
    });
  });

  it('declines a charge on a saved card the bank refuses, and one that needs the cardholder', async () => {
    for (const [number, reason] of [
      [TEST_CARDS.declinedAfterSaving, 'declined'],
      [STRIPE_AUTHENTICATION_CARD, 'verification_failed'],
    ] as const) {
      const saved = await provider().saveCard(card(number), customer);
      if (!saved.ok) throw new Error('not saved');
      expect(await provider().charge(saved.providerRef, 3900, 'x')).toMatchObject({ ok: false, reason });
    }
  });

  it('treats an outage, a wrong key and an unreachable API as provider errors, not card errors', async () => {
    stripe.failing = true;
    try {
      await expect(provider().saveCard(card(TEST_CARDS.succeeds), customer)).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
    } finally {
      stripe.failing = false;
    }
    const wrongKey = createStripeProvider({ secretKey: 'sk_wrong', apiUrl: stripe.url });
    await expect(wrongKey.saveCard(card(TEST_CARDS.succeeds), customer)).rejects.toBeInstanceOf(PaymentProviderError);
    const unreachable = createStripeProvider({ secretKey: 'sk', apiUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.charge('cus_x:pm_y', 100, 'x')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
