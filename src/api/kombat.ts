/**
 * API calls of the `kombat` tag: Keyword Kombat: domain comparison (doc 2 §7).
 * One function per operation, named after its operationId and typed from schema.gen.ts, so a change in
 * openapi/ breaks the build here. Each resolves with the 2xx body or throws an ApiError (see
 * ./client.ts).
 */
import { type Data, get, type JsonBody, post, type Query } from './client';

/**
 * POST /NsaApi/KeywordKombat/GetOrganicDomainListValidations: Validate several domains at once. Path or payload of
 * our design (x-inferred).
 */
export function getOrganicDomainListValidations(
  body: JsonBody<'getOrganicDomainListValidations'>,
): Promise<Data<'getOrganicDomainListValidations'>> {
  return post('/NsaApi/KeywordKombat/GetOrganicDomainListValidations', body);
}

/**
 * GET /NsaApi/KeywordKombat/GetOrganicDomainValidation: Check that a domain has organic data (Kombat input). Path
 * or payload of our design (x-inferred).
 */
export function getOrganicDomainValidation(
  query: Query<'getOrganicDomainValidation'>,
): Promise<Data<'getOrganicDomainValidation'>> {
  return get('/NsaApi/KeywordKombat/GetOrganicDomainValidation', { query });
}

/**
 * POST /NsaApi/KeywordKombat/GetOrganicKombatCompetingDomainsKeywordsGroups: Keyword counts of each overlap region
 * of 2–3 domains. Path or payload of our design (x-inferred).
 */
export function getOrganicKombatCompetingDomainsKeywordsGroups(
  body: JsonBody<'getOrganicKombatCompetingDomainsKeywordsGroups'>,
): Promise<Data<'getOrganicKombatCompetingDomainsKeywordsGroups'>> {
  return post('/NsaApi/KeywordKombat/GetOrganicKombatCompetingDomainsKeywordsGroups', body);
}

/**
 * POST /NsaApi/KeywordKombat/GetOrganicKombatKeywords: One page of the compared domains' organic keywords. Path or
 * payload of our design (x-inferred).
 */
export function getOrganicKombatKeywords(
  body: JsonBody<'getOrganicKombatKeywords'>,
): Promise<Data<'getOrganicKombatKeywords'>> {
  return post('/NsaApi/KeywordKombat/GetOrganicKombatKeywords', body);
}

/**
 * POST /NsaApi/KeywordKombat/GetOrganicKombatVennData: Venn chart data (circle and intersection sizes). Path or
 * payload of our design (x-inferred).
 */
export function getOrganicKombatVennData(
  body: JsonBody<'getOrganicKombatVennData'>,
): Promise<Data<'getOrganicKombatVennData'>> {
  return post('/NsaApi/KeywordKombat/GetOrganicKombatVennData', body);
}
