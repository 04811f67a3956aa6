/**
 * For the research lists beyond the domain overview and organic keyword page (0008): each list
 * reads one index range, in the order it needs, instead of visiting every row of a domain.
 *
 * - `ad_copies.landing_page`: the page an ad lands on (`host/path`, without scheme, www, query
 *   string or fragment: see research/site.ts `landingPageOf`), so a URL's ads are one index lookup.
 *   Rows written before this migration are filled in here.
 * - Index column lists name the rows' primary-key columns too: SQLite keeps them in every index
 *   of a table without rowid anyway, and PostgreSQL needs them there for an index-only scan.
 */
import { sql } from 'kysely';

import type { AnyDb, MigrationFactory } from './support';
import { landingPageOf } from '../../research/site';

const INDEXES = [
  { name: 'ad_copies_landing_page', table: 'ad_copies', columns: ['landing_page', 'id'] },
  // The ads of given copies, month by month.
  { name: 'serp_ads_copy', table: 'serp_ads', columns: ['ad_copy_id', 'month', 'keyword_id', 'block', 'position'] },
  // A domain's ads on one keyword across months: how long it has bought it, whether it is new.
  { name: 'serp_ads_domain_keyword', table: 'serp_ads', columns: ['domain_id', 'keyword_id', 'month'] },
] as const;

/** Ad copies whose landing page is filled per UPDATE. */
const BACKFILL_BATCH = 500;

export async function fillLandingPages(db: AnyDb) {
  const copies = (await db.selectFrom('ad_copies').select(['id', 'landing_url']).execute()) as {
    id: number;
    landing_url: string;
  }[];
  for (let i = 0; i < copies.length; i += BACKFILL_BATCH) {
    const batch = copies.slice(i, i + BACKFILL_BATCH);
    const cases = batch.map((c) => sql`when ${c.id} then ${landingPageOf(c.landing_url) ?? ''}`);
    await sql`update ad_copies set landing_page = case id ${sql.join(cases, sql` `)} end
      where id in (${sql.join(batch.map((c) => c.id))})`.execute(db);
  }
}

export const researchLists: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('ad_copies')
      .addColumn('landing_page', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await fillLandingPages(db);
    for (const index of INDEXES) {
      await db.schema
        .createIndex(index.name)
        .on(index.table)
        .columns([...index.columns])
        .execute();
    }
  },
  async down(db: AnyDb) {
    for (const index of [...INDEXES].reverse()) await db.schema.dropIndex(index.name).execute();
    await db.schema.alterTable('ad_copies').dropColumn('landing_page').execute();
  },
});
