/** Keyword Kombat: domain comparison (doc 2 §7); fixture-based, echoing the requested domains. */
import {
  buildKombatCompetingGroupsResponse,
  buildKombatDomainValidation,
  buildKombatKeywordsResponse,
  buildKombatVennData,
} from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';

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

export const kombatHandlers = [
  mockFor(
    'getOrganicKombatCompetingDomainsKeywordsGroups',
    http.post('/NsaApi/KeywordKombat/GetOrganicKombatCompetingDomainsKeywordsGroups', async ({ request, response }) => {
      const { domains } = await request.json();
      const example = buildKombatCompetingGroupsResponse();
      return response(200).json({
        ...example,
        domains,
        groups: example.groups
          .map((g) => ({ ...g, domains: g.domains.filter((d) => domains.includes(d)) }))
          .filter((g) => g.domains.length > 0),
      });
    }),
  ),
  mockFor(
    'getOrganicKombatKeywords',
    http.post('/NsaApi/KeywordKombat/GetOrganicKombatKeywords', async ({ request, response }) => {
      const { domains, segment } = await request.json();
      const example = buildKombatKeywordsResponse();
      // The fixture's rows, with a position (or none) for each domain asked about.
      const keywords = example.keywords.map((row) => ({
        ...row,
        ranks: domains.map((domain) => ({ domain, rank: row.ranks.find((r) => r.domain === domain)?.rank ?? null })),
      }));
      return response(200).json({ ...example, domains, segment: segment ?? 'core', keywords });
    }),
  ),
  mockFor(
    'getOrganicKombatVennData',
    http.post('/NsaApi/KeywordKombat/GetOrganicKombatVennData', async ({ request, response }) => {
      const { domains } = await request.json();
      const example = buildKombatVennData();
      return response(200).json({
        ...example,
        domains,
        sets: example.sets.filter((s) => s.sets.every((d) => domains.includes(d))),
      });
    }),
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
