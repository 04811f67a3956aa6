/**
 * Team (child) accounts: add by e-mail (billed per seat, invited by e-mail), preview the bill,
 * list, remove, and the sessions of the account and its team (doc 1 §6, §7, §8).
 *
 * Only a parent account manages team members; a child account gets 403. Sessions are listed and
 * ended by both: a parent for itself and its children, a child for itself only.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';

import { RESET_PASSWORD_PATH } from '../passwordResets';
import {
  findUserByEmail,
  logEvent,
  nowIso,
  hasUnlimitedSessions,
  publicOrigin,
  requireUser,
  sha256,
  type HandlerContext,
  type Schemas,
} from './context';
import type { TagHandlers } from './operation';
import { BILLING_UNSUCCESSFUL_CODE } from '../../lib/spec/purchase';
import { TEXT } from '../../lib/spec/text';
import { chargeAccount, currentBilling, seatPricing, type SeatPricing } from '../billing/index';
import type { Database, UserRow } from '../db/schema';
import { FieldValidationError, HttpError, type FieldError } from '../errors';
import { queueEmail } from '../mail/outbox';
import { hashPassword } from '../password';
import { endSessionsOf, killSession, newToken } from '../sessions';

/** How long the e-mailed set-a-password link of an invitation works (a reset link lasts an hour). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Our wording (the spec shows none of these). */
export const TEAM_TEXT = {
  notParent: 'Only the account owner can manage team members.',
  addonsNotAllowed: 'Adding team members needs a paid plan that allows additional users.',
  billingFailed: 'We could not charge the card on file for the new users.',
  repeatedEmail: 'This address is in the list more than once.',
  sessionNotFound: 'Session not found.',
} as const;

export const INVITATION_EMAIL = {
  subject: 'You have been added to a Rivalscope team',
  body:
    '{inviter} added you as a user of their Rivalscope account.\n\n' +
    'You log in with this address ({email}). To choose your password, open this link within 7 days:\n' +
    '{link}\n',
};

type ChildAccount = Schemas['ChildAccount'];
type BillingInfo = Schemas['BillingInfo'];
type ValidationResult = Schemas['BillingValidationResult'];

const cents = (amount: number) => amount / 100;
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const notParent = () => new HttpError(403, TEAM_TEXT.notParent, 'NOT_PARENT_ACCOUNT');

/** The caller, when it is a parent (or would-be parent) account; a child account gets 403. */
function requireParent(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.parent_user_id !== null) throw notParent();
  return user;
}

/**
 * The bill as it would be with `childrenAfter` team members. The parent's own seat is billed at the
 * per-user price too, so the total is that price × (1 + children) — the contract's example reads
 * 3 × $39 = $117 for a parent adding two users. Every child is past the plan's limit (no included seats).
 */
function billingInfo(
  pricing: SeatPricing,
  currentNumberOfChildren: number,
  childrenAfter: number,
  validationResults: ValidationResult[],
): BillingInfo {
  return {
    currentAmount: cents(pricing.recurringAmountPerUserCents * (1 + childrenAfter)),
    recurringAmountPerUser: cents(pricing.recurringAmountPerUserCents),
    isAnnual: pricing.isAnnual,
    validationResults,
    numberPastLimit: childrenAfter,
    currentNumberOfChildren,
    hasAccountThatAllowsAddons: pricing.hasAccountThatAllowsAddons,
    ccLastFour: pricing.ccLastFour,
  };
}

/** The receipt line of a seat charge, e.g. 'Additional users: 2 × $39.00 (monthly)'. */
function seatChargeDescription(pricing: SeatPricing, count: number): string {
  const perUser = cents(pricing.recurringAmountPerUserCents).toFixed(2);
  return `Additional users: ${count} × $${perUser} (${pricing.isAnnual ? 'annual' : 'monthly'})`;
}

