/**
 * One import of a file into the research corpus: reads it with its kind's reader, stores the rows
 * in batches (corpusWriter.ts), each batch in ONE transaction that also records the run's counters,
 * its refused rows and its checkpoint (the last input line stored). A run that dies half-way (the
 * process killed, the database gone) is resumed by importing the same file with the same options
 * again: the rows up to the checkpoint are skipped, so the result equals an uninterrupted run.
 * The derived tables (per-domain totals) are rebuilt once, at the end.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';

import type { ControlledTransaction } from 'kysely';

import { CorpusWriter, refreshAfterImport, siteDomain, type Refusal } from './corpusWriter';
import type { Db } from '../../db';
import { dropKeywordVolumeIndex, ensureKeywordVolumeIndex } from '../../db/keywordVolumeIndex';
import type { Database } from '../../db/schema';
import type { FileReader, ImportKind, ImportOptions, ParsedRow } from '../records';

/**
 * Rows stored per transaction: big enough that the per-transaction cost (a commit, the run's
 * update) is small next to the rows, small enough that a batch (~5 MB of records) and a lost
 * batch after a crash stay small.
 */
export const IMPORT_BATCH_ROWS = 5_000;
/** Refused rows kept with their line and reason per run; the rest are only counted. */
export const LISTED_REFUSALS_PER_RUN = 1_000;
/** Refused rows the summary shows. */
export const SUMMARY_REFUSALS = 10;

export interface ImportRequest {
  kind: ImportKind;
  path: string;
  options: ImportOptions;
}

export interface ImportProgress {
  /** Rows read so far, those of an interrupted earlier attempt included. */
  rowsRead: number;
  /** Bytes of the file read so far (estimated from the line reached). */
  bytesRead: number;
  totalBytes: number;
}

export interface ImportSummary {
  runId: number;
  /** The line an interrupted earlier run had stored up to (0: a fresh run). */
  resumedFrom: number;
  rowsRead: number;
  rowsStored: number;
  rowsRefused: number;
  /** The first refused rows, by line. */
  firstRefused: Refusal[];
}

/** The file cannot be read as its kind (missing, unreadable, not that format): nothing more is stored. */
export class ImportFileError extends Error {}

export interface ImportRunOptions {
  reader: FileReader;
  /** The reader refuses the records the writer would (problemOf), as readInWorker's does: not checked twice. */
  checkedRows?: boolean;
  /**
   * SQLite: store the batches with the connection's foreign-key checks off (the import command's
   * own connection), back on for the derived tables at the end (their deletes cascade). The writer
   * makes every parent (keyword, domain, URL, ad copy) before its children, in the same
   * transaction or an earlier committed one, and nothing deletes those rows, so the checks could
   * only pass: they cost 8 % of a Keyword Planner import's writing. PostgreSQL always checks.
   */
  skipForeignKeyChecks?: boolean;
  /**
   * SQLite: keep the statement journals in memory (temp_store = MEMORY) while the batches are
   * stored, back to the connection's setting for the derived tables. A multi-row statement that
   * could fail half-way journals every page it changes; past 64 KB SQLite spills that journal to a
   * temporary file, and a batch of keywords changes a page of the (country, volume) index per row:
   * 2.8 file writes per Keyword Planner keyword, 8 % of the import's writing CPU (half its system
   * time). In memory: a few MB at most (one statement's pages).
   */
  statementJournalsInMemory?: boolean;
  /**
   * Take keywords' (country, volume) index down while the batches are stored, and build it again
   * after them, when the file is large beside the keywords already stored (at least
   * 1/KEYWORD_INDEX_REBUILD_RATIO of them): one sorted pass over the table instead of an index
   * update per keyword, which was about a quarter of a Keyword Planner import's writing. Meanwhile the
   * database's other users see the index missing (their keyword lists by volume scan the table). A
   * run killed in between leaves it missing until the database is next opened
   * (src/server/db/keywordVolumeIndex.ts). The import command's.
   */
  deferKeywordVolumeIndex?: boolean;
  /**
   * Rows per transaction (default: one batch, batchRows). Larger, the batches up to it share one
   * transaction, each still recording its checkpoint in it: a commit writes every page its batches
   * changed once, and an index page changed by several batches is written once instead of once per
   * batch. A crash loses the uncommitted batches, which the resumed run stores again. While a
   * transaction is open the connection is its own (SQLite): onProgress, called after each batch, must
   * not wait on a query of `db` then (the import command only prints).
   */
  commitRows?: number;
  onProgress?: (progress: ImportProgress) => void;
  batchRows?: number;
  now?: () => Date;
}

