/**
 * Plain SQL inside an import batch's transaction, the same text on both databases: on SQLite it
 * runs as cached prepared statements on the transaction's own connection (better-sqlite3 is
 * synchronous, so a statement is a C call, not a query round trip); on PostgreSQL through the
 * Kysely transaction, with `?` turned into `$n`. Multi-row statements keep the calls per batch few.
 */
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import { CompiledQuery, type Transaction } from 'kysely';

import type { Db } from '../../db';
import type { Database } from '../../db/schema';

export interface SqlBatch {
  readonly dialect: Db['dialect'];
  run(text: string, params: readonly unknown[]): Promise<void>;
  all<T>(text: string, params: readonly unknown[]): Promise<T[]>;
}

/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const PARAMETERS_PER_STATEMENT = 30_000;
/**
 * Rows per SQLite statement: a few calls per thousand rows, and few distinct statement texts to
 * prepare (a full chunk plus one remainder per table); PostgreSQL takes as many as fit, since each
 * statement is a round trip there. 256 rather than 64: 8 % less CPU for a Keyword Planner import
 * (12 monthly rows a keyword), 4 % for a SERP import (200,000 keywords, 20,000 results pages).
 */
const SQLITE_ROWS_PER_STATEMENT = 256;
/** Prepared statements kept per SQLite connection: every text an import uses, several times over. */
const STATEMENT_CACHE_LIMIT = 1_000;

const statementCaches = new WeakMap<SqliteDatabase, Map<string, Statement>>();

function prepared(sqlite: SqliteDatabase, text: string): Statement {
  let cache = statementCaches.get(sqlite);
  if (!cache) statementCaches.set(sqlite, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) {
    if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear();
    cache.set(text, (statement = sqlite.prepare(text)));
  }
  return statement;
}

/** Numbers each `?` as PostgreSQL's `$n` (the statements here hold no `?` inside literals). */
function numberedPlaceholders(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${(n += 1)}`);
}

export function sqlBatch(db: Db, trx: Transaction<Database>): SqlBatch {
  const { sqlite } = db;
  if (sqlite) {
    return {
      dialect: db.dialect,
      run(text, params) {
        // An array binds as the anonymous parameters, without spreading hundreds of arguments.
        prepared(sqlite, text).run(params);
        return Promise.resolve();
      },
      all<T>(text: string, params: readonly unknown[]) {
        return Promise.resolve(prepared(sqlite, text).all(params) as T[]);
      },
    };
  }
  return {
    dialect: db.dialect,
    async run(text, params) {
      await trx.executeQuery(CompiledQuery.raw(numberedPlaceholders(text), [...params]));
    },
    async all<T>(text: string, params: readonly unknown[]) {
      const result = await trx.executeQuery<T>(CompiledQuery.raw(numberedPlaceholders(text), [...params]));
      return [...result.rows];
    },
  };
}

const tupleLists = new Map<string, string>();
const statementTexts = new Map<string, string>();

/**
 * `head values tuple, tuple, … tail` for n rows, the same string each time: the statement cache
 * finds it by a string whose hash V8 keeps, instead of hashing a new 10 KB text every call (a
 * Keyword Planner import makes 50,000 calls per million keywords).
 */
function valuesText(head: string, tuple: string, n: number, tail: string): string {
  const key = `${n}\u0000${tuple}\u0000${head}\u0000${tail}`;
  let text = statementTexts.get(key);
  if (text === undefined) {
    if (statementTexts.size >= STATEMENT_CACHE_LIMIT) statementTexts.clear();
    statementTexts.set(key, (text = `${head} values ${tupleList(tuple, n)} ${tail}`));
  }
  return text;
}

/** `tuple, tuple, …` n times (the same few lengths again and again). */
function tupleList(tuple: string, n: number): string {
  const key = `${n} ${tuple}`;
  let list = tupleLists.get(key);
  if (list === undefined) {
    if (tupleLists.size >= STATEMENT_CACHE_LIMIT) tupleLists.clear();
    tupleLists.set(key, (list = Array(n).fill(tuple).join(', ')));
  }
  return list;
}

/** How many rows of `width` values go in one statement on this database. */
export function rowsPerStatement(batch: SqlBatch, width: number): number {
  const fit = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / width));
  return batch.dialect === 'sqlite' ? Math.min(SQLITE_ROWS_PER_STATEMENT, fit) : fit;
}

/**
 * Runs `head VALUES (…), (…) tail` over the rows in chunks; `tuple` is one row's placeholder
 * text, e.g. `(?, ?, 0)` or `(cast(? as integer), ?)`, holding `width` placeholders.
 */
export async function runValues(
  batch: SqlBatch,
  head: string,
  tuple: string,
  rows: readonly (readonly unknown[])[],
  tail = '',
): Promise<void> {
  if (rows.length === 0) return;
  const width = rows[0]!.length;
  const step = rowsPerStatement(batch, width);
  for (let i = 0; i < rows.length; i += step) {
    const chunk = rows.slice(i, i + step);
    await batch.run(valuesText(head, tuple, chunk.length, tail), chunk.flat());
  }
}

/**
 * Like runValues, for rows laid out one after another in one flat array of `width` values each:
 * the big tables' rows, without an array per row.
 */
export async function runFlat(
  batch: SqlBatch,
  head: string,
  tuple: string,
  width: number,
  values: readonly unknown[],
  tail = '',
): Promise<void> {
  const step = rowsPerStatement(batch, width);
  for (let i = 0; i < values.length; i += step * width) {
    const chunk = values.slice(i, i + step * width);
    await batch.run(valuesText(head, tuple, chunk.length / width, tail), chunk);
  }
}

/** Like runValues, for a statement ending in RETURNING: the rows of all chunks. */
export async function returningValues<T>(
  batch: SqlBatch,
  head: string,
  tuple: string,
  rows: readonly (readonly unknown[])[],
  tail: string,
): Promise<T[]> {
  const found: T[] = [];
  if (rows.length === 0) return found;
  const step = rowsPerStatement(batch, rows[0]!.length);
  for (let i = 0; i < rows.length; i += step) {
    const chunk = rows.slice(i, i + step);
    for (const row of await batch.all<T>(valuesText(head, tuple, chunk.length, tail), chunk.flat())) {
      found.push(row);
    }
  }
  return found;
}

/** Like runValues, for a SELECT whose `{values}` is replaced by the chunk's tuples; the rows of all chunks. */
export async function selectValues<T>(
  batch: SqlBatch,
  text: string,
  tuple: string,
  rows: readonly (readonly unknown[])[],
): Promise<T[]> {
  const found: T[] = [];
  if (rows.length === 0) return found;
  const width = rows[0]!.length;
  const step = rowsPerStatement(batch, width);
  for (let i = 0; i < rows.length; i += step) {
    const chunk = rows.slice(i, i + step);
    const values = `values ${tupleList(tuple, chunk.length)}`;
    for (const row of await batch.all<T>(text.replace('{values}', values), chunk.flat())) found.push(row);
  }
  return found;
}
