/**
 * Research: figures computed from the SERP snapshot corpus (src/server/research). Public like
 * search: the contract declares no security; throttling for visitors and free users is the
 * server's, per operation, as the lists arrive; so is leaving out the columns a table hides.
 */
import type { FastifyRequest } from 'fastify';

import { isFullUserRequest, type HandlerContext } from './context';
import type { TagHandlers } from './operation';
import type { Db } from '../db';
import { keywordAdHistoryPage } from '../research/adHistory';
import { paidAdvisorPage } from '../research/advisor';
import { backlinksPage, keywordBacklinksPage } from '../research/backlinks';
import { domainCompetitorsPage } from '../research/competitors';
import { keywordOverview } from '../research/keywordOverview';
import { outreachTopDomainsPage } from '../research/outreach';
import { domainOrganicKeywordsPage, domainOverview, urlOverview } from '../research/overview';
import { domainPaidKeywordsPage } from '../research/paidKeywords';
import { domainRankingHistoryPage, domainRankingHistorySeries } from '../research/rankingHistory';
import { relatedKeywordsPage } from '../research/relatedKeywords';
import { keywordSerpAnalysis } from '../research/serpAnalysis';
import { domainTopPagesPage } from '../research/topPages';
import { withVisibleColumns, type ListColumns } from '../research/visibleColumns';

export function createResearchHandlers(ctx: HandlerContext): TagHandlers<'research'> {
  const { db } = ctx;

  const isFullUser = (request: FastifyRequest) => isFullUserRequest(db, request);

  /** A list operation: the caller's page (throttled unless a full user), less the columns the table hides. */
  const list =
    <Query extends { visibleColumns?: string }, Answer extends { rows: readonly object[] }>(
      pageOf: (database: Db, query: Query, fullUser: boolean, request: FastifyRequest) => Promise<Answer>,
      columns: ListColumns,
    ) =>
    async (request: FastifyRequest & { query: Query }) =>
      withVisibleColumns(
        await pageOf(db, request.query, await isFullUser(request), request),
        request.query.visibleColumns,
        columns,
      );

  return {
    async getDomainOverview(request) {
      const { query, curve } = request.query;
      // Search Console figures only for the site's owner and admins (research/searchConsole.ts).
      return domainOverview(db, query, curve, request.rs.user);
    },

    async getUrlOverview(request) {
      const { query, curve } = request.query;
      return urlOverview(db, query, curve);
    },

    getDomainOrganicKeywords: list(
      (database, query: Parameters<typeof domainOrganicKeywordsPage>[1], fullUser, request) =>
        domainOrganicKeywordsPage(database, query, fullUser, request.rs.user),
      'OrganicKeywordColumn',
    ),

    getDomainPaidKeywords: list(domainPaidKeywordsPage, 'PaidKeywordColumn'),

    getPaidAdvisor: list(paidAdvisorPage, 'PaidAdvisorColumn'),

    getDomainCompetitors: list(domainCompetitorsPage, 'CompetitorColumn'),

    getDomainTopPages: list(domainTopPagesPage, 'TopPageColumn'),

    getDomainRankingHistory: list(domainRankingHistoryPage, 'RankingHistoryColumn'),

    async getDomainRankingHistorySeries(request) {
      return domainRankingHistorySeries(db, request.query);
    },

    async getKeywordOverview(request) {
      return keywordOverview(db, request.query);
    },

    getKeywordAdHistory: list(keywordAdHistoryPage, 'AdHistoryColumn'),

    async getKeywordSerpAnalysis(request) {
      return keywordSerpAnalysis(db, request.query, await isFullUser(request));
    },

    getRelatedKeywords: list(relatedKeywordsPage, 'RelatedKeywordColumn'),

    getBacklinks: list(backlinksPage, 'BacklinkColumn'),

    getKeywordBacklinks: list(keywordBacklinksPage, 'KeywordBacklinkColumn'),

    getOutreachTopDomains: list(outreachTopDomainsPage, 'OutreachDomainColumn'),
  };
}
