import { describe, expect, it } from 'vitest';

import { createTestProvider, PROVIDER_TEXT, TEST_CARDS } from './testProvider';

const provider = createTestProvider();
const card = (number: string) => ({ number, expirationMonth: 12, expirationYear: 2030, cvv: '123' });
const customer = { email: 'buyer@example.com' };

describe('the built-in test provider', () => {
  it('saves and charges 4242 4242 4242 4242 and any other valid card', async () => {
    for (const number of [TEST_CARDS.succeeds, '5500000000000004']) {
      const saved = await provider.saveCard(card(number), customer);
      expect(saved.ok).toBe(true);
      if (!saved.ok) return;
      expect(await provider.charge(saved.providerRef, 3900, 'Rivalscope Basic - Monthly')).toMatchObject({ ok: true });
    }
  });

  it('declines 4000 0000 0000 0002', async () => {
    expect(await provider.saveCard(card(TEST_CARDS.declined), customer)).toEqual({
      ok: false,
      reason: 'declined',
      message: PROVIDER_TEXT.declined,
    });
  });

  it('fails verification on 4000 0000 0000 0127', async () => {
    expect(await provider.saveCard(card(TEST_CARDS.failsVerification), customer)).toEqual({
      ok: false,
      reason: 'verification_failed',
      message: PROVIDER_TEXT.verificationFailed,
    });
  });

  it('saves 4000 0000 0000 0341 but declines its charges', async () => {
    const saved = await provider.saveCard(card(TEST_CARDS.declinedAfterSaving), customer);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(await provider.charge(saved.providerRef, 3900, 'x')).toMatchObject({ ok: false, reason: 'declined' });
  });
});
