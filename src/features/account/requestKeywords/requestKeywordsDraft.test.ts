import { beforeEach, describe, expect, it } from 'vitest';

import {
  clearRequestDraft,
  draftForStep,
  EMPTY_REQUEST_DRAFT,
  readRequestDraft,
  stepToReturnTo,
  writeRequestDraft,
  type RequestKeywordsDraft,
} from './requestKeywordsDraft';

const JANE = 'a1b2c3d4-0000-4000-8000-000000000001';
const SAM = 'a1b2c3d4-0000-4000-8000-000000000002';
const ACME = { id: 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b', name: 'Acme Corp' };

const requested: RequestKeywordsDraft = {
  ...EMPTY_REQUEST_DRAFT,
  keywordsText: 'seo tools\nrank tracker',
  requested: ['seo tools', 'rank tracker'],
  addedCount: 1,
};

beforeEach(() => window.sessionStorage.clear());

describe('the request draft in the tab', () => {
  it('keeps each user’s request apart, and forgets it when cleared', () => {
    const chosen = { ...requested, target: 'existing' as const, existingProject: ACME };
    writeRequestDraft(JANE, chosen);
    expect(readRequestDraft(JANE)).toEqual(chosen);
    expect(readRequestDraft(SAM)).toEqual(EMPTY_REQUEST_DRAFT);
    clearRequestDraft(JANE);
    expect(readRequestDraft(JANE)).toEqual(EMPTY_REQUEST_DRAFT);
  });

  it('takes only the draft’s own fields with their own types from what the storage holds', () => {
    window.sessionStorage.setItem(
      `rivalscope.requestKeywords.${JANE}`,
      JSON.stringify({
        keywordsText: 'seo tools',
        requested: ['seo tools', 7, ' ', null],
        addedCount: 5,
        target: 'somewhere',
        projectName: { x: 1 },
        existingProject: { id: ACME.id },
        finished: { project: ACME, message: 'Success!' },
        injected: '<b>',
      }),
    );
    expect(readRequestDraft(JANE)).toEqual({
      ...EMPTY_REQUEST_DRAFT,
      keywordsText: 'seo tools',
      requested: ['seo tools'],
      // Never more new keywords than the request holds.
      addedCount: 1,
      finished: { project: ACME, message: 'Success!' },
    });
    window.sessionStorage.setItem(`rivalscope.requestKeywords.${JANE}`, '{not json');
    expect(readRequestDraft(JANE)).toEqual(EMPTY_REQUEST_DRAFT);
  });

  it('works without a storage', () => {
    writeRequestDraft(JANE, requested, null);
    expect(readRequestDraft(JANE, null)).toEqual(EMPTY_REQUEST_DRAFT);
  });
});

describe('stepToReturnTo', () => {
  it('lets step 1 open always, and step 2 once the server took a request', () => {
    expect(stepToReturnTo(1, EMPTY_REQUEST_DRAFT)).toBeNull();
    expect(stepToReturnTo(2, EMPTY_REQUEST_DRAFT)).toBe(1);
    expect(stepToReturnTo(2, { ...EMPTY_REQUEST_DRAFT, keywordsText: 'typed, not sent' })).toBe(1);
    expect(stepToReturnTo(2, requested)).toBeNull();
  });

  it('sends step 3 back to step 2 until a project of the user is chosen', () => {
    expect(stepToReturnTo(3, EMPTY_REQUEST_DRAFT)).toBe(1);
    expect(stepToReturnTo(3, requested)).toBe(2);
    expect(stepToReturnTo(3, { ...requested, target: 'existing' })).toBe(2);
    // A new project is filled from step 2 at once: there is nothing to confirm.
    expect(stepToReturnTo(3, { ...requested, target: 'new', existingProject: ACME })).toBe(2);
    expect(stepToReturnTo(3, { ...requested, target: 'existing', existingProject: ACME })).toBeNull();
  });

  it('shows a finished request on step 3', () => {
    const finished = { ...EMPTY_REQUEST_DRAFT, finished: { project: ACME, message: '2 terms added' } };
    expect(stepToReturnTo(3, finished)).toBeNull();
    expect(stepToReturnTo(2, finished)).toBe(1);
  });
});

describe('draftForStep', () => {
  it('starts a new request on step 1 after a finished one, and keeps an unfinished one', () => {
    const finished = { ...EMPTY_REQUEST_DRAFT, finished: { project: ACME, message: '2 terms added' } };
    expect(draftForStep(1, finished)).toEqual(EMPTY_REQUEST_DRAFT);
    expect(draftForStep(3, finished)).toBe(finished);
    expect(draftForStep(1, requested)).toBe(requested);
  });
});
