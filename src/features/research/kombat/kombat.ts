/**
 * Keyword Kombat's rules (doc 2 §7 calls), free of the DOM: the
 * domains in the URL (query and competitors), the input errors from the validation answers, the
 * Venn regions and what a region asks the keyword list for, which region a point of the chart lies
 * in, and the list's columns. Every figure is the API's; this only arranges and names them.
 */
import { KOMBAT_TEXT } from './kombatTexts';
import type { components } from '../../../api/schema.gen';
import { createColumnState, type ColumnState } from '../../../lib/columns';
import { fill } from '../../../lib/spec/text';
import { currencyColumn, numericColumn } from '../listPage/listTable';
import type { ResearchColumn, ResearchListRequest } from '../table/researchTable';

type Schemas = components['schemas'];
export type KombatVennData = Schemas['KombatVennData'];
export type KombatGroups = Schemas['KombatCompetingGroupsResponse'];
export type KombatKeywords = Schemas['KombatKeywordsResponse'];
export type KombatKeywordRow = Schemas['KombatKeywordRow'];
export type KombatKeywordsRequest = Schemas['KombatKeywordsRequest'];
export type KombatDomainValidation = Schemas['KombatDomainValidation'];
export type KombatSortColumn = Schemas['KombatSortColumn'];
export type PaidSet = Schemas['PaidKeywordSegment'];
export type DomainPaidKeywords = Schemas['DomainPaidKeywords'];
export type PaidKeywordRow = Schemas['PaidKeywordRow'];
export type PaidKeywordColumnId = Schemas['PaidKeywordColumn'];

/** The competitors parameter: comma-separated, as the guard of /seo/keywords/domain reads it. */
export const COMPETITORS_PARAM = 'competitors';
/** The selected Venn region's domains, comma-separated (ours): a reload or a shared link opens the same region. */
export const REGION_PARAM = 'region';
/** The PPC page's set parameter (doc 2 §2: preset report links carry a segment). */
export const SET_PARAM = 'segment';
/** KombatDomains: the first domain and up to two competitors. */
export const MAX_COMPETITORS = 2;

