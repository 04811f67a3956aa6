/**
 * The /upgrade page (doc 1 §2 "Buying": the upgrade page for logged-in users). A free or trial
 * user buys a plan with a card (purchasePlan, logged in: no e-mail or password); a full user
 * already has a plan and changes it, charged to the card on file (upgradePlan: its body has no card,
 * and the server answers 403 NOT_FULL_USER to an account without a subscription).
 */
import { purchaseQueryOf, type BillingCycle, type PlanCatalogue, type PlanName, type PurchaseQuery } from './checkout';
import type { CheckoutField } from './CheckoutView';
import { BUYING_TEXT, UPGRADE_TEXT } from './texts';
import { ApiError } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { formFailureFrom, type FormFailure } from '../shell/formFailure';

export type UpgradeRequest = components['schemas']['UpgradeRequest'];

/** The card fields of the purchase form (a logged-in buyer is asked for nothing else). */
export type UpgradeCardField = Extract<CheckoutField, `card.${string}`>;

const CARD_FIELDS: readonly UpgradeCardField[] = [
  'card.name',
  'card.number',
  'card.expirationMonth',
  'card.expirationYear',
  'card.cvv',
];

/** The click type the upgrade page's link to the annual offer carries (a source marker; ours). */
export const UPGRADE_PAGE_CLICK_TYPE = 'upgrade';

export interface PlanChoice {
  plan: PlanName;
  billingCycle: BillingCycle;
}

/**
 * The page's query: purchaseid, couponcode, click, plan and cycle as on the purchase pages (an
 * upsell may link here with a plan chosen). The spec gives /upgrade no click marker: none unless
 * the query has one.
 */
export function upgradeQueryOf(search: string): PurchaseQuery {
  const query = purchaseQueryOf(search, { click: '' });
  return { ...query, click: query.click || null };
}

/** The listPlans query of the page (what the catalogue's coupon check needs). */
export function plansQueryOf(query: PurchaseQuery) {
  return {
    purchaseId: query.purchaseId,
    ...(query.couponCode ? { couponCode: query.couponCode } : {}),
    ...(query.click ? { click: query.click } : {}),
  };
}

/** A 403 on listPlans: a team (child) account, which has no plan of its own (NOT_PARENT_ACCOUNT). */
export const plansLoadFailureOf = (error: unknown): 'ownerOnly' | 'failed' =>
  error instanceof ApiError && error.status === 403 ? 'ownerOnly' : 'failed';

/** The plan and cycle the account is on (a full user), or null for a free or trial account. */
export function currentChoiceOf(catalogue: PlanCatalogue): PlanChoice | null {
  if (!catalogue.currentPlan) return null;
  // A full user without a subscription (granted a plan) has no cycle: monthly is the default offer.
  return { plan: catalogue.currentPlan, billingCycle: catalogue.currentBillingCycle ?? 'Monthly' };
}

export const isSameChoice = (a: PlanChoice, b: PlanChoice) => a.plan === b.plan && a.billingCycle === b.billingCycle;

/**
 * A refused purchase: a declined card beside its field (402 with `field`), the server's own words
 * for a decline, a child account or a plan already held (402, 403, 409), else the form's text.
 */
export function purchaseFailureOf(error: unknown): FormFailure<UpgradeCardField> {
  const failure = formFailureFrom(error, CARD_FIELDS, BUYING_TEXT.failed);
  if (error instanceof ApiError && [402, 403, 409].includes(error.status))
    return { ...failure, message: error.message };
  return failure;
}

/** A 409 on the purchase: the account has a plan by now (bought elsewhere), so the page reads the plans again. */
export const isPlanAlreadyHeld = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The upgradePlan body: a coupon only when the catalogue said it applies (an unknown one is a 400). */
export function planChangeRequestOf(
  query: PurchaseQuery,
  catalogue: PlanCatalogue,
  choice: PlanChoice,
): UpgradeRequest {
  return {
    plan: choice.plan,
    billingCycle: choice.billingCycle,
    couponCode: catalogue.isCouponValid ? query.couponCode : null,
    click: query.click,
  };
}

export interface PlanChangeFailure {
  message: string;
  /** The card on file was declined or there is none (402): the way on is a new card. */
  needsCard: boolean;
}

/** A refused plan change: the server's words for a 402, 403 or 409 (a paused plan, the same plan), else ours. */
export function planChangeFailureOf(error: unknown): PlanChangeFailure {
  if (error instanceof ApiError && [402, 403, 409].includes(error.status))
    return { message: error.message, needsCard: error.status === 402 };
  if (error instanceof ApiError && error.status === 429 && error.message)
    return { message: error.message, needsCard: false };
  return { message: UPGRADE_TEXT.changeFailed, needsCard: false };
}
