/** Google authorisations, terms-of-service acceptances and onboarding surveys. */

import { booleanColumn, serialKey, type AnyDb, type MigrationFactory } from './support';

export const accountSettings: MigrationFactory = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('google_authorizations')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('access_token', 'text', (c) => c.notNull())
      .addColumn('refresh_token', 'text')
      .addColumn('google_email', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('terms_acceptances')
      .addColumn('id', 'integer', serialKey(dialect))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('accepted_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('terms_acceptances_user').on('terms_acceptances').column('user_id').execute();

    await db.schema
      .createTable('onboarding_surveys')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('company_employee_count', 'text')
      .addColumn('employed_at_agency', 'integer', booleanColumn)
      .addColumn('own_business', 'integer')
      .addColumn('onboarding_domain', 'text', (c) => c.notNull())
      .addColumn('onboarding_display', 'text', (c) => c.notNull())
      .addColumn('interested_in_ppc', 'integer', booleanColumn)
      .addColumn('interested_in_seo', 'integer', booleanColumn)
      .addColumn('interested_in_competitive_intelligence', 'integer', booleanColumn)
      .addColumn('interested_in_client_reporting', 'integer', booleanColumn)
      .addColumn('interested_in_sales_prospecting', 'integer', booleanColumn)
      .addColumn('budget_range', 'text')
      .addColumn('is_new_campaign', 'integer', booleanColumn)
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of ['onboarding_surveys', 'terms_acceptances', 'google_authorizations']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
