/**
 * Research: figures computed from the SERP snapshot corpus (src/server/research). Public like
 * search: the contract declares no security; throttling for visitors and free users is the
 * server's, per operation, as the lists arrive.
 */
import { planHolderOfRequest, type HandlerContext } from './context';
import type { TagHandlers } from './operation';
import { keywordOverview } from '../research/keywordOverview';
import { domainOrganicKeywordsPage, domainOverview } from '../research/overview';

export function createResearchHandlers(ctx: HandlerContext): TagHandlers<'research'> {
  const { db } = ctx;
  return {
    async getDomainOverview(request) {
      const { query, curve } = request.query;
      return domainOverview(db, query, curve);
    },

    async getDomainOrganicKeywords(request) {
      const user = request.rs.user;
      const isFullUser = user !== null && (await planHolderOfRequest(db, request, user)).is_full_user === 1;
      return domainOrganicKeywordsPage(db, request.query, isFullUser);
    },

    async getKeywordOverview(request) {
      return keywordOverview(db, request.query);
    },
  };
}
