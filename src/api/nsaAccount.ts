/**
 * API calls of the `nsa-account` tag: The account endpoints under /NsaApi/Account: billing,
 * subscriptions, receipts, API usage, alerts, requested keywords (doc 1 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, type JsonBody, post, type Query } from './client';

/** POST /NsaApi/Account/AddRequestedKeywords: Request keywords to be added to the research database. */
export function addRequestedKeywords(body: JsonBody<'addRequestedKeywords'>): Promise<Data<'addRequestedKeywords'>> {
  return post('/NsaApi/Account/AddRequestedKeywords', body);
}

/** GET /NsaApi/Account/GetCancelSubscription: Cancel a subscription. */
export function cancelSubscription(query: Query<'cancelSubscription'>): Promise<Data<'cancelSubscription'>> {
  return get('/NsaApi/Account/GetCancelSubscription', { query });
}

/** GET /NsaApi/Account/DeleteProjectAlert: Delete a project alert. */
export function deleteProjectAlert(query: Query<'deleteProjectAlert'>): Promise<Data<'deleteProjectAlert'>> {
  return get('/NsaApi/Account/DeleteProjectAlert', { query });
}

/** GET /NsaApi/Account/GetGenerateApiKey: Generate a new API key. Path or payload of our design (x-inferred). */
export function generateApiKey(query?: Query<'generateApiKey'>): Promise<Data<'generateApiKey'>> {
  return get('/NsaApi/Account/GetGenerateApiKey', { query });
}

/**
 * GET /NsaApi/Account/GetApiMonthlyUsageData: Get API rows used per month. Path or payload of our design
 * (x-inferred).
 */
export function getApiMonthlyUsage(query?: Query<'getApiMonthlyUsage'>): Promise<Data<'getApiMonthlyUsage'>> {
  return get('/NsaApi/Account/GetApiMonthlyUsageData', { query });
}

/** GET /NsaApi/Account/GetBillingInfo: Get the billing info for the account and its team. */
export function getBillingInfo(query?: Query<'getBillingInfo'>): Promise<Data<'getBillingInfo'>> {
  return get('/NsaApi/Account/GetBillingInfo', { query });
}

/**
 * GET /NsaApi/Account/GetEmailAddresses: Get the extra addresses that receive receipts and notices. Path or
 * payload of our design (x-inferred).
 */
export function getEmailAddresses(query?: Query<'getEmailAddresses'>): Promise<Data<'getEmailAddresses'>> {
  return get('/NsaApi/Account/GetEmailAddresses', { query });
}

/** GET /NsaApi/Account/GetReceipt: Get one receipt. Path or payload of our design (x-inferred). */
export function getReceipt(query: Query<'getReceipt'>): Promise<Data<'getReceipt'>> {
  return get('/NsaApi/Account/GetReceipt', { query });
}

/**
 * GET /NsaApi/Account/GetRequestedKeywords: List the keywords the user asked us to add to the database. Path or
 * payload of our design (x-inferred).
 */
export function getRequestedKeywords(query?: Query<'getRequestedKeywords'>): Promise<Data<'getRequestedKeywords'>> {
  return get('/NsaApi/Account/GetRequestedKeywords', { query });
}

/**
 * GET /NsaApi/Account/GetRequestedKeywordStatusCounts: Count requested keywords by status. Path or payload of our
 * design (x-inferred).
 */
export function getRequestedKeywordStatusCounts(
  query?: Query<'getRequestedKeywordStatusCounts'>,
): Promise<Data<'getRequestedKeywordStatusCounts'>> {
  return get('/NsaApi/Account/GetRequestedKeywordStatusCounts', { query });
}

/** GET /NsaApi/Account/GetUserAttribute: Read a per-user attribute. */
export function getUserAttribute(query: Query<'getUserAttribute'>): Promise<Data<'getUserAttribute'>> {
  return get('/NsaApi/Account/GetUserAttribute', { query });
}

/**
 * GET /NsaApi/Account/GetUserContactInfo: Get the user's contact (billing address) details. Path or payload of our
 * design (x-inferred).
 */
