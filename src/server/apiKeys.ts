/**
 * API keys and the monthly count of rows served through the API: what the account page shows
 * (account tag) and what the API-key and usage calls manage (nsa-account tag).
 */
import { randomBytes } from 'node:crypto';

import type { Db } from './db';
import bundle from '../api/openapi.gen.json';
import type { UserRow } from './db/schema';
import { planHolderOf, sha256 } from './handlers/context';
import { schemaLimit } from '../lib/openapi/operations';

/** Months of API usage reported (the ApiMonthlyUsage schema's maxItems). */
export const API_USAGE_MONTHS = schemaLimit(bundle, 'ApiMonthlyUsage', 'months', 'maxItems');

/** API keys: "rs_" and 40 hex digits (160 random bits); the first 11 characters stay visible. */
const API_KEY_PREFIX = 'rs_';
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 8;
const MASK = '…';

export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(20).toString('hex')}`;

/** The calendar month (UTC) of a moment, as 'YYYY-MM'. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The active key's visible prefix followed by an ellipsis: the full key is shown only once. */
export const maskedKey = (prefix: string) => `${prefix}${MASK}`;

/** The user an API key belongs to, or undefined for an unknown or replaced key. */
export async function findUserByApiKey(db: Db, apiKey: string): Promise<UserRow | undefined> {
  return db.kysely
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .selectAll('users')
    .where('api_keys.key_hash', '=', sha256(apiKey))
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Adds rows served through the API to the user's count for the month of `at`. */
export async function recordApiUsage(db: Db, userId: number, rows: number, at = new Date()): Promise<void> {
  await db.kysely
    .insertInto('api_usage_months')
    .values({ user_id: userId, month: monthOf(at), rows_used: rows })
    .onConflict((oc) =>
      oc.columns(['user_id', 'month']).doUpdateSet((eb) => ({
        rows_used: eb('api_usage_months.rows_used', '+', eb.ref('excluded.rows_used')),
      })),
    )
    .execute();
}

/** The months to report: from the account's first month (at most 12 back) to this one, newest first. */
export function reportedMonths(createdAt: string, now: Date): string[] {
  const first = monthOf(new Date(createdAt));
  const months: string[] = [];
  for (let i = 0; i < API_USAGE_MONTHS; i++) {
    const month = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)));
    months.push(month);
    if (month <= first) break;
  }
  return months;
}

/** API access comes with a paid plan — for a team account, its parent's. */
export const hasApiAccess = async (db: Db, user: UserRow) => (await planHolderOf(db, user)).is_full_user === 1;

export function activeApiKey(db: Db, userId: number) {
  return db.kysely
    .selectFrom('api_keys')
    .select(['key_prefix', 'created_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function usageByMonth(db: Db, userId: number, months: string[]): Promise<Map<string, number>> {
  const rows = await db.kysely
    .selectFrom('api_usage_months')
    .select(['month', 'rows_used'])
    .where('user_id', '=', userId)
    .where('month', 'in', months)
    .execute();
  return new Map(rows.map((r) => [r.month, Number(r.rows_used)]));
}
