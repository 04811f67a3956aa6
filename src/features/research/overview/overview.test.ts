import { describe, expect, it } from 'vitest';

import {
  bucketKeywords,
  changeOf,
  headlineFigures,
  lastYear,
  overviewEvent,
  type DomainMonth,
  type DomainOverview,
} from './overview';

/** The contract's example answer for github.com (openapi/paths/research.yaml). */
const OCTOBER: DomainMonth = {
  month: '2026-10',
  organicKeywords: 1240,
  top10Keywords: 388,
  seoClicks: 1830000,
  seoClickValue: 912345.5,
  paidKeywords: 42,
  ppcBudget: 18250.75,
  positionBuckets: [
    { range: '1-3', keywords: 120 },
    { range: '4-10', keywords: 268 },
    { range: '11-20', keywords: 852 },
    { range: '21-50', keywords: 0 },
    { range: '51-100', keywords: 0 },
  ],
};

const buildDomainOverview = (changes: Partial<DomainOverview> = {}): DomainOverview => ({
  domain: 'github.com',
  hasData: true,
  isDemoData: true,
  month: '2026-10',
  curve: { id: 'sistrix-2020', name: 'Sistrix 2020' },
  paidCurve: { id: 'rivalscope-paid-2026', name: 'Rivalscope paid estimate' },
  current: OCTOBER,
  change: {
    organicKeywords: { delta: 12, ratio: 0.0098 },
    top10Keywords: { delta: -4, ratio: -0.0102 },
    seoClicks: { delta: 25000, ratio: 0.0139 },
    seoClickValue: { delta: 4100.25, ratio: 0.0045 },
    paidKeywords: { delta: 0, ratio: 0 },
    ppcBudget: { delta: -310.5, ratio: -0.0167 },
  },
  history: [OCTOBER],
  backlinks: 310,
  referringDomains: 96,
  ...changes,
});

describe('changeOf', () => {
  it('shows a rise with its sign and percentage, and reads it out', () => {
    expect(changeOf({ delta: 12, ratio: 0.0098 }, 'number')).toEqual({
      direction: 'up',
      text: '+12 (+1.0%)',
      description: 'Up 12 (1.0%) from last month',
    });
  });

  it('shows a fall in dollars for a currency figure', () => {
    expect(changeOf({ delta: -310.5, ratio: -0.0167 }, 'currency')).toEqual({
      direction: 'down',
      text: '-$311 (-1.7%)',
      description: 'Down $311 (1.7%) from last month',
    });
  });

  it('says no change for a delta of 0', () => {
    expect(changeOf({ delta: 0, ratio: 0 }, 'number').text).toBe('No change');
    expect(changeOf({ delta: 0, ratio: null }, 'number').direction).toBe('flat');
  });

  it('calls a figure new when the month before had none (ratio null)', () => {
    expect(changeOf({ delta: 5, ratio: null }, 'number')).toEqual({
      direction: 'up',
      text: 'New this month',
      description: 'Up 5 from last month, which had none',
    });
  });
});

describe('headlineFigures', () => {
  it('formats the latest month with its change, and backlinks with referring domains', () => {
    const figures = headlineFigures(buildDomainOverview());
    expect(figures.map((f) => [f.label, f.value, f.change?.text ?? null, f.detail ?? null])).toEqual([
      ['Organic keywords', '1,240', '+12 (+1.0%)', '388 on the first page'],
      ['Est. monthly SEO clicks', '1,830,000', '+25,000 (+1.4%)', null],
      ['SEO click value', '$912,346', '+$4,100 (+0.4%)', null],
      ['Paid keywords', '42', 'No change', null],
      ['Est. monthly PPC budget', '$18,251', '-$311 (-1.7%)', null],
      ['Backlinks', '310', null, '96 referring domains'],
    ]);
  });

  it('puts the site’s real Search Console clicks, month named, beside the estimated clicks when the answer has them', () => {
    const figures = headlineFigures(
      buildDomainOverview({ searchConsole: { month: '2026-09', clicks: 48210, impressions: 900000 } }),
    );
    expect(figures.map((f) => f.id)).toEqual([
      'organicKeywords',
      'seoClicks',
      'searchConsoleClicks',
      'seoClickValue',
      'paidKeywords',
      'ppcBudget',
      'backlinks',
    ]);
    expect(figures[2]).toEqual({
      id: 'searchConsoleClicks',
      label: 'Search Console clicks',
      value: '48,210',
      detail: 'Real clicks in September 2026',
      change: null,
    });
  });

  it('shows zeros without change for an empty corpus', () => {
    const figures = headlineFigures(buildDomainOverview({ current: null, month: null, history: [] }));
    expect(figures[0]).toMatchObject({ value: '0', change: null });
  });
});

const month = (m: string): DomainMonth => ({ ...buildDomainOverview().history[0]!, month: m });

describe('lastYear', () => {
  it('keeps the last twelve months, oldest first', () => {
    const history = Array.from({ length: 13 }, (_, i) => month(`2025-${String((i % 12) + 1).padStart(2, '0')}`));
    const year = lastYear(history);
    expect(year).toHaveLength(12);
    expect(year[0]).toBe(history[1]);
    expect(year.at(-1)).toBe(history[12]);
  });

  it('keeps a shorter history whole', () => {
    expect(lastYear([month('2026-10')])).toHaveLength(1);
  });
});

describe('bucketKeywords', () => {
  it('reads a bucket, 0 when the answer leaves it out', () => {
    expect(bucketKeywords(month('2026-10'), '4-10')).toBe(268);
    expect(bucketKeywords({ ...month('2026-10'), positionBuckets: [] }, '1-3')).toBe(0);
  });
});

describe('overviewEvent', () => {
  it.each([
    [0, '0'],
    [3, '1-5'],
    [1240, '501-2000'],
    [10_000, '2001-10000'],
    [10_001, 'over 10000'],
  ])('buckets %i SEO keywords as %s', (organicKeywords, bucket) => {
    const answer = buildDomainOverview({ current: { ...buildDomainOverview().current!, organicKeywords } });
    expect(overviewEvent('domain', answer)).toEqual({
      name: 'Domain Overview Search',
      category: 'Domain Overview',
      action: 'Hit',
      label: bucket,
    });
  });

  it('names the URL overview and a miss', () => {
    const answer = buildDomainOverview({ hasData: false, current: null });
    expect(overviewEvent('url', answer)).toMatchObject({ name: 'URL Overview Search', action: 'Miss', label: '0' });
  });
});
