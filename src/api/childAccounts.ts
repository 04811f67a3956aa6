/**
 * API calls of the `child-accounts` tag: Team (child) accounts and their sessions (doc 1 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, del, get, type JsonBody, type PathParams, post, type Query } from './client';

/** POST /endpoints/childaccount: Add team (child) accounts by e-mail and bill for them. */
export function addChildAccounts(body: JsonBody<'addChildAccounts'>): Promise<Data<'addChildAccounts'>> {
  return post('/endpoints/childaccount', body);
}

/**
 * GET /endpoints/childaccount/billamount: Get the current bill amount for the team members. Path or payload of our
 * design (x-inferred).
 */
export function getChildAccountBillAmount(): Promise<Data<'getChildAccountBillAmount'>> {
  return get('/endpoints/childaccount/billamount');
}

/** GET /endpoints/childaccount: List the team (child) accounts. Path or payload of our design (x-inferred). */
export function listChildAccounts(): Promise<Data<'listChildAccounts'>> {
  return get('/endpoints/childaccount');
}

/**
 * GET /Endpoints/ChildAccount/ListSessions: List the active sessions of the account and its team members. Path or
 * payload of our design (x-inferred).
 */
export function listChildSessions(): Promise<Data<'listChildSessions'>> {
  return get('/Endpoints/ChildAccount/ListSessions');
}

/** GET /endpoints/childaccount/previewbill: Preview the bill for adding team members. */
export function previewChildAccountBill(
  query: Query<'previewChildAccountBill'>,
): Promise<Data<'previewChildAccountBill'>> {
  return get('/endpoints/childaccount/previewbill', { query });
}

/** DELETE /endpoints/childaccount/{id}: Remove a team (child) account. */
export function removeChildAccount(id: PathParams<'removeChildAccount'>['id']): Promise<Data<'removeChildAccount'>> {
  return del('/endpoints/childaccount/{id}', { path: { id } });
}

/**
 * POST /Endpoints/ChildAccount/RemoveSessions: End sessions of the account or its team members. Path or payload of
 * our design (x-inferred).
 */
export function removeChildSessions(body: JsonBody<'removeChildSessions'>): Promise<Data<'removeChildSessions'>> {
  return post('/Endpoints/ChildAccount/RemoveSessions', body);
}
