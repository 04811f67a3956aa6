/**
 * The competitor domains of a workspace project (our design): up to 3 registrable domains its rank
 * tracking compares with the project's own, kept in the order they were saved (`slot` 1–3). A
 * domain is stored by name, not as a `domains` row, so a competitor the corpus has never seen can be
 * saved before its first check. Deleting a project removes them.
 */
import { sql } from 'kysely';

import type { AnyDb, MigrationFactory } from './support';

export const projectCompetitors: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('project_competitors')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('slot', 'integer', (c) => c.notNull().check(sql`slot between 1 and 3`))
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('project_competitors_pk', ['project_id', 'slot'])
      .addUniqueConstraint('project_competitors_domain', ['project_id', 'domain'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('project_competitors').execute();
  },
});
