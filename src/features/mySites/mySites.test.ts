import { describe, expect, it } from 'vitest';

import {
  competitorDomains,
  keywordCountText,
  kombatQuery,
  researchStateOf,
  siteFigures,
  topCompetitors,
  type DomainCompetitors,
  type DomainOverview,
} from './mySites';
import { throttledRow } from '../../api/throttledRow';

/** The contract's example answers (openapi/paths/research.yaml): github.com's overview, amazon.com's competitors. */
const zero = { delta: 0, ratio: 0 };
const overview: DomainOverview = {
  domain: 'github.com',
  hasData: true,
  isDemoData: true,
  month: '2026-10',
  curve: { id: 'sistrix-2020', name: 'Sistrix 2020' },
  paidCurve: { id: 'rivalscope-paid-2026', name: 'Rivalscope paid estimate' },
  current: {
    month: '2026-10',
    organicKeywords: 1240,
    top10Keywords: 388,
    seoClicks: 1830000,
    seoClickValue: 912345.5,
    paidKeywords: 42,
    ppcBudget: 18250.75,
    positionBuckets: [],
  },
  change: {
    organicKeywords: zero,
    top10Keywords: zero,
    seoClicks: zero,
    seoClickValue: zero,
    paidKeywords: zero,
    ppcBudget: zero,
  },
  history: [],
  backlinks: 310,
  referringDomains: 96,
};
const competitors: DomainCompetitors = {
  domain: 'amazon.com',
  context: 'organic',
  hasData: true,
  isDemoData: true,
  month: '2026-10',
  curve: { id: 'sistrix-2020', name: 'Sistrix 2020' },
  paidCurve: { id: 'rivalscope-paid-2026', name: 'Rivalscope paid estimate' },
  targetKeywords: 5120,
  totalRowCount: 212,
  freeRowCount: null,
  rows: [
    { domain: 'wikipedia.org', sharedKeywords: 4210, share: 0.8223, keywords: 9344, isThrottled: false },
    { domain: 'walmart.com', sharedKeywords: 1988, share: 0.3883, keywords: 2410, isThrottled: false },
  ],
};

describe('a site card', () => {
  it('tells a project without a domain, a read in flight or failed, a domain without data, and figures', () => {
    expect(researchStateOf(null, { load: 'loading' })).toBe('noDomain');
    expect(researchStateOf('acme.com', { load: 'loading' })).toBe('loading');
    expect(researchStateOf('acme.com', { load: 'failed' })).toBe('failed');
    expect(researchStateOf('acme.com', { load: 'ready', data: { ...overview, hasData: false } })).toBe('noData');
    expect(researchStateOf('acme.com', { load: 'ready', data: overview })).toBe('ready');
    // Competitors with data but no rows have nothing to show either.
    const noRows = { ...competitors, rows: [] };
    expect(researchStateOf('acme.com', { load: 'ready', data: noRows }, (a) => a.rows.length > 0)).toBe('noData');
  });

  it('shows the latest month’s headline figures as the overview gives them, formatted', () => {
    expect(siteFigures(overview)).toEqual([
      { id: 'organicKeywords', label: 'Organic keywords', value: '1,240' },
      { id: 'seoClicks', label: 'Est. monthly SEO clicks', value: '1,830,000' },
      { id: 'seoClickValue', label: 'SEO click value', value: '$912,346' },
      { id: 'paidKeywords', label: 'Paid keywords', value: '42' },
    ]);
  });

  it('counts the project’s keywords', () => {
    expect(keywordCountText(0)).toBe('0 keywords in the project');
    expect(keywordCountText(1)).toBe('1 keyword in the project');
    expect(keywordCountText(1312)).toBe('1,312 keywords in the project');
  });
});

describe('a competitor project', () => {
  it('takes the first three competitors in the API’s order; a throttled row is the lock, never the placeholder', () => {
    const rows = [
      ...competitors.rows,
      throttledRow('CompetitorRow', 'domain'),
      { ...competitors.rows[0]!, domain: 'fourth.com' },
    ];
    const entries = topCompetitors({ ...competitors, rows });
    expect(entries).toEqual([
      { kind: 'competitor', domain: competitors.rows[0]!.domain, sharedKeywords: '4,210 shared keywords' },
      { kind: 'competitor', domain: competitors.rows[1]!.domain, sharedKeywords: '1,988 shared keywords' },
      { kind: 'throttled' },
    ]);
    expect(competitorDomains(entries)).toEqual([competitors.rows[0]!.domain, competitors.rows[1]!.domain]);
  });

  it('compares the domain with at most two competitors in Kombat', () => {
    expect(kombatQuery('acme.com', ['a.com'])).toEqual({ query: 'acme.com', competitors: 'a.com' });
    expect(kombatQuery('acme.com', ['a.com', 'b.com', 'c.com'])).toEqual({
      query: 'acme.com',
      competitors: 'a.com,b.com',
    });
  });
});
