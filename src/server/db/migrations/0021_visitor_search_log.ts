/**
 * Anonymous visitors no longer get a session row (a flood of cookie-less requests wrote
 * one row each). Their identity is a signed cookie (src/server/sessions.ts, rs_visitor), so the
 * search log, which counts a visitor's searches for the paywall, keys its rows by a visitor id —
 * a logged-in session's id, or an anonymous visitor's — instead of a reference to `sessions`.
 * SQLite cannot drop a foreign key, so the table is rebuilt (ids renumbered: nothing refers to
 * them); old rows keep their session id as the visitor id. Anonymous rows are swept by age.
 */
import { sql } from 'kysely';

import { createSearchLog, searchLogColumns } from './0006_search_index';
import { serialKey, type AnyDb, type MigrationFactory } from './support';

export const visitorSearchLog: MigrationFactory = (dialect) => {
  const serial = serialKey(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('visitor_search_log')
        .addColumn('id', 'integer', serial)
        // A logged-in session's id or an anonymous visitor's id; null only for rows of sessions removed before.
        .addColumn('visitor_id', 'text')
        .$call(searchLogColumns)
        .execute();
      await sql`
        insert into visitor_search_log (visitor_id, user_id, query, result_type, was_found, created_at)
        select session_id, user_id, query, result_type, was_found, created_at from search_log order by id`.execute(db);
      await db.schema.dropTable('search_log').execute();
      await db.schema.alterTable('visitor_search_log').renameTo('search_log').execute();
      await db.schema.createIndex('search_log_visitor').on('search_log').column('visitor_id').execute();
      // The sweep of anonymous searches by age.
      await db.schema.createIndex('search_log_created').on('search_log').column('created_at').execute();
      // The sweep of old sessions (killed or expired) and of anonymous events by age.
      await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
      await db.schema.createIndex('event_log_created').on('event_log').column('created_at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('event_log_created').execute();
      await db.schema.dropIndex('sessions_expires').execute();
      await db.schema.dropIndex('search_log_created').execute();
      await db.schema.dropIndex('search_log_visitor').execute();
      await db.schema.alterTable('search_log').renameTo('visitor_search_log').execute();
      await createSearchLog(db, serial);
      // Anonymous visitors' rows have no session to refer to.
      await sql`
        insert into search_log (session_id, user_id, query, result_type, was_found, created_at)
        select visitor_id, user_id, query, result_type, was_found, created_at from visitor_search_log
        where visitor_id in (select id from sessions) order by id`.execute(db);
      await db.schema.dropTable('visitor_search_log').execute();
      await db.schema.createIndex('search_log_session').on('search_log').column('session_id').execute();
    },
  };
};
