/** Plans, purchase, upgrade and the one-click annual upgrade through the API, on every test database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addMonths, today } from './billing/dates';
import { PROVIDER_TEXT, TEST_CARDS } from './billing/testProvider';
import { BILLING_TEXT } from './billing/text';
import { BILLING_PATHS as P, bodyOf, card, paymentInfo, registerAndBuy } from './testing/billing';
import { TEXT } from '../lib/spec/text';
import { MAX_EXPORT_ROWS_DEFAULT } from '../lib/spec/workspace';
import { SPRING_COUPON } from './db/migrations/0003_billing';
import { findUserByEmail, type Schemas } from './handlers/context';
import { startFakeStripe, type FakeStripe } from './testing/fakeStripe';
import {
  contractErrors,
  countRows,
  errorBodyErrors,
  loggedInTeamMember,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  useTestServer,
  type Browser,
  type Sent,
  type TestServer,
} from './testing/harness';

const purchaseBody = (overrides: Record<string, unknown> = {}) => ({
  purchaseId: 1139,
  plan: 'Basic',
  billingCycle: 'Monthly',
  couponCode: null,
  click: 'sw1',
  card: card(),
  token: null,
  ...overrides,
});

/** Every table row as text, to prove no full card number or CVV is kept anywhere. */
async function everythingStored(server: TestServer): Promise<string> {
  const tables = ['payment_methods', 'receipts', 'subscriptions', 'event_log', 'users'] as const;
  const dumps = await Promise.all(tables.map((t) => server.db.kysely.selectFrom(t).selectAll().execute()));
  return JSON.stringify(dumps);
}

