/**
 * Delivery state of the e-mail outbox (mail/delivery.ts): how often a message was tried, why the last try
 * failed, when it may be tried next, and when delivery was given up. `next_attempt_at` doubles as
 * a lease: a server claims a message by moving it into the future before sending, so servers
 * sharing a database never send one message twice.
 */

import type { AnyDb, MigrationFactory } from './support';

export const outboxDelivery: MigrationFactory = () => ({
  async up(db: AnyDb) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema
      .alterTable('email_outbox')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('email_outbox').addColumn('last_error', 'text').execute();
    await db.schema.alterTable('email_outbox').addColumn('next_attempt_at', 'text').execute();
    await db.schema.alterTable('email_outbox').addColumn('failed_at', 'text').execute();
    await db.schema
      .createIndex('email_outbox_unsent')
      .on('email_outbox')
      .columns(['sent_at', 'next_attempt_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('email_outbox_unsent').execute();
    for (const column of ['failed_at', 'next_attempt_at', 'last_error', 'attempts']) {
      await db.schema.alterTable('email_outbox').dropColumn(column).execute();
    }
  },
});
