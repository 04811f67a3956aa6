/**
 * The job queue (src/server/jobs). `queue_jobs` holds the jobs of the in-process SQL runner (the
 * embedded default): a worker claims a job by moving `lease_until` forward under a fresh
 * `lease_token`, and heartbeats the lease while its handler runs, so a job whose worker died is
 * taken up again once the lease ends. A singleton key is unique among a queue's unfinished jobs
 * (a partial unique index, on both databases). `queue_schedules` holds recurring jobs (one cron
 * schedule per queue), fired by whichever server first moves `next_run_at` forward.
 * `job_progress` keeps the progress reports of jobs run by pg-boss, which has no place for them.
 */
import { sql } from 'kysely';

import { booleanColumn, type AnyDb, type MigrationFactory } from './support';

export const jobQueue: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('queue_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('queue', 'text', (c) => c.notNull())
      // The job's data, JSON.
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('singleton_key', 'text')
      .addColumn('retry_limit', 'integer', (c) => c.notNull())
      .addColumn('retry_delay_seconds', 'integer', (c) => c.notNull())
      .addColumn('retry_backoff', 'integer', booleanColumn)
      .addColumn('timeout_seconds', 'integer', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('start_after', 'text', (c) => c.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('lease_token', 'text')
      .addColumn('progress_done', 'integer')
      .addColumn('progress_total', 'integer')
      .addColumn('progress_message', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .execute();
    // The claim: a queue's waiting jobs by due time, and its running ones by lease.
    await db.schema.createIndex('queue_jobs_due').on('queue_jobs').columns(['queue', 'state', 'start_after']).execute();
    // Listings, newest first.
    await db.schema.createIndex('queue_jobs_recent').on('queue_jobs').columns(['queue', 'created_at']).execute();
    await db.schema
      .createIndex('queue_jobs_singleton')
      .unique()
      .on('queue_jobs')
      .columns(['queue', 'singleton_key'])
      .where(sql<boolean>`singleton_key is not null and state in ('queued', 'retry', 'active')`)
      .execute();

    await db.schema
      .createTable('queue_schedules')
      .addColumn('queue', 'text', (c) => c.primaryKey())
      .addColumn('cron', 'text', (c) => c.notNull())
      .addColumn('tz', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      // The send options of the jobs it queues, JSON.
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('next_run_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('job_progress')
      .addColumn('job_id', 'text', (c) => c.primaryKey())
      .addColumn('queue', 'text', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('job_progress').execute();
    await db.schema.dropTable('queue_schedules').execute();
    await db.schema.dropTable('queue_jobs').execute();
  },
});
