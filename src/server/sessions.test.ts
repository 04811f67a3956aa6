/**
 * The session's cost per request: the calls every page makes (the active state, the session poll)
 * read the database once — on SQLite not even that while nothing has been written since (a kept
 * read) — and last_seen_at is written at most once per SESSION_TOUCH_INTERVAL_MS. Every write
 * shows on the very next call.
 */
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { seedSubscription } from './billing/index';
import { createAccount } from './handlers/context';
import {
  csrfTokenMatches,
  DATA_VERSION_CHECK_MS,
  maskCsrfToken,
  newToken,
  SESSION_TOUCH_INTERVAL_MS,
} from './sessions';
import {
  TEST_DATABASES,
  contractErrors,
  registeredBrowser,
  uniqueEmails,
  useTestServer,
  userIdOf,
  type Browser,
} from './testing/harness';

const STATE = '/Endpoints/AccountApi/getactivestate';
const POLL = '/endpoints/poll';
const SEARCH = '/Endpoints/Search/JsonSearch?query=amazon.com';
const ACCOUNT_INFO = '/Endpoints/AccountApi/GetAccountInfo';
const CHANGE_NAME = '/Endpoints/AccountApi/JsonChangeDisplayName';
const LOGOUT = '/auth/logout';
const DAY_MS = 86_400_000;

