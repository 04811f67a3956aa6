/**
 * Stored figures of keyword groups, so that the groups table of a big project (100,000
 * keywords in 200 groups) is read, not recomputed from every member's corpus rows on each request.
 *
 * - keyword_group_versions: a counter per group that the triggers below raise whenever a keyword
 *   joins or leaves the group (its own insert or delete, or one cascading from a project keyword's
 *   or a corpus keyword's deletion). A group without a row is at version 0.
 * - keyword_group_figures: a group's table-row figures for one project domain, corpus month and
 *   CTR curve, with the version they were read at. They are used only while that is still the
 *   group's version; the figures and the version are read by one statement, so an import committing
 *   meanwhile leaves an older version behind, never a stale row that looks current.
 * - A corpus write empties the figures: every writer of the corpus runs refreshDomainStats, which
 *   empties research_months first (the trigger on it), as it empties the research memos.
 */
import { sql } from 'kysely';

import { withoutRowid, type AnyDb, type MigrationFactory } from './support';

export const workspaceSpeed: MigrationFactory = (dialect) => {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('keyword_group_versions')
        .addColumn('group_id', 'integer', (c) => c.primaryKey().references('keyword_groups.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('keyword_group_figures')
        .addColumn('group_id', 'integer', (c) => c.notNull().references('keyword_groups.id').onDelete('cascade'))
        // 0 when the project has no domain in the corpus, or the corpus no month.
        .addColumn('domain_id', 'integer', (c) => c.notNull())
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('curve', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('keywords', 'integer', (c) => c.notNull())
        .addColumn('rank_change', 'bigint', (c) => c.notNull())
        .addColumn('click_change', 'double precision', (c) => c.notNull())
        .addColumn('shown_volume', 'bigint', (c) => c.notNull())
        .addColumn('volume', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('keyword_group_figures_pk', ['group_id', 'domain_id', 'month', 'curve'])
        .modifyEnd(withoutRowid(dialect))
        .execute();

      if (dialect === 'sqlite') {
        for (const [event, row] of [
          ['insert', 'new'],
          ['delete', 'old'],
        ] as const) {
          // A group deleted with its members (the cascade) takes no version row: it is gone.
          await sql`create trigger ${sql.raw(`keyword_group_members_${event}_version`)}
            after ${sql.raw(event)} on keyword_group_members
            begin
              insert into keyword_group_versions (group_id, version)
              select ${sql.raw(row)}.group_id, 1 where exists (select 1 from keyword_groups where id = ${sql.raw(row)}.group_id)
              on conflict (group_id) do update set version = version + 1;
            end`.execute(db);
        }
        await sql`create trigger research_months_delete_group_figures after delete on research_months
          begin delete from keyword_group_figures; end`.execute(db);
        return;
      }

      // PostgreSQL: once per statement, over the rows it changed (an import adds thousands).
      await sql`create function keyword_group_members_version() returns trigger language plpgsql as $$
        begin
          insert into keyword_group_versions (group_id, version)
          select distinct c.group_id, 1 from changed c join keyword_groups g on g.id = c.group_id
          on conflict (group_id) do update set version = keyword_group_versions.version + 1;
          return null;
        end $$`.execute(db);
      await sql`create trigger keyword_group_members_insert_version after insert on keyword_group_members
        referencing new table as changed for each statement execute function keyword_group_members_version()`.execute(
        db,
      );
      await sql`create trigger keyword_group_members_delete_version after delete on keyword_group_members
        referencing old table as changed for each statement execute function keyword_group_members_version()`.execute(
        db,
      );
      await sql`create function research_months_delete_group_figures() returns trigger language plpgsql as $$
        begin
          delete from keyword_group_figures;
          return null;
        end $$`.execute(db);
      await sql`create trigger research_months_delete_group_figures after delete on research_months
        for each statement execute function research_months_delete_group_figures()`.execute(db);
    },
    async down(db: AnyDb) {
      if (dialect === 'sqlite') {
        for (const name of [
          'keyword_group_members_insert_version',
          'keyword_group_members_delete_version',
          'research_months_delete_group_figures',
        ]) {
          await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
        }
      } else {
        await sql`drop trigger if exists keyword_group_members_insert_version on keyword_group_members`.execute(db);
        await sql`drop trigger if exists keyword_group_members_delete_version on keyword_group_members`.execute(db);
        await sql`drop trigger if exists research_months_delete_group_figures on research_months`.execute(db);
        await sql`drop function if exists keyword_group_members_version()`.execute(db);
        await sql`drop function if exists research_months_delete_group_figures()`.execute(db);
      }
      await db.schema.dropTable('keyword_group_figures').execute();
      await db.schema.dropTable('keyword_group_versions').execute();
    },
  };
};
