/**
 * A copy of each keyword's term on its group and label member rows, so that GetKeywordList filters
 * a group's or label's keywords by text reading the member rows alone, not the corpus keyword of
 * every member (a 3,341-keyword group's lookups cost more than the rest of the page).
 *
 * The copy is filled by a trigger on insert, whichever writer adds the member, and needs nothing
 * else to stay in step: a corpus keyword's term never changes (its id stands for the term), and a
 * keyword deleted from the corpus takes its member rows with it (the cascade through
 * project_keywords). PostgreSQL gets an index holding the term beside each member, read without
 * the table; SQLite's member tables are already their primary key's b-tree (without rowid).
 */
import { sql } from 'kysely';

import type { AnyDb, MigrationFactory } from './support';

const MEMBERS = [
  ['keyword_group_members', 'group_id'],
  ['keyword_label_members', 'label_id'],
] as const;

export const workspaceMemberTerms: MigrationFactory = (dialect) => ({
  async up(db: AnyDb) {
    for (const [members] of MEMBERS) {
      await db.schema
        .alterTable(members)
        .addColumn('term', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    if (dialect === 'sqlite') {
      for (const [members, key] of MEMBERS) {
        await sql`update ${sql.table(members)} set term = coalesce(
          (select k.term from keywords k where k.id = ${sql.table(members)}.keyword_id), '')`.execute(db);
        // SQLite cannot change the row being inserted: the new row is completed right after.
        await sql`create trigger ${sql.raw(`${members}_term`)} after insert on ${sql.table(members)}
          begin
            update ${sql.table(members)} set term = coalesce((select k.term from keywords k where k.id = new.keyword_id), '')
            where ${sql.ref(key)} = new.${sql.ref(key)} and keyword_id = new.keyword_id;
          end`.execute(db);
      }
      return;
    }

    await sql`create function workspace_member_term() returns trigger language plpgsql as $$
      begin
        new.term := coalesce((select k.term from keywords k where k.id = new.keyword_id), '');
        return new;
      end $$`.execute(db);
    for (const [members, key] of MEMBERS) {
      await sql`update ${sql.table(members)} m set term = k.term from keywords k where k.id = m.keyword_id`.execute(db);
      await sql`create trigger ${sql.raw(`${members}_term`)} before insert on ${sql.table(members)}
        for each row execute function workspace_member_term()`.execute(db);
      await sql`create index ${sql.raw(`${members}_terms`)} on ${sql.table(members)}
        (${sql.ref(key)}, keyword_id) include (project_id, term)`.execute(db);
    }
  },
  async down(db: AnyDb) {
    for (const [members] of MEMBERS) {
      if (dialect === 'sqlite') {
        await sql`drop trigger if exists ${sql.raw(`${members}_term`)}`.execute(db);
      } else {
        await sql`drop trigger if exists ${sql.raw(`${members}_term`)} on ${sql.table(members)}`.execute(db);
        await sql`drop index if exists ${sql.raw(`${members}_terms`)}`.execute(db);
      }
      await db.schema.alterTable(members).dropColumn('term').execute();
    }
    if (dialect === 'postgres') await sql`drop function if exists workspace_member_term()`.execute(db);
  },
});