describe.each(TEST_DATABASES)('session reads on %s', (kind) => {
  const server = useTestServer(kind, { maxActiveSessions: 2 });
  const email = uniqueEmails('session-reads', kind);

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The SQL statements a request ran, in order. */
  async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
    const executeQuery = vi.spyOn(server.db.kysely.getExecutor(), 'executeQuery');
    await request();
    const statements = executeQuery.mock.calls.map(([query]) => query.sql);
    executeQuery.mockRestore();
    return statements;
  }

  async function sessionRow(b: Browser) {
    const state = await b.get(STATE);
    const sessionId = (state.body as { user: { sessionId: string } }).user.sessionId;
    return server.db.kysely
      .selectFrom('sessions')
      .select(['last_seen_at', 'expires_at'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
  }

  /** Reads a kept read saves: none on SQLite, where a read is kept until the next write; PostgreSQL keeps none. */
  const keptReads = kind === 'sqlite' ? 0 : 1;

  it('a logged-in active state and a session poll each run one read (none again until a write, on SQLite)', async () => {
    const b = await registeredBrowser(server, email());
    await b.get(SEARCH);
    const statements = await statementsOf(() => b.get(STATE));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^select/);
    // The poll reads what the active state read: on SQLite the kept read answers it.
    expect(await statementsOf(() => b.get(POLL))).toHaveLength(keptReads);
    expect(await statementsOf(() => b.get(STATE))).toHaveLength(keptReads);
    // The one read still answers the session's searches, its plan and its standing.
    const state = await b.get(STATE);
    expect(state.body).toMatchObject({
      user: { isLoggedIn: true, isTooManyActiveSessions: false },
      tracking: { searchCount: 1, billingCycle: 'None' },
    });
    expect((await b.get(POLL)).body).toEqual({ hasTooManyLogins: false, isSessionKilled: false });
  });

  it("the one read counts the user's live sessions, as the limit needs them", async () => {
    const address = email();
    const first = await registeredBrowser(server, address);
    for (let i = 0; i < 2; i += 1) expect((await server.browser().login(address)).status).toBe(200);
    expect((await first.get(POLL)).body).toEqual({ hasTooManyLogins: true, isSessionKilled: false });
    expect((await first.get(STATE)).body).toMatchObject({ user: { isTooManyActiveSessions: true } });
  });

  it("a team member's active state shows the parent's plan and subscription from the same read", async () => {
    const parentEmail = email('parent');
    await registeredBrowser(server, parentEmail);
    const parentId = await userIdOf(server, parentEmail);
    await seedSubscription(server.db, parentId, 'Professional', 'Annually');
    const memberEmail = email('member');
    await createAccount(server.db, { email: memberEmail, password: 's3cret-pass', parentUserId: parentId });
    const member = server.browser();
    expect((await member.login(memberEmail, 's3cret-pass')).status).toBe(200);
    expect(await statementsOf(() => member.get(STATE))).toHaveLength(1);
    expect((await member.get(STATE)).body).toMatchObject({
      user: { isChildAccount: true, childUserEmail: memberEmail, product: { planName: 'Professional' } },
      tracking: { billingCycle: 'Annually', billingMonths: 12 },
    });
  });

  it("the account page's info runs two reads: the session's, then the card, Google and the terms", async () => {
    const address = email('account-info');
    const b = await registeredBrowser(server, address);
    const userId = await userIdOf(server, address);
    await seedSubscription(server.db, userId, 'Professional', 'Monthly');
    expect((await b.get('/Endpoints/AccountApi/AcceptTermsOfService')).status).toBe(200);
    const statements = await statementsOf(() => b.get(ACCOUNT_INFO));
    expect(statements).toHaveLength(2);
    expect(statements.every((sql) => /^select/.test(sql))).toBe(true);
    expect((await b.get(ACCOUNT_INFO)).body).toMatchObject({
      plan: 'Professional',
      billingCycle: 'Monthly',
      payment: { cardType: 'Visa', lastFour: '4242' },
      hasAcceptedTermsOfService: true,
      hasGoogleAuthorization: false,
    });

    // A team member: the parent comes with the session, and none of its billing shows.
    const memberEmail = email('account-info-member');
    await createAccount(server.db, { email: memberEmail, password: 's3cret-pass', parentUserId: userId });
    const member = server.browser();
    expect((await member.login(memberEmail, 's3cret-pass')).status).toBe(200);
    expect(await statementsOf(() => member.get(ACCOUNT_INFO))).toHaveLength(2);
    expect((await member.get(ACCOUNT_INFO)).body).toMatchObject({
      isChildAccount: true,
      isFullUser: true,
      plan: 'Professional',
      payment: null,
      hasAcceptedTermsOfService: false,
    });
  });

  it('writes last_seen_at at most once per SESSION_TOUCH_INTERVAL_MS, sliding the expiry with it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const b = await registeredBrowser(server, email());
    const started = await sessionRow(b);

    vi.advanceTimersByTime(SESSION_TOUCH_INTERVAL_MS);
    const within = await statementsOf(() => b.get(STATE));
    expect(within.some((sql) => /^update/i.test(sql))).toBe(false);
    expect(await sessionRow(b)).toEqual(started);

    vi.advanceTimersByTime(1);
    const after = await statementsOf(() => b.get(STATE));
    expect(after.filter((sql) => /^update "sessions"/i.test(sql))).toHaveLength(1);
    const touched = await sessionRow(b);
    expect(Date.parse(touched.last_seen_at) - Date.parse(started.last_seen_at)).toBe(SESSION_TOUCH_INTERVAL_MS + 1);
    expect(Date.parse(touched.expires_at) - Date.parse(started.expires_at)).toBe(SESSION_TOUCH_INTERVAL_MS + 1);

    // The next touch again waits the whole interval from this one.
    vi.advanceTimersByTime(SESSION_TOUCH_INTERVAL_MS);
    await b.get(STATE);
    expect(await sessionRow(b)).toEqual(touched);
  });

  describe('a kept read never outlives what changes it', () => {
    const name = (sent: { body: unknown }) => (sent.body as { user: { name: string | null } }).user.name;

    /** Asks for the active state until it is answered without a read (SQLite), so the next change meets a kept read. */
    async function primed(b: Browser) {
      await b.get(STATE);
      expect(await statementsOf(() => b.get(STATE))).toHaveLength(keptReads);
    }

    it('a search, a new name, a purchase and a logout each show on the next call', async () => {
      const address = email('kept');
      const b = await registeredBrowser(server, address);
      await primed(b);
      await b.get(SEARCH);
      expect((await b.get(STATE)).body).toMatchObject({ tracking: { searchCount: 1 } });

      await primed(b);
      expect((await b.post(CHANGE_NAME, { newDisplayName: 'Kept Reader' })).status).toBe(200);
      expect(name(await b.get(STATE))).toBe('Kept Reader');

      await primed(b);
      await seedSubscription(server.db, await userIdOf(server, address), 'Professional', 'Annually');
      expect((await b.get(STATE)).body).toMatchObject({
        user: { product: { planName: 'Professional' } },
        tracking: { billingCycle: 'Annually', billingMonths: 12 },
      });

      await primed(b);
      expect((await b.get(POLL)).body).toEqual({ hasTooManyLogins: false, isSessionKilled: false });
      expect((await b.post(LOGOUT)).status).toBe(200);
      expect((await b.get(STATE)).body).toMatchObject({ user: { isLoggedIn: false } });
    });

    it("a team member's state shows the parent's new plan, and its ended session, on the next call", async () => {
      const parentEmail = email('kept-parent');
      await registeredBrowser(server, parentEmail);
      const parentId = await userIdOf(server, parentEmail);
      const memberEmail = email('kept-member');
      await createAccount(server.db, { email: memberEmail, password: 's3cret-pass', parentUserId: parentId });
      const member = server.browser();
      expect((await member.login(memberEmail, 's3cret-pass')).status).toBe(200);
      await primed(member);
      expect((await member.get(STATE)).body).toMatchObject({ tracking: { billingCycle: 'None' } });

      await seedSubscription(server.db, parentId, 'Basic', 'Monthly');
      expect((await member.get(STATE)).body).toMatchObject({
        user: { isChildAccount: true, product: { planName: 'Basic' } },
        tracking: { billingCycle: 'Monthly' },
      });

      // Another login of the member over the limit, then its sessions ended from the team page's side.
      await primed(member);
      for (let i = 0; i < 2; i += 1)
        expect((await server.browser().login(memberEmail, 's3cret-pass')).status).toBe(200);
      expect((await member.get(POLL)).body).toEqual({ hasTooManyLogins: true, isSessionKilled: false });
      await server.db.kysely.updateTable('sessions').set({ killed_at: new Date().toISOString() }).execute();
      expect((await member.get(POLL)).body).toEqual({ hasTooManyLogins: false, isSessionKilled: true });
    });

    it('another session expiring ends the too-many standing without any write', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const address = email('kept-expiry');
      await registeredBrowser(server, address);
      expect((await server.browser().login(address)).status).toBe(200);
      // The two sessions above expire 30 s after this one logs in (the default lifetime, 12 hours).
      vi.advanceTimersByTime(12 * 3_600_000 - 30_000);
      const b = server.browser();
      expect((await b.login(address)).status).toBe(200);
      await primed(b);
      expect((await b.get(POLL)).body).toEqual({ hasTooManyLogins: true, isSessionKilled: false });

      // Within the touch interval: nothing is written, yet the count of live sessions has changed.
      vi.advanceTimersByTime(30_000);
      expect(await statementsOf(() => b.get(POLL))).toHaveLength(1);
      expect((await b.get(POLL)).body).toEqual({ hasTooManyLogins: false, isSessionKilled: false });
      expect((await b.get(STATE)).body).toMatchObject({ user: { isTooManyActiveSessions: false } });
    });

    it('an active state answered again from a kept read is the same answer, byte for byte', async () => {
      const b = await registeredBrowser(server, email('kept-answer'));
      await b.get(SEARCH);
      const first = await b.get(STATE);
      const again = await b.get(STATE);
      expect(again.raw.body).toBe(first.raw.body);
      const { date: _firstDate, ...firstHeaders } = first.headers;
      const { date: _againDate, ...againHeaders } = again.headers;
      expect(againHeaders).toEqual(firstHeaders);
      expect(contractErrors('getActiveState', again)).toEqual([]);
      // As Fastify serializes a JSON answer itself (the poll's).
      expect(again.headers['content-type']).toBe((await b.get(POLL)).headers['content-type']);
      expect(again.raw.body).toBe(JSON.stringify(again.body));
      expect(again.body).toMatchObject({ user: { isLoggedIn: true }, tracking: { searchCount: 1 } });
    });

    it('the days since sign-up move at the hour of sign-up, with nothing written', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const b = await registeredBrowser(server, email('kept-days'));
      const tracking = async () =>
        ((await b.get(STATE)).body as { tracking: { signUpDate: string; daysSinceSignUp: number } }).tracking;
      const signUp = Date.parse((await tracking()).signUpDate);
      // Kept alive (a session ends after 12 idle hours), then within the touch interval of the day's
      // end, so that the next calls write nothing.
      for (const hours of [11, 22]) {
        vi.setSystemTime(signUp + hours * 3_600_000);
        await b.get(STATE);
      }
      vi.setSystemTime(signUp + DAY_MS - 30_000);
      await b.get(STATE);
      await primed(b);
      expect(await tracking()).toMatchObject({ daysSinceSignUp: 0 });
      vi.setSystemTime(signUp + DAY_MS);
      expect(await statementsOf(() => b.get(STATE))).toHaveLength(keptReads);
      expect((await b.get(STATE)).body).toMatchObject({ user: { isLoggedIn: true }, tracking: { daysSinceSignUp: 1 } });
    });

    it('a cancelled subscription ends at midnight (UTC) on the next call, with nothing written before', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse('2031-03-14T23:58:00.000Z'));
      const address = email('kept-midnight');
      const b = await registeredBrowser(server, address);
      const userId = await userIdOf(server, address);
      await seedSubscription(server.db, userId, 'Professional', 'Monthly');
      await server.db.kysely
        .updateTable('subscriptions')
        .set({ status: 'cancelled', period_end: '2031-03-15' })
        .where('user_id', '=', userId)
        .execute();
      vi.setSystemTime(Date.parse('2031-03-14T23:59:30.000Z'));
      await b.get(STATE);
      await primed(b);
      expect((await b.get(STATE)).body).toMatchObject({
        user: { product: { planName: 'Professional' } },
        tracking: { billingCycle: 'Monthly' },
      });
      vi.setSystemTime(Date.parse('2031-03-15T00:00:00.000Z'));
      expect((await b.get(STATE)).body).toMatchObject({
        user: { product: { planName: null } },
        tracking: { billingCycle: 'None', billingMonths: 0 },
      });
    });

    it.runIf(kind === 'sqlite')('a commit by another connection shows within DATA_VERSION_CHECK_MS', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const address = email('kept-other');
      const b = await registeredBrowser(server, address);
      await primed(b);
      const file = (server.config.database as { file: string }).file;
      const other = new SqliteDatabase(file);
      try {
        other.prepare('update users set display_name = ? where email = ?').run('From Elsewhere', address);
      } finally {
        other.close();
      }
      vi.advanceTimersByTime(DATA_VERSION_CHECK_MS);
      expect(name(await b.get(STATE))).toBe('From Elsewhere');
    });
  });
});

