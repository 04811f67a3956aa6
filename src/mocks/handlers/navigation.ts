/** Suggestions, search, query lookup, session poll, page pixel and event logging (doc 1 §7). */
import { HttpResponse } from 'msw';

import * as db from '../db';
import { PIXEL_GIF_BASE64, buildJsonSearchResponse, buildSearchResult, buildSuggestionList } from '../fixtures';
import { http } from '../http';
import { mockFor } from '../registry';
import type { Schemas } from '../spec';

type ResultType = Schemas['SearchResultType'];

/** The result type of a query: quoted or spaced text is a term, a path makes a url, else a domain. */
export function resolveQuery(raw: string, tryAsTermFirst = false): { resultType: ResultType; cleansedQuery: string } {
  const trimmed = raw.trim();
  const quoted = /^(["']).*\1$/.test(trimmed) && trimmed.length >= 2;
  const text = quoted ? trimmed.slice(1, -1).trim() : trimmed;
  const cleansed = text.replace(/^https?:\/\//i, '').replace(/^www\./i, '');
  if (quoted || tryAsTermFirst || /\s/.test(text) || !/\.[a-z]{2,}/i.test(text)) {
    return { resultType: 'term', cleansedQuery: text.toLowerCase() };
  }
  const hasPath = /\/./.test(cleansed);
  return {
    resultType: hasPath ? 'url' : 'domain',
    cleansedQuery: hasPath ? cleansed : cleansed.replace(/\/$/, '').toLowerCase(),
  };
}

function suggestions(query: string, kind: 'all' | 'domain' | 'term'): Schemas['SuggestionList'] {
  const base = query.trim().toLowerCase();
  const domain = { value: `${base.replace(/\s+/g, '')}.com`, resultType: 'domain' as const };
  const term = { value: `${base} tools`, resultType: 'term' as const };
  const list = kind === 'domain' ? [domain] : kind === 'term' ? [term] : [domain, term];
  return buildSuggestionList({ query, suggestions: base === '' ? [] : list });
}

export const navigationHandlers = [
  mockFor(
    'getSuggestions',
    http.get('/NsaApi/suggest/getsuggestions', ({ query, response }) =>
      response(200).json(suggestions(query.get('query') ?? '', 'all')),
    ),
  ),
  mockFor(
    'getDomainSuggestions',
    http.get('/NsaApi/suggest/getdomainsuggestions', ({ query, response }) =>
      response(200).json(suggestions(query.get('query') ?? '', 'domain')),
    ),
  ),
  mockFor(
    'getKeywordSuggestions',
    http.get('/NsaApi/suggest/getkeywordsuggestions', ({ query, response }) =>
      response(200).json(suggestions(query.get('query') ?? '', 'term')),
    ),
  ),
  mockFor(
    'lookupQuery',
    http.get('/NsaApi/Search/QueryLookup', ({ query, response }) =>
      response(200).json(
        buildSearchResult(resolveQuery(query.get('query') ?? '', query.get('tryAsTermFirst') === 'true')),
      ),
    ),
  ),
  mockFor(
    'jsonSearch',
    http.get('/Endpoints/Search/JsonSearch', ({ query, response }) => {
      const mock = db.getMockDb();
      const searchCount = (mock.tracking.searchCount ?? 0) + 1;
      mock.tracking = { ...mock.tracking, searchCount };
      const example = buildJsonSearchResponse();
      return response(200).json({
        ...example,
        searchResult: { ...example.searchResult, ...resolveQuery(query.get('query') ?? '') },
        searchCount,
        showPaywall: !mock.user.isLoggedIn && searchCount > 1 && !mock.tracking.isPaywallDisabled,
      });
    }),
  ),
  mockFor(
    'pollSession',
    http.get('/endpoints/poll', ({ response }) => {
      const { user, isSessionKilled } = db.getMockDb();
      return response(200).json({ hasTooManyLogins: user.isTooManyActiveSessions, isSessionKilled });
    }),
  ),
  mockFor(
    'sendSessionHeartbeat',
    http.post('/endpoints/poll', ({ response }) => {
      const { user, isSessionKilled } = db.getMockDb();
      return response(200).json({ hasTooManyLogins: user.isTooManyActiveSessions, isSessionKilled });
    }),
  ),
  mockFor(
    'getPagePixel',
    http.get('/home/pixel', ({ response }) => {
      const bytes = Uint8Array.from(atob(PIXEL_GIF_BASE64), (c) => c.charCodeAt(0));
      return response.untyped(new HttpResponse(bytes, { status: 200, headers: { 'Content-Type': 'image/gif' } }));
    }),
  ),
  mockFor(
    'logLoggedInEvent',
    http.get('/endpoints/accountapi/performloggedineventlogging', ({ response }) => response(204).empty()),
  ),
];
