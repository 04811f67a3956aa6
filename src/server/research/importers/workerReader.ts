/**
 * A file reader that reads and parses on a second thread (readerWorker.ts) while this one writes:
 * `npm run import` uses it, so decoding and parsing the file no longer wait for SQLite and the other
 * way round. Its rows arrive already checked (problemOf): runImport is told so (`checkedRows`) and
 * the writer does not check them again. The thread is stopped when the rows are read or the caller stops early.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { decodeRows, type EncodedRows } from './rowCodec';
import type { FileReader, ImportKind, ImportOptions, ParsedRow } from '../records';

export interface ReaderWorkerData {
  kind: ImportKind;
  path: string;
  options: ImportOptions;
}

export type ReaderWorkerMessage =
  { type: 'rows'; data: EncodedRows } | { type: 'end' } | { type: 'error'; message: string };

/**
 * The reader thread's heap: its batches in flight (a few MB) and the parser's garbage. Small, so
 * that both threads together stay under the import's 300 MB; the young generation 16 MB rather
 * than 4, where the parser's short-lived strings and records made garbage collection about 40 %
 * of the thread's time.
 */
const READER_HEAP_MB = 32;
const READER_YOUNG_HEAP_MB = 16;

/**
 * The reader thread's module. Run from TypeScript (tsx), a worker does not inherit tsx's loader
 * hooks, so it registers them before importing the module; built JavaScript imports it directly.
 */
const WORKER_MODULE = new URL(`./readerWorker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;
const WORKER_SOURCE = import.meta.url.endsWith('.ts')
  ? `require(${JSON.stringify(fileURLToPath(import.meta.resolve('tsx/cjs/api')))}).register(); require(${JSON.stringify(fileURLToPath(WORKER_MODULE))});`
  : `import(${JSON.stringify(WORKER_MODULE)});`;

/** A FileReader for `kind` whose reading and parsing run on a worker thread. */
export function readInWorker(kind: ImportKind): FileReader {
  return (path, options) => workerRows({ kind, path, options });
}

async function* workerRows(data: ReaderWorkerData): AsyncGenerator<ParsedRow> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB, maxYoungGenerationSizeMb: READER_YOUNG_HEAP_MB },
  });
  const queue: ReaderWorkerMessage[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  worker.on('message', (message: ReaderWorkerMessage) => {
    queue.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    failure ??= error;
    wake?.();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`The file reader thread stopped (exit code ${code}) before the end of the file.`);
    wake?.();
  });
  try {
    for (;;) {
      const message = queue.shift();
      if (message === undefined) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      if (message.type === 'end') return;
      if (message.type === 'error') throw new Error(message.message);
      // Taken: the reader may post another batch while these rows are written.
      worker.postMessage('taken');
      yield* decodeRows(message.data);
    }
  } finally {
    await worker.terminate();
  }
}
