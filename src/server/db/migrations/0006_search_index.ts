/** The search index: known domains and keywords (the demo corpus) for lookup and suggestions. */
import type { AnyDb, MigrationFactory } from './support';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by this area's migration
export interface SearchIndexTables {}

export const searchIndex: MigrationFactory = () => ({
  async up(_db: AnyDb) {},
  async down(_db: AnyDb) {},
});
