/**
 * The search index: known domains and keywords (the demo corpus, or real data later) for query
 * lookup and suggestions, and the log of searches (JsonSearch) that counts a visitor's searches.
 *
 * Prefix search is a range scan on the unique index: `key >= prefix and key < next(prefix)`. That
 * needs byte order: SQLite's default BINARY collation has it, PostgreSQL's columns are declared
 * `collate "C"` (a linguistic collation would ignore spaces and punctuation when ordering).
 */
import { sql, type CreateTableBuilder } from 'kysely';

import { booleanColumn, serialKey, type AnyDb, type MigrationFactory } from './support';

/** What a search log row holds besides whose search it was (migration 0021 keys it by visitor). */
export const searchLogColumns = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('result_type', 'text', (c) => c.notNull())
    .addColumn('was_found', 'integer', booleanColumn)
    .addColumn('created_at', 'text', (c) => c.notNull());

/** The search log as this migration creates it (migration 0021's down creates it again). */
export function createSearchLog(db: AnyDb, serial: ReturnType<typeof serialKey>) {
  return (
    db.schema
      .createTable('search_log')
      .addColumn('id', 'integer', serial)
      // Anonymous sessions are purged when they expire; their searches go with them.
      .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
      .$call(searchLogColumns)
      .execute()
  );
}

export const searchIndex: MigrationFactory = (dialect) => {
  const serial = serialKey(dialect);
  const byteOrderedText = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('search_domains')
        .addColumn('id', 'integer', serial)
        .addColumn('domain', byteOrderedText, (c) => c.notNull().unique())
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('is_demo', 'integer', booleanColumn)
        .execute();

      await db.schema
        .createTable('search_keywords')
        .addColumn('id', 'integer', serial)
        .addColumn('keyword', byteOrderedText, (c) => c.notNull().unique())
        .addColumn('search_volume', 'integer', (c) => c.notNull())
        .addColumn('is_demo', 'integer', booleanColumn)
        .execute();

      await createSearchLog(db, serial);
      await db.schema.createIndex('search_log_session').on('search_log').column('session_id').execute();
    },
    async down(db: AnyDb) {
      for (const table of ['search_log', 'search_keywords', 'search_domains']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
