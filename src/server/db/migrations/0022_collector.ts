/**
 * The collector (research/collector/): the SERP checks it made and its settings.
 * - `serp_checks`: one row per check attempt — which keyword, country and device, with which
 *   provider, when, whether it gave a results page ('ok') or a ProviderError ('failed', with its
 *   kind and message), what the provider charged in US dollars (null when it reports no dollar
 *   cost), how deep it looked, and the queue job that made it. The monthly budget sums cost_usd
 *   over a calendar month (checked_at); the admin page lists the failed ones newest first.
 * - `collector_settings`: one row (id 1) — the monthly budget (null: no limit), the requests per
 *   minute the provider is called at, and the two schedules (tracked keywords, the others).
 */
import { sql } from 'kysely';

import { floatType, serialKey, type AnyDb, type MigrationFactory } from './support';
import {
  DEFAULT_OTHER_CRON,
  DEFAULT_REQUESTS_PER_MINUTE,
  DEFAULT_TRACKED_CRON,
} from '../../research/collector/constants';

export const collector: MigrationFactory = (dialect) => {
  const serial = serialKey(dialect);
  const float = floatType(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('serp_checks')
        .addColumn('id', 'integer', serial)
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull().check(sql`device in ('desktop', 'mobile')`))
        .addColumn('provider', 'text', (c) => c.notNull())
        /** ISO time of the check. */
        .addColumn('checked_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ok', 'failed')`))
        /** A ProviderErrorKind for a failed check; null for an ok one. */
        .addColumn('error_kind', 'text')
        .addColumn('error_message', 'text')
        .addColumn('cost_usd', float)
        /** The results looked at (the provider's depth, at most the asked one). */
        .addColumn('depth', 'integer', (c) => c.notNull())
        .addColumn('job_id', 'text')
        .execute();
      await db.schema.createIndex('serp_checks_checked_at').on('serp_checks').column('checked_at').execute();
      await db.schema
        .createIndex('serp_checks_status_checked_at')
        .on('serp_checks')
        .columns(['status', 'checked_at'])
        .execute();
      // A keyword's last ok check (is it due?) and a job's own check (was it already stored?).
      await db.schema
        .createIndex('serp_checks_keyword')
        .on('serp_checks')
        .columns(['keyword_id', 'device', 'status', 'checked_at'])
        .execute();
      await db.schema.createIndex('serp_checks_job').on('serp_checks').column('job_id').execute();

      await db.schema
        .createTable('collector_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('monthly_budget_usd', float)
        .addColumn('requests_per_minute', 'integer', (c) => c.notNull().check(sql`requests_per_minute >= 1`))
        .addColumn('tracked_cron', 'text', (c) => c.notNull())
        .addColumn('other_cron', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db
        .insertInto('collector_settings')
        .values({
          id: 1,
          monthly_budget_usd: null,
          requests_per_minute: DEFAULT_REQUESTS_PER_MINUTE,
          tracked_cron: DEFAULT_TRACKED_CRON,
          other_cron: DEFAULT_OTHER_CRON,
          updated_at: new Date().toISOString(),
        })
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('collector_settings').execute();
      await db.schema.dropTable('serp_checks').execute();
    },
  };
};
