/**
 * Registration variants, the password reset, the session standing and the Google authorisation,
 * through app.inject on every test database.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_NOT_FOUND_TEXT } from './handlers/account/session';
import { createAccount } from './handlers/context';
import { RESET_TOKEN_TEXT } from './passwordResets';
import { DUPLICATE_EMAIL_BODY, LOGIN_FAILURE_BODY } from './testing/expectedBodies';
import {
  type Browser,
  contractErrors,
  countRows,
  createTestServer,
  errorBodyErrors,
  itAnswersNotLoggedIn,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Sent,
} from './testing/harness';
import { TEXT } from '../lib/spec/text';

const REGISTER_JSON = '/auth/registerjson';
const REGISTER_OR_LOGIN = '/auth/registerfreeaccountorlogin';
const FORGOT = '/Endpoints/AccountApi/JsonForgotPassword';
const RESET = '/auth/resetpassword';
const POLL = '/endpoints/poll';
const SESSION_INFO = '/Endpoints/AccountApi/GetSessionInfo';
const SET_ACTIVE = '/Endpoints/AccountApi/SetActiveSession';
const SET_GOOGLE = '/auth/setgoogletoken';
const REVOKE_GOOGLE = '/auth/revokegoogletoken';
const CHECK_GOOGLE = '/auth/checkgoogleauth';

interface UserBody {
  user: { isLoggedIn: boolean; email: string | null; name: string | null; sessionId: string | null };
}
const userOf = (res: Sent) => (res.body as UserBody).user;
const fieldsOf = (res: Sent) => (res.body as { fields: { field: string; message: string }[] }).fields;

describe.each(TEST_DATABASES)('auth extras on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('extra', kind);

  /** A logged-in browser of a new account. */
  const member = (address = email(), password?: string) => registeredBrowser(server, address, password);

  async function isLoggedIn(b: Browser): Promise<boolean> {
    return userOf(await b.visit()).isLoggedIn;
  }

  async function pollKilled(b: Browser): Promise<boolean> {
    const res = await b.get(POLL);
    return res.status === 200 && (res.body as { isSessionKilled: boolean }).isSessionKilled;
  }

  describe('registerJson', () => {
    it('creates the account with its name and logs it in', async () => {
      const b = server.browser();
      await b.visit();
      const address = email();
      const res = await b.post(REGISTER_JSON, {
        email: address,
        password: 's3cret-pass',
        name: '  Sam Seller ',
        token: null,
        source: 'OfferPage',
        couponCode: 'spring',
      });
      expect(res.status).toBe(200);
      expect(contractErrors('registerJson', res)).toEqual([]);
      expect(res.body).toMatchObject({
        isSuccessful: true,
        errors: [],
        user: { isLoggedIn: true, email: address, name: 'Sam Seller', shouldShowOnboarding: true },
      });
      expect(await isLoggedIn(b)).toBe(true);
      const event = await server.db.kysely
        .selectFrom('event_log')
        .select('detail')
        .where('name', '=', 'register_json')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(event.detail ?? '{}')).toEqual({ source: 'OfferPage', couponCode: 'spring' });
    });

    it('answers the duplicate-e-mail 409 of the catalogue', async () => {
      const address = email();
      await member(address);
      const b = server.browser();
      await b.visit();
      const res = await b.post(REGISTER_JSON, {
        email: address.toUpperCase(),
        password: 's3cret-pass',
        token: null,
        source: 'Purchase',
      });
      expect(res.status).toBe(409);
      expect(contractErrors('registerJson', res)).toEqual([]);
      expect(res.body).toEqual(DUPLICATE_EMAIL_BODY);
    });

    it('refuses a password shorter than 6 characters after trimming, creating nothing', async () => {
      const users = await countRows(server.db, 'users');
      const b = server.browser();
      await b.visit();
      const res = await b.post(REGISTER_JSON, {
        email: email(),
        password: ' 12345 ',
        token: null,
        source: 'OfferPage',
      });
      expect(res.status).toBe(400);
      expect(contractErrors('registerJson', res)).toEqual([]);
      expect(fieldsOf(res)).toEqual([{ field: 'body.password', message: TEXT.passwordTooShort }]);
      expect(await countRows(server.db, 'users')).toBe(users);
    });
  });

  describe('registerFreeAccountOrLogin', () => {
    it('registers a new e-mail and logs it in', async () => {
      const b = server.browser();
      await b.visit();
      const address = email();
      const res = await b.post(REGISTER_OR_LOGIN, {
        email: address,
        password: 's3cret-pass',
        token: null,
        source: 'Freewall',
      });
      expect(res.status).toBe(200);
      expect(contractErrors('registerFreeAccountOrLogin', res)).toEqual([]);
      expect(res.body).toMatchObject({
        isSuccessful: true,
        errors: [],
        wasExistingAccount: false,
        user: { isLoggedIn: true, email: address, shouldShowOnboarding: true },
      });
      expect(await isLoggedIn(b)).toBe(true);
    });

    it('logs in to an existing account when the password matches (remember-me honoured)', async () => {
      const address = email();
      await member(address);
      const users = await countRows(server.db, 'users');
      const b = server.browser();
      await b.visit();
      const res = await b.post(REGISTER_OR_LOGIN, {
        email: address.toUpperCase(),
        password: 's3cret-pass',
        token: null,
        source: 'Widget',
        remember: true,
      });
      expect(res.status).toBe(200);
      expect(contractErrors('registerFreeAccountOrLogin', res)).toEqual([]);
      expect(res.body).toMatchObject({ isSuccessful: true, wasExistingAccount: true, user: { email: address } });
      expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
      expect(await countRows(server.db, 'users')).toBe(users);
      expect(await isLoggedIn(b)).toBe(true);
    });

    it('answers the login failure for an existing e-mail with the wrong password', async () => {
      const address = email();
      await member(address);
      const b = server.browser();
      await b.visit();
      const res = await b.post(REGISTER_OR_LOGIN, {
        email: address,
        password: 'not-the-password',
        token: null,
        source: 'Freewall',
      });
      expect(res.status).toBe(401);
      expect(contractErrors('registerFreeAccountOrLogin', res)).toEqual([]);
      expect(res.body).toEqual(LOGIN_FAILURE_BODY);
      expect(await isLoggedIn(b)).toBe(false);
    });

    it('refuses a short password for a new e-mail', async () => {
      const b = server.browser();
      await b.visit();
      const res = await b.post(REGISTER_OR_LOGIN, { email: email(), password: 'abc', token: null, source: 'Freewall' });
      expect(res.status).toBe(400);
      expect(contractErrors('registerFreeAccountOrLogin', res)).toEqual([]);
      expect(fieldsOf(res)).toEqual([{ field: 'body.password', message: TEXT.passwordTooShort }]);
    });
  });

  describe('password reset', () => {
    /** Asks for a reset link (as a stranger) and reads its token from the outbox. */
    async function resetToken(address: string): Promise<string> {
      const b = server.browser();
      await b.visit();
      expect((await b.post(FORGOT, { email: address })).status).toBe(200);
      const mail = await server.db.kysely
        .selectFrom('email_outbox')
        .select(['to_address', 'body'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.to_address).toBe(address);
      const token = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
      if (!token) throw new Error(`no reset link in ${mail.body}`);
      return token;
    }

    it('end to end: forgot → outbox → check → reset; old password fails, new works, other sessions end', async () => {
      const address = email();
      const first = await member(address, 'old-password');
      const second = server.browser();
      expect((await second.login(address, 'old-password')).status).toBe(200);

      const token = await resetToken(address);
      const visitor = server.browser();
      await visitor.visit();
      const check = await visitor.get(`${RESET}?token=${token}`);
      expect(check.status).toBe(200);
      expect(contractErrors('checkPasswordResetToken', check)).toEqual([]);
      expect(check.body).toEqual({ isValid: true, email: `e***@example.com` });

      const res = await visitor.post(RESET, { token, newPassword: 'brand-new-pass' });
      expect(res.status).toBe(200);
      expect(contractErrors('resetPassword', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true });
      // The caller is logged in; every session that existed before is ended.
      expect(userOf(await visitor.visit())).toMatchObject({ isLoggedIn: true, email: address });
      expect(await pollKilled(first)).toBe(true);
      expect(await pollKilled(second)).toBe(true);

      const old = await server.browser().login(address, 'old-password');
      expect(old.status).toBe(401);
      expect(old.body).toEqual(LOGIN_FAILURE_BODY);
      expect((await server.browser().login(address, 'brand-new-pass')).status).toBe(200);
    });

    it('a used link is refused (400 naming body.token) and reported invalid', async () => {
      const address = email();
      await member(address);
      const token = await resetToken(address);
      const b = server.browser();
      await b.visit();
      expect((await b.post(RESET, { token, newPassword: 'first-new-pass' })).status).toBe(200);
      const again = await b.post(RESET, { token, newPassword: 'second-new-pass' });
      expect(again.status).toBe(400);
      expect(contractErrors('resetPassword', again)).toEqual([]);
      expect(fieldsOf(again)).toEqual([{ field: 'body.token', message: RESET_TOKEN_TEXT.used }]);
      expect((await b.get(`${RESET}?token=${token}`)).body).toEqual({ isValid: false, email: null });
      expect((await server.browser().login(address, 'first-new-pass')).status).toBe(200);
      expect((await server.browser().login(address, 'second-new-pass')).status).toBe(401);
    });

    it('an expired link is refused with its own text', async () => {
      const address = email();
      await member(address);
      const token = await resetToken(address);
      await server.db.kysely
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', await userIdOf(server, address))
        .execute();
      const b = server.browser();
      await b.visit();
      const check = await b.get(`${RESET}?token=${token}`);
      expect(contractErrors('checkPasswordResetToken', check)).toEqual([]);
      expect(check.body).toEqual({ isValid: false, email: null });
      const res = await b.post(RESET, { token, newPassword: 'never-set-pass' });
      expect(res.status).toBe(400);
      expect(contractErrors('resetPassword', res)).toEqual([]);
      expect(fieldsOf(res)).toEqual([{ field: 'body.token', message: RESET_TOKEN_TEXT.expired }]);
      expect((await server.browser().login(address)).status).toBe(200);
    });

    it('an unknown token is refused; a short password does not use up the link', async () => {
      const b = server.browser();
      await b.visit();
      const unknown = await b.post(RESET, { token: 'x'.repeat(43), newPassword: 'whatever-pass' });
      expect(unknown.status).toBe(400);
      expect(fieldsOf(unknown)).toEqual([{ field: 'body.token', message: RESET_TOKEN_TEXT.invalid }]);
      const check = await b.get(`${RESET}?token=${'x'.repeat(43)}`);
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ isValid: false, email: null });

      const address = email();
      await member(address);
      const token = await resetToken(address);
      const short = await b.post(RESET, { token, newPassword: '  12345  ' });
      expect(short.status).toBe(400);
      expect(contractErrors('resetPassword', short)).toEqual([]);
      expect(fieldsOf(short)).toEqual([{ field: 'body.newPassword', message: TEXT.passwordTooShort }]);
      expect((await b.post(RESET, { token, newPassword: 'long-enough' })).status).toBe(200);
    });

    it('using the newest link retires the older ones', async () => {
      const address = email();
      await member(address);
      const older = await resetToken(address);
      const newer = await resetToken(address);
      const b = server.browser();
      await b.visit();
      expect((await b.post(RESET, { token: newer, newPassword: 'newest-pass' })).status).toBe(200);
      const res = await b.post(RESET, { token: older, newPassword: 'older-pass' });
      expect(res.status).toBe(400);
      expect(fieldsOf(res)[0]?.field).toBe('body.token');
    });

    it('a malformed token is a 400 naming it (schema)', async () => {
      const b = server.browser();
      await b.visit();
      const res = await b.get(`${RESET}?token=short`);
      expect(res.status).toBe(400);
      expect(contractErrors('checkPasswordResetToken', res)).toEqual([]);
      expect(fieldsOf(res).map((f) => f.field)).toEqual(['query.token']);
    });
  });

  describe('session standing', () => {
    it("getSessionInfo describes the caller's session", async () => {
      const b = await member();
      const sessionId = userOf(await b.visit()).sessionId;
      const res = await b.get(SESSION_INFO);
      expect(res.status).toBe(200);
      expect(contractErrors('getSessionInfo', res)).toEqual([]);
      expect(res.body).toEqual({
        sessionId,
        isActiveSession: true,
        isTooManyActiveSessions: false,
        activeSessionCount: 1,
        maxActiveSessions: 2,
      });
    });

    it('setActiveSession keeps the chosen session and ends the oldest others down to the limit', async () => {
      const address = email();
      const oldest = await member(address);
      const middle = server.browser();
      await middle.login(address);
      const newest = server.browser();
      await newest.login(address);

      const before = await newest.get(SESSION_INFO);
      expect(before.body).toMatchObject({ isTooManyActiveSessions: true, activeSessionCount: 3 });
      const sessionId = (before.body as { sessionId: string }).sessionId;

      const res = await newest.post(SET_ACTIVE, { sessionId });
      expect(res.status).toBe(200);
      expect(contractErrors('setActiveSession', res)).toEqual([]);
      expect(res.body).toEqual({
        sessionId,
        isActiveSession: true,
        isTooManyActiveSessions: false,
        activeSessionCount: 2,
        maxActiveSessions: 2,
      });
      expect(await pollKilled(oldest)).toBe(true);
      expect(await isLoggedIn(middle)).toBe(true);
      expect(await isLoggedIn(newest)).toBe(true);
    });

    it('the infinitelogin role has no limit: nothing is ended', async () => {
      const address = email();
      await createAccount(server.db, { email: address, password: 's3cret-pass', roles: ['infinitelogin'] });
      const browsers = [server.browser(), server.browser(), server.browser()];
      for (const b of browsers) expect((await b.login(address)).status).toBe(200);
      const last = browsers[2] as Browser;
      const sessionId = userOf(await last.visit()).sessionId;
      const res = await last.post(SET_ACTIVE, { sessionId });
      expect(res.status).toBe(200);
      expect(contractErrors('setActiveSession', res)).toEqual([]);
      expect(res.body).toMatchObject({
        isTooManyActiveSessions: false,
        activeSessionCount: 3,
        maxActiveSessions: null,
      });
      for (const b of browsers) expect(await isLoggedIn(b)).toBe(true);
    });

    it("another user's session, a killed one or an unknown id is a 404 and ends nothing", async () => {
      const owner = await member();
      const ownerSession = userOf(await owner.visit()).sessionId;
      const stranger = await member();
      const sessions = await countRows(server.db, 'sessions');
      for (const sessionId of [ownerSession, '9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6']) {
        const res = await stranger.post(SET_ACTIVE, { sessionId });
        expect(res.status).toBe(404);
        expect(contractErrors('setActiveSession', res)).toEqual([]);
        expect(res.body).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: SESSION_NOT_FOUND_TEXT,
          code: 'SESSION_NOT_FOUND',
        });
      }
      expect(await isLoggedIn(owner)).toBe(true);
      expect(await countRows(server.db, 'sessions')).toBe(sessions);

      // The caller's own earlier, logged-out session cannot be revived either.
      const address = email();
      const gone = await member(address);
      const goneSession = userOf(await gone.visit()).sessionId;
      await gone.post('/auth/logout');
      const again = server.browser();
      await again.login(address);
      expect((await again.post(SET_ACTIVE, { sessionId: goneSession })).status).toBe(404);
    });

    it('a bad session id is a 400 naming it', async () => {
      const b = await member();
      const res = await b.post(SET_ACTIVE, { sessionId: 'not-a-guid' });
      expect(res.status).toBe(400);
      expect(contractErrors('setActiveSession', res)).toEqual([]);
      expect(fieldsOf(res).map((f) => f.field)).toEqual(['body.sessionId']);
    });
  });

  describe('Google authorisation without a configured client', () => {
    it('stores the code as given, reports it, and revokes it', async () => {
      const b = await member();
      const none = await b.post(CHECK_GOOGLE);
      expect(none.status).toBe(200);
      expect(contractErrors('checkGoogleAuth', none)).toEqual([]);
      expect(none.body).toEqual({ isAuthorized: false, googleEmail: null });

      const set = await b.post(SET_GOOGLE, { code: '4/0AbCdEfGh-example-code' });
      expect(set.status).toBe(200);
      expect(contractErrors('setGoogleToken', set)).toEqual([]);
      expect(set.body).toEqual({ isSuccessful: true });
      const stored = await server.db.kysely
        .selectFrom('google_authorizations')
        .selectAll()
        .where('access_token', '=', '4/0AbCdEfGh-example-code')
        .execute();
      expect(stored).toHaveLength(1);
      expect((await b.post(CHECK_GOOGLE)).body).toEqual({ isAuthorized: true, googleEmail: null });

      // A second code replaces the first.
      await b.post(SET_GOOGLE, { code: 'second-code' });
      expect(stored[0] && (await countGoogleRowsOf(stored[0].user_id))).toBe(1);

      const revoke = await b.post(REVOKE_GOOGLE);
      expect(revoke.status).toBe(200);
      expect(contractErrors('revokeGoogleToken', revoke)).toEqual([]);
      expect(revoke.body).toEqual({ isSuccessful: true });
      expect((await b.post(CHECK_GOOGLE)).body).toEqual({ isAuthorized: false, googleEmail: null });
      // Revoking with nothing stored is still a success.
      expect((await b.post(REVOKE_GOOGLE)).status).toBe(200);
    });

    it("one user's revoke leaves another user's authorisation alone", async () => {
      const a = await member();
      const b = await member();
      await a.post(SET_GOOGLE, { code: 'code-of-a' });
      await b.post(REVOKE_GOOGLE);
      expect((await a.post(CHECK_GOOGLE)).body).toMatchObject({ isAuthorized: true });
      expect((await b.post(CHECK_GOOGLE)).body).toMatchObject({ isAuthorized: false });
    });

    async function countGoogleRowsOf(userId: number): Promise<number> {
      const rows = await server.db.kysely
        .selectFrom('google_authorizations')
        .select('user_id')
        .where('user_id', '=', userId)
        .execute();
      return rows.length;
    }
  });

  describe('anonymous callers and CSRF', () => {
    itAnswersNotLoggedIn(server, [
      ['getSessionInfo', 'GET', SESSION_INFO, undefined],
      ['setActiveSession', 'POST', SET_ACTIVE, { sessionId: '9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6' }],
      ['setGoogleToken', 'POST', SET_GOOGLE, { code: 'x' }],
      ['revokeGoogleToken', 'POST', REVOKE_GOOGLE, undefined],
      ['checkGoogleAuth', 'POST', CHECK_GOOGLE, undefined],
    ]);

    it.each([
      [
        'registerJson',
        REGISTER_JSON,
        { email: 'c1@example.com', password: 's3cret-pass', token: null, source: 'OfferPage' },
      ],
      [
        'registerFreeAccountOrLogin',
        REGISTER_OR_LOGIN,
        { email: 'c2@example.com', password: 's3cret-pass', token: null, source: 'Freewall' },
      ],
      ['resetPassword', RESET, { token: 'x'.repeat(43), newPassword: 's3cret-pass' }],
      ['setActiveSession', SET_ACTIVE, { sessionId: '9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6' }],
      ['setGoogleToken', SET_GOOGLE, { code: 'x' }],
      ['revokeGoogleToken', REVOKE_GOOGLE, undefined],
      ['checkGoogleAuth', CHECK_GOOGLE, undefined],
    ])('%s is refused without the CSRF header', async (_operationId, url, body) => {
      const users = await countRows(server.db, 'users');
      const b = await member();
      const res = await b.post(url, body, { csrf: false });
      expect(res.status).toBe(403);
      expect(errorBodyErrors(res)).toEqual([]);
      expect(res.body).toMatchObject({ code: 'CSRF_INVALID' });
      expect(await countRows(server.db, 'users')).toBe(users + 1);
    });
  });

  describe('bad input is a 400 naming each field', () => {
    it.each([
      [
        'registerJson',
        REGISTER_JSON,
        { email: 'a@b.co', password: 's3cret-pass', token: null, source: 'Nope' },
        ['body.source'],
      ],
      [
        'registerJson',
        REGISTER_JSON,
        { email: 'a@b.co', password: 's3cret-pass', token: null, source: 'OfferPage', name: 'x'.repeat(101) },
        ['body.name'],
      ],
      [
        'registerJson',
        REGISTER_JSON,
        {
          email: 'a@b.co',
          password: 's3cret-pass',
          token: null,
          source: 'OfferPage',
          returnUrl: 'https://evil.example',
        },
        ['body.returnUrl'],
      ],
      [
        'registerFreeAccountOrLogin',
        REGISTER_OR_LOGIN,
        { password: 's3cret-pass', token: null, source: 'Freewall' },
        ['body.email'],
      ],
      [
        'registerFreeAccountOrLogin',
        REGISTER_OR_LOGIN,
        { email: 'a@b.co', password: 's3cret-pass', token: null, source: 'Freewall', remember: 'yes' },
        ['body.remember'],
      ],
      [
        'resetPassword',
        RESET,
        { token: 'has spaces in it!!', newPassword: 'x'.repeat(129) },
        ['body.token', 'body.newPassword'],
      ],
      ['resetPassword', RESET, { newPassword: 's3cret-pass' }, ['body.token']],
    ])('%s %j', async (operationId, url, body, fields) => {
      const b = server.browser();
      await b.visit();
      const res = await b.post(url, body);
      expect(res.status).toBe(400);
      expect(contractErrors(operationId, res)).toEqual([]);
      expect(
        fieldsOf(res)
          .map((f) => f.field)
          .sort(),
      ).toEqual([...fields].sort());
    });

    it('setGoogleToken: an empty or oversized code', async () => {
      const b = await member();
      for (const code of ['', 'x'.repeat(2049)]) {
        const res = await b.post(SET_GOOGLE, { code });
        expect(res.status).toBe(400);
        expect(contractErrors('setGoogleToken', res)).toEqual([]);
        expect(fieldsOf(res).map((f) => f.field)).toEqual(['body.code']);
      }
    });
  });
});

