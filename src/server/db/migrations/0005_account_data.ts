/** Contact info, e-mail addresses, user attributes, project alerts, requested keywords, API keys and usage. */
import type { ColumnDefinitionBuilder } from 'kysely';

import { booleanColumn, serialKey, type AnyDb, type MigrationFactory } from './support';

const TABLES = [
  'api_usage_months',
  'api_keys',
  'requested_keywords',
  'project_alerts',
  'user_attributes',
  'user_email_addresses',
  'user_contact_info',
] as const;

export const accountData: MigrationFactory = (dialect) => {
  const serial = serialKey(dialect);
  return {
    async up(db: AnyDb) {
      const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
      await db.schema
        .createTable('user_contact_info')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('first_name', 'text', text)
        .addColumn('last_name', 'text', text)
        .addColumn('company_name', 'text', text)
        .addColumn('phone', 'text', text)
        .addColumn('address1', 'text', text)
        .addColumn('address2', 'text', text)
        .addColumn('city', 'text', text)
        .addColumn('region', 'text', text)
        .addColumn('postal_code', 'text', text)
        .addColumn('address_country', 'text', text)
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_email_addresses')
        .addColumn('id', 'integer', serial)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_email_addresses_user').on('user_email_addresses').column('user_id').execute();

      await db.schema
        .createTable('user_attributes')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_attributes_pk', ['user_id', 'name'])
        .execute();

      await db.schema
        .createTable('project_alerts')
        .addColumn('id', 'integer', serial)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('alert_type_id', 'integer', (c) => c.notNull())
        .addColumn('is_active', 'integer', booleanColumn)
        .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('source_url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_alerts_user')
        .on('project_alerts')
        .columns(['user_id', 'project_id'])
        .execute();

      await db.schema
        .createTable('requested_keywords')
        .addColumn('id', 'integer', serial)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('country_code', 'text', (c) => c.notNull())
        .addColumn('keyword', 'text', (c) => c.notNull())
        .addColumn('keyword_key', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('term_id', 'integer')
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('requested_keywords_unique', ['user_id', 'country_code', 'keyword_key'])
        .execute();

      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'integer', serial)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('key_prefix', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('api_keys_user').on('api_keys').column('user_id').execute();

      await db.schema
        .createTable('api_usage_months')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('rows_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('api_usage_months_pk', ['user_id', 'month'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of TABLES) await db.schema.dropTable(table).execute();
    },
  };
};
