import { describe, expect, it } from 'vitest';

import {
  addFailureFrom,
  addressProblems,
  isNotParentAccount,
  previewFigures,
  withAddedMembers,
  type AddFailure,
  type BillingInfo,
  type ChildAccount,
} from './team';
import { ApiError } from '../../api/client';

const EMAILS = ['sam@example.com', 'lee@example.com', 'kim@example.com'];

const bill = (fields: Partial<BillingInfo> = {}): BillingInfo => ({
  currentAmount: 156,
  recurringAmountPerUser: 39,
  isAnnual: false,
  validationResults: [],
  numberPastLimit: 3,
  currentNumberOfChildren: 0,
  hasAccountThatAllowsAddons: true,
  ccLastFour: '1111',
  ...fields,
});

const member = (id: string, email: string): ChildAccount => ({
  id,
  email,
  name: null,
  createdAt: '2025-02-10T16:20:00Z',
  lastActiveDate: null,
  activeSessionCount: 0,
});

describe('addFailureFrom', () => {
  it('reads a BillingUnsuccessful answer as the billing error, with its reason', () => {
    const declined = new ApiError(402, 'We could not charge the card on file for the new users.', {
      code: 'BillingUnsuccessful',
      body: { statusCode: 402, code: 'BillingUnsuccessful', reason: 'declined' },
    });
    expect(addFailureFrom(declined, EMAILS)).toEqual({ kind: 'billing', reason: 'declined' });
    const noReason = new ApiError(402, 'Payment Required', { code: 'BillingUnsuccessful', body: {} });
    expect(addFailureFrom(noReason, EMAILS)).toEqual({ kind: 'billing', reason: null });
    const odd = new ApiError(402, 'x', { code: 'BillingUnsuccessful', body: { reason: 'stolen' } });
    expect(addFailureFrom(odd, EMAILS)).toEqual({ kind: 'billing', reason: null });
  });

  it('names the taken addresses of a 409 by its fields, else by its message', () => {
    const byFields = new ApiError(409, 'There is already an account associated with that email address.', {
      code: 'DuplicateEmail',
      body: {
        fields: [
          { field: 'body.emails.1', message: 'taken' },
          { field: 'body.emails.9', message: 'taken' },
        ],
      },
    });
    expect(addFailureFrom(byFields, EMAILS)).toEqual({ kind: 'taken', emails: ['lee@example.com'] });
    const byMessage = new ApiError(409, 'KIM@example.com already has an account.', { code: 'DuplicateEmail' });
    expect(addFailureFrom(byMessage, EMAILS)).toEqual({ kind: 'taken', emails: ['kim@example.com'] });
    const unnamed = new ApiError(409, 'Conflict', { code: 'DuplicateEmail' });
    expect(addFailureFrom(unnamed, EMAILS)).toEqual({ kind: 'taken', emails: [] });
  });

  it('puts a 400 on the addresses it names', () => {
    const repeated = new ApiError(400, 'bad', {
      fields: [{ field: 'body.emails.2', message: 'This address is in the list more than once.' }],
    });
    expect(addFailureFrom(repeated, EMAILS)).toEqual({
      kind: 'rejected',
      problems: [
        { email: 'kim@example.com', reason: 'rejected', message: 'This address is in the list more than once.' },
      ],
    });
    const elsewhere = new ApiError(400, 'bad', { fields: [{ field: 'body.other', message: 'no' }] });
    expect(addFailureFrom(elsewhere, EMAILS)).toEqual({ kind: 'failed' });
  });

  it('tells a team member from a plan without extra users', () => {
    const member = new ApiError(403, 'Only the account owner can manage team members.', {
      code: 'NOT_PARENT_ACCOUNT',
    });
    expect(addFailureFrom(member, EMAILS)).toEqual({ kind: 'notAllowed', why: 'notParent' });
    expect(isNotParentAccount(member)).toBe(true);
    const plan = new ApiError(403, 'needs a paid plan', { code: 'ADDONS_NOT_ALLOWED' });
    expect(addFailureFrom(plan, EMAILS)).toEqual({ kind: 'notAllowed', why: 'addonsNotAllowed' });
    expect(isNotParentAccount(plan)).toBe(false);
  });

  it('reads anything else as a plain failure', () => {
    expect(addFailureFrom(new ApiError(500, 'boom'), EMAILS)).toEqual({ kind: 'failed' });
    expect(addFailureFrom(new TypeError('Failed to fetch'), EMAILS)).toEqual({ kind: 'failed' });
  });
});

describe('addressProblems', () => {
  it('flags each address once, in the order of the form, whatever the case', () => {
    const problems = addressProblems({
      emails: EMAILS,
      teamEmails: ['SAM@example.com'],
      failure: { kind: 'taken', emails: ['sam@example.com', 'lee@example.com'] },
      bill: bill({
        validationResults: [
          { email: 'kim@example.com', isValid: false, message: 'That e-mail already has an account.' },
          { email: 'lee@example.com', isValid: true, message: null },
        ],
      }),
    });
    expect(problems).toEqual([
      { email: 'sam@example.com', reason: 'onTeam' },
      { email: 'lee@example.com', reason: 'taken' },
      { email: 'kim@example.com', reason: 'rejected', message: 'That e-mail already has an account.' },
    ]);
  });

  it('drops the problem of an address taken out of the form', () => {
    const failure: AddFailure = { kind: 'taken', emails: ['lee@example.com'] };
    expect(addressProblems({ emails: ['sam@example.com'], failure })).toEqual([]);
    expect(addressProblems({ emails: [] })).toEqual([]);
  });
});

describe('previewFigures', () => {
  it('counts the addable addresses and what they add per period', () => {
    const preview = bill({
      validationResults: [
        { email: 'sam@example.com', isValid: true },
        { email: 'lee@example.com', isValid: false, message: 'taken' },
      ],
    });
    // kim has no result yet: counted as addable.
    expect(previewFigures(preview, EMAILS)).toEqual({ count: 2, charge: 78 });
    expect(previewFigures(preview, ['lee@example.com'])).toEqual({ count: 0, charge: 0 });
  });
});

describe('withAddedMembers', () => {
  it('appends the new accounts and replaces one already listed', () => {
    const sam = member('a', 'sam@example.com');
    const lee = member('b', 'lee@example.com');
    const leeAgain = { ...lee, activeSessionCount: 1 };
    expect(withAddedMembers([sam, lee], [leeAgain])).toEqual([sam, leeAgain]);
  });
});
