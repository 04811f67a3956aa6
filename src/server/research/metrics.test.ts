/** Worked examples: each figure computed by hand from the definition, then by the function. */
import { describe, expect, it } from 'vitest';

import {
  adSpend,
  bucketCounts,
  change,
  clickValue,
  competitorsOf,
  domainStrength,
  estimatedClicks,
  inverseRankScore,
  isOrganicCtrCurveId,
  keywordDifficulty,
  monthSummary,
  monthSummaryFromTotals,
  bucketCountsFromTotals,
  organicCtr,
  paidCtr,
  paidKombatSets,
  positionBucket,
  rankChange,
  rankingHistoryTypes,
  vennRegions,
} from './metrics';

describe('CTR curves', () => {
  it('reads the published first page of each curve', () => {
    expect(organicCtr(1, 'sistrix-2020')).toBe(0.285);
    expect(organicCtr(10, 'sistrix-2020')).toBe(0.025);
    expect(organicCtr(1, 'backlinko-2019')).toBe(0.3173);
    expect(organicCtr(2)).toBe(0.157); // Sistrix is the default
  });

  it('extends past position 10 with a falling tail under 1%', () => {
    // 0.025 × 0.3 × (11/11)^1.5 = 0.0075; at 44: 0.0075 × (1/4)^1.5 = 0.0009375
    expect(organicCtr(11, 'sistrix-2020')).toBeCloseTo(0.0075, 10);
    expect(organicCtr(44, 'sistrix-2020')).toBeCloseTo(0.0009375, 10);
    for (let p = 11; p < 100; p += 1) expect(organicCtr(p + 1)).toBeLessThan(organicCtr(p));
  });

  it('gives no clicks to a position that does not rank', () => {
    expect([null, 0, -1, 101, 2.5].map((p) => organicCtr(p))).toEqual([0, 0, 0, 0, 0]);
  });

  it('knows its curve names', () => {
    expect(isOrganicCtrCurveId('backlinko-2019')).toBe(true);
    expect(isOrganicCtrCurveId('toString')).toBe(false);
  });

  it('reads the paid slots, and nothing past the last one', () => {
    expect(paidCtr('top', 1)).toBe(0.062);
    expect(paidCtr('bottom', 4)).toBe(0.004);
    expect(paidCtr('top', 5)).toBe(0);
  });
});

describe('clicks, value and budget', () => {
  it('estimates clicks as volume × CTR', () => {
    expect(estimatedClicks(1000, 1)).toBeCloseTo(285); // 1,000 × 28.5%
    expect(estimatedClicks(1000, 3, 'backlinko-2019')).toBeCloseTo(186.6);
  });

  it('values clicks at their CPC', () => {
    // 2,000 × 15.7% = 314 clicks × $1.50 = $471
    expect(clickValue({ volume: 2000, cpc: 1.5, position: 2 })).toBeCloseTo(471);
  });

  it('estimates ad spend as volume × paid CTR × CPC', () => {
    // 10,000 × 6.2% × $2 = $1,240
    expect(adSpend({ volume: 10_000, cpc: 2, block: 'top', position: 1 })).toBeCloseTo(1240);
  });

  it('sums a month: top 100 and top 10 counts, clicks, value and budget', () => {
    const summary = monthSummary(
      [
        { volume: 1000, cpc: 2, position: 1 }, // 285 clicks, $570
        { volume: 2000, cpc: 1.5, position: 2 }, // 314 clicks, $471
        { volume: 500, cpc: 4, position: 11 }, // 3.75 clicks, $15
        { volume: 9999, cpc: 9, position: null }, // does not rank: not counted
      ],
      [
        { volume: 10_000, cpc: 2, block: 'top', position: 1 }, // $1,240
        { volume: 1_000, cpc: 1, block: 'bottom', position: 2 }, // $6
      ],
    );
    expect(summary).toEqual({
      organicKeywords: 3,
      top10Keywords: 2,
      seoClicks: 603, // 285 + 314 + 3.75 = 602.75
      seoClickValue: 1056,
      paidKeywords: 2,
      ppcBudget: 1246,
    });
  });

  it('gives the same summary from per-position totals as from the rankings', () => {
    const rankings = [
      { volume: 1000, cpc: 2, position: 1 },
      { volume: 3000, cpc: 0.5, position: 1 },
      { volume: 2000, cpc: 1.5, position: 2 },
      { volume: 500, cpc: 4, position: 11 },
    ];
    const ads = [
      { volume: 10_000, cpc: 2, block: 'top' as const, position: 1 },
      { volume: 1_000, cpc: 1, block: 'bottom' as const, position: 2 },
    ];
    const totals = [
      { position: 1, keywords: 2, volume: 4000, volumeCpc: 3500 },
      { position: 2, keywords: 1, volume: 2000, volumeCpc: 3000 },
      { position: 11, keywords: 1, volume: 500, volumeCpc: 2000 },
    ];
    const slots = [
      { block: 'top' as const, position: 1, keywords: 1, volume: 10_000, volumeCpc: 20_000 },
      { block: 'bottom' as const, position: 2, keywords: 1, volume: 1_000, volumeCpc: 1_000 },
    ];
    expect(monthSummaryFromTotals(totals, slots)).toEqual(monthSummary(rankings, ads));
    // 4,000 × 28.5% + 2,000 × 15.7% + 500 × 0.75% = 1,140 + 314 + 3.75
    expect(monthSummaryFromTotals(totals, slots).seoClicks).toBe(1458);
    expect(bucketCountsFromTotals(totals)).toEqual({ '1-3': 3, '4-10': 0, '11-20': 1, '21-50': 0, '51-100': 0 });
  });

  it('is all zeros for a domain with no data', () => {
    expect(monthSummary([], [])).toEqual({
      organicKeywords: 0,
      top10Keywords: 0,
      seoClicks: 0,
      seoClickValue: 0,
      paidKeywords: 0,
      ppcBudget: 0,
    });
  });

  it('gives the change from last month, relative only when last month had any', () => {
    expect(change(200, 250)).toEqual({ delta: 50, ratio: 0.25 });
    expect(change(0, 10)).toEqual({ delta: 10, ratio: null });
  });
});

