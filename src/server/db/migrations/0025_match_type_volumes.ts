/**
 * Memos of the keywords' phrase- and broad-match searches (doc 2 §3 match types; the sums are our
 * design, research/matchTypes.ts): a keyword's phrase searches add up the searches of every keyword
 * of its country holding its words in order, its broad searches those holding all its words in any
 * order. Finding those keywords reads the whole country's corpus, so the first list asking for a
 * match type stores every keyword's sums, month by month; refreshDomainStats, which every writer of
 * the corpus runs, empties the tables like the other research memos (0013, 0014).
 */
import { withoutRowid, type AnyDb, type MigrationFactory } from './support';

export const matchTypeVolumes: MigrationFactory = (dialect) => {
  return {
    async up(db: AnyDb) {
      // A country whose sums are stored (even when it has no keywords with words).
      await db.schema
        .createTable('match_type_memos')
        .addColumn('country', 'text', (c) => c.primaryKey())
        .execute();
      // Each keyword's distinct words: the broad-match test and the candidates' index.
      await db.schema
        .createTable('match_type_words')
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
        .addColumn('word', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_type_words_pk', ['keyword_id', 'word'])
        .modifyEnd(withoutRowid(dialect))
        .execute();
      await db.schema
        .createIndex('match_type_words_word')
        .on('match_type_words')
        .columns(['country', 'word', 'keyword_id'])
        .execute();
      // Month 0 sums the keywords' own (current) volumes; other months their monthly volumes.
      await db.schema
        .createTable('match_type_volumes')
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('phrase_volume', 'bigint', (c) => c.notNull())
        .addColumn('broad_volume', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_type_volumes_pk', ['keyword_id', 'month'])
        .modifyEnd(withoutRowid(dialect))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('match_type_volumes').execute();
      await db.schema.dropTable('match_type_words').execute();
      await db.schema.dropTable('match_type_memos').execute();
    },
  };
};
