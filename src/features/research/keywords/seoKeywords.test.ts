import { describe, expect, it } from 'vitest';

import {
  DEFAULT_ORGANIC_COLUMN_STATE,
  KEYWORD_SEGMENTS,
  ORGANIC_KEYWORD_COLUMNS,
  ORGANIC_KEYWORD_PRESETS,
  comparesRivals,
  rankChangeText,
  segmentOf,
} from './seoKeywords';
import { selectPreset } from '../../../lib/columns';
import { MAX_VISIBLE_COLUMNS, MIN_VISIBLE_COLUMNS } from '../../../lib/spec/workspace';

describe('SEO keywords rules', () => {
  it('offers the doc 2 §9 segments and reads an unknown one as all', () => {
    expect(KEYWORD_SEGMENTS).toEqual(['core', 'all', 'questions', 'missing', 'content', 'transactional']);
    expect(segmentOf('Missing')).toBe('missing');
    expect(segmentOf('adwaste')).toBe('all');
    expect(segmentOf(null)).toBe('all');
  });

  it('compares rivals in core and missing only', () => {
    expect(KEYWORD_SEGMENTS.filter(comparesRivals)).toEqual(['core', 'missing']);
  });

  it('keeps every preset within the 1 to 5 visible columns', () => {
    for (const preset of ORGANIC_KEYWORD_PRESETS) {
      const result = selectPreset(DEFAULT_ORGANIC_COLUMN_STATE, preset.id, ORGANIC_KEYWORD_COLUMNS);
      expect(result.ok).toBe(true);
      expect(result.state.visibleColumns.length).toBeGreaterThanOrEqual(MIN_VISIBLE_COLUMNS);
      expect(result.state.visibleColumns.length).toBeLessThanOrEqual(MAX_VISIBLE_COLUMNS);
    }
  });

  it('starts on the traffic preset, the keyword always shown', () => {
    expect(DEFAULT_ORGANIC_COLUMN_STATE).toEqual({
      visibleColumns: ['position', 'rankChange', 'volume', 'clicks', 'clickValue'],
      selectedPreset: 'traffic',
      custom: false,
      matchTypes: {},
    });
    expect(ORGANIC_KEYWORD_COLUMNS.filter((c) => c.isAlwaysPresent).map((c) => c.id)).toEqual(['keyword']);
  });

  it('formats rank changes with a sign', () => {
    expect(rankChangeText(3)).toBe('+3');
    expect(rankChangeText(-2)).toBe('-2');
    expect(rankChangeText(0)).toBe('0');
    expect(rankChangeText(null)).toBeNull();
  });
});
