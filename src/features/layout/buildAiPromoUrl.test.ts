import { describe, expect, it } from 'vitest';

import { AI_PROMO_PARTNER_URL, aiPromoSfu, buildAiPromoUrl, isAiPromoDomainValid } from './buildAiPromoUrl';
import { EMPTY_GUID } from '../../lib/spec/identity';
import { AI_PROMO_LOGGED_OUT_SFU } from '../../lib/spec/navigation';

const USER_ID = '3f2a9c4e-8b1d-4e6f-a7c2-5d9e0b1f4a36';

describe('buildAiPromoUrl', () => {
  it('puts domain, page and sfu on the partner URL, in that order', () => {
    expect(buildAiPromoUrl({ domain: 'example.com', page: 'home', sfu: 'free' })).toBe(
      `${AI_PROMO_PARTNER_URL}?domain=example.com&page=home&sfu=free`,
    );
  });

  it('trims the domain and encodes every value', () => {
    const url = new URL(
      buildAiPromoUrl({ domain: '  https://shop.example.com/a b?c=1&d  ', page: 'seo:overview', sfu: USER_ID }),
    );
    expect(url.origin + url.pathname).toBe(AI_PROMO_PARTNER_URL);
    expect(url.searchParams.get('domain')).toBe('https://shop.example.com/a b?c=1&d');
    expect(url.searchParams.get('page')).toBe('seo:overview');
    expect(url.searchParams.get('sfu')).toBe(USER_ID);
    expect([...url.searchParams.keys()]).toEqual(['domain', 'page', 'sfu']);
  });

  it('keeps a query the partner URL already has, and replaces a clashing parameter', () => {
    expect(
      buildAiPromoUrl({ domain: 'a.com', page: 'home', sfu: 'free' }, 'https://partner.test/scan?ref=rs&page=x'),
    ).toBe('https://partner.test/scan?ref=rs&page=home&domain=a.com&sfu=free');
  });
});

describe('aiPromoSfu', () => {
  it("is 'free' for a visitor", () => {
    expect(AI_PROMO_LOGGED_OUT_SFU).toBe('free');
    expect(aiPromoSfu({ isLoggedIn: false, userId: EMPTY_GUID })).toBe('free');
    expect(aiPromoSfu({ isLoggedIn: false, userId: USER_ID })).toBe('free');
  });

  it("is 'free' when the id is the anonymous all-zero GUID or missing, whatever isLoggedIn says", () => {
    expect(aiPromoSfu({ isLoggedIn: true, userId: EMPTY_GUID })).toBe('free');
    expect(aiPromoSfu({ isLoggedIn: true, userId: null })).toBe('free');
    expect(aiPromoSfu({ isLoggedIn: true, userId: '' })).toBe('free');
  });

  it('is the user id of a logged-in user', () => {
    expect(aiPromoSfu({ isLoggedIn: true, userId: USER_ID })).toBe(USER_ID);
  });
});

describe('isAiPromoDomainValid', () => {
  it('needs something other than spaces', () => {
    expect(isAiPromoDomainValid('')).toBe(false);
    expect(isAiPromoDomainValid('   \t')).toBe(false);
    expect(isAiPromoDomainValid('example.com')).toBe(true);
    expect(isAiPromoDomainValid(' example ')).toBe(true);
  });
});