describe.each(TEST_DATABASES)('rate limits of the new registration and reset operations on %s', (kind) => {
  const server = useTestServer(kind, { rateLimit: { max: 2, windowMs: 60_000 } });

  it.each([
    [
      'registerJson',
      'POST',
      REGISTER_JSON,
      { email: 'r@example.com', password: 'abc', token: null, source: 'OfferPage' },
    ],
    [
      'registerFreeAccountOrLogin',
      'POST',
      REGISTER_OR_LOGIN,
      { email: 'r@example.com', password: 'abc', token: null, source: 'Freewall' },
    ],
    ['resetPassword', 'POST', RESET, { token: 'x'.repeat(43), newPassword: 's3cret-pass' }],
    ['checkPasswordResetToken', 'GET', `${RESET}?token=${'x'.repeat(43)}`, undefined],
  ])('%s answers 429 after the limit', async (operationId, method, url, body) => {
    const b = server.browser();
    await b.visit();
    const send = () => (method === 'GET' ? b.get(url) : b.post(url, body));
    for (let i = 0; i < 2; i += 1) expect((await send()).status).not.toBe(429);
    const res = await send();
    expect(res.status).toBe(429);
    expect(contractErrors(operationId, res)).toEqual([]);
  });
});

describe('Google code exchange, when a Google client is configured', () => {
  let google: Server;
  let tokenUrl = '';
  const seen: URLSearchParams[] = [];

  const idToken = (claims: object) =>
    ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');

  beforeAll(async () => {
    google = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const code = form.get('code');
        response.setHeader('content-type', 'application/json');
        if (code === 'good-code') {
          response.end(
            JSON.stringify({
              access_token: 'ya29.access',
              expires_in: 3599,
              refresh_token: '1//refresh',
              token_type: 'Bearer',
              id_token: idToken({ email: 'jane@gmail.com', email_verified: true }),
            }),
          );
        } else if (code === 'bad-code') {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: 'invalid_grant', error_description: 'Bad Request' }));
        } else {
          response.statusCode = 500;
          response.end('{}');
        }
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    tokenUrl = `http://127.0.0.1:${port}/token`;
  });
  afterAll(async () => {
    await new Promise((resolve) => google.close(resolve));
  });
  // Declared after the fake Google's hooks: it starts once Google listens.
  const server = useTestServer('sqlite', () => ({
    google: { clientId: 'client-id.apps.googleusercontent.com', clientSecret: 'client-secret', tokenUrl },
  }));
  const email = uniqueEmails('google', 'sqlite');
  const member = () => registeredBrowser(server, email());

  it('exchanges the code for tokens and reports the Google e-mail', async () => {
    const b = await member();
    const res = await b.post(SET_GOOGLE, { code: 'good-code' });
    expect(res.status).toBe(200);
    expect(contractErrors('setGoogleToken', res)).toEqual([]);
    const sent = seen.at(-1);
    expect(Object.fromEntries(sent ?? [])).toEqual({
      code: 'good-code',
      client_id: 'client-id.apps.googleusercontent.com',
      client_secret: 'client-secret',
      redirect_uri: 'postmessage',
      grant_type: 'authorization_code',
    });
    const row = await server.db.kysely
      .selectFrom('google_authorizations')
      .selectAll()
      .where('access_token', '=', 'ya29.access')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ refresh_token: '1//refresh', google_email: 'jane@gmail.com' });
    expect(Date.parse(row.expires_at ?? '')).toBeGreaterThan(Date.now() + 3_500_000);
    const status = await b.post(CHECK_GOOGLE);
    expect(contractErrors('checkGoogleAuth', status)).toEqual([]);
    expect(status.body).toEqual({ isAuthorized: true, googleEmail: 'jane@gmail.com' });
  });

  it('a code Google refuses is a 400 naming body.code, and keeps the earlier authorisation', async () => {
    const b = await member();
    await b.post(SET_GOOGLE, { code: 'good-code' });
    const res = await b.post(SET_GOOGLE, { code: 'bad-code' });
    expect(res.status).toBe(400);
    expect(contractErrors('setGoogleToken', res)).toEqual([]);
    expect(fieldsOf(res).map((f) => f.field)).toEqual(['body.code']);
    expect((await b.post(CHECK_GOOGLE)).body).toMatchObject({ isAuthorized: true });
  });

  it('Google failing, or unreachable, is a 502', async () => {
    const b = await member();
    const res = await b.post(SET_GOOGLE, { code: 'server-error' });
    expect(res.status).toBe(502);
    expect(contractErrors('setGoogleToken', res)).toEqual([]);
    expect(res.body).toMatchObject({ code: 'GOOGLE_UNAVAILABLE' });

    const closed = await createTestServer('sqlite', {
      google: { clientId: 'id', clientSecret: 'secret', tokenUrl: 'http://127.0.0.1:9/token' },
    });
    try {
      const c = closed.browser();
      await c.register('unreachable@example.com');
      const unreachable = await c.post(SET_GOOGLE, { code: 'good-code' });
      expect(unreachable.status).toBe(502);
      expect(contractErrors('setGoogleToken', unreachable)).toEqual([]);
      expect(await countRows(closed.db, 'google_authorizations')).toBe(0);
    } finally {
      await closed.close();
    }
  });
});
