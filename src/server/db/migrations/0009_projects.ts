/**
 * Workspace projects (doc 2 §7). A project belongs to an account: the team's owner, so a team's
 * members share one workspace. Names are unique per account whatever their case (`name_key`, the
 * lower-cased name, carries the constraint on both databases). The keywords, groups, labels and
 * outreach of a project come with their own migrations and reference `projects.id`.
 */
import type { AnyDb, MigrationFactory } from './support';

export const projects: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('projects')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('primary_domain_name', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('projects_account_name', ['account_user_id', 'name_key'])
      .execute();
    await db.schema
      .createIndex('projects_account_recent')
      .on('projects')
      .columns(['account_user_id', 'last_used_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('projects').execute();
  },
});
