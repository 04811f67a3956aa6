/**
 * GET /Endpoints/AccountApi/getactivestate with a plain `fetch`: the app's first call (the guard
 * chain waits for it before the first page), sent from the entry without the HTTP client's chunk
 * (./client.ts, openapi-fetch), which loads later with the first screen that needs it. The same
 * request as the client's `getActiveState` (./account.ts): the CSRF header, and the token of the
 * answer kept for the calls that follow (./requestContext.ts). The operation is neither an /NsaApi
 * call (no countryCode, no signature) nor one the scraper-token flag repeats (a repeat would reload
 * this same state). A non-2xx answer rejects with the client's ApiError, as every call does.
 *
 * The server writes the visitor's answer into the app page it sends (src/server/spa.ts, a
 * `<script type="application/json">` data block: nothing runs from it), so the first call takes it
 * from there, without a round trip; the element goes with it, and every later call asks the server.
 */
import type { Data } from './client';
import { apiBaseUrl, CSRF_HEADER, readCsrfToken, rememberCsrfToken } from './requestContext';
import type { paths } from './schema.gen';

export const ACTIVE_STATE_PATH = '/Endpoints/AccountApi/getactivestate' satisfies keyof paths;
/** The id of the page's data block holding the server's getactivestate answer for this visitor. */
export const EMBEDDED_ACTIVE_STATE_ID = 'rs-active-state';

export async function getActiveState(): Promise<Data<'getActiveState'>> {
  // The answer the server wrote into the page, taken once: the element goes with it.
  const embedded = globalThis.document?.getElementById(EMBEDDED_ACTIVE_STATE_ID);
  if (embedded) {
    embedded.remove();
    try {
      return JSON.parse(embedded.textContent ?? '') as Data<'getActiveState'>;
    } catch {
      // Not an answer after all: the server is asked.
    }
  }
  const csrf = readCsrfToken();
  // Late-bound, as the client's: a fetch patched after start-up (MSW, tests) is the one used.
  const response = await globalThis.fetch(`${apiBaseUrl()}${ACTIVE_STATE_PATH}`, {
    headers: csrf ? { [CSRF_HEADER]: csrf } : {},
  });
  rememberCsrfToken(response);
  if (response.ok) return (await response.json()) as Data<'getActiveState'>;
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A body that is not JSON stays text, as the client reads it.
  }
  const { ApiError } = await import('./client');
  throw ApiError.fromResponse(response, body);
}
