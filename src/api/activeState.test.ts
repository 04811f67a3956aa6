import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ACTIVE_STATE_PATH, EMBEDDED_ACTIVE_STATE_ID, getActiveState } from './activeState';
import { ApiError, configureApi, CSRF_HEADER, getApiClient } from './client';

const BASE = 'http://api.test';
/** An answer's body: what the call hands back is what the server sent. */
const buildActiveState = () => ({
  user: { isLoggedIn: false, userId: '00000000-0000-0000-0000-000000000000' },
  tracking: { enableScraperFreewall: false },
  environment: { countryCode: 'US' },
});
const server = setupServer();
let seen: Request[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  configureApi({ baseUrl: BASE });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
});

describe('getActiveState, the plain call of the entry', () => {
  it('answers the state, sending the page’s CSRF token', async () => {
    const state = buildActiveState();
    server.use(http.get(`${BASE}${ACTIVE_STATE_PATH}`, () => HttpResponse.json(state)));
    document.head.insertAdjacentHTML('beforeend', '<meta name="csrf-token" content="meta-token">');
    expect(await getActiveState()).toEqual(state);
    expect(seen.map((request) => request.headers.get(CSRF_HEADER))).toEqual(['meta-token']);
  });

  it('keeps the token its answer carries for the client’s next call', async () => {
    server.use(
      http.get(`${BASE}${ACTIVE_STATE_PATH}`, () =>
        HttpResponse.json(buildActiveState(), { headers: { [CSRF_HEADER]: 'from-the-server' } }),
      ),
      http.get(`${BASE}/endpoints/poll`, () => HttpResponse.json({ hasTooManyLogins: false, isSessionKilled: false })),
    );
    await getActiveState();
    await getApiClient().GET('/endpoints/poll');
    expect(seen.map((request) => request.headers.get(CSRF_HEADER))).toEqual([null, 'from-the-server']);
  });

  it('rejects a failed answer with the client’s ApiError', async () => {
    server.use(
      http.get(`${BASE}${ACTIVE_STATE_PATH}`, () => HttpResponse.json({ message: 'Down for upkeep' }, { status: 503 })),
    );
    const failure = await getActiveState().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, message: 'Down for upkeep' });
  });
});

describe('getActiveState, with the answer the server wrote into the page', () => {
  const embed = (json: string) =>
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${EMBEDDED_ACTIVE_STATE_ID}">${json}</script>`,
    );
  afterEach(() => document.getElementById(EMBEDDED_ACTIVE_STATE_ID)?.remove());

  it('answers it without a request, once: the next call asks the server', async () => {
    const embedded = { ...buildActiveState(), environment: { countryCode: 'GB' } };
    const fetched = buildActiveState();
    server.use(http.get(`${BASE}${ACTIVE_STATE_PATH}`, () => HttpResponse.json(fetched)));
    embed(JSON.stringify(embedded).replace(/</g, '\\u003c'));
    expect(await getActiveState()).toEqual(embedded);
    expect(seen).toEqual([]);
    expect(document.getElementById(EMBEDDED_ACTIVE_STATE_ID)).toBeNull();
    expect(await getActiveState()).toEqual(fetched);
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual([ACTIVE_STATE_PATH]);
  });

  it('reads text the server escaped as it was', async () => {
    const embedded = { ...buildActiveState(), user: { isLoggedIn: true, name: '</script><!-- x' } };
    embed(JSON.stringify(embedded).replace(/</g, '\\u003c'));
    expect(await getActiveState()).toEqual(embedded);
  });

  it('asks the server when the page holds no answer it can read', async () => {
    const state = buildActiveState();
    server.use(http.get(`${BASE}${ACTIVE_STATE_PATH}`, () => HttpResponse.json(state)));
    embed('{not json');
    expect(await getActiveState()).toEqual(state);
    expect(seen).toHaveLength(1);
  });
});
