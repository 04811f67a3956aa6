import { createHmac } from 'node:crypto';

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { login } from './auth';
import { removeChildAccount } from './child-accounts';
import {
  ApiError,
  configureApi,
  CSRF_HEADER,
  getApiClient,
  SCRAPER_TOKEN_HEADER,
  SCRAPER_TOKEN_REFRESH,
  unwrap,
  type ApiConfig,
} from './client';
import { importKeywords } from './keywords';
import { jsonSearch, getSuggestions } from './navigation';
import { schedulePdfReport } from './pdf-export';
import { DATE_HEADER, SIGNATURE_HEADER } from './signing';

const BASE = 'http://api.test';
const SUGGEST = `${BASE}/NsaApi/suggest/getsuggestions`;
const IMPORT = `${BASE}/NsaApi/MySpyFu/Keywords/KeywordActions/Import`;
const LOGIN = `${BASE}/auth/login`;
const SEARCH = `${BASE}/Endpoints/Search/JsonSearch`;

const server = setupServer();
/** Every request the server saw, cloned before a handler read it. */
let seen: Request[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  configureApi({ baseUrl: BASE, getCountryCode: () => 'DE' });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
});

function configure(overrides: Partial<ApiConfig>): void {
  configureApi({ baseUrl: BASE, getCountryCode: () => 'DE', ...overrides });
}

const loginBody = {
  username: 'jane@acme.com',
  password: 'secret1',
  remember: false,
  rememberMe: false,
  source: 'LoginPage',
} as const;

function answerSuggestions(): void {
  server.use(http.get(SUGGEST, () => HttpResponse.json(['seo tools'])));
}

function answerImport(): void {
  server.use(http.post(IMPORT, () => HttpResponse.json({ groupHashCsv: '', termIdsCsv: '1' })));
}

function answerLogin(): void {
  server.use(http.post(LOGIN, () => HttpResponse.json({ isSuccessful: true })));
}

function only(): Request {
  expect(seen).toHaveLength(1);
  return seen[0] as Request;
}

describe('countryCode on /NsaApi calls', () => {
  it('adds countryCode to the query of a GET', async () => {
    answerSuggestions();
    await getSuggestions({ query: 'seo' });
    const url = new URL(only().url);
    expect(url.searchParams.get('query')).toBe('seo');
    expect(url.searchParams.get('countryCode')).toBe('DE');
  });

  it('keeps a countryCode the caller gave in the query', async () => {
    answerSuggestions();
    await getSuggestions({ query: 'seo', countryCode: 'UK' });
    expect(new URL(only().url).searchParams.getAll('countryCode')).toEqual(['UK']);
  });

  it('adds countryCode to the JSON body of a POST', async () => {
    answerImport();
    await importKeywords({ projectId: 'p-1', termCsv: 'seo tools' });
    const request = only();
    expect(request.headers.get('Content-Type')).toContain('application/json');
    expect(await request.json()).toEqual({ projectId: 'p-1', termCsv: 'seo tools', countryCode: 'DE' });
    expect(new URL(request.url).searchParams.has('countryCode')).toBe(false);
  });

  it('keeps a countryCode the caller gave in the body', async () => {
    answerImport();
    await importKeywords({ projectId: 'p-1', termCsv: 'seo tools', countryCode: 'FR' });
    expect(await only().json()).toEqual({ projectId: 'p-1', termCsv: 'seo tools', countryCode: 'FR' });
  });

  it('reads the country at request time', async () => {
    let country = 'DE';
    configure({ getCountryCode: () => country });
    answerSuggestions();
    await getSuggestions({ query: 'a' });
    country = 'JP';
    await getSuggestions({ query: 'b' });
    expect(seen.map((request) => new URL(request.url).searchParams.get('countryCode'))).toEqual(['DE', 'JP']);
  });

  it('leaves calls outside /NsaApi untouched', async () => {
    answerLogin();
    server.use(http.get(SEARCH, () => HttpResponse.json({ resultType: 'domain' })));
    await login(loginBody);
    await jsonSearch({ query: 'acme.com' });
    const [post, get] = seen as [Request, Request];
    expect(await post.json()).toEqual(loginBody);
    expect(new URL(get.url).searchParams.has('countryCode')).toBe(false);
    expect(new URL(get.url).searchParams.get('query')).toBe('acme.com');
  });
});