export function getUserContactInfo(query?: Query<'getUserContactInfo'>): Promise<Data<'getUserContactInfo'>> {
  return get('/NsaApi/Account/GetUserContactInfo', { query });
}

/**
 * GET /NsaApi/Account/GetProjectAlerts: List the user's project alerts. Path or payload of our design
 * (x-inferred).
 */
export function listProjectAlerts(query?: Query<'listProjectAlerts'>): Promise<Data<'listProjectAlerts'>> {
  return get('/NsaApi/Account/GetProjectAlerts', { query });
}

/** GET /NsaApi/Account/GetReceiptsList: List the account's receipts. Path or payload of our design (x-inferred). */
export function listReceipts(query?: Query<'listReceipts'>): Promise<Data<'listReceipts'>> {
  return get('/NsaApi/Account/GetReceiptsList', { query });
}

/**
 * GET /NsaApi/Account/GetSubscriptionList: List the account's subscriptions. Path or payload of our design
 * (x-inferred).
 */
export function listSubscriptions(query?: Query<'listSubscriptions'>): Promise<Data<'listSubscriptions'>> {
  return get('/NsaApi/Account/GetSubscriptionList', { query });
}

/** GET /NsaApi/Account/GetPauseSubscription: Pause a subscription. */
export function pauseSubscription(query: Query<'pauseSubscription'>): Promise<Data<'pauseSubscription'>> {
  return get('/NsaApi/Account/GetPauseSubscription', { query });
}

/** GET /NsaApi/Account/GetReactivateSubscription: Reactivate a cancelled subscription. */
export function reactivateSubscription(
  query: Query<'reactivateSubscription'>,
): Promise<Data<'reactivateSubscription'>> {
  return get('/NsaApi/Account/GetReactivateSubscription', { query });
}

/**
 * POST /NsaApi/Account/SaveProjectAlert: Create or update a project alert. Path or payload of our design
 * (x-inferred).
 */
export function saveProjectAlert(body: JsonBody<'saveProjectAlert'>): Promise<Data<'saveProjectAlert'>> {
  return post('/NsaApi/Account/SaveProjectAlert', body);
}

/**
 * GET /NsaApi/Account/SetEmailAddresses: Replace the extra addresses that receive receipts and notices. Path or
 * payload of our design (x-inferred).
 */
export function setEmailAddresses(query?: Query<'setEmailAddresses'>): Promise<Data<'setEmailAddresses'>> {
  return get('/NsaApi/Account/SetEmailAddresses', { query });
}

/** POST /NsaApi/Account/SetUserAttribute: Write a per-user attribute. */
export function setUserAttribute(body: JsonBody<'setUserAttribute'>): Promise<Data<'setUserAttribute'>> {
  return post('/NsaApi/Account/SetUserAttribute', body);
}

/**
 * POST /NsaApi/Account/SetUserContactInfo: Save the user's contact (billing address) details. Path or payload of
 * our design (x-inferred).
 */
export function setUserContactInfo(body: JsonBody<'setUserContactInfo'>): Promise<Data<'setUserContactInfo'>> {
  return post('/NsaApi/Account/SetUserContactInfo', body);
}

/**
 * POST /NsaApi/Account/SubmitCancellationSurvey: Submit the cancellation survey. Path or payload of our design
 * (x-inferred).
 */
export function submitCancellationSurvey(
  body: JsonBody<'submitCancellationSurvey'>,
): Promise<Data<'submitCancellationSurvey'>> {
  return post('/NsaApi/Account/SubmitCancellationSurvey', body);
}

/**
 * POST /NsaApi/Account/SubmitUncancellationAction: Accept an offer instead of cancelling. Path or payload of our
 * design (x-inferred).
 */
export function submitUncancellationAction(
  body: JsonBody<'submitUncancellationAction'>,
): Promise<Data<'submitUncancellationAction'>> {
  return post('/NsaApi/Account/SubmitUncancellationAction', body);
}

/** GET /NsaApi/Account/GetUnpauseSubscription: Resume a paused subscription. */
export function unpauseSubscription(query: Query<'unpauseSubscription'>): Promise<Data<'unpauseSubscription'>> {
  return get('/NsaApi/Account/GetUnpauseSubscription', { query });
}
