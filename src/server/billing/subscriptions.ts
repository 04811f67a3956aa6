/**
 * Subscription states and what moves between them (doc 1 §4 Subscription: pause, unpause,
 * reactivate with an optional coupon, cancel), plan changes and the switch to annual billing.
 *
 *   active ──pause──▶ paused ──unpause (or the pause ends)──▶ active
 *   active|paused ──cancel──▶ cancelled ──(paid period over)──▶ expired
 *   cancelled ──reactivate──▶ active (no charge: the period is paid)
 *   expired ──reactivate──▶ active (a new period, charged to the card on file)
 *
 * Anything else is a 409 with a message. A paused subscription keeps the plan (our design); a
 * cancelled one keeps it to the end of the paid period.
 */
import { chargeStoredCard } from './charges';
import { addMonths, daysBetween, laterOf, today } from './dates';
import {
  billingMonths,
  chargeDescription,
  discountedCents,
  dollars,
  periodPriceCents,
  productName,
  type BillingCycle,
  type PlanName,
} from './plans';
import {
  findCoupon,
  grantPlan,
  liveSubscription,
  settleSubscriptions,
  updateSubscription,
  type CouponRow,
  type LineItem,
  type Queryable,
  type SubscriptionRow,
  type SubscriptionStatus,
} from './store';
import {
  alreadyAnnual,
  alreadyOnPlan,
  alreadySubscribed,
  BILLING_TEXT,
  billingUnsuccessful,
  invalidTransition,
} from './text';
import { fill } from '../../lib/spec/text';
import type { UserRow } from '../db/schema';
import { nowIso, type HandlerContext, type Schemas } from '../handlers/context';

/** A pause stops billing for two months after the paid period (our design). */
export const PAUSE_MONTHS = 2;

export const planOf = (row: SubscriptionRow) => row.plan as PlanName;
export const cycleOf = (row: SubscriptionRow) => row.billing_cycle as BillingCycle;
export const statusOf = (row: SubscriptionRow) => row.status as SubscriptionStatus;

export function subscriptionView(row: SubscriptionRow): Schemas['Subscription'] {
  const status = statusOf(row);
  return {
    productId: row.id,
    productName: productName(planOf(row)),
    plan: planOf(row),
    status,
    billingCycle: cycleOf(row),
    amount: dollars(row.amount_cents),
    nextBillingDate: status === 'active' ? row.period_end : null,
    pausedUntil: status === 'paused' ? row.paused_until : null,
    canPause: status === 'active',
  };
}

/** What a period of the plan costs with the coupon, and the receipt lines that add up to it. */
export interface Price {
  amountCents: number;
  description: string;
  lineItems: LineItem[];
}

export function priceOf(plan: PlanName, cycle: BillingCycle, coupon: CouponRow | undefined): Price {
  const base = periodPriceCents(plan, cycle);
  const description = chargeDescription(plan, cycle);
  const lineItems: LineItem[] = [{ description, amountCents: base }];
  const amountCents = coupon ? discountedCents(base, coupon.percent_off) : base;
  if (coupon) {
    lineItems.push({
      description: fill(BILLING_TEXT.couponLine, { code: coupon.code, description: coupon.description }),
      amountCents: amountCents - base,
    });
  }
  return { amountCents, description, lineItems };
}

/** The unused share of what the current period cost (credited on a plan change). */
export function unusedCreditCents(row: SubscriptionRow, day = today()): number {
  if (row.status !== 'active' && row.status !== 'cancelled') return 0;
  const total = daysBetween(row.period_start, row.period_end);
  const left = daysBetween(day, row.period_end);
  if (total <= 0 || left <= 0) return 0;
  return Math.round(row.amount_cents * Math.min(1, left / total));
}

/** The coupon a subscription already has (if it still exists). */
const currentCoupon = (q: Queryable, row: SubscriptionRow) => findCoupon(q, row.coupon_code);

async function chargeOrThrow(ctx: HandlerContext, user: UserRow, price: Price, subscriptionId: number) {
  const charged = await chargeStoredCard(ctx, user, { ...price, subscriptionId });
  if (!charged.ok) throw billingUnsuccessful(charged.message);
  return charged.receiptId;
}

/** Re-reads the row after settling (a cancel of a lapsed period expires at once). */
async function settled(q: Queryable, row: SubscriptionRow): Promise<SubscriptionRow> {
  await settleSubscriptions(q, row.user_id);
  return q.selectFrom('subscriptions').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
}

export async function pause(q: Queryable, row: SubscriptionRow): Promise<SubscriptionRow> {
  if (row.status === 'paused') throw invalidTransition(BILLING_TEXT.alreadyPaused);
  if (row.status !== 'active') throw invalidTransition(BILLING_TEXT.onlyActiveCanPause);
  return updateSubscription(q, row.id, {
    status: 'paused',
    paused_until: addMonths(laterOf(row.period_end, today()), PAUSE_MONTHS),
  });
}

export async function unpause(q: Queryable, row: SubscriptionRow): Promise<SubscriptionRow> {
  if (row.status !== 'paused') throw invalidTransition(BILLING_TEXT.notPaused);
  return updateSubscription(q, row.id, {
    status: 'active',
    period_end: laterOf(row.period_end, today()),
    paused_until: null,
  });
}

