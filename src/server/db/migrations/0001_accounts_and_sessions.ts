/** Users, sessions, the e-mail outbox, password resets and the event log. */
import { sql } from 'kysely';

import { serialKey, type AnyDb, type MigrationFactory } from './support';

export const accountsAndSessions: MigrationFactory = (dialect) => {
  const serial = serialKey(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', serial)
        .addColumn('guid', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text')
        .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('plan', 'text')
        .addColumn('is_full_user', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_export_rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('has_unlimited_export_rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('should_show_onboarding', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index users_email_ci on users (lower(email))`.execute(db);

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('killed_at', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('last_path', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('email_outbox')
        .addColumn('id', 'integer', serial)
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await db.schema
        .createTable('event_log')
        .addColumn('id', 'integer', serial)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('session_id', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['event_log', 'password_resets', 'email_outbox', 'sessions', 'users']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
