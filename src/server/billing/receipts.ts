/**
 * Receipts as the account page (sending one by e-mail) and the nsa-account calls (listing and
 * reading them) show them; a receipt is only ever read by its own account holder.
 */
import type { FastifyRequest } from 'fastify';

import { requireAccountOwner } from './index';
import { dollars } from './plans';
import { receiptLineItems, type ReceiptRow } from './store';
import { receiptNotFound } from './text';
import type { Db } from '../db';
import type { Schemas } from '../handlers/context';

export function receiptSummary(row: ReceiptRow): Schemas['ReceiptSummary'] {
  return {
    receiptId: row.id,
    date: row.created_at,
    amount: dollars(row.amount_cents),
    description: row.description,
    isDeclined: row.is_declined === 1,
  };
}

export function receiptView(row: ReceiptRow): Schemas['Receipt'] {
  return {
    ...receiptSummary(row),
    billedTo: row.billed_to,
    lineItems: receiptLineItems(row).map((item) => ({
      description: item.description,
      amount: dollars(item.amountCents),
    })),
    payment:
      row.card_type && row.last_four
        ? { cardType: row.card_type as Schemas['CreditCardType'], lastFour: row.last_four }
        : null,
  };
}

/** A receipt of the caller's own account; 404 for an id that is not theirs, 403 for a team account. */
export async function ownReceipt(db: Db, request: FastifyRequest, receiptId: number) {
  const user = requireAccountOwner(request);
  const row = await db.kysely
    .selectFrom('receipts')
    .selectAll()
    .where('id', '=', receiptId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw receiptNotFound();
  return { user, row };
}
