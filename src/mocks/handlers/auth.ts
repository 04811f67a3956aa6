/** Login, registration, logout, password reset and Google authorisation (doc 1 §7), on the mock session. */
import { validatePassword } from '../../lib/validators';
import * as db from '../db';
import { validationError } from '../errors';
import { buildGoogleAuthStatus, buildLoginFailure, buildResetTokenStatus } from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';

const weakPassword = (field: string, password: string) =>
  validationError([{ field, message: validatePassword(password) ?? '' }]);
/** The mock's word for a link it cannot use (the server's differ by the reason: used, expired, unknown). */
const RESET_LINK_UNUSABLE = 'This password reset link is not valid. Please request a new one.';
const isWeak = (password: string) => validatePassword(password) !== null;

export const authHandlers = [
  mockFor(
    'login',
    http.post('/auth/login', async ({ request, response }) => {
      const body = await request.json();
      const account = db.findAccount(body.username);
      if (!account || account.password !== body.password) return response(401).json(buildLoginFailure());
      const user = db.logIn(account);
      return response(200).json({ isSuccessful: true, returnUrl: body.returnUrl ?? null, user });
    }),
  ),
  mockFor(
    'logout',
    http.post('/auth/logout', ({ response }) => {
      db.logOut();
      return response(200).json({ isSuccessful: true });
    }),
  ),
  mockFor(
    'registerJson',
    http.post('/auth/registerjson', async ({ request, response }) => {
      const body = await request.json();
      if (isWeak(body.password)) return response(400).json(weakPassword('body.password', body.password));
      if (db.findAccount(body.email)) return response(409).json(db.duplicateEmailFailure());
      const user = db.register(body.email, body.password, body.name);
      return response(200).json({ isSuccessful: true, errors: [], user });
    }),
  ),
  mockFor(
    'registerFreeAccount',
    http.post('/auth/registerfreeaccount', async ({ request, response }) => {
      const body = await request.json();
      if (isWeak(body.password)) return response(400).json(weakPassword('body.password', body.password));
      if (db.findAccount(body.email)) return response(409).json(db.duplicateEmailFailure());
      const user = db.register(body.email, body.password);
      return response(200).json({ isSuccessful: true, errors: [], user });
    }),
  ),
  mockFor(
    'registerFreeAccountOrLogin',
    http.post('/auth/registerfreeaccountorlogin', async ({ request, response }) => {
      const body = await request.json();
      const account = db.findAccount(body.email);
      if (account) {
        if (account.password !== body.password) return response(401).json(buildLoginFailure());
        const user = db.logIn(account);
        return response(200).json({ isSuccessful: true, errors: [], wasExistingAccount: true, user });
      }
      if (isWeak(body.password)) return response(400).json(weakPassword('body.password', body.password));
      const user = db.register(body.email, body.password);
      return response(200).json({ isSuccessful: true, errors: [], wasExistingAccount: false, user });
    }),
  ),
  mockFor(
    'checkPasswordResetToken',
    http.get('/auth/resetpassword', ({ query, response }) =>
      response(200).json(
        query.get('token') === db.MOCK_UNUSABLE_RESET_TOKEN ? { isValid: false, email: null } : buildResetTokenStatus(),
      ),
    ),
  ),
  mockFor(
    'resetPassword',
    http.post('/auth/resetpassword', async ({ request, response }) => {
      const body = await request.json();
      if (isWeak(body.newPassword)) return response(400).json(weakPassword('body.newPassword', body.newPassword));
      if (!db.applyResetLink(body.token, body.newPassword)) {
        return response(400).json(validationError([{ field: 'body.token', message: RESET_LINK_UNUSABLE }]));
      }
      return response(200).json({ isSuccessful: true });
    }),
  ),
  mockFor(
    'setGoogleToken',
    http.post('/auth/setgoogletoken', ({ response }) => response(200).json({ isSuccessful: true })),
  ),
  mockFor(
    'revokeGoogleToken',
    http.post('/auth/revokegoogletoken', ({ response }) => response(200).json({ isSuccessful: true })),
  ),
  mockFor(
    'checkGoogleAuth',
    http.post('/auth/checkgoogleauth', ({ response }) => response(200).json(buildGoogleAuthStatus())),
  ),
];
