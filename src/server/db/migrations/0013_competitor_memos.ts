/**
 * A memo of each domain's competitor counts (our design): counting the keywords a big domain shares
 * with every other domain reads hundreds of thousands of result rows, and the answer only changes
 * when the corpus does. The first request for a (context, domain, month) stores its counts here;
 * refreshDomainStats, which every writer of the corpus runs, empties both tables. Being rows, not
 * process memory, the memo is right for every server process on the database.
 */
import { sql } from 'kysely';

import type { AnyDb, MigrationFactory } from './support';

export const competitorMemos: MigrationFactory = (dialect) => {
  const withoutRowid = dialect === 'sqlite' ? sql`without rowid` : sql``;
  return {
    async up(db: AnyDb) {
      // One row per memoised list: that it was computed (even when empty) and the domain's own count.
      await db.schema
        .createTable('competitor_memos')
        .addColumn('context', 'text', (c) => c.notNull().check(sql`context in ('organic', 'paid')`))
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('own_keywords', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('competitor_memos_pk', ['context', 'domain_id', 'month'])
        .modifyEnd(withoutRowid)
        .execute();
      await db.schema
        .createTable('competitor_memo_rows')
        .addColumn('context', 'text', (c) => c.notNull())
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('competitor_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('shared', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('competitor_memo_rows_pk', ['context', 'domain_id', 'month', 'competitor_id'])
        .modifyEnd(withoutRowid)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('competitor_memo_rows').execute();
      await db.schema.dropTable('competitor_memos').execute();
    },
  };
};
