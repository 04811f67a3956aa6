/** Billing rows: reading and writing subscriptions, receipts, the card on file and coupons. */
import { sql, type Expression, type Kysely, type Selectable } from 'kysely';

import { today } from './dates';
import type { PlanName } from './plans';
import { MAX_EXPORT_ROWS_DEFAULT } from '../../lib/spec/workspace';
import { compiledOnce } from '../db/compiledOnce';
import type {
  CouponsTable,
  Database,
  PaymentMethodsTable,
  ReceiptsTable,
  SubscriptionsTable,
  UserRow,
} from '../db/schema';
import { nowIso } from '../time';

/** The database or a transaction on it. */
export type Queryable = Kysely<Database>;

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type ReceiptRow = Selectable<ReceiptsTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
export type CouponRow = Selectable<CouponsTable>;

export type SubscriptionStatus = 'active' | 'paused' | 'cancelled' | 'expired';
/** Statuses that still give the plan: cancelled ones run to the end of the paid period. */
export const LIVE_STATUSES: SubscriptionStatus[] = ['active', 'paused', 'cancelled'];

export interface LineItem {
  description: string;
  amountCents: number;
}

export async function findPaymentMethod(q: Queryable, userId: number): Promise<PaymentMethodRow | undefined> {
  return q.selectFrom('payment_methods').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export interface SavedCard {
  cardType: string;
  lastFour: string;
  expiry: string;
  provider: string;
  providerRef: string;
}

/** Replaces the card on file. */
export async function savePaymentMethod(q: Queryable, userId: number, card: SavedCard): Promise<void> {
  const now = nowIso();
  const values = {
    card_type: card.cardType,
    last_four: card.lastFour,
    expiry: card.expiry,
    provider: card.provider,
    provider_ref: card.providerRef,
    updated_at: now,
  };
  await q
    .insertInto('payment_methods')
    .values({ user_id: userId, created_at: now, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** An active coupon, matched case-insensitively. */
export async function findCoupon(q: Queryable, code: string | null | undefined): Promise<CouponRow | undefined> {
  const wanted = code?.trim().toLowerCase();
  if (!wanted) return undefined;
  return q.selectFrom('coupons').selectAll().where('code', '=', wanted).where('is_active', '=', 1).executeTakeFirst();
}

export interface NewReceipt {
  userId: number;
  subscriptionId?: number | null;
  amountCents: number;
  description: string;
  lineItems?: LineItem[];
  declined?: 'declined' | 'verification_failed' | null;
  billedTo: string;
  cardType: string | null;
  lastFour: string | null;
  chargeRef?: string | null;
}

export async function insertReceipt(q: Queryable, receipt: NewReceipt): Promise<number> {
  const lineItems = receipt.lineItems ?? [{ description: receipt.description, amountCents: receipt.amountCents }];
  const row = await q
    .insertInto('receipts')
    .values({
      user_id: receipt.userId,
      subscription_id: receipt.subscriptionId ?? null,
      created_at: nowIso(),
      amount_cents: receipt.amountCents,
      description: receipt.description,
      line_items: JSON.stringify(lineItems),
      is_declined: receipt.declined ? 1 : 0,
      decline_reason: receipt.declined ?? null,
      billed_to: receipt.billedTo,
      card_type: receipt.cardType,
      last_four: receipt.lastFour,
      provider_charge_ref: receipt.chargeRef ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function receiptLineItems(row: ReceiptRow): LineItem[] {
  try {
    const parsed: unknown = JSON.parse(row.line_items);
    if (Array.isArray(parsed)) return parsed as LineItem[];
  } catch {
    // fall through to the one-line receipt
  }
  return [{ description: row.description, amountCents: row.amount_cents }];
}

/** The name a receipt is made out to. */
export const billedTo = (user: UserRow): string => user.display_name?.trim() || user.email;

export async function userSubscriptions(q: Queryable, userId: number): Promise<SubscriptionRow[]> {
  return q.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

/** One of the user's own subscriptions (undefined for anyone else's id). */
export async function findOwnSubscription(
  q: Queryable,
  userId: number,
  subscriptionId: number,
): Promise<SubscriptionRow | undefined> {
  return q
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's subscriptions that still give the plan, newest first (the user's id, or a column of an outer query). */
export function liveSubscriptionsQuery(q: Queryable, userId: number | Expression<number>) {
  return q
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', LIVE_STATUSES)
    .orderBy('id', 'desc');
}

/** liveSubscriptionsQuery compiled once: every logged-in active state reads it. */
const liveSubscriptions = compiledOnce(liveSubscriptionsQuery, (userId) => [userId, ...LIVE_STATUSES]);

/** The user's current subscription: the newest one that is active, paused or cancelled but still paid for. */
export async function liveSubscription(q: Queryable, userId: number): Promise<SubscriptionRow | undefined> {
  return liveSubscriptionsQuery(q, userId).executeTakeFirst();
}

export async function updateSubscription(
  q: Queryable,
  id: number,
  changes: Partial<Omit<SubscriptionRow, 'id' | 'user_id' | 'created_at'>>,
): Promise<SubscriptionRow> {
  return q
    .updateTable('subscriptions')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Makes the user a full user on the plan. */
export async function grantPlan(q: Queryable, userId: number, plan: PlanName): Promise<void> {
  await q
    .updateTable('users')
    .set({
      plan,
      is_full_user: 1,
      max_export_rows: sql<number>`case when max_export_rows > ${MAX_EXPORT_ROWS_DEFAULT} then max_export_rows else ${MAX_EXPORT_ROWS_DEFAULT} end`,
    })
    .where('id', '=', userId)
    .execute();
}

/** Back to a free account (the paid period of the last subscription is over). */
export async function revokePlan(q: Queryable, userId: number): Promise<void> {
  await q
    .updateTable('users')
    .set({ plan: null, is_full_user: 0, max_export_rows: 0 })
    .where('id', '=', userId)
    .execute();
}

/** A pause whose end has come, or a cancelled subscription whose paid period is over (ISO dates compare as text). */
const isDue = (row: SubscriptionRow, day: string): boolean =>
  (row.status === 'paused' && row.paused_until !== null && row.paused_until <= day) ||
  (row.status === 'cancelled' && row.period_end <= day);

/**
 * Brings the user's subscriptions up to date, lazily (there is no scheduler): a pause whose end has
 * come resumes, and a cancelled subscription whose paid period is over expires — taking the plan
 * away unless another subscription is live.
 */
export async function settleSubscriptions(q: Queryable, userId: number, day = today()): Promise<void> {
  await settledLiveSubscription(q, userId, day);
}

/**
 * settleSubscriptions, then the live subscription: one query when nothing is due (the usual case),
 * none when the caller has read the live rows already (`live`, as liveSubscriptionsQuery reads them).
 * `settled` says that something was due, so the user's plan columns may have changed.
 */
export async function settledLiveSubscription(
  q: Queryable,
  userId: number,
  day = today(),
  known?: SubscriptionRow[],
): Promise<{ subscription: SubscriptionRow | undefined; settled: boolean }> {
  // Only live rows can be due: both kinds are among the live statuses.
  const live = known ?? (await liveSubscriptions(q, userId));
  const due = live.filter((row) => isDue(row, day));
  if (!due.length) return { subscription: live[0], settled: false };
  for (const row of due) {
    if (row.status === 'paused') {
      await updateSubscription(q, row.id, {
        status: 'active',
        period_end: row.paused_until ?? day,
        paused_until: null,
      });
    } else {
      await updateSubscription(q, row.id, { status: 'expired' });
    }
  }
  const subscription = await liveSubscription(q, userId);
  if (!subscription) await revokePlan(q, userId);
  return { subscription, settled: true };
}
