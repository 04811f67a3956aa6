/**
 * Configuration that reaches the browser (doc 1 §2 "/mainpurchase … In production it lives on a
 * separate purchase host; otherwise it is a relative path"): PURCHASE_HOST is parsed strictly and
 * handed out in the active state's environment; unset, the environment says null (relative).
 */
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfig } from './config';
import { TEST_DATABASES, useTestServer } from './testing/harness';

const BASE_ENV = { DATA_DIR: tmpdir(), SESSION_SECRET: 'x'.repeat(32) };

describe('PURCHASE_HOST', () => {
  it('is unset by default: purchase links stay relative', () => {
    expect(loadConfig(BASE_ENV).purchaseHost).toBeNull();
    expect(loadConfig({ ...BASE_ENV, PURCHASE_HOST: ' ' }).purchaseHost).toBeNull();
  });

  it('takes a host name, with an optional port, in lower case', () => {
    expect(loadConfig({ ...BASE_ENV, PURCHASE_HOST: 'Buy.Rivalscope.example' }).purchaseHost).toBe(
      'buy.rivalscope.example',
    );
    expect(loadConfig({ ...BASE_ENV, PURCHASE_HOST: 'localhost:8443' }).purchaseHost).toBe('localhost:8443');
  });

  it.each(['https://buy.example.com', 'buy.example.com/mainpurchase', 'user@buy.example.com', '-buy.example.com'])(
    'refuses %s with a message naming the variable',
    (value) => {
      expect(() => loadConfig({ ...BASE_ENV, PURCHASE_HOST: value })).toThrow(/PURCHASE_HOST must be a host name/);
    },
  );
});

describe('RESEARCH_DEMO_KEYWORDS', () => {
  it('seeds the whole demo corpus by default, any size when set, none with 0', () => {
    expect(loadConfig(BASE_ENV).researchDemoKeywords).toBe(10_000);
    expect(loadConfig({ ...BASE_ENV, RESEARCH_DEMO_KEYWORDS: '500' }).researchDemoKeywords).toBe(500);
    expect(loadConfig({ ...BASE_ENV, RESEARCH_DEMO_KEYWORDS: '0' }).researchDemoKeywords).toBe(0);
  });

  it.each(['many', '-1', '2.5'])('refuses %s with a message naming the variable', (value) => {
    expect(() => loadConfig({ ...BASE_ENV, RESEARCH_DEMO_KEYWORDS: value })).toThrow(/RESEARCH_DEMO_KEYWORDS must be/);
  });
});

describe('ADMIN_EMAILS', () => {
  it('names no admin by default, and reads a comma list in lower case, ignoring blanks', () => {
    expect(loadConfig(BASE_ENV).adminEmails).toEqual([]);
    expect(loadConfig({ ...BASE_ENV, ADMIN_EMAILS: ' Owner@Example.com, ,ops@example.com' }).adminEmails).toEqual([
      'owner@example.com',
      'ops@example.com',
    ]);
  });
});

describe('STATIC_DIR and LOG_LEVEL', () => {
  it('serve dist/ and log warnings by default', () => {
    const config = loadConfig(BASE_ENV);
    expect(config.staticDir).toBe(resolve('dist'));
    expect(config.logLevel).toBe('warn');
  });

  it('take a folder and any Fastify level, or silent', () => {
    const config = loadConfig({ ...BASE_ENV, STATIC_DIR: '/srv/app', LOG_LEVEL: 'Silent' });
    expect(config).toMatchObject({ staticDir: '/srv/app', logLevel: 'silent' });
  });

  it('refuses an unknown log level with a message naming the variable', () => {
    expect(() => loadConfig({ ...BASE_ENV, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });
});

describe('SERP providers', () => {
  it('are off by default', () => {
    expect(loadConfig(BASE_ENV).providers).toMatchObject({ serp: null });
  });

  it('stop the server at start when a chosen provider lacks its key, naming the variable', () => {
    expect(() => loadConfig({ ...BASE_ENV, SERP_PROVIDER: 'serpapi' })).toThrow(/SERPAPI_KEY/);
    expect(() => loadConfig({ ...BASE_ENV, SERP_PROVIDER: 'bing' })).toThrow(/SERP_PROVIDER/);
  });

  it('take the chosen provider and its key', () => {
    const { providers } = loadConfig({ ...BASE_ENV, SERP_PROVIDER: 'serper', SERPER_API_KEY: 'k-123' });
    expect(providers.serp).toMatchObject({ name: 'serper' });
  });
});

describe.each(TEST_DATABASES)('the purchase host in the active state (%s)', (kind) => {
  describe('unset', () => {
    const server = useTestServer(kind);
    it('is null', async () => {
      const res = await server.browser().visit();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ environment: { purchaseHost: null } });
    });
  });

  describe('set', () => {
    const server = useTestServer(kind, { purchaseHost: 'buy.rivalscope.example' });
    it('is handed to the browser', async () => {
      const res = await server.browser().visit();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ environment: { purchaseHost: 'buy.rivalscope.example' } });
    });
  });
});
