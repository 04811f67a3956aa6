import { describe, expect, it } from 'vitest';

import {
  clickSplit,
  keywordOverviewEvent,
  latestAd,
  percentOf,
  positionText,
  rankingLines,
  TREND_MONTHS,
  volumeTrend,
  type AdHistoryRow,
  type KeywordOverview,
} from './keywordOverview';

const months = (count: number, from = 2025) =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(from, i, 1));
    return date.toISOString().slice(0, 7);
  });

describe('volumeTrend', () => {
  it('keeps the last twelve months, oldest first', () => {
    const volumes = months(13).map((month, i) => ({ month, volume: i * 10 }));
    const trend = volumeTrend(volumes);
    expect(trend).toHaveLength(TREND_MONTHS);
    expect(trend[0]).toEqual(volumes[1]);
    expect(trend.at(-1)).toEqual(volumes[12]);
  });

  it('keeps every month of a shorter history', () => {
    const volumes = [{ month: '2026-10', volume: 49500 }];
    expect(volumeTrend(volumes)).toEqual(volumes);
  });
});

describe('clickSplit', () => {
  it('shares the clicks out as the answer does, ads taking the rest', () => {
    const split = clickSplit({ organic: 38400, paid: 5100, organicShare: 0.8828 })!;
    expect(split.organic).toEqual({ clicks: 38400, share: 0.8828, shareText: '88.3%' });
    expect(split.paid.clicks).toBe(5100);
    expect(split.paid.share).toBeCloseTo(0.1172);
    expect(split.paid.shareText).toBe('11.7%');
    expect(split.summary).toBe('Organic results get 88.3% of the clicks (38,400), ads 11.7% (5,100)');
  });

  it('reads all-organic and all-paid months', () => {
    expect(clickSplit({ organic: 10, paid: 0, organicShare: 1 })!.paid.shareText).toBe('0.0%');
    expect(clickSplit({ organic: 0, paid: 10, organicShare: 0 })!.organic.shareText).toBe('0.0%');
  });

  it('has no split without clicks', () => {
    expect(clickSplit({ organic: 0, paid: 0, organicShare: null })).toBeNull();
  });

  it('formats a ratio as a one-decimal percentage', () => {
    expect(percentOf(0.5)).toBe('50.0%');
  });
});

describe('rankingLines', () => {
  const history: KeywordOverview['rankingHistory'] = [
    {
      domain: 'a.com',
      positions: months(14).map((month, i) => ({ month, position: i === 13 ? 1 : i + 1 })),
    },
    { domain: 'b.com', positions: [{ month: months(14).at(-1)!, position: 2 }] },
    { domain: 'c.com', positions: [] },
  ];

  it('sets each domain against the last twelve months, not ranked where its history is silent', () => {
    const { months: shown, lines } = rankingLines(history);
    expect(shown).toEqual(months(14).slice(-12));
    expect(lines.map((line) => line.domain)).toEqual(['a.com', 'b.com', 'c.com']);
    expect(lines[0]!.positions).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1]);
    expect(lines[1]!.positions).toEqual([...Array<null>(11).fill(null), 2]);
    expect(lines[2]!.positions).toEqual(Array<null>(12).fill(null));
  });

  it('keeps the first domains, in the answer’s order', () => {
    expect(rankingLines(history, 2).lines.map((line) => line.domain)).toEqual(['a.com', 'b.com']);
  });

  it('reads a position or its absence', () => {
    expect(positionText(3)).toBe('position 3');
    expect(positionText(null)).toBe('not ranked');
  });
});

describe('latestAd', () => {
  const copies = [
    { id: 1, headline: 'Old', description: '', displayUrl: 'a.com', landingUrl: 'https://a.com' },
    { id: 2, headline: 'New', description: '', displayUrl: 'a.com/new', landingUrl: 'https://a.com/new' },
  ];
  const row: AdHistoryRow = {
    domain: 'a.com',
    monthsAdvertised: 2,
    firstMonth: '2026-09',
    lastMonth: '2026-10',
    topMonths: 1,
    ads: [
      { month: '2026-10', block: 'bottom', position: 2, adCopyId: 2 },
      { month: '2026-09', block: 'top', position: 1, adCopyId: 1 },
    ],
    isThrottled: false,
  };

  it('picks the ad of the latest month with its copy', () => {
    expect(latestAd(row, copies)).toEqual({ block: 'bottom', position: 2, copy: copies[1] });
  });

  it('has no ad for a row without ads, and no copy when the answer leaves it out', () => {
    expect(latestAd({ ...row, ads: [] }, copies)).toBeNull();
    expect(latestAd(row, [])).toEqual({ block: 'bottom', position: 2, copy: null });
  });
});

describe('keywordOverviewEvent', () => {
  it('reports a hit or a miss for the keyword', () => {
    const answer = { keyword: 'running shoes', hasData: true } as KeywordOverview;
    expect(keywordOverviewEvent(answer)).toEqual({
      name: 'Keyword Overview Search',
      category: 'Keyword',
      action: 'Hit',
      label: answer.keyword,
    });
    expect(keywordOverviewEvent({ ...answer, hasData: false }).action).toBe('Miss');
  });
});
