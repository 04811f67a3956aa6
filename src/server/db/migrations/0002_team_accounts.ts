/**
 * Team (child) accounts: a child is a user row whose parent_user_id names the paying parent. Each
 * addition is recorded as an invitation: who invited whom, when, and the receipt that paid for the seat.
 */
import type { Generated } from 'kysely';

import { serialKey, type AnyDb, type MigrationFactory } from './support';

export interface ChildAccountInvitationsTable {
  id: Generated<number>;
  parent_user_id: number;
  /** Null once the child account is removed (the record of the charge stays). */
  child_user_id: number | null;
  /** The address invited, as typed. */
  email: string;
  /** The receipt of the seat charge (0003_billing); null when the seats cost nothing. */
  receipt_id: number | null;
  created_at: string;
  /** When the e-mailed set-a-password link (a password_resets row) stops working. */
  expires_at: string;
}

/** Tables this migration adds (the users column is typed in ../schema.ts UsersTable). */
export interface TeamTables {
  child_account_invitations: ChildAccountInvitationsTable;
}

export const teamAccounts: MigrationFactory = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('users')
      .addColumn('parent_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('users_parent').on('users').column('parent_user_id').execute();

    await db.schema
      .createTable('child_account_invitations')
      .addColumn('id', 'integer', serialKey(dialect))
      .addColumn('parent_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('child_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('receipt_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('child_account_invitations_parent')
      .on('child_account_invitations')
      .column('parent_user_id')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('child_account_invitations').execute();
    await db.schema.dropIndex('users_parent').execute();
    await db.schema.alterTable('users').dropColumn('parent_user_id').execute();
  },
});
