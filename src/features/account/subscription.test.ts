import { describe, expect, it } from 'vitest';

import {
  actionsFor,
  doneText,
  failedText,
  failureReason,
  normalizeCoupon,
  offersFor,
  priceText,
  replaceSubscription,
  type Subscription,
} from './subscription';
import { ApiError } from '../../api/client';

const sub = (fields: Partial<Subscription> = {}): Subscription => ({
  productId: 1139,
  productName: 'Rivalscope Basic',
  plan: 'Basic',
  status: 'active',
  billingCycle: 'Monthly',
  amount: 39,
  nextBillingDate: '2025-06-18',
  pausedUntil: null,
  canPause: true,
  ...fields,
});

describe('actionsFor', () => {
  it('lets an active subscription be paused and cancelled, nothing else', () => {
    expect(actionsFor(sub())).toEqual({ pause: true, unpause: false, reactivate: false, cancel: true });
  });

  it('does not offer a pause the server refuses (canPause false), and offers it when the flag is left out', () => {
    expect(actionsFor(sub({ canPause: false })).pause).toBe(false);
    const { canPause: _omitted, ...withoutFlag } = sub();
    expect(actionsFor(withoutFlag).pause).toBe(true);
  });

  it('lets a paused subscription be resumed or cancelled', () => {
    expect(actionsFor(sub({ status: 'paused', canPause: false }))).toEqual({
      pause: false,
      unpause: true,
      reactivate: false,
      cancel: true,
    });
  });

  it.each(['cancelled', 'expired'] as const)('lets a %s subscription be reactivated only', (status) => {
    expect(actionsFor(sub({ status, canPause: false }))).toEqual({
      pause: false,
      unpause: false,
      reactivate: true,
      cancel: false,
    });
  });
});

describe('offersFor', () => {
  it('offers a pause, annual billing and a discount to a monthly active subscription', () => {
    expect(offersFor(sub())).toEqual(['pause_subscription', 'switch_to_annual', 'accept_discount']);
  });

  it('offers no annual switch to an annual subscription and no pause to a paused one', () => {
    expect(offersFor(sub({ billingCycle: 'Annually' }))).toEqual(['pause_subscription', 'accept_discount']);
    expect(offersFor(sub({ status: 'paused', canPause: false }))).toEqual(['switch_to_annual', 'accept_discount']);
  });
});

describe('normalizeCoupon', () => {
  it('trims the code and sends none for a blank field', () => {
    expect(normalizeCoupon('  spring ')).toBe('spring');
    expect(normalizeCoupon('   ')).toBeUndefined();
    expect(normalizeCoupon('')).toBeUndefined();
  });
});

describe('failureReason', () => {
  it('reads a declined card, a subscription changed elsewhere, and anything else', () => {
    expect(failureReason(new ApiError(402, 'declined', { code: 'BillingUnsuccessful' }))).toBe('declined');
    expect(failureReason(new ApiError(409, 'already paused', { code: 'INVALID_SUBSCRIPTION_STATE' }))).toBe('changed');
    expect(failureReason(new ApiError(404, 'not found'))).toBe('changed');
    expect(failureReason(new ApiError(500, 'boom'))).toBe('other');
    expect(failureReason(new TypeError('Failed to fetch'))).toBe('other');
  });

  it('blames the coupon for a 400 only when one was sent and no other field is named', () => {
    expect(failureReason(new ApiError(400, 'bad'), 'spring')).toBe('coupon');
    const onCoupon = new ApiError(400, 'bad', { fields: [{ field: 'query.couponCode', message: 'is too long' }] });
    expect(failureReason(onCoupon, 'spring')).toBe('coupon');
    const onProduct = new ApiError(400, 'bad', { fields: [{ field: 'query.productId', message: 'is required' }] });
    expect(failureReason(onProduct, 'spring')).toBe('other');
    expect(failureReason(new ApiError(400, 'bad'))).toBe('other');
  });
});

describe('replaceSubscription', () => {
  it('puts the answer in place of the same product and keeps the others in order', () => {
    const pro = sub({ productId: 2000, productName: 'Rivalscope Professional', plan: 'Professional' });
    const paused = sub({ status: 'paused' });
    expect(replaceSubscription([sub(), pro], paused)).toEqual([paused, pro]);
    expect(replaceSubscription([pro], paused)).toEqual([pro, paused]);
  });
});

describe('outcome texts', () => {
  it('gives the price per billing period', () => {
    expect(priceText(sub())).toBe('$39.00 a month');
    expect(priceText(sub({ billingCycle: 'Annually', amount: 396 }))).toBe('$396 a year');
  });

  it('says until when a subscription is paused, and when it is billed next once it is back', () => {
    const paused = sub({ status: 'paused', pausedUntil: '2025-08-18', nextBillingDate: null });
    expect(doneText({ kind: 'done', productId: 1139, action: 'pause' }, paused)).toContain('Aug 18th, 2025');
    expect(doneText({ kind: 'done', productId: 1139, action: 'unpause' }, sub())).toContain('Jun 18th, 2025');
    expect(doneText({ kind: 'done', productId: 1139, action: 'reactivate', coupon: 'SPRING' }, sub())).toContain(
      'SPRING',
    );
  });

  it('names the new price after an annual switch or a discount, from the subscription the server returned', () => {
    const annual = sub({ billingCycle: 'Annually', amount: 396 });
    expect(doneText({ kind: 'done', productId: 1139, action: 'switch_to_annual' }, annual)).toContain('$396 a year');
    expect(doneText({ kind: 'done', productId: 1139, action: 'accept_discount' }, sub({ amount: 29 }))).toContain(
      '$29.00 a month',
    );
  });

  it('names the product in a failed action, and the coupon when the coupon was refused', () => {
    expect(failedText({ action: 'pause', reason: 'other' }, 'Rivalscope Basic')).toContain('Rivalscope Basic');
    expect(failedText({ action: 'reactivate', reason: 'coupon', coupon: 'NOPE' }, 'Rivalscope Basic')).toContain(
      'NOPE',
    );
    // The same words whichever action met a declined card or a changed subscription.
    expect(failedText({ action: 'reactivate', reason: 'declined' }, 'A')).toBe(
      failedText({ action: 'switch_to_annual', reason: 'declined' }, 'B'),
    );
  });
});
