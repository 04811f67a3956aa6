import { describe, expect, it } from 'vitest';

import {
  importFailureText,
  importOutcome,
  keywordCountText,
  keywordsCsv,
  parseKeywordList,
  PROJECT_NAME_MAX_LENGTH,
  queuedSummary,
  REQUEST_TERMS_MAX_LENGTH,
  type KeywordImportResult,
} from './requestKeywords';
import { REQUEST_STEPS_TEXT } from './texts';
import { ApiError } from '../../../api/client';
import bundle from '../../../api/openapi.gen.json';
import { schemaLimit } from '../../../lib/openapi/operations';
import { fill } from '../../../lib/spec/text';

describe('parseKeywordList', () => {
  it('reads one keyword per line or comma, trimmed, with inner spaces collapsed', () => {
    expect(parseKeywordList('seo tools\r\n  ppc   keyword research ,backlink checker\n')).toEqual([
      'seo tools',
      'ppc keyword research',
      'backlink checker',
    ]);
  });

  it('drops empty entries and keeps a repeat once, as first typed, ignoring case', () => {
    expect(parseKeywordList(',, \n\nSEO Tools\nseo tools,  seo  TOOLS ,rank tracker')).toEqual([
      'SEO Tools',
      'rank tracker',
    ]);
    expect(parseKeywordList(' \n , ')).toEqual([]);
  });

  it('sends the list back as one comma-separated text the server parses the same way', () => {
    const keywords = parseKeywordList('seo tools\nrank tracker');
    expect(parseKeywordList(keywordsCsv(keywords))).toEqual(keywords);
  });
});

describe('the contract limits the screens restate', () => {
  it('match the OpenAPI', () => {
    expect(REQUEST_TERMS_MAX_LENGTH).toBe(schemaLimit(bundle, 'AddRequestedKeywordsRequest', 'termsCsv', 'maxLength'));
    expect(PROJECT_NAME_MAX_LENGTH).toBe(schemaLimit(bundle, 'NewProjectImportRequest', 'projectName', 'maxLength'));
  });
});

describe('queuedSummary', () => {
  it('says whether every keyword, some or none were newly queued', () => {
    expect(queuedSummary(3, 3)).toBe(fill(REQUEST_STEPS_TEXT.queuedAll, { keywords: '3 keywords' }));
    expect(queuedSummary(1, 1)).toBe(fill(REQUEST_STEPS_TEXT.queuedAll, { keywords: keywordCountText(1) }));
    expect(queuedSummary(3, 1)).toBe(fill(REQUEST_STEPS_TEXT.queuedSome, { added: 1, keywords: '3 keywords' }));
    expect(queuedSummary(2, 0)).toBe(fill(REQUEST_STEPS_TEXT.queuedNone, { keywords: '2 keywords' }));
  });
});

describe('importOutcome', () => {
  const result = (fields: Partial<KeywordImportResult>): KeywordImportResult => ({
    hasReachedLimit: false,
    termCount: 0,
    alreadyActiveTerms: [],
    termIdsCsv: '',
    groupHashCsv: '',
    ...fields,
  });
  const three = ['seo tools', 'rank tracker', 'site audit'];

  it('stops at the allowance with the server’s text, or ours without one', () => {
    const message = 'Unable to add keywords. You are currently tracking 5000/5000 keywords';
    expect(importOutcome(result({ hasReachedLimit: true, message }), 'Acme', three)).toEqual({
      kind: 'limit',
      message,
    });
    expect(importOutcome(result({ hasReachedLimit: true }), 'Acme', three)).toEqual({
      kind: 'limit',
      message: fill(REQUEST_STEPS_TEXT.limitReached, { project: 'Acme' }),
    });
  });

  it('words one keyword added or already there with the group it went to', () => {
    expect(importOutcome(result({ termCount: 1 }), 'Acme', ['seo tools']).message).toBe(
      'Success! "seo tools" added to project Acme in group "Requested Keywords"',
    );
    expect(importOutcome(result({ alreadyActiveTerms: ['seo tools'] }), 'Acme', ['seo tools']).message).toBe(
      '"seo tools" aleady exists in project "Acme" in group "Requested Keywords"',
    );
  });

  it('words a list all added, partly already there, or all already there', () => {
    expect(importOutcome(result({ termCount: 3 }), 'Acme', three)).toEqual({ kind: 'done', message: '3 terms added' });
    expect(importOutcome(result({ termCount: 2, alreadyActiveTerms: ['seo tools'] }), 'Acme', three).message).toBe(
      'Keywords successfully imported to project Acme, though some keywords were already present.',
    );
    expect(importOutcome(result({ alreadyActiveTerms: three }), 'Acme', three).message).toBe(
      'Selected keywords aleady exist in project Acme.',
    );
  });
});

describe('importFailureText', () => {
  it('tells a gone project from a refusal and other failures', () => {
    expect(importFailureText(new ApiError(404, 'No such project in your account.'), 'Acme')).toBe(
      fill(REQUEST_STEPS_TEXT.projectGone, { project: 'Acme' }),
    );
    expect(importFailureText(new ApiError(403, 'This action needs a full (paying) account.'), 'Acme')).toBe(
      'This action needs a full (paying) account.',
    );
    expect(importFailureText(new TypeError('Failed to fetch'), 'Acme')).toBe(
      fill(REQUEST_STEPS_TEXT.addFailed, { project: 'Acme' }),
    );
  });
});
