/**
 * Keyword Kombat: domain comparison (doc 2 §7). The regions, Venn sizes and keyword pages are all
 * read from one generated set of keywords of the compared domains (fixtures/kombat.ts), as the
 * server reads them from one memo, so they agree; the keyword pages are paged, sorted, filtered
 * and throttled like every research list (../lists.ts).
 */
import { throttledRow } from '../../api/throttledRow';
import { schemaEnum } from '../../lib/openapi/operations';
import { answeringFailures, MockHttpError } from '../errors';
import {
  buildKombatCompetingGroupsResponse,
  buildKombatDomainValidation,
  buildKombatKeywordsResponse,
  buildKombatVennData,
  buildMockKombatKeywords,
} from '../fixtures';
import { http } from '../http';
import { listPage, matchTypesNow, researchMonth, withMatchTypes, type ListSpec } from '../lists';
import { mockFor } from '../registry';
import { bundle, type Schemas } from '../spec';

/** A domain as typed, normalised like the server would: no scheme, no www, no path, lower case. */
export function normalizeDomain(raw: string): string | null {
  const host = raw
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .split('/')[0]
    ?.toLowerCase();
  return host && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null;
}

function validation(domain: string) {
  const normalizedDomain = normalizeDomain(domain);
  return buildKombatDomainValidation({
    domain,
    isValid: normalizedDomain !== null,
    normalizedDomain,
    keywordCount: normalizedDomain ? 2400 : 0,
  });
}

type KombatKeyword = ReturnType<typeof buildMockKombatKeywords>[number];
type KombatRow = Schemas['KombatKeywordRow'];

/** The compared domains as the server names them, checked like its kombatSides (a 400 names the field). */
function comparedDomains(typed: readonly string[]): string[] {
  const names = typed.map((domain) => normalizeDomain(domain) ?? domain.trim().toLowerCase());
  const duplicate = names.findIndex((name, i) => names.indexOf(name) !== i);
  if (duplicate !== -1) throw MockHttpError.invalid(`body.domains.${duplicate}`, `is ${names[duplicate]} again`);
  return names;
}

/** A region filter's domains as indexes into the compared ones; a 400 for any other. */
function sideIndexes(names: readonly string[], typed: readonly string[] | undefined, field: string): number[] {
  return (typed ?? []).map((domain, i) => {
    const index = names.indexOf(normalizeDomain(domain) ?? domain);
    if (index === -1) throw MockHttpError.invalid(`${field}.${i}`, 'is not a compared domain');
    return index;
  });
}

/** The Venn region of a keyword as a bit mask: bit i set when domain i ranks for it. */
const maskOf = (k: KombatKeyword) => k.row.ranks.reduce((mask, r, i) => (r.rank === null ? mask : mask | (1 << i)), 0);
const ranksIn = (k: KombatKeyword, i: number) => (maskOf(k) & (1 << i)) !== 0;

/** The server's segments over the region mask and the keyword's flags. */
function inSegment(k: KombatKeyword, segment: Schemas['KeywordSegment'], domainCount: number): boolean {
  const others = Array.from({ length: domainCount - 1 }, (_, i) => i + 1);
  switch (segment) {
    case 'all':
      return true;
    case 'core':
      return maskOf(k) === (1 << domainCount) - 1;
    case 'missing':
      return !ranksIn(k, 0) && others.every((i) => ranksIn(k, i));
    case 'questions':
      return k.isQuestion;
    case 'content':
      return k.isContent;
    case 'transactional':
      return k.isTransactional;
  }
}

/** The domains of a mask, in request order. */
const domainsOfMask = (names: readonly string[], mask: number) => names.filter((_, i) => mask & (1 << i));

const KOMBAT_COLUMNS = schemaEnum(bundle, 'KombatSortColumn');