describe.each(TEST_DATABASES)('purchase on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('buyer', kind);

  async function freeUser(): Promise<{ b: Browser; email: string }> {
    const address = email();
    return { b: await registeredBrowser(server, address), email: address };
  }

  describe('listPlans', () => {
    it('lists Basic at $39 and Professional at $79 a month, annual billing saving $72', async () => {
      const res = await server.browser().get(P.plans);
      expect(res.status).toBe(200);
      expect(contractErrors('listPlans', res)).toEqual([]);
      const catalogue = bodyOf<Schemas['PlanCatalogue']>(res);
      expect(catalogue).toMatchObject({
        purchaseId: 1139,
        couponCode: null,
        isCouponValid: false,
        moneyBackGuaranteeDays: 30,
        hasContracts: false,
        currentPlan: null,
        currentBillingCycle: null,
      });
      expect(
        catalogue.plans.map((p) => [p.name, p.planId, p.prices.map((x) => [x.pricePerMonth, x.totalPrice])]),
      ).toEqual([
        [
          'Basic',
          1139,
          [
            [39, 39],
            [33, 396],
          ],
        ],
        [
          'Professional',
          1140,
          [
            [79, 79],
            [73, 876],
          ],
        ],
      ]);
      expect(catalogue.plans.every((p) => p.prices[1]?.savingsPerYear === 72)).toBe(true);
    });

    it("tells whether the coupon applies (the capital-one-spring offer's 'spring')", async () => {
      const spring = await server.browser().get(`${P.plans}?couponCode=spring&click=sw1&purchaseId=1139`);
      expect(contractErrors('listPlans', spring)).toEqual([]);
      expect(spring.body).toMatchObject({
        couponCode: 'spring',
        isCouponValid: true,
        couponDescription: SPRING_COUPON.description,
      });
      const bogus = await server.browser().get(`${P.plans}?couponCode=bogus`);
      expect(bogus.body).toMatchObject({ couponCode: 'bogus', isCouponValid: false, couponDescription: null });
    });

    it('gives a paying user their plan and cycle', async () => {
      const buyer = await registerAndBuy(server, email(), { plan: 'Professional', billingCycle: 'Annually' });
      const res = await buyer.b.get(P.plans);
      expect(res.body).toMatchObject({ currentPlan: 'Professional', currentBillingCycle: 'Annually' });
    });
  });

  describe('purchasePlan', () => {
    it('creates the account of a logged-out buyer, logs it in and makes it a full user on the plan', async () => {
      const b = server.browser();
      await b.visit();
      const address = email();
      const res = await b.post(P.purchase, purchaseBody({ email: address, password: 's3cret-pass' }));
      expect(res.status).toBe(200);
      expect(contractErrors('purchasePlan', res)).toEqual([]);
      expect(res.body).toEqual({
        isSuccessful: true,
        errors: [],
        receiptId: expect.any(Number),
        plan: 'Basic',
        billingCycle: 'Monthly',
        amountCharged: 39,
        payment: { cardType: 'Visa', lastFour: '4242' },
      });
      const state = bodyOf<Schemas['ActiveState']>(await b.get(P.activeState));
      expect(state.user).toMatchObject({
        isLoggedIn: true,
        email: address,
        isFullUser: true,
        product: { planName: 'Basic', maxExportRows: MAX_EXPORT_ROWS_DEFAULT },
      });
      const subscriptions = bodyOf<Schemas['SubscriptionList']>(await b.get(P.subscriptions)).subscriptions;
      expect(subscriptions).toMatchObject([
        { plan: 'Basic', status: 'active', nextBillingDate: addMonths(today(), 1) },
      ]);
      const receipt = await b.get(`${P.receipt}?receiptId=${bodyOf<{ receiptId: number }>(res).receiptId}`);
      expect(receipt.body).toMatchObject({ amount: 39, isDeclined: false, payment: { lastFour: '4242' } });

      const stored = await everythingStored(server);
      expect(stored).not.toContain(TEST_CARDS.succeeds);
      expect(stored).not.toContain('"123"');
    });

    it('upgrades a logged-in free user in place, on the annual cycle', async () => {
      const { b, email: address } = await freeUser();
      const res = await b.post(P.purchase, purchaseBody({ plan: 'Professional', billingCycle: 'Annually' }));
      expect(res.status).toBe(200);
      expect(contractErrors('purchasePlan', res)).toEqual([]);
      expect(res.body).toMatchObject({ plan: 'Professional', billingCycle: 'Annually', amountCharged: 876 });
      const user = await findUserByEmail(server.db, address);
      expect(user).toMatchObject({ plan: 'Professional', is_full_user: 1, max_export_rows: MAX_EXPORT_ROWS_DEFAULT });
    });

    it('applies the spring coupon to the price', async () => {
      const { b } = await freeUser();
      const res = await b.post(P.purchase, purchaseBody({ couponCode: 'spring' }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ amountCharged: 31.2 });
      const subscriptions = bodyOf<Schemas['SubscriptionList']>(await b.get(P.subscriptions)).subscriptions;
      expect(subscriptions[0]?.amount).toBe(31.2);
    });

    it('answers 402 BillingUnsuccessful to the declined card and writes a declined receipt; the user stays free', async () => {
      const { b, email: address } = await freeUser();
      const res = await b.post(P.purchase, purchaseBody({ card: card(TEST_CARDS.declined) }));
      expect(res.status).toBe(402);
      expect(contractErrors('purchasePlan', res)).toEqual([]);
      expect(res.body).toEqual({
        statusCode: 402,
        error: expect.any(String),
        message: PROVIDER_TEXT.declined,
        code: 'BillingUnsuccessful',
        // The form shows the message beside the card number.
        field: 'body.card.number',
      });
      const user = await findUserByEmail(server.db, address);
      expect(user).toMatchObject({ plan: null, is_full_user: 0 });
      expect(bodyOf<Schemas['SubscriptionList']>(await b.get(P.subscriptions)).subscriptions).toEqual([]);
      expect(bodyOf<Schemas['ReceiptList']>(await b.get(P.receipts)).receipts).toEqual([]);
      const all = bodyOf<Schemas['ReceiptList']>(await b.get(`${P.receipts}?includeDeclines=true`)).receipts;
      expect(all).toMatchObject([{ amount: 39, description: 'Rivalscope Basic - Monthly', isDeclined: true }]);
      expect((await b.get(P.billingInfo)).body).toMatchObject({ ccLastFour: null });
    });

    it('answers 402 with the verification message to the card that fails verification', async () => {
      const { b } = await freeUser();
      const res = await b.post(P.purchase, purchaseBody({ card: card(TEST_CARDS.failsVerification) }));
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({
        code: 'BillingUnsuccessful',
        message: PROVIDER_TEXT.verificationFailed,
        field: 'body.card.cvv',
      });
      expect(contractErrors('purchasePlan', res)).toEqual([]);
    });

    it('answers 402 when the card is saved but the charge is declined, and keeps no card', async () => {
      const { b } = await freeUser();
      const res = await b.post(P.purchase, purchaseBody({ card: card(TEST_CARDS.declinedAfterSaving) }));
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({ code: 'BillingUnsuccessful', message: PROVIDER_TEXT.declined });
      expect((await b.get(P.billingInfo)).body).toMatchObject({ ccLastFour: null, hasAccountThatAllowsAddons: false });
    });

    it('creates no account for a logged-out buyer whose card is declined', async () => {
      const b = server.browser();
      await b.visit();
      const users = await countRows(server.db, 'users');
      const address = email();
      const res = await b.post(
        P.purchase,
        purchaseBody({ email: address, password: 's3cret-pass', card: card(TEST_CARDS.declined) }),
      );
      expect(res.status).toBe(402);
      expect(await countRows(server.db, 'users')).toBe(users);
      expect(await findUserByEmail(server.db, address)).toBeUndefined();
      expect(bodyOf<Schemas['ActiveState']>(await b.get(P.activeState)).user.isLoggedIn).toBe(false);
    });

    it('answers 409 DuplicateEmail when a logged-out buyer gives an address that has an account', async () => {
      const { email: address } = await freeUser();
      const b = server.browser();
      await b.visit();
      const res = await b.post(P.purchase, purchaseBody({ email: address.toUpperCase(), password: 's3cret-pass' }));
      expect(res.status).toBe(409);
      expect(contractErrors('purchasePlan', res)).toEqual([]);
      expect(res.body).toMatchObject({ message: TEXT.duplicateEmail, code: 'DuplicateEmail' });
    });

    it('answers 409 when the buyer already has a subscription', async () => {
      const buyer = await registerAndBuy(server, email());
      const res = await buyer.b.post(P.purchase, purchaseBody({ plan: 'Professional' }));
      expect(res.status).toBe(409);
      expect(contractErrors('purchasePlan', res)).toEqual([]);
      expect(res.body).toMatchObject({ message: BILLING_TEXT.alreadySubscribed, code: 'ALREADY_SUBSCRIBED' });
    });

    it('answers 400 naming the field: no e-mail or password when logged out, a short password, a bad card, a bad coupon', async () => {
      const b = server.browser();
      await b.visit();
      const noAccount = await b.post(P.purchase, purchaseBody());
      expect(noAccount.status).toBe(400);
      expect(contractErrors('purchasePlan', noAccount)).toEqual([]);
      expect(noAccount.body).toMatchObject({
        fields: [
          { field: 'body.email', message: BILLING_TEXT.isRequired },
          { field: 'body.password', message: BILLING_TEXT.isRequired },
        ],
      });
      const short = await b.post(P.purchase, purchaseBody({ email: email(), password: '  abc  ' }));
      expect(short.body).toMatchObject({ fields: [{ field: 'body.password', message: TEXT.passwordTooShort }] });

      const { b: loggedIn } = await freeUser();
      const unknownType = await loggedIn.post(P.purchase, purchaseBody({ card: card('9999999999999995') }));
      expect(unknownType.status).toBe(400);
      expect(unknownType.body).toMatchObject({
        fields: [{ field: 'body.card.number', message: BILLING_TEXT.cardTypeUnsupported }],
      });
      const spaced = await loggedIn.post(P.purchase, purchaseBody({ card: card('4242 4242 4242 4242') }));
      expect(spaced.status).toBe(400);
      expect(JSON.stringify(spaced.body)).toContain('body.card.number');
      const coupon = await loggedIn.post(P.purchase, purchaseBody({ couponCode: 'nope' }));
      expect(coupon.body).toMatchObject({
        fields: [{ field: 'body.couponCode', message: BILLING_TEXT.couponInvalid }],
      });
      const plan = await loggedIn.post(P.purchase, purchaseBody({ plan: 'Gold' }));
      expect(plan.status).toBe(400);
      expect(JSON.stringify(plan.body)).toContain('body.plan');
      expect(await countRows(server.db, 'subscriptions')).toBeGreaterThan(0);
    });
  });

  describe('purchase through Stripe (a fake Stripe on a local port)', () => {
    let stripe: FakeStripe;
    beforeAll(async () => {
      stripe = await startFakeStripe();
    });
    afterAll(async () => {
      await stripe?.close();
    });
    // Declared after the fake Stripe's hooks: it starts once Stripe listens.
    const stripeServer = useTestServer(kind, () => ({ stripe: { secretKey: stripe.secretKey, apiUrl: stripe.url } }));

    it('saves the card with Stripe, charges it and keeps only the Stripe reference', async () => {
      const b = await registeredBrowser(stripeServer, email());
      stripe.requests.length = 0;
      const res = await b.post(P.purchase, purchaseBody());
      expect(res.status).toBe(200);
      expect(contractErrors('purchasePlan', res)).toEqual([]);
      expect(stripe.requests.map((r) => r.path)).toEqual([
        '/v1/payment_methods',
        '/v1/customers',
        '/v1/payment_intents',
      ]);
      expect(stripe.requests[2]?.form).toMatchObject({ amount: '3900', currency: 'usd' });
      const method = await stripeServer.db.kysely.selectFrom('payment_methods').selectAll().executeTakeFirstOrThrow();
      expect(method).toMatchObject({
        provider: 'stripe',
        last_four: '4242',
        provider_ref: expect.stringMatching(/^cus_\w+:pm_\w+$/),
      });

      // Later charges go to the saved Stripe card.
      stripe.requests.length = 0;
      const upgrade = await b.post(P.upgrade, { plan: 'Professional', billingCycle: 'Monthly' });
      expect(upgrade.status).toBe(200);
      expect(stripe.requests.map((r) => r.path)).toEqual(['/v1/payment_intents']);
      expect(stripe.requests[0]?.form).toMatchObject({ amount: '4000' });
    });

    it('answers 402 to a card Stripe declines or cannot verify', async () => {
      const b = await registeredBrowser(stripeServer, email());
      for (const [number, message] of [
        [TEST_CARDS.declined, PROVIDER_TEXT.declined],
        [TEST_CARDS.failsVerification, PROVIDER_TEXT.verificationFailed],
      ] as const) {
        const res = await b.post(P.purchase, purchaseBody({ card: card(number) }));
        expect(res.status).toBe(402);
        expect(res.body).toMatchObject({ code: 'BillingUnsuccessful', message });
      }
      const changed = await b.post(P.paymentInfo, paymentInfo(TEST_CARDS.declined));
      expect(changed.status).toBe(402);
      expect(changed.body).toMatchObject({ field: 'body.cardNumber' });
    });

    it('answers 503 (not a 500, and not a decline) when Stripe is down', async () => {
      const b = await registeredBrowser(stripeServer, email());
      stripe.failing = true;
      try {
        const res = await b.post(P.purchase, purchaseBody());
        expect(res.status).toBe(503);
        expect(errorBodyErrors(res)).toEqual([]);
        expect(res.body).toMatchObject({
          code: 'PAYMENT_PROVIDER_UNAVAILABLE',
          message: BILLING_TEXT.providerUnavailable,
        });
      } finally {
        stripe.failing = false;
      }
    });
  });

  describe('upgradePlan', () => {
    it('moves a Basic subscriber to Professional, crediting the unused month', async () => {
      const buyer = await registerAndBuy(server, email());
      const res = await buyer.b.post(P.upgrade, {
        plan: 'Professional',
        billingCycle: 'Monthly',
        couponCode: null,
        click: null,
      });
      expect(res.status).toBe(200);
      expect(contractErrors('upgradePlan', res)).toEqual([]);
      expect(res.body).toMatchObject({
        isSuccessful: true,
        plan: 'Professional',
        billingCycle: 'Monthly',
        amountCharged: 40,
        payment: { cardType: 'Visa', lastFour: '4242' },
      });
      const receipt = await buyer.b.get(`${P.receipt}?receiptId=${bodyOf<{ receiptId: number }>(res).receiptId}`);
      expect(bodyOf<Schemas['Receipt']>(receipt).lineItems).toEqual([
        { description: 'Rivalscope Professional - Monthly', amount: 79 },
        { description: 'Credit for the unused time of Rivalscope Basic - Monthly', amount: -39 },
      ]);
      const state = bodyOf<Schemas['ActiveState']>(await buyer.b.get(P.activeState));
      expect(state.user.product.planName).toBe('Professional');
    });

    it('answers 409 ALREADY_ON_PLAN for the current plan and cycle', async () => {
      const buyer = await registerAndBuy(server, email());
      const res = await buyer.b.post(P.upgrade, { plan: 'Basic', billingCycle: 'Monthly' });
      expect(res.status).toBe(409);
      expect(contractErrors('upgradePlan', res)).toEqual([]);
      expect(res.body).toMatchObject({ message: BILLING_TEXT.alreadyOnPlan, code: 'ALREADY_ON_PLAN' });
    });

    it('answers 403 NOT_FULL_USER to an account without a subscription', async () => {
      const { b } = await freeUser();
      const res = await b.post(P.upgrade, { plan: 'Professional', billingCycle: 'Monthly' });
      expect(res.status).toBe(403);
      expect(contractErrors('upgradePlan', res)).toEqual([]);
      expect(res.body).toMatchObject({ code: 'NOT_FULL_USER', message: BILLING_TEXT.notFullUser });
    });

    it('answers 402 and keeps the plan when the card on file is declined', async () => {
      const buyer = await registerAndBuy(server, email());
      await buyer.b.post(P.paymentInfo, paymentInfo(TEST_CARDS.declinedAfterSaving));
      const res = await buyer.b.post(P.upgrade, { plan: 'Professional', billingCycle: 'Monthly' });
      expect(res.status).toBe(402);
      expect(contractErrors('upgradePlan', res)).toEqual([]);
      expect(res.body).toMatchObject({ code: 'BillingUnsuccessful', message: BILLING_TEXT.cardOnFileDeclined });
      const subscriptions = bodyOf<Schemas['SubscriptionList']>(await buyer.b.get(P.subscriptions)).subscriptions;
      expect(subscriptions[0]).toMatchObject({ plan: 'Basic' });
    });

    it('answers 409 while the subscription is paused', async () => {
      const buyer = await registerAndBuy(server, email());
      await buyer.b.get(`${P.pause}?productId=${buyer.productId}`);
      const res = await buyer.b.post(P.upgrade, { plan: 'Professional', billingCycle: 'Monthly' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: BILLING_TEXT.resumeBeforeChange });
    });
  });

  describe('the one-click annual upgrade', () => {
    it('offers annual billing to a monthly subscriber, then switches for the annual price', async () => {
      const buyer = await registerAndBuy(server, email());
      const offer = await buyer.b.get(`${P.annualOffer}?clickType=email`);
      expect(offer.status).toBe(200);
      expect(contractErrors('getAnnualUpgradeOffer', offer)).toEqual([]);
      expect(offer.body).toEqual({
        isEligible: true,
        currentBillingCycle: 'Monthly',
        plan: 'Basic',
        monthlyPrice: 39,
        annualPricePerMonth: 33,
        annualTotal: 396,
        savingsPerYear: 72,
        payment: { cardType: 'Visa', lastFour: '4242' },
      });

      const res = await buyer.b.post(P.upgradeToAnnual, { clickType: 'email' });
      expect(res.status).toBe(200);
      expect(contractErrors('upgradeToAnnual', res)).toEqual([]);
      expect(res.body).toMatchObject({ plan: 'Basic', billingCycle: 'Annually', amountCharged: 396 });
      const subscriptions = bodyOf<Schemas['SubscriptionList']>(await buyer.b.get(P.subscriptions)).subscriptions;
      expect(subscriptions[0]).toMatchObject({
        billingCycle: 'Annually',
        amount: 396,
        nextBillingDate: addMonths(addMonths(today(), 1), 12),
      });

      const again = await buyer.b.post(P.upgradeToAnnual);
      expect(again.status).toBe(409);
      expect(contractErrors('upgradeToAnnual', again)).toEqual([]);
      expect(again.body).toMatchObject({ message: BILLING_TEXT.alreadyAnnual, code: 'ALREADY_ANNUAL' });
      const after = await buyer.b.get(P.annualOffer);
      expect(after.body).toMatchObject({ isEligible: false, currentBillingCycle: 'Annually' });
    });

    it('is not offered to a free account, which gets 403 NOT_FULL_USER on the upgrade', async () => {
      const { b } = await freeUser();
      const offer = await b.get(P.annualOffer);
      expect(contractErrors('getAnnualUpgradeOffer', offer)).toEqual([]);
      expect(offer.body).toMatchObject({
        isEligible: false,
        currentBillingCycle: 'None',
        plan: 'Basic',
        payment: null,
      });
      const res = await b.post(P.upgradeToAnnual, {});
      expect(res.status).toBe(403);
      expect(contractErrors('upgradeToAnnual', res)).toEqual([]);
      expect(res.body).toMatchObject({ code: 'NOT_FULL_USER' });
    });

    it('answers 402 when the card on file is declined, and stays monthly', async () => {
      const buyer = await registerAndBuy(server, email());
      await buyer.b.post(P.paymentInfo, paymentInfo(TEST_CARDS.declinedAfterSaving));
      const res = await buyer.b.post(P.upgradeToAnnual, {});
      expect(res.status).toBe(402);
      expect(contractErrors('upgradeToAnnual', res)).toEqual([]);
      expect((await buyer.b.get(P.annualOffer)).body).toMatchObject({ isEligible: true });
    });
  });

  describe('authorisation', () => {
    it('gives a child (team) account 403 on every purchase operation, changing nothing', async () => {
      const parent = await registerAndBuy(server, email());
      const childEmail = email();
      const child = await loggedInTeamMember(server, parent.userId, childEmail);
      const attempts: [string, Sent][] = [
        ['listPlans', await child.get(P.plans)],
        ['purchasePlan', await child.post(P.purchase, purchaseBody())],
        ['upgradePlan', await child.post(P.upgrade, { plan: 'Professional', billingCycle: 'Monthly' })],
        ['getAnnualUpgradeOffer', await child.get(P.annualOffer)],
        ['upgradeToAnnual', await child.post(P.upgradeToAnnual, {})],
      ];
      for (const [operationId, res] of attempts) {
        expect(res.status, operationId).toBe(403);
        expect(contractErrors(operationId, res), operationId).toEqual([]);
        expect(res.body, operationId).toMatchObject({
          code: 'NOT_PARENT_ACCOUNT',
          message: BILLING_TEXT.notAccountOwner,
        });
      }
      const childRow = await findUserByEmail(server.db, childEmail);
      expect(childRow).toMatchObject({ plan: null, is_full_user: 0 });
      const subscriptions = bodyOf<Schemas['SubscriptionList']>(await parent.b.get(P.subscriptions)).subscriptions;
      expect(subscriptions).toMatchObject([{ plan: 'Basic', billingCycle: 'Monthly', status: 'active' }]);
    });

    it('answers 401 to an anonymous visitor on the logged-in operations', async () => {
      const b = server.browser();
      await b.visit();
      for (const [operationId, res] of [
        ['upgradePlan', await b.post(P.upgrade, { plan: 'Professional', billingCycle: 'Monthly' })],
        ['getAnnualUpgradeOffer', await b.get(P.annualOffer)],
        ['upgradeToAnnual', await b.post(P.upgradeToAnnual, {})],
      ] as const) {
        expect(res.status, operationId).toBe(401);
        expect(contractErrors(operationId, res)).toEqual([]);
      }
    });

    it('refuses a purchase without the CSRF token', async () => {
      const { b } = await freeUser();
      const res = await b.send({ method: 'POST', url: P.purchase, payload: purchaseBody(), csrf: false });
      expect(res.status).toBe(403);
      expect(contractErrors('purchasePlan', res)).toEqual([]);
      expect(res.body).toMatchObject({ code: 'CSRF_INVALID' });
    });
  });
});
