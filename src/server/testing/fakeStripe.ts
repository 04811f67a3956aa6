/**
 * Test support: a local HTTP server that answers the three Stripe calls the adapter makes, the way
 * Stripe's test mode does for its test cards. It records every request it receives.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { TEST_CARDS } from '../billing/testProvider';

/** Stripe's card that needs 3-D Secure on every charge. */
export const STRIPE_AUTHENTICATION_CARD = '4000002500003155';

export interface FakeStripeRequest {
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  requests: FakeStripeRequest[];
  /** Make every following call answer 500 (an outage). */
  failing: boolean;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => resolve(Object.fromEntries(new URLSearchParams(data))));
    request.on('error', reject);
  });
}

const cardError = (code: string, message: string) => ({
  status: 402,
  body: { error: { type: 'card_error', code, message } },
});

export async function startFakeStripe(secretKey = 'sk_test_fake'): Promise<FakeStripe> {
  /** payment method id → card number, as Stripe would know it. */
  const cards = new Map<string, string>();
  const requests: FakeStripeRequest[] = [];
  const state = { failing: false };

  function answer(path: string, form: Record<string, string>): { status: number; body: unknown } {
    if (state.failing) return { status: 500, body: { error: { type: 'api_error', message: 'Down' } } };
    if (path === '/v1/payment_methods') {
      const pm = id('pm');
      cards.set(pm, form['card[number]'] ?? '');
      return { status: 200, body: { id: pm, object: 'payment_method' } };
    }
    if (path === '/v1/customers') {
      const number = cards.get(form.payment_method ?? '');
      if (number === undefined) return { status: 400, body: { error: { type: 'invalid_request_error' } } };
      if (number === TEST_CARDS.declined) return cardError('card_declined', 'Your card was declined.');
      if (number === TEST_CARDS.failsVerification)
        return cardError('incorrect_cvc', "Your card's security code is incorrect.");
      return { status: 200, body: { id: id('cus'), object: 'customer' } };
    }
    if (path === '/v1/payment_intents') {
      const number = cards.get(form.payment_method ?? '');
      if (number === undefined) return { status: 400, body: { error: { type: 'invalid_request_error' } } };
      if (number === TEST_CARDS.declinedAfterSaving) return cardError('card_declined', 'Your card was declined.');
      const status = number === STRIPE_AUTHENTICATION_CARD ? 'requires_action' : 'succeeded';
      return { status: 200, body: { id: id('pi'), object: 'payment_intent', status, amount: Number(form.amount) } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unknown ${path}` } } };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const form = await readForm(request);
      const path = request.url ?? '';
      const authorization = request.headers.authorization;
      const key = request.headers['idempotency-key'];
      requests.push({ path, authorization, idempotencyKey: typeof key === 'string' ? key : undefined, form });
      const result =
        authorization === `Bearer ${secretKey}`
          ? answer(path, form)
          : { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } } };
      response.writeHead(result.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
