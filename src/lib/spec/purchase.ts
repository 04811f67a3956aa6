/**
 * Purchase links, prices, plans, billing codes and the credit-card rules (doc 1 §1, §2, §3, §5, §6,
 * §7, §8, §9; doc 2 §1, §6, §9).
 * Durations are milliseconds (`_MS`), sizes pixels (`_PX`), prices whole US dollars (`_USD`).
 */

/** doc 1 §2 — /buy/register query: purchaseid default, click marker; /mainpurchase query. */
export const DEFAULT_PURCHASE_ID = 1139;
export const BUY_REGISTER_CLICK = 'sw1';
export const MAIN_PURCHASE_CLICK = 'sw2';
export const MAIN_PURCHASE_DEFAULT_PAGE = 'default';
/** doc 1 §2 — /capital-one-spring-member-offer carries this sign-up coupon code. */
export const SPRING_OFFER_COUPON_CODE = 'spring';
/** Ours: the discount the 'spring' coupon gives (the server seeds it; the offer page states it). */
export const SPRING_OFFER_PERCENT_OFF = 20;

/** doc 1 §9 — the paywall price and its annual-billing saving. */
export const PAYWALL_MONTHLY_PRICE_USD = 39;
export const ANNUAL_BILLING_SAVINGS_USD = 72;
/** doc 1 §2, §9 — membership starts at $33/month. */
export const PLANS_FROM_MONTHLY_PRICE_USD = 33;
/** doc 1 §9 — comparison page plans. */
export const BASIC_PLAN_MONTHLY_PRICE_USD = 39;
export const PROFESSIONAL_PLAN_MONTHLY_PRICE_USD = 79;
/** doc 1 §6; doc 2 §6 — white-label reports need this plan. */
export const WHITE_LABEL_REQUIRED_PLAN = 'Professional';
/** doc 1 §1, §9 — money-back guarantee (no contracts). */
export const MONEY_BACK_GUARANTEE_DAYS = 30;
/** doc 1 §9; doc 2 §9 — API access limit. */
export const API_ACCESS_ROW_LIMIT = 10_000;

/** doc 1 §1 — marketing claims. */
export const MARKETING_CLAIMS = {
  yearsOfHistory: 14,
  websitesListedMillions: 50,
  comparisonYearsOfHistory: 12,
  comparisonDomainsMillions: 123,
  comparisonResultsBillions: 73,
} as const;

/** doc 1 §8 — child-account billing failure code. */
export const BILLING_UNSUCCESSFUL_CODE = 'BillingUnsuccessful';

/** doc 1 §3 — card types derived from the number prefix. */
export const CARD_TYPES = ['Visa', 'Mastercard', 'Discover', 'American Express', 'Unknown'] as const;
export type CardType = (typeof CARD_TYPES)[number];
/** doc 1 §5 — card number 13-16 digits, CVV 3-4 digits. */
export const CARD_NUMBER_PATTERN = /^\d{13,16}$/;
export const CVV_PATTERN = /^\d{3,4}$/;
/** doc 1 §9; doc 2 §9 — 15 expiry years offered, starting from last year. */
export const CARD_EXPIRY_YEARS_OFFERED = 15;
export const CARD_EXPIRY_FIRST_YEAR_OFFSET = -1;
