/** Plans, subscriptions, receipts, payment methods (type and last four only) and coupons. */
import type { AnyDb, MigrationFactory } from './support';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by this area's migration
export interface BillingTables {}

export const billing: MigrationFactory = () => ({
  async up(_db: AnyDb) {},
  async down(_db: AnyDb) {},
});
