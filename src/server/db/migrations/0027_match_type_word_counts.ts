/**
 * How many keywords of a country hold each word, stored once per match-type store
 * (research/matchTypes.ts). Each chunk of the store picks a keyword's rarest word from it; counted
 * inside every chunk's statement instead, a corpus of 100,000 keywords spent seconds per chunk
 * grouping every word again, and on SQLite (one connection, synchronous statements) the requests
 * waited that long behind it.
 */
import { withoutRowid, type AnyDb, type MigrationFactory } from './support';

export const matchTypeWordCounts: MigrationFactory = (dialect) => {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('match_type_word_counts')
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('word', 'text', (c) => c.notNull())
        .addColumn('keywords', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_type_word_counts_pk', ['country', 'word'])
        .modifyEnd(withoutRowid(dialect))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('match_type_word_counts').execute();
    },
  };
};
