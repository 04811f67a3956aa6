import { describe, expect, it } from 'vitest';

import { FREEWALL_SECTIONS, freewallHash, freewallSectionFromHash } from './freewall';

describe('freewallSectionFromHash', () => {
  it.each([
    ['#benefits', 'benefits'],
    ['#signup', 'signup'],
    ['#login', 'login'],
  ])('keeps %s', (hash, section) => {
    expect(freewallSectionFromHash(hash)).toBe(section);
  });

  it.each(['', '#', '#pricing', '#Signup', 'login-ish'])('falls back to benefits for %j', (hash) => {
    expect(freewallSectionFromHash(hash)).toBe('benefits');
  });
});

describe('freewallHash', () => {
  it('keeps the three known hashes and defaults to #benefits', () => {
    expect(freewallHash('#signup')).toBe('#signup');
    expect(freewallHash('#nope')).toBe('#benefits');
    expect(FREEWALL_SECTIONS).toEqual(['benefits', 'signup', 'login']);
  });
});
