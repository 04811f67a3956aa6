/**
 * Plans and prices (doc 1 §9): Basic $39/month, Professional $79/month; annual billing saves $72 a
 * year on either (Basic $396 a year, i.e. the "from $33/month"). Prices in cents from here on.
 */
import {
  ANNUAL_BILLING_SAVINGS_USD,
  API_ACCESS_ROW_LIMIT,
  BASIC_PLAN_MONTHLY_PRICE_USD,
  DEFAULT_PURCHASE_ID,
  MONEY_BACK_GUARANTEE_DAYS,
  PROFESSIONAL_PLAN_MONTHLY_PRICE_USD,
} from '../../lib/spec/purchase';
import type { Schemas } from '../handlers/context';

export type PlanName = Schemas['PlanName'];
export type BillingCycle = Schemas['PurchaseBillingCycle'];

export const PLAN_NAMES: readonly PlanName[] = ['Basic', 'Professional'];

export interface PlanDefinition {
  name: PlanName;
  /** The purchase id of the plan (Basic is the /buy/register default, 1139). */
  planId: number;
  monthlyPriceCents: number;
  allowsWhiteLabelReports: boolean;
  features: string[];
}

// Our wording (the spec names the plans and prices only).
const COMMON_FEATURES = ['Unlimited searches', 'Unlimited data exports'];
const GUARANTEE_FEATURE = `${MONEY_BACK_GUARANTEE_DAYS} day money back guarantee`;

export const PLANS: Record<PlanName, PlanDefinition> = {
  Basic: {
    name: 'Basic',
    planId: DEFAULT_PURCHASE_ID,
    monthlyPriceCents: BASIC_PLAN_MONTHLY_PRICE_USD * 100,
    allowsWhiteLabelReports: false,
    features: [...COMMON_FEATURES, GUARANTEE_FEATURE],
  },
  Professional: {
    name: 'Professional',
    planId: DEFAULT_PURCHASE_ID + 1,
    monthlyPriceCents: PROFESSIONAL_PLAN_MONTHLY_PRICE_USD * 100,
    allowsWhiteLabelReports: true,
    features: [...COMMON_FEATURES, 'White-label reports', GUARANTEE_FEATURE],
  },
};

export const ANNUAL_SAVINGS_CENTS = ANNUAL_BILLING_SAVINGS_USD * 100;

export const billingMonths = (cycle: BillingCycle): 1 | 12 => (cycle === 'Annually' ? 12 : 1);

/** What one billing period of the plan costs before any coupon: the month, or 12 months less $72. */
export function periodPriceCents(plan: PlanName, cycle: BillingCycle): number {
  const monthly = PLANS[plan].monthlyPriceCents;
  return cycle === 'Annually' ? monthly * 12 - ANNUAL_SAVINGS_CENTS : monthly;
}

/** A coupon's percentage off, rounded to the cent. */
export function discountedCents(amountCents: number, percentOff: number): number {
  return Math.round((amountCents * (100 - percentOff)) / 100);
}

export const dollars = (cents: number): number => cents / 100;

export function isPlanName(value: string | null | undefined): value is PlanName {
  return value === 'Basic' || value === 'Professional';
}

export function isBillingCycle(value: string | null | undefined): value is BillingCycle {
  return value === 'Monthly' || value === 'Annually';
}

/** "Rivalscope Basic": a subscription's product name. */
export const productName = (plan: PlanName) => `Rivalscope ${plan}`;
/** "Rivalscope Basic - Monthly": a receipt's description. */
export const chargeDescription = (plan: PlanName, cycle: BillingCycle) => `${productName(plan)} - ${cycle}`;

export function planPrices(plan: PlanName): Schemas['PlanPrice'][] {
  return (['Monthly', 'Annually'] as const).map((cycle) => {
    const months = billingMonths(cycle);
    const total = periodPriceCents(plan, cycle);
    return {
      billingCycle: cycle,
      billingMonths: months,
      pricePerMonth: dollars(Math.round(total / months)),
      totalPrice: dollars(total),
      savingsPerYear: dollars(PLANS[plan].monthlyPriceCents * 12 - periodPriceCents(plan, cycle) * (12 / months)),
    };
  });
}

export function purchasePlan(plan: PlanName): Schemas['PurchasePlan'] {
  const definition = PLANS[plan];
  return {
    planId: definition.planId,
    name: plan,
    prices: planPrices(plan),
    apiRowLimit: API_ACCESS_ROW_LIMIT,
    allowsWhiteLabelReports: definition.allowsWhiteLabelReports,
    features: definition.features,
  };
}
