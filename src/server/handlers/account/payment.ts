/**
 * The account page's billing actions (document 1 §4 Account): replacing the card on file and
 * e-mailing a receipt to the account's addresses. Only the account holder may use them; a team
 * (child) account gets 403.
 */
import { fill } from '../../../lib/spec/text';
import { paymentProvider, requireAccountOwner } from '../../billing';
import { checkCard, PAYMENT_INFO_CARD_FIELDS, refusedCardField } from '../../billing/cards';
import { saveNewCard } from '../../billing/charges';
import { ownReceipt, receiptView } from '../../billing/receipts';
import { receiptLineItems, savePaymentMethod } from '../../billing/store';
import { BILLING_TEXT, billingUnsuccessful } from '../../billing/text';
import { queueEmail } from '../../mail/outbox';
import { logEvent, type HandlerContext } from '../context';
import type { TagHandlers } from '../operation';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function createPaymentHandlers(ctx: HandlerContext): TagHandlers<'account'> {
  const { db } = ctx;
  return {
    async changePaymentInfo(request) {
      const user = requireAccountOwner(request, BILLING_TEXT.notAccountOwnerPayment);
      const body = request.body;
      const checked = checkCard(
        {
          number: body.cardNumber,
          expirationMonth: body.expirationMonth,
          expirationYear: body.expirationYear,
          cvv: body.cvv,
          nameOnCard: body.cardName,
          declaredType: body.cardType,
          declaredLastFour: body.lastFour,
          declaredExpiration: body.expiration,
        },
        PAYMENT_INFO_CARD_FIELDS,
      );
      const saved = await saveNewCard(ctx, user, checked);
      if (!saved.ok) {
        await logEvent(ctx, request, 'payment_info_declined', { reason: saved.reason });
        throw billingUnsuccessful(saved.message, refusedCardField(PAYMENT_INFO_CARD_FIELDS, saved.reason));
      }
      await savePaymentMethod(db.kysely, user.id, {
        cardType: checked.cardType,
        lastFour: checked.lastFour,
        expiry: checked.expiry,
        provider: paymentProvider(ctx.config).name,
        providerRef: saved.providerRef,
      });
      await logEvent(ctx, request, 'payment_info_changed', { cardType: checked.cardType });
      return { isSuccessful: true, payment: { cardType: checked.cardType, lastFour: checked.lastFour } };
    },

    async sendReceipt(request) {
      const { user, row } = await ownReceipt(db, request, request.query.receiptId);
      const extra = await db.kysely
        .selectFrom('user_email_addresses')
        .select('email')
        .where('user_id', '=', user.id)
        .orderBy('position')
        .execute();
      const sentTo = [...new Set([user.email, ...extra.map((e) => e.email)].map((e) => e.trim()))];
      const receipt = receiptView(row);
      const values = {
        receiptId: row.id,
        date: row.created_at.slice(0, 10),
        billedTo: row.billed_to,
        lines: receiptLineItems(row)
          .map((item) => `${item.description}: ${money(item.amountCents)}`)
          .join('\n'),
        total: money(row.amount_cents),
        payment: receipt.payment ? `${receipt.payment.cardType} ending in ${receipt.payment.lastFour}` : '-',
      };
      const subject = fill(row.is_declined ? BILLING_TEXT.declinedReceiptSubject : BILLING_TEXT.receiptSubject, values);
      for (const to of sentTo) await queueEmail(db, { to, subject, body: fill(BILLING_TEXT.receiptBody, values) });
      await logEvent(ctx, request, 'receipt_sent', { receiptId: row.id, recipients: sentTo.length });
      return { isSuccessful: true, sentTo };
    },
  };
}
