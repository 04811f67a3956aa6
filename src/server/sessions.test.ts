/**
 * The session's cost per request: the calls every page makes (the active state, the session poll)
 * read the database once, and last_seen_at is written at most once per SESSION_TOUCH_INTERVAL_MS.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { seedSubscription } from './billing/index';
import { createAccount } from './handlers/context';
import { SESSION_TOUCH_INTERVAL_MS } from './sessions';
import {
  TEST_DATABASES,
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

  it('a logged-in active state and a session poll each run one read', async () => {
    const b = await registeredBrowser(server, email());
    await b.get(SEARCH);
    const statements = await statementsOf(() => b.get(STATE));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^select/);
    expect(await statementsOf(() => b.get(POLL))).toHaveLength(1);
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
});
