/**
 * Billing (document 1 §3, §4 Subscription, §7): billing info, subscriptions, receipts, payment info
 * and the cancellation flow. Every operation acts on the caller's own account only; a child (team)
 * account has no billing of its own and gets 403; another user's productId or receipt id is a 404.
 */
import type { FastifyRequest } from 'fastify';

import { fill } from '../../lib/constants';
import { paymentProvider, paymentSummary, requireAccountOwner } from '../billing';
import { logEvent, type Body, type HandlerContext, type Handlers, type Query, type Schemas } from './context';
import { checkCard } from '../billing/cards';
import { saveNewCard } from '../billing/charges';
import { dollars, periodPriceCents, type BillingCycle, type PlanName } from '../billing/plans';
import {
  findCoupon,
  findOwnSubscription,
  liveSubscription,
  receiptLineItems,
  savePaymentMethod,
  settleSubscriptions,
  userSubscriptions,
  type ReceiptRow,
  type SubscriptionRow,
} from '../billing/store';
import {
  applyCoupon,
  cancel,
  pause,
  reactivate,
  subscriptionView,
  switchToAnnual,
  unpause,
} from '../billing/subscriptions';
import {
  BILLING_TEXT,
  billingUnsuccessful,
  invalidTransition,
  receiptNotFound,
  subscriptionNotFound,
} from '../billing/text';
import { FieldValidationError } from '../errors';
import { queueEmail } from '../mail/outbox';

type ProductQuery = Query<{ productId: number; couponCode?: string }>;

export function receiptSummary(row: ReceiptRow): Schemas['ReceiptSummary'] {
  return {
    receiptId: row.id,
    date: row.created_at,
    amount: dollars(row.amount_cents),
    description: row.description,
    isDeclined: row.is_declined === 1,
  };
}

