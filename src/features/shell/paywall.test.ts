import { describe, expect, it } from 'vitest';

import { paywallApplies, paywallCanApply, type PaywallInput } from './paywall';
import { EMPTY_GUID } from '../../lib/spec/identity';

const VISITOR: PaywallInput['user'] = { isLoggedIn: false, userId: EMPTY_GUID, isFullUser: false };
const FREE_USER: PaywallInput['user'] = {
  isLoggedIn: true,
  userId: 'a1000000-0000-4000-8000-000000000001',
  isFullUser: false,
};
const FULL_USER: PaywallInput['user'] = { ...FREE_USER, isFullUser: true };
const NO_SEARCHES: PaywallInput['tracking'] = {
  searchCount: 0,
  showPaywall: false,
  isPaywallDisabled: false,
  enableScraperFreewall: false,
};

const input = (user: PaywallInput['user'], tracking: Partial<PaywallInput['tracking']> = {}): PaywallInput => ({
  user,
  tracking: { ...NO_SEARCHES, ...tracking },
});

describe('paywallApplies (doc 1 §6)', () => {
  it.each([
    ['a visitor before any search', input(VISITOR), false],
    ['a visitor on the first search', input(VISITOR, { searchCount: 1 }), false],
    ['a visitor past the first search', input(VISITOR, { searchCount: 2 }), true],
    ['a visitor many searches in', input(VISITOR, { searchCount: 40 }), true],
    ['a visitor the server put behind the paywall', input(VISITOR, { showPaywall: true }), true],
    [
      'a visitor past the first search, paywall disabled',
      input(VISITOR, { searchCount: 2, isPaywallDisabled: true }),
      false,
    ],
    [
      'a visitor the server flagged, paywall disabled',
      input(VISITOR, { showPaywall: true, isPaywallDisabled: true }),
      false,
    ],
    [
      'a visitor past the first search, scraper freewall on',
      input(VISITOR, { searchCount: 2, enableScraperFreewall: true }),
      false,
    ],
    ['a free user past the first search', input(FREE_USER, { searchCount: 2 }), false],
    ['a full user the server flagged', input(FULL_USER, { searchCount: 5, showPaywall: true }), false],
    [
      'a logged-in flag with the all-zero user id',
      input({ ...FREE_USER, userId: EMPTY_GUID }, { searchCount: 2 }),
      true,
    ],
  ])('%s', (_, given, expected) => {
    expect(paywallApplies(given)).toBe(expected);
  });
});

describe('paywallCanApply', () => {
  it('holds for a visitor before the count is known, and never for a logged-in user', () => {
    expect(paywallCanApply(input(VISITOR))).toBe(true);
    expect(paywallCanApply(input(FREE_USER))).toBe(false);
    expect(paywallCanApply(input(VISITOR, { isPaywallDisabled: true }))).toBe(false);
    expect(paywallCanApply(input(VISITOR, { enableScraperFreewall: true }))).toBe(false);
  });
});
