/**
 * Billing: subscriptions, receipts, payment methods (type, last four, expiry and the provider's
 * reference only — never a card number or CVV), coupons, and the cancellation flow's survey answers
 * and accepted offers. Money is integer cents; dates are ISO text ('YYYY-MM-DD' for billing dates).
 */

import { booleanColumn, serialKey, type AnyDb, type MigrationFactory } from './support';
import { SPRING_OFFER_PERCENT_OFF } from '../../../lib/spec/purchase';

/** The coupon of the /capital-one-spring-member-offer page (doc 1 §2); its discount is our design. */
export const SPRING_COUPON = {
  code: 'spring',
  description: `Capital One Spring member offer: ${SPRING_OFFER_PERCENT_OFF}% off`,
  percent_off: SPRING_OFFER_PERCENT_OFF,
} as const;

export const billing: MigrationFactory = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'integer', serialKey(dialect))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('billing_cycle', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('coupon_code', 'text')
      .addColumn('period_start', 'text', (c) => c.notNull())
      .addColumn('period_end', 'text', (c) => c.notNull())
      .addColumn('paused_until', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();

    await db.schema
      .createTable('receipts')
      .addColumn('id', 'integer', serialKey(dialect))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('line_items', 'text', (c) => c.notNull())
      .addColumn('is_declined', 'integer', booleanColumn)
      .addColumn('decline_reason', 'text')
      .addColumn('billed_to', 'text', (c) => c.notNull())
      .addColumn('card_type', 'text')
      .addColumn('last_four', 'text')
      .addColumn('provider_charge_ref', 'text')
      .execute();
    await db.schema.createIndex('receipts_user').on('receipts').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('payment_methods')
      .addColumn('id', 'integer', serialKey(dialect))
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('card_type', 'text', (c) => c.notNull())
      .addColumn('last_four', 'text', (c) => c.notNull())
      .addColumn('expiry', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_ref', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('coupons')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('percent_off', 'integer', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db
      .insertInto('coupons')
      .values({ ...SPRING_COUPON, is_active: 1, created_at: new Date().toISOString() })
      .execute();

    await db.schema
      .createTable('cancellation_surveys')
      .addColumn('id', 'integer', serialKey(dialect))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('comments', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('uncancellation_actions')
      .addColumn('id', 'integer', serialKey(dialect))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('coupon_code', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of [
      'uncancellation_actions',
      'cancellation_surveys',
      'coupons',
      'payment_methods',
      'receipts',
      'subscriptions',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
