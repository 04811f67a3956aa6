/**
 * The subscription page's rules (doc 1 §3 "Subscription actions", §4 "Subscription"; the contract's
 * nsa-account subscription calls): which actions and offers a subscription allows, how a failed
 * call reads, and the texts of an outcome. Pure: no React, no calls.
 */
import { SUBSCRIPTION_TEXT as T } from './subscriptionTexts';
import { ApiError } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { formatCurrency, formatDate } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { TEXTAREA_DEFAULT_MAX_LENGTH } from '../../lib/spec/widgets';

export type Subscription = components['schemas']['Subscription'];
export type SubscriptionStatus = Subscription['status'];
/** An offer taken in the cancellation flow instead of cancelling. */
export type UncancellationAction = components['schemas']['UncancellationActionRequest']['action'];
export type CancellationReason = components['schemas']['CancellationSurveyRequest']['reason'];

/** The page's own actions, each keyed by productId (doc 1 §3). */
export type SubscriptionAction = 'pause' | 'unpause' | 'reactivate' | 'cancel';
/** What can be running: an action, an offer, or the survey alone (sent again after the cancellation). */
export type PendingAction = SubscriptionAction | UncancellationAction | 'survey';

export interface Pending {
  productId: number;
  action: PendingAction;
}

/**
 * Why a call failed, as the user needs to know it: the card was declined (402), the subscription
 * changed elsewhere (409 INVALID_SUBSCRIPTION_STATE or 404: the page reloads it), the coupon was
 * refused (400 on a reactivation with a coupon), or anything else (nothing changed, try again).
 */
export type FailureReason = 'declined' | 'changed' | 'coupon' | 'other';

/** The last action's outcome, announced on the page. */
export type Outcome =
  | { kind: 'done'; productId: number; action: SubscriptionAction | UncancellationAction; coupon?: string }
  | {
      kind: 'failed';
      productId: number;
      action: SubscriptionAction | UncancellationAction;
      reason: FailureReason;
      coupon?: string;
    };

/** The cancellation flow (a dialog): the offers, then the survey with the confirmation. */
export type CancelStep = 'offers' | 'survey' | 'survey-failed';

export interface CancelFlow {
  productId: number;
  step: CancelStep;
  /** The failure shown in the dialog (cleared when the next attempt starts). */
  failure?: { action: UncancellationAction | 'cancel'; reason: FailureReason } | null;
}

export interface SurveyAnswers {
  reason: CancellationReason;
  comments: string;
}

/** The contract's limits: couponCode maxLength 50, comments maxLength 1770 (the Textarea default, doc 2 §5). */
export const COUPON_MAX_LENGTH = 50;
export const COMMENTS_MAX_LENGTH = TEXTAREA_DEFAULT_MAX_LENGTH;

/** The survey's reasons, in the order the contract lists them ('other' last). */
export const CANCELLATION_REASONS: readonly CancellationReason[] = [
  'too_expensive',
  'not_using_enough',
  'missing_features',
  'data_quality',
  'switching_tool',
  'project_ended',
  'other',
];

export interface AvailableActions {
  pause: boolean;
  unpause: boolean;
  reactivate: boolean;
  cancel: boolean;
}

/**
 * What a subscription allows (the contract answers 409 otherwise): an active one can be paused
 * (unless canPause says no) and cancelled; a paused one resumed or cancelled; a cancelled or
 * expired one reactivated.
 */
export function actionsFor(subscription: Subscription): AvailableActions {
  const { status } = subscription;
  return {
    pause: status === 'active' && (subscription.canPause ?? true),
    unpause: status === 'paused',
    reactivate: status === 'cancelled' || status === 'expired',
    cancel: status === 'active' || status === 'paused',
  };
}

/**
 * The offers the cancellation flow makes before the survey, in order: a pause (where the
 * subscription can be paused), annual billing (for a monthly one), a discount. "Keep my
 * subscription" (keep_subscription) is always there besides these.
 */
