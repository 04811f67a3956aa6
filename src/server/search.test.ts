/** Search through the Browser: query lookup, suggestions and JsonSearch over the seeded demo index. */
import { beforeAll, describe, expect, it } from 'vitest';

import { MAX_SUGGESTIONS } from './handlers/navigation';
import { QUERY_MESSAGES } from './search/queryType';
import { seedSearchIndex } from './search/seedSearchIndex';
import { contractErrors, countRows, TEST_DATABASES, useTestServer, type Sent } from './testing/harness';

const LOOKUP = '/NsaApi/Search/QueryLookup';
const SEARCH = '/Endpoints/Search/JsonSearch';
const SUGGEST = {
  getSuggestions: '/NsaApi/suggest/getsuggestions',
  getDomainSuggestions: '/NsaApi/suggest/getdomainsuggestions',
  getKeywordSuggestions: '/NsaApi/suggest/getkeywordsuggestions',
} as const;

const url = (path: string, params: Record<string, string | boolean>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

interface SuggestionBody {
  query: string;
  suggestions: { value: string; resultType: string }[];
  isDemoData: boolean;
}

const values = (res: Sent) => (res.body as SuggestionBody).suggestions.map((s) => s.value);
const kinds = (res: Sent) => (res.body as SuggestionBody).suggestions.map((s) => s.resultType);

/** The 400 names query.query (the client shows the typo page). */
function expectMalformed(operationId: string, res: Sent, message?: string) {
  expect(res.status).toBe(400);
  expect(contractErrors(operationId, res)).toEqual([]);
  const fields = (res.body as { fields: { field: string; message: string }[] }).fields;
  expect(fields.map((f) => f.field)).toEqual(['query.query']);
  if (message) expect(fields[0]?.message).toBe(message);
}

describe.each(TEST_DATABASES)('search on %s', (kind) => {
  const server = useTestServer(kind);

  beforeAll(async () => {
    await seedSearchIndex(server.db);
    // One keyword with a dot, outside the demo corpus, to prove "term first".
    await server.db.kysely
      .insertInto('search_keywords')
      .values({ keyword: 'node.js', search_volume: 5, is_demo: 0 })
      .execute();
  });

  describe('lookupQuery', () => {
    const lookup = (params: Record<string, string | boolean>) => server.browser().get(url(LOOKUP, params));

    it('resolves a known domain, stripping scheme and www., marked as demo data', async () => {
      const res = await lookup({ query: 'https://www.Google.com/' });
      expect(res.status).toBe(200);
      expect(contractErrors('lookupQuery', res)).toEqual([]);
      expect(res.body).toMatchObject({
        resultType: 'domain',
        cleansedQuery: 'google.com',
        isSerpBacked: true,
        wasQueryFound: true,
        isDemoData: true,
      });
      expect((res.body as { queryId: unknown }).queryId).toEqual(expect.any(Number));
    });

    it('resolves a url through its known domain', async () => {
      const res = await lookup({ query: 'www.amazon.com/gp/bestsellers?ref=nav' });
      expect(res.status).toBe(200);
      expect(contractErrors('lookupQuery', res)).toEqual([]);
      expect(res.body).toEqual({
        resultType: 'url',
        cleansedQuery: 'amazon.com/gp/bestsellers?ref=nav',
        isSerpBacked: true,
        queryId: null,
        wasQueryFound: true,
        isDemoData: true,
      });
    });

    it('resolves a known keyword as a term', async () => {
      const res = await lookup({ query: '  SEO   Tools ' });
      expect(res.status).toBe(200);
      expect(contractErrors('lookupQuery', res)).toEqual([]);
      expect(res.body).toMatchObject({
        resultType: 'term',
        cleansedQuery: 'seo tools',
        wasQueryFound: true,
        isDemoData: true,
      });
    });

    it('answers an unknown query with its natural reading, not found', async () => {
      const term = await lookup({ query: 'purple unicorn hats' });
      expect(term.status).toBe(200);
      expect(contractErrors('lookupQuery', term)).toEqual([]);
      expect(term.body).toEqual({
        resultType: 'term',
        cleansedQuery: 'purple unicorn hats',
        isSerpBacked: false,
        queryId: null,
        wasQueryFound: false,
        isDemoData: true,
      });
      const domain = await lookup({ query: 'unknown-site.example' });
      expect(domain.body).toMatchObject({
        resultType: 'domain',
        cleansedQuery: 'unknown-site.example',
        wasQueryFound: false,
      });
    });

    it('tries a quoted query as a term first, then as a domain', async () => {
      const known = await lookup({ query: '"node.js"' });
      expect(contractErrors('lookupQuery', known)).toEqual([]);
      expect(known.body).toMatchObject({
        resultType: 'term',
        cleansedQuery: 'node.js',
        wasQueryFound: true,
        isDemoData: false,
      });
      const fallback = await lookup({ query: "'google.com'" });
      expect(fallback.body).toMatchObject({ resultType: 'domain', cleansedQuery: 'google.com', wasQueryFound: true });
      const unquoted = await lookup({ query: 'node.js' });
      expect(unquoted.body).toMatchObject({ resultType: 'domain', cleansedQuery: 'node.js', wasQueryFound: false });
    });

    it('honours tryAsTermFirst', async () => {
      const res = await lookup({ query: 'node.js', tryAsTermFirst: true });
      expect(contractErrors('lookupQuery', res)).toEqual([]);
      expect(res.body).toMatchObject({ resultType: 'term', cleansedQuery: 'node.js', wasQueryFound: true });
      const fallback = await lookup({ query: 'google.com', tryAsTermFirst: true });
      expect(fallback.body).toMatchObject({ resultType: 'domain', wasQueryFound: true });
    });

    it('keeps a site query to domains and URLs', async () => {
      const res = await lookup({ query: '"node.js"', isSiteQuery: true });
      expect(res.body).toMatchObject({ resultType: 'domain', cleansedQuery: 'node.js', wasQueryFound: false });
      expectMalformed('lookupQuery', await lookup({ query: 'seo tools', isSiteQuery: true }), QUERY_MESSAGES.notASite);
    });

    it.each([
      ['a blank query', '   ', QUERY_MESSAGES.blank],
      ['empty quotes', '""', QUERY_MESSAGES.blank],
      ['markup', 'seo <script>', QUERY_MESSAGES.badCharacters],
      ['a control character', 'seo\u0007tools', QUERY_MESSAGES.badCharacters],
      ['an emoji', 'pizza 🍕', QUERY_MESSAGES.badCharacters],
      ['a mis-typed scheme', 'htp://google.com', QUERY_MESSAGES.malformed],
      ['a broken host', 'google..com', QUERY_MESSAGES.malformed],
      ['punctuation only', '?!', QUERY_MESSAGES.malformed],
    ])('refuses %s with a 400 naming query.query', async (_name, query, message) => {
      expectMalformed('lookupQuery', await lookup({ query }), message);
    });

    it('refuses an empty, missing or oversized query before the handler', async () => {
      const b = server.browser();
      expectMalformed('lookupQuery', await b.get(`${LOOKUP}?query=`));
      expectMalformed('lookupQuery', await b.get(LOOKUP), 'is required');
      expectMalformed('lookupQuery', await lookup({ query: 'a'.repeat(2049) }));
    });

    it('refuses a flag that is not a boolean, naming it', async () => {
      const res = await server.browser().get(url(LOOKUP, { query: 'google.com', tryAsTermFirst: 'maybe' }));
      expect(res.status).toBe(400);
      expect(contractErrors('lookupQuery', res)).toEqual([]);
      expect((res.body as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
        'query.tryAsTermFirst',
      ]);
    });
  });

  describe('suggestions', () => {
    const suggest = (op: keyof typeof SUGGEST, query: string) =>
      server.browser().get(url(SUGGEST[op], { query, countryCode: 'US' }));

    it('suggests known domains for a prefix, most popular first', async () => {
      const res = await suggest('getDomainSuggestions', 'goo');
      expect(res.status).toBe(200);
      expect(contractErrors('getDomainSuggestions', res)).toEqual([]);
      expect(values(res)[0]).toBe('google.com');
      expect(values(res).every((v) => v.startsWith('goo'))).toBe(true);
      expect(new Set(kinds(res))).toEqual(new Set(['domain']));
      expect(res.body).toMatchObject({ query: 'goo', isDemoData: true });
    });

    it('reads a domain prefix without scheme or www.', async () => {
      const res = await suggest('getDomainSuggestions', 'https://www.amaz');
      expect(values(res)).toEqual(['amazon.com']);
    });

    it('suggests known keywords for a prefix, highest volume first', async () => {
      const res = await suggest('getKeywordSuggestions', 'SEO to');
      expect(res.status).toBe(200);
      expect(contractErrors('getKeywordSuggestions', res)).toEqual([]);
      expect(values(res)[0]).toBe('seo tools');
      expect(values(res)).toContain('seo tools free');
      expect(values(res).every((v) => v.startsWith('seo to'))).toBe(true);
      expect(new Set(kinds(res))).toEqual(new Set(['term']));
      expect(res.body).toMatchObject({ isDemoData: true });
    });

    it('mixes domains and keywords, keywords first for a word', async () => {
      const res = await suggest('getSuggestions', 'amaz');
      expect(res.status).toBe(200);
      expect(contractErrors('getSuggestions', res)).toEqual([]);
      expect(values(res)).toContain('amazon');
      expect(values(res)).toContain('amazon.com');
      expect(kinds(res)[0]).toBe('term');
      expect(values(res).length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    });

    it('puts domains first for a query with a dot', async () => {
      const res = await suggest('getSuggestions', 'google.');
      expect(contractErrors('getSuggestions', res)).toEqual([]);
      expect(kinds(res)[0]).toBe('domain');
      expect(values(res)[0]).toBe('google.com');
    });

    it.each(Object.keys(SUGGEST) as (keyof typeof SUGGEST)[])('%s caps the list at 10', async (op) => {
      const res = await suggest(op, 'b');
      expect(res.status).toBe(200);
      expect(contractErrors(op, res)).toEqual([]);
      expect(values(res)).toHaveLength(MAX_SUGGESTIONS);
    });

    it.each(Object.keys(SUGGEST) as (keyof typeof SUGGEST)[])(
      '%s answers an empty or blank query with an empty list',
      async (op) => {
        for (const query of ['', '   ']) {
          const res = await suggest(op, query);
          expect(res.status).toBe(200);
          expect(contractErrors(op, res)).toEqual([]);
          expect(res.body).toEqual({ query, suggestions: [], isDemoData: true });
        }
      },
    );

    it.each(Object.keys(SUGGEST) as (keyof typeof SUGGEST)[])(
      '%s answers an unknown prefix with an empty list',
      async (op) => {
        const res = await suggest(op, 'zzqx');
        expect(res.status).toBe(200);
        expect(values(res)).toEqual([]);
      },
    );

    it.each(Object.keys(SUGGEST) as (keyof typeof SUGGEST)[])(
      '%s refuses a missing or oversized query, naming it',
      async (op) => {
        expectMalformed(op, await server.browser().get(SUGGEST[op]), 'is required');
        expectMalformed(op, await suggest(op, 'a'.repeat(2049)));
      },
    );
  });

  describe('jsonSearch', () => {
    it('counts a logged-out visitor’s searches and shows the paywall after the first', async () => {
      const b = server.browser();
      const first = await b.get(url(SEARCH, { query: 'google.com', countryCode: 'US' }));
      expect(first.status).toBe(200);
      expect(contractErrors('jsonSearch', first)).toEqual([]);
      expect(first.body).toMatchObject({
        searchResult: { resultType: 'domain', cleansedQuery: 'google.com', wasQueryFound: true, isDemoData: true },
        searchCount: 1,
        showPaywall: false,
      });
      const second = await b.get(url(SEARCH, { query: 'seo tools' }));
      expect(contractErrors('jsonSearch', second)).toEqual([]);
      expect(second.body).toMatchObject({ searchResult: { resultType: 'term' }, searchCount: 2, showPaywall: true });
    });

    it('never shows the paywall to a logged-in user', async () => {
      const b = server.browser();
      await b.register(`searcher.${kind}@example.com`);
      await b.get(url(SEARCH, { query: 'google.com' }));
      const res = await b.get(url(SEARCH, { query: 'amazon' }));
      expect(res.status).toBe(200);
      expect(contractErrors('jsonSearch', res)).toEqual([]);
      expect(res.body).toMatchObject({ searchCount: 2, showPaywall: false });
    });

    it('treats the query as a site only when asked (isSiteQuery defaults to false)', async () => {
      const res = await server.browser().get(url(SEARCH, { query: '"node.js"' }));
      expect(res.body).toMatchObject({ searchResult: { resultType: 'term', wasQueryFound: true, isDemoData: false } });
      const site = await server.browser().get(url(SEARCH, { query: '"node.js"', isSiteQuery: true }));
      expect(site.body).toMatchObject({ searchResult: { resultType: 'domain' } });
    });

    it('refuses a malformed query with a 400 naming query.query, and counts nothing', async () => {
      const before = await countRows(server.db, 'search_log');
      const b = server.browser();
      expectMalformed('jsonSearch', await b.get(url(SEARCH, { query: 'http:/google.com' })), QUERY_MESSAGES.malformed);
      expectMalformed('jsonSearch', await b.get(url(SEARCH, { query: 'seo tools', isSiteQuery: true })));
      expectMalformed('jsonSearch', await b.get(SEARCH), 'is required');
      expect(await countRows(server.db, 'search_log')).toBe(before);
    });
  });

  describe('login-free', () => {
    it.each([
      ['lookupQuery', url(LOOKUP, { query: 'google.com' })],
      ['jsonSearch', url(SEARCH, { query: 'google.com' })],
      ['getSuggestions', url(SUGGEST.getSuggestions, { query: 'goo' })],
      ['getDomainSuggestions', url(SUGGEST.getDomainSuggestions, { query: 'goo' })],
      ['getKeywordSuggestions', url(SUGGEST.getKeywordSuggestions, { query: 'goo' })],
    ])('%s answers a visitor without a session or CSRF token', async (operationId, path) => {
      const res = await server.browser().get(path, { csrf: false });
      expect(res.status).toBe(200);
      expect(contractErrors(operationId, res)).toEqual([]);
    });
  });

  describe('authorisation', () => {
    it("one visitor's searches never count toward another's paywall", async () => {
      const a = server.browser();
      const b = server.browser();
      await a.get(url(SEARCH, { query: 'google.com' }));
      await a.get(url(SEARCH, { query: 'google.com' }));
      const other = await b.get(url(SEARCH, { query: 'google.com' }));
      expect(other.body).toMatchObject({ searchCount: 1, showPaywall: false });
      const again = await a.get(url(SEARCH, { query: 'google.com' }));
      expect(again.body).toMatchObject({ searchCount: 3, showPaywall: true });
    });
  });
});

describe.each(TEST_DATABASES)('search over an empty index on %s', (kind) => {
  const server = useTestServer(kind);

  it('finds nothing, and does not claim demo data', async () => {
    const b = server.browser();
    const lookup = await b.get(url(LOOKUP, { query: 'google.com' }));
    expect(lookup.status).toBe(200);
    expect(contractErrors('lookupQuery', lookup)).toEqual([]);
    expect(lookup.body).toMatchObject({ wasQueryFound: false, queryId: null, isDemoData: false });
    const suggestions = await b.get(url(SUGGEST.getSuggestions, { query: 'goo' }));
    expect(contractErrors('getSuggestions', suggestions)).toEqual([]);
    expect(suggestions.body).toEqual({ query: 'goo', suggestions: [], isDemoData: false });
  });
});
