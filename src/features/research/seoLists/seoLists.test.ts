import { describe, expect, it } from 'vitest';

import {
  BACKLINKS_PAGE,
  COMPETITORS_PAGE,
  RANKING_HISTORY_PAGE,
  RANKING_HISTORY_TYPES,
  TOP_PAGES_PAGE,
  TOP_PAGES_SEARCH_TYPES,
  answerName,
  linkTypeText,
  rankingTypeCount,
  shareText,
  signedText,
  typeSeries,
  viewOf,
  type DomainRankingHistory,
  type DomainRankingHistorySeries,
} from './seoLists';
import { SEO_LISTS_TEXT } from './seoListsTexts';
import { selectPreset } from '../../../lib/columns';
import { MAX_VISIBLE_COLUMNS, MIN_VISIBLE_COLUMNS } from '../../../lib/spec/workspace';

const PAGES = [COMPETITORS_PAGE, TOP_PAGES_PAGE, BACKLINKS_PAGE, RANKING_HISTORY_PAGE] as const;

const COUNTS: DomainRankingHistory['typeCounts'] = RANKING_HISTORY_TYPES.map((type, i) => ({
  type,
  keywords: 100 + i,
}));
const CURVE: DomainRankingHistory['curve'] = { id: 'sistrix-2020', name: 'Sistrix 2020' };
const buildDomainRankingHistory = (): DomainRankingHistory => ({
  domain: 'wikipedia.org',
  type: 'GainedRanks',
  hasData: true,
  isDemoData: true,
  month: '2026-10',
  previousMonth: '2026-09',
  curve: CURVE,
  typeCounts: COUNTS,
  totalRowCount: 0,
  freeRowCount: null,
  rows: [],
});
const buildDomainRankingHistorySeries = (): DomainRankingHistorySeries => ({
  domain: 'wikipedia.org',
  hasData: true,
  isDemoData: true,
  month: '2026-10',
  curve: CURVE,
  months: [
    { month: '2026-09', counts: COUNTS },
    { month: '2026-10', counts: COUNTS.map((c) => ({ ...c, keywords: c.keywords * 2 })) },
  ],
});

