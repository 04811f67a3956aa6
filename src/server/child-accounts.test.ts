/** Team (child) accounts and their sessions, through the Browser, on every test database. */
import { beforeAll, describe, expect, it } from 'vitest';

import { seatPricing } from './billing/index';
import { TEST_CARDS } from './billing/testProvider';
import { INVITATION_TTL_MS, TEAM_TEXT } from './handlers/child-accounts';
import { BILLING_PATHS, paymentInfo, registerAndBuy } from './testing/billing';
import {
  contractErrors,
  countRows,
  errorBodyErrors,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
} from './testing/harness';
import { BILLING_UNSUCCESSFUL_CODE } from '../lib/spec/purchase';
import { TEXT } from '../lib/spec/text';

const CHILDREN = '/endpoints/childaccount';
const PREVIEW = '/endpoints/childaccount/previewbill';
const BILL_AMOUNT = '/endpoints/childaccount/billamount';
const SESSIONS = '/Endpoints/ChildAccount/ListSessions';
const REMOVE_SESSIONS = '/Endpoints/ChildAccount/RemoveSessions';
const RESET = '/auth/resetpassword';
const STATE = '/Endpoints/AccountApi/getactivestate';
const POLL = '/endpoints/poll';

const CHILD_PASSWORD = 'child-s3cret';

interface ChildAccount {
  id: string;
  email: string;
  activeSessionCount: number;
  lastActiveDate: string | null;
}
interface ChildSession {
  sessionId: string;
  userId: string;
  email: string;
  isChildAccount: boolean;
  isCurrentSession: boolean;
}

const remove = (b: Browser, id: string) => b.send({ method: 'DELETE', url: `${CHILDREN}/${id}` });
const previewUrl = (emails: string[]) => `${PREVIEW}?${emails.map((e) => `emails=${encodeURIComponent(e)}`).join('&')}`;

