/** Every answer carries the same security headers: a JSON answer, an error, a refusal and a miss. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestServer, TEST_DATABASES, type TestServer } from './testing/harness';

const ANSWERS = [
  { what: 'a JSON answer', method: 'GET', url: '/Endpoints/AccountApi/getactivestate', status: 200 },
  { what: 'a refusal of an anonymous caller', method: 'GET', url: '/endpoints/poll', status: 401 },
  { what: 'a bad request', method: 'GET', url: '/NsaApi/suggest/getsuggestions', status: 400 },
  { what: 'a miss', method: 'GET', url: '/NsaApi/no-such-thing', status: 404 },
] as const;

describe.each(TEST_DATABASES)('security headers (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(() => server.close());

  it.each(ANSWERS)('$what carries them', async ({ method, url, status }) => {
    const res = await server.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(String(res.headers['content-security-policy'])).toMatch(/^default-src 'self';/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