describe('CSRF header', () => {
  function setMeta(content: string): void {
    let meta = document.head.querySelector('meta[name="csrf-token"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'csrf-token');
      document.head.append(meta);
    }
    meta.setAttribute('content', content);
  }

  it('sends the page meta token on every call, read at request time', async () => {
    answerLogin();
    answerSuggestions();
    setMeta('token-1');
    await login(loginBody);
    setMeta('token-2');
    await getSuggestions({ query: 'seo' });
    expect(seen.map((request) => request.headers.get(CSRF_HEADER))).toEqual(['token-1', 'token-2']);
  });

  it('prefers the token the server last sent in a response header (no meta tag needed)', async () => {
    server.use(
      http.post(`${BASE}/auth/login`, () =>
        HttpResponse.json({ isSuccessful: true, returnUrl: null }, { headers: { [CSRF_HEADER]: 'from-the-server' } }),
      ),
    );
    answerSuggestions();
    setMeta('stale-meta-token');
    await login(loginBody);
    await getSuggestions({ query: 'seo' });
    expect(seen.map((request) => request.headers.get(CSRF_HEADER))).toEqual(['stale-meta-token', 'from-the-server']);
  });

  it('omits the header when the page has no meta token', async () => {
    answerLogin();
    await login(loginBody);
    expect(only().headers.has(CSRF_HEADER)).toBe(false);
  });
});

describe('signature and date headers (scraper-token tracking)', () => {
  const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

  it('are absent while tracking is off', async () => {
    answerSuggestions();
    await getSuggestions({ query: 'seo' });
    expect(only().headers.has(SIGNATURE_HEADER)).toBe(false);
    expect(only().headers.has(DATE_HEADER)).toBe(false);
  });

  it('sign a GET with a verifiable HMAC-SHA256 of METHOD, path and date', async () => {
    configure({ scraperToken: 'session-key-1' });
    answerSuggestions();
    const before = Date.now();
    await getSuggestions({ query: 'seo' });
    const request = only();
    const date = request.headers.get(DATE_HEADER) ?? '';
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(date)).toBeGreaterThanOrEqual(before - 1);
    expect(request.headers.get(SIGNATURE_HEADER)).toBe(
      hmac('session-key-1', `GET\n/NsaApi/suggest/getsuggestions\n${date}`),
    );
    expect(request.headers.get(SIGNATURE_HEADER)).not.toBe(
      hmac('another-key', `GET\n/NsaApi/suggest/getsuggestions\n${date}`),
    );
  });

  it('sign a POST, reading the token from a function', async () => {
    configure({ scraperToken: () => 'session-key-2' });
    answerImport();
    await importKeywords({ projectId: 'p-1', termCsv: 'a' });
    const request = only();
    const date = request.headers.get(DATE_HEADER) ?? '';
    expect(request.headers.get(SIGNATURE_HEADER)).toBe(
      hmac('session-key-2', `POST\n/NsaApi/MySpyFu/Keywords/KeywordActions/Import\n${date}`),
    );
  });

  it('are not added outside /NsaApi, and not for an empty token', async () => {
    configure({ scraperToken: 'session-key-1' });
    answerLogin();
    await login(loginBody);
    configure({ scraperToken: () => '' });
    answerSuggestions();
    await getSuggestions({ query: 'seo' });
    for (const request of seen) {
      expect(request.headers.has(SIGNATURE_HEADER)).toBe(false);
      expect(request.headers.has(DATE_HEADER)).toBe(false);
    }
  });
});

describe('scraper-token flag: refresh tracking and repeat once', () => {
  const flagged = { headers: { [SCRAPER_TOKEN_HEADER]: SCRAPER_TOKEN_REFRESH } };

  it('refreshes tracking data and repeats a POST with the same body, re-signed', async () => {
    let token = 'old-key';
    const onTrackingRefresh = vi.fn(async () => {
      token = 'new-key';
    });
    configure({ scraperToken: () => token, onTrackingRefresh });
    let calls = 0;
    server.use(
      http.post(IMPORT, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ groupHashCsv: 'stale', termIdsCsv: '' }, flagged)
          : HttpResponse.json({ groupHashCsv: 'g1', termIdsCsv: '7' });
      }),
    );
    await expect(importKeywords({ projectId: 'p-1', termCsv: 'seo tools' })).resolves.toEqual({
      groupHashCsv: 'g1',
      termIdsCsv: '7',
    });
    expect(onTrackingRefresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    const [first, second] = seen as [Request, Request];
    const body = { projectId: 'p-1', termCsv: 'seo tools', countryCode: 'DE' };
    expect(await first.json()).toEqual(body);
    expect(await second.json()).toEqual(body);
    const date = second.headers.get(DATE_HEADER) ?? '';
    expect(second.headers.get(SIGNATURE_HEADER)).toBe(
      createHmac('sha256', 'new-key')
        .update(`POST\n/NsaApi/MySpyFu/Keywords/KeywordActions/Import\n${date}`)
        .digest('hex'),
    );
  });

  it('never repeats twice: a second flagged response is returned as it is', async () => {
    const onTrackingRefresh = vi.fn();
    configure({ onTrackingRefresh });
    let calls = 0;
    server.use(
      http.get(SUGGEST, () => {
        calls += 1;
        return HttpResponse.json([`answer ${calls}`], flagged);
      }),
    );
    await expect(getSuggestions({ query: 'seo' })).resolves.toEqual(['answer 2']);
    expect(seen).toHaveLength(2);
    expect(onTrackingRefresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing for responses without the flag', async () => {
    const onTrackingRefresh = vi.fn();
    configure({ onTrackingRefresh });
    answerSuggestions();
    await getSuggestions({ query: 'seo' });
    expect(seen).toHaveLength(1);
    expect(onTrackingRefresh).not.toHaveBeenCalled();
  });

  it('keeps the flagged response when the refresh fails', async () => {
    const onTrackingRefresh = vi.fn(async () => {
      throw new Error('offline');
    });
    configure({ onTrackingRefresh });
    server.use(http.get(SUGGEST, () => HttpResponse.json(['flagged'], flagged)));
    await expect(getSuggestions({ query: 'seo' })).resolves.toEqual(['flagged']);
    expect(seen).toHaveLength(1);
  });
});