interface FileIdentity {
  size: number;
  sha256: string;
  /** Lines in the file (for progress). */
  lines: number;
}

const IDENTIFY_READ_BYTES = 1024 * 1024;

/** The file's size, SHA-256 and line count, in one streaming pass. */
async function identify(path: string): Promise<FileIdentity> {
  let info;
  try {
    info = await stat(path);
  } catch {
    throw new ImportFileError(`No file at ${path}.`);
  }
  if (!info.isFile()) throw new ImportFileError(`${path} is not a file.`);
  const hash = createHash('sha256');
  let lines = 0;
  let last = -1;
  try {
    // 1 MB reads: a third less time than the default 64 KB over a large export.
    for await (const chunk of createReadStream(path, { highWaterMark: IDENTIFY_READ_BYTES }) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      if (chunk.length > 0) last = chunk[chunk.length - 1]!;
    }
  } catch (error) {
    throw new ImportFileError(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (last !== -1 && last !== 10) lines += 1;
  return { size: info.size, sha256: hash.digest('hex'), lines };
}

/** The options as a run records them: two runs of one file with the same options are the same run. */
export const optionsText = (options: ImportRequest['options']) =>
  JSON.stringify({ country: options.country, month: options.month, site: options.site ?? null });

/** Imports a file; resumes an interrupted run of the same file and options. */
export async function runImport(db: Db, request: ImportRequest, run: ImportRunOptions): Promise<ImportSummary> {
  const { kind, path, options } = request;
  if (kind === 'gsc' && !siteDomain(options.site)) {
    throw new ImportFileError('A Search Console export needs --site (the property, e.g. example.com).');
  }
  const now = run.now ?? (() => new Date());
  const batchRows = run.batchRows ?? IMPORT_BATCH_ROWS;
  const commitRows = Math.max(batchRows, run.commitRows ?? batchRows);
  const file = await identify(path);
  const identity = { kind, file_sha256: file.sha256, options: optionsText(options) };

  const unfinished = await db.kysely
    .selectFrom('import_runs')
    .select(['id', 'checkpoint_line', 'rows_read'])
    .where('file_sha256', '=', identity.file_sha256)
    .where('kind', '=', kind)
    .where('options', '=', identity.options)
    .where('status', 'in', ['queued', 'running', 'failed'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  let runId: number;
  if (unfinished) {
    runId = unfinished.id;
    await db.kysely
      .updateTable('import_runs')
      .set({ status: 'running', last_error: null, finished_at: null })
      .where('id', '=', runId)
      .execute();
  } else {
    const inserted = await db.kysely
      .insertInto('import_runs')
      .values({
        ...identity,
        file_name: basename(path),
        file_size: file.size,
        status: 'running',
        started_at: now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    runId = inserted.id;
  }
  const checkpoint = unfinished?.checkpoint_line ?? 0;
  let rowsRead = unfinished?.rows_read ?? 0;
  let listed = Number(
    (
      await db.kysely
        .selectFrom('import_errors')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('run_id', '=', runId)
        .executeTakeFirstOrThrow()
    ).n,
  );

  const writer = new CorpusWriter(db);
  /** The bytes up to `line`, estimated from the file's line count (the readers report lines, not offsets). */
  const bytesAt = (line: number) =>
    file.lines > 0 ? Math.min(file.size, Math.round((file.size * line) / file.lines)) : file.size;
  const progress = (line: number) => run.onProgress?.({ rowsRead, bytesRead: bytesAt(line), totalBytes: file.size });

  /** The open transaction and the rows stored in it (commitRows). */
  let open: ControlledTransaction<Database> | null = null;
  let openRows = 0;
  const commit = async () => {
    const trx = open;
    open = null;
    openRows = 0;
    await trx?.commit().execute();
  };
  /** Ends an open transaction without its batches (before the run is marked failed on the same connection). */
  const rollBack = async () => {
    const trx = open;
    open = null;
    openRows = 0;
    await trx?.rollback().execute();
  };

  const store = async (rows: ParsedRow[]) => {
    const trx = open ?? (open = await db.kysely.startTransaction().execute());
    const result = await writer.write(trx, rows, {
      month: options.month,
      site: options.site,
      runId,
      checked: run.checkedRows ?? false,
    });
    const listable = result.refused.slice(0, Math.max(0, LISTED_REFUSALS_PER_RUN - listed));
    if (listable.length > 0) {
      await trx
        .insertInto('import_errors')
        .values(listable.map((r) => ({ run_id: runId, line: r.line, reason: r.reason })))
        .onConflict((oc) => oc.columns(['run_id', 'line']).doNothing())
        .execute();
    }
    await trx
      .updateTable('import_runs')
      .set((eb) => ({
        rows_read: eb('rows_read', '+', rows.length),
        rows_stored: eb('rows_stored', '+', result.stored),
        rows_refused: eb('rows_refused', '+', result.refused.length),
        checkpoint_line: rows[rows.length - 1]!.line,
        bytes_read: bytesAt(rows[rows.length - 1]!.line),
      }))
      .where('id', '=', runId)
      .execute();
    listed += listable.length;
    openRows += rows.length;
    if (openRows >= commitRows) await commit();
    rowsRead += rows.length;
    progress(rows[rows.length - 1]!.line);
  };

  const fail = async (error: unknown) => {
    writer.forget();
    const message = error instanceof Error ? error.message : String(error);
    await db.kysely
      .updateTable('import_runs')
      .set({ status: 'failed', last_error: message, finished_at: now().toISOString() })
      .where('id', '=', runId)
      .execute();
  };

  let batch: ParsedRow[] = [];
  let rows: AsyncIterator<ParsedRow> | undefined;
  /** Reads the rows past the checkpoint and stores them batch by batch. */
  const storeAll = async (reader: AsyncIterator<ParsedRow>) => {
    for (;;) {
      let next: IteratorResult<ParsedRow>;
      try {
        next = await reader.next();
      } catch (error) {
        // The reader could not go on: the file is not (or no longer) of its kind. The batches
        // stored before it are kept, as if each had been committed on its own.
        await commit();
        throw new ImportFileError(error instanceof Error ? error.message : String(error));
      }
      if (next.done) break;
      if (next.value.line <= checkpoint) continue;
      // A batch ends only where a line does: one line may hold several records (a JSON Lines
      // response with many results), and the checkpoint is a line, so a resumed run skipping up to
      // it must find that line's records all stored.
      if (batch.length >= batchRows && next.value.line !== batch[batch.length - 1]!.line) {
        await store(batch);
        batch = [];
      }
      batch.push(next.value);
    }
    if (batch.length > 0) await store(batch);
    await commit();
  };
  try {
    try {
      rows = run.reader(path, options)[Symbol.asyncIterator]();
    } catch (error) {
      throw new ImportFileError(error instanceof Error ? error.message : String(error));
    }
    const deferIndex = run.deferKeywordVolumeIndex && (await worthRebuilding(db, file.lines - checkpoint));
    if (deferIndex) await dropKeywordVolumeIndex(db.kysely);
    const restoreForeignKeys = run.skipForeignKeyChecks ? foreignKeyChecksOff(db) : () => undefined;
    const restoreTempStore = run.statementJournalsInMemory ? tempStoreInMemory(db) : () => undefined;
    try {
      await storeAll(rows);
    } catch (error) {
      await rollBack().catch(() => undefined);
      throw error;
    } finally {
      restoreTempStore();
      restoreForeignKeys();
      // Also after a failure: the batches committed before it are in the table.
      if (deferIndex) await ensureKeywordVolumeIndex(db.kysely);
    }
    await refreshAfterImport(
      db,
      (await startedOnCompleteCorpus(db, runId, checkpoint)) ? writer.monthsWritten : undefined,
    );
  } catch (error) {
    // Let the reader close its file; its own failure is not the one to report.
    await rows?.return?.().catch(() => undefined);
    await fail(error);
    throw error;
  }

  await db.kysely
    .updateTable('import_runs')
    .set({ status: 'done', bytes_read: file.size, finished_at: now().toISOString() })
    .where('id', '=', runId)
    .execute();
  return importSummary(db, runId, checkpoint);
}

/**
 * Whether research_months held every corpus month when this run began writing: a run from the start
 * of its file, with no other run left unfinished (an interrupted run's committed batches may have
 * added months that no refresh has recorded yet). Then the months are the kept ones and the run's.
 */
async function startedOnCompleteCorpus(db: Db, runId: number, checkpoint: number): Promise<boolean> {
  if (checkpoint > 0) return false;
  const other = await db.kysely
    .selectFrom('import_runs')
    .select('id')
    .where('id', '<>', runId)
    .where('status', 'in', ['queued', 'running', 'failed'])
    .executeTakeFirst();
  return other === undefined;
}

/**
 * A file of at least this fraction of the stored keywords' count has keywords' (country, volume)
 * index rebuilt rather than updated (deferKeywordVolumeIndex). Building it costs about 0.6 µs per
 * keyword in the table, updating it about 4.5 µs per keyword stored (1M keywords: the writing
 * thread's 17.3 CPU-s fell to 13.3 with the rebuild): rebuilding pays up to a table about seven
 * times the file's size, and this ratio leaves a margin.
 */
export const KEYWORD_INDEX_REBUILD_RATIO = 4;

async function worthRebuilding(db: Db, lines: number): Promise<boolean> {
  const { n } = await db.kysely
    .selectFrom('keywords')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return lines * KEYWORD_INDEX_REBUILD_RATIO >= Number(n);
}

/** Turns a SQLite connection's foreign-key checks off (outside any transaction); returns what turns them back. */
function foreignKeyChecksOff(db: Db): () => void {
  const { sqlite } = db;
  if (!sqlite) return () => undefined;
  const before = sqlite.pragma('foreign_keys', { simple: true }) as number;
  sqlite.pragma('foreign_keys = OFF');
  return () => void sqlite.pragma(`foreign_keys = ${before ? 'ON' : 'OFF'}`);
}

/** Keeps a SQLite connection's temporary files (statement journals) in memory; returns what turns that back. */
function tempStoreInMemory(db: Db): () => void {
  const { sqlite } = db;
  if (!sqlite) return () => undefined;
  const before = sqlite.pragma('temp_store', { simple: true }) as number;
  sqlite.pragma('temp_store = MEMORY');
  return () => void sqlite.pragma(`temp_store = ${before}`);
}

/** A run's counters and its first refused rows. */
export async function importSummary(db: Db, runId: number, resumedFrom = 0): Promise<ImportSummary> {
  const runRow = await db.kysely
    .selectFrom('import_runs')
    .select(['rows_read', 'rows_stored', 'rows_refused'])
    .where('id', '=', runId)
    .executeTakeFirstOrThrow();
  const firstRefused = await db.kysely
    .selectFrom('import_errors')
    .select(['line', 'reason'])
    .where('run_id', '=', runId)
    .orderBy('line')
    .limit(SUMMARY_REFUSALS)
    .execute();
  return {
    runId,
    resumedFrom,
    rowsRead: runRow.rows_read,
    rowsStored: runRow.rows_stored,
    rowsRefused: runRow.rows_refused,
    firstRefused,
  };
}
