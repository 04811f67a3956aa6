/**
 * The reader thread of `npm run import` (workerReader.ts starts it): reads and parses the file with
 * its kind's reader, refuses the records the corpus writer would refuse (problemOf), and posts the
 * rows in batches of primitives (rowCodec.ts). At most READER_BATCHES_IN_FLIGHT batches wait for the
 * writing thread at any time: the reader pauses until one is taken, so memory stays flat however
 * far ahead the reading is.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { problemOf } from './corpusWriter';
import { FILE_READERS } from './formats';
import { encodeRow, type EncodedRows } from './rowCodec';
import type { ReaderWorkerData, ReaderWorkerMessage } from './workerReader';

/** Batches posted and not yet taken by the writing thread, at most. */
export const READER_BATCHES_IN_FLIGHT = 2;
/** Rows per posted batch, at most. */
const BATCH_ROWS = 500;
/** Values per posted batch, at most (a SERP row holds about 70). */
const BATCH_VALUES = 20_000;

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
  post({ type: 'rows', data });
}

async function read(): Promise<void> {
  let data: EncodedRows = [];
  let rows = 0;
  for await (const row of FILE_READERS[kind](path, options)) {
    const reason = 'record' in row ? problemOf(row.record, options) : null;
    encodeRow(data, reason === null ? row : { line: row.line, error: reason });
    rows += 1;
    if (rows >= BATCH_ROWS || data.length >= BATCH_VALUES) {
      await send(data);
      data = [];
      rows = 0;
    }
  }
  if (rows > 0) await send(data);
  post({ type: 'end' });
}

read().catch((error: unknown) =>
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
);
