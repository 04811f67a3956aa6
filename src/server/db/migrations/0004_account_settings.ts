/** Google tokens, terms acceptance, onboarding surveys and other per-account settings. */
import type { AnyDb, MigrationFactory } from './support';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by this area's migration
export interface AccountSettingsTables {}

export const accountSettings: MigrationFactory = () => ({
  async up(_db: AnyDb) {},
  async down(_db: AnyDb) {},
});
