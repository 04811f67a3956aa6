/**
 * The team pages' logic without React: what a failed add means (doc 1 §8 BillingUnsuccessful, a
 * taken address, a refused list), which addresses of the form cannot be added and why, and what
 * the bill preview adds up to.
 */
import { ApiError } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { BILLING_UNSUCCESSFUL_CODE } from '../../lib/spec/purchase';

export type ChildAccount = components['schemas']['ChildAccount'];
export type BillingInfo = components['schemas']['BillingInfo'];
export type ChildAccountBillAmount = components['schemas']['ChildAccountBillAmount'];
export type AddChildAccountsResult = components['schemas']['AddChildAccountsResult'];
export type BillingFailureReason = NonNullable<components['schemas']['BillingFailure']['reason']>;

/** The contract's ChildAccountEmails: at most 50 addresses per call. */
export const MAX_EMAILS_PER_ADD = 50;
/** How long the list must stay unchanged before its bill is previewed (ours). */
export const PREVIEW_DELAY_MS = 400;
/** The 403 code of a team member's login (contract). */
export const NOT_PARENT_ACCOUNT = 'NOT_PARENT_ACCOUNT';

const BILLING_REASONS: readonly BillingFailureReason[] = ['declined', 'verification_failed', 'no_payment_method'];

/** The bill preview of the addresses in the form: none yet, being worked out, shown, or failed. */
export interface BillPreview {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The latest bill; kept while the next one loads. */
  bill: BillingInfo | null;
}

/** Why one address of the form cannot be added. */
export interface AddressProblem {
  email: string;
  /** onTeam: already a team member; taken: has an account (409); rejected: the server's check said no. */
  reason: 'onTeam' | 'taken' | 'rejected';
  /** The server's message, for `rejected`. */
  message?: string | null;
}

/** What a failed addChildAccounts call means for the form. */
export type AddFailure =
  /** doc 1 §8: BillingUnsuccessful sets the billing-error flag; nothing was created. */
  | { kind: 'billing'; reason: BillingFailureReason | null }
  /** 409 DuplicateEmail: these addresses already have an account (empty when the answer named none). */
  | { kind: 'taken'; emails: string[] }
  /** 400 naming addresses of the list (e.g. one repeated). */
  | { kind: 'rejected'; problems: AddressProblem[] }
  /** 403: a team member's login, or a plan without extra users. */
  | { kind: 'notAllowed'; why: 'notParent' | 'addonsNotAllowed' }
  | { kind: 'failed' };

export type AddOutcome = { kind: 'added'; emails: string[]; billing: BillingInfo } | AddFailure;

/** A removal's outcome, for the team list's status or alert region. */
export type RemoveOutcome = { kind: 'removed'; email: string } | { kind: 'failed'; email: string };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The index N of a field named `body.emails.N`, or null. */
function emailIndex(field: unknown): number | null {
  const match = typeof field === 'string' ? /^body\.emails\.(\d+)$/.exec(field) : null;
  return match ? Number(match[1]) : null;
}

/** The addresses a 409 names: by its `fields` (body.emails.N), else those its message quotes. */
function takenEmails(error: ApiError, emails: readonly string[]): string[] {
  const body = isRecord(error.body) ? error.body : {};
  const fields = Array.isArray(body.fields) ? body.fields : [];
  const byField = fields
    .map((f) => (isRecord(f) ? emailIndex(f.field) : null))
    .flatMap((i) => (i !== null && emails[i] !== undefined ? [emails[i]] : []));
  if (byField.length > 0) return [...new Set(byField)];
  const message = error.message.toLowerCase();
  return emails.filter((email) => message.includes(email.toLowerCase()));
}

/** Turns a failed addChildAccounts call for `emails` into what the form shows. */
export function addFailureFrom(error: unknown, emails: readonly string[]): AddFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.code === BILLING_UNSUCCESSFUL_CODE || error.status === 402) {
    const reason = isRecord(error.body) ? error.body.reason : undefined;
    return { kind: 'billing', reason: BILLING_REASONS.find((r) => r === reason) ?? null };
  }
  if (error.status === 409) return { kind: 'taken', emails: takenEmails(error, emails) };
  if (error.status === 400) {
    const problems = error.fields.flatMap(({ field, message }): AddressProblem[] => {
      const i = emailIndex(field);
      const email = i === null ? undefined : emails[i];
      return email === undefined ? [] : [{ email, reason: 'rejected', message }];
    });
    return problems.length > 0 ? { kind: 'rejected', problems } : { kind: 'failed' };
  }
  if (error.status === 403) {
    return { kind: 'notAllowed', why: error.code === NOT_PARENT_ACCOUNT ? 'notParent' : 'addonsNotAllowed' };
  }
  return { kind: 'failed' };
}

/** A 403 that says the caller is a team member, not the owner. */
export function isNotParentAccount(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === NOT_PARENT_ACCOUNT;
}

export interface ProblemsInput {
  emails: readonly string[];
  /** The bill preview, whose validation results check each address. */
  bill?: BillingInfo | null;
  /** The last add's failure: the addresses it names. */
  failure?: AddOutcome | null;
  /** The team's addresses: adding one of them again is a duplicate, caught before any call. */
  teamEmails?: readonly string[];
}

/**
 * The addresses of the form that cannot be added, in the form's order, one problem each: already
 * on the team, taken (the last add's 409), refused by the last add (400), or invalid by the bill
 * preview's validation results. An address the user removed from the form has no problem.
 */
export function addressProblems({ emails, bill, failure, teamEmails = [] }: ProblemsInput): AddressProblem[] {
  return emails.flatMap((email): AddressProblem[] => {
    if (teamEmails.some((t) => same(t, email))) return [{ email, reason: 'onTeam' }];
    if (failure?.kind === 'taken' && failure.emails.some((t) => same(t, email))) return [{ email, reason: 'taken' }];
    const refused = failure?.kind === 'rejected' ? failure.problems.find((p) => same(p.email, email)) : undefined;
    if (refused) return [refused];
    const result = bill?.validationResults.find((r) => same(r.email, email));
    if (result && !result.isValid) return [{ email, reason: 'rejected', message: result.message ?? null }];
    return [];
  });
}

/** How many of `emails` the preview counts as addable, and what they add per billing period. */
export function previewFigures(bill: BillingInfo, emails: readonly string[]): { count: number; charge: number } {
  const count = emails.filter((email) => {
    const result = bill.validationResults.find((r) => same(r.email, email));
    return result === undefined || result.isValid;
  }).length;
  return { count, charge: count * bill.recurringAmountPerUser };
}

/** The team with the accounts just added (replacing any it already listed). */
export function withAddedMembers(team: readonly ChildAccount[], added: readonly ChildAccount[]): ChildAccount[] {
  return [...team.filter((member) => !added.some((a) => a.id === member.id)), ...added];
}
