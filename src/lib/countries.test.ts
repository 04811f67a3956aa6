import { describe, expect, it } from 'vitest';

import {
  COUNTRIES,
  countriesByPriority,
  findCountry,
  GLOBAL_COUNTRY,
  MAIN_COUNTRIES,
  UNKNOWN_COUNTRY,
} from './countries';
import { COUNTRY_DETAILS, countryDetailsOf } from './countryDetails';

describe('country catalogue', () => {
  it('has 25 main countries plus Global and Unknown', () => {
    expect(MAIN_COUNTRIES).toHaveLength(25);
    expect(COUNTRIES).toHaveLength(27);
    expect(COUNTRIES.at(-2)).toBe(GLOBAL_COUNTRY);
    expect(COUNTRIES.at(-1)).toBe(UNKNOWN_COUNTRY);
  });

  it('numbers priorities 1..26 with slot 6 unused', () => {
    const priorities = countriesByPriority().map((c) => c.priority);
    expect(priorities).toEqual([
      1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
    ]);
    expect(priorities).not.toContain(6);
  });

  it('orders countries by priority as the spec lists them', () => {
    const codes = countriesByPriority().map((c) => c.code);
    expect(codes.slice(0, 5)).toEqual(['US', 'UK', 'DE', 'FR', 'AR']);
    expect(codes.at(-1)).toBe('UA');
    expect(findCountry('AR')?.priority).toBe(5);
    expect(findCountry('AU')?.priority).toBe(7);
    expect(findCountry('UA')?.priority).toBe(26);
  });

  it('returns a fresh array each time', () => {
    const list = countriesByPriority();
    list.pop();
    expect(countriesByPriority()).toHaveLength(25);
  });

  it('gives every main country all fields, unique codes and a google search engine', () => {
    const codes = new Set<string>();
    for (const c of MAIN_COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.icon.length).toBeGreaterThan(0);
      expect(countryDetailsOf(c.code)?.adjectival.length).toBeGreaterThan(0);
      expect(countryDetailsOf(c.code)?.searchEngine).toMatch(/^google\.[a-z.]+$/);
      codes.add(c.code);
    }
    expect(codes.size).toBe(25);
  });

  it('pins some entries exactly', () => {
    expect(findCountry('US')).toEqual({
      code: 'US',
      name: 'United States',
      icon: '🇺🇸',
      priority: 1,
    });
    expect(countryDetailsOf('US')).toEqual({ adjectival: 'American', searchEngine: 'google.com' });
    expect(findCountry('UK')).toEqual({
      code: 'UK',
      name: 'United Kingdom',
      icon: '🇬🇧',
      priority: 2,
    });
    expect(countryDetailsOf('gb')).toEqual({ adjectival: 'British', searchEngine: 'google.co.uk' });
    expect(countryDetailsOf('JP')?.searchEngine).toBe('google.co.jp');
    expect(countryDetailsOf('NL')?.adjectival).toBe('Dutch');
    expect(countryDetailsOf('XX')).toBeUndefined();
  });

  it('gives Global and Unknown no priority', () => {
    expect(GLOBAL_COUNTRY).toMatchObject({ code: 'GLOBAL', name: 'Global', priority: null });
    expect(UNKNOWN_COUNTRY).toMatchObject({ code: 'UNKNOWN', name: 'Unknown', priority: null });
    expect(countriesByPriority()).not.toContain(GLOBAL_COUNTRY);
  });
});

describe('findCountry', () => {
  it('is case-insensitive and trims', () => {
    expect(findCountry('de')?.name).toBe('Germany');
    expect(findCountry(' fr ')?.name).toBe('France');
    expect(findCountry('global')).toBe(GLOBAL_COUNTRY);
    expect(findCountry('Unknown')).toBe(UNKNOWN_COUNTRY);
  });

  it('maps the ISO code GB to UK', () => {
    expect(findCountry('GB')?.code).toBe('UK');
    expect(findCountry('gb')?.code).toBe('UK');
  });

  it('returns undefined for unknown, empty or missing codes', () => {
    expect(findCountry('XX')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
    expect(findCountry(null)).toBeUndefined();
    expect(findCountry(undefined)).toBeUndefined();
  });
});

describe('country details', () => {
  it('has the details of every country of the catalogue, and of no other', () => {
    expect(Object.keys(COUNTRY_DETAILS).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
  });
});
