/**
 * Memos of research figures that read a big domain's whole result range and only change when the
 * corpus does (our design): each domain's competitor counts (the keywords it shares with every
 * other domain), and its ranking-history type counts between a month and the one before (whose
 * series reads every month of the corpus). The first request stores the figures here;
 * refreshDomainStats, which every writer of the corpus runs, empties the tables. Being rows, not
 * process memory, a memo is right for every server process on the database.
 */
import { sql } from 'kysely';

import { withoutRowid, type AnyDb, type MigrationFactory } from './support';

export const researchMemos: MigrationFactory = (dialect) => {
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
        .modifyEnd(withoutRowid(dialect))
        .execute();
      await db.schema
        .createTable('competitor_memo_rows')
        .addColumn('context', 'text', (c) => c.notNull())
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('competitor_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('shared', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('competitor_memo_rows_pk', ['context', 'domain_id', 'month', 'competitor_id'])
        .modifyEnd(withoutRowid(dialect))
        .execute();
      // Every type's count (zeros too) of one domain, month and CTR curve: the clicks types depend on it.
      await db.schema
        .createTable('ranking_history_memos')
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('curve', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('keywords', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('ranking_history_memos_pk', ['domain_id', 'month', 'curve', 'type'])
        .modifyEnd(withoutRowid(dialect))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('ranking_history_memos').execute();
      await db.schema.dropTable('competitor_memo_rows').execute();
      await db.schema.dropTable('competitor_memos').execute();
    },
  };
};
