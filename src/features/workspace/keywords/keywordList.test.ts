import { describe, expect, it } from 'vitest';

import {
  KEYWORD_LIST_ROWS_PER_PAGE,
  initialKeywordListQuery,
  keywordListRequest,
  keywordNames,
  keywordRowsAsTsv,
  rowsToCopy,
  shownKeywordColumns,
  splitNames,
  type KeywordRow,
} from './keywordList';
import { createColumnState, defaultColumnState } from '../../../lib/columns';
import { DEFAULT_COLUMNS } from '../../../lib/spec/workspace';

const PROJECT = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';
const row = (changes: Partial<KeywordRow>): KeywordRow => ({
  termId: 1,
  keyword: 'seo tools',
  monthlySearches: 12100,
  rankingDifficulty: 54,
  rankChange: 3,
  costPerClick: 7.42,
  currentRank: 8,
  clickChange: 41,
  groupsCsv: 'Brand terms, ,Competitors',
  labelsCsv: '',
  ...changes,
});

describe('keyword list', () => {
  it('starts at row 1 with 250 rows, unsorted and unfiltered (doc 2 §3, §9)', () => {
    expect(KEYWORD_LIST_ROWS_PER_PAGE).toBe(250);
    expect(keywordListRequest(initialKeywordListQuery(PROJECT))).toEqual({
      projectId: PROJECT,
      filterTerm: '',
      rowsToDisplay: 250,
      startRow: 1,
    });
  });

  it('sends the sort, the filter, the page and the group or label', () => {
    const query = {
      ...initialKeywordListQuery(PROJECT, 'g7f3a9c2', 'l5e6f7a8'),
      filterText: 'seo',
      sort: { columnId: 'monthlySearches', direction: 'desc' as const },
      startRow: 251,
    };
    expect(keywordListRequest(query)).toEqual({
      projectId: PROJECT,
      filterTerm: 'seo',
      rowsToDisplay: 250,
      startRow: 251,
      sortColumn: 'monthlySearches',
      sortDirection: 'desc',
      groupHash: 'g7f3a9c2',
      labelHash: 'l5e6f7a8',
    });
    expect(keywordListRequest({ ...query, sort: { columnId: 'keyword', direction: 'none' } })).not.toHaveProperty(
      'sortColumn',
    );
  });

  it('shows the keyword then the default columns of doc 2 §9', () => {
    expect(shownKeywordColumns(defaultColumnState('keywords')).map((c) => c.id)).toEqual([
      'keyword',
      ...DEFAULT_COLUMNS.keywords,
    ]);
    expect(shownKeywordColumns(createColumnState(['labels', 'nope'])).map((c) => c.id)).toEqual(['keyword', 'labels']);
  });

  it('drops blank group and label names', () => {
    expect(splitNames('Brand terms, ,Competitors,')).toEqual(['Brand terms', 'Competitors']);
    expect(splitNames('')).toEqual([]);
  });

  it('copies the selected rows, else the page, as tab-separated text with a header', () => {
    const rows = [row({}), row({ termId: 2, keyword: 'rank\ttracker', costPerClick: null })];
    expect(rowsToCopy(rows, [])).toHaveLength(2);
    expect(rowsToCopy(rows, ['2']).map((r) => r.termId)).toEqual([2]);
    const columns = shownKeywordColumns(createColumnState(['groups', 'costPerClick']));
    expect(keywordRowsAsTsv(columns, rows)).toBe(
      'Keyword\tGroups\tCost per Click\nseo tools\tBrand terms, Competitors\t$7.42\nrank tracker\tBrand terms, Competitors\t-',
    );
    expect(keywordNames(rows)).toBe('seo tools\nrank\ttracker');
  });
});
