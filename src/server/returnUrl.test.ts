/**
 * Every route that takes a return URL, sent every hostile one: no answer may send the browser off
 * this site, whether the route redirects (Location), echoes it (a JSON field) or stores it for a link.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SLOW_DOWN_DELAY_MS, SLOW_DOWN_PATH } from './spa';
import { safeReturnUrl } from '../lib/returnUrl';
import { registeredBrowser, TEST_DATABASES, uniqueEmails, useTestServer } from './testing/harness';
import { HOSTILE_RETURN_URLS } from '../testing/hostileReturnUrls';

const ORIGIN = 'https://app.rivalscope.test';
const stays = (answer: unknown) =>
  expect(new URL(typeof answer === 'string' ? answer : '/', ORIGIN).origin).toBe(ORIGIN);

describe.each(TEST_DATABASES)('return URLs on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('return-url', kind);

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(HOSTILE_RETURN_URLS)('slow-down sends %s home', async (_kind, returnUrl) => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const pending = server.app.inject({
      method: 'GET',
      url: `${SLOW_DOWN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`,
    });
    await vi.advanceTimersByTimeAsync(SLOW_DOWN_DELAY_MS);
    const res = await pending;
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('login echoes no hostile return URL (a 400 naming the field, or null)', async () => {
    const address = email();
    await server.browser().register(address);
    for (const [what, returnUrl] of HOSTILE_RETURN_URLS) {
      const res = await server.browser().login(address, undefined, { returnUrl });
      if (res.status === 400) {
        expect(res.body, what).toMatchObject({ fields: [{ field: 'body.returnUrl' }] });
      } else {
        expect(res.status, what).toBe(200);
        expect(res.body, what).toMatchObject({ isSuccessful: true, returnUrl: null });
      }
      stays((res.body as { returnUrl?: unknown }).returnUrl);
    }
  });

  it('a project alert stores no hostile source URL (a 400 naming the field, or the trimmed path)', async () => {
    const b = await registeredBrowser(server, email());
    for (const [what, sourceUrl] of HOSTILE_RETURN_URLS) {
      const res = await b.post('/NsaApi/Account/SaveProjectAlert', {
        name: 'Weekly rank report',
        projectId: 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b',
        alertTypeId: 1,
        isActive: true,
        alertRecipients: [{ emailAddress: 'jane@example.com', isActive: true }],
        sourceUrl,
        countryCode: 'US',
      });
      if (res.status === 200) {
        // Surrounding white space is trimmed; what is left must be a path here.
        expect((res.body as { sourceUrl: string }).sourceUrl, what).toBe(sourceUrl.trim());
        expect(safeReturnUrl(sourceUrl.trim()), what).not.toBeNull();
        continue;
      }
      expect(res.status, what).toBe(400);
      expect(
        (res.body as { fields: { field: string }[] }).fields.map((f) => f.field),
        what,
      ).toContain('body.sourceUrl');
    }
  });
});
