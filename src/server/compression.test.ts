/** Answers built per request (API JSON) are compressed by Accept-Encoding; small ones and secrets are not. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import Fastify, { type FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { chooseEncoding, COMPRESS_MIN_BYTES, registerCompression } from './compression';
import { seedResearchCorpus } from './research/seedResearchCorpus';
import { TEST_DATABASES, registeredBrowser, useTestServer } from './testing/harness';

describe('chooseEncoding (Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['gzip;q=bogus', null],
  ])('%j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

const OVERVIEW = '/NsaApi/Research/DomainOverview?query=google.com&countryCode=US';

describe.each(TEST_DATABASES)('compressed API answers (%s)', (kind) => {
  const server = useTestServer(kind);
  beforeAll(async () => {
    await seedResearchCorpus(server.db, { keywords: 60, now: new Date('2026-11-24T12:00:00Z') });
  });

  const overview = (acceptEncoding?: string) =>
    server.app.inject({
      method: 'GET',
      url: OVERVIEW,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers brotli or gzip by Accept-Encoding, decoding to the same JSON, with Vary', async () => {
    const plain = await overview();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const json = plain.json<{ domain: string }>();
    expect(json.domain).toBe('google.com');

    const br = await overview('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

    const gz = await overview('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(json);

    for (const res of [plain, br, gz]) expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i);
  });

  it('falls back to identity when the caller takes neither', async () => {
    const res = await overview('br;q=0, gzip;q=0, identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ domain: string }>().domain).toBe('google.com');
  });

  it('keeps the security headers and no-store of an uncompressed answer', async () => {
    const [plain, br] = [await overview(), await overview('br')];
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
      'x-frame-options',
      'cache-control',
      'content-type',
    ])
      expect(br.headers[header], header).toEqual(plain.headers[header]);
  });

  it('sends an answer asked again with the same compressed bytes, and a changed one compressed anew', async () => {
    const b = await registeredBrowser(server, `compressed-again-${kind}@rivalscope.test`);
    const state = (acceptEncoding: string) =>
      server.app.inject({
        url: '/Endpoints/AccountApi/getactivestate',
        headers: { cookie: b.cookieHeader, 'accept-encoding': acceptEncoding },
      });
    const nameIn = (compressed: Buffer, decompress: (b: Buffer) => Buffer) =>
      (JSON.parse(decompress(compressed).toString('utf8')) as { user: { name: string | null } }).user.name;
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await state(encoding);
      const again = await state(encoding);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(again.headers['content-encoding']).toBe(encoding);
      expect(again.rawPayload).toEqual(first.rawPayload);
      expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
      expect(decompress(again.rawPayload).toString('utf8')).toBe((await state('identity')).body);

      const name = `Renamed ${encoding}`;
      expect((await b.post('/Endpoints/AccountApi/JsonChangeDisplayName', { newDisplayName: name })).status).toBe(200);
      expect(nameIn((await state(encoding)).rawPayload, decompress)).toBe(name);
    }
  });

  it('leaves a small answer alone', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/NsaApi/Research/DomainOverview?countryCode=US',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('an answer that carries the CSRF token', () => {
  const TOKEN = 'session-csrf-token-0123456789';
  const filler = 'x'.repeat(2 * COMPRESS_MIN_BYTES);
  const CALLERS = [
    { who: "a logged-in session's", state: { session: { csrf_token: TOKEN }, anonymous: null } },
    { who: "an anonymous visitor's", state: { session: null, anonymous: { id: 'visitor', csrfToken: TOKEN } } },
  ];

  async function appAnswering(body: object, state: object) {
    const app = Fastify();
    app.decorateRequest('rs', null as unknown as FastifyRequest['rs']);
    app.addHook('onRequest', async (request) => {
      request.rs = state as unknown as FastifyRequest['rs'];
    });
    registerCompression(app);
    app.get('/answer', async () => body);
    await app.ready();
    return app;
  }

  it.each(CALLERS)(
    'is never compressed with $who token (its compressed length could leak the token), while another of its size is',
    async ({ state }) => {
      const withToken = await appAnswering({ token: TOKEN, filler }, state);
      const res = await withToken.inject({ url: '/answer', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json<{ token: string }>().token).toBe(TOKEN);
      await withToken.close();

      const without = await appAnswering({ filler }, state);
      const other = await without.inject({ url: '/answer', headers: { 'accept-encoding': 'br' } });
      expect(other.headers['content-encoding']).toBe('br');
      await without.close();
    },
  );
});
