/**
 * Billing (document 1 §3, §4 Subscription, §7): billing info, subscriptions, receipts and the
 * cancellation flow (the account page's payment info and receipt e-mail are the account tag's). Every operation acts on the caller's own account only; a child (team)
 * account has no billing of its own and gets 403; another user's productId or receipt id is a 404.
 */
import type { FastifyRequest } from 'fastify';

import { paymentSummary, requireAccountOwner } from '../../billing';
import { dollars, periodPriceCents, type BillingCycle, type PlanName } from '../../billing/plans';
import { ownReceipt, receiptSummary, receiptView } from '../../billing/receipts';
import {
  findCoupon,
  findOwnSubscription,
  liveSubscription,
  settleSubscriptions,
  userSubscriptions,
  type SubscriptionRow,
} from '../../billing/store';
import {
  applyCoupon,
  cancel,
  pause,
  reactivate,
  subscriptionView,
  switchToAnnual,
  unpause,
} from '../../billing/subscriptions';
import { BILLING_TEXT, invalidTransition, subscriptionNotFound } from '../../billing/text';
import { FieldValidationError } from '../../errors';
import { logEvent, type HandlerContext, type Schemas } from '../context';
import type { TagHandlers } from '../operation';

export function createBillingHandlers(ctx: HandlerContext): TagHandlers<'nsa-account'> {
  const { db } = ctx;

  /** The caller's own subscription, brought up to date; 404 for an id that is not theirs. */
  async function ownSubscription(request: FastifyRequest, productId: number) {
    const user = requireAccountOwner(request);
    await settleSubscriptions(db.kysely, user.id);
    const row = await findOwnSubscription(db.kysely, user.id, productId);
    if (!row) throw subscriptionNotFound();
    return { user, row };
  }

  const actionResult = (row: SubscriptionRow): Schemas['SubscriptionActionResult'] => ({
    isSuccessful: true,
    subscription: subscriptionView(row),
  });

  return {
    async getBillingInfo(request) {
      const user = requireAccountOwner(request);
      await settleSubscriptions(db.kysely, user.id);
      const subscription = await liveSubscription(db.kysely, user.id);
      const children = await db.kysely
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('parent_user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const currentNumberOfChildren = Number(children.n);
      const perUserCents = subscription
        ? periodPriceCents(subscription.plan as PlanName, subscription.billing_cycle as BillingCycle)
        : 0;
      const active = subscription?.status === 'active';
      const payment = await paymentSummary(db.kysely, user.id);
      return {
        currentAmount: active ? dollars(subscription.amount_cents + currentNumberOfChildren * perUserCents) : 0,
        recurringAmountPerUser: dollars(perUserCents),
        isAnnual: subscription?.billing_cycle === 'Annually',
        validationResults: [],
        numberPastLimit: 0,
        currentNumberOfChildren,
        hasAccountThatAllowsAddons: active,
        ccLastFour: payment?.lastFour ?? null,
      };
    },

    async listSubscriptions(request) {
      const user = requireAccountOwner(request);
      await settleSubscriptions(db.kysely, user.id);
      const rows = await userSubscriptions(db.kysely, user.id);
      return { subscriptions: rows.map(subscriptionView) };
    },

    async pauseSubscription(request) {
      const { row } = await ownSubscription(request, request.query.productId);
      const updated = await pause(db.kysely, row);
      await logEvent(ctx, request, 'subscription_paused', { productId: row.id, pausedUntil: updated.paused_until });
      return actionResult(updated);
    },

    async unpauseSubscription(request) {
      const { row } = await ownSubscription(request, request.query.productId);
      const updated = await unpause(db.kysely, row);
      await logEvent(ctx, request, 'subscription_unpaused', { productId: row.id });
      return actionResult(updated);
    },

    async reactivateSubscription(request) {
      const { user, row } = await ownSubscription(request, request.query.productId);
      const code = request.query.couponCode?.trim();
      const coupon = code ? await findCoupon(db.kysely, code) : undefined;
      if (code && !coupon) {
        throw new FieldValidationError([{ field: 'query.couponCode', message: BILLING_TEXT.couponInvalid }]);
      }
      const updated = await reactivate(ctx, user, row, coupon);
      await logEvent(ctx, request, 'subscription_reactivated', { productId: row.id, couponCode: coupon?.code ?? null });
      return actionResult(updated);
    },

    async cancelSubscription(request) {
      const { row } = await ownSubscription(request, request.query.productId);
      const updated = await cancel(db.kysely, row);
      await logEvent(ctx, request, 'subscription_cancelled', { productId: row.id });
      return actionResult(updated);
    },

    async listReceipts(request) {
      const user = requireAccountOwner(request);
      let query = db.kysely.selectFrom('receipts').selectAll().where('user_id', '=', user.id);
      if (!request.query.includeDeclines) query = query.where('is_declined', '=', 0);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return { receipts: rows.map(receiptSummary) };
    },

    async getReceipt(request) {
      const { row } = await ownReceipt(db, request, request.query.receiptId);
      return receiptView(row);
    },

    async submitCancellationSurvey(request) {
      const { user, row } = await ownSubscription(request, request.body.productId);
      await db.kysely
        .insertInto('cancellation_surveys')
        .values({
          user_id: user.id,
          subscription_id: row.id,
          reason: request.body.reason,
          comments: request.body.comments?.trim() || null,
          created_at: new Date().toISOString(),
        })
        .execute();
      await logEvent(ctx, request, 'cancellation_survey', { productId: row.id, reason: request.body.reason });
      return { isSuccessful: true, message: null };
    },

    async submitUncancellationAction(request) {
      const { user, row } = await ownSubscription(request, request.body.productId);
      const { action } = request.body;
      const code = request.body.couponCode?.trim() || null;
      let updated: SubscriptionRow;
      let acceptedCoupon: string | null = null;
      if (action === 'pause_subscription') {
        updated = await pause(db.kysely, row);
      } else if (action === 'switch_to_annual') {
        updated = (await switchToAnnual(ctx, user, row)).row;
      } else if (action === 'accept_discount') {
        if (!code) throw new FieldValidationError([{ field: 'body.couponCode', message: BILLING_TEXT.couponRequired }]);
        const coupon = await findCoupon(db.kysely, code);
        if (!coupon)
          throw new FieldValidationError([{ field: 'body.couponCode', message: BILLING_TEXT.couponInvalid }]);
        if (row.status === 'expired') throw invalidTransition(BILLING_TEXT.alreadyEnded);
        acceptedCoupon = coupon.code;
        updated =
          row.status === 'cancelled'
            ? await reactivate(ctx, user, row, coupon)
            : await applyCoupon(db.kysely, row, coupon);
      } else {
        // keep_subscription: a cancellation already made is undone; otherwise nothing changes.
        updated =
          row.status === 'cancelled' || row.status === 'expired' ? await reactivate(ctx, user, row, undefined) : row;
      }
      await db.kysely
        .insertInto('uncancellation_actions')
        .values({
          user_id: user.id,
          subscription_id: row.id,
          action,
          coupon_code: acceptedCoupon,
          created_at: new Date().toISOString(),
        })
        .execute();
      await logEvent(ctx, request, 'uncancellation_action', { productId: row.id, action });
      return actionResult(updated);
    },
  };
}
