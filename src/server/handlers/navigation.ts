/**
 * The navigation tag's search operations: query lookup, suggestions and JsonSearch over the search
 * index (doc 1 §4 steps 7–8, §7). (The tag's session poll, page pixel and event logging are still
 * in session.ts and account.ts.)
 * Every answer says whether it comes from the seeded demo corpus (isDemoData), so the client can
 * mark demo data wherever it shows. The operations need no login (the contract declares no security).
 */
import type { FastifyReply } from 'fastify';

import type { operations } from '../../api/schema.gen';
import { FieldValidationError } from '../errors';
import { classifyQuery, domainPrefix, keywordPrefix, type QueryFlags } from '../search/queryType';
import {
  countSearches,
  findInterpretation,
  indexHoldsDemoData,
  logSearch,
  paywallApplies,
  suggestDomains,
  suggestKeywords,
  type IndexHit,
} from '../search/searchIndex';
import { ensureSession } from '../sessions';
import type { HandlerContext, Handlers, Query, Schemas } from './context';

type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;
type SearchResult = Schemas['SearchResult'];
type SuggestionList = Schemas['SuggestionList'];
type Suggestion = Schemas['Suggestion'];

/** The most suggestions one answer carries (the contract's maxItems). */
export const MAX_SUGGESTIONS = 10;
/** In the mixed list, each kind gets at least this many places when it has them. */
const MIXED_SHARE = MAX_SUGGESTIONS / 2;
const QUERY_FIELD = 'query.query';

export function createNavigationHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;

  /** Classifies and resolves a query against the index; a malformed one is a 400 naming the field. */
  async function resolve(raw: string, flags: QueryFlags): Promise<SearchResult> {
    const classification = classifyQuery(raw, flags);
    if (!classification.ok) throw new FieldValidationError([{ field: QUERY_FIELD, message: classification.message }]);
    const { interpretations } = classification;
    for (const interpretation of interpretations) {
      const hit = await findInterpretation(db, interpretation);
      if (hit) return found(interpretation.resultType, interpretation.cleansedQuery, hit);
    }
    // Nothing known: the query's natural reading (the last one), not found.
    const natural = interpretations[interpretations.length - 1] ?? interpretations[0];
    return {
      resultType: natural.resultType,
      cleansedQuery: natural.cleansedQuery,
      isSerpBacked: false,
      queryId: null,
      wasQueryFound: false,
      isDemoData: await indexHoldsDemoData(db),
    };
  }

  function found(resultType: SearchResult['resultType'], cleansedQuery: string, hit: IndexHit): SearchResult {
    return {
      resultType,
      cleansedQuery,
      isSerpBacked: true,
      // The index holds domains, not single pages: a url is found through its domain, with no id of its own.
      queryId: resultType === 'url' ? null : hit.id,
      wasQueryFound: true,
      isDemoData: hit.isDemo,
    };
  }

  async function suggestionList(query: string, rows: (Suggestion & { isDemo: boolean })[]): Promise<SuggestionList> {
    return {
      query,
      suggestions: rows.map(({ value, resultType }) => ({ value, resultType })),
      isDemoData: rows.length > 0 ? rows.some((row) => row.isDemo) : await indexHoldsDemoData(db),
    };
  }

  const domainSuggestions = async (query: string, limit: number) =>
    (await suggestDomains(db, domainPrefix(query), limit)).map((row) => ({
      value: row.domain,
      resultType: 'domain' as const,
      isDemo: row.isDemo,
    }));

  const keywordSuggestions = async (query: string, limit: number) =>
    (await suggestKeywords(db, keywordPrefix(query), limit)).map((row) => ({
      value: row.keyword,
      resultType: 'term' as const,
      isDemo: row.isDemo,
    }));

  const handlers = {
    async lookupQuery(request: Query<QueryOf<'lookupQuery'>>) {
      const { query, tryAsTermFirst = false, isSiteQuery = false } = request.query;
      return resolve(query, { tryAsTermFirst, isSiteQuery });
    },

    async jsonSearch(request: Query<QueryOf<'jsonSearch'>>, reply: FastifyReply) {
      const { query, isSiteQuery = false } = request.query;
      const searchResult = await resolve(query, { isSiteQuery });
      const session = await ensureSession(db, request, reply);
      const user = request.rs.user;
      await logSearch(db, {
        sessionId: session.id,
        userId: user?.id ?? null,
        query: searchResult.cleansedQuery,
        resultType: searchResult.resultType,
        wasFound: searchResult.wasQueryFound,
      });
      const searchCount = await countSearches(db, session.id);
      const body: Schemas['JsonSearchResponse'] = {
        searchResult,
        searchCount,
        showPaywall: paywallApplies(user !== null, searchCount),
      };
      return body;
    },

    async getSuggestions(request: Query<QueryOf<'getSuggestions'>>) {
      const { query } = request.query;
      const [domains, keywords] = await Promise.all([
        domainSuggestions(query, MAX_SUGGESTIONS),
        keywordSuggestions(query, MAX_SUGGESTIONS),
      ]);
      // Each kind gets half the places, and fills what the other leaves; a query with a dot
      // reads as a domain, so domains lead then.
      const domainCount = Math.min(domains.length, Math.max(MIXED_SHARE, MAX_SUGGESTIONS - keywords.length));
      const keywordCount = Math.min(keywords.length, MAX_SUGGESTIONS - domainCount);
      const chosenDomains = domains.slice(0, domainCount);
      const chosenKeywords = keywords.slice(0, keywordCount);
      const rows = query.includes('.') ? [...chosenDomains, ...chosenKeywords] : [...chosenKeywords, ...chosenDomains];
      return suggestionList(query, rows);
    },

    async getDomainSuggestions(request: Query<QueryOf<'getDomainSuggestions'>>) {
      const { query } = request.query;
      return suggestionList(query, await domainSuggestions(query, MAX_SUGGESTIONS));
    },

    async getKeywordSuggestions(request: Query<QueryOf<'getKeywordSuggestions'>>) {
      const { query } = request.query;
      return suggestionList(query, await keywordSuggestions(query, MAX_SUGGESTIONS));
    },
  };
  // Fastify validated each request against the contract, so its query has the operation's shape.
  return handlers as unknown as Handlers;
}
