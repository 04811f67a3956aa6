import { describe, expect, it } from 'vitest';

import {
  allRegions,
  comparedDomains,
  formProblem,
  kombatDomainsFrom,
  kombatKeywordsRequest,
  paidSetOf,
  rankColumns,
  regionAtPoint,
  regionFigures,
  regionLabel,
  regionFromParams,
  regionOf,
  regionOfKey,
  validationErrors,
  vennSets,
  withKombatDomains,
  withRegion,
  type KombatDomainValidation,
} from './kombat';
import { KOMBAT_TEXT } from './kombatTexts';
import { fill } from '../../../lib/spec/text';

const valid = (domain: string, normalizedDomain = domain): KombatDomainValidation => ({
  domain,
  isValid: true,
  normalizedDomain,
  keywordCount: 10,
});

describe('the domains in the URL', () => {
  it('reads query and up to two comma-separated competitors, trimmed', () => {
    expect(kombatDomainsFrom(new URLSearchParams('query= a.com &competitors=b.com, c.com,,d.com'))).toEqual({
      query: 'a.com',
      competitors: ['b.com', 'c.com'],
    });
    expect(kombatDomainsFrom(new URLSearchParams(''))).toEqual({ query: null, competitors: [] });
  });

  it('writes the first value as query and the others as competitors, keeping other parameters', () => {
    const next = withKombatDomains(new URLSearchParams('visibleColumns=costPerClick'), ['a.com', '', 'c.com']);
    expect(next.get('query')).toBe('a.com');
    expect(next.get('competitors')).toBe('c.com');
    expect(next.get('visibleColumns')).toBe('costPerClick');
    expect(withKombatDomains(next, ['a.com', '', '']).has('competitors')).toBe(false);
  });
});

describe('the input checks', () => {
  it('needs your domain, then a competitor', () => {
    expect(formProblem(['', 'b.com', ''])).toBe('required');
    expect(formProblem(['a.com', ' ', ''])).toBe('needsCompetitor');
    expect(formProblem(['a.com', '', 'c.com'])).toBeNull();
  });

  it('words each answer: not a domain, no organic data, entered twice', () => {
    const answers: KombatDomainValidation[] = [
      valid('https://www.A.com/', 'a.com'),
      { domain: 'not a domain', isValid: false, normalizedDomain: null, keywordCount: 0 },
      { domain: 'empty.com', isValid: false, normalizedDomain: 'empty.com', keywordCount: 0 },
      valid('www.a.com', 'a.com'),
    ];
    expect(validationErrors(answers)).toEqual([
      null,
      fill(KOMBAT_TEXT.notADomain, { value: 'not a domain' }),
      fill(KOMBAT_TEXT.noData, { domain: 'empty.com' }),
      fill(KOMBAT_TEXT.duplicate, { domain: 'a.com' }),
    ]);
    // The PPC sets need no organic keywords.
    expect(validationErrors(answers.slice(2, 3), false)).toEqual([null]);
  });

  it('compares the server spelling of 2–3 valid domains', () => {
    expect(comparedDomains([valid('https://A.com', 'a.com'), valid('b.com')])).toEqual(['a.com', 'b.com']);
    expect(comparedDomains([valid('a.com')])).toBeNull();
    expect(comparedDomains([valid('a.com')], { minimum: 1 })).toEqual(['a.com']);
    expect(comparedDomains([valid('a.com'), valid('a.com')])).toBeNull();
  });
});

