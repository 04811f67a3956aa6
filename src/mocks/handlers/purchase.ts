/** Plans, purchase, upgrade and one-click annual billing (paths of our design); on the mock session. */
import { TEST_CARDS, CARD_REFUSAL_TEXT } from '../../lib/testCards';
import * as db from '../db';
import { errorBody, validationError } from '../errors';
import { buildAnnualUpgradeOffer, buildPlanCatalogue, buildPurchaseResult } from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';
import { cardTypeOf } from './cards';

/** After a purchase or upgrade the mock user is a paying (full) user on that cycle. */
function makeFull(billingCycle: string): void {
  const mock = db.getMockDb();
  mock.user = {
    ...mock.user,
    isFullUser: true,
    product: { ...mock.user.product, maxExportRows: 10000, hasUnlimitedExportRows: false },
  };
  mock.tracking = {
    ...mock.tracking,
    billingMonths: billingCycle === 'Annually' ? 12 : 1,
    billingCycle: billingCycle === 'Annually' ? 'Annually' : 'Monthly',
  };
}

const CARD_REFUSALS: Readonly<Record<string, { message: string; field: string }>> = {
  [TEST_CARDS.declined]: { message: CARD_REFUSAL_TEXT.declined, field: 'body.card.number' },
  [TEST_CARDS.declinedAfterSaving]: { message: CARD_REFUSAL_TEXT.declined, field: 'body.card.number' },
  [TEST_CARDS.failsVerification]: { message: CARD_REFUSAL_TEXT.verificationFailed, field: 'body.card.cvv' },
};

export const purchaseHandlers = [
  mockFor(
    'listPlans',
    http.get('/Endpoints/PurchaseApi/GetPlans', ({ response }) => response(200).json(buildPlanCatalogue())),
  ),
  mockFor(
    'purchasePlan',
    http.post('/Endpoints/PurchaseApi/Purchase', async ({ request, response }) => {
      const body = await request.json();
      const cardType = cardTypeOf(body.card.number);
      if (!cardType) {
        return response(400).json(validationError([{ field: 'body.card.number', message: 'Unknown card type' }]));
      }
      // The server's test cards: a decline names the number, a failed verification the security code.
      const refusal = CARD_REFUSALS[body.card.number];
      if (refusal) {
        return response(402).json({ ...errorBody(402, refusal.message, 'BillingUnsuccessful'), field: refusal.field });
      }
      if (!db.getMockDb().user.isLoggedIn && body.email && body.password) {
        if (db.findAccount(body.email)) return response(409).json(db.duplicateEmailFailure());
        db.register(body.email, body.password);
      }
      makeFull(body.billingCycle);
      return response(200).json(
        buildPurchaseResult({
          plan: body.plan,
          billingCycle: body.billingCycle,
          payment: { cardType, lastFour: body.card.number.slice(-4) },
        }),
      );
    }),
  ),
  mockFor(
    'upgradePlan',
    http.post('/Endpoints/PurchaseApi/Upgrade', async ({ request, response }) => {
      const body = await request.json();
      makeFull(body.billingCycle);
      return response(200).json(
        buildPurchaseResult({ receiptId: 50232, plan: body.plan, billingCycle: body.billingCycle, amountCharged: 40 }),
      );
    }),
  ),
  mockFor(
    'getAnnualUpgradeOffer',
    http.get('/Endpoints/PurchaseApi/GetAnnualUpgradeOffer', ({ response }) =>
      response(200).json(buildAnnualUpgradeOffer()),
    ),
  ),
  mockFor(
    'upgradeToAnnual',
    http.post('/Endpoints/PurchaseApi/UpgradeToAnnual', ({ response }) => {
      makeFull('Annually');
      return response(200).json(
        buildPurchaseResult({ receiptId: 50233, billingCycle: 'Annually', amountCharged: 396 }),
      );
    }),
  ),
];
