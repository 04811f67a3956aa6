/**
 * Imports of uploaded files as jobs of the job queue (queue `import-file`). The upload (handlers/admin.ts)
 * stores the file under the data directory, records its import run as queued and sends a job naming
 * the run; the job runs the same pipeline as `npm run import` (importRun.ts). A job cut off by a
 * restart or a crash is run again by the queue, and runImport resumes the run after its checkpoint.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { FILE_READERS } from './formats';
import { ImportFileError, optionsText, runImport } from './importRun';
import type { Db } from '../../db';
import type { JobQueue } from '../../jobs';
import { MATCH_TYPE_QUEUE, queueMatchTypeVolumes } from '../matchTypes';
import type { FileReader, ImportKind, ImportOptions } from '../records';

export const IMPORT_FILE_QUEUE = 'import-file';

/** What an import-file job carries: the run it fills and the stored file. */
export interface ImportFileJobData {
  runId: number;
  kind: ImportKind;
  /** The uploaded file on the server's disk. */
  path: string;
  options: ImportOptions;
  [key: string]: unknown;
}

export interface ImportWorkerOptions {
  /** The readers by kind (FILE_READERS; tests pass their own). */
  readers?: Record<ImportKind, FileReader>;
}

/** Runs the import-file jobs of `jobs` in this process. */
export async function registerImportWorker(
  jobs: JobQueue,
  db: Db,
  { readers = FILE_READERS }: ImportWorkerOptions = {},
): Promise<void> {
  await jobs.createQueue(MATCH_TYPE_QUEUE); // a finished import sends to it
  return jobs.work<ImportFileJobData>(IMPORT_FILE_QUEUE, async (job) => {
    const { kind, path, options } = job.data;
    let reported = Promise.resolve();
    try {
      await runImport(
        db,
        { kind, path, options },
        {
          reader: readers[kind],
          onProgress: ({ bytesRead, totalBytes, rowsRead }) => {
            // One progress write at a time; the latest wins.
            reported = reported
              .then(() => job.progress(bytesRead, totalBytes, `${rowsRead.toLocaleString('en-US')} rows read`))
              .catch(() => undefined);
          },
        },
      );
    } catch (error) {
      // The file is not of its kind (or gone): another attempt would read the same bytes. runImport
      // records why on the run, except when it failed before reaching the run (the file missing).
      if (!(error instanceof ImportFileError)) throw error;
      await db.kysely
        .updateTable('import_runs')
        .set({ status: 'failed', last_error: error.message, finished_at: new Date().toISOString() })
        .where('id', '=', job.data.runId)
        .where('status', '=', 'queued')
        .execute();
    } finally {
      await reported;
    }
    // Imported (or refused as a whole): the corpus holds what it could, the upload is no longer needed.
    await rm(path, { force: true });
    // The import changed the corpus: its phrase and broad sums are stored again in the background.
    await queueMatchTypeVolumes(jobs);
  });
}

/** The largest file an upload may be: exports of this size import in minutes, and the disk holds it twice at most. */
export const MAX_IMPORT_UPLOAD_BYTES = 2 * 1024 ** 3;

/** The upload is larger than MAX_IMPORT_UPLOAD_BYTES (nothing of it is kept). */
export class UploadTooLargeError extends Error {}

export interface StoredUpload {
  path: string;
  size: number;
  sha256: string;
}

/** The file extension kept on disk: readers tell JSON Lines from JSON, and a zip from a CSV, by it. */
function safeExtension(fileName: string): string {
  const ext = extname(fileName).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/**
 * Streams `body` to `<dir>/<sha256><ext>` (never the whole file in memory), hashing and counting
 * it on the way. Content-addressed: the same file uploaded twice is one file on disk.
 */
export async function storeUpload(
  body: Readable,
  dir: string,
  fileName: string,
  maxBytes = MAX_IMPORT_UPLOAD_BYTES,
): Promise<StoredUpload> {
  await mkdir(dir, { recursive: true });
  const part = join(dir, `upload-${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(new UploadTooLargeError(`The file is larger than ${maxBytes} bytes.`));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, measure, createWriteStream(part));
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  const sha256 = hash.digest('hex');
  const path = join(dir, `${sha256}${safeExtension(fileName)}`);
  await rename(part, path);
  return { path, size, sha256 };
}

/**
 * Records the stored upload's import run as queued (or finds the unfinished run of the same file
 * and options, which runImport would resume) and queues its job, once per run.
 */
export async function queueImport(
  jobs: JobQueue,
  db: Db,
  upload: StoredUpload & { fileName: string; kind: ImportKind; options: ImportOptions },
  now = new Date(),
): Promise<{ runId: number; jobId: string }> {
  const identity = { kind: upload.kind, file_sha256: upload.sha256, options: optionsText(upload.options) };
  const unfinished = await db.kysely
    .selectFrom('import_runs')
    .select('id')
    .where('file_sha256', '=', identity.file_sha256)
    .where('kind', '=', identity.kind)
    .where('options', '=', identity.options)
    .where('status', 'in', ['queued', 'running', 'failed'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const runId =
    unfinished?.id ??
    (
      await db.kysely
        .insertInto('import_runs')
        .values({
          ...identity,
          file_name: upload.fileName,
          file_size: upload.size,
          status: 'queued',
          started_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const data: ImportFileJobData = { runId, kind: upload.kind, path: upload.path, options: upload.options };
  const jobId = await jobs.send(IMPORT_FILE_QUEUE, data, { singletonKey: `import-run-${runId}` });
  return { runId, jobId };
}
