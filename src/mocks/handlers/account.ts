/** The account endpoints under /Endpoints/AccountApi (doc 1 §7), on the mock session. */
import { TEXT } from '../../lib/spec/text';
import { validatePassword } from '../../lib/validators';
import * as db from '../db';
import { errorBody, validationError } from '../errors';
import {
  buildAccountInfo,
  buildChangePaymentInfoResult,
  buildSendReceiptResult,
  buildSessionInfo,
  buildUserApiInfo,
} from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';
import { cardTypeOf } from './cards';

const sessionInfo = () => {
  const { user } = db.getMockDb();
  return buildSessionInfo({
    ...(user.sessionId ? { sessionId: user.sessionId } : {}),
    isTooManyActiveSessions: user.isTooManyActiveSessions,
    activeSessionCount: db.ownSessionCount(),
    maxActiveSessions: user.roles.includes('infinitelogin') ? null : db.MOCK_MAX_ACTIVE_SESSIONS,
  });
};

export const accountHandlers = [
  mockFor(
    'getActiveState',
    http.get('/Endpoints/AccountApi/getactivestate', ({ response }) => {
      const { user, tracking, environment } = db.getMockDb();
      return response(200).json({ user, tracking, environment });
    }),
  ),
  mockFor(
    'getSessionInfo',
    http.get('/Endpoints/AccountApi/GetSessionInfo', ({ response }) => response(200).json(sessionInfo())),
  ),
  mockFor(
    'setActiveSession',
    http.post('/Endpoints/AccountApi/SetActiveSession', async ({ request, response }) => {
      const body = await request.json();
      const mock = db.getMockDb();
      // The kept session stays; the login's other sessions end (as many as the limit needs, here all).
      db.endSessions(
        mock.sessions
          .filter((s) => s.userId === mock.user.userId && s.sessionId !== body.sessionId)
          .map((s) => s.sessionId),
      );
      mock.user = { ...mock.user, sessionId: body.sessionId };
      return response(200).json(sessionInfo());
    }),
  ),
  mockFor(
    'changeDisplayName',
    http.post('/Endpoints/AccountApi/JsonChangeDisplayName', async ({ request, response }) => {
      const body = await request.json();
      const mock = db.getMockDb();
      mock.user = { ...mock.user, name: body.newDisplayName };
      return response(200).json({ isSuccessful: true, errors: [] });
    }),
  ),
  mockFor(
    'changeEmail',
    http.post('/Endpoints/AccountApi/JsonChangeEmail', async ({ request, response }) => {
      const body = await request.json();
      const mock = db.getMockDb();
      if (db.findAccount(body.newEmail)) {
        return response(409).json(errorBody(409, TEXT.duplicateEmail, 'DuplicateEmail'));
      }
      // A child account changes its own (child) e-mail (doc 1 §6).
      mock.user = mock.user.isChildAccount
        ? { ...mock.user, childUserEmail: body.newEmail }
        : { ...mock.user, email: body.newEmail, username: body.newEmail };
      return response(200).json({ isSuccessful: true, email: body.newEmail });
    }),
  ),
  mockFor(
    'changePassword',
    http.post('/Endpoints/AccountApi/JsonChangePassword', async ({ request, response }) => {
      const body = await request.json();
      const weak = validatePassword(body.newPassword);
      if (weak) return response(400).json(validationError([{ field: 'body.newPassword', message: weak }]));
      return response(200).json({ isSuccessful: true, errors: [] });
    }),
  ),
  mockFor(
    'changePaymentInfo',
    http.post('/Endpoints/AccountApi/JsonChangePaymentInfo', async ({ request, response }) => {
      const body = await request.json();
      const cardType = cardTypeOf(body.cardNumber);
      if (!cardType) {
        return response(400).json(validationError([{ field: 'body.cardNumber', message: 'Unknown card type' }]));
      }
      return response(200).json(
        buildChangePaymentInfoResult({ payment: { cardType, lastFour: body.cardNumber.slice(-4) } }),
      );
    }),
  ),
  mockFor(
    'forgotPassword',
    http.post('/Endpoints/AccountApi/JsonForgotPassword', ({ response }) =>
      response(200).json({ isSuccessful: true, errors: [] }),
    ),
  ),
  mockFor(
    'sendReceipt',
    http.get('/Endpoints/AccountApi/GetSendReceipt', ({ response }) => response(200).json(buildSendReceiptResult())),
  ),
  mockFor(
    'getAccountInfo',
    http.get('/Endpoints/AccountApi/GetAccountInfo', ({ response }) => {
      const { user } = db.getMockDb();
      return response(200).json(
        buildAccountInfo({
          userId: user.userId,
          email: user.email ?? '',
          childUserEmail: user.childUserEmail,
          name: user.name,
          username: user.username ?? '',
          isChildAccount: user.isChildAccount,
          isFullUser: user.isFullUser,
          ...(user.isFullUser ? {} : { plan: null, billingCycle: 'None', nextBillingDate: null, payment: null }),
        }),
      );
    }),
  ),
  mockFor(
    'getUserApiInfo',
    http.get('/Endpoints/AccountApi/GetUserApiInfo', ({ response }) => response(200).json(buildUserApiInfo())),
  ),
  mockFor(
    'acceptTermsOfService',
    http.get('/Endpoints/AccountApi/AcceptTermsOfService', ({ response }) =>
      response(200).json({ isSuccessful: true, errors: [] }),
    ),
  ),
];
