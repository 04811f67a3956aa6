/** The app page, static files, security headers and configuration. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildApp } from './app';
import { loadConfig, parseDatabaseUrl } from './config';
import { openDatabase, type Db } from './db';
import { precompressDir } from './precompress';
import { API_PREFIXES, jsonDataBlock, renderIndex, SLOW_DOWN_DELAY_MS, SLOW_DOWN_PATH } from './spa';
import { ACTIVE_STATE_PATH, EMBEDDED_ACTIVE_STATE_ID } from '../api/activeState';
import bundle from '../api/openapi.gen.json';
import { freshDatabase, testConfig } from './testing/harness';
import { listOperations } from '../lib/openapi/operations';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Rivalscope</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A page the build prerendered (src/prerender/build.ts), with the index of pages beside it. */
const PRERENDERED_COMPANY = INDEX.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered="/company" inert><h1>About Rivalscope</h1></div>',
);

/** A script and an image big enough to be precompressed, like the build's. */
const BIG_ASSET = 'chunk-0123abcd.js';
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "${'x'.repeat(i % 17)}";`).join(
  '\n',
);
const BIG_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;

/** The build's map of a research route's files (src/prerender/build.ts ROUTE_ASSETS_INDEX). */
const ROUTE_FILES = {
  '/overview/domain': {
    stylesheets: ['assets/DomainOverviewScreen-1.css'],
    modulePreloads: ['assets/DomainOverviewScreen-1.js', 'assets/overviewPrefetch-1.js'],
  },
};
const ROUTE_LINKS = [
  '<link rel="preload" as="style" crossorigin href="/assets/DomainOverviewScreen-1.css" fetchpriority="low">',
  '<link rel="modulepreload" crossorigin href="/assets/DomainOverviewScreen-1.js" fetchpriority="low">',
  '<link rel="modulepreload" crossorigin href="/assets/overviewPrefetch-1.js" fetchpriority="low">',
];

/** The JSON data block of the page holding the active state, as written. */
const embeddedStateOf = (html: string) =>
  new RegExp(`<script type="application/json" id="${EMBEDDED_ACTIVE_STATE_ID}">([^<]*)</script>`).exec(html)?.[1];
/** Every script element of a page, but the JSON data block. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/;

describe('serving the app', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rivalscope-dist-'));
  let db: Db;
  let cleanup: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log("app");');
    writeFileSync(join(dir, 'assets', BIG_ASSET), BIG_SCRIPT);
    writeFileSync(join(dir, 'favicon.svg'), BIG_SVG);
    precompressDir(dir);
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'prerendered', 'company.html'), PRERENDERED_COMPANY);
    writeFileSync(join(dir, 'prerendered', 'pages.json'), JSON.stringify({ '/company': 'prerendered/company.html' }));
    writeFileSync(join(dir, 'prerendered', 'routes.json'), JSON.stringify(ROUTE_FILES));
    const database = await freshDatabase('sqlite');
    cleanup = database.cleanup;
    const config = testConfig(database.config);
    db = await openDatabase(config.database);
    app = await buildApp({ db, config, staticDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  const tokenOf = (html: string) => /<meta name="csrf-token" content="([^"]+)" \/>/.exec(html)?.[1];

  it.each(['/', '/index.html', '/seo/overview/domain?query=example.com', '/auth/login', '/api/v1', '/api/v2'])(
    'GET %s renders index.html with the visitor CSRF token and no inline script',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(tokenOf(res.body)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(res.body).not.toMatch(INLINE_SCRIPT);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toBe("'self'");
      expect(csp).toMatch(/script-src-attr 'none'/);
      expect(String(res.headers['set-cookie'])).toMatch(/^rs_visitor=.*HttpOnly; SameSite=Lax/);
    },
  );

  describe('the prerendered pages', () => {
    it('sends a visitor the page prerendered for the path, with its CSRF token, never stored', async () => {
      const res = await app.inject({ method: 'GET', url: '/company' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>About Rivalscope</h1>');
      expect(tokenOf(res.body)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(INLINE_SCRIPT);
    });

    it('sends the app page for an address with a query, which may choose another state', async () => {
      const res = await app.inject({ method: 'GET', url: '/company?alt=2' });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('About Rivalscope');
    });

    it('sends a logged-in user the app page: their first render is not the anonymous one', async () => {
      const first = await app.inject({ method: 'GET', url: '/' });
      const visitorCookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
      const registered = await app.inject({
        method: 'POST',
        url: '/auth/registerfreeaccount',
        headers: { cookie: visitorCookie, 'x-csrf-token': tokenOf(first.body) ?? '' },
        payload: {
          email: 'prerender-reader@example.com',
          password: 'free-password',
          source: 'FreeAccount',
          token: null,
        },
      });
      expect(registered.statusCode).toBe(200);
      const sessionCookies = ([] as string[])
        .concat(registered.headers['set-cookie'] ?? [])
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      const res = await app.inject({ method: 'GET', url: '/company', headers: { cookie: sessionCookies } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('About Rivalscope');
    });

    it('never serves the prerendered files or their index as static files', async () => {
      for (const url of ['/prerendered/company.html', '/prerendered/pages.json']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.body, url).toContain('<div id="root"></div>');
      }
    });
  });

  describe("a research route's files", () => {
    it.each(['/overview/domain?query=x', '/overview/domain', '/Overview/Domain/?query=x'])(
      'names them in the page for %s, so they load with the entry, under the same policy',
      async (url) => {
        const plain = await app.inject({ method: 'GET', url: '/' });
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        for (const link of ROUTE_LINKS) expect(res.body).toContain(link);
        // In the head, after the template's own tags.
        expect(res.body.indexOf(ROUTE_LINKS[0] ?? '')).toBeGreaterThan(res.body.indexOf('index-abc.js'));
        expect(res.body.indexOf(ROUTE_LINKS[0] ?? '')).toBeLessThan(res.body.indexOf('</head>'));
        expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
        expect(res.headers['cache-control']).toBe('no-store');
      },
    );

    it.each(['/seo/overview?query=x', '/overview/domain/more', '/company', '/'])(
      'names none in the page for %s, a path the map does not have',
      async (url) => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('DomainOverviewScreen-1');
      },
    );
  });

  describe("the visitor's active state in the page", () => {
    const cookieOf = (res: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    const activeState = (cookie: string) =>
      app.inject({ method: 'GET', url: ACTIVE_STATE_PATH, headers: cookie ? { cookie } : {} });

    async function registeredCookie(email: string) {
      const first = await app.inject({ method: 'GET', url: '/' });
      const registered = await app.inject({
        method: 'POST',
        url: '/auth/registerfreeaccount',
        headers: { cookie: cookieOf(first), 'x-csrf-token': tokenOf(first.body) ?? '' },
        payload: { email, password: 'free-password', source: 'FreeAccount', token: null },
      });
      expect(registered.statusCode).toBe(200);
      return cookieOf(registered);
    }

    it("is a new visitor's answer from getactivestate, for the visitor cookie the page sets", async () => {
      const page = await app.inject({ method: 'GET', url: '/overview/domain?query=github.com' });
      const embedded = embeddedStateOf(page.body);
      expect(embedded).toBeDefined();
      const answer = await activeState(cookieOf(page));
      expect(answer.statusCode).toBe(200);
      expect(JSON.parse(embedded ?? '')).toEqual(answer.json());
      expect(answer.json()).toMatchObject({ user: { isLoggedIn: false } });
      expect(page.headers['cache-control']).toBe('no-store');
    });

    it("is a returning visitor's own answer, with no new visitor cookie", async () => {
      const first = await app.inject({ method: 'GET', url: '/' });
      const cookie = cookieOf(first);
      const page = await app.inject({ method: 'GET', url: '/overview/domain?query=x', headers: { cookie } });
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(JSON.parse(embeddedStateOf(page.body) ?? '')).toEqual((await activeState(cookie)).json());
    });

    it("is a logged-in user's own answer, not a visitor's", async () => {
      const cookie = await registeredCookie('embedded-state@example.com');
      const page = await app.inject({ method: 'GET', url: '/overview/domain?query=x', headers: { cookie } });
      const embedded = JSON.parse(embeddedStateOf(page.body) ?? '') as {
        user: { isLoggedIn: boolean; email?: string };
      };
      expect(embedded).toEqual((await activeState(cookie)).json());
      expect(embedded.user).toMatchObject({ isLoggedIn: true, email: 'embedded-state@example.com' });
      const visitorPage = await app.inject({ method: 'GET', url: '/overview/domain?query=x' });
      expect(JSON.parse(embeddedStateOf(visitorPage.body) ?? '')).toMatchObject({ user: { isLoggedIn: false } });
    });

    it('cannot be broken out of by a hostile name or query string: the data block ends where it should', async () => {
      const hostile = '</script><script>alert(1)</script><!--';
      const cookie = await registeredCookie('hostile-name@example.com');
      await db.kysely
        .updateTable('users')
        .set({ display_name: hostile })
        .where('email', '=', 'hostile-name@example.com')
        .execute();
      const page = await app.inject({
        method: 'GET',
        url: `/overview/domain?query=${encodeURIComponent(hostile)}`,
        headers: { cookie, 'user-agent': hostile },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body).not.toMatch(INLINE_SCRIPT);
      const embedded = JSON.parse(embeddedStateOf(page.body) ?? '') as { user: { name: string } };
      expect(embedded.user.name).toBe(hostile);
      expect(embedded).toEqual((await activeState(cookie)).json());
    });

    it('is written as JSON a data block cannot end early in', () => {
      const json = JSON.stringify({ name: '</SCRIPT><!-- <script>' });
      const block = jsonDataBlock('state', json);
      expect(block.match(/<\/script/gi)).toHaveLength(1);
      expect(block).not.toContain('<!--');
      expect(JSON.parse(/>(.*)<\/script>$/.exec(block)?.[1] ?? '')).toEqual(JSON.parse(json));
    });
  });

  describe('the slow-down path', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`holds a suspected bot for ${SLOW_DOWN_DELAY_MS} ms, then sends it back to its return URL`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      let answered = false;
      const pending = app.inject({ method: 'GET', url: `${SLOW_DOWN_PATH}?returnUrl=%2Fseo%2Foverview%3Fquery%3Dx` });
      void pending.then(() => {
        answered = true;
      });
      await vi.advanceTimersByTimeAsync(SLOW_DOWN_DELAY_MS - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const res = await pending;
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/seo/overview?query=x');
    });

    it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', ''])(
      'never sends it off the site (returnUrl %j goes home)',
      async (returnUrl) => {
        vi.useFakeTimers({ toFake: ['setTimeout'] });
        const pending = app.inject({
          method: 'GET',
          url: `${SLOW_DOWN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`,
        });
        await vi.advanceTimersByTimeAsync(SLOW_DOWN_DELAY_MS);
        const res = await pending;
        expect(res.headers.location).toBe('/');
      },
    );
  });

  describe("the page's token, masked afresh on every response", () => {
    const forgotPassword = (cookie: string, token: string) =>
      app.inject({
        method: 'POST',
        url: '/Endpoints/AccountApi/JsonForgotPassword',
        headers: { cookie, 'x-csrf-token': token },
        payload: { email: 'a@example.com' },
      });
    const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
      res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.rawPayload).toString()
        : res.headers['content-encoding'] === 'gzip'
          ? gunzipSync(res.rawPayload).toString()
          : res.rawPayload.toString();

    it('the meta token is the one the API accepts', async () => {
      const page = await app.inject({ method: 'GET', url: '/' });
      const cookie = String(page.headers['set-cookie']).split(';')[0] ?? '';
      expect((await forgotPassword(cookie, tokenOf(page.body) ?? '')).statusCode).toBe(200);
    });

    it('differs on every page a visitor gets, each accepted; a token changed by one character is refused', async () => {
      const first = await app.inject({ method: 'GET', url: '/' });
      const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
      const pages = await Promise.all(
        ['/', '/company', '/overview/domain?query=example.com'].map((url) =>
          app.inject({ method: 'GET', url, headers: { cookie } }),
        ),
      );
      const tokens = [first, ...pages].map((page) => tokenOf(page.body) ?? '');
      expect(new Set(tokens).size).toBe(tokens.length);
      for (const token of tokens) expect((await forgotPassword(cookie, token)).statusCode).toBe(200);

      const token = tokens[0]!;
      const changed = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
      const refused = await forgotPassword(cookie, changed);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ code: string }>().code).toBe('CSRF_INVALID');
      // Another visitor's page token is no token of this visitor's.
      const stranger = await app.inject({ method: 'GET', url: '/' });
      expect((await forgotPassword(cookie, tokenOf(stranger.body) ?? '')).statusCode).toBe(403);
    });

    it.each(['br', 'gzip'] as const)(
      'sends the pages %s-compressed by Accept-Encoding, with Vary, decoding to the page with a working token',
      async (encoding) => {
        const first = await app.inject({ method: 'GET', url: '/' });
        const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
        for (const url of ['/company', '/overview/domain?query=example.com']) {
          const res = await app.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': encoding } });
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
          expect(res.headers['cache-control']).toBe('no-store');
          const html = decoded(res);
          expect(html).toMatch(/^<!doctype html>/);
          expect((await forgotPassword(cookie, tokenOf(html) ?? '')).statusCode).toBe(200);
        }
        const plain = await app.inject({ method: 'GET', url: '/company', headers: { cookie } });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toContain('<h1>About Rivalscope</h1>');
      },
    );
  });

  it('lists only namespaces of the contract as API prefixes', () => {
    const paths = listOperations(bundle).map((op) => op.path);
    for (const prefix of API_PREFIXES)
      expect(
        paths.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('reads no session for a hashed asset, only for the page: a logged-in user’s session is slid by the page alone', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const registered = await app.inject({
      method: 'POST',
      url: '/auth/registerfreeaccount',
      headers: {
        cookie: String(first.headers['set-cookie']).split(';')[0] ?? '',
        'x-csrf-token': tokenOf(first.body) ?? '',
      },
      payload: { email: 'asset-reader@example.com', password: 'free-password', source: 'FreeAccount', token: null },
    });
    expect(registered.statusCode).toBe(200);
    const cookie = ([] as string[])
      .concat(registered.headers['set-cookie'] ?? [])
      .map((value) => value.split(';')[0])
      .join('; ');
    const longAgo = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    await db.kysely.updateTable('sessions').set({ last_seen_at: longAgo }).execute();
    const lastSeen = async () =>
      (await db.kysely.selectFrom('sessions').select('last_seen_at').execute()).map((row) => String(row.last_seen_at));
    const before = await lastSeen();

    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { cookie } });
    expect(asset.statusCode).toBe(200);
    expect(await lastSeen()).toEqual(before);
    const page = await app.inject({ method: 'GET', url: '/company', headers: { cookie } });
    expect(page.body).toContain('<div id="root"></div>');
    expect(await lastSeen()).not.toEqual(before);
  });

  it('serves static files as they are', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
  });

  describe('compression and caching of static files', () => {
    const get = (url: string, acceptEncoding?: string) =>
      app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    it.each([
      ['br', (bytes: Buffer) => brotliDecompressSync(bytes)],
      ['gzip', (bytes: Buffer) => gunzipSync(bytes)],
    ] as const)('sends %s when the browser takes it, smaller and decoding to the file', async (encoding, decode) => {
      const res = await get(`/assets/${BIG_ASSET}`, encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
      expect(decode(res.rawPayload).toString('utf8')).toBe(BIG_SCRIPT);
    });

    it('falls back to the plain file for a browser that takes no encoding', async () => {
      for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
        const res = await get(`/assets/${BIG_ASSET}`, acceptEncoding);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.body).toBe(BIG_SCRIPT);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      }
    });

    it('keeps the security headers on a compressed answer', async () => {
      const plain = await get(`/assets/${BIG_ASSET}`);
      const compressed = await get(`/assets/${BIG_ASSET}`, 'br');
      for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options']) {
        expect(compressed.headers[header], header).toBeDefined();
        expect(compressed.headers[header], header).toBe(plain.headers[header]);
      }
    });

    it('lets a browser keep content-hashed assets for a year and revalidate other files', async () => {
      for (const encoding of [undefined, 'br', 'gzip']) {
        expect((await get(`/assets/${BIG_ASSET}`, encoding)).headers['cache-control']).toBe(
          'public, max-age=31536000, immutable',
        );
        const favicon = await get('/favicon.svg', encoding);
        expect(favicon.statusCode).toBe(200);
        expect(favicon.headers['cache-control']).toBe('no-cache');
      }
      // The app page carries the session's CSRF token: never stored.
      expect((await get('/', 'br')).headers['cache-control']).toBe('no-store');
    });
  });

  it('answers unknown API paths and non-GET requests with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/NsaApi/NoSuchCall'],
      ['GET', '/Endpoints/AccountApi/NoSuchCall'],
      ['POST', '/somewhere'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found.', code: 'NOT_FOUND' });
    }
  });

  it('sends the security headers on API answers too', async () => {
    const res = await app.inject({ method: 'GET', url: '/Endpoints/AccountApi/getactivestate' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('renderIndex escapes the token and works without a head', () => {
    expect(renderIndex('<html></html>', 'a"b')).toContain('content="a&quot;b"');
  });
});

describe('configuration', () => {
  it('defaults to a SQLite file in the data directory, and PostgreSQL for postgres:// URLs', () => {
    expect(parseDatabaseUrl(undefined, '/srv/data')).toEqual({ kind: 'sqlite', file: '/srv/data/rivalscope.sqlite' });
    expect(parseDatabaseUrl('postgres://u:p@db:5432/rs', '/x')).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/rs',
    });
    expect(parseDatabaseUrl('postgresql://db/rs', '/x').kind).toBe('postgres');
    expect(parseDatabaseUrl('/var/lib/rs.sqlite', '/x')).toEqual({ kind: 'sqlite', file: '/var/lib/rs.sqlite' });
  });

  it('generates the session secret once and keeps it in the data directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rivalscope-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dir });
      expect(first.sessionSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
      expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
      expect(first).toMatchObject({
        port: 3000,
        captchaSecret: null,
        trustProxy: false,
        rateLimit: { max: 10, windowMs: 60_000 },
        maxActiveSessions: 2,
        seedDemo: true,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the variables', () => {
    const config = loadConfig({
      DATA_DIR: tmpdir(),
      PORT: '8080',
      SESSION_SECRET: 'x'.repeat(32),
      TRUST_PROXY: '1',
      CAPTCHA_SECRET: 'secret',
      RATE_LIMIT_MAX: '5',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      sessionSecret: 'x'.repeat(32),
      trustProxy: 1,
      captchaSecret: 'secret',
      rateLimit: { max: 5 },
      seedDemo: false,
    });
    expect(() => loadConfig({ DATA_DIR: tmpdir(), SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ DATA_DIR: tmpdir(), SESSION_SECRET: 'x'.repeat(32), PORT: 'abc' })).toThrow(/PORT/);
  });
});
