/**
 * API calls of the `purchase` tag: Plans, purchase, upgrade and one-click annual billing (doc 1 §2;
 * paths of our design).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, type JsonBody, post, type Query } from './client';

/**
 * GET /Endpoints/PurchaseApi/GetAnnualUpgradeOffer: Show what the one-click annual upgrade would cost and save.
 * Path or payload of our design (x-inferred).
 */
export function getAnnualUpgradeOffer(query?: Query<'getAnnualUpgradeOffer'>): Promise<Data<'getAnnualUpgradeOffer'>> {
  return get('/Endpoints/PurchaseApi/GetAnnualUpgradeOffer', { query });
}

/** GET /Endpoints/PurchaseApi/GetPlans: List plans and pricing. Path or payload of our design (x-inferred). */
export function listPlans(query?: Query<'listPlans'>): Promise<Data<'listPlans'>> {
  return get('/Endpoints/PurchaseApi/GetPlans', { query });
}

/**
 * POST /Endpoints/PurchaseApi/Purchase: Buy a plan (and create the account when logged out). Path or payload of
 * our design (x-inferred).
 */
export function purchasePlan(body: JsonBody<'purchasePlan'>): Promise<Data<'purchasePlan'>> {
  return post('/Endpoints/PurchaseApi/Purchase', body);
}

/**
 * POST /Endpoints/PurchaseApi/Upgrade: Change the logged-in user's plan or billing cycle. Path or payload of our
 * design (x-inferred).
 */
export function upgradePlan(body: JsonBody<'upgradePlan'>): Promise<Data<'upgradePlan'>> {
  return post('/Endpoints/PurchaseApi/Upgrade', body);
}

/**
 * POST /Endpoints/PurchaseApi/UpgradeToAnnual: One-click switch to annual billing. Path or payload of our design
 * (x-inferred).
 */
export function upgradeToAnnual(body?: JsonBody<'upgradeToAnnual'>): Promise<Data<'upgradeToAnnual'>> {
  return post('/Endpoints/PurchaseApi/UpgradeToAnnual', body);
}
