/**
 * Outgoing e-mail. Every message is written to the email_outbox table first, in the same request
 * that caused it, so nothing is lost when delivery fails; delivery reads the outbox.
 */
import type { Db } from '../db';

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}

/** Queues a message in the outbox; returns its id. */
export async function queueEmail(db: Db, email: OutgoingEmail): Promise<number> {
  const row = await db.kysely
    .insertInto('email_outbox')
    .values({
      to_address: email.to,
      subject: email.subject,
      body: email.body,
      created_at: new Date().toISOString(),
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
