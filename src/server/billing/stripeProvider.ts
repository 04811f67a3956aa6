/**
 * The Stripe adapter (STRIPE_SECRET_KEY set): plain fetch against the REST API (STRIPE_API_URL,
 * https://api.stripe.com by default), form-encoded as Stripe expects. A card is saved as a payment
 * method attached to a new customer (attaching is where Stripe verifies it); charges are
 * off-session PaymentIntents confirmed at once. Only `customer:payment_method` is kept.
 */
import { randomUUID } from 'node:crypto';

import type { CardInput, ChargeCardResult, PaymentProvider, ProviderFailure, SaveCardResult } from './provider';
import { PROVIDER_TEXT } from './testProvider';

/** Stripe did not answer usefully (network, authentication, a 5xx): not the card's fault. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** Card-error codes that mean the details are wrong (rather than the bank saying no). */
const VERIFICATION_CODES = new Set([
  'incorrect_cvc',
  'invalid_cvc',
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'expired_card',
  'incorrect_zip',
  'authentication_required',
]);

interface StripeErrorBody {
  error?: { type?: string; code?: string; message?: string };
}

type StripeAnswer<T> = { ok: true; body: T } | ProviderFailure;

export interface StripeOptions {
  secretKey: string;
  apiUrl: string;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/$/, '');

  async function post<T>(
    path: string,
    form: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<StripeAnswer<T>> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Stripe ${path} could not be reached`, { cause: error });
    }
    const body = (await response.json().catch(() => ({}))) as T & StripeErrorBody;
    if (response.ok) return { ok: true, body };
    if (body.error?.type === 'card_error') {
      return VERIFICATION_CODES.has(body.error.code ?? '')
        ? { ok: false, reason: 'verification_failed', message: PROVIDER_TEXT.verificationFailed }
        : { ok: false, reason: 'declined', message: PROVIDER_TEXT.declined };
    }
    throw new PaymentProviderError(`Stripe ${path} answered ${response.status}: ${body.error?.message ?? ''}`);
  }

  return {
    name: 'stripe',

    async saveCard(card: CardInput, customer: { email: string }): Promise<SaveCardResult> {
      const method = await post<{ id: string }>('/v1/payment_methods', {
        type: 'card',
        'card[number]': card.number,
        'card[exp_month]': String(card.expirationMonth),
        'card[exp_year]': String(card.expirationYear),
        ...(card.cvv ? { 'card[cvc]': card.cvv } : {}),
        ...(card.nameOnCard ? { 'billing_details[name]': card.nameOnCard } : {}),
        ...(card.zip ? { 'billing_details[address][postal_code]': card.zip } : {}),
      });
      if (!method.ok) return method;
      const created = await post<{ id: string }>('/v1/customers', {
        email: customer.email,
        payment_method: method.body.id,
        'invoice_settings[default_payment_method]': method.body.id,
      });
      if (!created.ok) return created;
      return { ok: true, providerRef: `${created.body.id}:${method.body.id}` };
    },

    async charge(providerRef: string, amountCents: number, description: string): Promise<ChargeCardResult> {
      const [customer, paymentMethod] = providerRef.split(':');
      if (!customer || !paymentMethod) return { ok: false, reason: 'declined', message: PROVIDER_TEXT.declined };
      const intent = await post<{ id: string; status: string }>(
        '/v1/payment_intents',
        {
          amount: String(amountCents),
          currency: 'usd',
          customer,
          payment_method: paymentMethod,
          confirm: 'true',
          off_session: 'true',
          description,
        },
        randomUUID(),
      );
      if (!intent.ok) return intent;
      if (intent.body.status !== 'succeeded') {
        // requires_action and the like: the bank wants the cardholder present.
        return { ok: false, reason: 'verification_failed', message: PROVIDER_TEXT.verificationFailed };
      }
      return { ok: true, chargeRef: intent.body.id };
    },
  };
}
