/** Billing (doc 1 §3, §4 Subscription, §7) through the API, on every test database. */
import { beforeAll, describe, expect, it } from 'vitest';

import { chargeAccount, seatPricing, seedSubscription } from './billing';
import { addMonths, today } from './billing/dates';
import { PROVIDER_TEXT, TEST_CARDS } from './billing/testProvider';
import { BILLING_TEXT } from './billing/text';
import { SPRING_COUPON } from './db/migrations/0003_billing';
import { createAccount } from './handlers/context';
import type { Schemas } from './handlers/context';
import { BILLING_PATHS as P, bodyOf, paymentInfo, registerAndBuy, type Buyer } from './testing/billing';
import {
  contractErrors,
  countRows,
  errorBodyErrors,
  loggedInTeamMember,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Sent,
} from './testing/harness';

type Subscription = Schemas['Subscription'];
const subscriptionOf = (res: Sent) => bodyOf<Schemas['SubscriptionActionResult']>(res).subscription;

describe.each(TEST_DATABASES)('billing on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('billing', kind);
  const buy = (options?: Parameters<typeof registerAndBuy>[2]) => registerAndBuy(server, email(), options);

  async function subscriptionRow(id: number) {
    return server.db.kysely.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** Moves the paid period into the past, as if time had passed. */
  async function lapse(productId: number) {
    await server.db.kysely
      .updateTable('subscriptions')
      .set({ period_start: '2020-01-01', period_end: '2020-02-01' })
      .where('id', '=', productId)
      .execute();
  }

  async function isFullUser(buyer: Buyer) {
    const state = await buyer.b.get(P.activeState);
    return bodyOf<Schemas['ActiveState']>(state).user.isFullUser;
  }

  describe('getBillingInfo', () => {
    it('gives a free account zeros and no card', async () => {
      const b = server.browser();
      await b.register(email());
      const res = await b.get(P.billingInfo);
      expect(res.status).toBe(200);
      expect(contractErrors('getBillingInfo', res)).toEqual([]);
      expect(res.body).toEqual({
        currentAmount: 0,
        recurringAmountPerUser: 0,
        isAnnual: false,
        validationResults: [],
        numberPastLimit: 0,
        currentNumberOfChildren: 0,
        hasAccountThatAllowsAddons: false,
        ccLastFour: null,
      });
    });

    it('gives a paying parent the plan price, each child at the per-user price, and the last four', async () => {
      const buyer = await buy();
      await createAccount(server.db, { email: email(), password: 's3cret-pass', parentUserId: buyer.userId });
      await createAccount(server.db, { email: email(), password: 's3cret-pass', parentUserId: buyer.userId });
      const res = await buyer.b.get(P.billingInfo);
      expect(res.status).toBe(200);
      expect(contractErrors('getBillingInfo', res)).toEqual([]);
      expect(res.body).toMatchObject({
        currentAmount: 39 * 3,
        recurringAmountPerUser: 39,
        isAnnual: false,
        currentNumberOfChildren: 2,
        hasAccountThatAllowsAddons: true,
        ccLastFour: '4242',
      });
    });
  });

  describe('the billing service', () => {
    it('prices a seat at the parent plan period price and allows addons only while active', async () => {
      const monthly = await buy({ plan: 'Professional' });
      expect(await seatPricing(server.db, monthly.userId)).toEqual({
        isAnnual: false,
        recurringAmountPerUserCents: 7900,
        hasAccountThatAllowsAddons: true,
        ccLastFour: '4242',
      });
      const annual = await buy({ billingCycle: 'Annually' });
      expect(await seatPricing(server.db, annual.userId)).toMatchObject({
        isAnnual: true,
        recurringAmountPerUserCents: 39600,
      });
      await annual.b.get(`${P.cancel}?productId=${annual.productId}`);
      expect((await seatPricing(server.db, annual.userId)).hasAccountThatAllowsAddons).toBe(false);
    });

    it('charges the card on file with a receipt, and reports a missing or declining card', async () => {
      const ctx = { db: server.db, config: server.config };
      const buyer = await buy();
      const ok = await chargeAccount(ctx, buyer.userId, { amountCents: 3900, description: 'Added user' });
      expect(ok).toEqual({ ok: true, receiptId: expect.any(Number) });
      if (!ok.ok) return;
      const receipt = await buyer.b.get(`${P.receipt}?receiptId=${ok.receiptId}`);
      expect(receipt.body).toMatchObject({ amount: 39, description: 'Added user', isDeclined: false });

      const freeEmail = email();
      await registeredBrowser(server, freeEmail);
      expect(
        await chargeAccount(ctx, await userIdOf(server, freeEmail), { amountCents: 3900, description: 'x' }),
      ).toEqual({
        ok: false,
        code: 'BillingUnsuccessful',
        reason: 'no_payment_method',
        message: BILLING_TEXT.noCardOnFile,
      });

      await buyer.b.post(P.paymentInfo, paymentInfo(TEST_CARDS.declinedAfterSaving));
      const before = await countRows(server.db, 'receipts');
      expect(await chargeAccount(ctx, buyer.userId, { amountCents: 3900, description: 'Added user' })).toEqual({
        ok: false,
        code: 'BillingUnsuccessful',
        reason: 'declined',
        message: BILLING_TEXT.cardOnFileDeclined,
      });
      expect(await countRows(server.db, 'receipts')).toBe(before + 1);
      const declined = await buyer.b.get(`${P.receipts}?includeDeclines=true`);
      expect(bodyOf<Schemas['ReceiptList']>(declined).receipts[0]).toMatchObject({ isDeclined: true, amount: 39 });
    });
    it('seeds a paid subscription and a working test card for a seeded account, once', async () => {
      const address = email();
      const user = await createAccount(server.db, {
        email: address,
        password: 's3cret-pass',
        displayName: 'Demo User',
      });
      if (!user) throw new Error('not created');
      await seedSubscription(server.db, user.id);
      await seedSubscription(server.db, user.id);
      const b = server.browser();
      await b.login(address);
      const list = await b.get(P.subscriptions);
      expect(bodyOf<Schemas['SubscriptionList']>(list).subscriptions).toMatchObject([
        { plan: 'Professional', billingCycle: 'Monthly', status: 'active', amount: 79 },
      ]);
      expect((await b.get(P.billingInfo)).body).toMatchObject({ currentAmount: 79, ccLastFour: '4242' });
      expect(bodyOf<Schemas['ReceiptList']>(await b.get(P.receipts)).receipts).toHaveLength(1);
      const ctx = { db: server.db, config: server.config };
      expect(await chargeAccount(ctx, user.id, { amountCents: 7900, description: 'Added user' })).toMatchObject({
        ok: true,
      });
    });
  });

  describe('listSubscriptions', () => {
    it("lists the caller's subscription with its next billing date", async () => {
      const buyer = await buy();
      const res = await buyer.b.get(P.subscriptions);
      expect(res.status).toBe(200);
      expect(contractErrors('listSubscriptions', res)).toEqual([]);
      expect(bodyOf<Schemas['SubscriptionList']>(res).subscriptions).toEqual([
        {
          productId: buyer.productId,
          productName: 'Rivalscope Basic',
          plan: 'Basic',
          status: 'active',
          billingCycle: 'Monthly',
          amount: 39,
          nextBillingDate: addMonths(today(), 1),
          pausedUntil: null,
          canPause: true,
        },
      ]);
    });

    it('is empty for a free account', async () => {
      const b = server.browser();
      await b.register(email());
      const res = await b.get(P.subscriptions);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ subscriptions: [] });
    });
  });

  describe('pause and unpause', () => {
    it('pauses an active subscription for two months after the paid period, and resumes it', async () => {
      const buyer = await buy();
      const paused = await buyer.b.get(`${P.pause}?productId=${buyer.productId}`);
      expect(paused.status).toBe(200);
      expect(contractErrors('pauseSubscription', paused)).toEqual([]);
      expect(subscriptionOf(paused)).toMatchObject({
        status: 'paused',
        nextBillingDate: null,
        pausedUntil: addMonths(addMonths(today(), 1), 2),
        canPause: false,
      });
      // The plan stays while paused.
      expect(await isFullUser(buyer)).toBe(true);

      const resumed = await buyer.b.get(`${P.unpause}?productId=${buyer.productId}`);
      expect(resumed.status).toBe(200);
      expect(contractErrors('unpauseSubscription', resumed)).toEqual([]);
      expect(subscriptionOf(resumed)).toMatchObject({
        status: 'active',
        nextBillingDate: addMonths(today(), 1),
        pausedUntil: null,
        canPause: true,
      });
    });

    it('answers 409 with a message to unpausing an active subscription or pausing twice', async () => {
      const buyer = await buy();
      const unpause = await buyer.b.get(`${P.unpause}?productId=${buyer.productId}`);
      expect(unpause.status).toBe(409);
      expect(contractErrors('unpauseSubscription', unpause)).toEqual([]);
      expect(unpause.body).toMatchObject({ message: BILLING_TEXT.notPaused, code: 'INVALID_SUBSCRIPTION_STATE' });

      await buyer.b.get(`${P.pause}?productId=${buyer.productId}`);
      const again = await buyer.b.get(`${P.pause}?productId=${buyer.productId}`);
      expect(again.status).toBe(409);
      expect(contractErrors('pauseSubscription', again)).toEqual([]);
      expect(again.body).toMatchObject({ message: BILLING_TEXT.alreadyPaused });
    });

    it('resumes by itself once the pause is over', async () => {
      const buyer = await buy();
      await buyer.b.get(`${P.pause}?productId=${buyer.productId}`);
      await server.db.kysely
        .updateTable('subscriptions')
        .set({ paused_until: '2020-03-01' })
        .where('id', '=', buyer.productId)
        .execute();
      const list = await buyer.b.get(P.subscriptions);
      expect(bodyOf<Schemas['SubscriptionList']>(list).subscriptions[0]).toMatchObject({
        status: 'active',
        nextBillingDate: '2020-03-01',
      });
    });

    it('answers 400 naming productId when it is missing or not a number', async () => {
      const buyer = await buy();
      const missing = await buyer.b.get(P.pause);
      expect(missing.status).toBe(400);
      expect(contractErrors('pauseSubscription', missing)).toEqual([]);
      expect(JSON.stringify(missing.body)).toContain('query.productId');
      const wrong = await buyer.b.get(`${P.pause}?productId=abc`);
      expect(wrong.status).toBe(400);
    });
  });

  describe('cancel and reactivate', () => {
    it('cancels at the end of the paid period: the plan stays until then', async () => {
      const buyer = await buy();
      const res = await buyer.b.get(`${P.cancel}?productId=${buyer.productId}`);
      expect(res.status).toBe(200);
      expect(contractErrors('cancelSubscription', res)).toEqual([]);
      expect(subscriptionOf(res)).toMatchObject({ status: 'cancelled', nextBillingDate: null, canPause: false });
      expect(await isFullUser(buyer)).toBe(true);

      const twice = await buyer.b.get(`${P.cancel}?productId=${buyer.productId}`);
      expect(twice.status).toBe(409);
      expect(twice.body).toMatchObject({ message: BILLING_TEXT.alreadyCancelled });
      const pause = await buyer.b.get(`${P.pause}?productId=${buyer.productId}`);
      expect(pause.status).toBe(409);
      expect(pause.body).toMatchObject({ message: BILLING_TEXT.onlyActiveCanPause });
    });

    it('reactivates a cancelled subscription with the spring coupon, without charging again', async () => {
      const buyer = await buy();
      await buyer.b.get(`${P.cancel}?productId=${buyer.productId}`);
      const receipts = await countRows(server.db, 'receipts');
      const res = await buyer.b.get(`${P.reactivate}?productId=${buyer.productId}&couponCode=SPRING`);
      expect(res.status).toBe(200);
      expect(contractErrors('reactivateSubscription', res)).toEqual([]);
      expect(subscriptionOf(res)).toMatchObject({
        status: 'active',
        amount: 31.2, // $39 less the spring coupon's 20%
        nextBillingDate: addMonths(today(), 1),
        canPause: true,
      });
      expect(await countRows(server.db, 'receipts')).toBe(receipts);
      expect((await subscriptionRow(buyer.productId)).coupon_code).toBe('spring');
    });

    it('answers 409 to reactivating an active or paused subscription, and 400 to an unknown coupon', async () => {
      const buyer = await buy();
      const active = await buyer.b.get(`${P.reactivate}?productId=${buyer.productId}`);
      expect(active.status).toBe(409);
      expect(contractErrors('reactivateSubscription', active)).toEqual([]);
      expect(active.body).toMatchObject({ message: BILLING_TEXT.alreadyActive });

      await buyer.b.get(`${P.pause}?productId=${buyer.productId}`);
      const paused = await buyer.b.get(`${P.reactivate}?productId=${buyer.productId}`);
      expect(paused.status).toBe(409);
      expect(paused.body).toMatchObject({ message: BILLING_TEXT.reactivatePaused });

      await buyer.b.get(`${P.cancel}?productId=${buyer.productId}`);
      const coupon = await buyer.b.get(`${P.reactivate}?productId=${buyer.productId}&couponCode=nope`);
      expect(coupon.status).toBe(400);
      expect(contractErrors('reactivateSubscription', coupon)).toEqual([]);
      expect(coupon.body).toMatchObject({
        fields: [{ field: 'query.couponCode', message: BILLING_TEXT.couponInvalid }],
      });
      expect((await subscriptionRow(buyer.productId)).status).toBe('cancelled');
    });

    it('expires when the paid period is over, taking the plan away; reactivating then charges the card', async () => {
      const buyer = await buy();
      await buyer.b.get(`${P.cancel}?productId=${buyer.productId}`);
      await lapse(buyer.productId);
      const list = await buyer.b.get(P.subscriptions);
      expect(bodyOf<Schemas['SubscriptionList']>(list).subscriptions[0]?.status).toBe('expired');
      expect(await isFullUser(buyer)).toBe(false);

      const cancelExpired = await buyer.b.get(`${P.cancel}?productId=${buyer.productId}`);
      expect(cancelExpired.status).toBe(409);
      expect(cancelExpired.body).toMatchObject({ message: BILLING_TEXT.alreadyEnded });

      const res = await buyer.b.get(`${P.reactivate}?productId=${buyer.productId}`);
      expect(res.status).toBe(200);
      expect(subscriptionOf(res)).toMatchObject({ status: 'active', nextBillingDate: addMonths(today(), 1) });
      expect(await isFullUser(buyer)).toBe(true);
      const receipts = bodyOf<Schemas['ReceiptList']>(await buyer.b.get(P.receipts)).receipts;
      expect(receipts.map((r) => r.amount)).toEqual([39, 39]);
    });

    it('shows the lapse on the very next active state, of the payer and of a team member', async () => {
      const buyer = await buy();
      const child = await loggedInTeamMember(server, buyer.userId, email());
      await buyer.b.get(`${P.cancel}?productId=${buyer.productId}`);
      await lapse(buyer.productId);

      // No other request settles the subscription first: the active state itself does, and shows it.
      const state = bodyOf<Schemas['ActiveState']>(await buyer.b.get(P.activeState));
      expect(state.tracking).toMatchObject({ billingCycle: 'None', billingMonths: 0 });
      expect(state.user).toMatchObject({ isFullUser: false, product: { planName: null, maxExportRows: 0 } });
      expect((await subscriptionRow(buyer.productId)).status).toBe('expired');
      const childState = bodyOf<Schemas['ActiveState']>(await child.get(P.activeState));
      expect(childState.user).toMatchObject({ isChildAccount: true, isFullUser: false, product: { planName: null } });
    });

    it('answers 402 BillingUnsuccessful when reactivating an ended subscription on a declining card', async () => {
      const buyer = await buy();
      await buyer.b.post(P.paymentInfo, paymentInfo(TEST_CARDS.declinedAfterSaving));
      await buyer.b.get(`${P.cancel}?productId=${buyer.productId}`);
      await lapse(buyer.productId);
      const res = await buyer.b.get(`${P.reactivate}?productId=${buyer.productId}`);
      expect(res.status).toBe(402);
      expect(contractErrors('reactivateSubscription', res)).toEqual([]);
      expect(res.body).toMatchObject({ code: 'BillingUnsuccessful', message: BILLING_TEXT.cardOnFileDeclined });
      expect((await subscriptionRow(buyer.productId)).status).toBe('expired');
    });
  });

  describe('receipts', () => {
    it('lists receipts newest first, declined ones only when asked', async () => {
      const buyer = await buy();
      const declined = await buyer.b.post(P.paymentInfo, paymentInfo(TEST_CARDS.declinedAfterSaving));
      expect(declined.status).toBe(200);
      await buyer.b.post(P.upgrade, { plan: 'Professional', billingCycle: 'Monthly' });

      const paid = await buyer.b.get(P.receipts);
      expect(paid.status).toBe(200);
      expect(contractErrors('listReceipts', paid)).toEqual([]);
      expect(bodyOf<Schemas['ReceiptList']>(paid).receipts).toEqual([
        {
          receiptId: buyer.receiptId,
          date: expect.any(String),
          amount: 39,
          description: 'Rivalscope Basic - Monthly',
          isDeclined: false,
        },
      ]);
      const all = await buyer.b.get(`${P.receipts}?includeDeclines=true`);
      expect(contractErrors('listReceipts', all)).toEqual([]);
      expect(bodyOf<Schemas['ReceiptList']>(all).receipts.map((r) => [r.description, r.isDeclined])).toEqual([
        ['Rivalscope Professional - Monthly', true],
        ['Rivalscope Basic - Monthly', false],
      ]);
    });

    it('gives one receipt with its lines and the card type and last four', async () => {
      const buyer = await buy({ couponCode: 'spring' });
      const res = await buyer.b.get(`${P.receipt}?receiptId=${buyer.receiptId}`);
      expect(res.status).toBe(200);
      expect(contractErrors('getReceipt', res)).toEqual([]);
      expect(res.body).toEqual({
        receiptId: buyer.receiptId,
        date: expect.any(String),
        amount: 31.2,
        description: 'Rivalscope Basic - Monthly',
        isDeclined: false,
        billedTo: buyer.email,
        lineItems: [
          { description: 'Rivalscope Basic - Monthly', amount: 39 },
          { description: `Coupon spring: ${SPRING_COUPON.description}`, amount: -7.8 },
        ],
        payment: { cardType: 'Visa', lastFour: '4242' },
      });
    });

    it('answers 404 for a receipt id that does not exist', async () => {
      const buyer = await buy();
      const res = await buyer.b.get(`${P.receipt}?receiptId=99999999`);
      expect(res.status).toBe(404);
      expect(contractErrors('getReceipt', res)).toEqual([]);
      expect(res.body).toMatchObject({ message: BILLING_TEXT.receiptNotFound, code: 'RECEIPT_NOT_FOUND' });
    });

    it('e-mails a receipt to the account address and the receipt addresses, through the outbox', async () => {
      const buyer = await buy();
      await server.db.kysely
        .insertInto('user_email_addresses')
        .values({ user_id: buyer.userId, email: 'books@example.com', position: 0 })
        .execute();
      const res = await buyer.b.get(`${P.sendReceipt}?receiptId=${buyer.receiptId}`);
      expect(res.status).toBe(200);
      expect(contractErrors('sendReceipt', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true, sentTo: [buyer.email, 'books@example.com'] });
      const mail = await server.db.kysely
        .selectFrom('email_outbox')
        .selectAll()
        .where('to_address', 'in', [buyer.email, 'books@example.com'])
        .execute();
      expect(mail).toHaveLength(2);
      expect(mail[0]?.subject).toBe(`Your Rivalscope receipt #${buyer.receiptId}`);
      expect(mail[0]?.body).toContain('Rivalscope Basic - Monthly: $39.00');
      expect(mail[0]?.body).toContain('Visa ending in 4242');
    });
  });

  describe('changePaymentInfo', () => {
    it('replaces the card on file, keeping only the type and last four', async () => {
      const buyer = await buy();
      const res = await buyer.b.post(P.paymentInfo, {
        ...paymentInfo('5500 0000 0000 0004'.replace(/ /g, '')),
        cardType: 'Mastercard',
        lastFour: '0004',
      });
      expect(res.status).toBe(200);
      expect(contractErrors('changePaymentInfo', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true, payment: { cardType: 'Mastercard', lastFour: '0004' } });
      const method = await server.db.kysely
        .selectFrom('payment_methods')
        .selectAll()
        .where('user_id', '=', buyer.userId)
        .executeTakeFirstOrThrow();
      expect(method).toMatchObject({ card_type: 'Mastercard', last_four: '0004', provider: 'test' });
      expect(method.expiry).toMatch(/^12\/\d\d$/);
      expect(JSON.stringify(method)).not.toContain('5500000000000004');
      // The security code is kept nowhere: no column holds it (a random provider reference or a
      // timestamp may well contain its three digits, so the row's text is not searched for it).
      expect(Object.values(method).map(String)).not.toContain('123');
      expect(Object.keys(method).filter((column) => /cvc|cvv|security/i.test(column))).toEqual([]);
    });

    it('answers 402 BillingUnsuccessful to the declined and unverifiable test cards, keeping the old card', async () => {
      const buyer = await buy();
      for (const [number, message] of [
        [TEST_CARDS.declined, PROVIDER_TEXT.declined],
        [TEST_CARDS.failsVerification, PROVIDER_TEXT.verificationFailed],
      ] as const) {
        const res = await buyer.b.post(P.paymentInfo, paymentInfo(number));
        expect(res.status).toBe(402);
        expect(contractErrors('changePaymentInfo', res)).toEqual([]);
        expect(res.body).toMatchObject({ code: 'BillingUnsuccessful', message });
      }
      const info = await buyer.b.get(P.billingInfo);
      expect(info.body).toMatchObject({ ccLastFour: '4242' });
    });

    it('answers 400 naming the field for an unknown card type, a bad number, or a type that does not match', async () => {
      const buyer = await buy();
      const unknown = await buyer.b.post(P.paymentInfo, paymentInfo('9999999999999995'));
      expect(unknown.status).toBe(400);
      expect(contractErrors('changePaymentInfo', unknown)).toEqual([]);
      expect(unknown.body).toMatchObject({
        fields: [{ field: 'body.cardNumber', message: BILLING_TEXT.cardTypeUnsupported }],
      });
      const luhn = await buyer.b.post(P.paymentInfo, paymentInfo('4242424242424241'));
      expect(luhn.body).toMatchObject({
        fields: [{ field: 'body.cardNumber', message: BILLING_TEXT.cardNumberInvalid }],
      });
      const mismatch = await buyer.b.post(P.paymentInfo, { ...paymentInfo(TEST_CARDS.succeeds), cardType: 'Discover' });
      expect(mismatch.body).toMatchObject({
        fields: [{ field: 'body.cardType', message: BILLING_TEXT.cardTypeMismatch }],
      });
      const expiry = await buyer.b.post(P.paymentInfo, { ...paymentInfo(TEST_CARDS.succeeds), expiration: '01/20' });
      expect(expiry.body).toMatchObject({
        fields: [{ field: 'body.expiration', message: BILLING_TEXT.expirationMismatch }],
      });
      const spaced = await buyer.b.post(P.paymentInfo, paymentInfo('4242 4242 4242 4242'));
      expect(spaced.status).toBe(400);
      expect(JSON.stringify(spaced.body)).toContain('body.cardNumber');
    });

    it('lets a free account put a card on file', async () => {
      const b = server.browser();
      await b.register(email());
      const res = await b.post(P.paymentInfo, paymentInfo('378282246310005'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ isSuccessful: true, payment: { cardType: 'American Express', lastFour: '0005' } });
    });
  });

  describe('the cancellation flow', () => {
    it('records the cancellation survey', async () => {
      const buyer = await buy();
      const res = await buyer.b.post(P.survey, {
        productId: buyer.productId,
        reason: 'project_ended',
        comments: 'Client campaign finished.',
      });
      expect(res.status).toBe(200);
      expect(contractErrors('submitCancellationSurvey', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true, message: null });
      const row = await server.db.kysely
        .selectFrom('cancellation_surveys')
        .selectAll()
        .where('subscription_id', '=', buyer.productId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: buyer.userId,
        reason: 'project_ended',
        comments: 'Client campaign finished.',
      });
    });

    it('keeps, pauses or discounts the subscription instead of cancelling', async () => {
      const buyer = await buy();
      const keep = await buyer.b.post(P.uncancel, { productId: buyer.productId, action: 'keep_subscription' });
      expect(keep.status).toBe(200);
      expect(contractErrors('submitUncancellationAction', keep)).toEqual([]);
      expect(subscriptionOf(keep).status).toBe('active');

      const discount = await buyer.b.post(P.uncancel, {
        productId: buyer.productId,
        action: 'accept_discount',
        couponCode: 'Spring',
      });
      expect(discount.status).toBe(200);
      expect(subscriptionOf(discount)).toMatchObject({ status: 'active', amount: 31.2 });

      const pause = await buyer.b.post(P.uncancel, { productId: buyer.productId, action: 'pause_subscription' });
      expect(pause.status).toBe(200);
      expect(subscriptionOf(pause).status).toBe('paused');

      const actions = await server.db.kysely
        .selectFrom('uncancellation_actions')
        .select(['action', 'coupon_code'])
        .where('subscription_id', '=', buyer.productId)
        .orderBy('id')
        .execute();
      expect(actions).toEqual([
        { action: 'keep_subscription', coupon_code: null },
        { action: 'accept_discount', coupon_code: 'spring' },
        { action: 'pause_subscription', coupon_code: null },
      ]);
    });

    it('undoes a cancellation when the user keeps the subscription', async () => {
      const buyer = await buy();
      await buyer.b.get(`${P.cancel}?productId=${buyer.productId}`);
      const keep = await buyer.b.post(P.uncancel, { productId: buyer.productId, action: 'keep_subscription' });
      expect(subscriptionOf(keep)).toMatchObject({ status: 'active', nextBillingDate: addMonths(today(), 1) });
    });

    it('switches to annual billing, charging the annual price', async () => {
      const buyer = await buy();
      const res = await buyer.b.post(P.uncancel, { productId: buyer.productId, action: 'switch_to_annual' });
      expect(res.status).toBe(200);
      expect(contractErrors('submitUncancellationAction', res)).toEqual([]);
      expect(subscriptionOf(res)).toMatchObject<Partial<Subscription>>({
        billingCycle: 'Annually',
        amount: 396,
        nextBillingDate: addMonths(addMonths(today(), 1), 12),
      });
      const again = await buyer.b.post(P.uncancel, { productId: buyer.productId, action: 'switch_to_annual' });
      expect(again.status).toBe(409);
      expect(contractErrors('submitUncancellationAction', again)).toEqual([]);
    });

    it('answers 400 naming couponCode when a discount comes without a valid one', async () => {
      const buyer = await buy();
      const missing = await buyer.b.post(P.uncancel, { productId: buyer.productId, action: 'accept_discount' });
      expect(missing.status).toBe(400);
      expect(contractErrors('submitUncancellationAction', missing)).toEqual([]);
      expect(missing.body).toMatchObject({
        fields: [{ field: 'body.couponCode', message: BILLING_TEXT.couponRequired }],
      });
      const wrong = await buyer.b.post(P.uncancel, {
        productId: buyer.productId,
        action: 'accept_discount',
        couponCode: 'winter',
      });
      expect(wrong.body).toMatchObject({ fields: [{ field: 'body.couponCode', message: BILLING_TEXT.couponInvalid }] });
    });

    it('answers 400 naming the field for an unknown reason or action', async () => {
      const buyer = await buy();
      const reason = await buyer.b.post(P.survey, { productId: buyer.productId, reason: 'bored' });
      expect(reason.status).toBe(400);
      expect(JSON.stringify(reason.body)).toContain('body.reason');
      const action = await buyer.b.post(P.uncancel, { productId: buyer.productId, action: 'delete_everything' });
      expect(action.status).toBe(400);
      expect(JSON.stringify(action.body)).toContain('body.action');
    });
  });

  describe('authorisation', () => {
    let a: Buyer;
    let other: Buyer;
    beforeAll(async () => {
      a = await buy();
      other = await buy();
    });

    it("gives user B a 404 for user A's productId on every subscription action, and changes nothing", async () => {
      const before = await subscriptionRow(a.productId);
      const id = a.productId;
      const attempts: [string, Sent][] = [
        ['pauseSubscription', await other.b.get(`${P.pause}?productId=${id}`)],
        ['unpauseSubscription', await other.b.get(`${P.unpause}?productId=${id}`)],
        ['reactivateSubscription', await other.b.get(`${P.reactivate}?productId=${id}&couponCode=spring`)],
        ['cancelSubscription', await other.b.get(`${P.cancel}?productId=${id}`)],
        ['submitCancellationSurvey', await other.b.post(P.survey, { productId: id, reason: 'other' })],
        ['submitUncancellationAction', await other.b.post(P.uncancel, { productId: id, action: 'switch_to_annual' })],
      ];
      for (const [operationId, res] of attempts) {
        expect(res.status, operationId).toBe(404);
        expect(contractErrors(operationId, res)).toEqual([]);
        expect(res.body).toMatchObject({ message: BILLING_TEXT.subscriptionNotFound, code: 'SUBSCRIPTION_NOT_FOUND' });
      }
      expect(await subscriptionRow(a.productId)).toEqual(before);
      const surveys = await server.db.kysely
        .selectFrom('cancellation_surveys')
        .select('id')
        .where('subscription_id', '=', a.productId)
        .execute();
      expect(surveys).toEqual([]);
    });

    it("gives user B a 404 for user A's receipt id, and sends no mail", async () => {
      const outbox = await countRows(server.db, 'email_outbox');
      const read = await other.b.get(`${P.receipt}?receiptId=${a.receiptId}`);
      expect(read.status).toBe(404);
      expect(contractErrors('getReceipt', read)).toEqual([]);
      const send = await other.b.get(`${P.sendReceipt}?receiptId=${a.receiptId}`);
      expect(send.status).toBe(404);
      expect(contractErrors('sendReceipt', send)).toEqual([]);
      expect(await countRows(server.db, 'email_outbox')).toBe(outbox);
      const own = bodyOf<Schemas['ReceiptList']>(await other.b.get(P.receipts)).receipts;
      expect(own.map((r) => r.receiptId)).not.toContain(a.receiptId);
    });

    it("keeps user A's card when user B changes theirs", async () => {
      await other.b.post(P.paymentInfo, paymentInfo('6011111111111117'));
      expect((await a.b.get(P.billingInfo)).body).toMatchObject({ ccLastFour: '4242' });
      expect((await other.b.get(P.billingInfo)).body).toMatchObject({ ccLastFour: '1117' });
    });

    it('gives a child (team) account 403 on every billing operation', async () => {
      const child = await loggedInTeamMember(server, a.userId, email());
      const id = a.productId;
      const attempts: [string, Sent][] = [
        ['getBillingInfo', await child.get(P.billingInfo)],
        ['listSubscriptions', await child.get(P.subscriptions)],
        ['pauseSubscription', await child.get(`${P.pause}?productId=${id}`)],
        ['unpauseSubscription', await child.get(`${P.unpause}?productId=${id}`)],
        ['reactivateSubscription', await child.get(`${P.reactivate}?productId=${id}`)],
        ['cancelSubscription', await child.get(`${P.cancel}?productId=${id}`)],
        ['listReceipts', await child.get(P.receipts)],
        ['getReceipt', await child.get(`${P.receipt}?receiptId=${a.receiptId}`)],
        ['sendReceipt', await child.get(`${P.sendReceipt}?receiptId=${a.receiptId}`)],
        ['submitCancellationSurvey', await child.post(P.survey, { productId: id, reason: 'other' })],
        ['submitUncancellationAction', await child.post(P.uncancel, { productId: id, action: 'keep_subscription' })],
        ['changePaymentInfo', await child.post(P.paymentInfo, paymentInfo(TEST_CARDS.succeeds))],
      ];
      for (const [operationId, res] of attempts) {
        expect(res.status, operationId).toBe(403);
        expect(contractErrors(operationId, res), operationId).toEqual([]);
        expect(res.body, operationId).toMatchObject({ code: 'NOT_PARENT_ACCOUNT' });
      }
      expect(attempts.at(-1)?.[1].body).toMatchObject({ message: BILLING_TEXT.notAccountOwnerPayment });
      expect(attempts[0]?.[1].body).toMatchObject({ message: BILLING_TEXT.notAccountOwner });
      expect((await subscriptionRow(a.productId)).status).toBe('active');
      expect((await a.b.get(P.billingInfo)).body).toMatchObject({ ccLastFour: '4242' });
    });

    it('answers 401 to an anonymous visitor', async () => {
      const anonymous = server.browser();
      await anonymous.visit();
      for (const [operationId, res] of [
        ['getBillingInfo', await anonymous.get(P.billingInfo)],
        ['listReceipts', await anonymous.get(P.receipts)],
        ['cancelSubscription', await anonymous.get(`${P.cancel}?productId=${a.productId}`)],
        ['changePaymentInfo', await anonymous.post(P.paymentInfo, paymentInfo(TEST_CARDS.succeeds))],
      ] as const) {
        expect(res.status, operationId).toBe(401);
        expect(contractErrors(operationId, res)).toEqual([]);
        expect(errorBodyErrors(res)).toEqual([]);
      }
      expect((await subscriptionRow(a.productId)).status).toBe('active');
    });
  });
});
