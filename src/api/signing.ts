/**
 * Request signing for scraper-token tracking (doc 1 §7, doc 2 §7: "When scraper-token tracking is on,
 * these requests carry a signature header and a date header"). The spec names the headers' purpose
 * only; the scheme is our design:
 *
 * - `X-Rs-Date`: the moment of signing as an ISO 8601 timestamp (`Date.prototype.toISOString()`).
 * - `X-Rs-Signature`: lowercase hex HMAC-SHA256 over `${METHOD}\n${path}\n${date}`, where METHOD is
 *   the upper-case HTTP method, path the URL path as sent (no query string, no origin) and date the
 *   `X-Rs-Date` value. The key is the per-session scraper token the server hands out with the
 *   tracking data (UTF-8 bytes of the token string).
 *
 * The server recomputes the HMAC with the session's token and rejects stale dates. Web Crypto only
 * (crypto.subtle), so it runs in browsers and in Node alike.
 */

export const SIGNATURE_HEADER = 'X-Rs-Signature';
export const DATE_HEADER = 'X-Rs-Date';

/** The exact text that is signed. */
export function signingInput(method: string, path: string, date: string): string {
  return `${method.toUpperCase()}\n${path}\n${date}`;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hex HMAC-SHA256 of `message` under `key` (both UTF-8). */
export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** The two headers for one request. `now` is injectable for tests. */
export async function signatureHeaders(
  key: string,
  method: string,
  path: string,
  now: Date = new Date(),
): Promise<Record<typeof SIGNATURE_HEADER | typeof DATE_HEADER, string>> {
  const date = now.toISOString();
  return {
    [DATE_HEADER]: date,
    [SIGNATURE_HEADER]: await hmacSha256Hex(key, signingInput(method, path, date)),
  };
}
