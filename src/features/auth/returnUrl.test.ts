import { describe, expect, it } from 'vitest';

import { loginDestination, loginReturnUrl } from './returnUrl';

const OWN = ['/auth/login', '/auth/logout'];
const at = (returnUrl: string) => `?returnUrl=${encodeURIComponent(returnUrl)}`;

describe('loginReturnUrl', () => {
  it('keeps a relative path with its query and hash', () => {
    expect(loginReturnUrl(at('/account'))).toBe('/account');
    expect(loginReturnUrl(at('/keyword/overview?query=running shoes#top'))).toBe(
      '/keyword/overview?query=running shoes#top',
    );
    expect(loginReturnUrl('?alt=3&returnUrl=%2Frivalflow-offer')).toBe('/rivalflow-offer');
  });

  it('is null without a return URL, or with an empty one', () => {
    expect(loginReturnUrl('')).toBeNull();
    expect(loginReturnUrl('?query=seo')).toBeNull();
    expect(loginReturnUrl('?returnUrl=')).toBeNull();
  });

  it.each([
    'https://evil.example/account',
    'http://evil.example',
    '//evil.example/account',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'account',
    ' /account',
  ])('refuses %j: only paths on this site', (returnUrl) => {
    expect(loginReturnUrl(at(returnUrl))).toBeNull();
  });

  it('refuses the login and logout pages themselves, whatever the case or trailing slash', () => {
    expect(loginReturnUrl(at('/auth/logout'), OWN)).toBeNull();
    expect(loginReturnUrl(at('/Auth/Logout/'), OWN)).toBeNull();
    expect(loginReturnUrl(at('/auth/login?returnUrl=%2Fhq'), OWN)).toBeNull();
    expect(loginReturnUrl(at('/auth/forgotpassword'), OWN)).toBe('/auth/forgotpassword');
  });
});

describe('loginDestination', () => {
  it('is the safe return URL, else the fallback (hq)', () => {
    expect(loginDestination(at('/account'), '/hq', OWN)).toBe('/account');
    expect(loginDestination('', '/hq', OWN)).toBe('/hq');
    expect(loginDestination(at('https://evil.example'), '/hq', OWN)).toBe('/hq');
    expect(loginDestination(at('/auth/logout'), '/hq', OWN)).toBe('/hq');
  });
});
