import { describe, expect, it } from 'vitest';

import {
  findKeywordRow,
  KEYWORD_DETAILS_ROWS,
  keywordDetailsRequest,
  keywordFigures,
  keywordMembership,
  type GroupRow,
  type KeywordLabel,
} from './keywordDetails';
import type { KeywordRow } from './keywordList';
import { KEYWORD_TEXT } from './keywordTexts';

// As the contract's examples give them (GetKeywordList, GetGroups, GetLabels).
const SEO_TOOLS: KeywordRow = {
  termId: 104857,
  keyword: 'seo tools',
  monthlySearches: 12100,
  rankingDifficulty: 54,
  rankChange: 3,
  costPerClick: 7.42,
  currentRank: 8,
  clickChange: 41,
  groupsCsv: 'Brand terms,Competitors',
  labelsCsv: 'High priority',
};
const KEYWORD_RESEARCH: KeywordRow = {
  termId: 104858,
  keyword: 'keyword research',
  monthlySearches: 33100,
  rankingDifficulty: 61,
  rankChange: null,
  costPerClick: 4.1,
  currentRank: null,
  clickChange: null,
  groupsCsv: 'Competitors',
  labelsCsv: '',
};
const LIST = { keywords: [SEO_TOOLS, KEYWORD_RESEARCH] };
const group = (groupHash: string, name: string): GroupRow => ({
  groupHash,
  name,
  isExpanded: false,
  groupDetails: null,
  numberOfKeywords: 1,
  rankChange: 0,
  clickChange: 0,
  impressionShare: 0,
});
const GROUPS = [group('g7f3a9c2', 'Brand terms'), group('g1b2c3d4', 'Competitors')];
const LABELS: KeywordLabel[] = [
  { labelHash: 'l5e6f7a8', labelName: 'High priority' },
  { labelHash: 'l9a8b7c6', labelName: 'Q3 content' },
];

describe('keywordDetailsRequest', () => {
  it("asks for the rows containing the keyword's text, the largest page the contract allows", () => {
    expect(keywordDetailsRequest('p1', '  seo tools ')).toEqual({
      projectId: 'p1',
      filterTerm: 'seo tools',
      rowsToDisplay: KEYWORD_DETAILS_ROWS,
      startRow: 1,
    });
  });
});

describe('findKeywordRow', () => {
  it('picks the row by term id, not by text', () => {
    expect(findKeywordRow(LIST.keywords, String(KEYWORD_RESEARCH.termId))).toBe(KEYWORD_RESEARCH);
    expect(findKeywordRow(LIST.keywords, '999999')).toBeUndefined();
  });
});

describe('keywordFigures', () => {
  it("lists the row's figures with the keyword list's headers and formats", () => {
    const figures = Object.fromEntries(keywordFigures(SEO_TOOLS).map((f) => [f.label, f.value]));
    expect(figures).toEqual({
      [KEYWORD_TEXT.columns.monthlySearches]: '12,100',
      [KEYWORD_TEXT.columns.rankingDifficulty]: '54',
      [KEYWORD_TEXT.columns.currentRank]: '8',
      [KEYWORD_TEXT.columns.rankChange]: '+3',
      [KEYWORD_TEXT.columns.costPerClick]: '$7.42',
      [KEYWORD_TEXT.columns.clickChange]: '+41',
    });
  });

  it('shows a missing figure as the null symbol', () => {
    const rank = keywordFigures(KEYWORD_RESEARCH).find((f) => f.id === 'currentRank');
    expect(rank?.value).toBe('-');
  });
});

describe('keywordMembership', () => {
  it("names the keyword's groups with their hashes, and offers the others", () => {
    const membership = keywordMembership(KEYWORD_RESEARCH, GROUPS, LABELS);
    expect(membership.groups).toEqual([{ groupHash: 'g1b2c3d4', name: 'Competitors' }]);
    expect(membership.otherGroups).toEqual([{ groupHash: 'g7f3a9c2', name: 'Brand terms' }]);
    expect(membership.labels).toEqual([]);
    expect(membership.otherLabels).toEqual(['High priority', 'Q3 content']);
  });

  it('matches names ignoring case and drops blanks and names the project no longer has', () => {
    const row = { ...SEO_TOOLS, groupsCsv: 'brand terms, ,Gone', labelsCsv: 'HIGH PRIORITY,' };
    const membership = keywordMembership(row, GROUPS, LABELS);
    expect(membership.groups.map((g) => g.name)).toEqual(['Brand terms']);
    expect(membership.otherGroups.map((g) => g.name)).toEqual(['Competitors']);
    expect(membership.labels).toEqual(['HIGH PRIORITY']);
    expect(membership.otherLabels).toEqual(['Q3 content']);
  });
});
