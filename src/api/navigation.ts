/**
 * API calls of the `navigation` tag: Suggestions, search, query lookup, session poll, page pixel and
 * event logging (doc 1 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, getBlob, type JsonBody, post, type Query } from './client';

/**
 * GET /NsaApi/suggest/getdomainsuggestions: Suggest domains for the home search box. Path or payload of our design
 * (x-inferred).
 */
export function getDomainSuggestions(query: Query<'getDomainSuggestions'>): Promise<Data<'getDomainSuggestions'>> {
  return get('/NsaApi/suggest/getdomainsuggestions', { query });
}

/**
 * GET /NsaApi/suggest/getkeywordsuggestions: Suggest keywords for the home search box. Path or payload of our
 * design (x-inferred).
 */
export function getKeywordSuggestions(query: Query<'getKeywordSuggestions'>): Promise<Data<'getKeywordSuggestions'>> {
  return get('/NsaApi/suggest/getkeywordsuggestions', { query });
}

/** GET /home/pixel: Page-view tracking pixel. Path or payload of our design (x-inferred). */
export function getPagePixel(query: Query<'getPagePixel'>): Promise<Blob> {
  return getBlob('/home/pixel', { query });
}

/**
 * GET /NsaApi/suggest/getsuggestions: Suggest domains and keywords for the home search box. Path or payload of our
 * design (x-inferred).
 */
export function getSuggestions(query: Query<'getSuggestions'>): Promise<Data<'getSuggestions'>> {
  return get('/NsaApi/suggest/getsuggestions', { query });
}

/**
 * GET /Endpoints/Search/JsonSearch: Run a search and count it toward the visitor's paywall. Path or payload of our
 * design (x-inferred).
 */
export function jsonSearch(query: Query<'jsonSearch'>): Promise<Data<'jsonSearch'>> {
  return get('/Endpoints/Search/JsonSearch', { query });
}

/** GET /endpoints/accountapi/performloggedineventlogging: Log a missed search for a logged-in user. */
export function logLoggedInEvent(query: Query<'logLoggedInEvent'>): Promise<Data<'logLoggedInEvent'>> {
  return get('/endpoints/accountapi/performloggedineventlogging', { query });
}

/**
 * GET /NsaApi/Search/QueryLookup: Resolve a query to a term, URL or domain. Path or payload of our design
 * (x-inferred).
 */
export function lookupQuery(query: Query<'lookupQuery'>): Promise<Data<'lookupQuery'>> {
  return get('/NsaApi/Search/QueryLookup', { query });
}

/** GET /endpoints/poll: Check the session (60-second heartbeat). */
export function pollSession(): Promise<Data<'pollSession'>> {
  return get('/endpoints/poll');
}

/** POST /endpoints/poll: Report activity and check the session. Path or payload of our design (x-inferred). */
export function sendSessionHeartbeat(body?: JsonBody<'sendSessionHeartbeat'>): Promise<Data<'sendSessionHeartbeat'>> {
  return post('/endpoints/poll', body);
}
