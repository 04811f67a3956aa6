import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

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

/** A double-precision float: PostgreSQL's `real` is single precision, and a CTR of 0.4561 should read back as written. */
export const floatType = (dialect: Dialect) => (dialect === 'postgres' ? sql`double precision` : sql`real`);

/** SQLite keeps a table in its primary-key order, without a separate rowid tree (for `modifyEnd`). */
export const withoutRowid = (dialect: Dialect) => (dialect === 'sqlite' ? sql`without rowid` : sql``);

/** Booleans are integers 0/1 on both databases (SQLite has none, better-sqlite3 cannot bind one). */
export const booleanColumn = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
