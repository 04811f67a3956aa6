/**
 * Imports a file of real research data into the configured database (DATABASE_URL, as the server
 * does), showing progress and ending with a summary; an interrupted import of the same file resumes.
 *   node --import tsx src/server/cli/import.ts <kind> <file> [options]     (npm run import -- …)
 */

import { runAsCommand } from './entry';
import { progressLine } from './progress';
import { loadConfig, parseDatabaseUrl, type DatabaseConfig } from '../config';
import { openDatabase, type Db } from '../db';
import { FILE_READERS } from '../research/importers/formats';
import {
  runImport,
  type ImportRequest,
  type ImportRunOptions,
  type ImportSummary,
} from '../research/importers/importRun';
import { readInWorker } from '../research/importers/workerReader';
import { IMPORT_KINDS, type ImportKind } from '../research/records';

/**
 * Rows per transaction of the import command on SQLite: ten batches. A commit writes each page its
 * batches changed once, and the indexes of `keywords` take new entries all over them, so ten
 * batches to a commit write a page about once where one batch to a commit wrote it up to ten times
 * (11 % less CPU for a Keyword Planner import). A crash loses up to this many rows' work, redone
 * when the same command resumes. PostgreSQL keeps one batch a transaction.
 */
export const IMPORT_COMMIT_ROWS = 50_000;

export const USAGE = `Usage: npm run import -- <kind> <file> [options]
  kind: ${IMPORT_KINDS.join(', ')}
  --country CC          the country of rows whose file names none (default us)
  --month YYYY-MM       the month of rows whose file dates none (default: last month)
  --site DOMAIN         the Search Console property the gsc export belongs to (required for gsc)
  --database-url URL    the database (default: DATABASE_URL, else data/rivalscope.sqlite)
  --database-schema S   the PostgreSQL schema to use (default: the connection's search_path)
  --commit-rows N       rows per transaction (default: ${IMPORT_COMMIT_ROWS} on SQLite, one batch on PostgreSQL);
                        a crash loses at most this many rows' work, redone when the command resumes`;

export interface ImportArgs {
  request: ImportRequest;
  databaseUrl: string | null;
  databaseSchema: string | null;
  /** Rows per transaction; null: the database's default (IMPORT_COMMIT_ROWS on SQLite). */
  commitRows: number | null;
}

/** The month before `now`'s, YYYYMM: the last complete month. */
export function lastMonth(now: Date): number {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
}

const usageError = (message: string) => new Error(`${message}\n${USAGE}`);

/** The command line; throws a message naming the argument that is wrong, with the usage. */
export function parseImportArgs(argv: readonly string[], now = new Date()): ImportArgs {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!['--country', '--month', '--site', '--database-url', '--database-schema', '--commit-rows'].includes(name)) {
      throw usageError(`Unknown option ${name}.`);
    }
    const value = inline ?? argv[(i += 1)];
    if (value === undefined || value === '') throw usageError(`${name} needs a value.`);
    flags.set(name, value);
  }
  const [kind, path, ...extra] = positional;
  if (kind === undefined) throw usageError('Name the kind of file to import.');
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
    throw usageError(`Unknown kind "${kind}": use one of ${IMPORT_KINDS.join(', ')}.`);
  }
  if (path === undefined) throw usageError('Name the file to import.');
  if (extra.length > 0) throw usageError(`Unexpected argument "${extra[0]}".`);

  const country = (flags.get('--country') ?? 'us').toLowerCase();
  if (!/^[a-z]{2}$/.test(country)) throw usageError(`--country takes a two-letter country code, not "${country}".`);
  const monthText = flags.get('--month');
  let month = lastMonth(now);
  if (monthText !== undefined) {
    const match = /^(\d{4})-?(0[1-9]|1[0-2])$/.exec(monthText);
    if (!match) throw usageError(`--month takes a month as YYYY-MM, not "${monthText}".`);
    month = Number(match[1]) * 100 + Number(match[2]);
  }
  const site = flags.get('--site');
  if (kind === 'gsc' && site === undefined)
    throw usageError('--site is required for a gsc export (e.g. --site example.com).');
  const schema = flags.get('--database-schema') ?? null;
  if (schema !== null && !/^[a-z_][a-z0-9_]*$/i.test(schema)) {
    throw usageError(`--database-schema takes a schema name (letters, digits, _), not "${schema}".`);
  }
  const commitRowsText = flags.get('--commit-rows');
  if (commitRowsText !== undefined && !/^[1-9]\d{0,8}$/.test(commitRowsText)) {
    throw usageError(`--commit-rows takes a whole number of rows (at least 1), not "${commitRowsText}".`);
  }
  return {
    request: { kind: kind as ImportKind, path, options: { country, month, ...(site ? { site } : {}) } },
    databaseUrl: flags.get('--database-url') ?? null,
    databaseSchema: schema,
    commitRows: commitRowsText === undefined ? null : Number(commitRowsText),
  };
}

