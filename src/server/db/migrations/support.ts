import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the untyped schema
export type AnyDb = Kysely<any>;

/** One migration, built for the dialect it runs on. */
export type MigrationFactory = (dialect: Dialect) => Migration;

/** An integer primary key the database generates. */
export function serialKey(dialect: Dialect) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

/** Booleans are integers 0/1 on both databases (SQLite has none, better-sqlite3 cannot bind one). */
export const booleanColumn = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
