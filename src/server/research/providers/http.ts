/**
 * The one HTTP call an adapter makes: global fetch with a deadline, no retries. What comes back is
 * the status and the parsed JSON body (undefined when the body is not JSON); the adapter decides
 * what that means. A request that gets no answer becomes a ProviderError of kind 'network' whose
 * message names no URL (SerpApi and ValueSERP carry the key in the query string).
 */
import { ProviderError } from './providerError';
import type { ProviderCost, ProviderName } from './types';

/**
 * How long one provider request may take. DataForSEO's live mode gives up on its side after 120 s
 * (its status 50401), so we wait a little longer than that; the others answer in seconds.
 */
export const PROVIDER_REQUEST_TIMEOUT_MS = 125_000;

export interface ProviderRequest {
  provider: ProviderName;
  url: URL;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs: number;
}

export interface ProviderAnswer {
  status: number;
  /** The parsed body, or undefined when it was not JSON. */
  json: unknown;
}

export async function requestProvider(request: ProviderRequest): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new ProviderError(request.provider, 'network', networkReason(error, request.timeoutMs));
  }
  return { status: response.status, json: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Why no answer came, without the URL: a timeout, or the system error code (ECONNREFUSED…). */
function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  return code ? `request failed (${code})` : 'request failed';
}

/** An endpoint under a configured base URL, keeping any path the base has (a proxy prefix). */
export function endpoint(baseUrl: string, path: string): URL {
  return new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
}

/** A JSON object, or null for anything else. */
export function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A positive whole number, or null. */
export function asPosition(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
}

export function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A charge the answer reported, in the provider's unit, or null when it reported none. */
export function asCost(value: unknown, unit: ProviderCost['unit']): ProviderCost | null {
  const amount = asNumber(value);
  return amount === null ? null : { amount, unit };
}

/** An absolute http(s) URL, or null. */
export function asHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