describe('positions over time', () => {
  it('buckets positions for the keywords-by-position chart', () => {
    expect([1, 3, 4, 10, 11, 20, 21, 50, 51, 100, 101, null].map(positionBucket)).toEqual([
      '1-3',
      '1-3',
      '4-10',
      '4-10',
      '11-20',
      '11-20',
      '21-50',
      '21-50',
      '51-100',
      '51-100',
      null,
      null,
    ]);
    expect(bucketCounts([1, 2, 7, 55, null])).toEqual({ '1-3': 2, '4-10': 1, '11-20': 0, '21-50': 0, '51-100': 1 });
  });

  it('counts places gained (positive) or lost, only between two ranked months', () => {
    expect(rankChange(8, 3)).toBe(5);
    expect(rankChange(3, 8)).toBe(-5);
    expect(rankChange(null, 3)).toBeNull();
    expect(rankChange(4, null)).toBeNull();
  });

  it.each([
    [
      { position: 12, clicks: 5 },
      { position: 4, clicks: 40 },
      ['MostValuable', 'MadeTheTop10', 'GainedRanks', 'GainedClicks'],
    ],
    [
      { position: 3, clicks: 50 },
      { position: 15, clicks: 4 },
      ['MostValuable', 'FellFromTop10', 'LostRanks', 'LostClicks'],
    ],
    [
      { position: null, clicks: 0 },
      { position: 7, clicks: 9 },
      ['MostValuable', 'MadeTheTop10', 'NewKeywords', 'GainedClicks'],
    ],
    [{ position: 9, clicks: 9 }, { position: null, clicks: 0 }, ['FellFromTop10', 'NoLongerRanks', 'LostClicks']],
    [{ position: 40, clicks: 1 }, { position: 40, clicks: 1 }, ['MostValuable']],
  ])('classifies %j → %j', (previous, current, types) => {
    expect(rankingHistoryTypes({ previous, current })).toEqual(types);
  });
});

describe('strength and difficulty', () => {
  it('sums inverse ranks of the top 100', () => {
    expect(inverseRankScore([1, 2, 4, null, 200])).toBeCloseTo(1.75);
  });

  it('puts strength on a log scale against the strongest domain', () => {
    expect(domainStrength(0, 50)).toBe(0);
    expect(domainStrength(50, 50)).toBe(100);
    // 100 × ln(1 + 7) / ln(1 + 63) = 100 × 3 ln 2 / 6 ln 2 = 50
    expect(domainStrength(7, 63)).toBe(50);
  });

  it('weights the first page by its click shares', () => {
    expect(keywordDifficulty([])).toBe(0);
    expect(keywordDifficulty(Array(10).fill(40))).toBe(40);
    // Sistrix shares: position 1 (0.285) at 100, position 2 (0.157) at 0: 28.5 / 0.442 = 64.5
    expect(keywordDifficulty([100, 0])).toBe(64);
  });
});

describe('competitors and Kombat', () => {
  const keywordsByDomain = new Map([
    ['you.com', new Set(['a', 'b', 'c', 'd'])],
    ['big.com', new Set(['a', 'b', 'c', 'x'])],
    ['small.com', new Set(['d', 'y'])],
    ['other.com', new Set(['z'])],
  ]);

  it('ranks competitors by shared keywords, with their share of yours', () => {
    expect(competitorsOf('you.com', keywordsByDomain)).toEqual([
      { domain: 'big.com', sharedKeywords: 3, share: 0.75 },
      { domain: 'small.com', sharedKeywords: 1, share: 0.25 },
    ]);
    expect(competitorsOf('nobody.com', keywordsByDomain)).toEqual([]);
  });

  it('splits 3 domains into their 7 Venn regions', () => {
    const regions = vennRegions([new Set(['a', 'b', 'c']), new Set(['b', 'c', 'd']), new Set(['c', 'e'])]);
    expect(regions).toEqual([
      { domains: [0], keywords: ['a'] },
      { domains: [1], keywords: ['d'] },
      { domains: [0, 1], keywords: ['b'] },
      { domains: [2], keywords: ['e'] },
      { domains: [0, 2], keywords: [] },
      { domains: [1, 2], keywords: [] },
      { domains: [0, 1, 2], keywords: ['c'] },
    ]);
    expect(() => vennRegions([new Set(['a'])])).toThrow(RangeError);
  });

  it('gives the paid sets from your point of view', () => {
    expect(
      paidKombatSets(new Set(['shoes', 'boots', 'socks']), [new Set(['shoes', 'hats']), new Set(['shoes', 'boots'])]),
    ).toEqual({
      all: ['boots', 'hats', 'shoes', 'socks'],
      core: ['shoes'],
      considerBuying: ['hats'],
      potentialAdWaste: ['socks'],
    });
  });
});
