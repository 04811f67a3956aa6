/**
 * Keyword Kombat (doc 2 §7): the organic keywords of 2–3 domains compared, from the research
 * corpus (src/server/research/kombat.ts). The contract asks for a session; a user without a full
 * account gets the keyword pages throttled like every research list.
 */
import { isFullUserRequest, type HandlerContext } from './context';
import type { TagHandlers } from './operation';
import { kombatCompetingGroups, kombatDomainValidations, kombatKeywords, kombatVennData } from '../research/kombat';

export function createKombatHandlers(ctx: HandlerContext): TagHandlers<'kombat'> {
  const { db } = ctx;
  return {
    async getOrganicKombatCompetingDomainsKeywordsGroups(request) {
      return kombatCompetingGroups(db, request.body);
    },

    async getOrganicKombatKeywords(request) {
      return kombatKeywords(db, request.body, await isFullUserRequest(db, request));
    },

    async getOrganicKombatVennData(request) {
      return kombatVennData(db, request.body);
    },

    async getOrganicDomainValidation(request) {
      const [validation] = await kombatDomainValidations(db, [request.query.domain], request.query.countryCode);
      return validation!;
    },

    async getOrganicDomainListValidations(request) {
      const { domains, countryCode } = request.body;
      return kombatDomainValidations(db, domains, countryCode);
    },
  };
}
