/**
 * The research corpus: keywords with their metrics, monthly organic results and ads, ad copies and
 * backlinks. Every research figure is computed from these rows (src/server/research/metrics.ts).
 *
 * Normal rows only, no history in JSON. Months are integers YYYYMM. A result deeper than the
 * check that found it cannot be stored (a CHECK constraint), so a shallow or failed check is never
 * mistaken for a rank. `domain_id` on result and ad rows repeats the URL's domain so that a
 * domain's rankings are one index range; a URL never changes domain.
 */
import { sql } from 'kysely';

import { booleanColumn, serialKey, withoutRowid, type AnyDb, type MigrationFactory } from './support';

export const researchCorpus: MigrationFactory = (dialect) => {
  const serial = serialKey(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('domains')
        .addColumn('id', 'integer', serial)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('is_demo', 'integer', booleanColumn)
        .execute();

      await db.schema
        .createTable('urls')
        .addColumn('id', 'integer', serial)
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('is_demo', 'integer', booleanColumn)
        .addUniqueConstraint('urls_domain_path', ['domain_id', 'path'])
        .execute();

      await db.schema
        .createTable('keywords')
        .addColumn('id', 'integer', serial)
        .addColumn('term', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('volume', 'integer', (c) => c.notNull())
        .addColumn('cpc_cents', 'integer', (c) => c.notNull())
        .addColumn('difficulty', 'integer', (c) => c.notNull().check(sql`difficulty between 0 and 100`))
        .addColumn('competition', 'integer', (c) => c.notNull().check(sql`competition between 0 and 100`))
        .addColumn('is_question', 'integer', booleanColumn)
        .addColumn('is_transactional', 'integer', booleanColumn)
        .addColumn('is_content', 'integer', booleanColumn)
        .addColumn('is_demo', 'integer', booleanColumn)
        .addUniqueConstraint('keywords_term_country', ['term', 'country'])
        .execute();
      await db.schema.createIndex('keywords_country_volume').on('keywords').columns(['country', 'volume']).execute();

      await db.schema
        .createTable('keyword_volumes')
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('volume', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('keyword_volumes_pk', ['keyword_id', 'month'])
        .modifyEnd(withoutRowid(dialect))
        .execute();

      await db.schema
        .createTable('serp_organic')
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('rank_group', 'integer', (c) => c.notNull().check(sql`rank_group >= 1`))
        .addColumn('rank_absolute', 'integer', (c) => c.notNull())
        .addColumn('url_id', 'integer', (c) => c.notNull().references('urls.id').onDelete('cascade'))
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('volume', 'integer', (c) => c.notNull())
        .addColumn('checked_depth', 'integer', (c) => c.notNull())
        .addColumn('is_demo', 'integer', booleanColumn)
        .addPrimaryKeyConstraint('serp_organic_pk', ['keyword_id', 'month', 'rank_group'])
        .addCheckConstraint(
          'serp_organic_within_check',
          sql`rank_absolute >= rank_group and rank_absolute <= checked_depth`,
        )
        .modifyEnd(withoutRowid(dialect))
        .execute();
      // A domain's (or URL's) rankings in a month: one range, covering what a keyword page sorts by.
      await db.schema
        .createIndex('serp_organic_domain')
        .on('serp_organic')
        .columns(['domain_id', 'month', 'keyword_id', 'rank_group', 'volume', 'url_id'])
        .execute();
      await db.schema.createIndex('serp_organic_url').on('serp_organic').columns(['url_id', 'month']).execute();

      await db.schema
        .createTable('ad_copies')
        .addColumn('id', 'integer', serial)
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('headline', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('display_url', 'text', (c) => c.notNull())
        .addColumn('landing_url', 'text', (c) => c.notNull())
        .addColumn('is_demo', 'integer', booleanColumn)
        .execute();

      await db.schema
        .createTable('serp_ads')
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('block', 'text', (c) => c.notNull().check(sql`block in ('top', 'bottom')`))
        .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 1`))
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('ad_copy_id', 'integer', (c) => c.notNull().references('ad_copies.id').onDelete('cascade'))
        .addColumn('is_demo', 'integer', booleanColumn)
        .addPrimaryKeyConstraint('serp_ads_pk', ['keyword_id', 'month', 'block', 'position'])
        .modifyEnd(withoutRowid(dialect))
        .execute();
      await db.schema
        .createIndex('serp_ads_domain')
        .on('serp_ads')
        .columns(['domain_id', 'month', 'keyword_id'])
        .execute();

      await db.schema
        .createTable('backlinks')
        .addColumn('id', 'integer', serial)
        .addColumn('source_url_id', 'integer', (c) => c.notNull().references('urls.id').onDelete('cascade'))
        .addColumn('target_url_id', 'integer', (c) => c.notNull().references('urls.id').onDelete('cascade'))
        .addColumn('source_domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('target_domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('anchor', 'text', (c) => c.notNull())
        .addColumn('nofollow', 'integer', booleanColumn)
        .addColumn('first_seen', 'text', (c) => c.notNull())
        .addColumn('last_seen', 'text', (c) => c.notNull())
        .addColumn('is_demo', 'integer', booleanColumn)
        .addUniqueConstraint('backlinks_source_target', ['source_url_id', 'target_url_id'])
        .execute();
      await db.schema
        .createIndex('backlinks_target_domain')
        .on('backlinks')
        .columns(['target_domain_id', 'source_domain_id'])
        .execute();
      await db.schema.createIndex('backlinks_target_url').on('backlinks').column('target_url_id').execute();

      await db.schema
        .createTable('domain_rank_stats')
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('rank_group', 'integer', (c) => c.notNull())
        .addColumn('keywords', 'integer', (c) => c.notNull())
        .addColumn('volume', 'bigint', (c) => c.notNull())
        .addColumn('volume_cpc_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('domain_rank_stats_pk', ['domain_id', 'month', 'rank_group'])
        .modifyEnd(withoutRowid(dialect))
        .execute();

      await db.schema
        .createTable('domain_ad_stats')
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('block', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('keywords', 'integer', (c) => c.notNull())
        .addColumn('volume', 'bigint', (c) => c.notNull())
        .addColumn('volume_cpc_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('domain_ad_stats_pk', ['domain_id', 'month', 'block', 'position'])
        .modifyEnd(withoutRowid(dialect))
        .execute();

      await db.schema
        .createTable('research_months')
        .addColumn('month', 'integer', (c) => c.primaryKey())
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'research_months',
        'domain_ad_stats',
        'domain_rank_stats',
        'backlinks',
        'serp_ads',
        'ad_copies',
        'serp_organic',
        'keyword_volumes',
        'keywords',
        'urls',
        'domains',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
