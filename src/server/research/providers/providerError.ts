import type { ProviderName } from './types';

/**
 * Why a provider call gave no results page:
 * - auth: the credentials were refused (fix the configuration; retrying will not help)
 * - invalid-request: the provider refused a field of the request (a bug or an unsupported value)
 * - rate-limited: too many requests for now (retry later)
 * - out-of-credit: the account's balance, quota or cost limit is used up (top it up)
 * - server: the provider or the search engine behind it failed (retry later)
 * - network: no answer arrived: unreachable, connection dropped or timed out (retry later)
 * - malformed-answer: an answer arrived that is not the documented shape
 */
export const PROVIDER_ERROR_KINDS = [
  'auth',
  'invalid-request',
  'rate-limited',
  'out-of-credit',
  'server',
  'network',
  'malformed-answer',
] as const;
export type ProviderErrorKind = (typeof PROVIDER_ERROR_KINDS)[number];

/** The kinds a later attempt may cure without anyone changing anything. */
const TRANSIENT_KINDS: readonly ProviderErrorKind[] = ['rate-limited', 'server', 'network'];

/** The longest piece of a provider's own message kept in ours (they can be long HTML pages). */
const MAX_PROVIDER_MESSAGE_LENGTH = 200;

export interface ProviderErrorDetails {
  /** The HTTP status, when an answer arrived. */
  httpStatus?: number;
  /** The provider's own status code (DataForSEO's 40501), when it gave one. */
  providerCode?: number;
}

/**
 * A failed provider call. Its message never holds a credential: adapters build it from the
 * provider's name, the status and the provider's own message with every secret removed.
 */
export class ProviderError extends Error {
  readonly provider: ProviderName;
  readonly kind: ProviderErrorKind;
  readonly httpStatus: number | null;
  readonly providerCode: number | null;

  constructor(provider: ProviderName, kind: ProviderErrorKind, message: string, details: ProviderErrorDetails = {}) {
    super(`${provider}: ${kind}: ${message}`);
    this.name = 'ProviderError';
    this.provider = provider;
    this.kind = kind;
    this.httpStatus = details.httpStatus ?? null;
    this.providerCode = details.providerCode ?? null;
  }

  /** Whether the job queue should try again later. */
  get transient(): boolean {
    return TRANSIENT_KINDS.includes(this.kind);
  }
}

/**
 * What an HTTP status other than 200 means, as every provider documents it: the credentials
 * (401, 403), the rate (429), the request (400, 404), the provider (5xx). Which answers mean the
 * credits are used up differs (an own status, or a message under 400 or 429), so the adapter tells.
 */
export function httpFailureKind(status: number, outOfCredit: boolean): ProviderErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (outOfCredit) return 'out-of-credit';
  if (status === 429) return 'rate-limited';
  if (status === 400 || status === 404) return 'invalid-request';
  if (status >= 500) return 'server';
  return 'malformed-answer';
}

/** A provider's message made safe to keep: secrets removed, whitespace collapsed, length capped. */
export function providerMessage(text: unknown, secrets: readonly string[]): string {
  let message = typeof text === 'string' ? text : '';
  for (const secret of secrets) if (secret !== '') message = message.split(secret).join('[redacted]');
  message = message.replace(/\s+/g, ' ').trim();
  return message.length > MAX_PROVIDER_MESSAGE_LENGTH ? `${message.slice(0, MAX_PROVIDER_MESSAGE_LENGTH)}…` : message;
}
