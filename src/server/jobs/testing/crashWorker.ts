/**
 * Test support: a worker process for the crash test (jobs/queue.test.ts). It works one queue with
 * the effect handler, stalls after a step, and prints `stalled <job id>` so the test can SIGKILL it.
 *
 *   node --import tsx src/server/jobs/testing/crashWorker.ts '<CrashWorkerConfig as JSON>'
 */
import { createEffectsTable, effectHandler } from './effects';
import type { DatabaseConfig } from '../../config';
import { openDatabase } from '../../db';
import { createJobQueue, type JobQueueConfig, type JobQueueKind } from '../index';

export interface CrashWorkerConfig {
  database: DatabaseConfig;
  kind: JobQueueKind;
  queue: string;
  stallAfterStep: number;
  pgBoss?: JobQueueConfig['pgBoss'];
}

const config = JSON.parse(process.argv[2] ?? '') as CrashWorkerConfig;
const db = await openDatabase(config.database);
await createEffectsTable(db);
const queue = createJobQueue(db, {
  database: config.database,
  kind: config.kind,
  pgBoss: config.pgBoss,
  onError: (error) => process.stderr.write(`crash worker: ${String(error)}\n`),
});
await queue.start();
await queue.work(
  config.queue,
  effectHandler(db, {
    afterStep: config.stallAfterStep,
    onStall: (jobId) => process.stdout.write(`stalled ${jobId}\n`),
  }),
);
