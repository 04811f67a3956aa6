import { describe, expect, it } from 'vitest';

import { fill, INFERRED_TEXT, TEXT, UI_TEXT } from './text';
import { THROTTLED_CELL_TEXTS } from './workspace';

describe('texts', () => {
  it("keeps the spec's misspelling", () => {
    expect(TEXT.keywordAlreadyExists).toContain('aleady');
    expect(TEXT.selectedKeywordsAlreadyExist).toContain('aleady');
  });

  it('never words one of our own texts like a spec text', () => {
    const specTexts = new Set<unknown>(Object.values(TEXT));
    for (const text of Object.values(INFERRED_TEXT)) expect(specTexts.has(text)).toBe(false);
  });

  it("treats the visitor's throttled-row link text as a throttled cell", () => {
    expect(THROTTLED_CELL_TEXTS).toContain(UI_TEXT.logInToSeeAllResults.toLowerCase());
  });
});

describe('fill', () => {
  it('replaces placeholders', () => {
    expect(fill(TEXT.addColumnBeforeMatchType, { column: 'CPC' })).toBe(
      'Add CPC to your columns (above) before you adjust the match type.',
    );
    expect(fill(TEXT.keywordAlreadyExists, { kw: 'seo tools', project: 'Acme' })).toBe(
      '"seo tools" aleady exists in project "Acme"',
    );
  });
  it('formats numbers and replaces repeated placeholders', () => {
    expect(fill(TEXT.trackingCapReached, { used: 5000, limit: 5000 })).toBe(
      'Unable to add keywords. You are currently tracking 5000/5000 keywords',
    );
    expect(fill('{a}-{a}', { a: 0 })).toBe('0-0');
  });
  it('checks the placeholder names of a template known at compile time', () => {
    // @ts-expect-error the template's placeholder is {n}, not {max}
    expect(fill(TEXT.textareaMax, { max: 5 })).toBe('The max number of characters is {n}');
    // @ts-expect-error {project} is missing
    expect(fill(TEXT.keywordAlreadyExists, { kw: 'seo' })).toBe('"seo" aleady exists in project "{project}"');
  });
  it('leaves unknown placeholders of a run-time template visible and ignores extra values', () => {
    const runTime: string = 'The max number of characters is {n}';
    expect(fill(runTime, {})).toBe('The max number of characters is {n}');
    expect(fill('plain', { n: 1 })).toBe('plain');
  });
  it('does not read inherited properties', () => {
    expect(fill('{toString}' as string, {})).toBe('{toString}');
  });
  it('accepts empty strings as values', () => {
    expect(fill('x{a}y', { a: '' })).toBe('xy');
  });
});
