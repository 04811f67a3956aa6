/** Plans, purchase, upgrade and one-click annual billing (paths of our design); on the mock session. */
import * as db from '../db';
import { validationError } from '../errors';
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
