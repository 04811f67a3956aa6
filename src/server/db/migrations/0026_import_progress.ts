/**
 * Byte progress of an import run (for the admin upload page's progress bar): `bytes_read` is
 * how far into the file the run's stored batches reach, written with each batch's checkpoint (in
 * the same transaction), and the file's size once the run is done. A bigint: an upload may be 2 GiB.
 */
import type { AnyDb, MigrationFactory } from './support';

export const importProgress: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema
      .alterTable('import_runs')
      .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('import_runs').dropColumn('bytes_read').execute();
  },
});
