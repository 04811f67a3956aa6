/**
 * Anonymous visitors cost no session row: their CSRF token and identity travel in the
 * signed rs_visitor cookie; their searches are counted on the server; what ends is swept.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ANONYMOUS_LOG_RETENTION_MS, ENDED_SESSION_RETENTION_MS, sweepSessions, VISITOR_COOKIE } from './sessions';
import { countRows, TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';

const STATE = '/Endpoints/AccountApi/getactivestate';
const SEARCH = '/Endpoints/Search/JsonSearch';
const DAY_MS = 24 * 3_600_000;

/** Every public call a logged-out page makes, as a crawler without cookies would send them. */
const PUBLIC_CALLS: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/' },
  { method: 'GET', url: '/seo/overview/domain?query=example.com' },
  { method: 'GET', url: STATE },
  { method: 'GET', url: `${SEARCH}?query=amazon.com` },
  { method: 'GET', url: '/NsaApi/suggest/getsuggestions?query=am' },
  { method: 'GET', url: '/NsaApi/suggest/getdomainsuggestions?query=am' },
  { method: 'GET', url: '/NsaApi/suggest/getkeywordsuggestions?query=sh' },
  { method: 'GET', url: '/NsaApi/Search/QueryLookup?query=amazon.com' },
  { method: 'GET', url: '/home/pixel?url=%2F' },
];

const searchCountOf = (sent: { body: unknown }) => (sent.body as { searchCount: number }).searchCount;

describe.each(TEST_DATABASES)('anonymous visitors on %s', (kind) => {
  const staticDir = mkdtempSync(join(tmpdir(), 'rivalscope-visitors-'));
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>Rivalscope</title></head><body></body></html>',
  );
  const server = useTestServer(kind);
  const email = uniqueEmails('visitor', kind);
  let app: typeof server.app;

  beforeAll(async () => {
    const { buildApp } = await import('./app');
    app = await buildApp({ db: server.db, config: server.config, staticDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('10,000 cookie-less requests over the public calls write no session row', async () => {
    const before = await countRows(server.db, 'sessions');
    for (let i = 0; i < 10_000; i += 1) {
      const call = PUBLIC_CALLS[i % PUBLIC_CALLS.length]!;
      const res = await app.inject({ method: call.method, url: call.url });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body.slice(0, 200)}`).toBeLessThan(400);
    }
    expect(await countRows(server.db, 'sessions')).toBe(before);
  }, 240_000);

  it('a visitor keeps its CSRF token and search count in its cookie, and the paywall counts its searches', async () => {
    const b = server.browser();
    const first = await b.visit();
    expect(first.status).toBe(200);
    expect(b.cookies.has(VISITOR_COOKIE)).toBe(true);
    expect(b.cookies.has('rs_session')).toBe(false);
    const token = b.csrf;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const searches = [];
    for (const query of ['amazon.com', 'ebay.com', 'running shoes'])
      searches.push(await b.get(`${SEARCH}?query=${query}`));
    expect(searches.map(searchCountOf)).toEqual([1, 2, 3]);
    expect(searches.map((s) => (s.body as { showPaywall: boolean }).showPaywall)).toEqual([false, true, true]);
    const again = await b.visit();
    expect(again.headers['x-csrf-token']).toBe(token);
    expect((again.body as { tracking: { searchCount: number } }).tracking.searchCount).toBe(3);

    // Another browser is another visitor, with its own token and count.
    const other = server.browser();
    const theirs = await other.visit();
    expect(other.csrf).not.toBe(token);
    expect((theirs.body as { tracking: { searchCount: number } }).tracking.searchCount).toBe(0);
  });

  it('a tampered visitor cookie is a new visitor, whose old token no longer passes', async () => {
    const b = server.browser();
    await b.visit();
    const token = b.csrf;
    // A signed cookie is `<value>.<signature>`; the value itself is `<id>.<token>`.
    const signed = b.cookies.get(VISITOR_COOKIE) ?? '';
    const cut = signed.lastIndexOf('.');
    const [value, signature] = [signed.slice(0, cut), signed.slice(cut + 1)];
    b.cookies.set(VISITOR_COOKIE, `${value.slice(0, -2)}AA.${signature}`);
    const login = await b.post(
      '/auth/login',
      { username: 'nobody@example.com', password: 'x', source: 'LoginPage', token: null },
      {
        csrf: token ?? '',
      },
    );
    expect(login.status).toBe(403);
    await b.visit();
    expect(b.csrf).not.toBe(token);
  });

  it('logging in from an anonymous visit keeps the page working; logging out returns to a visitor without a row', async () => {
    const address = email();
    const b: Browser = server.browser();
    await b.register(address);
    const token = b.csrf;
    expect(b.cookies.has('rs_session')).toBe(true);
    const loggedIn = await b.visit();
    expect((loggedIn.body as { user: { isLoggedIn: boolean } }).user.isLoggedIn).toBe(true);
    expect(b.csrf).toBe(token);

    const rows = await countRows(server.db, 'sessions');
    const out = await b.post('/auth/logout');
    expect(out.status).toBe(200);
    expect(b.cookies.has('rs_session')).toBe(true); // the killed session's cookie: its poll learns it
    const after = await b.visit();
    expect((after.body as { user: { isLoggedIn: boolean } }).user.isLoggedIn).toBe(false);
    expect(b.csrf).toBe(token);
    expect(await countRows(server.db, 'sessions')).toBe(rows);

    // The same page logs in again with the token it holds.
    const again = await b.login(address);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('sweeps ended sessions and anonymous searches past their retention, and nothing live', async () => {
    const member = server.browser();
    await member.register(email());
    const gone = server.browser();
    await gone.register(email());
    await gone.post('/auth/logout');
    const visitor = server.browser();
    await visitor.visit();
    await visitor.get(`${SEARCH}?query=amazon.com`);
    await member.get(`${SEARCH}?query=amazon.com`);

    // Just before the retention ends nothing goes; after it, the killed session and the anonymous search.
    const soon = Date.now() + Math.min(ENDED_SESSION_RETENTION_MS, ANONYMOUS_LOG_RETENTION_MS) - DAY_MS;
    expect(await sweepSessions(server.db, soon)).toMatchObject({ searches: 0 });
    expect((await member.visit()).body).toMatchObject({ user: { isLoggedIn: true } });

    const later = Date.now() + Math.max(ENDED_SESSION_RETENTION_MS, ANONYMOUS_LOG_RETENTION_MS) + DAY_MS;
    const swept = await sweepSessions(server.db, later);
    expect(swept.sessions).toBeGreaterThan(0);
    expect(swept.searches).toBeGreaterThan(0);
    const killedLeft = await server.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('killed_at', 'is not', null)
      .where('killed_at', '<=', new Date(later - ENDED_SESSION_RETENTION_MS).toISOString())
      .execute();
    expect(killedLeft).toEqual([]);
    const anonymousSearches = await server.db.kysely
      .selectFrom('search_log')
      .select('id')
      .where('user_id', 'is', null)
      .where('created_at', '<=', new Date(later - ANONYMOUS_LOG_RETENTION_MS).toISOString())
      .execute();
    expect(anonymousSearches).toEqual([]);
    // The member's own search stays: it belongs to an account.
    const memberSearches = await server.db.kysely
      .selectFrom('search_log')
      .select('id')
      .where('user_id', 'is not', null)
      .execute();
    expect(memberSearches.length).toBeGreaterThan(0);
  });
});
