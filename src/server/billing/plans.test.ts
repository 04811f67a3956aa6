import { describe, expect, it } from 'vitest';

import { addMonths, daysBetween } from './dates';
import { discountedCents, periodPriceCents, planPrices, purchasePlan } from './plans';

describe('plans (doc 1 §9)', () => {
  it('prices Basic at $39 a month and $396 a year (from $33/month, saving $72)', () => {
    expect(periodPriceCents('Basic', 'Monthly')).toBe(3900);
    expect(periodPriceCents('Basic', 'Annually')).toBe(39600);
    expect(planPrices('Basic')).toEqual([
      { billingCycle: 'Monthly', billingMonths: 1, pricePerMonth: 39, totalPrice: 39, savingsPerYear: 0 },
      { billingCycle: 'Annually', billingMonths: 12, pricePerMonth: 33, totalPrice: 396, savingsPerYear: 72 },
    ]);
  });

  it('prices Professional at $79 a month and saves $72 on annual billing too', () => {
    expect(periodPriceCents('Professional', 'Monthly')).toBe(7900);
    expect(planPrices('Professional')[1]).toEqual({
      billingCycle: 'Annually',
      billingMonths: 12,
      pricePerMonth: 73,
      totalPrice: 876,
      savingsPerYear: 72,
    });
  });

  it('gives the plans their purchase ids, the API row limit and white-label only on Professional', () => {
    expect(purchasePlan('Basic')).toMatchObject({ planId: 1139, apiRowLimit: 10000, allowsWhiteLabelReports: false });
    expect(purchasePlan('Professional')).toMatchObject({ planId: 1140, allowsWhiteLabelReports: true });
  });

  it('rounds a percentage off to the cent', () => {
    expect(discountedCents(3900, 20)).toBe(3120);
    expect(discountedCents(999, 15)).toBe(849);
  });
});

describe('billing dates', () => {
  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-05-18', 12)).toBe('2026-05-18');
    expect(addMonths('2025-11-30', 2)).toBe('2026-01-30');
  });

  it('counts days between two dates', () => {
    expect(daysBetween('2025-05-18', '2025-06-18')).toBe(31);
    expect(daysBetween('2025-06-18', '2025-05-18')).toBe(-31);
  });
});
