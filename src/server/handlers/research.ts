/**
 * Research: figures computed from the SERP snapshot corpus (src/server/research). Public like
 * search: the contract declares no security; throttling for visitors and free users is the
 * server's, per operation, as the lists arrive.
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
      return domainOrganicKeywordsPage(db, request.query, await isFullUser(request));
    },

    async getDomainPaidKeywords(request) {
      return domainPaidKeywordsPage(db, request.query, await isFullUser(request));
    },

    async getPaidAdvisor(request) {
      return paidAdvisorPage(db, request.query, await isFullUser(request));
    },

    async getDomainCompetitors(request) {
      return domainCompetitorsPage(db, request.query, await isFullUser(request));
    },

    async getDomainTopPages(request) {
      return domainTopPagesPage(db, request.query, await isFullUser(request));
    },

    async getDomainRankingHistory(request) {
      return domainRankingHistoryPage(db, request.query, await isFullUser(request));
    },

    async getDomainRankingHistorySeries(request) {
      return domainRankingHistorySeries(db, request.query);
    },

    async getKeywordOverview(request) {
      return keywordOverview(db, request.query);
    },

    async getKeywordAdHistory(request) {
      return keywordAdHistoryPage(db, request.query, await isFullUser(request));
    },

    async getKeywordSerpAnalysis(request) {
      return keywordSerpAnalysis(db, request.query, await isFullUser(request));
    },

    async getRelatedKeywords(request) {
      return relatedKeywordsPage(db, request.query, await isFullUser(request));
    },

    async getBacklinks(request) {
      return backlinksPage(db, request.query, await isFullUser(request));
    },

    async getKeywordBacklinks(request) {
      return keywordBacklinksPage(db, request.query, await isFullUser(request));
    },

    async getOutreachTopDomains(request) {
      return outreachTopDomainsPage(db, request.query, await isFullUser(request));
    },
  };
}
