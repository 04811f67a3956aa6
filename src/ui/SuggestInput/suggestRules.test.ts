import { describe, expect, it } from 'vitest';

import { isHighlightKey, moveHighlight } from './suggestRules';

describe('moveHighlight', () => {
  it('goes down from none to the first, then on, and wraps from the last to the first', () => {
    expect(moveHighlight(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveHighlight(0, 'ArrowDown', 3)).toBe(1);
    expect(moveHighlight(2, 'ArrowDown', 3)).toBe(0);
  });

  it('goes up from none or the first to the last, else to the previous one', () => {
    expect(moveHighlight(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveHighlight(0, 'ArrowUp', 3)).toBe(2);
    expect(moveHighlight(2, 'ArrowUp', 3)).toBe(1);
  });

  it('highlights nothing in an empty list, and clamps an index past the end', () => {
    expect(moveHighlight(0, 'ArrowDown', 0)).toBe(-1);
    expect(moveHighlight(5, 'ArrowUp', 3)).toBe(2);
    expect(moveHighlight(5, 'ArrowDown', 3)).toBe(0);
  });

  it('knows its keys', () => {
    expect(isHighlightKey('ArrowDown')).toBe(true);
    expect(isHighlightKey('ArrowUp')).toBe(true);
    expect(isHighlightKey('ArrowLeft')).toBe(false);
    expect(isHighlightKey('Enter')).toBe(false);
  });
});