export function offersFor(subscription: Subscription): UncancellationAction[] {
  const offers: UncancellationAction[] = [];
  if (actionsFor(subscription).pause) offers.push('pause_subscription');
  if (subscription.billingCycle === 'Monthly') offers.push('switch_to_annual');
  offers.push('accept_discount');
  return offers;
}

/** The coupon to send: trimmed, and none at all when the field is blank. */
export function normalizeCoupon(text: string): string | undefined {
  const coupon = text.trim();
  return coupon === '' ? undefined : coupon;
}

/** Reads a failed call. `coupon` is the coupon the call sent, if any. */
export function failureReason(error: unknown, coupon?: string): FailureReason {
  if (!(error instanceof ApiError)) return 'other';
  if (error.status === 402) return 'declined';
  if (error.status === 409 || error.status === 404) return 'changed';
  if (error.status === 400 && coupon !== undefined) {
    // A 400 that names other fields only is not about the coupon.
    const named = error.fields.map((f) => f.field);
    if (named.length === 0 || named.some((field) => /couponCode$/.test(field))) return 'coupon';
  }
  return 'other';
}

/** The list with `next` in place of the subscription of the same product (added when new). */
export function replaceSubscription(list: readonly Subscription[], next: Subscription): Subscription[] {
  return list.some((s) => s.productId === next.productId)
    ? list.map((s) => (s.productId === next.productId ? next : s))
    : [...list, next];
}

/** '$39.00 a month' or '$396 a year'. */
export function priceText(subscription: Subscription): string {
  const amount = formatCurrency(subscription.amount);
  return subscription.billingCycle === 'Annually' ? fill(T.perYear, { amount }) : fill(T.perMonth, { amount });
}

export function statusText(status: SubscriptionStatus): string {
  switch (status) {
    case 'active':
      return T.statusActive;
    case 'paused':
      return T.statusPaused;
    case 'cancelled':
      return T.statusCancelled;
    case 'expired':
      return T.statusExpired;
  }
}

/** What the status region says once an action is done, read from the subscription it left. */
export function doneText(outcome: Extract<Outcome, { kind: 'done' }>, subscription: Subscription): string {
  const product = subscription.productName;
  switch (outcome.action) {
    case 'pause':
    case 'pause_subscription':
      return subscription.pausedUntil
        ? fill(T.pausedOutcome, { product, date: formatDate(subscription.pausedUntil) })
        : fill(T.pausedOutcomeNoDate, { product });
    case 'unpause':
    case 'reactivate':
      if (outcome.coupon) return fill(T.reactivatedWithCoupon, { product, coupon: outcome.coupon });
      return subscription.nextBillingDate
        ? fill(T.activeAgain, { product, date: formatDate(subscription.nextBillingDate) })
        : fill(T.activeAgainNoDate, { product });
    case 'cancel':
      return fill(T.cancelledOutcome, { product });
    case 'keep_subscription':
      return fill(T.keptOutcome, { product });
    case 'switch_to_annual':
      return fill(T.annualOutcome, { product, price: priceText(subscription) });
    case 'accept_discount':
      return fill(T.discountOutcome, { product, price: priceText(subscription) });
  }
}

/**
 * What the alert says after a failure. 'declined' asks for a new card (the page adds the link);
 * 'changed' says the page reloaded the subscription.
 */
export function failedText(
  failure: { action: SubscriptionAction | UncancellationAction; reason: FailureReason; coupon?: string },
  product: string,
): string {
  if (failure.reason === 'declined') return T.declined;
  if (failure.reason === 'changed') return T.changedElsewhere;
  if (failure.reason === 'coupon' && failure.coupon) return fill(T.couponRejected, { coupon: failure.coupon });
  switch (failure.action) {
    case 'pause':
      return fill(T.pauseFailed, { product });
    case 'unpause':
      return fill(T.unpauseFailed, { product });
    case 'reactivate':
      return fill(T.reactivateFailed, { product });
    case 'cancel':
      return fill(T.cancelFailed, { product });
    default:
      return T.offerFailed;
  }
}
