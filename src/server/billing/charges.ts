/** Talking to the payment provider: saving a new card and charging a saved one, with a receipt for every attempt. */
import type { ServerConfig } from '../config';
import type { CheckedCard } from './cards';
import type { PaymentProvider, SaveCardResult } from './provider';
import { billedTo, findPaymentMethod, insertReceipt, type LineItem, type NewReceipt } from './store';
import { createStripeProvider, PaymentProviderError } from './stripeProvider';
import { createTestProvider } from './testProvider';
import { BILLING_TEXT, providerUnavailable } from './text';
import type { UserRow } from '../db/schema';
import type { HandlerContext } from '../handlers/context';

export type ChargeResult =
  | { ok: true; receiptId: number }
  | {
      ok: false;
      code: 'BillingUnsuccessful';
      reason: 'declined' | 'verification_failed' | 'no_payment_method';
      message: string;
    };

export interface ChargeRequest {
  amountCents: number;
  description: string;
  lineItems?: LineItem[];
  subscriptionId?: number | null;
}

/** A card the provider holds, with what we show of it. */
export interface ChargeableCard {
  providerRef: string;
  cardType: string;
  lastFour: string;
}

const providers = new WeakMap<ServerConfig, PaymentProvider>();

/** The configured provider: Stripe when config.stripe.secretKey is set, else the test provider. */
export function paymentProvider(config: ServerConfig): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.stripe.secretKey
      ? createStripeProvider({ secretKey: config.stripe.secretKey, apiUrl: config.stripe.apiUrl })
      : createTestProvider();
    providers.set(config, provider);
  }
  return provider;
}

/** Provider outages become a 503 (never the card's fault, never a 500). */
async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw providerUnavailable();
    throw error;
  }
}

/** Verifies a new card and has the provider keep it; nothing is stored here. */
export function saveNewCard(
  ctx: HandlerContext,
  user: { email: string },
  checked: CheckedCard,
): Promise<SaveCardResult> {
  return callProvider(() => paymentProvider(ctx.config).saveCard(checked.card, { email: user.email }));
}

/** The receipt of a charge to the user on the card shown by its type and last four. */
function receiptOf(user: UserRow, card: { cardType: string; lastFour: string }, charge: ChargeRequest): NewReceipt {
  return {
    userId: user.id,
    subscriptionId: charge.subscriptionId ?? null,
    amountCents: charge.amountCents,
    description: charge.description,
    ...(charge.lineItems ? { lineItems: charge.lineItems } : {}),
    billedTo: billedTo(user),
    cardType: card.cardType,
    lastFour: card.lastFour,
  };
}

/** Charges a card the provider holds and writes the receipt, declined or not. */
export async function chargeCard(
  ctx: HandlerContext,
  user: UserRow,
  card: ChargeableCard,
  charge: ChargeRequest,
  declinedMessage: string,
): Promise<ChargeResult> {
  const receipt = receiptOf(user, card, charge);
  // Nothing to collect (a credit covers it): a receipt, but no call to the provider.
  const result =
    charge.amountCents > 0
      ? await callProvider(() =>
          paymentProvider(ctx.config).charge(card.providerRef, charge.amountCents, charge.description),
        )
      : ({ ok: true, chargeRef: null } as const);
  if (!result.ok) {
    await insertReceipt(ctx.db.kysely, { ...receipt, declined: result.reason });
    return { ok: false, code: 'BillingUnsuccessful', reason: result.reason, message: declinedMessage };
  }
  const receiptId = await insertReceipt(ctx.db.kysely, { ...receipt, chargeRef: result.chargeRef });
  return { ok: true, receiptId };
}

/** Charges the card on file. */
export async function chargeStoredCard(
  ctx: HandlerContext,
  user: UserRow,
  charge: ChargeRequest,
): Promise<ChargeResult> {
  const method = await findPaymentMethod(ctx.db.kysely, user.id);
  if (!method) {
    return { ok: false, code: 'BillingUnsuccessful', reason: 'no_payment_method', message: BILLING_TEXT.noCardOnFile };
  }
  const card = { providerRef: method.provider_ref, cardType: method.card_type, lastFour: method.last_four };
  return chargeCard(ctx, user, card, charge, BILLING_TEXT.cardOnFileDeclined);
}

/** A declined receipt for a new card the provider refused to keep. */
export async function recordRefusedCard(
  ctx: HandlerContext,
  user: UserRow,
  checked: CheckedCard,
  charge: ChargeRequest,
  reason: 'declined' | 'verification_failed',
): Promise<number> {
  return insertReceipt(ctx.db.kysely, { ...receiptOf(user, checked, charge), declined: reason });
}
