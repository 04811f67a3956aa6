/** Team (child) accounts: a child is a user row whose parent_user_id names the paying parent. */
import type { AnyDb, MigrationFactory } from './support';

/** Tables this migration adds (the users column is typed in ../schema.ts UsersTable). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the team area grows
export interface TeamTables {}

export const teamAccounts: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('users')
      .addColumn('parent_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('users_parent').on('users').column('parent_user_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('users_parent').execute();
    await db.schema.alterTable('users').dropColumn('parent_user_id').execute();
  },
});
