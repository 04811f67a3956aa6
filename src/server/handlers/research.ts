/**
 * Research: figures computed from the SERP snapshot corpus (src/server/research). Public like
 * search: the contract declares no security; throttling for visitors and free users is the
 * server's, per operation, as the lists arrive.
 */
import { planHolderOfRequest, type HandlerContext, type Handlers, type Query } from './context';
import type { operations } from '../../api/schema.gen';
import { keywordOverview } from '../research/keywordOverview';
import { domainOrganicKeywordsPage, domainOverview } from '../research/overview';

type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

export function createResearchHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;
  const handlers = {
    async getDomainOverview(request: Query<QueryOf<'getDomainOverview'>>) {
      const { query, curve } = request.query;
      return domainOverview(db, query, curve);
    },

    async getDomainOrganicKeywords(request: Query<QueryOf<'getDomainOrganicKeywords'>>) {
      const user = request.rs.user;
      const isFullUser = user !== null && (await planHolderOfRequest(db, request, user)).is_full_user === 1;
      return domainOrganicKeywordsPage(db, request.query, isFullUser);
    },

    async getKeywordOverview(request: Query<QueryOf<'getKeywordOverview'>>) {
      return keywordOverview(db, request.query);
    },
  };
  // Fastify validated each request against the contract, so its query has the operation's shape.
  return handlers as unknown as Handlers;
}
