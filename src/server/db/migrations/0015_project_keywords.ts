/**
 * The keywords of workspace projects (doc 2 §3, §7): which corpus keywords a project saved, its
 * groups and labels, and which keywords each group and label holds.
 *
 * A project keyword is a row of the research corpus's `keywords` table (its id is the contract's
 * term id); a term the corpus does not hold yet is added to it, without SERP data. Groups and
 * labels have a hash (the contract's identifier, unique per project) and a name unique per project
 * whatever its case (`name_key`). A membership row names its project too, so deleting a keyword
 * from a project removes it from the project's groups and labels (the composite foreign key), and
 * deleting a project removes everything in it.
 *
 * Indexes follow GetKeywordList: a project's keywords are one range of `project_keywords`; a
 * group's (or label's) keywords one range of its membership table; the groups and labels of a page
 * of keywords come from the (project_id, keyword_id) index of each membership table.
 */
import { serialKey, withoutRowid, type AnyDb, type MigrationFactory } from './support';

export const projectKeywords: MigrationFactory = (dialect) => {
  const serial = serialKey(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('project_keywords')
        .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('keyword_id', 'integer', (c) => c.notNull().references('keywords.id').onDelete('cascade'))
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('project_keywords_pk', ['project_id', 'keyword_id'])
        .modifyEnd(withoutRowid(dialect))
        .execute();
      // A corpus keyword's projects (its deletion cascades here).
      await db.schema.createIndex('project_keywords_keyword').on('project_keywords').column('keyword_id').execute();

      for (const kind of ['group', 'label'] as const) {
        const table = `keyword_${kind}s`;
        await db.schema
          .createTable(table)
          .addColumn('id', 'integer', serial)
          .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
          .addColumn('hash', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('name_key', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint(`${table}_project_hash`, ['project_id', 'hash'])
          .addUniqueConstraint(`${table}_project_name`, ['project_id', 'name_key'])
          .execute();

        const members = `keyword_${kind}_members`;
        await db.schema
          .createTable(members)
          .addColumn(`${kind}_id`, 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
          .addColumn('project_id', 'text', (c) => c.notNull())
          .addColumn('keyword_id', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${members}_pk`, [`${kind}_id`, 'keyword_id'])
          .addForeignKeyConstraint(
            `${members}_project_keyword`,
            ['project_id', 'keyword_id'],
            'project_keywords',
            ['project_id', 'keyword_id'],
            (c) => c.onDelete('cascade'),
          )
          .modifyEnd(withoutRowid(dialect))
          .execute();
        await db.schema
          .createIndex(`${members}_keyword`)
          .on(members)
          .columns(['project_id', 'keyword_id', `${kind}_id`])
          .execute();
      }
    },
    async down(db: AnyDb) {
      for (const table of [
        'keyword_label_members',
        'keyword_labels',
        'keyword_group_members',
        'keyword_groups',
        'project_keywords',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
