/** The implemented account operations, through app.inject, on every test database. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DUPLICATE_EMAIL_BODY, LOGIN_FAILURE_BODY } from './testing/expectedBodies';
import {
  contractErrors,
  countRows,
  createTestServer,
  errorBodyErrors,
  TEST_DATABASES,
  uniqueEmails,
  useTestServer,
} from './testing/harness';
import { EMPTY_GUID } from '../lib/spec/identity';
import { TEXT } from '../lib/spec/text';

const REGISTER = '/auth/registerfreeaccount';
const LOGIN = '/auth/login';
const LOGOUT = '/auth/logout';
const STATE = '/Endpoints/AccountApi/getactivestate';
const POLL = '/endpoints/poll';
const FORGOT = '/Endpoints/AccountApi/JsonForgotPassword';

describe.each(TEST_DATABASES)('accounts and sessions on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('user', kind);

  describe('getActiveState', () => {
    it('gives an anonymous visitor the all-zero user id, a visitor cookie and a CSRF token', async () => {
      const b = server.browser();
      const res = await b.visit();
      expect(res.status).toBe(200);
      expect(contractErrors('getActiveState', res)).toEqual([]);
      expect(res.body).toMatchObject({ user: { isLoggedIn: false, userId: EMPTY_GUID, id: 0, sessionId: null } });
      expect(b.csrf).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^rs_visitor=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    });

    it('keeps the same session (and token) on the next visit', async () => {
      const b = server.browser();
      await b.visit();
      const first = b.csrf;
      const again = await b.visit();
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(b.csrf).toBe(first);
    });

    it('marks the cookie Secure behind HTTPS', async () => {
      const s = await createTestServer(kind, { trustProxy: true });
      try {
        const res = await s.browser().get(STATE, { headers: { 'x-forwarded-proto': 'https' } });
        expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
      } finally {
        await s.close();
      }
    });

    it("returns the logged-in user's fields", async () => {
      const b = server.browser();
      const address = email();
      await b.register(address);
      const res = await b.visit();
      expect(res.status).toBe(200);
      expect(contractErrors('getActiveState', res)).toEqual([]);
      expect(res.body).toMatchObject({
        user: {
          isLoggedIn: true,
          email: address,
          username: address,
          isFullUser: false,
          shouldShowOnboarding: true,
          roles: [],
          product: { maxExportRows: 0, hasUnlimitedExportRows: false, planName: null },
        },
        tracking: { billingCycle: 'None', signUpDate: expect.any(String) },
      });
      const user = (res.body as { user: { userId: string; sessionId: string } }).user;
      expect(user.userId).not.toBe(EMPTY_GUID);
      expect(user.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('ignores an unexpected query string', async () => {
      const res = await server.browser().get(`${STATE}?x=1`);
      expect(res.status).toBe(200);
    });
  });

  describe('registerFreeAccount', () => {
    it('creates the account and logs it in', async () => {
      const b = server.browser();
      const address = email();
      const res = await b.register(address);
      expect(res.status).toBe(200);
      expect(contractErrors('registerFreeAccount', res)).toEqual([]);
      expect(res.body).toMatchObject({ isSuccessful: true, errors: [], user: { isLoggedIn: true, email: address } });
      expect(String(res.headers['set-cookie'])).toMatch(/^rs_session=/);
    });

    it('answers 409 with the catalogue text for a duplicate e-mail, whatever its case', async () => {
      const address = email();
      await server.browser().register(address);
      const res = await server.browser().register(address.toUpperCase());
      expect(res.status).toBe(409);
      expect(contractErrors('registerFreeAccount', res)).toEqual([]);
      expect(res.body).toEqual(DUPLICATE_EMAIL_BODY);
    });

    it('refuses a password shorter than 6 characters after trimming', async () => {
      const b = server.browser();
      await b.visit();
      const res = await b.post(REGISTER, { email: email(), password: '  abc  ', token: null, source: 'FreeAccount' });
      expect(res.status).toBe(400);
      expect(contractErrors('registerFreeAccount', res)).toEqual([]);
      expect(res.body).toMatchObject({ fields: [{ field: 'body.password', message: TEXT.passwordTooShort }] });
    });

    it('accepts a null captcha token when no captcha is configured', async () => {
      const res = await server.browser().register(email());
      expect(res.status).toBe(200);
    });
  });

  describe('login', () => {
    it('logs in with the right password (e-mail in any case) and rotates the session', async () => {
      const address = email();
      await server.browser().register(address);
      const b = server.browser();
      await b.visit();
      const before = b.cookies.get('rs_session');
      const csrfBefore = b.csrf;
      const res = await b.login(address.toUpperCase(), 's3cret-pass', { returnUrl: '/rivalflow-offer' });
      expect(res.status).toBe(200);
      expect(contractErrors('login', res)).toEqual([]);
      expect(res.body).toMatchObject({ isSuccessful: true, returnUrl: '/rivalflow-offer', user: { email: address } });
      expect(b.cookies.get('rs_session')).not.toBe(before);
      expect(b.csrf).toBe(csrfBefore);
      expect(String(res.headers['set-cookie'])).not.toMatch(/Max-Age/);
    });

    it('does not echo a protocol-relative return URL', async () => {
      const address = email();
      await server.browser().register(address);
      const res = await server.browser().login(address, 's3cret-pass', { returnUrl: '//evil.example' });
      expect(res.body).toMatchObject({ returnUrl: null });
    });

    it('remember-me gives the cookie a long Max-Age', async () => {
      const address = email();
      await server.browser().register(address);
      const res = await server.browser().login(address, 's3cret-pass', { remember: true });
      expect(res.status).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
      const res2 = await server.browser().login(address, 's3cret-pass', { rememberMe: true, source: 'ComparisonPage' });
      expect(String(res2.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
    });

    it('answers 401 with the catalogue text for a wrong password or an unknown user', async () => {
      const address = email();
      await server.browser().register(address);
      for (const [username, password] of [
        [address, 'wrong-password'],
        ['nobody@example.com', 's3cret-pass'],
      ] as const) {
        const b = server.browser();
        const res = await b.login(username, password);
        expect(res.status).toBe(401);
        expect(contractErrors('login', res)).toEqual([]);
        expect(res.body).toEqual(LOGIN_FAILURE_BODY);
        expect(((await b.visit()).body as { user: { isLoggedIn: boolean } }).user.isLoggedIn).toBe(false);
      }
    });
  });

  describe('logout', () => {
    it('ends the session and clears the cookie', async () => {
      const b = server.browser();
      await b.register(email());
      const res = await b.post(LOGOUT);
      expect(res.status).toBe(200);
      expect(contractErrors('logout', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true });
      expect(((await b.visit()).body as { user: { isLoggedIn: boolean } }).user.isLoggedIn).toBe(false);
    });

    it('keeps the page CSRF token valid for the next login', async () => {
      const address = email();
      const b = server.browser();
      await b.register(address);
      const token = b.csrf;
      await b.post(LOGOUT);
      expect(b.csrf).toBe(token);
      expect((await b.login(address)).status).toBe(200);
    });

    it('is not an error while logged out', async () => {
      const b = server.browser();
      await b.visit();
      const res = await b.post(LOGOUT);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ isSuccessful: true });
    });
  });

  describe('session poll', () => {
    it('answers GET and POST for a logged-in session', async () => {
      const b = server.browser();
      await b.register(email());
      const get = await b.get(POLL);
      expect(get.status).toBe(200);
      expect(contractErrors('pollSession', get)).toEqual([]);
      expect(get.body).toEqual({ hasTooManyLogins: false, isSessionKilled: false });
      const post = await b.post(POLL, { path: '/seo/overview/domain?query=example.com' });
      expect(post.status).toBe(200);
      expect(contractErrors('sendSessionHeartbeat', post)).toEqual([]);
      const bare = await b.post(POLL);
      expect(bare.status).toBe(200);
    });

    it('answers 401 for an anonymous visitor', async () => {
      const b = server.browser();
      await b.visit();
      const res = await b.get(POLL);
      expect(res.status).toBe(401);
      expect(contractErrors('pollSession', res)).toEqual([]);
    });

    it('reports hasTooManyLogins past the concurrent-session limit', async () => {
      const address = email();
      const first = server.browser();
      await first.register(address);
      await server.browser().login(address);
      expect((await first.get(POLL)).body).toEqual({ hasTooManyLogins: false, isSessionKilled: false });
      await server.browser().login(address);
      expect((await first.get(POLL)).body).toEqual({ hasTooManyLogins: true, isSessionKilled: false });
      expect(((await first.visit()).body as { user: { isTooManyActiveSessions: boolean } }).user).toMatchObject({
        isTooManyActiveSessions: true,
      });
    });
  });

  describe('another session cannot act as the first', () => {
    it('logging one session out leaves the other logged in; the killed one polls isSessionKilled', async () => {
      const address = email();
      const a = server.browser();
      await a.register(address);
      const b = server.browser();
      await b.login(address);
      const aCookie = a.cookies.get('rs_session');
      const aCsrf = a.csrf;

      expect((await a.post(LOGOUT)).status).toBe(200);
      const bState = (await b.visit()).body as { user: { isLoggedIn: boolean; email: string } };
      expect(bState.user).toMatchObject({ isLoggedIn: true, email: address });

      // The killed session's cookie, replayed: the poll says it was killed, and it cannot act.
      const replay = server.browser();
      replay.cookies.set('rs_session', aCookie ?? '');
      replay.csrf = aCsrf;
      expect((await replay.get(POLL)).body).toEqual({ hasTooManyLogins: false, isSessionKilled: true });
      const beat = await replay.post(POLL);
      expect(beat.status).toBe(200);
      expect(beat.body).toEqual({ hasTooManyLogins: false, isSessionKilled: true });
      const state = (await replay.get(STATE)).body as { user: { isLoggedIn: boolean } };
      expect(state.user.isLoggedIn).toBe(false);
      expect((await b.get(POLL)).body).toEqual({ hasTooManyLogins: false, isSessionKilled: false });
    });

    it("one visitor's CSRF token does not work with another visitor's session", async () => {
      const a = server.browser();
      await a.register(email());
      const b = server.browser();
      await b.visit();
      const res = await a.post(LOGOUT, undefined, { csrf: b.csrf ?? 'x' });
      expect(res.status).toBe(403);
      expect(((await a.visit()).body as { user: { isLoggedIn: boolean } }).user.isLoggedIn).toBe(true);
    });

    it('a tampered cookie is not a session', async () => {
      const a = server.browser();
      await a.register(email());
      const tampered = server.browser();
      const [value = '', signature = ''] = (a.cookies.get('rs_session') ?? '').split('.');
      tampered.cookies.set('rs_session', `${value.slice(0, -2)}AA.${signature}`);
      const state = (await tampered.visit()).body as { user: { isLoggedIn: boolean } };
      expect(state.user.isLoggedIn).toBe(false);
    });
  });

  describe('forgotPassword', () => {
    it('puts a reset link in the outbox for a known address', async () => {
      const address = email();
      await server.browser().register(address);
      const b = server.browser();
      await b.visit();
      const before = await countRows(server.db, 'email_outbox');
      const res = await b.post(FORGOT, { email: address.toUpperCase() });
      expect(res.status).toBe(200);
      expect(contractErrors('forgotPassword', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true, errors: [] });
      expect(await countRows(server.db, 'email_outbox')).toBe(before + 1);
      const mail = await server.db.kysely
        .selectFrom('email_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.to_address).toBe(address);
      expect(mail.body).toMatch(/https:\/\/rivalscope\.test\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    });

    it('gives the same answer for an unknown address, and sends nothing', async () => {
      const b = server.browser();
      await b.visit();
      const before = await countRows(server.db, 'email_outbox');
      const res = await b.post(FORGOT, { email: 'no.such.user@example.com' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ isSuccessful: true, errors: [] });
      expect(await countRows(server.db, 'email_outbox')).toBe(before);
    });
  });

  describe('CSRF', () => {
    const calls: [string, string, unknown][] = [
      ['login', LOGIN, { username: 'a@example.com', password: 'x', source: 'LoginPage', token: null }],
      ['logout', LOGOUT, undefined],
      [
        'registerFreeAccount',
        REGISTER,
        { email: 'c@example.com', password: 's3cret-pass', token: null, source: 'FreeAccount' },
      ],
      ['forgotPassword', FORGOT, { email: 'a@example.com' }],
    ];

    it.each(calls)(
      '%s is refused without the header, with a wrong one, and without a session',
      async (_id, url, body) => {
        const b = server.browser();
        await b.visit();
        for (const csrf of [false, 'wrong-token'] as const) {
          const res = await b.post(url, body, { csrf });
          expect(res.status).toBe(403);
          expect(res.body).toEqual({
            statusCode: 403,
            error: 'Forbidden',
            message: 'Invalid CSRF token.',
            code: 'CSRF_INVALID',
          });
          expect(errorBodyErrors(res)).toEqual([]);
        }
        const stranger = server.browser();
        expect((await stranger.post(url, body, { csrf: b.csrf ?? 'x' })).status).toBe(403);
      },
    );

    it('the heartbeat POST needs it too', async () => {
      const b = server.browser();
      await b.register(email());
      expect((await b.post(POLL, undefined, { csrf: false })).status).toBe(403);
    });

    it('nothing was written by the refused calls', async () => {
      const users = await countRows(server.db, 'users');
      const b = server.browser();
      await b.visit();
      await b.post(
        REGISTER,
        { email: email(), password: 's3cret-pass', token: null, source: 'FreeAccount' },
        { csrf: false },
      );
      expect(await countRows(server.db, 'users')).toBe(users);
    });
  });

  describe('bad input is a 400 naming each field, never a 500', () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, string, Record<string, unknown>, string[]][] = [
      ['login', LOGIN, { password: 'x', source: 'LoginPage', token: null }, ['body.username']],
      ['login', LOGIN, { username: 5, password: 'x' }, ['body.username']],
      ['login', LOGIN, { username: long(255), password: long(129) }, ['body.username', 'body.password']],
      [
        'login',
        LOGIN,
        { username: 'a@b.co', password: 'x', remember: 'yes', source: 'Nope' },
        ['body.remember', 'body.source'],
      ],
      ['login', LOGIN, { username: 'a@b.co', password: 'x', returnUrl: 'https://evil.example' }, ['body.returnUrl']],
      [
        'registerFreeAccount',
        REGISTER,
        { password: 's3cret-pass', token: null, source: 'FreeAccount' },
        ['body.email'],
      ],
      [
        'registerFreeAccount',
        REGISTER,
        { email: 'not-an-email', password: 7, token: 1, source: 'FreeAccount' },
        ['body.email', 'body.password', 'body.token'],
      ],
      [
        'registerFreeAccount',
        REGISTER,
        { email: `${long(250)}@x.co`, password: long(129), token: null, source: 'FreeAccount' },
        ['body.email', 'body.password'],
      ],
      [
        'registerFreeAccount',
        REGISTER,
        { email: 'a@b.co', password: 's3cret-pass', token: null, source: 'FreeAccount', admin: true },
        ['body.admin'],
      ],
      ['forgotPassword', FORGOT, {}, ['body.email']],
      ['forgotPassword', FORGOT, { email: ['a@b.co'] }, ['body.email']],
      ['forgotPassword', FORGOT, { email: `${long(250)}@x.co` }, ['body.email']],
      ['sendSessionHeartbeat', POLL, { path: 42 }, ['body.path']],
      ['sendSessionHeartbeat', POLL, { path: `/${long(2048)}` }, ['body.path']],
    ];

    it.each(cases)('%s %s %j', async (operationId, url, body, fields) => {
      const b = server.browser();
      if (operationId === 'sendSessionHeartbeat') await b.register(email());
      else await b.visit();
      const res = await b.post(url, body);
      expect(res.status).toBe(400);
      expect(contractErrors(operationId, res)).toEqual([]);
      const named = (res.body as { fields: { field: string }[] }).fields.map((f) => f.field).sort();
      expect(named).toEqual([...fields].sort());
    });

    it('malformed JSON and a missing body are 400s naming the body', async () => {
      const b = server.browser();
      await b.visit();
      const broken = await b.send({
        method: 'POST',
        url: LOGIN,
        payload: '{"username":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      expect(broken.body).toMatchObject({ statusCode: 400, error: 'Bad Request', fields: [{ field: 'body' }] });
      const missing = await b.post(LOGIN);
      expect(missing.status).toBe(400);
      expect(contractErrors('login', missing)).toEqual([]);
      expect(missing.body).toMatchObject({ fields: [{ field: 'body', message: 'is required' }] });
      const empty = await b.send({
        method: 'POST',
        url: LOGIN,
        payload: '',
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.status).toBe(400);
      expect(contractErrors('login', empty)).toEqual([]);
    });

    it('a body in another media type is a 415, not a 500', async () => {
      const b = server.browser();
      await b.visit();
      const res = await b.send({
        method: 'POST',
        url: LOGIN,
        payload: 'username=a',
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.status).toBe(415);
      expect(errorBodyErrors(res)).toEqual([]);
      const form = await b.send({
        method: 'POST',
        url: LOGIN,
        payload: 'username=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      expect(errorBodyErrors(form)).toEqual([]);
    });
  });

  describe('event log', () => {
    it('records logins and failures', async () => {
      const before = await countRows(server.db, 'event_log');
      await server.browser().login('nobody@example.com', 'nope-nope');
      expect(await countRows(server.db, 'event_log')).toBe(before + 1);
    });
  });
});

describe.each(TEST_DATABASES)('rate limits on %s', (kind) => {
  const server = useTestServer(kind, { rateLimit: { max: 3, windowMs: 60_000 } });

  it.each([
    ['login', LOGIN, { username: 'a@example.com', password: 'wrong', source: 'LoginPage', token: null }],
    ['registerFreeAccount', REGISTER, { email: 'x@example.com', password: 'abc', token: null, source: 'FreeAccount' }],
    ['forgotPassword', FORGOT, { email: 'a@example.com' }],
  ])('%s answers 429 with the contract body after the limit', async (operationId, url, body) => {
    const b = server.browser();
    await b.visit();
    for (let i = 0; i < 3; i += 1) expect((await b.post(url, body)).status).not.toBe(429);
    const res = await b.post(url, body);
    expect(res.status).toBe(429);
    expect(contractErrors(operationId, res)).toEqual([]);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('does not limit the active state', async () => {
    const b = server.browser();
    for (let i = 0; i < 6; i += 1) expect((await b.visit()).status).toBe(200);
  });
});

describe('captcha, when CAPTCHA_SECRET is configured', () => {
  let verifier: Server;
  let verifyUrl = '';
  const seen: string[] = [];

  beforeAll(async () => {
    verifier = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(`${form.get('secret')}:${form.get('response')}`);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: form.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    verifyUrl = `http://127.0.0.1:${port}/verify`;
  });
  afterAll(async () => {
    await new Promise((resolve) => verifier.close(resolve));
  });
  // Declared after the verifier's hooks: it starts once the verifier listens.
  const server = useTestServer('sqlite', () => ({ captchaSecret: 'captcha-secret', captchaVerifyUrl: verifyUrl }));

  it.each([
    [null, 400],
    ['bad-token', 400],
    ['good-token', 200],
  ])('registration with token %s answers %i', async (token, status) => {
    const b = server.browser();
    await b.visit();
    const res = await b.post(REGISTER, {
      email: `captcha.${String(token)}@example.com`,
      password: 's3cret-pass',
      token,
      source: 'FreeAccount',
    });
    expect(res.status).toBe(status);
    expect(contractErrors('registerFreeAccount', res)).toEqual([]);
    if (status === 400) expect(res.body).toMatchObject({ fields: [{ field: 'body.token' }] });
  });

  it('sends the secret with the token to the verifier, and tells the client captcha is on', async () => {
    expect(seen).toContain('captcha-secret:good-token');
    const state = (await server.browser().visit()).body as { environment: { isCaptchaEnabled: boolean } };
    expect(state.environment.isCaptchaEnabled).toBe(true);
  });
});
