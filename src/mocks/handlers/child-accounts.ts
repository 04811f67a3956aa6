/** Team (child) accounts and their sessions (doc 1 §7), backed by the mock db. */
import * as db from '../db';
import { errorBody } from '../errors';
import { buildBillingInfo, buildChildAccount, buildChildAccountBillAmount } from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';

const PER_USER = 39;

function billFor(emails: string[]) {
  const current = db.getMockDb().childAccounts.length;
  return buildBillingInfo({
    currentAmount: PER_USER * (1 + current + emails.length),
    recurringAmountPerUser: PER_USER,
    validationResults: emails.map((email) => {
      const taken = db.findAccount(email) !== undefined;
      return { email, isValid: !taken, message: taken ? 'That e-mail already has an account.' : null };
    }),
    numberPastLimit: current + emails.length,
    currentNumberOfChildren: current,
  });
}

export const childAccountsHandlers = [
  mockFor(
    'listChildAccounts',
    http.get('/endpoints/childaccount', ({ response }) =>
      response(200).json({ childAccounts: db.getMockDb().childAccounts }),
    ),
  ),
  mockFor(
    'addChildAccounts',
    http.post('/endpoints/childaccount', async ({ request, response }) => {
      const { emails } = await request.json();
      const mock = db.getMockDb();
      const taken = emails.find(
        (e) => db.findAccount(e) || mock.childAccounts.some((c) => c.email.toLowerCase() === e.toLowerCase()),
      );
      if (taken) {
        return response(409).json({ ...errorBody(409, `${taken} already has an account.`), code: 'DuplicateEmail' });
      }
      const created = emails.map((email) =>
        buildChildAccount({
          id: db.nextChildId(),
          email,
          createdAt: '2025-05-03T09:30:00Z',
          lastActiveDate: null,
          activeSessionCount: 0,
        }),
      );
      const billing = billFor(emails);
      mock.childAccounts.push(...created);
      return response(200).json({ isSuccessful: true, childAccounts: created, billing });
    }),
  ),
  mockFor(
    'previewChildAccountBill',
    http.get('/endpoints/childaccount/previewbill', ({ query, response }) =>
      response(200).json(billFor(query.getAll('emails').flatMap((e) => db.csvValues(e)))),
    ),
  ),
  mockFor(
    'getChildAccountBillAmount',
    http.get('/endpoints/childaccount/billamount', ({ response }) => {
      const n = db.getMockDb().childAccounts.length;
      return response(200).json(
        buildChildAccountBillAmount({ amount: n * PER_USER, amountPerUser: PER_USER, numberOfChildren: n }),
      );
    }),
  ),
  mockFor(
    'removeChildAccount',
    http.delete('/endpoints/childaccount/{id}', ({ params, response }) => {
      const mock = db.getMockDb();
      const before = mock.childAccounts.length;
      mock.childAccounts = mock.childAccounts.filter((c) => c.id !== params.id);
      if (mock.childAccounts.length === before) {
        return response(404).json(errorBody(404, 'No such team member.', 'NOT_FOUND'));
      }
      return response(200).json({ isSuccessful: true });
    }),
  ),
  mockFor(
    'listChildSessions',
    http.get('/Endpoints/ChildAccount/ListSessions', ({ response }) =>
      response(200).json({ sessions: db.getMockDb().sessions, maxActiveSessions: db.MOCK_MAX_ACTIVE_SESSIONS }),
    ),
  ),
  mockFor(
    'removeChildSessions',
    http.post('/Endpoints/ChildAccount/RemoveSessions', async ({ request, response }) => {
      const { sessionIds } = await request.json();
      return response(200).json({ isSuccessful: true, removedCount: db.endSessions(sessionIds) });
    }),
  ),
];
