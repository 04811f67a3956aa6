/**
 * Team (child) accounts: a child is a user row whose parent_user_id names the paying parent. Each
 * addition is recorded as an invitation: who invited whom, when, and the receipt that paid for the seat.
 */

import { serialKey, type AnyDb, type MigrationFactory } from './support';

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