describe('a CSRF token masked for a page', () => {
  const changedAt = (text: string, i: number) =>
    `${text.slice(0, i)}${text[i] === 'A' ? 'B' : 'A'}${text.slice(i + 1)}`;

  it('is new bytes every time, and each is the token it masks and no other', () => {
    const token = newToken();
    const masked = Array.from({ length: 20 }, () => maskCsrfToken(token));
    expect(new Set(masked).size).toBe(masked.length);
    for (const sent of masked) {
      expect(sent).not.toContain(token);
      expect(csrfTokenMatches(sent, token)).toBe(true);
      expect(csrfTokenMatches(sent, newToken())).toBe(false);
    }
    expect(csrfTokenMatches(token, token)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['the mask alone', (t: string) => maskCsrfToken(t).slice(0, 43)],
    ['one byte short', (t: string) => maskCsrfToken(t).slice(0, -2)],
    ['one character changed', (t: string) => changedAt(maskCsrfToken(t), 40)],
    ['its last character changed', (t: string) => changedAt(maskCsrfToken(t), 85)],
    [
      'with a character outside base64url',
      (t: string) => `${maskCsrfToken(t).slice(0, 40)}.${maskCsrfToken(t).slice(41)}`,
    ],
    ['not base64url', '!'.repeat(86)],
  ])('refuses a sent token that is %s', (_, sent) => {
    const token = newToken();
    expect(csrfTokenMatches(typeof sent === 'function' ? sent(token) : sent, token)).toBe(false);
  });

  it('carries a token that is not 32 random bytes as it is', () => {
    expect(maskCsrfToken('session-csrf-token')).toBe('session-csrf-token');
    expect(csrfTokenMatches('session-csrf-token', 'session-csrf-token')).toBe(true);
  });
});
