/** Contact info, e-mail addresses, user attributes, project alerts, requested keywords, API keys and usage. */
import type { AnyDb, MigrationFactory } from './support';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by this area's migration
export interface AccountDataTables {}

export const accountData: MigrationFactory = () => ({
  async up(_db: AnyDb) {},
  async down(_db: AnyDb) {},
});
