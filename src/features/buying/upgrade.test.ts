import { describe, expect, it } from 'vitest';

import type { PlanCatalogue } from './checkout';
import { BUYING_TEXT, UPGRADE_TEXT } from './texts';
import {
  currentChoiceOf,
  isPlanAlreadyHeld,
  isSameChoice,
  planChangeFailureOf,
  planChangeRequestOf,
  plansLoadFailureOf,
  plansQueryOf,
  purchaseFailureOf,
  upgradeQueryOf,
} from './upgrade';
import { ApiError } from '../../api/client';
import { DEFAULT_PURCHASE_ID } from '../../lib/spec/purchase';
import { CARD_REFUSAL_TEXT } from '../../lib/testCards';

/** A catalogue as listPlans answers it; only the fields these rules read matter. */
const catalogue = (fields: Partial<PlanCatalogue> = {}): PlanCatalogue => ({
  moneyBackGuaranteeDays: 30,
  hasContracts: false,
  isCouponValid: false,
  currentPlan: null,
  currentBillingCycle: null,
  plans: [],
  ...fields,
});

describe('upgradeQueryOf', () => {
  it('has no click marker unless the query brings one', () => {
    expect(upgradeQueryOf('')).toEqual({
      purchaseId: DEFAULT_PURCHASE_ID,
      couponCode: null,
      click: null,
      plan: 'Basic',
      billingCycle: 'Monthly',
    });
    expect(upgradeQueryOf('?click=panel&plan=professional&cycle=annually&couponcode=spring')).toMatchObject({
      click: 'panel',
      plan: 'Professional',
      billingCycle: 'Annually',
      couponCode: 'spring',
    });
  });

  it('asks listPlans only for what the query has', () => {
    expect(plansQueryOf(upgradeQueryOf(''))).toEqual({ purchaseId: DEFAULT_PURCHASE_ID });
    expect(plansQueryOf(upgradeQueryOf('?couponcode=spring&click=panel&purchaseid=1140'))).toEqual({
      purchaseId: 1140,
      couponCode: 'spring',
      click: 'panel',
    });
  });
});

describe('the account’s current plan', () => {
  it('is none for a free or trial account, and the plan and cycle for a full user', () => {
    expect(currentChoiceOf(catalogue({ currentPlan: null, currentBillingCycle: null }))).toBeNull();
    expect(currentChoiceOf(catalogue({ currentPlan: 'Professional', currentBillingCycle: 'Annually' }))).toEqual({
      plan: 'Professional',
      billingCycle: 'Annually',
    });
  });

  it('is monthly for a plan held without a subscription (no cycle)', () => {
    expect(currentChoiceOf(catalogue({ currentPlan: 'Basic', currentBillingCycle: null }))).toEqual({
      plan: 'Basic',
      billingCycle: 'Monthly',
    });
  });

  it('differs from a choice on either the plan or the cycle', () => {
    const basicMonthly = { plan: 'Basic', billingCycle: 'Monthly' } as const;
    expect(isSameChoice(basicMonthly, { ...basicMonthly })).toBe(true);
    expect(isSameChoice(basicMonthly, { ...basicMonthly, plan: 'Professional' })).toBe(false);
    expect(isSameChoice(basicMonthly, { ...basicMonthly, billingCycle: 'Annually' })).toBe(false);
  });
});

describe('a refused purchase', () => {
  it('shows a declined card beside the field the server names, in its words', () => {
    const error = new ApiError(402, CARD_REFUSAL_TEXT.declined, {
      code: 'BillingUnsuccessful',
      field: 'body.card.number',
    });
    expect(purchaseFailureOf(error)).toEqual({
      message: CARD_REFUSAL_TEXT.declined,
      fields: { 'card.number': CARD_REFUSAL_TEXT.declined },
    });
  });

  it('gives the server’s text for a plan already held, and ours for a failure on our side', () => {
    const held = 'You already have a subscription. Change your plan on the upgrade page.';
    expect(purchaseFailureOf(new ApiError(409, held, { code: 'ALREADY_SUBSCRIBED' }))).toEqual({
      message: held,
      fields: {},
    });
    expect(isPlanAlreadyHeld(new ApiError(409, held, { code: 'ALREADY_SUBSCRIBED' }))).toBe(true);
    expect(isPlanAlreadyHeld(new ApiError(402, CARD_REFUSAL_TEXT.declined))).toBe(false);
    expect(purchaseFailureOf(new ApiError(500, 'Internal Server Error'))).toEqual({
      message: BUYING_TEXT.failed,
      fields: {},
    });
  });
});

describe('a plan change', () => {
  it('sends the coupon only when the catalogue said it applies', () => {
    const query = upgradeQueryOf('?couponcode=spring&click=panel');
    const choice = { plan: 'Professional', billingCycle: 'Monthly' } as const;
    expect(planChangeRequestOf(query, catalogue({ isCouponValid: true }), choice)).toEqual({
      plan: 'Professional',
      billingCycle: 'Monthly',
      couponCode: 'spring',
      click: 'panel',
    });
    expect(planChangeRequestOf(query, catalogue({ isCouponValid: false }), choice).couponCode).toBeNull();
  });

  it('asks for a new card when the card on file is refused, and gives the server’s reason for a 409', () => {
    const declined = 'The card on file was declined. Please update your payment information.';
    expect(planChangeFailureOf(new ApiError(402, declined))).toEqual({ message: declined, needsCard: true });
    const paused = 'Resume your subscription before changing it.';
    expect(planChangeFailureOf(new ApiError(409, paused))).toEqual({ message: paused, needsCard: false });
    expect(planChangeFailureOf(new TypeError('Failed to fetch'))).toEqual({
      message: UPGRADE_TEXT.changeFailed,
      needsCard: false,
    });
  });
});

describe('plansLoadFailureOf', () => {
  it('tells a team account (403) from a failure worth retrying', () => {
    expect(plansLoadFailureOf(new ApiError(403, 'Only the account owner can manage the subscription.'))).toBe(
      'ownerOnly',
    );
    expect(plansLoadFailureOf(new ApiError(500, 'Internal Server Error'))).toBe('failed');
    expect(plansLoadFailureOf(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