/** The domains the URL asks to compare: `query` is the first, `competitors` the others (at most two). */
export function kombatDomainsFrom(params: URLSearchParams): { query: string | null; competitors: string[] } {
  const query = params.get('query')?.trim() || null;
  const competitors = (params.get(COMPETITORS_PARAM) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .slice(0, MAX_COMPETITORS);
  return { query, competitors };
}

/** The URL for a comparison: the first value as query, the rest (blank ones dropped) as competitors. */
export function withKombatDomains(current: URLSearchParams, values: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(current);
  const [first = '', ...rest] = values.map((value) => value.trim());
  next.set('query', first);
  const competitors = rest.filter((value) => value !== '');
  if (competitors.length > 0) next.set(COMPETITORS_PARAM, competitors.join(','));
  else next.delete(COMPETITORS_PARAM);
  // A region belongs to its comparison: new domains start on every keyword.
  next.delete(REGION_PARAM);
  return next;
}

/** What the form says before asking the server: the first domain is required, and one competitor. */
export function formProblem(values: readonly string[]): 'required' | 'needsCompetitor' | null {
  if ((values[0] ?? '').trim() === '') return 'required';
  return values.slice(1).some((value) => value.trim() !== '') ? null : 'needsCompetitor';
}

/**
 * One input's error from its validation answer (null: fine); `earlier` are the domains before it.
 * isValid means organic keywords this month: the PPC sets (`needsOrganicData` false) do not need them.
 */
export function validationError(
  answer: KombatDomainValidation,
  earlier: readonly (string | null)[],
  needsOrganicData = true,
): string | null {
  if (answer.normalizedDomain === null) return fill(KOMBAT_TEXT.notADomain, { value: answer.domain });
  if (earlier.includes(answer.normalizedDomain)) {
    return fill(KOMBAT_TEXT.duplicate, { domain: answer.normalizedDomain });
  }
  return answer.isValid || !needsOrganicData ? null : fill(KOMBAT_TEXT.noData, { domain: answer.normalizedDomain });
}

/** Each answer's error, in order: a domain entered twice is flagged the second time. */
export function validationErrors(
  answers: readonly KombatDomainValidation[],
  needsOrganicData = true,
): (string | null)[] {
  return answers.map((answer, index) =>
    validationError(
      answer,
      answers.slice(0, index).map((a) => a.normalizedDomain),
      needsOrganicData,
    ),
  );
}

/**
 * The domains to compare once every answer is valid (the server's spelling), else null. Kombat
 * compares 2 or 3 (`minimum` 2); the PPC sets need only the first.
 */
export function comparedDomains(
  answers: readonly KombatDomainValidation[],
  { minimum = 2, needsOrganicData = true }: { minimum?: number; needsOrganicData?: boolean } = {},
): string[] | null {
  if (answers.length < minimum || validationErrors(answers, needsOrganicData).some((error) => error !== null)) {
    return null;
  }
  return answers.map((answer) => answer.normalizedDomain!);
}

/** A Venn region: the domains that rank for its keywords (the others do not), in compared order. */
export type Region = readonly string[];

export const regionKey = (region: Region) => region.join('|');

/** Every region of 2 or 3 domains: each alone, then each pair, then all three. */
export function allRegions(domains: readonly string[]): Region[] {
  const regions: Region[] = [];
  const count = domains.length;
  for (let size = 1; size <= count; size += 1) {
    for (let mask = 1; mask < 1 << count; mask += 1) {
      const members = domains.filter((_, index) => mask & (1 << index));
      if (members.length === size) regions.push(members);
    }
  }
  return regions;
}

/** The region in compared order, or null when it is not a region of these domains. */
export function regionOf(names: readonly string[], domains: readonly string[]): Region | null {
  if (names.length === 0 || names.some((name) => !domains.includes(name))) return null;
  return domains.filter((domain) => names.includes(domain));
}

/** The URL's region of these domains; null (every keyword) when absent or not a region of them. */
export function regionFromParams(params: URLSearchParams, domains: readonly string[] | null): Region | null {
  const names = (params.get(REGION_PARAM) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return domains === null ? null : regionOf(names, domains);
}

/** The URL with `region` selected (null: the parameter removed, every keyword). */
export function withRegion(current: URLSearchParams, region: Region | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (region === null) next.delete(REGION_PARAM);
  else next.set(REGION_PARAM, region.join(','));
  return next;
}

/** The region of a Venn chart's region key (its sets joined by '|'), if it is one of these domains'. */
export const regionOfKey = (key: string, domains: readonly string[]) => regionOf(key.split('|'), domains);

export function sameRegion(a: Region | null, b: Region | null): boolean {
  return a !== null && b !== null && regionKey(a) === regionKey(b);
}

export interface RegionFigures {
  region: Region;
  /** From GetOrganicKombatCompetingDomainsKeywordsGroups; 0 for a region the answer leaves out (empty). */
  keywordCount: number;
  monthlySearches: number;
}

/** Each region with the groups answer's counts (the contract leaves empty regions out). */
export function regionFigures(domains: readonly string[], groups: KombatGroups['groups']): RegionFigures[] {
  return allRegions(domains).map((region) => {
    const group = groups.find((g) => sameRegion(regionOf(g.domains, domains), region));
    return { region, keywordCount: group?.keywordCount ?? 0, monthlySearches: group?.monthlySearches ?? 0 };
  });
}

/** 'Only a.com', 'Only a.com & b.com' (and not the third), 'Shared by a.com & b.com' (every domain). */
export function regionLabel(region: Region | null, domains: readonly string[]): string {
  if (region === null) return KOMBAT_TEXT.allRegions;
  const names = region.join(' & ');
  return region.length === domains.length && domains.length > 1
    ? fill(KOMBAT_TEXT.sharedBy, { domains: names })
    : fill(KOMBAT_TEXT.onlyDomain, { domain: names });
}

/** The Venn answer as the chart's sets (one per domain, in order) and overlaps (venn.js sizes). */
export function vennSets(venn: KombatVennData): {
  sets: { name: string; size: number }[];
  overlaps: { sets: string[]; size: number }[];
} {
  const sizeOf = (names: readonly string[]) =>
    venn.sets.find((s) => sameRegion(regionOf(s.sets, venn.domains), regionOf(names, venn.domains)))?.size ?? 0;
  return {
    sets: venn.domains.map((name) => ({ name, size: sizeOf([name]) })),
    overlaps: venn.sets
      .filter((s) => s.sets.length > 1 && regionOf(s.sets, venn.domains) !== null)
      .map((s) => ({ sets: [...regionOf(s.sets, venn.domains)!], size: s.size })),
  };
}

export interface VennCircle {
  /** The domain the circle draws. */
  name: string;
  x: number;
  y: number;
  r: number;
}

/** The region a point of the chart lies in: exactly the circles that hold it; null outside them all. */
export function regionAtPoint(
  point: { x: number; y: number },
  circles: readonly VennCircle[],
  domains: readonly string[],
): Region | null {
  const inside = circles.filter((c) => Math.hypot(point.x - c.x, point.y - c.y) <= c.r).map((c) => c.name);
  return regionOf(inside, domains);
}

/**
 * The keyword list's request for a region: the region's domains rank, the others do not; no region is
 * every keyword any domain ranks for (segment all). The list's sort, filter and page map onto the
 * contract's names (sortColumn, filterTerm, rowsToDisplay).
 */
export function kombatKeywordsRequest(
  domains: readonly string[],
  region: Region | null,
  list: ResearchListRequest,
): KombatKeywordsRequest {
  return {
    domains: [...domains],
    segment: 'all',
    ...(region ? { rankingDomains: [...region], notRankingDomains: domains.filter((d) => !region.includes(d)) } : {}),
    ...(list.sortBy ? { sortColumn: list.sortBy as KombatSortColumn, sortDirection: list.sortDirection } : {}),
    ...(list.filterText ? { filterTerm: list.filterText } : {}),
    startRow: list.startRow,
    rowsToDisplay: list.rowsPerPage,
    // The searches column's match type, as the URL state holds it ('monthlySearches:phrase').
    ...(list.matchTypes ? { matchTypes: list.matchTypes } : {}),
  };
}

const H = KOMBAT_TEXT.columns;

/** The keyword list's columns (ids are the contract's KombatSortColumn); the server fills every cell. */
export const KOMBAT_KEYWORD_COLUMNS: readonly ResearchColumn<KombatKeywordRow>[] = [
  { id: 'keyword', header: H.keyword, value: (r) => r.keyword, sortKind: 'text', isAlwaysPresent: true },
  // doc 2 §3 — the searches take a match type, as in the other keyword lists.
  numericColumn('monthlySearches', H.monthlySearches, (r) => r.monthlySearches, {
    matchType: 'exact',
    matchTypeHeader: KOMBAT_TEXT.monthlySearchesMatchType,
  }),
  currencyColumn('costPerClick', H.costPerClick, (r) => r.costPerClick),
  numericColumn('rankingDifficulty', H.rankingDifficulty, (r) => r.rankingDifficulty),
];

export const KOMBAT_KEYWORD_COLUMN_IDS: readonly string[] = KOMBAT_KEYWORD_COLUMNS.map((c) => c.id);

export const DEFAULT_KOMBAT_COLUMN_STATE: ColumnState = createColumnState(
  KOMBAT_KEYWORD_COLUMNS.filter((c) => !c.isAlwaysPresent).map((c) => c.id),
);

/** Each compared domain's rank (display only: the contract does not sort by them). */
export function rankColumns(domains: readonly string[]): ResearchColumn<KombatKeywordRow>[] {
  return domains.map((domain) => ({
    id: `rank:${domain}`,
    header: fill(KOMBAT_TEXT.rankOf, { domain }),
    value: (row: KombatKeywordRow) => row.ranks.find((r) => r.domain === domain)?.rank ?? null,
    sortKind: 'numeric' as const,
    isSortable: false,
    align: 'right' as const,
  }));
}

/** The PPC sets in tab order (the contract's PaidKeywordSegment). */
export const PAID_SETS: readonly PaidSet[] = ['all', 'core', 'considerbuying', 'adwaste'];

/** The set of the URL's segment parameter; anything else is All. */
export function paidSetOf(value: string | null | undefined): PaidSet {
  const set = (value ?? '').trim().toLowerCase();
  return (PAID_SETS as readonly string[]).includes(set) ? (set as PaidSet) : 'all';
}

const P = KOMBAT_TEXT.paidColumns;

/** The paid keyword columns (ids are the contract's PaidKeywordColumn). */
export const PAID_KEYWORD_COLUMNS: readonly ResearchColumn<PaidKeywordRow>[] = [
  { id: 'keyword', header: P.keyword, value: (r) => r.keyword, sortKind: 'text', isAlwaysPresent: true },
  numericColumn('position', P.position, (r) => r.position, { nulls: 'high' }),
  // doc 2 §3 — the searches take a match type: their own (exact) unless the selector chooses another.
  numericColumn('volume', P.volume, (r) => r.volume, { matchType: 'exact', matchTypeHeader: P.volumeMatchType }),
  currencyColumn('cpc', P.cpc, (r) => r.cpc),
  numericColumn('clicks', P.clicks, (r) => r.clicks),
  currencyColumn('cost', P.cost, (r) => r.cost),
  numericColumn('monthsAdvertised', P.monthsAdvertised, (r) => r.monthsAdvertised),
];

export const PAID_KEYWORD_COLUMN_IDS: readonly string[] = PAID_KEYWORD_COLUMNS.map((c) => c.id);

/** At most five chosen columns (doc 2 §4): the five but months advertised. */
export const DEFAULT_PAID_COLUMN_STATE: ColumnState = createColumnState([
  'position',
  'volume',
  'cpc',
  'clicks',
  'cost',
]);

/** Consider Buying rows show a competitor's ad: whose it is, as a display-only column. */
export const ADVERTISER_COLUMN: ResearchColumn<PaidKeywordRow> = {
  id: 'advertiser',
  header: P.advertiser,
  value: (r) => r.advertiser,
  sortKind: 'text',
  isSortable: false,
};
