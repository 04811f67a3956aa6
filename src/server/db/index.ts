/** The Kysely factory: SQLite through better-sqlite3 (the embedded default) or PostgreSQL through pg. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import pg from 'pg';

import type { DatabaseConfig } from '../config';
import { ensureKeywordVolumeIndex } from './keywordVolumeIndex';
import { migrateToLatest, type Dialect } from './migrations/index';
import type { Database } from './schema';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * SQLite's own connection (the one Kysely uses), for bulk loads: a prepared INSERT run per row
   * inside a Kysely transaction is several times faster than compiling multi-row INSERTs.
   */
  sqlite?: SqliteDatabase.Database;
  /** Closes the connection (SQLite file or pg pool). */
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Prepared statements kept per SQL text; the least recently used goes beyond this many. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite dialect sees it, keeping prepared statements: the dialect
 * prepares every query anew, and for the small queries a request makes, preparing costs more than
 * running. Reusing a statement is safe: the dialect runs one query at a time (a stream holds the
 * connection until it ends), and SQLite re-prepares a statement itself after a schema change.
 */
function keepingStatements(database: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text); // re-inserted below: Map order is the recency order
      } else {
        statement = database.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/** Opens the database and migrates it to the latest schema. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
    const database = new SqliteDatabase(config.file);
    database.pragma('journal_mode = WAL');
    // FULL: an acknowledged write survives a crash of the process and of the machine.
    database.pragma('synchronous = FULL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(database) }) });
    await migrateToLatest(kysely as Kysely<unknown>, 'sqlite');
    await ensureKeywordVolumeIndex(kysely);
    return { kysely, dialect: 'sqlite', sqlite: database, close: () => kysely.destroy() };
  }

  const { schema } = config;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  // Ten connections: PostgreSQL and the server share the machine's cores, and more connections
  // than cores' worth of work only move the queue from the pool into PostgreSQL. Under load every
  // query waits its turn for a connection (the bench's 200 users queue behind 10), so what a
  // request pays is its number of sequential queries: keep that low (one for the session route,
  // two for the account page's info).
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(kysely);
  await migrateToLatest(kysely as Kysely<unknown>, 'postgres', schema);
  await ensureKeywordVolumeIndex(kysely);
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}
