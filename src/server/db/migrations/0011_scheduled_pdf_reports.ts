/**
 * Scheduled PDF reports (doc 2 §3 PDF export form, §7 PDF export calls): a report e-mailed WEEKLY or
 * MONTHLY to its recipients, keyed by its owner and its alertId (`id`). The project is kept as the
 * GUID the form sent, without a reference: a report may be about all projects (the all-zero id).
 * The next run is not stored: it follows from the frequency and the day (handlers/pdf-export.ts).
 */
import { booleanColumn, serialKey, type AnyDb, type MigrationFactory } from './support';

export const scheduledPdfReports: MigrationFactory = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('scheduled_pdf_reports')
      .addColumn('id', 'integer', serialKey(dialect))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('source_url', 'text', (c) => c.notNull())
      .addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('report_day', 'integer', (c) => c.notNull())
      .addColumn('style_id', 'text', (c) => c.notNull())
      .addColumn('report_template', 'text', (c) => c.notNull())
      .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('is_active', 'integer', booleanColumn)
      .addColumn('export_options', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('scheduled_pdf_reports_user').on('scheduled_pdf_reports').column('user_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('scheduled_pdf_reports').execute();
  },
});
