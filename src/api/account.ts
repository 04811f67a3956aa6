/**
 * API calls of the `account` tag: The account endpoints under /Endpoints/AccountApi: active state,
 * sessions, profile (doc 1 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, type JsonBody, post, type Query } from './client';

/** GET /Endpoints/AccountApi/AcceptTermsOfService: Record that the user accepted the terms of service. */
export function acceptTermsOfService(): Promise<Data<'acceptTermsOfService'>> {
  return get('/Endpoints/AccountApi/AcceptTermsOfService');
}

/** POST /Endpoints/AccountApi/JsonChangeDisplayName: Change the display name. */
export function changeDisplayName(body: JsonBody<'changeDisplayName'>): Promise<Data<'changeDisplayName'>> {
  return post('/Endpoints/AccountApi/JsonChangeDisplayName', body);
}

/** POST /Endpoints/AccountApi/JsonChangeEmail: Change the login e-mail. */
export function changeEmail(body: JsonBody<'changeEmail'>): Promise<Data<'changeEmail'>> {
  return post('/Endpoints/AccountApi/JsonChangeEmail', body);
}

/** POST /Endpoints/AccountApi/JsonChangePassword: Change the password. */
export function changePassword(body: JsonBody<'changePassword'>): Promise<Data<'changePassword'>> {
  return post('/Endpoints/AccountApi/JsonChangePassword', body);
}

/**
 * POST /Endpoints/AccountApi/JsonChangePaymentInfo: Replace the card on file. Path or payload of our design
 * (x-inferred).
 */
export function changePaymentInfo(body: JsonBody<'changePaymentInfo'>): Promise<Data<'changePaymentInfo'>> {
  return post('/Endpoints/AccountApi/JsonChangePaymentInfo', body);
}

/** POST /Endpoints/AccountApi/JsonForgotPassword: Send a password-reset e-mail. */
export function forgotPassword(body: JsonBody<'forgotPassword'>): Promise<Data<'forgotPassword'>> {
  return post('/Endpoints/AccountApi/JsonForgotPassword', body);
}

/**
 * GET /Endpoints/AccountApi/GetAccountInfo: Get the account settings data. Path or payload of our design
 * (x-inferred).
 */
export function getAccountInfo(): Promise<Data<'getAccountInfo'>> {
  return get('/Endpoints/AccountApi/GetAccountInfo');
}

/**
 * GET /Endpoints/AccountApi/getactivestate: Load the active user, tracking and environment state. Path or payload
 * of our design (x-inferred).
 */
export function getActiveState(): Promise<Data<'getActiveState'>> {
  return get('/Endpoints/AccountApi/getactivestate');
}

/**
 * GET /Endpoints/AccountApi/GetSessionInfo: Get the caller's session standing. Path or payload of our design
 * (x-inferred).
 */
export function getSessionInfo(): Promise<Data<'getSessionInfo'>> {
  return get('/Endpoints/AccountApi/GetSessionInfo');
}

/**
 * GET /Endpoints/AccountApi/GetUserApiInfo: Get the user's API key and row allowance. Path or payload of our
 * design (x-inferred).
 */
export function getUserApiInfo(): Promise<Data<'getUserApiInfo'>> {
  return get('/Endpoints/AccountApi/GetUserApiInfo');
}

/**
 * GET /Endpoints/AccountApi/GetSendReceipt: E-mail a receipt to the account's receipt addresses. Path or payload
 * of our design (x-inferred).
 */
export function sendReceipt(query: Query<'sendReceipt'>): Promise<Data<'sendReceipt'>> {
  return get('/Endpoints/AccountApi/GetSendReceipt', { query });
}

/**
 * POST /Endpoints/AccountApi/SetActiveSession: Make the caller's session the active one. Path or payload of our
 * design (x-inferred).
 */
export function setActiveSession(body: JsonBody<'setActiveSession'>): Promise<Data<'setActiveSession'>> {
  return post('/Endpoints/AccountApi/SetActiveSession', body);
}
