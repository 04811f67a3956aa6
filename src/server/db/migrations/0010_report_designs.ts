/**
 * White-label report designs (our design; doc 2 §3 names the designs): one row per account, kept
 * by the team's owner so its members share it. The logo is stored as its data URL (at most 256 KB
 * decoded, checked by the handler), so an export reads the whole design in one row.
 */
import type { AnyDb, MigrationFactory } from './support';

export const reportDesigns: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('report_designs')
      .addColumn('account_user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('style_id', 'text', (c) => c.notNull())
      .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('prepared_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('primary_color', 'text', (c) => c.notNull())
      .addColumn('accent_color', 'text', (c) => c.notNull())
      .addColumn('logo', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('report_designs').execute();
  },
});
