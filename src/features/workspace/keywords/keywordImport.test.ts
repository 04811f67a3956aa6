import { describe, expect, it } from 'vitest';

import { importOutcome, parseNames, parseTerms, undoMessage, type ImportContext } from './keywordImport';
import type { components } from '../../../api/schema.gen';

const answer = (changes: Partial<components['schemas']['KeywordImportResponse']> = {}) => ({
  hasReachedLimit: false,
  termCount: 0,
  alreadyActiveTerms: [] as string[],
  termIdsCsv: '',
  groupHashCsv: '',
  ...changes,
});
const context = (changes: Partial<ImportContext> = {}): ImportContext => ({
  terms: ['seo tools', 'rank tracker', 'site audit'],
  projectName: 'Acme Corp',
  groupNames: [],
  labelNames: [],
  ...changes,
});

describe('keyword import input', () => {
  it('splits on lines and commas, trims, drops blanks and repeats', () => {
    expect(parseTerms('seo tools\n  rank   tracker , ,SEO Tools\n\nsite audit')).toEqual([
      'seo tools',
      'rank tracker',
      'site audit',
    ]);
    expect(parseNames('Brand terms, ,Competitors')).toEqual(['Brand terms', 'Competitors']);
  });
});

describe('keyword import outcome → message (doc 2 §4, §8)', () => {
  it('limit reached: the tracking cap from the used count, no undo', () => {
    const outcome = importOutcome(answer({ hasReachedLimit: true }), context({ usedCount: 5000, totalCount: 5000 }));
    expect(outcome).toMatchObject({
      kind: 'limitReached',
      message: 'Unable to add keywords. You are currently tracking 5000/5000 keywords',
      isError: true,
      canUndo: false,
    });
    // Without the count, the server's catalogue text.
    expect(importOutcome(answer({ hasReachedLimit: true, message: 'server text' }), context()).message).toBe(
      'server text',
    );
  });

  it('one term already active, with the group suffix when one group is named', () => {
    const one = context({ terms: ['seo tools'] });
    expect(importOutcome(answer({ alreadyActiveTerms: ['seo tools'] }), one)).toMatchObject({
      kind: 'oneAlreadyActive',
      message: '"seo tools" aleady exists in project "Acme Corp"',
      canUndo: false,
    });
    expect(
      importOutcome(answer({ alreadyActiveTerms: ['seo tools'] }), { ...one, groupNames: ['Brand terms'] }).message,
    ).toBe('"seo tools" aleady exists in project "Acme Corp" in group "Brand terms"');
  });

  it('one term added offers undo', () => {
    expect(
      importOutcome(answer({ termCount: 1, termIdsCsv: '300001' }), context({ terms: ['site audit'] })),
    ).toMatchObject({
      kind: 'oneAdded',
      message: 'Success! "site audit" added to project Acme Corp',
      isError: false,
      canUndo: true,
    });
    expect(
      importOutcome(answer({ termCount: 1, termIdsCsv: '1' }), context({ terms: ['x'], labelNames: ['Q3'] })).message,
    ).toBe('Success! "x" added to project Acme Corp with label "Q3"');
  });

  it('all terms already active, with a count', () => {
    expect(importOutcome(answer({ alreadyActiveTerms: ['a', 'b', 'c'] }), context())).toMatchObject({
      kind: 'allAlreadyActive',
      message: 'Selected keywords aleady exist in project Acme Corp.',
      detail: '3 keywords were already in the project.',
      canUndo: false,
    });
  });

  it('some already active: imported, though some were present; undo', () => {
    expect(
      importOutcome(answer({ termCount: 2, alreadyActiveTerms: ['seo tools'], termIdsCsv: '1,2' }), context()),
    ).toMatchObject({
      kind: 'someAlreadyActive',
      message: 'Keywords successfully imported to project Acme Corp, though some keywords were already present.',
      canUndo: true,
    });
  });

  it('all added: N terms added; undo', () => {
    expect(importOutcome(answer({ termCount: 3, termIdsCsv: '1,2,3' }), context())).toMatchObject({
      kind: 'allAdded',
      message: '3 terms added',
      canUndo: true,
    });
  });
});

describe('undo confirmation', () => {
  it('is one of the two messages, at random', () => {
    expect(undoMessage(() => 0)).toBe("Alright, you're the boss. Undoing...");
    expect(undoMessage(() => 0.49)).toBe("Alright, you're the boss. Undoing...");
    expect(undoMessage(() => 0.5)).toBe('Nevermind, undoing that last part.');
    expect(undoMessage(() => 0.999)).toBe('Nevermind, undoing that last part.');
    expect(undoMessage(() => 1)).toBe('Nevermind, undoing that last part.');
  });
});