describe('SEO list pages', () => {
  it('offers the doc 2 §9 enumerations as views', () => {
    expect(TOP_PAGES_SEARCH_TYPES).toEqual(['mosttraffic', 'newpages']);
    expect(RANKING_HISTORY_TYPES).toEqual([
      'MostValuable',
      'FellFromTop10',
      'MadeTheTop10',
      'NewKeywords',
      'NoLongerRanks',
      'GainedRanks',
      'LostRanks',
      'GainedClicks',
      'LostClicks',
    ]);
    expect(TOP_PAGES_PAGE.views?.ids).toBe(TOP_PAGES_SEARCH_TYPES);
    expect(RANKING_HISTORY_PAGE.views?.ids).toBe(RANKING_HISTORY_TYPES);
    expect(COMPETITORS_PAGE.views).toBeNull();
    expect(BACKLINKS_PAGE.views).toBeNull();
  });

  it('reads a view from the URL, any case, else the server default', () => {
    expect(viewOf(TOP_PAGES_PAGE.views, 'NewPages')).toBe('newpages');
    expect(viewOf(TOP_PAGES_PAGE.views, 'oldpages')).toBe('mosttraffic');
    expect(viewOf(RANKING_HISTORY_PAGE.views, 'gainedranks')).toBe('GainedRanks');
    expect(viewOf(RANKING_HISTORY_PAGE.views, null)).toBe('MostValuable');
    expect(viewOf(null, 'anything')).toBe('');
  });

  it('names every view in its tab and its hint', () => {
    for (const page of PAGES) {
      for (const view of page.views?.ids ?? ['']) {
        expect(page.hint('example.com', view)).toContain('example.com');
        expect(page.tableLabel('example.com', view)).toContain('example.com');
        if (page.views) expect(page.views.labels[view]).toBeTruthy();
      }
    }
  });

  it('keeps the name column first and always shown, and 1 to 5 default columns', () => {
    for (const page of PAGES) {
      expect(page.columns[0]!.isAlwaysPresent).toBe(true);
      expect(page.columns.filter((c) => c.isAlwaysPresent)).toHaveLength(1);
      expect(page.columnIds).toEqual(page.columns.map((c) => c.id));
      const shown = page.defaultColumns.visibleColumns;
      expect(shown.length).toBeGreaterThanOrEqual(MIN_VISIBLE_COLUMNS);
      expect(shown.length).toBeLessThanOrEqual(MAX_VISIBLE_COLUMNS);
      for (const id of shown) expect(page.columnIds).toContain(id);
    }
  });

  it('keeps every ranking history preset within 1 to 5 columns', () => {
    for (const preset of RANKING_HISTORY_PAGE.presets ?? []) {
      const result = selectPreset(RANKING_HISTORY_PAGE.defaultColumns, preset.id, RANKING_HISTORY_PAGE.columns);
      expect(result.ok).toBe(true);
      expect(result.state.visibleColumns.length).toBeLessThanOrEqual(MAX_VISIBLE_COLUMNS);
    }
    expect(RANKING_HISTORY_PAGE.defaultColumns.selectedPreset).toBe('ranks');
  });

  it('exports with its report page and view', () => {
    expect(COMPETITORS_PAGE.exportView('')).toEqual({ context: 'organic' });
    expect(TOP_PAGES_PAGE.exportView('newpages')).toEqual({ searchType: 'newpages' });
    expect(RANKING_HISTORY_PAGE.exportView('LostClicks')).toEqual({ searchType: 'LostClicks' });
    expect(BACKLINKS_PAGE.exportView('')).toEqual({});
    expect(PAGES.map((p) => p.report)).toEqual(['competitors', 'top-pages', 'backlinks', 'ranking-history']);
  });
});

describe('SEO list formatting', () => {
  it('formats shares, signed changes and link types', () => {
    expect(shareText(0.8223)).toBe('82.2%');
    expect(shareText(null)).toBe('-');
    expect(signedText(6290)).toBe('+6,290');
    expect(signedText(-3)).toBe('-3');
    expect(signedText(0)).toBe('0');
    expect(signedText(null)).toBe('-');
    expect(linkTypeText(true)).toBe(SEO_LISTS_TEXT.backlinks.nofollow);
    expect(linkTypeText(false)).toBe(SEO_LISTS_TEXT.backlinks.follow);
    expect(linkTypeText(null)).toBe('-');
  });

  it('names the answer by its URL, else its domain, else the query', () => {
    expect(answerName({ domain: 'nike.com', url: 'nike.com/shoes' }, 'x')).toBe('nike.com/shoes');
    expect(answerName({ domain: 'nike.com', url: null }, 'x')).toBe('nike.com');
    expect(answerName(null, 'nike.com')).toBe('nike.com');
  });

  it('counts a ranking history type from the answer', () => {
    const answer = buildDomainRankingHistory();
    const gained = answer.typeCounts.find((t) => t.type === 'GainedRanks')!.keywords;
    expect(rankingTypeCount('GainedRanks', answer)).toBe(`(${gained})`);
    expect(rankingTypeCount('GainedRanks', null)).toBeNull();
    expect(rankingTypeCount('GainedRanks', { ...answer, hasData: false })).toBeNull();
  });

  it('picks one type’s monthly counts from the series, a missing count a gap', () => {
    const series = buildDomainRankingHistorySeries();
    const line = typeSeries(series, 'LostRanks');
    expect(line.months).toEqual(series.months.map((m) => m.month));
    expect(line.values).toEqual(series.months.map((m) => m.counts.find((c) => c.type === 'LostRanks')!.keywords));
    expect(typeSeries({ ...series, months: [{ month: '2026-10', counts: [] }] }, 'LostRanks').values).toEqual([null]);
  });
});
