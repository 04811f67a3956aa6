/**
 * The navigation tag: query lookup, suggestions and JsonSearch over the search index (doc 1 §4
 * steps 7–8, §7), the session poll and heartbeat, the page pixel and the logged-in event log.
 * Every search answer says whether it comes from the seeded demo corpus (isDemoData), so the client
 * can mark demo data wherever it shows. The searches need no login (the contract declares no security).
 */
import type { FastifyRequest } from 'fastify';

import bundle from '../../api/openapi.gen.json';
import { schemaLimit } from '../../lib/openapi/operations';
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
import { ensureVisitor } from '../sessions';
import {
  exceedsSessionLimit,
  hasTooManySessions,
  logEvent,
  requireUser,
  type HandlerContext,
  type Schemas,
} from './context';
import type { TagHandlers } from './operation';

type SearchResult = Schemas['SearchResult'];
type SuggestionList = Schemas['SuggestionList'];
type Suggestion = Schemas['Suggestion'];

/** The most suggestions one answer carries (the contract's maxItems). */
export const MAX_SUGGESTIONS = schemaLimit(bundle, 'SuggestionList', 'suggestions', 'maxItems');
/** In the mixed list, each kind gets at least this many places when it has them. */
const MIXED_SHARE = MAX_SUGGESTIONS / 2;
const QUERY_FIELD = 'query.query';

/** The 1×1 transparent GIF of the page pixel (the contract's example). */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function createNavigationHandlers(ctx: HandlerContext): TagHandlers<'navigation'> {
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

  async function pollAnswer(request: FastifyRequest): Promise<Schemas['SessionPollResponse']> {
    if (request.rs.killedSession) return { hasTooManyLogins: false, isSessionKilled: true };
    const { user, facts } = request.rs;
    if (!user) return { hasTooManyLogins: false, isSessionKilled: false };
    // The live sessions loadSession counted with the session, when it did (see SESSION_FACTS_OPERATIONS).
    const hasTooManyLogins =
      facts?.userId === user.id
        ? exceedsSessionLimit(ctx, user, facts.activeSessionCount)
        : await hasTooManySessions(ctx, user);
    return { hasTooManyLogins, isSessionKilled: false };
  }

  return {
    async lookupQuery(request) {
      const { query, tryAsTermFirst = false, isSiteQuery = false } = request.query;
      return resolve(query, { tryAsTermFirst, isSiteQuery });
    },

    async jsonSearch(request, reply) {
      const { query, isSiteQuery = false } = request.query;
      const searchResult = await resolve(query, { isSiteQuery });
      const visitor = ensureVisitor(request, reply);
      const user = request.rs.user;
      await logSearch(db, {
        visitorId: visitor.id,
        userId: user?.id ?? null,
        query: searchResult.cleansedQuery,
        resultType: searchResult.resultType,
        wasFound: searchResult.wasQueryFound,
      });
      const searchCount = await countSearches(db, visitor.id);
      return {
        searchResult,
        searchCount,
        showPaywall: paywallApplies(user !== null, searchCount),
      };
    },

    async getSuggestions(request) {
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

    async getDomainSuggestions(request) {
      const { query } = request.query;
      return suggestionList(query, await domainSuggestions(query, MAX_SUGGESTIONS));
    },

    async getKeywordSuggestions(request) {
      const { query } = request.query;
      return suggestionList(query, await keywordSuggestions(query, MAX_SUGGESTIONS));
    },

    async pollSession(request) {
      return pollAnswer(request);
    },

    async sendSessionHeartbeat(request) {
      const session = request.rs.session;
      const path = request.body?.path;
      if (session && path !== undefined) {
        await db.kysely.updateTable('sessions').set({ last_path: path }).where('id', '=', session.id).execute();
      }
      return pollAnswer(request);
    },

    /** A missed search of a logged-in user (anonymous callers get the security scheme's 401). */
    async logLoggedInEvent(request, reply) {
      requireUser(request);
      const { eventName, eventCategory, eventAction, pageName = '' } = request.query;
      await logEvent(ctx, request, 'logged_in_event', { eventName, eventCategory, eventAction, pageName });
      return reply.code(204).send();
    },

    /** The page pixel: logs the page view (anonymous ones too) and answers a transparent GIF. */
    async getPagePixel(request, reply) {
      await logEvent(ctx, request, 'page_view', { url: request.query.url });
      return reply.code(200).header('Cache-Control', 'no-store').type('image/gif').send(PIXEL_GIF);
    },
  };
}
