import { describe, expect, it } from 'vitest';

import {
  annualFailureOf,
  annualLoadFailureOf,
  annualOfferStateOf,
  annualRequestOf,
  yearAtMonthlyPrice,
  type AnnualUpgradeOffer,
} from './annualUpgrade';
import { ANNUAL_TEXT } from './texts';
import { ApiError } from '../../api/client';

/** The offer of a Basic plan billed monthly (the contract's example). */
const offerOf = (fields: Partial<AnnualUpgradeOffer> = {}): AnnualUpgradeOffer => ({
  isEligible: true,
  currentBillingCycle: 'Monthly',
  plan: 'Basic',
  monthlyPrice: 39,
  annualPricePerMonth: 33,
  annualTotal: 396,
  savingsPerYear: 72,
  payment: { cardType: 'Visa', lastFour: '1111' },
  ...fields,
});

describe('annualOfferStateOf', () => {
  it('offers the switch to a paying account billed monthly', () => {
    expect(annualOfferStateOf(offerOf())).toBe('eligible');
  });

  it('tells apart an annual account, one without a paid plan, and a monthly plan paused or cancelled', () => {
    expect(annualOfferStateOf(offerOf({ isEligible: false, currentBillingCycle: 'Annually' }))).toBe('alreadyAnnual');
    expect(annualOfferStateOf(offerOf({ isEligible: false, currentBillingCycle: 'None' }))).toBe('noPlan');
    expect(annualOfferStateOf(offerOf({ isEligible: false, currentBillingCycle: 'Monthly' }))).toBe('notActive');
  });

  it('measures the saving against twelve monthly payments', () => {
    const offer = offerOf({ monthlyPrice: 39, annualTotal: 396 });
    expect(yearAtMonthlyPrice(offer) - offer.annualTotal).toBe(72);
  });
});

describe('annualLoadFailureOf', () => {
  it('reads 401 as logged out, 403 as a team account, anything else as worth a retry', () => {
    expect(annualLoadFailureOf(new ApiError(401, 'Unauthorized'))).toBe('loggedOut');
    expect(annualLoadFailureOf(new ApiError(403, 'Only the account owner can manage the subscription.'))).toBe(
      'ownerOnly',
    );
    expect(annualLoadFailureOf(new ApiError(503, 'Service Unavailable'))).toBe('failed');
    expect(annualLoadFailureOf(new TypeError('Failed to fetch'))).toBe('failed');
  });
});

describe('annualFailureOf', () => {
  it('keeps the server’s decline text for a refused card', () => {
    const declined = 'The card on file was declined. Please update your payment information.';
    expect(annualFailureOf(new ApiError(402, declined, { code: 'BillingUnsuccessful' }))).toEqual({
      kind: 'declined',
      message: declined,
    });
  });

  it('says the subscription changed for an account already annual or no longer paying', () => {
    const annual = 'Your subscription is already billed annually.';
    expect(annualFailureOf(new ApiError(409, annual, { code: 'ALREADY_ANNUAL' }))).toEqual({
      kind: 'changed',
      message: annual,
    });
    expect(annualFailureOf(new ApiError(403, 'This action needs a full (paying) account.')).kind).toBe('changed');
  });

  it('reads an ended session as logged out, and anything else as a failure to retry', () => {
    expect(annualFailureOf(new ApiError(401, 'Unauthorized'))).toEqual({ kind: 'loggedOut' });
    expect(annualFailureOf(new ApiError(500, 'Internal Server Error'))).toEqual({
      kind: 'failed',
      message: ANNUAL_TEXT.failed,
    });
    expect(annualFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed', message: ANNUAL_TEXT.failed });
  });
});

describe('annualRequestOf', () => {
  it('passes the path’s click type, or null without one', () => {
    expect(annualRequestOf('email')).toEqual({ clickType: 'email' });
    expect(annualRequestOf(undefined)).toEqual({ clickType: null });
  });
});
