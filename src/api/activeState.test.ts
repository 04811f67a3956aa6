import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ACTIVE_STATE_PATH, getActiveState } from './activeState';
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
