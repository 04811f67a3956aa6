/**
 * The purchase pages' query (doc 1 §2 "Buying") and what the checkout sends: /buy/register carries
 * purchaseid (default 1139), couponcode and click (sw1); /mainpurchase page=default, couponcode
 * and click (sw2), plus the plan and billing cycle chosen on /buy/register.
 */
import type { components } from '../../api/schema.gen';
import { creditCardOf, type CardEntry } from '../../lib/cardEntry';
import { DEFAULT_PURCHASE_ID } from '../../lib/spec/purchase';

type Schemas = components['schemas'];
export type PlanName = Schemas['PlanName'];
export type BillingCycle = Schemas['PurchaseBillingCycle'];
export type PlanCatalogue = Schemas['PlanCatalogue'];
export type PurchaseRequest = Schemas['PurchaseRequest'];

export const PLAN_NAMES: readonly PlanName[] = ['Basic', 'Professional'];
export const BILLING_CYCLES: readonly BillingCycle[] = ['Monthly', 'Annually'];

export interface PurchaseQuery {
  purchaseId: number;
  couponCode: string | null;
  click: string | null;
  plan: PlanName;
  billingCycle: BillingCycle;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate.toLowerCase() === value?.toLowerCase()) ?? fallback;

/** The page's query, with the defaults for what is missing or not understood. */
export function purchaseQueryOf(
  search: string,
  defaults: { click: string; couponCode?: string | null },
): PurchaseQuery {
  const query = new URLSearchParams(search);
  const purchaseId = Number(query.get('purchaseid'));
  return {
    purchaseId: Number.isInteger(purchaseId) && purchaseId > 0 ? purchaseId : DEFAULT_PURCHASE_ID,
    couponCode: query.get('couponcode')?.trim() || defaults.couponCode || null,
    click: query.get('click')?.trim() || defaults.click,
    plan: oneOf(PLAN_NAMES, query.get('plan'), 'Basic'),
    billingCycle: oneOf(BILLING_CYCLES, query.get('cycle'), 'Monthly'),
  };
}

/** The query of the checkout a plan card on /buy/register leads to. */
export function checkoutQueryOf(query: PurchaseQuery, plan: PlanName, billingCycle: BillingCycle) {
  return {
    plan,
    cycle: billingCycle,
    purchaseid: query.purchaseId === DEFAULT_PURCHASE_ID ? undefined : query.purchaseId,
    couponcode: query.couponCode ?? undefined,
    click: query.click ?? undefined,
  };
}

/** A plan's price on a cycle, from the catalogue the server sent. */
export function priceOf(catalogue: PlanCatalogue, plan: PlanName, billingCycle: BillingCycle) {
  return catalogue.plans.find((p) => p.name === plan)?.prices.find((price) => price.billingCycle === billingCycle);
}

/** The purchase call's body; a logged-in buyer sends no e-mail or password. */
export function purchaseRequestOf(
  query: PurchaseQuery,
  card: CardEntry,
  account: { email: string; password: string } | null,
  token: string | null,
): PurchaseRequest {
  return {
    purchaseId: query.purchaseId,
    plan: query.plan,
    billingCycle: query.billingCycle,
    couponCode: query.couponCode,
    click: query.click,
    ...(account ? { email: account.email.trim(), password: account.password } : {}),
    card: creditCardOf(card),
    token,
  };
}
