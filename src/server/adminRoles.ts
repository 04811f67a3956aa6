/**
 * Who administers a self-hosted server: the accounts named by ADMIN_EMAILS (and the demo account
 * while the demo is seeded) get the admin role when the server starts. The role opens the admin
 * pages (data sources, uploads); nothing else grants it, so a fresh install has no admin until its
 * owner names one.
 */
import { sql } from 'kysely';

import type { Db } from './db';
import { parseRoles } from './handlers/context';
import { ROLE_ADMIN } from '../lib/spec/identity';

/** Adds the admin role to every existing account whose e-mail is listed (any case); answers the e-mails it changed. */
export async function grantAdminRoles(db: Db, emails: readonly string[]): Promise<string[]> {
  const keys = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (keys.length === 0) return [];
  const users = await db.kysely
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, 'in', keys)
    .execute();
  const granted: string[] = [];
  for (const user of users) {
    const roles = parseRoles(user);
    if (roles.includes(ROLE_ADMIN)) continue;
    await db.kysely
      .updateTable('users')
      .set({ roles: JSON.stringify([...roles, ROLE_ADMIN]) })
      .where('id', '=', user.id)
      .execute();
    granted.push(user.email);
  }
  return granted;
}