describe.each(TEST_DATABASES)('team accounts on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('user', kind);

  /**
   * A logged-in parent on the Basic plan, monthly, with a card on file; `laterCard` replaces that
   * card afterwards (the account's payment-info change).
   */
  async function payingParent(laterCard?: string): Promise<{ b: Browser; address: string }> {
    const { b, email: address } = await registerAndBuy(server, email('parent'));
    if (laterCard) {
      const changed = await b.post(BILLING_PATHS.paymentInfo, paymentInfo(laterCard));
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    }
    return { b, address };
  }

  async function addChildren(b: Browser, emails: string[]): Promise<ChildAccount[]> {
    const res = await b.post(CHILDREN, { emails });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { childAccounts: ChildAccount[] }).childAccounts;
  }

  /** The token of the newest invitation e-mailed to the address. */
  async function invitationToken(address: string): Promise<string> {
    const mail = await server.db.kysely
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    expect(token).toBeDefined();
    return token ?? '';
  }

  /** The child follows the invitation link, chooses its password, and is logged in. */
  async function childAcceptsInvitation(address: string): Promise<Browser> {
    const child = server.browser();
    await child.visit();
    const res = await child.post(RESET, { token: await invitationToken(address), newPassword: CHILD_PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return child;
  }

  async function childrenOf(b: Browser): Promise<ChildAccount[]> {
    return ((await b.get(CHILDREN)).body as { childAccounts: ChildAccount[] }).childAccounts;
  }

  async function sessionsOf(b: Browser): Promise<ChildSession[]> {
    return ((await b.get(SESSIONS)).body as { sessions: ChildSession[] }).sessions;
  }

  describe('listChildAccounts', () => {
    it('is empty for an account without team members', async () => {
      const { b } = await payingParent();
      const res = await b.get(CHILDREN);
      expect(res.status).toBe(200);
      expect(contractErrors('listChildAccounts', res)).toEqual([]);
      expect(res.body).toEqual({ childAccounts: [] });
    });

    it("lists the children with their last activity and active sessions, and no one else's", async () => {
      const { b } = await payingParent();
      const [sam, lee] = [email('sam'), email('lee')];
      await addChildren(b, [sam, lee]);
      await childAcceptsInvitation(sam);
      const res = await b.get(CHILDREN);
      expect(res.status).toBe(200);
      expect(contractErrors('listChildAccounts', res)).toEqual([]);
      const list = (res.body as { childAccounts: ChildAccount[] }).childAccounts;
      expect(list.map((c) => c.email)).toEqual([sam, lee]);
      expect(list[0]).toMatchObject({ activeSessionCount: 1, lastActiveDate: expect.any(String) });
      expect(list[1]).toMatchObject({ activeSessionCount: 0, lastActiveDate: null });
    });
  });

  describe('previewChildAccountBill', () => {
    it('prices the new users at the per-user price and checks each address', async () => {
      const { b, address } = await payingParent();
      const pricing = await seatPricing(server.db, await userIdOf(server, address));
      expect(pricing.recurringAmountPerUserCents).toBeGreaterThan(0);
      const perUser = pricing.recurringAmountPerUserCents / 100;
      const [sam, lee] = [email('sam'), email('lee')];
      const res = await b.get(previewUrl([sam, lee, address, sam.toUpperCase()]));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(contractErrors('previewChildAccountBill', res)).toEqual([]);
      expect(res.body).toEqual({
        currentAmount: perUser * 3,
        recurringAmountPerUser: perUser,
        isAnnual: false,
        validationResults: [
          { email: sam, isValid: true, message: null },
          { email: lee, isValid: true, message: null },
          { email: address, isValid: false, message: TEXT.duplicateEmail },
          { email: sam.toUpperCase(), isValid: false, message: TEAM_TEXT.repeatedEmail },
        ],
        numberPastLimit: 2,
        currentNumberOfChildren: 0,
        hasAccountThatAllowsAddons: true,
        ccLastFour: '4242',
      });
    });

    it('takes the list comma-separated too (the contract: style form, explode false)', async () => {
      const { b } = await payingParent();
      const [sam, lee] = [email('sam'), email('lee')];
      const res = await b.get(`${PREVIEW}?emails=${encodeURIComponent(sam)},${encodeURIComponent(lee)}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(contractErrors('previewChildAccountBill', res)).toEqual([]);
      const results = (res.body as { validationResults: { email: string; isValid: boolean }[] }).validationResults;
      expect(results.map((r) => [r.email, r.isValid])).toEqual([
        [sam, true],
        [lee, true],
      ]);
    });
    it('counts the current children', async () => {
      const { b } = await payingParent();
      await addChildren(b, [email('sam')]);
      const res = await b.get(previewUrl([email('lee')]));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ currentNumberOfChildren: 1, numberPastLimit: 2 });
    });

    it('refuses an invalid address, naming it', async () => {
      const { b } = await payingParent();
      const res = await b.get(previewUrl(['not-an-email']));
      expect(res.status).toBe(400);
      expect(contractErrors('previewChildAccountBill', res)).toEqual([]);
      expect((res.body as { fields: { field: string }[] }).fields[0]?.field).toMatch(/^query\.emails/);
    });
  });

  describe('getChildAccountBillAmount', () => {
    it('is the per-user price times the number of children', async () => {
      const { b, address } = await payingParent();
      const perUser = (await seatPricing(server.db, await userIdOf(server, address))).recurringAmountPerUserCents / 100;
      const empty = await b.get(BILL_AMOUNT);
      expect(empty.status).toBe(200);
      expect(contractErrors('getChildAccountBillAmount', empty)).toEqual([]);
      expect(empty.body).toMatchObject({ amount: 0, amountPerUser: perUser, numberOfChildren: 0, isAnnual: false });
      await addChildren(b, [email('sam'), email('lee')]);
      const res = await b.get(BILL_AMOUNT);
      expect(contractErrors('getChildAccountBillAmount', res)).toEqual([]);
      expect(res.body).toMatchObject({
        amount: perUser * 2,
        amountPerUser: perUser,
        numberOfChildren: 2,
        nextBillingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    });
  });

  describe('addChildAccounts', () => {
    it('creates the children, charges the parent, and e-mails each a set-a-password link', async () => {
      const { b, address } = await payingParent();
      const parentId = await userIdOf(server, address);
      const pricing = await seatPricing(server.db, parentId);
      const receiptsBefore = await countRows(server.db, 'receipts');
      const [sam, lee] = [email('sam'), email('lee')];
      const started = Date.now();
      const res = await b.post(CHILDREN, { emails: [sam, lee] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(contractErrors('addChildAccounts', res)).toEqual([]);
      const perUser = pricing.recurringAmountPerUserCents / 100;
      expect(res.body).toMatchObject({
        isSuccessful: true,
        childAccounts: [
          { email: sam, activeSessionCount: 0, lastActiveDate: null },
          { email: lee, activeSessionCount: 0, lastActiveDate: null },
        ],
        billing: { currentAmount: perUser * 3, numberPastLimit: 2, currentNumberOfChildren: 2, ccLastFour: '4242' },
      });

      const children = await server.db.kysely
        .selectFrom('users')
        .select(['email', 'parent_user_id'])
        .where('parent_user_id', '=', parentId)
        .execute();
      expect(children.map((c) => c.email).sort()).toEqual([sam, lee].sort());

      // One charge for both seats.
      expect(await countRows(server.db, 'receipts')).toBe(receiptsBefore + 1);
      const receipt = await server.db.kysely
        .selectFrom('receipts')
        .selectAll()
        .where('user_id', '=', parentId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(receipt).toMatchObject({
        amount_cents: pricing.recurringAmountPerUserCents * 2,
        is_declined: 0,
        description: `Additional users: 2 × $${perUser.toFixed(2)} (monthly)`,
      });

      for (const child of [sam, lee]) {
        const mail = await server.db.kysely
          .selectFrom('email_outbox')
          .selectAll()
          .where('to_address', '=', child)
          .executeTakeFirstOrThrow();
        expect(mail.body).toContain(`https://rivalscope.test/auth/reset-password?token=`);
        expect(mail.body).toContain(address);
        const reset = await server.db.kysely
          .selectFrom('password_resets')
          .innerJoin('users', 'users.id', 'password_resets.user_id')
          .select(['password_resets.expires_at'])
          .where('users.email', '=', child)
          .executeTakeFirstOrThrow();
        // An invitation link lasts far longer than a reset link (one hour).
        expect(Date.parse(reset.expires_at)).toBeGreaterThanOrEqual(started + INVITATION_TTL_MS - 60_000);
      }
      expect(await childrenOf(b)).toHaveLength(2);
    });

    it('answers BillingUnsuccessful when the card is declined, and creates nothing', async () => {
      const { b } = await payingParent(TEST_CARDS.declinedAfterSaving);
      const before = {
        users: await countRows(server.db, 'users'),
        outbox: await countRows(server.db, 'email_outbox'),
        resets: await countRows(server.db, 'password_resets'),
      };
      const res = await b.post(CHILDREN, { emails: [email('sam')] });
      expect(res.status).toBe(402);
      expect(contractErrors('addChildAccounts', res)).toEqual([]);
      expect(res.body).toMatchObject({
        code: BILLING_UNSUCCESSFUL_CODE,
        message: TEAM_TEXT.billingFailed,
        reason: 'declined',
      });
      expect({
        users: await countRows(server.db, 'users'),
        outbox: await countRows(server.db, 'email_outbox'),
        resets: await countRows(server.db, 'password_resets'),
      }).toEqual(before);
      expect(await childrenOf(b)).toEqual([]);
    });

    it('refuses a free account (no plan that allows additional users)', async () => {
      const b = server.browser();
      await b.register(email('free'));
      const before = await countRows(server.db, 'users');
      const res = await b.post(CHILDREN, { emails: [email('sam')] });
      expect(res.status).toBe(403);
      expect(contractErrors('addChildAccounts', res)).toEqual([]);
      expect(res.body).toMatchObject({ code: 'ADDONS_NOT_ALLOWED', message: TEAM_TEXT.addonsNotAllowed });
      expect(await countRows(server.db, 'users')).toBe(before);
    });

    describe('bad input: 4xx naming the field, nothing created', () => {
      let parent: Browser;
      let parentAddress: string;
      beforeAll(async () => {
        ({ b: parent, address: parentAddress } = await payingParent());
      });

      const counts = async () => ({
        users: await countRows(server.db, 'users'),
        outbox: await countRows(server.db, 'email_outbox'),
        receipts: await countRows(server.db, 'receipts'),
      });

      it('an invalid address', async () => {
        const before = await counts();
        const res = await parent.post(CHILDREN, { emails: [email('ok'), 'not-an-email'] });
        expect(res.status).toBe(400);
        expect(contractErrors('addChildAccounts', res)).toEqual([]);
        expect((res.body as { fields: { field: string }[] }).fields).toEqual([
          { field: 'body.emails.1', message: expect.any(String) },
        ]);
        expect(await counts()).toEqual(before);
      });

      it('the same address twice, in any case', async () => {
        const before = await counts();
        const sam = email('sam');
        for (const emails of [
          [sam, sam],
          [sam, sam.toUpperCase()],
        ]) {
          const res = await parent.post(CHILDREN, { emails });
          expect(res.status).toBe(400);
          expect(contractErrors('addChildAccounts', res)).toEqual([]);
          expect((res.body as { fields: { field: string }[] }).fields[0]?.field).toMatch(/^body\.emails/);
        }
        expect(await counts()).toEqual(before);
      });

      it('an address that already has an account (DuplicateEmail)', async () => {
        const before = await counts();
        const res = await parent.post(CHILDREN, { emails: [email('new'), parentAddress.toUpperCase()] });
        expect(res.status).toBe(409);
        expect(contractErrors('addChildAccounts', res)).toEqual([]);
        expect(res.body).toMatchObject({
          code: 'DuplicateEmail',
          message: TEXT.duplicateEmail,
          fields: [{ field: 'body.emails.1', message: TEXT.duplicateEmail }],
        });
        expect(await counts()).toEqual(before);
      });

      it('an empty list, a missing list, a wrong type, an oversized address', async () => {
        const before = await counts();
        const cases: [unknown, string][] = [
          [{ emails: [] }, 'body.emails'],
          [{}, 'body.emails'],
          [{ emails: 'sam@example.com' }, 'body.emails'],
          [{ emails: [`${'a'.repeat(250)}@example.com`] }, 'body.emails.0'],
        ];
        for (const [body, field] of cases) {
          const res = await parent.post(CHILDREN, body);
          expect(res.status).toBe(400);
          expect(contractErrors('addChildAccounts', res)).toEqual([]);
          expect((res.body as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
        }
        expect(await counts()).toEqual(before);
      });
    });
  });

  describe('a child account', () => {
    it("logs in with its own e-mail; its state shows the child fields and the parent's plan", async () => {
      const { b } = await payingParent();
      const sam = email('sam');
      const [child] = await addChildren(b, [sam]);

      // The invitation link logs the child in.
      const invited = await childAcceptsInvitation(sam);
      const invitedState = await invited.visit();
      expect(contractErrors('getActiveState', invitedState)).toEqual([]);
      expect(invitedState.body).toMatchObject({ user: { isLoggedIn: true, isChildAccount: true, email: sam } });

      // Later it logs in with its own e-mail and password.
      const again = server.browser();
      const login = await again.login(sam.toUpperCase(), CHILD_PASSWORD);
      expect(login.status).toBe(200);
      expect(contractErrors('login', login)).toEqual([]);
      const res = await again.get(STATE);
      expect(res.status).toBe(200);
      expect(contractErrors('getActiveState', res)).toEqual([]);
      expect(res.body).toMatchObject({
        user: {
          isLoggedIn: true,
          userId: child?.id,
          email: sam,
          username: sam,
          isChildAccount: true,
          childUserEmail: sam,
          childUserId: child?.id,
          isFullUser: true,
          shouldShowOnboarding: false,
          product: { planName: 'Basic' },
        },
      });
    });

    it('is not a child account for its parent', async () => {
      const { b, address } = await payingParent();
      const res = await b.get(STATE);
      expect(res.body).toMatchObject({
        user: { email: address, isChildAccount: false, childUserEmail: null, childUserId: null, isFullUser: true },
      });
    });

    it('cannot log in before choosing its password', async () => {
      const { b } = await payingParent();
      const sam = email('sam');
      await addChildren(b, [sam]);
      const res = await server.browser().login(sam, '');
      expect(res.status).toBe(400);
      const wrong = await server.browser().login(sam, 'guess-me');
      expect(wrong.status).toBe(401);
    });
  });

  describe('removeChildAccount', () => {
    it('removes the child and ends its sessions; its open page learns it was killed', async () => {
      const { b } = await payingParent();
      const [sam, lee] = [email('sam'), email('lee')];
      const [samAccount] = await addChildren(b, [sam, lee]);
      const child = await childAcceptsInvitation(sam);
      const res = await remove(b, samAccount?.id ?? '');
      expect(res.status).toBe(200);
      expect(contractErrors('removeChildAccount', res)).toEqual([]);
      expect(res.body).toEqual({ isSuccessful: true });
      expect((await childrenOf(b)).map((c) => c.email)).toEqual([lee]);
      const poll = await child.get(POLL);
      expect(poll.body).toMatchObject({ isSessionKilled: true });
      expect(((await child.visit()).body as { user: { isLoggedIn: boolean } }).user.isLoggedIn).toBe(false);
      expect((await server.browser().login(sam, CHILD_PASSWORD)).status).toBe(401);
    });

    it("answers 404 with the catalogue text for an id that is not one of the caller's children", async () => {
      const { b } = await payingParent();
      const res = await remove(b, '7b3d9f1a-5c2e-4d8b-9a6f-0e1d2c3b4a59');
      expect(res.status).toBe(404);
      expect(contractErrors('removeChildAccount', res)).toEqual([]);
      expect(res.body).toMatchObject({ message: TEXT.removeUserFailed, code: 'CHILD_ACCOUNT_NOT_FOUND' });
    });

    it('answers 400 for an id that is not a GUID', async () => {
      const { b } = await payingParent();
      const res = await remove(b, 'not-a-guid');
      expect(res.status).toBe(400);
      expect(contractErrors('removeChildAccount', res)).toEqual([]);
      expect((res.body as { fields: { field: string }[] }).fields[0]?.field).toBe('path.id');
    });
  });

  describe('child sessions', () => {
    it("lists the parent's and the children's active sessions; the parent ends a child's", async () => {
      const { b, address } = await payingParent();
      const sam = email('sam');
      await addChildren(b, [sam]);
      const child = await childAcceptsInvitation(sam);

      const res = await b.get(SESSIONS);
      expect(res.status).toBe(200);
      expect(contractErrors('listChildSessions', res)).toEqual([]);
      const sessions = (res.body as { sessions: ChildSession[]; maxActiveSessions: number }).sessions;
      expect(res.body).toMatchObject({ maxActiveSessions: 2 });
      expect(sessions.map((s) => [s.email, s.isChildAccount, s.isCurrentSession]).sort()).toEqual(
        [
          [address, false, true],
          [sam, true, false],
        ].sort(),
      );

      const childSession = sessions.find((s) => s.email === sam);
      const removed = await b.post(REMOVE_SESSIONS, { sessionIds: [childSession?.sessionId] });
      expect(removed.status).toBe(200);
      expect(contractErrors('removeChildSessions', removed)).toEqual([]);
      expect(removed.body).toEqual({ isSuccessful: true, removedCount: 1 });
      expect((await child.get(POLL)).body).toMatchObject({ isSessionKilled: true });
      expect((await sessionsOf(b)).map((s) => s.email)).toEqual([address]);
      // Ending it again ends nothing more.
      const again = await b.post(REMOVE_SESSIONS, { sessionIds: [childSession?.sessionId] });
      expect(again.body).toEqual({ isSuccessful: true, removedCount: 0 });
    });

    it('refuses a session id list that is empty or not GUIDs', async () => {
      const { b } = await payingParent();
      for (const sessionIds of [[], ['nope']]) {
        const res = await b.post(REMOVE_SESSIONS, { sessionIds });
        expect(res.status).toBe(400);
        expect(contractErrors('removeChildSessions', res)).toEqual([]);
        expect((res.body as { fields: { field: string }[] }).fields[0]?.field).toMatch(/^body\.sessionIds/);
      }
    });
  });

  describe('authorisation', () => {
    let parentA: Browser;
    let childA: Browser;
    let samA: ChildAccount;
    let parentB: Browser;

    beforeAll(async () => {
      ({ b: parentA } = await payingParent());
      const sam = email('sam');
      [samA] = (await addChildren(parentA, [sam])) as [ChildAccount];
      childA = await childAcceptsInvitation(sam);
      ({ b: parentB } = await payingParent());
      await addChildren(parentB, [email('kim')]);
    });

    it("parent B cannot see or remove parent A's child", async () => {
      expect((await childrenOf(parentB)).map((c) => c.id)).not.toContain(samA.id);
      const res = await remove(parentB, samA.id);
      expect(res.status).toBe(404);
      expect(contractErrors('removeChildAccount', res)).toEqual([]);
      expect(res.body).toMatchObject({ message: TEXT.removeUserFailed });
      expect((await childrenOf(parentA)).map((c) => c.id)).toEqual([samA.id]);
      expect(((await childA.visit()).body as { user: { isLoggedIn: boolean } }).user.isLoggedIn).toBe(true);
    });

    it("parent B cannot see or end parent A's or its child's sessions", async () => {
      const aSessions = await sessionsOf(parentA);
      expect(aSessions).toHaveLength(2);
      const bSessions = await sessionsOf(parentB);
      expect(bSessions.map((s) => s.sessionId)).not.toEqual(expect.arrayContaining([aSessions[0]?.sessionId]));
      const ownB = bSessions[0]?.sessionId;
      for (const target of aSessions) {
        // Mixed with one of B's own: all or nothing.
        const res = await parentB.post(REMOVE_SESSIONS, { sessionIds: [ownB, target.sessionId] });
        expect(res.status).toBe(404);
        expect(contractErrors('removeChildSessions', res)).toEqual([]);
      }
      expect(await sessionsOf(parentA)).toHaveLength(2);
      expect(await sessionsOf(parentB)).toHaveLength(1);
      expect((await childA.get(POLL)).body).toMatchObject({ isSessionKilled: false });
    });

    it('a child account gets 403 from every team operation and changes nothing', async () => {
      const users = await countRows(server.db, 'users');
      const calls: [string, () => Promise<Parameters<typeof contractErrors>[1]>][] = [
        ['listChildAccounts', () => childA.get(CHILDREN)],
        ['previewChildAccountBill', () => childA.get(previewUrl([email('x')]))],
        ['getChildAccountBillAmount', () => childA.get(BILL_AMOUNT)],
        ['addChildAccounts', () => childA.post(CHILDREN, { emails: [email('x')] })],
        ['removeChildAccount', () => remove(childA, samA.id)],
      ];
      for (const [operationId, call] of calls) {
        const res = await call();
        expect(res.status, operationId).toBe(403);
        expect(contractErrors(operationId, res)).toEqual([]);
        expect(res.body).toMatchObject({ code: 'NOT_PARENT_ACCOUNT', message: TEAM_TEXT.notParent });
      }
      expect(await countRows(server.db, 'users')).toBe(users);
      expect((await childrenOf(parentA)).map((c) => c.id)).toEqual([samA.id]);
    });

    it("a child sees only its own sessions and cannot end its parent's", async () => {
      const own = await childA.get(SESSIONS);
      expect(own.status).toBe(200);
      expect(contractErrors('listChildSessions', own)).toEqual([]);
      const sessions = (own.body as { sessions: ChildSession[] }).sessions;
      expect(sessions.map((s) => [s.userId, s.isCurrentSession])).toEqual([[samA.id, true]]);
      const parentSession = (await sessionsOf(parentA)).find((s) => s.isCurrentSession)?.sessionId;
      const res = await childA.post(REMOVE_SESSIONS, { sessionIds: [parentSession] });
      expect(res.status).toBe(404);
      expect(contractErrors('removeChildSessions', res)).toEqual([]);
      expect((await parentA.get(POLL)).body).toMatchObject({ isSessionKilled: false });
    });

    it('an anonymous visitor gets 401 from every operation', async () => {
      const anonymous = server.browser();
      await anonymous.visit();
      const calls: [string, () => Promise<Parameters<typeof contractErrors>[1]>][] = [
        ['listChildAccounts', () => anonymous.get(CHILDREN)],
        ['previewChildAccountBill', () => anonymous.get(previewUrl([email('x')]))],
        ['getChildAccountBillAmount', () => anonymous.get(BILL_AMOUNT)],
        ['addChildAccounts', () => anonymous.post(CHILDREN, { emails: [email('x')] })],
        ['removeChildAccount', () => remove(anonymous, samA.id)],
        ['listChildSessions', () => anonymous.get(SESSIONS)],
        ['removeChildSessions', () => anonymous.post(REMOVE_SESSIONS, { sessionIds: [samA.id] })],
      ];
      for (const [operationId, call] of calls) {
        const res = await call();
        expect(res.status, operationId).toBe(401);
        expect(contractErrors(operationId, res)).toEqual([]);
        expect(errorBodyErrors(res)).toEqual([]);
      }
      expect((await childrenOf(parentA)).map((c) => c.id)).toEqual([samA.id]);
    });
  });
});
