import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { DATE_HEADER, hmacSha256Hex, SIGNATURE_HEADER, signatureHeaders, signingInput } from './signing';

describe('signing', () => {
  it('computes HMAC-SHA256 as lowercase hex (RFC 4231 test case 2)', async () => {
    await expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).resolves.toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('signs METHOD, path and date joined by newlines, the method upper-cased', () => {
    expect(signingInput('get', '/NsaApi/x', '2024-05-01T12:00:00.000Z')).toBe(
      'GET\n/NsaApi/x\n2024-05-01T12:00:00.000Z',
    );
  });

  it('builds the date and signature headers for a request', async () => {
    const now = new Date(Date.UTC(2024, 4, 1, 12, 0, 0));
    const headers = await signatureHeaders('session-key', 'POST', '/NsaApi/Account/SetUserAttribute', now);
    expect(headers[DATE_HEADER]).toBe('2024-05-01T12:00:00.000Z');
    expect(headers[SIGNATURE_HEADER]).toBe(
      createHmac('sha256', 'session-key')
        .update('POST\n/NsaApi/Account/SetUserAttribute\n2024-05-01T12:00:00.000Z')
        .digest('hex'),
    );
  });

  it('gives different signatures for different keys, paths and dates', async () => {
    const now = new Date(Date.UTC(2024, 4, 1));
    const base = (await signatureHeaders('k', 'GET', '/NsaApi/a', now))[SIGNATURE_HEADER];
    const others = await Promise.all([
      signatureHeaders('k2', 'GET', '/NsaApi/a', now),
      signatureHeaders('k', 'GET', '/NsaApi/b', now),
      signatureHeaders('k', 'GET', '/NsaApi/a', new Date(Date.UTC(2024, 4, 2))),
      signatureHeaders('k', 'POST', '/NsaApi/a', now),
    ]);
    for (const other of others) expect(other[SIGNATURE_HEADER]).not.toBe(base);
  });
});
