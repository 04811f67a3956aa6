/**
 * Memos of Keyword Kombat comparisons (our design): a comparison is read many times in a row (the
 * Venn, its regions, every sort and page of the keyword list), and each read would otherwise group
 * the compared domains' whole result ranges again. The first request stores each keyword's row of
 * the comparison (every domain's best position, its Venn region, and the keyword's own columns the
 * lists sort and filter by); later ones read that range alone, and its counts by region and flag
 * (`kombat_memo_regions`), so neither the Venn nor a page's row count reads every row. The newest
 * few comparisons are kept, and refreshDomainStats, which every writer of the corpus runs, empties
 * the tables.
 */
import { booleanColumn, serialKey, withoutRowid, type AnyDb, type MigrationFactory } from './support';

export const kombatMemos: MigrationFactory = (dialect) => {
  return {
    async up(db: AnyDb) {
      // One comparison: its domain ids in request order ("12,-1,40"; -1 has no data), month and country.
      await db.schema
        .createTable('kombat_memos')
        .addColumn('id', 'integer', serialKey(dialect))
        .addColumn('domain_ids', 'text', (c) => c.notNull())
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addUniqueConstraint('kombat_memos_comparison', ['domain_ids', 'month', 'country'])
        .execute();
      await db.schema
        .createTable('kombat_memo_rows')
        .addColumn('memo_id', 'integer', (c) => c.notNull().references('kombat_memos.id').onDelete('cascade'))
        .addColumn('keyword_id', 'integer', (c) => c.notNull())
        .addColumn('volume', 'integer', (c) => c.notNull())
        .addColumn('r0', 'integer')
        .addColumn('r1', 'integer')
        .addColumn('r2', 'integer')
        // The Venn region: bit i set when domain i ranks.
        .addColumn('mask', 'integer', (c) => c.notNull())
        .addColumn('term', 'text', (c) => c.notNull())
        .addColumn('cpc_cents', 'integer', (c) => c.notNull())
        .addColumn('difficulty', 'integer', (c) => c.notNull())
        .addColumn('is_question', 'integer', booleanColumn)
        .addColumn('is_transactional', 'integer', booleanColumn)
        .addColumn('is_content', 'integer', booleanColumn)
        .addPrimaryKeyConstraint('kombat_memo_rows_pk', ['memo_id', 'keyword_id'])
        .modifyEnd(withoutRowid(dialect))
        .execute();
      // The rows counted by Venn region and segment flags: at most 8 × 8 per comparison.
      await db.schema
        .createTable('kombat_memo_regions')
        .addColumn('memo_id', 'integer', (c) => c.notNull().references('kombat_memos.id').onDelete('cascade'))
        .addColumn('mask', 'integer', (c) => c.notNull())
        .addColumn('is_question', 'integer', (c) => c.notNull())
        .addColumn('is_transactional', 'integer', (c) => c.notNull())
        .addColumn('is_content', 'integer', (c) => c.notNull())
        .addColumn('keywords', 'integer', (c) => c.notNull())
        .addColumn('searches', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('kombat_memo_regions_pk', [
          'memo_id',
          'mask',
          'is_question',
          'is_transactional',
          'is_content',
        ])
        .modifyEnd(withoutRowid(dialect))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('kombat_memo_regions').execute();
      await db.schema.dropTable('kombat_memo_rows').execute();
      await db.schema.dropTable('kombat_memos').execute();
    },
  };
};
