/**
 * Purchase: plans, purchase, upgrade and the one-click annual upgrade (doc 1 §2 Buying: /buy/register,
 * /mainpurchase, /upgrade, /e/:clickType). A purchase makes a free (or new) user a full user on the
 * plan, with a subscription, the card on file (type and last four only) and a receipt; a refused card
 * leaves a declined receipt and a 402 BillingUnsuccessful.
 */
import { MONEY_BACK_GUARANTEE_DAYS } from '../../lib/spec/purchase';
import { validatePassword } from '../../lib/validators';
import { paymentProvider, paymentSummary, requireAccountOwner } from '../billing';
import { checkCard, PURCHASE_CARD_FIELDS, refusedCardField } from '../billing/cards';
import { chargeCard, recordRefusedCard, saveNewCard } from '../billing/charges';
import { addMonths, today } from '../billing/dates';
import {
  billingMonths,
  dollars,
  isPlanName,
  PLAN_NAMES,
  PLANS,
  purchasePlan as planCatalogueEntry,
  type BillingCycle,
  type PlanName,
} from '../billing/plans';
import {
  findCoupon,
  grantPlan,
  liveSubscription,
  savePaymentMethod,
  settleSubscriptions,
  type CouponRow,
  type SubscriptionRow,
} from '../billing/store';
import { changePlan, cycleOf, planOf, priceOf, switchToAnnual } from '../billing/subscriptions';
import { PROVIDER_TEXT } from '../billing/testProvider';
import { alreadySubscribed, BILLING_TEXT, billingUnsuccessful, notAccountOwner, notFullUser } from '../billing/text';
import type { UserRow } from '../db/schema';
import { FieldValidationError, type FieldError } from '../errors';
import { logIn } from '../sessions';
import {
  checkCaptcha,
  createAccount,
  CSRF_RESPONSE_HEADER,
  duplicateEmail,
  findUserByEmail,
  logEvent,
  nowIso,
  type HandlerContext,
  type Schemas,
} from './context';
import type { OperationRequest, TagHandlers } from './operation';

type PurchaseResult = Schemas['PurchaseResult'];