export function receiptView(row: ReceiptRow): Schemas['Receipt'] {
  return {
    ...receiptSummary(row),
    billedTo: row.billed_to,
    lineItems: receiptLineItems(row).map((item) => ({
      description: item.description,
      amount: dollars(item.amountCents),
    })),
    payment:
      row.card_type && row.last_four
        ? { cardType: row.card_type as Schemas['CreditCardType'], lastFour: row.last_four }
        : null,
  };
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function createBillingHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;

  /** The caller's own subscription, brought up to date; 404 for an id that is not theirs. */
  async function ownSubscription(request: FastifyRequest, productId: number) {
    const user = requireAccountOwner(request);
    await settleSubscriptions(db.kysely, user.id);
    const row = await findOwnSubscription(db.kysely, user.id, productId);
    if (!row) throw subscriptionNotFound();
    return { user, row };
  }

  async function ownReceipt(request: FastifyRequest, receiptId: number) {
    const user = requireAccountOwner(request);
    const row = await db.kysely
      .selectFrom('receipts')
      .selectAll()
      .where('id', '=', receiptId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw receiptNotFound();
    return { user, row };
  }

  const actionResult = (row: SubscriptionRow): Schemas['SubscriptionActionResult'] => ({
    isSuccessful: true,
    subscription: subscriptionView(row),
  });

  const handlers = {
    async getBillingInfo(request: FastifyRequest) {
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
      const info: Schemas['BillingInfo'] = {
        currentAmount: active ? dollars(subscription.amount_cents + currentNumberOfChildren * perUserCents) : 0,
        recurringAmountPerUser: dollars(perUserCents),
        isAnnual: subscription?.billing_cycle === 'Annually',
        validationResults: [],
        numberPastLimit: 0,
        currentNumberOfChildren,
        hasAccountThatAllowsAddons: active,
        ccLastFour: payment?.lastFour ?? null,
      };
      return info;
    },

    async listSubscriptions(request: FastifyRequest) {
      const user = requireAccountOwner(request);
      await settleSubscriptions(db.kysely, user.id);
      const rows = await userSubscriptions(db.kysely, user.id);
      const list: Schemas['SubscriptionList'] = { subscriptions: rows.map(subscriptionView) };
      return list;
    },

    async pauseSubscription(request: ProductQuery) {
      const { row } = await ownSubscription(request, request.query.productId);
      const updated = await pause(db.kysely, row);
      await logEvent(ctx, request, 'subscription_paused', { productId: row.id, pausedUntil: updated.paused_until });
      return actionResult(updated);
    },

    async unpauseSubscription(request: ProductQuery) {
      const { row } = await ownSubscription(request, request.query.productId);
      const updated = await unpause(db.kysely, row);
      await logEvent(ctx, request, 'subscription_unpaused', { productId: row.id });
      return actionResult(updated);
    },

    async reactivateSubscription(request: ProductQuery) {
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

    async cancelSubscription(request: ProductQuery) {
      const { row } = await ownSubscription(request, request.query.productId);
      const updated = await cancel(db.kysely, row);
      await logEvent(ctx, request, 'subscription_cancelled', { productId: row.id });
      return actionResult(updated);
    },

    async listReceipts(request: Query<{ includeDeclines?: boolean }>) {
      const user = requireAccountOwner(request);
      let query = db.kysely.selectFrom('receipts').selectAll().where('user_id', '=', user.id);
      if (!request.query.includeDeclines) query = query.where('is_declined', '=', 0);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      const list: Schemas['ReceiptList'] = { receipts: rows.map(receiptSummary) };
      return list;
    },

    async getReceipt(request: Query<{ receiptId: number }>) {
      const { row } = await ownReceipt(request, request.query.receiptId);
      return receiptView(row);
    },

    async sendReceipt(request: Query<{ receiptId: number }>) {
      const { user, row } = await ownReceipt(request, request.query.receiptId);
      const extra = await db.kysely
        .selectFrom('user_email_addresses')
        .select('email')
        .where('user_id', '=', user.id)
        .orderBy('position')
        .execute();
      const sentTo = [...new Set([user.email, ...extra.map((e) => e.email)].map((e) => e.trim()))];
      const receipt = receiptView(row);
      const values = {
        receiptId: row.id,
        date: row.created_at.slice(0, 10),
        billedTo: row.billed_to,
        lines: receiptLineItems(row)
          .map((item) => `${item.description}: ${money(item.amountCents)}`)
          .join('\n'),
        total: money(row.amount_cents),
        payment: receipt.payment ? `${receipt.payment.cardType} ending in ${receipt.payment.lastFour}` : '-',
      };
      const subject = fill(row.is_declined ? BILLING_TEXT.declinedReceiptSubject : BILLING_TEXT.receiptSubject, values);
      for (const to of sentTo) await queueEmail(db, { to, subject, body: fill(BILLING_TEXT.receiptBody, values) });
      await logEvent(ctx, request, 'receipt_sent', { receiptId: row.id, recipients: sentTo.length });
      const result: Schemas['SendReceiptResult'] = { isSuccessful: true, sentTo };
      return result;
    },

    async submitCancellationSurvey(request: Body<Schemas['CancellationSurveyRequest']>) {
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
      const result: Schemas['NsaActionResult'] = { isSuccessful: true, message: null };
      return result;
    },

    async submitUncancellationAction(request: Body<Schemas['UncancellationActionRequest']>) {
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

    async changePaymentInfo(request: Body<Schemas['ChangePaymentInfoRequest']>) {
      const user = requireAccountOwner(request, BILLING_TEXT.notAccountOwnerPayment);
      const body = request.body;
      const checked = checkCard(
        {
          number: body.cardNumber,
          expirationMonth: body.expirationMonth,
          expirationYear: body.expirationYear,
          cvv: body.cvv,
          nameOnCard: body.cardName,
          declaredType: body.cardType,
          declaredLastFour: body.lastFour,
          declaredExpiration: body.expiration,
        },
        {
          number: 'body.cardNumber',
          expirationMonth: 'body.expirationMonth',
          expirationYear: 'body.expirationYear',
          type: 'body.cardType',
          lastFour: 'body.lastFour',
          expiration: 'body.expiration',
        },
      );
      const saved = await saveNewCard(ctx, user, checked);
      if (!saved.ok) {
        await logEvent(ctx, request, 'payment_info_declined', { reason: saved.reason });
        throw billingUnsuccessful(saved.message);
      }
      await savePaymentMethod(db.kysely, user.id, {
        cardType: checked.cardType,
        lastFour: checked.lastFour,
        expiry: checked.expiry,
        provider: paymentProvider(ctx.config).name,
        providerRef: saved.providerRef,
      });
      await logEvent(ctx, request, 'payment_info_changed', { cardType: checked.cardType });
      const result: Schemas['ChangePaymentInfoResult'] = {
        isSuccessful: true,
        payment: { cardType: checked.cardType, lastFour: checked.lastFour },
      };
      return result;
    },
  };
  return handlers as unknown as Handlers;
}
