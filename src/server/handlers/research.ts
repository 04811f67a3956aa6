/**
 * Research: figures computed from the SERP snapshot corpus (src/server/research). Public like
 * search: the contract declares no security; throttling for visitors and free users is the
 * server's, per operation, as the lists arrive; so is leaving out the columns a table hides.
 */
import type { FastifyRequest } from 'fastify';

import { isFullUserRequest, type HandlerContext } from './context';
import type { TagHandlers } from './operation';
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
import { withVisibleColumns } from '../research/visibleColumns';

export function createResearchHandlers(ctx: HandlerContext): TagHandlers<'research'> {
  const { db } = ctx;

  const isFullUser = (request: FastifyRequest) => isFullUserRequest(db, request);

  return {
    async getDomainOverview(request) {
      const { query, curve } = request.query;
      return domainOverview(db, query, curve);
    },

    async getUrlOverview(request) {
      const { query, curve } = request.query;
      return urlOverview(db, query, curve);
    },

    async getDomainOrganicKeywords(request) {
      const page = await domainOrganicKeywordsPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'OrganicKeywordColumn');
    },

    async getDomainPaidKeywords(request) {
      const page = await domainPaidKeywordsPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'PaidKeywordColumn');
    },

    async getPaidAdvisor(request) {
      const page = await paidAdvisorPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'PaidAdvisorColumn');
    },

    async getDomainCompetitors(request) {
      const page = await domainCompetitorsPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'CompetitorColumn');
    },

    async getDomainTopPages(request) {
      const page = await domainTopPagesPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'TopPageColumn');
    },

    async getDomainRankingHistory(request) {
      const page = await domainRankingHistoryPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'RankingHistoryColumn');
    },

    async getDomainRankingHistorySeries(request) {
      return domainRankingHistorySeries(db, request.query);
    },

    async getKeywordOverview(request) {
      return keywordOverview(db, request.query);
    },

    async getKeywordAdHistory(request) {
      const page = await keywordAdHistoryPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'AdHistoryColumn');
    },

    async getKeywordSerpAnalysis(request) {
      return keywordSerpAnalysis(db, request.query, await isFullUser(request));
    },

    async getRelatedKeywords(request) {
      const page = await relatedKeywordsPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'RelatedKeywordColumn');
    },

    async getBacklinks(request) {
      const page = await backlinksPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'BacklinkColumn');
    },

    async getKeywordBacklinks(request) {
      const page = await keywordBacklinksPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'KeywordBacklinkColumn');
    },

    async getOutreachTopDomains(request) {
      const page = await outreachTopDomainsPage(db, request.query, await isFullUser(request));
      return withVisibleColumns(page, request.query.visibleColumns, 'OutreachDomainColumn');
    },
  };
}