/** The summary's closing lines: counts, then the first refused rows. */
export function summaryLines(summary: ImportSummary): string[] {
  const n = (x: number) => x.toLocaleString('en-US');
  const resumed = summary.resumedFrom > 0 ? `, resumed after line ${n(summary.resumedFrom)}` : '';
  const lines = [
    `${n(summary.rowsRead)} rows read, ${n(summary.rowsStored)} stored, ${n(summary.rowsRefused)} refused (run ${summary.runId}${resumed})`,
  ];
  for (const { line, reason } of summary.firstRefused) lines.push(`    line ${line}: ${reason}`);
  const unlisted = summary.rowsRefused - summary.firstRefused.length;
  if (unlisted > 0) lines.push(`    and ${n(unlisted)} more refused rows (table import_errors, run ${summary.runId})`);
  return lines;
}

/**
 * How the file is read: on a second thread (readInWorker: decoding and parsing run beside the
 * writing), except a SERP JSON file, which is read on this thread: its records are big, and the
 * second thread's heap and the batches in flight took that import over its 300 MB (312 MB for 1M
 * items, 265 MB on one thread).
 */
export function readerFor(kind: ImportKind): Pick<ImportRunOptions, 'reader' | 'checkedRows'> {
  return kind === 'serp-json' ? { reader: FILE_READERS[kind] } : { reader: readInWorker(kind), checkedRows: true };
}

function databaseConfig(args: ImportArgs): DatabaseConfig {
  const config = args.databaseUrl === null ? loadConfig().database : parseDatabaseUrl(args.databaseUrl, 'data');
  if (args.databaseSchema === null) return config;
  if (config.kind !== 'postgres') throw usageError('--database-schema applies to a PostgreSQL database only.');
  return { ...config, schema: args.databaseSchema };
}

/**
 * SQLite settings of the import command's own connection (it only imports). NORMAL (in WAL mode)
 * skips the sync at each commit: a power cut may lose the last committed batches, never part of
 * one, and each batch's checkpoint commits with its rows, so the same command resumes after the
 * last batch that survived. A bigger cache holds the index pages the batches touch; fewer WAL
 * checkpoints copy each page fewer times. (The foreign-key checks are off while the batches are
 * stored, and the statement journals kept in memory: runImport's skipForeignKeyChecks and
 * statementJournalsInMemory, below. On either database a large file has keywords' (country,
 * volume) index built again after its batches rather than updated by each: deferKeywordVolumeIndex.)
 */
function importConnectionSettings(db: Db): void {
  if (!db.sqlite) return;
  db.sqlite.pragma('synchronous = NORMAL');
  db.sqlite.pragma('cache_size = -16384');
  db.sqlite.pragma('wal_autocheckpoint = 10000');
}

async function main() {
  const args = parseImportArgs(process.argv.slice(2));
  const db = await openDatabase(databaseConfig(args));
  importConnectionSettings(db);
  try {
    const progress = progressLine(`import ${args.request.path}`);
    const summary = await runImport(db, args.request, {
      ...readerFor(args.request.kind),
      skipForeignKeyChecks: true,
      statementJournalsInMemory: true,
      deferKeywordVolumeIndex: true,
      ...(args.commitRows !== null
        ? { commitRows: args.commitRows }
        : db.sqlite
          ? { commitRows: IMPORT_COMMIT_ROWS }
          : {}),
      onProgress: ({ bytesRead, totalBytes, rowsRead }) =>
        progress.update(bytesRead, totalBytes, `bytes, ${rowsRead.toLocaleString('en-US')} rows`),
    });
    const [first, ...rest] = summaryLines(summary);
    progress.done(first!);
    for (const line of rest) process.stdout.write(`${line}\n`);
  } finally {
    await db.close();
  }
}

runAsCommand(import.meta.url, main, { messageOnly: true });
