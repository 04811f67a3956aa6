/**
 * The reader thread of `npm run import` (workerReader.ts starts it): reads and parses the file with
 * its kind's reader, refuses the records the corpus writer would refuse (problemOf), and posts the
 * rows in packed batches (rowCodec.ts: the numbers' buffer is transferred, not copied). A batch
 * holds as many rows as the writer stores in one transaction, and READER_BATCHES_IN_FLIGHT of them
 * may wait for the writing thread: while it stores one transaction's rows (and takes no message),
 * this thread parses the whole next one, so the writer never waits for the reader once it is ahead,
 * and memory stays flat however far ahead the reading is (it pauses until a batch is taken).
 */
import { parentPort, workerData } from 'node:worker_threads';

import { problemOf } from './corpusWriter';
import { FILE_READERS } from './formats';
import { IMPORT_BATCH_ROWS } from './importRun';
import { RowEncoder, type EncodedRows } from './rowCodec';
import type { ReaderWorkerData, ReaderWorkerMessage } from './workerReader';

/** Batches posted and not yet taken by the writing thread, at most. */
export const READER_BATCHES_IN_FLIGHT = 2;
/**
 * Rows per posted batch, at most: one transaction's worth (a batch of 500, as before, let the
 * reader run only 1,000 rows ahead of a 5,000-row transaction, so most of the parsing waited for
 * the writing). A Keyword Planner row packs into 31 numbers and its term: 1.2 MB a batch.
 */
const BATCH_ROWS = IMPORT_BATCH_ROWS;
/** Numbers per posted batch, at most (8 bytes each; a SERP row holds about 70 and its texts). */
const BATCH_NUMBERS = 200_000;

const port = parentPort!;
const { kind, path, options } = workerData as ReaderWorkerData;

let credits = READER_BATCHES_IN_FLIGHT;
let resume: (() => void) | undefined;
port.on('message', () => {
  credits += 1;
  resume?.();
});

const post = (message: ReaderWorkerMessage) => port.postMessage(message);

async function send(data: EncodedRows): Promise<void> {
  while (credits === 0) await new Promise<void>((resolve) => (resume = resolve));
  resume = undefined;
  credits -= 1;
  port.postMessage({ type: 'rows', data } satisfies ReaderWorkerMessage, [data.numbers.buffer]);
}

async function read(): Promise<void> {
  const batch = new RowEncoder();
  for await (const row of FILE_READERS[kind](path, options)) {
    const reason = 'record' in row ? problemOf(row.record, options) : null;
    batch.add(reason === null ? row : { line: row.line, error: reason });
    if (batch.rows >= BATCH_ROWS || batch.size >= BATCH_NUMBERS) await send(batch.take());
  }
  if (batch.rows > 0) await send(batch.take());
  post({ type: 'end' });
}

read().catch((error: unknown) =>
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
);
