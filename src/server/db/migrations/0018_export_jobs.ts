/**
 * Queued CSV exports (ExportCsv with a `source`, polled by GetExportStatus, fetched from
 * /Endpoints/Core/Download/{sessionId}): one row per export, keyed by its sessionId. The server's
 * export worker (export/worker.ts) claims a queued job by moving `lease_until` into the future, as
 * the mail outbox does, so servers sharing a database never build one file twice, and a job whose
 * server died is taken up again once its lease ends. The finished file is kept in `csv`.
 */
import type { AnyDb, MigrationFactory } from './support';

export const exportJobs: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('export_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('max_rows', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('row_count', 'integer')
      .addColumn('csv', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema.createIndex('export_jobs_due').on('export_jobs').columns(['status', 'lease_until']).execute();
    await db.schema.createIndex('export_jobs_user').on('export_jobs').column('user_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('export_jobs').execute();
  },
});