export function createPurchaseHandlers(ctx: HandlerContext): TagHandlers<'purchase'> {
  const { db } = ctx;

  /** A coupon named in the request: 400 naming the field when it does not exist. */
  async function requestedCoupon(code: string | null | undefined, field: string): Promise<CouponRow | undefined> {
    const wanted = code?.trim();
    if (!wanted) return undefined;
    const coupon = await findCoupon(db.kysely, wanted);
    if (!coupon) throw new FieldValidationError([{ field, message: BILLING_TEXT.couponInvalid }]);
    return coupon;
  }

  /** An anonymous buyer's new account details, checked before anything is charged. */
  async function checkNewAccount(
    request: OperationRequest<'purchasePlan'>,
  ): Promise<{ email: string; password: string }> {
    const { email, password, token } = request.body;
    const missing: FieldError[] = [];
    if (!email?.trim()) missing.push({ field: 'body.email', message: BILLING_TEXT.isRequired });
    if (!password) missing.push({ field: 'body.password', message: BILLING_TEXT.isRequired });
    else {
      const weak = validatePassword(password);
      if (weak) missing.push({ field: 'body.password', message: weak });
    }
    if (missing.length || !email || !password) throw new FieldValidationError(missing);
    await checkCaptcha(ctx, request, token ?? null);
    if (await findUserByEmail(db, email.trim())) throw duplicateEmail();
    return { email: email.trim(), password };
  }

  async function purchaseResult(
    userId: number,
    row: SubscriptionRow,
    receiptId: number,
    amountChargedCents: number,
  ): Promise<PurchaseResult> {
    const payment = await paymentSummary(db.kysely, userId);
    return {
      isSuccessful: true,
      errors: [],
      receiptId,
      plan: planOf(row),
      billingCycle: cycleOf(row),
      amountCharged: dollars(amountChargedCents),
      ...(payment ? { payment } : {}),
    };
  }

  const handlers: TagHandlers<'purchase'> = {
    async listPlans(request) {
      const user = request.rs.user;
      if (user && user.parent_user_id !== null) throw notAccountOwner();
      const coupon = await findCoupon(db.kysely, request.query.couponCode);
      let currentPlan: PlanName | null = null;
      let currentBillingCycle: BillingCycle | null = null;
      if (user) {
        await settleSubscriptions(db.kysely, user.id);
        const live = await liveSubscription(db.kysely, user.id);
        if (live) {
          currentPlan = planOf(live);
          currentBillingCycle = cycleOf(live);
        } else if (user.is_full_user === 1 && isPlanName(user.plan)) {
          currentPlan = user.plan;
        }
      }
      return {
        purchaseId: request.query.purchaseId ?? PLANS.Basic.planId,
        couponCode: request.query.couponCode?.trim() || null,
        couponDescription: coupon?.description ?? null,
        isCouponValid: coupon !== undefined,
        moneyBackGuaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
        hasContracts: false,
        currentPlan,
        currentBillingCycle,
        plans: PLAN_NAMES.map(planCatalogueEntry),
      };
    },

    async purchasePlan(request, reply) {
      const body = request.body;
      const loggedIn = request.rs.user;
      if (loggedIn && loggedIn.parent_user_id !== null) throw notAccountOwner();
      const newAccount = loggedIn ? null : await checkNewAccount(request);
      if (loggedIn) {
        await settleSubscriptions(db.kysely, loggedIn.id);
        const live = await liveSubscription(db.kysely, loggedIn.id);
        if (live && live.status !== 'cancelled') throw alreadySubscribed();
      }
      const checked = checkCard(
        {
          number: body.card.number,
          expirationMonth: body.card.expirationMonth,
          expirationYear: body.card.expirationYear,
          cvv: body.card.cvv,
          nameOnCard: body.card.name,
          declaredType: body.card.type,
        },
        PURCHASE_CARD_FIELDS,
      );
      const coupon = await requestedCoupon(body.couponCode, 'body.couponCode');
      const price = priceOf(body.plan, body.billingCycle, coupon);

      // A new buyer's account exists while the card is tried (so the address cannot be taken
      // meanwhile) and is removed again when the card is refused: nothing is left of a failed sale.
      let buyer: UserRow | undefined = loggedIn ?? undefined;
      if (newAccount) {
        buyer = await createAccount(db, { ...newAccount, shouldShowOnboarding: true });
        if (!buyer) throw duplicateEmail();
      }
      if (!buyer) throw duplicateEmail();
      const removeNewAccount = async () => {
        if (newAccount && buyer) await db.kysely.deleteFrom('users').where('id', '=', buyer.id).execute();
      };

      let providerRef: string;
      let receiptId: number;
      try {
        const saved = await saveNewCard(ctx, buyer, checked);
        if (!saved.ok) {
          if (!newAccount) await recordRefusedCard(ctx, buyer, checked, price, saved.reason);
          await logEvent(ctx, request, 'purchase_declined', { reason: saved.reason, plan: body.plan });
          throw billingUnsuccessful(saved.message, refusedCardField(PURCHASE_CARD_FIELDS, saved.reason));
        }
        providerRef = saved.providerRef;
        const card = { providerRef, cardType: checked.cardType, lastFour: checked.lastFour };
        const charged = await chargeCard(ctx, buyer, card, price, PROVIDER_TEXT.declined);
        if (!charged.ok) {
          await logEvent(ctx, request, 'purchase_declined', { reason: charged.reason, plan: body.plan });
          throw billingUnsuccessful(charged.message, PURCHASE_CARD_FIELDS.number);
        }
        receiptId = charged.receiptId;
      } catch (error) {
        await removeNewAccount();
        throw error;
      }

      const buyerId = buyer.id;
      const start = today();
      const subscription = await db.kysely.transaction().execute(async (trx) => {
        // A cancelled subscription still running out its period gives way to the new one.
        await trx
          .updateTable('subscriptions')
          .set({ status: 'expired', updated_at: nowIso() })
          .where('user_id', '=', buyerId)
          .where('status', '=', 'cancelled')
          .execute();
        await savePaymentMethod(trx, buyerId, {
          cardType: checked.cardType,
          lastFour: checked.lastFour,
          expiry: checked.expiry,
          provider: paymentProvider(ctx.config).name,
          providerRef,
        });
        const row = await trx
          .insertInto('subscriptions')
          .values({
            user_id: buyerId,
            plan: body.plan,
            billing_cycle: body.billingCycle,
            status: 'active',
            amount_cents: price.amountCents,
            coupon_code: coupon?.code ?? null,
            period_start: start,
            period_end: addMonths(start, billingMonths(body.billingCycle)),
            paused_until: null,
            cancelled_at: null,
            created_at: nowIso(),
            updated_at: nowIso(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.updateTable('receipts').set({ subscription_id: row.id }).where('id', '=', receiptId).execute();
        await grantPlan(trx, buyerId, body.plan);
        return row;
      });

      if (newAccount) {
        const fresh = await db.kysely
          .selectFrom('users')
          .selectAll()
          .where('id', '=', buyerId)
          .executeTakeFirstOrThrow();
        const session = await logIn(db, request, reply, fresh, false);
        reply.header(CSRF_RESPONSE_HEADER, session.csrf_token);
      }
      await logEvent(ctx, request, 'purchase', {
        plan: body.plan,
        billingCycle: body.billingCycle,
        purchaseId: body.purchaseId ?? null,
        click: body.click ?? null,
        couponCode: coupon?.code ?? null,
        newAccount: newAccount !== null,
      });
      return purchaseResult(buyerId, subscription, receiptId, price.amountCents);
    },

    async upgradePlan(request) {
      const user = requireAccountOwner(request);
      await settleSubscriptions(db.kysely, user.id);
      const live = await liveSubscription(db.kysely, user.id);
      if (!live) throw notFullUser();
      const coupon = await requestedCoupon(request.body.couponCode, 'body.couponCode');
      const changed = await changePlan(ctx, user, live, request.body.plan, request.body.billingCycle, coupon);
      await logEvent(ctx, request, 'plan_changed', {
        from: { plan: live.plan, billingCycle: live.billing_cycle },
        to: { plan: request.body.plan, billingCycle: request.body.billingCycle },
        click: request.body.click ?? null,
      });
      return purchaseResult(user.id, changed.row, changed.receiptId, changed.amountChargedCents);
    },

    async getAnnualUpgradeOffer(request) {
      const user = requireAccountOwner(request);
      await settleSubscriptions(db.kysely, user.id);
      const live = await liveSubscription(db.kysely, user.id);
      const plan: PlanName = live ? planOf(live) : isPlanName(user.plan) ? user.plan : 'Basic';
      const coupon = live?.coupon_code ? await findCoupon(db.kysely, live.coupon_code) : undefined;
      const monthly = priceOf(plan, 'Monthly', coupon).amountCents;
      const annual = priceOf(plan, 'Annually', coupon).amountCents;
      return {
        isEligible: live?.status === 'active' && live.billing_cycle === 'Monthly',
        currentBillingCycle: live ? cycleOf(live) : 'None',
        plan,
        monthlyPrice: dollars(monthly),
        annualPricePerMonth: dollars(Math.round(annual / 12)),
        annualTotal: dollars(annual),
        savingsPerYear: dollars(monthly * 12 - annual),
        payment: await paymentSummary(db.kysely, user.id),
      };
    },

    async upgradeToAnnual(request) {
      const user = requireAccountOwner(request);
      await settleSubscriptions(db.kysely, user.id);
      const live = await liveSubscription(db.kysely, user.id);
      if (!live || live.status === 'cancelled') throw notFullUser();
      const changed = await switchToAnnual(ctx, user, live);
      await logEvent(ctx, request, 'upgraded_to_annual', { clickType: request.body?.clickType ?? null });
      return purchaseResult(user.id, changed.row, changed.receiptId, changed.amountChargedCents);
    },
  };
  return handlers;
}