export const kombatHandlers = [
  mockFor(
    'getOrganicKombatCompetingDomainsKeywordsGroups',
    http.post(
      '/NsaApi/KeywordKombat/GetOrganicKombatCompetingDomainsKeywordsGroups',
      answeringFailures(async ({ request, response }) => {
        const body = await request.json();
        const domains = comparedDomains(body.domains);
        const { month } = researchMonth(body.month, 'body.month');
        const regions = new Map<number, { keywordCount: number; monthlySearches: number }>();
        for (const k of buildMockKombatKeywords(domains, month)) {
          const region = regions.get(maskOf(k)) ?? { keywordCount: 0, monthlySearches: 0 };
          region.keywordCount += 1;
          region.monthlySearches += k.row.monthlySearches ?? 0;
          regions.set(maskOf(k), region);
        }
        const groups = [...regions]
          .sort(([a], [b]) => a - b)
          .map(([mask, region]) => ({ domains: domainsOfMask(domains, mask), ...region }))
          .sort((a, b) => b.domains.length - a.domains.length || b.keywordCount - a.keywordCount);
        return response(200).json({ ...buildKombatCompetingGroupsResponse(), domains, month, groups });
      }),
    ),
  ),
  mockFor(
    'getOrganicKombatKeywords',
    http.post(
      '/NsaApi/KeywordKombat/GetOrganicKombatKeywords',
      answeringFailures(async ({ request, response }) => {
        const body = await request.json();
        const domains = comparedDomains(body.domains);
        const ranking = sideIndexes(domains, body.rankingDomains, 'body.rankingDomains');
        const notRanking = sideIndexes(domains, body.notRankingDomains, 'body.notRankingDomains');
        const segment = body.segment ?? 'core';
        const { month } = researchMonth(body.month, 'body.month');
        const keywords = buildMockKombatKeywords(domains, month).filter(
          (k) =>
            inSegment(k, segment, domains.length) &&
            ranking.every((i) => ranksIn(k, i)) &&
            notRanking.every((i) => !ranksIn(k, i)),
        );
        // A hidden row still lists the compared domains, without their ranks.
        const hidden: KombatRow = {
          ...throttledRow('KombatKeywordRow', 'keyword'),
          ranks: domains.map((domain) => ({ domain, rank: null })),
        };
        const spec: ListSpec<KombatRow> = {
          columns: KOMBAT_COLUMNS,
          hidden,
          defaultSort: { by: 'monthlySearches', direction: 'desc' },
          directionOf: (column) => (column === 'keyword' ? 'asc' : 'desc'),
          filterCells: (row) => [row.keyword],
        };
        // Kombat's searches column is monthlySearches: summed as the lists' volume column is.
        const matchTypes = matchTypesNow(body.matchTypes);
        const asVolume = keywords.map((k) => ({ ...k.row, volume: k.row.monthlySearches }));
        const pairs = (matchTypes.typed ?? '').split(',').filter((pair) => pair !== '');
        const unknown = pairs.find((pair) => !pair.startsWith('monthlySearches:'));
        if (unknown !== undefined) {
          throw MockHttpError.invalid(
            'body.matchTypes',
            `has no match-type column ${unknown.split(':')[0]}; the columns are monthlySearches`,
          );
        }
        const summed = withMatchTypes(
          asVolume,
          pairs.map((pair) => pair.replace('monthlySearches:', 'volume:')).join(','),
          asVolume,
          'body.matchTypes',
        );
        const { page } = listPage(
          summed.map(({ volume, ...row }) => ({ ...row, monthlySearches: volume })),
          spec,
          {
            startRow: body.startRow,
            rowsPerPage: body.rowsToDisplay,
            sortBy: body.sortColumn,
            sortDirection: body.sortDirection,
            filterText: body.filterTerm,
          },
        );
        const { rows, ...counts } = page;
        return response(200).json({
          ...buildKombatKeywordsResponse(),
          domains,
          month,
          segment,
          ...matchTypes.pending,
          keywords: rows,
          ...counts,
        });
      }),
    ),
  ),
  mockFor(
    'getOrganicKombatVennData',
    http.post(
      '/NsaApi/KeywordKombat/GetOrganicKombatVennData',
      answeringFailures(async ({ request, response }) => {
        const body = await request.json();
        const domains = comparedDomains(body.domains);
        const { month } = researchMonth(body.month, 'body.month');
        const masks = buildMockKombatKeywords(domains, month).map(maskOf);
        // venn.js sizes: a set counts every keyword all its domains rank for, whatever the others do.
        const sets = Array.from({ length: (1 << domains.length) - 1 }, (_, i) => i + 1).map((set) => ({
          sets: domainsOfMask(domains, set),
          size: masks.filter((mask) => (mask & set) === set).length,
        }));
        return response(200).json({ ...buildKombatVennData(), domains, month, sets });
      }),
    ),
  ),
  mockFor(
    'getOrganicDomainValidation',
    http.get('/NsaApi/KeywordKombat/GetOrganicDomainValidation', ({ query, response }) =>
      response(200).json(validation(query.get('domain') ?? '')),
    ),
  ),
  mockFor(
    'getOrganicDomainListValidations',
    http.post('/NsaApi/KeywordKombat/GetOrganicDomainListValidations', async ({ request, response }) => {
      const { domains } = await request.json();
      return response(200).json(domains.map(validation));
    }),
  ),
];
