/** Billing, subscriptions, receipts, API usage, alerts and requested keywords (doc 1 §7); fixture-based. */
import * as db from '../db';
import {
  buildAccountEmailAddresses,
  buildAccountProjectAlert,
  buildAccountProjectAlertList,
  buildAddRequestedKeywordsResult,
  buildApiMonthlyUsage,
  buildBillingInfo,
  buildGeneratedApiKey,
  buildReceipt,
  buildReceiptList,
  buildReportDesignSettings,
  buildRequestedKeywordList,
  buildRequestedKeywordStatusCounts,
  buildSubscription,
  buildSubscriptionList,
  buildUserContactInfo,
} from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';
import type { Schemas } from '../spec';

type Subscription = Schemas['Subscription'];
type ReportDesignSettings = Schemas['ReportDesignSettings'];

/**
 * The report design each mock session saved, kept per mock database so a story or test reset
 * starts again from the example design.
 */
const savedReportDesigns = new WeakMap<db.MockDb, ReportDesignSettings>();

/**
 * White-label reports (doc 1 §6): the recon_full role, or a full user on the Professional plan.
 * The mock's full preset names no plan: it stands for the demo account, which is on Professional.
 */
function mayEditReportDesign(): boolean {
  const { user } = db.getMockDb();
  const plan = user.product.planName ?? 'Professional';
  return user.isFullReconUser || (user.isFullUser && plan === 'Professional');
}

const subscriptionAction = (productId: number, changes: Partial<Subscription>) => ({
  isSuccessful: true,
  subscription: buildSubscription({ productId, ...changes }),
});

const ACTIVE: Partial<Subscription> = { status: 'active', pausedUntil: null, canPause: true };

