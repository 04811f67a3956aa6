/** The demo corpus: deterministic, well-formed, and made of the hand-written real domains. */
import { describe, expect, it } from 'vitest';

import { CORPUS_SEED, corpusHash, generateCorpus, roundVolume, unitRandom } from './corpus';
import { DEMO_DOMAINS } from './demoDomains';
import { asciiDomain, classifyQuery } from './queryType';

/** Pinned: a change to the domain list, the generator or the seed changes the demo data on purpose. */
const CORPUS_SHA256 = 'a29b710e05093fd1ee2c4063c8de10efb19a550ffbe31327da7f70ab299f9ada';

const corpus = generateCorpus();

describe('determinism', () => {
  it('gives the same corpus (same hash) every time', () => {
    expect(corpusHash(generateCorpus())).toBe(corpusHash(generateCorpus()));
    expect(corpusHash(corpus)).toBe(CORPUS_SHA256);
  });

  it('depends on the seed', () => {
    expect(corpusHash(generateCorpus(CORPUS_SEED + 1))).not.toBe(corpusHash(corpus));
  });

  it('derives each random number from the seed and its key only', () => {
    expect(unitRandom(1, 'a')).toBe(unitRandom(1, 'a'));
    expect(unitRandom(1, 'a')).not.toBe(unitRandom(1, 'b'));
    for (const key of ['', 'a', 'seo tools', 'x'.repeat(500)]) {
      const value = unitRandom(CORPUS_SEED, key);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('domains', () => {
  it('holds 300 to 500 real domains, ranked 1..n without gaps', () => {
    expect(corpus.domains.length).toBeGreaterThanOrEqual(300);
    expect(corpus.domains.length).toBeLessThanOrEqual(500);
    expect(corpus.domains.map((d) => d.rank)).toEqual(corpus.domains.map((_, i) => i + 1));
    expect(corpus.domains.slice(0, 3).map((d) => d.domain)).toEqual(['google.com', 'youtube.com', 'facebook.com']);
  });

  it('lists each domain once, as a valid lower-case ASCII domain without www.', () => {
    const names = corpus.domains.map((d) => d.domain);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(asciiDomain(name), name).toBe(name);
      expect(name.startsWith('www.'), name).toBe(false);
    }
  });

  it('gives every domain a brand', () => {
    for (const domain of DEMO_DOMAINS) expect(domain.brand, domain.domain).toMatch(/^[a-z0-9&][a-z0-9& ]*$/);
  });
});

describe('keywords', () => {
  it('holds thousands of unique keywords, sorted', () => {
    expect(corpus.keywords.length).toBeGreaterThan(5_000);
    const names = corpus.keywords.map((k) => k.keyword);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
  });

  it('stores each keyword exactly as a query for it is cleansed, so lookups find it', () => {
    const misread = corpus.keywords.filter(({ keyword }) => {
      const result = classifyQuery(keyword);
      const first = result.ok ? result.interpretations[0] : null;
      return first?.resultType !== 'term' || first.cleansedQuery !== keyword;
    });
    expect(misread).toEqual([]);
  });

  it('gives every keyword a rounded volume of at least 10', () => {
    const odd = corpus.keywords.filter(
      ({ searchVolume }) =>
        !Number.isInteger(searchVolume) || searchVolume < 10 || roundVolume(searchVolume) !== searchVolume,
    );
    expect(odd).toEqual([]);
  });

  it('has brand, modifier, rival and topic keywords', () => {
    const volume = (keyword: string) => corpus.keywords.find((k) => k.keyword === keyword)?.searchVolume;
    expect(volume('google')).toBeGreaterThan(volume('zapier') ?? Infinity);
    expect(volume('amazon login')).toBeGreaterThan(0);
    expect(volume('seo tools')).toBeGreaterThan(volume('seo tools free') ?? Infinity);
    expect(corpus.keywords.some((k) => / vs /.test(k.keyword))).toBe(true);
    expect(volume('exam questions')).toBeGreaterThan(0);
  });
});

describe('roundVolume', () => {
  it('keeps two significant digits and a floor of 10', () => {
    expect(roundVolume(0)).toBe(10);
    expect(roundVolume(Number.NaN)).toBe(10);
    expect(roundVolume(9.4)).toBe(10);
    expect(roundVolume(57)).toBe(57);
    expect(roundVolume(987)).toBe(990);
    expect(roundVolume(12_345)).toBe(12_000);
    expect(roundVolume(26_412_345)).toBe(26_000_000);
  });
});
