/**
 * The billing service other areas use: a parent's per-seat price, charging the card on file, the
 * configured payment provider, and the checks every billing operation shares.
 */
import type { FastifyRequest } from 'fastify';

import type { Db } from '../db';
import { chargeStoredCard, type ChargeResult } from './charges';
import { addMonths, today } from './dates';
import { billingMonths, periodPriceCents, type BillingCycle, type PlanName } from './plans';
import {
  billedTo,
  findPaymentMethod,
  grantPlan,
  insertReceipt,
  savePaymentMethod,
  settledLiveSubscription,
  type Queryable,
  type SubscriptionRow,
} from './store';
import { priceOf } from './subscriptions';
import { TEST_PROVIDER_SEED_REF } from './testProvider';
import { notAccountOwner } from './text';
import type { UserRow } from '../db/schema';
import { nowIso, requireUser, type HandlerContext, type Schemas } from '../handlers/context';

export { paymentProvider, type ChargeResult } from './charges';
export type { PaymentProvider } from './provider';

export interface SeatPricing {
  isAnnual: boolean;
  recurringAmountPerUserCents: number;
  hasAccountThatAllowsAddons: boolean;
  ccLastFour: string | null;
}

/** The per-added-user price of a parent's plan (addons allowed only on an active paid subscription). */
export async function seatPricing(db: Db, userId: number): Promise<SeatPricing> {
  const { subscription } = await settledLiveSubscription(db.kysely, userId);
  const method = await findPaymentMethod(db.kysely, userId);
  return {
    isAnnual: subscription?.billing_cycle === 'Annually',
    recurringAmountPerUserCents: subscription
      ? periodPriceCents(subscription.plan as PlanName, subscription.billing_cycle as BillingCycle)
      : 0,
    hasAccountThatAllowsAddons: subscription?.status === 'active',
    ccLastFour: method?.last_four ?? null,
  };
}

/** Charges the user's stored payment method through the configured provider and writes a receipt (declined ones too). */
export async function chargeAccount(
  ctx: HandlerContext,
  userId: number,
  charge: { amountCents: number; description: string },
): Promise<ChargeResult> {
  const user = await ctx.db.kysely.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return chargeStoredCard(ctx, user, charge);
}

/** The logged-in user, unless it is a child (team) account: those have no billing of their own (403). */
export function requireAccountOwner(request: FastifyRequest, message?: string): UserRow {
  const user = requireUser(request);
  if (user.parent_user_id !== null) throw notAccountOwner(message);
  return user;
}

/** The card on file as the API shows it (type and last four), or null. */
export async function paymentSummary(q: Queryable, userId: number): Promise<Schemas['PaymentMethodSummary'] | null> {
  const method = await findPaymentMethod(q, userId);
  return method ? { cardType: method.card_type as Schemas['CreditCardType'], lastFour: method.last_four } : null;
}

/**
 * The user's billing cycle and next billing date, for the active state and the account page:
 * 'None' without a live subscription. `settled`: overdue subscriptions were brought up to date on
 * the way, so the user's plan columns may have changed since the row was read.
 */
export async function currentBilling(
  db: Db,
  userId: number,
  /** The user's live subscriptions, when already read (loadSession's facts). */
  live?: SubscriptionRow[],
): Promise<{
  plan: PlanName | null;
  billingCycle: BillingCycle | 'None';
  billingMonths: 0 | 1 | 12;
  nextBillingDate: string | null;
  settled: boolean;
}> {
  const { subscription, settled } = await settledLiveSubscription(db.kysely, userId, undefined, live);
  if (!subscription) return { plan: null, billingCycle: 'None', billingMonths: 0, nextBillingDate: null, settled };
  const cycle = subscription.billing_cycle as BillingCycle;
  return {
    plan: subscription.plan as PlanName,
    billingCycle: cycle,
    billingMonths: cycle === 'Annually' ? 12 : 1,
    nextBillingDate: subscription.status === 'active' ? subscription.period_end : null,
    settled,
  };
}

/**
 * Gives a seeded account (the demo) a paid subscription, a receipt and a test-provider Visa ending
 * 4242 on file, so the billing and team screens have something to show. Does nothing when the
 * account already has a subscription. (With Stripe configured, charges to this card are declined.)
 */
export async function seedSubscription(
  db: Db,
  userId: number,
  plan: PlanName = 'Professional',
  cycle: BillingCycle = 'Monthly',
): Promise<void> {
  const existing = await db.kysely
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return;
  const user = await db.kysely.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const price = priceOf(plan, cycle, undefined);
  const start = today();
  const now = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    await savePaymentMethod(trx, userId, {
      cardType: 'Visa',
      lastFour: '4242',
      expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
      provider: 'test',
      providerRef: TEST_PROVIDER_SEED_REF,
    });
    const row = await trx
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        plan,
        billing_cycle: cycle,
        status: 'active',
        amount_cents: price.amountCents,
        coupon_code: null,
        period_start: start,
        period_end: addMonths(start, billingMonths(cycle)),
        paused_until: null,
        cancelled_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertReceipt(trx, {
      userId,
      subscriptionId: row.id,
      amountCents: price.amountCents,
      description: price.description,
      lineItems: price.lineItems,
      billedTo: billedTo(user),
      cardType: 'Visa',
      lastFour: '4242',
    });
    await grantPlan(trx, userId, plan);
  });
}
