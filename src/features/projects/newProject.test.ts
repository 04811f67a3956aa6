import { describe, expect, it } from 'vitest';

import {
  addCompetitor,
  competitorsProblem,
  failureOf,
  kombatQuery,
  MAX_COMPETITORS,
  refusalText,
  siteProblem,
  suggestionsOf,
  toggleCompetitor,
} from './newProject';
import { NEW_PROJECT_TEXT } from './texts';
import { ApiError, type Data } from '../../api/client';
import { TEXT } from '../../lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../lib/spec/workspace';

const SITE = 'acme.com';
/** A list holding as many competitors as the page allows. */
const fullList = Array.from({ length: MAX_COMPETITORS }, (_, i) => `rival-${i + 1}.com`);

describe('addCompetitor', () => {
  it('adds a typed domain in the form a project stores it, after the ones chosen before', () => {
    expect(addCompetitor([], ' https://www.Rival.com/shop ', SITE)).toEqual({
      ok: true,
      competitors: ['rival.com'],
      domain: 'rival.com',
    });
    expect(addCompetitor(['rival.com'], 'other.net', SITE)).toMatchObject({ competitors: ['rival.com', 'other.net'] });
  });

  it('refuses an empty entry and text that is no domain', () => {
    expect(addCompetitor([], '   ', SITE)).toEqual({ ok: false, refusal: { kind: 'empty' } });
    expect(addCompetitor([], 'not a domain', SITE)).toEqual({ ok: false, refusal: { kind: 'invalid' } });
  });

  it('refuses the site itself, however it is typed', () => {
    expect(addCompetitor([], 'http://WWW.acme.com/', SITE)).toEqual({
      ok: false,
      refusal: { kind: 'ownSite', domain: SITE },
    });
  });

  it('refuses a domain already chosen, however it is typed', () => {
    expect(addCompetitor(['rival.com'], 'Rival.com/', SITE)).toEqual({
      ok: false,
      refusal: { kind: 'duplicate', domain: 'rival.com' },
    });
  });

  it('refuses one more than the limit, and says which domain did not fit', () => {
    expect(addCompetitor(fullList.slice(0, -1), 'last.com', SITE).ok).toBe(true);
    expect(addCompetitor(fullList, 'one-too-many.com', SITE)).toEqual({
      ok: false,
      refusal: { kind: 'overLimit', domain: 'one-too-many.com' },
    });
  });

  it('checks only the form of the domain while no site is known', () => {
    expect(addCompetitor([], 'rival.com', null).ok).toBe(true);
  });
});

describe('toggleCompetitor', () => {
  it('ticks a suggestion under the same rules as adding one', () => {
    expect(toggleCompetitor([], 'rival.com', true, SITE)).toMatchObject({ ok: true, competitors: ['rival.com'] });
    expect(toggleCompetitor(fullList, 'another.com', true, SITE)).toMatchObject({
      ok: false,
      refusal: { kind: 'overLimit' },
    });
  });

  it('unticks (and removes) a chosen competitor, keeping the order of the rest', () => {
    expect(toggleCompetitor(['a.com', 'b.com'], 'a.com', false, SITE)).toMatchObject({
      ok: true,
      competitors: ['b.com'],
    });
  });

  it('ticking one already chosen changes nothing, even at the limit', () => {
    expect(toggleCompetitor(fullList, fullList[0]!, true, SITE)).toMatchObject({ ok: true, competitors: fullList });
  });
});

describe('refusalText', () => {
  it('names the domain and the limit', () => {
    expect(refusalText({ kind: 'overLimit', domain: 'x.com' })).toContain('x.com');
    expect(refusalText({ kind: 'overLimit', domain: 'x.com' })).toContain(String(MAX_COMPETITORS));
    expect(refusalText({ kind: 'duplicate', domain: 'x.com' })).toContain('x.com');
    expect(refusalText({ kind: 'ownSite', domain: SITE })).toContain(SITE);
  });
});

describe('siteProblem and competitorsProblem', () => {
  it('the site must be a domain', () => {
    expect(siteProblem('')).toBe(NEW_PROJECT_TEXT.siteRequired);
    expect(siteProblem('acme')).toBe(NEW_PROJECT_TEXT.siteInvalid);
    expect(siteProblem('https://acme.com/about')).toBeUndefined();
  });

  it('at least one competitor, and not the site the user changed to after choosing it', () => {
    expect(competitorsProblem([], SITE)).toBe(NEW_PROJECT_TEXT.competitorsRequired);
    expect(competitorsProblem(['rival.com'], SITE)).toBeUndefined();
    expect(competitorsProblem(['rival.com'], 'rival.com')).toContain('rival.com');
  });
});

describe('suggestionsOf', () => {
  const page = (rows: Data<'getDomainCompetitors'>['rows']) => ({ rows }) as Data<'getDomainCompetitors'>;
  const row = (domain: string, sharedKeywords: number, share: number) => ({
    domain,
    sharedKeywords,
    share,
    keywords: 100,
    isThrottled: false,
  });

  it('keeps the order of the server, without throttled rows or the site', () => {
    const throttled = {
      domain: THROTTLED_CELL_PLACEHOLDER,
      sharedKeywords: null,
      share: null,
      keywords: null,
      isThrottled: true,
    };
    expect(
      suggestionsOf(page([row('b.com', 40, 0.4), row(SITE, 3, 0.03), throttled, row('a.com', 10, 0.1)]), SITE),
    ).toEqual([
      { domain: 'b.com', sharedKeywords: 40, share: 0.4 },
      { domain: 'a.com', sharedKeywords: 10, share: 0.1 },
    ]);
  });
});

describe('failureOf', () => {
  it('a taken name: the server’s words, under a name field the page now offers', () => {
    const taken = 'A project named "acme.com" already exists.';
    expect(failureOf(new ApiError(409, taken, { code: 'DUPLICATE_PROJECT_NAME' }))).toEqual({
      message: taken,
      fields: { projectName: taken },
      nameRefused: true,
    });
  });

  it('a 400 puts its messages under the fields it names, the rest in the alert', () => {
    const fields = [
      { field: 'query.projectName', message: 'This field is required.' },
      { field: 'query.primaryDomainName', message: 'must match format "hostname"' },
    ];
    expect(failureOf(new ApiError(400, 'Bad request', { fields }))).toEqual({
      message: TEXT.checkFieldsInRed,
      fields: { projectName: 'This field is required.', site: 'must match format "hostname"' },
      nameRefused: true,
    });
    const other = [{ field: 'query.countryCode', message: 'must be a country' }];
    expect(failureOf(new ApiError(400, 'Bad request', { fields: other }))).toEqual({
      message: 'must be a country',
      fields: {},
      nameRefused: false,
    });
  });

  it('the research read’s 400 names the domain as query.query: the site field', () => {
    const fields = [{ field: 'query.query', message: 'Enter a domain.' }];
    expect(failureOf(new ApiError(400, 'Bad request', { fields })).fields).toEqual({ site: 'Enter a domain.' });
  });

  it('anything else is our own text', () => {
    expect(failureOf(new ApiError(500, 'Internal Server Error'))).toEqual({
      message: NEW_PROJECT_TEXT.createFailed,
      fields: {},
      nameRefused: false,
    });
    expect(failureOf(new TypeError('Failed to fetch')).message).toBe(NEW_PROJECT_TEXT.createFailed);
  });
});

describe('kombatQuery', () => {
  it('the site as the query and the competitors as a comma list', () => {
    expect(kombatQuery(SITE, ['a.com', 'b.com'])).toEqual({ query: SITE, competitors: 'a.com,b.com' });
  });
});
