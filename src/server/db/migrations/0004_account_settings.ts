/** Google authorisations, terms-of-service acceptances and onboarding surveys. */
import type { Generated } from 'kysely';

import { booleanColumn, serialKey, type AnyDb, type MigrationFactory } from './support';

/** One Google authorisation per user (Google Sheets export); replaced on each setgoogletoken. */
export interface GoogleAuthorizationsTable {
  user_id: number;
  /** The access token from Google's code exchange, or the code itself when the exchange is not configured. */
  access_token: string;
  refresh_token: string | null;
  /** The Google account's e-mail, from the exchange's ID token; null when unknown. */
  google_email: string | null;
  /** When the access token expires; null when unknown (no exchange, or Google gave no lifetime). */
  expires_at: string | null;
  created_at: string;
}

/** Every acceptance of the terms of service (a history: the newest is the one in force). */
export interface TermsAcceptancesTable {
  id: Generated<number>;
  user_id: number;
  accepted_at: string;
}

/** The onboarding survey of doc 1 §3, one per user (saving again replaces it). Booleans are 0/1. */
export interface OnboardingSurveysTable {
  user_id: number;
  name: string;
  company_employee_count: string | null;
  employed_at_agency: number;
  /** null when the question was not answered. */
  own_business: number | null;
  onboarding_domain: string;
  onboarding_display: string;
  interested_in_ppc: number;
  interested_in_seo: number;
  interested_in_competitive_intelligence: number;
  interested_in_client_reporting: number;
  interested_in_sales_prospecting: number;
  budget_range: string | null;
  is_new_campaign: number;
  created_at: string;
}

export interface AccountSettingsTables {
  google_authorizations: GoogleAuthorizationsTable;
  terms_acceptances: TermsAcceptancesTable;
  onboarding_surveys: OnboardingSurveysTable;
}

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