describe('the regions', () => {
  const three = ['a.com', 'b.com', 'c.com'];

  it('lists each domain alone, each pair, then all, in compared order', () => {
    expect(allRegions(['a.com', 'b.com'])).toEqual([['a.com'], ['b.com'], ['a.com', 'b.com']]);
    expect(allRegions(three)).toEqual([
      ['a.com'],
      ['b.com'],
      ['c.com'],
      ['a.com', 'b.com'],
      ['a.com', 'c.com'],
      ['b.com', 'c.com'],
      ['a.com', 'b.com', 'c.com'],
    ]);
  });

  it('puts an answer’s domains in compared order and refuses strangers', () => {
    expect(regionOf(['c.com', 'a.com'], three)).toEqual(['a.com', 'c.com']);
    expect(regionOf(['x.com'], three)).toBeNull();
    expect(regionOf([], three)).toBeNull();
  });

  it('takes each region’s counts from the groups answer, an absent (empty) one as 0', () => {
    const figures = regionFigures(
      ['a.com', 'b.com'],
      [{ domains: ['b.com', 'a.com'], keywordCount: 5, monthlySearches: 700 }],
    );
    expect(figures).toEqual([
      { region: ['a.com'], keywordCount: 0, monthlySearches: 0 },
      { region: ['b.com'], keywordCount: 0, monthlySearches: 0 },
      { region: ['a.com', 'b.com'], keywordCount: 5, monthlySearches: 700 },
    ]);
  });

  it('names regions', () => {
    expect(regionLabel(null, three)).toBe(KOMBAT_TEXT.allRegions);
    expect(regionLabel(['b.com'], three)).toBe('Only b.com');
    expect(regionLabel(['a.com', 'b.com'], three)).toBe('Only a.com & b.com');
    expect(regionLabel(three, three)).toBe('Shared by a.com & b.com & c.com');
  });

  it('finds the region under a point: exactly the circles that hold it', () => {
    const circles = [
      { name: 'a.com', x: 0, y: 0, r: 10 },
      { name: 'b.com', x: 15, y: 0, r: 10 },
    ];
    expect(regionAtPoint({ x: -5, y: 0 }, circles, ['a.com', 'b.com'])).toEqual(['a.com']);
    expect(regionAtPoint({ x: 7, y: 0 }, circles, ['a.com', 'b.com'])).toEqual(['a.com', 'b.com']);
    expect(regionAtPoint({ x: 20, y: 0 }, circles, ['a.com', 'b.com'])).toEqual(['b.com']);
    expect(regionAtPoint({ x: 50, y: 50 }, circles, ['a.com', 'b.com'])).toBeNull();
  });

  it('turns the Venn answer into the chart’s sets and overlaps', () => {
    expect(
      vennSets({
        domains: ['a.com', 'b.com'],
        month: '2026-10',
        isDemoData: false,
        sets: [
          { sets: ['b.com'], size: 30 },
          { sets: ['b.com', 'a.com'], size: 4 },
        ],
      }),
    ).toEqual({
      sets: [
        { name: 'a.com', size: 0 },
        { name: 'b.com', size: 30 },
      ],
      overlaps: [{ sets: ['a.com', 'b.com'], size: 4 }],
    });
  });
});

describe('the keyword list request', () => {
  const page = { startRow: 251, rowsPerPage: 250, visibleColumns: 'keyword,costPerClick' };

  it('asks for a region: its domains rank, the others do not', () => {
    expect(
      kombatKeywordsRequest(['a.com', 'b.com', 'c.com'], ['b.com'], {
        ...page,
        sortBy: 'costPerClick',
        sortDirection: 'asc',
        filterText: 'shoes',
      }),
    ).toEqual({
      domains: ['a.com', 'b.com', 'c.com'],
      segment: 'all',
      rankingDomains: ['b.com'],
      notRankingDomains: ['a.com', 'c.com'],
      sortColumn: 'costPerClick',
      sortDirection: 'asc',
      filterTerm: 'shoes',
      startRow: 251,
      rowsToDisplay: 250,
    });
  });

  it('asks for every keyword without a region, and sends no visibleColumns (the contract has none)', () => {
    expect(kombatKeywordsRequest(['a.com', 'b.com'], null, page)).toEqual({
      domains: ['a.com', 'b.com'],
      segment: 'all',
      startRow: 251,
      rowsToDisplay: 250,
    });
  });

  it('shows each domain’s rank', () => {
    const [first] = rankColumns(['a.com']);
    const row = {
      termId: 1,
      keyword: 'k',
      monthlySearches: 1,
      costPerClick: 1,
      rankingDifficulty: 1,
      ranks: [{ domain: 'a.com', rank: 3 }],
      isThrottled: false,
    };
    expect(first?.value(row)).toBe(3);
    expect(first?.header).toBe('Rank: a.com');
  });
});

describe('the PPC sets', () => {
  it('reads the segment parameter, All otherwise', () => {
    expect(paidSetOf('AdWaste')).toBe('adwaste');
    expect(paidSetOf('considerbuying')).toBe('considerbuying');
    expect(paidSetOf('missing')).toBe('all');
    expect(paidSetOf(null)).toBe('all');
  });
});

describe('the region in the URL', () => {
  const domains = ['a.com', 'b.com', 'c.com'];

  it('reads the region of the compared domains, in compared order; anything else is every keyword', () => {
    expect(regionFromParams(new URLSearchParams('region=b.com,a.com'), domains)).toEqual(['a.com', 'b.com']);
    expect(regionFromParams(new URLSearchParams('region=z.com'), domains)).toBeNull();
    expect(regionFromParams(new URLSearchParams(''), domains)).toBeNull();
    expect(regionFromParams(new URLSearchParams('region=a.com'), null)).toBeNull();
  });

  it('writes and clears the region, keeping the other parameters; new domains drop it', () => {
    const next = withRegion(new URLSearchParams('query=a.com&competitors=b.com,c.com'), ['a.com', 'c.com']);
    expect(next.get('region')).toBe('a.com,c.com');
    expect(next.get('competitors')).toBe('b.com,c.com');
    expect(regionFromParams(next, domains)).toEqual(['a.com', 'c.com']);
    expect(withRegion(next, null).has('region')).toBe(false);
    expect(withKombatDomains(next, ['a.com', 'b.com']).has('region')).toBe(false);
  });

  it('reads a Venn chart region key', () => {
    expect(regionOfKey('a.com|c.com', domains)).toEqual(['a.com', 'c.com']);
    expect(regionOfKey('a.com|x.com', domains)).toBeNull();
  });
});
