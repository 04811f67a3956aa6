import { describe, expect, it } from 'vitest';

import { RETURN_URL_MAX_LENGTH, returnUrlPath, safeReturnUrl } from './returnUrl';
import { HOSTILE_RETURN_URLS } from '../testing/hostileReturnUrls';

const ORIGIN = 'https://app.rivalscope.test';

/** Where a browser goes when it follows the answer (a Location header, or navigate()): WHATWG URL. */
const followed = (answer: string | null) => new URL(answer ?? '/', ORIGIN);

describe('safeReturnUrl', () => {
  it.each(HOSTILE_RETURN_URLS)('refuses %s, and the browser stays on this site', (_kind, input) => {
    expect(safeReturnUrl(input)).toBeNull();
    expect(followed(safeReturnUrl(input)).origin).toBe(ORIGIN);
  });

  it.each([null, undefined, 42, {}, ['/account']])('refuses a non-string (%j)', (input) => {
    expect(safeReturnUrl(input)).toBeNull();
  });

  it.each([
    '/',
    '/account',
    '/seo/overview?query=example.com#top',
    '/keyword/overview?query=running shoes',
    '/keyword/overview?query=caf%C3%A9',
    '/keyword/overview?query=café',
    '/seo/overview?query=example.com%2Fblog',
    '/kombat?query=100%',
    `/${'a'.repeat(RETURN_URL_MAX_LENGTH - 1)}`,
  ])('keeps the same-site path %j as it is', (input) => {
    expect(safeReturnUrl(input)).toBe(input);
    expect(followed(safeReturnUrl(input)).origin).toBe(ORIGIN);
  });

  it('lets no prefix of slashes, backslashes, controls and escapes leave the site', () => {
    const pieces = ['/', '\\', '\t', '\n', '%2F', '%5C', '%09', '\uff0f', '.', 'evil.example'];
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of pieces) {
          const input = `${a}${b}${c}evil.example`;
          expect(followed(safeReturnUrl(input)).origin, JSON.stringify(input)).toBe(ORIGIN);
        }
      }
    }
  });
});

describe('returnUrlPath', () => {
  it('is the path without its query, hash or trailing slashes', () => {
    expect(returnUrlPath('/Auth/Logout/?x=1#y')).toBe('/Auth/Logout');
    expect(returnUrlPath('/')).toBe('/');
  });
});
