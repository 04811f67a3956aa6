/**
 * Google authorisation for the Google Sheets export. With GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET
 * set, the code from Google sign-in is exchanged for tokens at GOOGLE_TOKEN_URL (the OAuth 2.0
 * authorization-code grant); without them the code is kept as given, so the flow works end to end
 * in development.
 */
import type { ServerConfig } from './config';
import type { Db } from './db';

/**
 * The redirect URI of the exchange. The client gets its code from Google's JavaScript popup
 * (Google Identity Services, ux_mode "popup"), for which Google expects the literal 'postmessage'.
 */
export const GOOGLE_REDIRECT_URI = 'postmessage';
/** How long the exchange may take before we give up on Google. */
export const GOOGLE_EXCHANGE_TIMEOUT_MS = 10_000;

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string | null;
  /** ISO time the access token expires; null when unknown. */
  expiresAt: string | null;
  /** The Google account's e-mail (from the ID token, when Google sent one). */
  googleEmail: string | null;
}

/**
 * The exchange failed. `rejected`: Google refused the code (a 4xx: expired, already used, or for
 * another client) — the caller's input is at fault. Otherwise Google could not be reached or
 * answered something unusable.
 */
export class GoogleExchangeError extends Error {
  readonly rejected: boolean;
  constructor(message: string, rejected: boolean) {
    super(message);
    this.rejected = rejected;
  }
}

export function isGoogleExchangeConfigured(config: ServerConfig): boolean {
  return Boolean(config.google.clientId && config.google.clientSecret);
}

/** The authorisation to store for a code: Google's tokens when configured, else the code itself. */
export async function authorizeGoogleCode(config: ServerConfig, code: string, now = Date.now()): Promise<GoogleTokens> {
  if (!isGoogleExchangeConfigured(config)) {
    return { accessToken: code, refreshToken: null, expiresAt: null, googleEmail: null };
  }
  return exchangeGoogleCode(config, code, now);
}

interface TokenResponse {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  id_token?: unknown;
}

export async function exchangeGoogleCode(config: ServerConfig, code: string, now = Date.now()): Promise<GoogleTokens> {
  const form = new URLSearchParams({
    code,
    client_id: config.google.clientId ?? '',
    client_secret: config.google.clientSecret ?? '',
    redirect_uri: GOOGLE_REDIRECT_URI,
    grant_type: 'authorization_code',
  });
  let response: Response;
  try {
    response = await fetch(config.google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(GOOGLE_EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GoogleExchangeError(`Google token endpoint unreachable: ${String(error)}`, false);
  }
  if (response.status >= 400 && response.status < 500) {
    throw new GoogleExchangeError(`Google refused the code (${response.status})`, true);
  }
  let body: TokenResponse;
  try {
    body = (await response.json()) as TokenResponse;
  } catch {
    throw new GoogleExchangeError(`Google answered ${response.status} without JSON`, false);
  }
  if (!response.ok || typeof body.access_token !== 'string' || body.access_token === '') {
    throw new GoogleExchangeError(`Google answered ${response.status} without an access token`, false);
  }
  const expiresIn = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : null;
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' && body.refresh_token !== '' ? body.refresh_token : null,
    expiresAt: expiresIn === null ? null : new Date(now + expiresIn * 1000).toISOString(),
    googleEmail: typeof body.id_token === 'string' ? emailFromIdToken(body.id_token) : null,
  };
}

/**
 * The e-mail claim of an ID token. It came straight from Google's token endpoint over TLS, so
 * (as OpenID Connect allows for this case) its signature need not be checked; it is only shown.
 */
export function emailFromIdToken(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      email?: unknown;
      email_verified?: unknown;
    };
    if (typeof claims.email !== 'string' || claims.email_verified === false) return null;
    return claims.email.length <= 254 ? claims.email : null;
  } catch {
    return null;
  }
}

/** The user's stored Google authorisation, if any. */
export function googleAuthorizationOf(db: Db, userId: number) {
  return db.kysely
    .selectFrom('google_authorizations')
    .select(['refresh_token', 'expires_at', 'google_email'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** An authorisation that can still be used: Google gave a refresh token, or the access token has not expired. */
export function isGoogleAuthorized(
  row: { refresh_token: string | null; expires_at: string | null } | undefined,
  now = new Date().toISOString(),
): boolean {
  return row !== undefined && (row.refresh_token !== null || row.expires_at === null || row.expires_at > now);
}