describe('unwrap and ApiError', () => {
  it('surfaces non-2xx as { error } on the raw client, and unwrap throws ApiError with the 400 fields', async () => {
    const validation = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'body.username: must match format "email"',
      fields: [{ field: 'body.username', message: 'must match format "email"' }],
    };
    server.use(http.post(LOGIN, () => HttpResponse.json(validation, { status: 400 })));
    const result = await getApiClient().POST('/auth/login', { body: loginBody });
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual(validation);
    let caught: unknown;
    try {
      unwrap(result);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({
      status: 400,
      message: 'body.username: must match format "email"',
      fields: [{ field: 'body.username', message: 'must match format "email"' }],
    });
  });

  it('named calls throw ApiError with status, message and code; fields only for 400', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          {
            statusCode: 401,
            error: 'Unauthorized',
            message: 'The provided username and/or password are incorrect.',
            code: 'BAD_LOGIN',
            fields: [{ field: 'x', message: 'y' }],
          },
          { status: 401 },
        ),
      ),
    );
    const error = await login(loginBody).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: 'The provided username and/or password are incorrect.',
      code: 'BAD_LOGIN',
      fields: [],
      field: undefined,
    });
  });

  it('keeps the field a refusal other than a 400 is about (Error.field)', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          {
            statusCode: 402,
            error: 'Payment Required',
            message: 'Declined',
            code: 'BillingUnsuccessful',
            field: 'body.card.number',
          },
          { status: 402 },
        ),
      ),
    );
    const error = await login(loginBody).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 402, code: 'BillingUnsuccessful', field: 'body.card.number' });
  });

  it('falls back to the status text, then the status, for bodies without a message', async () => {
    server.use(http.post(LOGIN, () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })));
    const error = await login(loginBody).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', fields: [] });
    const bare = ApiError.fromResponse(new Response(null, { status: 503 }), undefined);
    expect(bare).toMatchObject({ status: 503, message: 'Request failed with status 503', fields: [] });
  });

  it('returns the data of a 2xx result', async () => {
    answerLogin();
    await expect(login(loginBody)).resolves.toEqual({ isSuccessful: true });
  });
});

describe('other request shapes', () => {
  it('fills path parameters (DELETE)', async () => {
    server.use(http.delete(`${BASE}/endpoints/childaccount/:id`, () => HttpResponse.json({ removed: true })));
    await removeChildAccount('42');
    expect(only().method).toBe('DELETE');
    expect(new URL(only().url).pathname).toBe('/endpoints/childaccount/42');
  });

  it('sends multipart bodies as form data, objects as JSON parts and Blobs as files', async () => {
    server.use(http.post(`${BASE}/Endpoints/PdfExport/Schedule`, () => HttpResponse.json({ alertId: 1 })));
    await schedulePdfReport({
      itemName: 'acme.com',
      sectionName: 'Keyword List',
      styleId: 'Surf',
      sendByEmail: false,
      scheduleReport: true,
      sendAlerts: false,
      logo: new Blob(['png'], { type: 'image/png' }),
      alertConfig: { name: 'Weekly' } as never,
    });
    const form = await only().formData();
    expect(form.get('itemName')).toBe('acme.com');
    expect(form.get('scheduleReport')).toBe('true');
    expect(JSON.parse(String(form.get('alertConfig')))).toEqual({ name: 'Weekly' });
    const logo = form.get('logo');
    // A file part. (Under jsdom its bytes do not survive jsdom's Blob → Node's fetch; browsers are fine.)
    expect(typeof logo).toBe('object');
    expect((logo as Blob).type).toBe('image/png');
    expect(only().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});