export async function cancel(q: Queryable, row: SubscriptionRow): Promise<SubscriptionRow> {
  if (row.status === 'cancelled') throw invalidTransition(BILLING_TEXT.alreadyCancelled);
  if (row.status === 'expired') throw invalidTransition(BILLING_TEXT.alreadyEnded);
  await updateSubscription(q, row.id, { status: 'cancelled', paused_until: null, cancelled_at: nowIso() });
  return settled(q, row);
}

/**
 * Back to active: a cancelled subscription within its paid period without a charge, an expired one
 * for a new period charged to the card on file. A coupon replaces the subscription's discount.
 */
export async function reactivate(
  ctx: HandlerContext,
  user: UserRow,
  row: SubscriptionRow,
  coupon: CouponRow | undefined,
): Promise<SubscriptionRow> {
  const q = ctx.db.kysely;
  if (row.status === 'active') throw invalidTransition(BILLING_TEXT.alreadyActive);
  if (row.status === 'paused') throw invalidTransition(BILLING_TEXT.reactivatePaused);
  const applied = coupon ?? (await currentCoupon(q, row));
  const price = priceOf(planOf(row), cycleOf(row), applied);
  const couponCode = applied?.code ?? null;
  if (row.status === 'cancelled') {
    const updated = await updateSubscription(q, row.id, {
      status: 'active',
      cancelled_at: null,
      amount_cents: price.amountCents,
      coupon_code: couponCode,
    });
    await grantPlan(q, user.id, planOf(row));
    return updated;
  }
  const live = await liveSubscription(q, user.id);
  if (live) throw alreadySubscribed();
  await chargeOrThrow(ctx, user, price, row.id);
  const start = today();
  const updated = await updateSubscription(q, row.id, {
    status: 'active',
    cancelled_at: null,
    paused_until: null,
    amount_cents: price.amountCents,
    coupon_code: couponCode,
    period_start: start,
    period_end: addMonths(start, billingMonths(cycleOf(row))),
  });
  await grantPlan(q, user.id, planOf(row));
  return updated;
}

/** A coupon accepted in the cancellation flow: the next periods cost less. */
export async function applyCoupon(q: Queryable, row: SubscriptionRow, coupon: CouponRow): Promise<SubscriptionRow> {
  const price = priceOf(planOf(row), cycleOf(row), coupon);
  return updateSubscription(q, row.id, { amount_cents: price.amountCents, coupon_code: coupon.code });
}

export interface ChangeResult {
  row: SubscriptionRow;
  receiptId: number;
  amountChargedCents: number;
}

/**
 * Another plan or cycle from today: the new period's price less the unused part of the current
 * one, charged to the card on file. A cancelled subscription becomes active again.
 */
export async function changePlan(
  ctx: HandlerContext,
  user: UserRow,
  row: SubscriptionRow,
  plan: PlanName,
  cycle: BillingCycle,
  coupon: CouponRow | undefined,
): Promise<ChangeResult> {
  const q = ctx.db.kysely;
  if (row.status === 'paused') throw invalidTransition(BILLING_TEXT.resumeBeforeChange);
  if (row.status === 'expired') throw invalidTransition(BILLING_TEXT.alreadyEnded);
  if (row.status === 'active' && row.plan === plan && row.billing_cycle === cycle && !coupon) {
    throw alreadyOnPlan();
  }
  const applied = coupon ?? (await currentCoupon(q, row));
  const price = priceOf(plan, cycle, applied);
  const credit = Math.min(unusedCreditCents(row), price.amountCents);
  const charge: Price = {
    amountCents: price.amountCents - credit,
    description: price.description,
    lineItems: credit
      ? [
          ...price.lineItems,
          {
            description: fill(BILLING_TEXT.creditLine, { product: chargeDescription(planOf(row), cycleOf(row)) }),
            amountCents: -credit,
          },
        ]
      : price.lineItems,
  };
  const receiptId = await chargeOrThrow(ctx, user, charge, row.id);
  const start = today();
  const updated = await updateSubscription(q, row.id, {
    plan,
    billing_cycle: cycle,
    status: 'active',
    cancelled_at: null,
    amount_cents: price.amountCents,
    coupon_code: applied?.code ?? null,
    period_start: start,
    period_end: addMonths(start, billingMonths(cycle)),
  });
  await grantPlan(q, user.id, plan);
  return { row: updated, receiptId, amountChargedCents: charge.amountCents };
}

/**
 * The one-click annual upgrade: the annual price now, for the 12 months after the paid month
 * (nothing is prorated: the month is used up first).
 */
export async function switchToAnnual(ctx: HandlerContext, user: UserRow, row: SubscriptionRow): Promise<ChangeResult> {
  const q = ctx.db.kysely;
  if (row.status === 'paused') throw invalidTransition(BILLING_TEXT.resumeBeforeChange);
  if (row.status !== 'active') throw invalidTransition(BILLING_TEXT.onlyActiveCanChange);
  if (row.billing_cycle === 'Annually') {
    throw alreadyAnnual();
  }
  const price = priceOf(planOf(row), 'Annually', await currentCoupon(q, row));
  const receiptId = await chargeOrThrow(ctx, user, price, row.id);
  const start = laterOf(row.period_end, today());
  const updated = await updateSubscription(q, row.id, {
    billing_cycle: 'Annually',
    amount_cents: price.amountCents,
    period_start: start,
    period_end: addMonths(start, 12),
  });
  return { row: updated, receiptId, amountChargedCents: price.amountCents };
}