/** Indexes of addresses that repeat an earlier one of the list (case-insensitively). */
function repeatedIndexes(emails: readonly string[]): number[] {
  return emails.flatMap((email, i) => (emails.slice(0, i).some((earlier) => sameAddress(earlier, email)) ? [i] : []));
}

export function createChildAccountsHandlers(ctx: HandlerContext): TagHandlers<'child-accounts'> {
  const { db } = ctx;

  async function childrenOf(parentId: number): Promise<UserRow[]> {
    return db.kysely
      .selectFrom('users')
      .selectAll()
      .where('parent_user_id', '=', parentId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async function countChildren(parentId: number): Promise<number> {
    const row = await db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('parent_user_id', '=', parentId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The users whose sessions the caller may see and end: itself, and its children when a parent. */
  async function sessionOwnerIds(user: UserRow): Promise<number[]> {
    if (user.parent_user_id !== null) return [user.id];
    const children = await db.kysely.selectFrom('users').select('id').where('parent_user_id', '=', user.id).execute();
    return [user.id, ...children.map((c) => c.id)];
  }

  /** The list entries of the given children: their last activity and active-session count. */
  async function childAccountEntries(children: readonly UserRow[]): Promise<ChildAccount[]> {
    if (children.length === 0) return [];
    const ids = children.map((c) => c.id);
    const now = nowIso();
    const lastSeen = await db.kysely
      .selectFrom('sessions')
      .select((eb) => ['user_id', eb.fn.max('last_seen_at').as('last')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute();
    const active = await db.kysely
      .selectFrom('sessions')
      .select((eb) => ['user_id', eb.fn.countAll().as('n')])
      .where('user_id', 'in', ids)
      .where('killed_at', 'is', null)
      .where('expires_at', '>', now)
      .groupBy('user_id')
      .execute();
    return children.map((child) => ({
      id: child.guid,
      email: child.email,
      name: child.display_name,
      createdAt: child.created_at,
      lastActiveDate: lastSeen.find((r) => r.user_id === child.id)?.last ?? null,
      activeSessionCount: Number(active.find((r) => r.user_id === child.id)?.n ?? 0),
    }));
  }

  /** 409 (the contract's DuplicateEmail) naming every address that already has an account. */
  async function refuseTakenAddresses(emails: readonly string[], field: string): Promise<void> {
    const taken: FieldError[] = [];
    for (const [i, email] of emails.entries()) {
      if (await findUserByEmail(db, email)) taken.push({ field: `${field}.${i}`, message: TEXT.duplicateEmail });
    }
    if (taken.length) throw new HttpError(409, TEXT.duplicateEmail, 'DuplicateEmail', { fields: taken });
  }

  interface NewChild {
    email: string;
    /** The set-a-password token e-mailed to the child (only its hash is stored). */
    token: string;
  }

  /** Inserts the child users, their set-a-password links and the invitation records, all or none. */
  async function insertChildren(
    trx: Transaction<Database>,
    parent: UserRow,
    children: readonly NewChild[],
    receiptId: number | null,
  ): Promise<void> {
    // Nobody knows this password: the child chooses its own through the e-mailed link. One hash
    // serves the whole batch (scrypt is slow on purpose).
    const unusablePasswordHash = await hashPassword(newToken());
    const now = Date.now();
    const createdAt = new Date(now).toISOString();
    const expiresAt = new Date(now + INVITATION_TTL_MS).toISOString();
    for (const child of children) {
      const { id } = await trx
        .insertInto('users')
        .values({
          guid: randomUUID(),
          email: child.email,
          password_hash: unusablePasswordHash,
          display_name: null,
          roles: '[]',
          // The plan is the parent's (userState inherits it); the child row holds none of its own.
          plan: null,
          is_full_user: 0,
          max_export_rows: 0,
          has_unlimited_export_rows: 0,
          should_show_onboarding: 0,
          parent_user_id: parent.id,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('password_resets')
        .values({
          token_hash: sha256(child.token),
          user_id: id,
          created_at: createdAt,
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      await trx
        .insertInto('child_account_invitations')
        .values({
          parent_user_id: parent.id,
          child_user_id: id,
          email: child.email,
          receipt_id: receiptId,
          created_at: createdAt,
          expires_at: expiresAt,
        })
        .execute();
    }
  }

  const handlers: TagHandlers<'child-accounts'> = {
    async listChildAccounts(request) {
      const parent = requireParent(request);
      return {
        childAccounts: await childAccountEntries(await childrenOf(parent.id)),
      };
    },

    async previewChildAccountBill(request) {
      const parent = requireParent(request);
      const { emails } = request.query;
      const repeated = new Set(repeatedIndexes(emails));
      const validationResults: ValidationResult[] = [];
      for (const [i, email] of emails.entries()) {
        const message = repeated.has(i)
          ? TEAM_TEXT.repeatedEmail
          : (await findUserByEmail(db, email))
            ? TEXT.duplicateEmail
            : null;
        validationResults.push({ email, isValid: message === null, message });
      }
      const current = await countChildren(parent.id);
      const adding = validationResults.filter((r) => r.isValid).length;
      return billingInfo(await seatPricing(db, parent.id), current, current + adding, validationResults);
    },

    async getChildAccountBillAmount(request) {
      const parent = requireParent(request);
      const pricing = await seatPricing(db, parent.id);
      const numberOfChildren = await countChildren(parent.id);
      return {
        amount: cents(pricing.recurringAmountPerUserCents * numberOfChildren),
        amountPerUser: cents(pricing.recurringAmountPerUserCents),
        numberOfChildren,
        isAnnual: pricing.isAnnual,
        nextBillingDate: (await currentBilling(db, parent.id)).nextBillingDate,
      };
    },

    async addChildAccounts(request) {
      const parent = requireParent(request);
      const { emails } = request.body;
      const repeated = repeatedIndexes(emails);
      if (repeated.length) {
        throw new FieldValidationError(
          repeated.map((i) => ({ field: `body.emails.${i}`, message: TEAM_TEXT.repeatedEmail })),
        );
      }
      await refuseTakenAddresses(emails, 'body.emails');
      const pricing = await seatPricing(db, parent.id);
      if (!pricing.hasAccountThatAllowsAddons) {
        throw new HttpError(403, TEAM_TEXT.addonsNotAllowed, 'ADDONS_NOT_ALLOWED');
      }

      // Charge first: a declined card creates nothing (doc 1 §8 BillingUnsuccessful).
      const amountCents = pricing.recurringAmountPerUserCents * emails.length;
      let receiptId: number | null = null;
      if (amountCents > 0) {
        const charge = await chargeAccount(ctx, parent.id, {
          amountCents,
          description: seatChargeDescription(pricing, emails.length),
        });
        if (!charge.ok) {
          await logEvent(ctx, request, 'child_accounts_billing_failed', {
            count: emails.length,
            reason: charge.reason,
          });
          throw new HttpError(402, TEAM_TEXT.billingFailed, BILLING_UNSUCCESSFUL_CODE, { reason: charge.reason });
        }
        receiptId = charge.receiptId;
      }

      const children = emails.map((email) => ({ email, token: newToken() }));
      try {
        await db.kysely.transaction().execute((trx) => insertChildren(trx, parent, children, receiptId));
      } catch (error) {
        // Only a registration of the same address in the instant since the check gets here.
        const lost = await Promise.all(emails.map((email) => findUserByEmail(db, email)));
        if (!lost.some(Boolean)) throw error;
        await logEvent(ctx, request, 'child_accounts_charged_not_created', { receiptId, count: emails.length });
        await refuseTakenAddresses(emails, 'body.emails');
        throw error;
      }

      const origin = publicOrigin(ctx, request);
      const inviter = parent.display_name ?? parent.email;
      for (const child of children) {
        await queueEmail(db, {
          to: child.email,
          subject: INVITATION_EMAIL.subject,
          body: INVITATION_EMAIL.body
            .replace('{inviter}', inviter)
            .replace('{email}', child.email)
            .replace('{link}', `${origin}${RESET_PASSWORD_PATH}?token=${child.token}`),
        });
      }
      await logEvent(ctx, request, 'child_accounts_added', { count: emails.length, receiptId });

      const all = await childrenOf(parent.id);
      const added = all.filter((c) => emails.some((email) => sameAddress(email, c.email)));
      return {
        isSuccessful: true,
        childAccounts: await childAccountEntries(added),
        billing: billingInfo(
          pricing,
          all.length,
          all.length,
          emails.map((email) => ({ email, isValid: true, message: null })),
        ),
      };
    },

    async removeChildAccount(request) {
      const parent = requireParent(request);
      const child = await db.kysely
        .selectFrom('users')
        .select(['id', 'guid'])
        .where('guid', '=', request.params.id.toLowerCase())
        .where('parent_user_id', '=', parent.id)
        .executeTakeFirst();
      if (!child) throw new HttpError(404, TEXT.removeUserFailed, 'CHILD_ACCOUNT_NOT_FOUND');
      await db.kysely.transaction().execute(async (trx) => {
        await endSessionsOf(trx, child.id);
        // Detached from the user, the killed sessions outlive it, so the removed member's open
        // pages learn from the poll that their session was ended (isSessionKilled).
        await trx.updateTable('sessions').set({ user_id: null }).where('user_id', '=', child.id).execute();
        await trx.deleteFrom('users').where('id', '=', child.id).where('parent_user_id', '=', parent.id).execute();
      });
      await logEvent(ctx, request, 'child_account_removed', { childUserId: child.guid });
      return { isSuccessful: true };
    },

    async listChildSessions(request) {
      const user = requireUser(request);
      const owners = await sessionOwnerIds(user);
      const rows = await db.kysely
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as sessionId',
          'sessions.user_agent as userAgent',
          'sessions.created_at as createdAt',
          'sessions.last_seen_at as lastActiveDate',
          'users.guid as userId',
          'users.email as email',
          'users.parent_user_id as parentUserId',
        ])
        .where('sessions.user_id', 'in', owners)
        .where('sessions.killed_at', 'is', null)
        .where('sessions.expires_at', '>', nowIso())
        .orderBy('sessions.last_seen_at', 'desc')
        .orderBy('sessions.id')
        .execute();
      return {
        sessions: rows.map((row) => ({
          sessionId: row.sessionId,
          userId: row.userId,
          email: row.email,
          isChildAccount: row.parentUserId !== null,
          userAgent: row.userAgent?.slice(0, 500) ?? null,
          createdAt: row.createdAt,
          lastActiveDate: row.lastActiveDate,
          isCurrentSession: row.sessionId === request.rs.session?.id,
        })),
        maxActiveSessions: hasUnlimitedSessions(user) ? null : ctx.config.maxActiveSessions,
      };
    },

    async removeChildSessions(request) {
      const user = requireUser(request);
      const ids = [...new Set(request.body.sessionIds.map((id) => id.toLowerCase()))];
      const owners = await sessionOwnerIds(user);
      const found = await db.kysely
        .selectFrom('sessions')
        .select(['id', 'killed_at'])
        .where('id', 'in', ids)
        .where('user_id', 'in', owners)
        .execute();
      // All or nothing: one id the caller may not end (another account's, or unknown) changes nothing.
      if (found.length !== ids.length) throw new HttpError(404, TEAM_TEXT.sessionNotFound, 'SESSION_NOT_FOUND');
      const active = found.filter((s) => s.killed_at === null);
      for (const session of active) await killSession(db, session.id);
      await logEvent(ctx, request, 'child_sessions_removed', { count: active.length });
      return { isSuccessful: true, removedCount: active.length };
    },
  };
  return handlers;
}
