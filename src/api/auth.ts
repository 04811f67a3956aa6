/**
 * API calls of the `auth` tag: Login, registration, logout, password reset and Google authorisation
 * (doc 1 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, type JsonBody, post, type Query } from './client';

/**
 * POST /auth/checkgoogleauth: Check whether the user has a valid Google authorisation. Path or payload of our
 * design (x-inferred).
 */
export function checkGoogleAuth(): Promise<Data<'checkGoogleAuth'>> {
  return post('/auth/checkgoogleauth');
}

/**
 * GET /auth/resetpassword: Check a password-reset token before showing the new-password form. Path or payload of
 * our design (x-inferred).
 */
export function checkPasswordResetToken(
  query: Query<'checkPasswordResetToken'>,
): Promise<Data<'checkPasswordResetToken'>> {
  return get('/auth/resetpassword', { query });
}

/** POST /auth/login: Log in with username and password. */
export function login(body: JsonBody<'login'>): Promise<Data<'login'>> {
  return post('/auth/login', body);
}

/** POST /auth/logout: End the caller's session. Path or payload of our design (x-inferred). */
export function logout(): Promise<Data<'logout'>> {
  return post('/auth/logout');
}

/** POST /auth/registerfreeaccount: Create a free account (no credit card). */
export function registerFreeAccount(body: JsonBody<'registerFreeAccount'>): Promise<Data<'registerFreeAccount'>> {
  return post('/auth/registerfreeaccount', body);
}

/**
 * POST /auth/registerfreeaccountorlogin: Create a free account, or log in if the e-mail already has one. Path or
 * payload of our design (x-inferred).
 */
export function registerFreeAccountOrLogin(
  body: JsonBody<'registerFreeAccountOrLogin'>,
): Promise<Data<'registerFreeAccountOrLogin'>> {
  return post('/auth/registerfreeaccountorlogin', body);
}

/** POST /auth/registerjson: Create an account (general JSON sign-up). Path or payload of our design (x-inferred). */
export function registerJson(body: JsonBody<'registerJson'>): Promise<Data<'registerJson'>> {
  return post('/auth/registerjson', body);
}

/**
 * POST /auth/resetpassword: Set a new password with the token from the forgot-password e-mail. Path or payload of
 * our design (x-inferred).
 */
export function resetPassword(body: JsonBody<'resetPassword'>): Promise<Data<'resetPassword'>> {
  return post('/auth/resetpassword', body);
}

/** POST /auth/revokegoogletoken: Remove the user's Google authorisation. */
export function revokeGoogleToken(): Promise<Data<'revokeGoogleToken'>> {
  return post('/auth/revokegoogletoken');
}

/** POST /auth/setgoogletoken: Store the Google authorisation code (Google Sheets export). */
export function setGoogleToken(body: JsonBody<'setGoogleToken'>): Promise<Data<'setGoogleToken'>> {
  return post('/auth/setgoogletoken', body);
}
