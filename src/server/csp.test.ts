/**
 * The Content-Security-Policy and the captcha (doc 1 §9 "A captcha script loads when captcha is
 * enabled"): with CAPTCHA_SITE_KEY set, the page may load reCAPTCHA v3's scripts and its iframe;
 * without it the policy is the app's own, unchanged. On every test database. The harness serves no
 * built app, so GET / is the not-found page; helmet sets the same header on every response.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, TEST_DATABASES, type TestServer } from './testing/harness';

/** The policy without a captcha site key, exactly. */
const BASE_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
].join(';');

/** directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

async function policyOf(server: TestServer): Promise<string> {
  const res = await server.app.inject({ method: 'GET', url: '/' });
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return String(header);
}

describe.each(TEST_DATABASES)('Content-Security-Policy (%s)', (kind) => {
  describe('without a captcha site key', () => {
    let server: TestServer;
    beforeAll(async () => {
      // A secret alone (verification without a site key) changes nothing in the page's policy.
      server = await createTestServer(kind, { captchaSecret: 'captcha-secret', captchaSiteKey: null });
    });
    afterAll(() => server.close());

    it('is the policy as it was: no reCAPTCHA source, no frame-src', async () => {
      const policy = await policyOf(server);
      expect(policy).toBe(BASE_POLICY);
      expect(policy).not.toContain('recaptcha');
      expect(directives(policy).has('frame-src')).toBe(false);
    });
  });

  describe('with a captcha site key', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer(kind, { captchaSecret: 'captcha-secret', captchaSiteKey: 'site-key' });
    });
    afterAll(() => server.close());

    it("allows reCAPTCHA v3's scripts and iframe, and nothing else changes", async () => {
      const found = directives(await policyOf(server));
      expect(found.get('script-src')).toEqual([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]);
      expect(found.get('frame-src')).toEqual([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]);
      const others = new Map([...found].filter(([name]) => name !== 'script-src' && name !== 'frame-src'));
      const base = new Map([...directives(BASE_POLICY)].filter(([name]) => name !== 'script-src'));
      expect(others).toEqual(base);
    });

    it('hands the site key to the browser in the active state', async () => {
      const res = await server.browser().visit();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ environment: { isCaptchaEnabled: true, captchaSiteKey: 'site-key' } });
    });
  });
});
