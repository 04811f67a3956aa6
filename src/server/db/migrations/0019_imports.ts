/**
 * File imports (`npm run import`) and the real data only they bring:
 * - `import_runs`: one row per import of a file — its identity (kind, name, size, SHA-256, options),
 *   status, counters and the checkpoint (the last input line whose batch is stored). A run killed
 *   half-way resumes from its checkpoint when the same file is imported again with the same options.
 * - `import_errors`: the refused rows of a run with their input line and why (capped per run; the
 *   run's `rows_refused` counts them all).
 * - `search_performance`: a site's own Search Console rows (real clicks, not estimated ones), one per
 *   site, month, dimension (query or page) and value; the import that last wrote it.
 * - `tracked_ranks`: a rank tracker's positions — a keyword's position for a domain on a device on a
 *   day, null when the domain was not found. Keyed keyword first, so the rank-tracking screens read
 *   a project's keywords for its domain and competitors as one range per keyword; a second index
 *   serves one domain's tracked keywords over a period.
 */
import { sql } from 'kysely';

import { floatType, serialKey, type AnyDb, type MigrationFactory } from './support';

export const imports: MigrationFactory = (dialect) => {
  const serial = serialKey(dialect);
  const float = floatType(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('import_runs')
        .addColumn('id', 'integer', serial)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_size', 'bigint', (c) => c.notNull())
        .addColumn('file_sha256', 'text', (c) => c.notNull())
        /** The options as JSON text (country, month, site): part of the run's identity. */
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'running', 'done', 'failed')`))
        .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rows_stored', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rows_refused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('checkpoint_line', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('last_error', 'text')
        .execute();
      // Finding the run to resume: the same file (by content) and options.
      await db.schema
        .createIndex('import_runs_identity')
        .on('import_runs')
        .columns(['file_sha256', 'kind', 'options', 'id'])
        .execute();

      await db.schema
        .createTable('import_errors')
        .addColumn('run_id', 'integer', (c) => c.notNull().references('import_runs.id').onDelete('cascade'))
        .addColumn('line', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('import_errors_pk', ['run_id', 'line'])
        .execute();

      await db.schema
        .createTable('search_performance')
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        /** The period the export covers, as the import was told (--month): YYYYMM. */
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('dimension', 'text', (c) => c.notNull().check(sql`dimension in ('query', 'page')`))
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('clicks', 'integer', (c) => c.notNull())
        .addColumn('impressions', 'integer', (c) => c.notNull())
        .addColumn('ctr', float, (c) => c.notNull())
        .addColumn('position', float, (c) => c.notNull())
        .addColumn('import_run_id', 'integer', (c) => c.references('import_runs.id').onDelete('set null'))
        .addPrimaryKeyConstraint('search_performance_pk', ['domain_id', 'month', 'dimension', 'value'])
        .execute();

      await db.schema
        .createTable('tracked_ranks')
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
        .addColumn('device', 'text', (c) => c.notNull().check(sql`device in ('desktop', 'mobile')`))
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        /** ISO date (YYYY-MM-DD) of the check; the screens group days into weeks. */
        .addColumn('date', 'text', (c) => c.notNull())
        /** 1-based organic position; null when the domain was not found within the checked depth. */
        .addColumn('position', 'integer', (c) => c.check(sql`position >= 1`))
        .addColumn('url_id', 'integer', (c) => c.references('urls.id').onDelete('set null'))
        .addPrimaryKeyConstraint('tracked_ranks_pk', ['keyword_id', 'device', 'domain_id', 'date'])
        .execute();
      await db.schema
        .createIndex('tracked_ranks_domain')
        .on('tracked_ranks')
        .columns(['domain_id', 'date', 'keyword_id'])
        .execute();

      // Re-importing an ad finds its copy instead of adding a second one.
      await db.schema
        .createIndex('ad_copies_content')
        .on('ad_copies')
        .columns(['domain_id', 'headline', 'landing_url'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('ad_copies_content').execute();
      for (const table of ['tracked_ranks', 'search_performance', 'import_errors', 'import_runs']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