export const nsaAccountHandlers = [
  mockFor(
    'getBillingInfo',
    http.get('/NsaApi/Account/GetBillingInfo', ({ response }) =>
      response(200).json(buildBillingInfo({ currentNumberOfChildren: db.getMockDb().childAccounts.length })),
    ),
  ),
  mockFor(
    'getRequestedKeywords',
    http.get('/NsaApi/Account/GetRequestedKeywords', ({ response }) => response(200).json(buildRequestedKeywordList())),
  ),
  mockFor(
    'getRequestedKeywordStatusCounts',
    http.get('/NsaApi/Account/GetRequestedKeywordStatusCounts', ({ response }) =>
      response(200).json(buildRequestedKeywordStatusCounts()),
    ),
  ),
  mockFor(
    'addRequestedKeywords',
    http.post('/NsaApi/Account/AddRequestedKeywords', async ({ request, response }) => {
      const body = await request.json();
      const addedCount = db.csvValues(body.termsCsv).length;
      const counts = buildRequestedKeywordStatusCounts();
      return response(200).json(
        buildAddRequestedKeywordsResult({ addedCount, counts: { ...counts, queued: counts.queued + addedCount } }),
      );
    }),
  ),
  mockFor(
    'listSubscriptions',
    http.get('/NsaApi/Account/GetSubscriptionList', ({ response }) => response(200).json(buildSubscriptionList())),
  ),
  mockFor(
    'pauseSubscription',
    http.get('/NsaApi/Account/GetPauseSubscription', ({ query, response }) =>
      response(200).json(
        subscriptionAction(Number(query.get('productId')), {
          status: 'paused',
          nextBillingDate: null,
          pausedUntil: '2025-08-18',
          canPause: false,
        }),
      ),
    ),
  ),
  mockFor(
    'unpauseSubscription',
    http.get('/NsaApi/Account/GetUnpauseSubscription', ({ query, response }) =>
      response(200).json(subscriptionAction(Number(query.get('productId')), ACTIVE)),
    ),
  ),
  mockFor(
    'reactivateSubscription',
    http.get('/NsaApi/Account/GetReactivateSubscription', ({ query, response }) =>
      response(200).json(subscriptionAction(Number(query.get('productId')), ACTIVE)),
    ),
  ),
  mockFor(
    'cancelSubscription',
    http.get('/NsaApi/Account/GetCancelSubscription', ({ query, response }) =>
      response(200).json(
        subscriptionAction(Number(query.get('productId')), {
          status: 'cancelled',
          nextBillingDate: null,
          pausedUntil: null,
          canPause: false,
        }),
      ),
    ),
  ),
  mockFor(
    'listReceipts',
    http.get('/NsaApi/Account/GetReceiptsList', ({ query, response }) => {
      const list = buildReceiptList();
      const includeDeclines = query.get('includeDeclines') === 'true';
      return response(200).json({ receipts: list.receipts.filter((r) => includeDeclines || !r.isDeclined) });
    }),
  ),
  mockFor(
    'getReceipt',
    http.get('/NsaApi/Account/GetReceipt', ({ query, response }) =>
      response(200).json(buildReceipt({ receiptId: Number(query.get('receiptId')) })),
    ),
  ),
  mockFor(
    'getEmailAddresses',
    http.get('/NsaApi/Account/GetEmailAddresses', ({ response }) =>
      response(200).json(buildAccountEmailAddresses({ primaryEmail: db.getMockDb().user.email ?? '' })),
    ),
  ),
  mockFor(
    'setEmailAddresses',
    http.get('/NsaApi/Account/SetEmailAddresses', ({ query, response }) =>
      response(200).json(
        buildAccountEmailAddresses({
          primaryEmail: db.getMockDb().user.email ?? '',
          additionalEmails: query.getAll('emails').flatMap((e) => db.csvValues(e)),
        }),
      ),
    ),
  ),
  mockFor(
    'getUserContactInfo',
    http.get('/NsaApi/Account/GetUserContactInfo', ({ response }) => response(200).json(buildUserContactInfo())),
  ),
  mockFor(
    'setUserContactInfo',
    http.post('/NsaApi/Account/SetUserContactInfo', async ({ request, response }) => {
      const { countryCode: _countryCode, ...changes } = await request.json();
      return response(200).json({ ...buildUserContactInfo(), ...changes });
    }),
  ),
  mockFor(
    'getApiMonthlyUsage',
    http.get('/NsaApi/Account/GetApiMonthlyUsageData', ({ response }) => response(200).json(buildApiMonthlyUsage())),
  ),
  mockFor(
    'generateApiKey',
    http.get('/NsaApi/Account/GetGenerateApiKey', ({ response }) => response(200).json(buildGeneratedApiKey())),
  ),
  mockFor(
    'getReportDesign',
    http.get('/NsaApi/Account/GetReportDesign', ({ response }) =>
      response(200).json({
        ...(savedReportDesigns.get(db.getMockDb()) ?? buildReportDesignSettings()),
        canEdit: mayEditReportDesign(),
      }),
    ),
  ),
  mockFor(
    'saveReportDesign',
    http.post('/NsaApi/Account/SaveReportDesign', async ({ request, response }) => {
      if (!mayEditReportDesign()) {
        return response(403).json({
          statusCode: 403,
          error: 'Forbidden',
          message: 'White-label report designs come with the Professional plan.',
          code: 'WHITE_LABEL_REQUIRED',
        });
      }
      const { countryCode: _countryCode, ...design } = await request.json();
      const saved: ReportDesignSettings = {
        ...design,
        companyName: design.companyName.trim(),
        preparedBy: design.preparedBy.trim(),
        primaryColor: design.primaryColor.toLowerCase(),
        accentColor: design.accentColor.toLowerCase(),
        updatedAt: new Date().toISOString(),
        canEdit: true,
      };
      savedReportDesigns.set(db.getMockDb(), saved);
      return response(200).json(saved);
    }),
  ),
  mockFor(
    'listProjectAlerts',
    http.get('/NsaApi/Account/GetProjectAlerts', ({ response }) => response(200).json(buildAccountProjectAlertList())),
  ),
  mockFor(
    'saveProjectAlert',
    http.post('/NsaApi/Account/SaveProjectAlert', async ({ request, response }) => {
      const { countryCode: _countryCode, ...alert } = await request.json();
      return response(200).json(buildAccountProjectAlert({ ...alert, alertId: alert.alertId ?? db.nextRowId() }));
    }),
  ),
  mockFor(
    'deleteProjectAlert',
    http.get('/NsaApi/Account/DeleteProjectAlert', ({ response }) =>
      response(200).json({ isSuccessful: true, message: null }),
    ),
  ),
  mockFor(
    'submitUncancellationAction',
    http.post('/NsaApi/Account/SubmitUncancellationAction', async ({ request, response }) => {
      const body = await request.json();
      const changes: Partial<Subscription> =
        body.action === 'pause_subscription'
          ? { status: 'paused', nextBillingDate: null, pausedUntil: '2025-08-18', canPause: false }
          : body.action === 'switch_to_annual'
            ? { ...ACTIVE, billingCycle: 'Annually', amount: 396 }
            : ACTIVE;
      return response(200).json(subscriptionAction(body.productId, changes));
    }),
  ),
  mockFor(
    'submitCancellationSurvey',
    http.post('/NsaApi/Account/SubmitCancellationSurvey', ({ response }) =>
      response(200).json({ isSuccessful: true, message: null }),
    ),
  ),
  mockFor(
    'getUserAttribute',
    http.get('/NsaApi/Account/GetUserAttribute', ({ query, response }) => {
      const name = query.get('name') ?? '';
      return response(200).json({ name, value: db.getMockDb().userAttributes.get(name) ?? null });
    }),
  ),
  mockFor(
    'setUserAttribute',
    http.post('/NsaApi/Account/SetUserAttribute', async ({ request, response }) => {
      const body = await request.json();
      db.getMockDb().userAttributes.set(body.name, body.value);
      return response(200).json({ name: body.name, value: body.value });
    }),
  ),
];
