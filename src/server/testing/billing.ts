/** Test support for the billing and purchase suites: paths, cards, and a user who has bought a plan. */
import { expect } from 'vitest';

import { registeredBrowser, userIdOf, type Browser, type Sent, type TestServer } from './harness';
import { TEST_CARDS } from '../billing/testProvider';

export const BILLING_PATHS = {
  billingInfo: '/NsaApi/Account/GetBillingInfo',
  subscriptions: '/NsaApi/Account/GetSubscriptionList',
  pause: '/NsaApi/Account/GetPauseSubscription',
  unpause: '/NsaApi/Account/GetUnpauseSubscription',
  reactivate: '/NsaApi/Account/GetReactivateSubscription',
  cancel: '/NsaApi/Account/GetCancelSubscription',
  receipts: '/NsaApi/Account/GetReceiptsList',
  receipt: '/NsaApi/Account/GetReceipt',
  survey: '/NsaApi/Account/SubmitCancellationSurvey',
  uncancel: '/NsaApi/Account/SubmitUncancellationAction',
  paymentInfo: '/Endpoints/AccountApi/JsonChangePaymentInfo',
  sendReceipt: '/Endpoints/AccountApi/GetSendReceipt',
  plans: '/Endpoints/PurchaseApi/GetPlans',
  purchase: '/Endpoints/PurchaseApi/Purchase',
  upgrade: '/Endpoints/PurchaseApi/Upgrade',
  annualOffer: '/Endpoints/PurchaseApi/GetAnnualUpgradeOffer',
  upgradeToAnnual: '/Endpoints/PurchaseApi/UpgradeToAnnual',
  activeState: '/Endpoints/AccountApi/getactivestate',
} as const;

export const EXPIRY_YEAR = new Date().getUTCFullYear() + 3;

export const card = (number: string = TEST_CARDS.succeeds) => ({
  name: 'Jane Marketer',
  number,
  expirationMonth: 12,
  expirationYear: EXPIRY_YEAR,
  cvv: '123',
});

export const paymentInfo = (number: string) => ({
  cardName: 'Jane Marketer',
  cardNumber: number,
  expirationMonth: 12,
  expirationYear: EXPIRY_YEAR,
  expiration: `12/${String(EXPIRY_YEAR % 100).padStart(2, '0')}`,
  cvv: '123',
});

export interface Buyer {
  b: Browser;
  email: string;
  userId: number;
  productId: number;
  receiptId: number;
}

/** Registers a free account and buys a plan on it with a card that works. */
export async function registerAndBuy(
  server: TestServer,
  email: string,
  purchase: { plan?: 'Basic' | 'Professional'; billingCycle?: 'Monthly' | 'Annually'; couponCode?: string } = {},
): Promise<Buyer> {
  const b = await registeredBrowser(server, email);
  const bought = await b.post(BILLING_PATHS.purchase, {
    plan: purchase.plan ?? 'Basic',
    billingCycle: purchase.billingCycle ?? 'Monthly',
    ...(purchase.couponCode ? { couponCode: purchase.couponCode } : {}),
    card: card(),
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const list = await b.get(BILLING_PATHS.subscriptions);
  const productId = (list.body as { subscriptions: { productId: number }[] }).subscriptions[0]?.productId ?? 0;
  const receiptId = (bought.body as { receiptId: number }).receiptId;
  return { b, email, userId: await userIdOf(server, email), productId, receiptId };
}

export const bodyOf = <T>(sent: Sent) => sent.body as T;
