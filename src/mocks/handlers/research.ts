/** Research figures (ours): the fixture's figures, for the domain asked about. */
import { throttledRow } from '../../api/throttledRow';
import { blankHiddenColumns } from '../../lib/columns';
import { schemaEnum } from '../../lib/openapi/operations';
import { FREE_RESEARCH_ROWS } from '../../lib/spec/research';
import * as db from '../db';
import {
  buildBacklinks,
  buildDomainCompetitors,
  buildDomainOrganicKeywords,
  buildDomainOverview,
  buildDomainPaidKeywords,
  buildPaidAdvisor,
  buildDomainRankingHistory,
  buildDomainRankingHistorySeries,
  buildDomainTopPages,
  buildKeywordAdHistory,
  buildKeywordBacklinks,
  buildKeywordOverview,
  buildKeywordSerpAnalysis,
  buildOutreachTopDomains,
  buildRelatedKeywords,
  buildUrlOverview,
  buildOrganicKeywordRows,
  MOCK_ORGANIC_RIVALS,
} from '../fixtures/research';
import { http } from '../http';
import { mockFor } from '../registry';
import { bundle, type Schemas } from '../spec';

/** The page of a research query as the server reads it: lower-case host without scheme or www, and path. */
const pageOf = (query: string) => {
  const page = query
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .split('#')[0]!;
  const slash = page.search(/[/?]/);
  const host = (slash === -1 ? page : page.slice(0, slash)).toLowerCase();
  const path = slash === -1 ? '/' : page.slice(slash).replace(/^\?/, '/?');
  return { host, url: `${host}${path}` };
};

/** A keyword as the server keys it: lower case, single spaces. */
const termOf = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase();

/** The domain of a research query (the mock does not group subdomains; the server does). */
const domainOf = (query: string) => pageOf(query).host;

type OrganicRow = ReturnType<typeof buildOrganicKeywordRows>[number];
/** The organic list's column ids, as the contract enumerates them. */
const ORGANIC_COLUMNS = schemaEnum(bundle, 'OrganicKeywordColumn') as Schemas['OrganicKeywordColumn'][];

/**
 * A page of the mock's organic keywords as the server answers it: the segment (core and missing
 * compare with MOCK_ORGANIC_RIVALS), filterText, sortBy/sortDirection (default clicks desc; empty
 * values last either way), startRow/rowsPerPage, visibleColumns (other cells null) and throttling
 * past FREE_RESEARCH_ROWS for a visitor or a free user.
 */
function organicKeywordsPage(
  domain: string,
  segment: string,
  query: {
    get(
      name: 'filterText' | 'sortBy' | 'sortDirection' | 'startRow' | 'rowsPerPage' | 'visibleColumns',
    ): string | null | undefined;
  },
  user: { isLoggedIn: boolean; isFullUser: boolean },
) {
  const compares = segment === 'core' || segment === 'missing';
  const ranks = (i: number) =>
    MOCK_ORGANIC_RIVALS.map((rival, r) => ({ domain: rival, rank: 1 + ((i * (r + 3)) % 40) }));
  const all = buildOrganicKeywordRows(domain).map((row, i): OrganicRow =>
    compares ? { ...row, rivalRanks: ranks(i) } : row,
  );
  const inSegment = all.filter((row, i) => {
    if (segment === 'core') return i % 2 === 0;
    if (segment === 'missing') return i % 4 === 1;
    if (segment === 'questions') return /^(how|what)\b/.test(row.keyword);
    if (segment === 'content') return i % 3 === 1;
    if (segment === 'transactional') return i % 3 === 2;
    return true;
  });
  const rows =
    segment === 'missing'
      ? inSegment.map((row) => ({
          ...row,
          position: null,
          previousPosition: null,
          rankChange: null,
          clicks: null,
          clickValue: null,
          url: null,
        }))
      : inSegment;
  const filter = (query.get('filterText') ?? '').trim().toLowerCase();
  const matching = rows.filter((row) => row.keyword.includes(filter));
  const sortBy = (query.get('sortBy') ?? 'clicks') as Schemas['OrganicKeywordColumn'];
  const sign = query.get('sortDirection') === 'asc' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => {
    const x = a[sortBy];
    const y = b[sortBy];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.keyword.localeCompare(b.keyword);
  });
  const startRow = Number(query.get('startRow') ?? 1);
  const rowsPerPage = Number(query.get('rowsPerPage') ?? 250);
  const freeRowCount = user.isLoggedIn && user.isFullUser ? null : FREE_RESEARCH_ROWS;
  const visible = query.get('visibleColumns')?.split(',') ?? ORGANIC_COLUMNS;
  const throttled = throttledRow('OrganicKeywordRow', 'keyword');
  const page = blankHiddenColumns(sorted.slice(startRow - 1, startRow - 1 + rowsPerPage), ORGANIC_COLUMNS, visible).map(
    (row, i) => (freeRowCount !== null && startRow + i > freeRowCount ? throttled : row),
  );
  return {
    comparedWith: compares ? [...MOCK_ORGANIC_RIVALS] : [],
    hasData: true,
    totalRowCount: matching.length,
    freeRowCount,
    rows: page,
  };
}

export const researchHandlers = [
  mockFor(
    'getDomainOverview',
    http.get('/NsaApi/Research/DomainOverview', ({ query, response }) =>
      response(200).json(buildDomainOverview({ domain: domainOf(query.get('query') ?? '') })),
    ),
  ),
  mockFor(
    'getUrlOverview',
    http.get('/NsaApi/Research/UrlOverview', ({ query, response }) => {
      const { host, url } = pageOf(query.get('query') ?? '');
      return response(200).json(buildUrlOverview({ url, domain: host }));
    }),
  ),
  mockFor(
    'getDomainOrganicKeywords',
    http.get('/NsaApi/Research/DomainOrganicKeywords', ({ query, response }) => {
      const { host, url } = pageOf(query.get('query') ?? '');
      const segment = query.get('segment') ?? 'all';
      const base = buildDomainOrganicKeywords({ domain: host, url: url === `${host}/` ? null : url, segment });
      return response(200).json({ ...base, ...organicKeywordsPage(host, segment, query, db.getMockDb().user) });
    }),
  ),
  mockFor(
    'getKeywordOverview',
    http.get('/NsaApi/Research/KeywordOverview', ({ query, response }) =>
      response(200).json(buildKeywordOverview({ keyword: termOf(query.get('query') ?? '') })),
    ),
  ),
  mockFor(
    'getDomainPaidKeywords',
    http.get('/NsaApi/Research/DomainPaidKeywords', ({ query, response }) => {
      const { host, url } = pageOf(query.get('query') ?? '');
      const searchType = query.get('searchType');
      const segments = ['all', 'core', 'considerbuying', 'adwaste'] as const;
      const segment = segments.find((s) => s === query.get('segment')) ?? 'all';
      // A segment compares with two competitors: the advisor example's closest two.
      const comparedWith = segment === 'all' ? [] : buildPaidAdvisor().comparedWith.slice(0, 2);
      const advertiser = segment === 'considerbuying' ? (comparedWith[0] ?? null) : host;
      return response(200).json(
        buildDomainPaidKeywords({
          domain: host,
          url: url === `${host}/` ? null : url,
          segment,
          comparedWith,
          searchType: searchType === 'mostsuccessful' || searchType === 'newkeywords' ? searchType : null,
          rows: buildDomainPaidKeywords().rows.map((row) => ({
            ...row,
            advertiser: row.isThrottled ? null : advertiser,
          })),
        }),
      );
    }),
  ),
  mockFor(
    'getPaidAdvisor',
    http.get('/NsaApi/Research/PaidAdvisor', ({ query, response }) => {
      const fixture = buildPaidAdvisor();
      const type = query.get('type') === 'negativematch' ? 'negativematch' : 'buy';
      return response(200).json({
        ...fixture,
        domain: domainOf(query.get('query') ?? ''),
        type,
        minMonths: type === 'buy' ? fixture.minMonths : null,
        maxMonths: type === 'buy' ? null : 2, // the server's NEGATIVE_MATCH_MAX_MONTHS
        // negativematch keywords are bought by no compared competitor.
        rows: fixture.rows.map((row) => (type === 'buy' || row.isThrottled ? row : { ...row, competitors: 0 })),
      });
    }),
  ),
  mockFor(
    'getDomainCompetitors',
    http.get('/NsaApi/Research/DomainCompetitors', ({ query, response }) =>
      response(200).json(
        buildDomainCompetitors({
          domain: domainOf(query.get('query') ?? ''),
          context: query.get('context') === 'paid' ? 'paid' : 'organic',
        }),
      ),
    ),
  ),
  mockFor(
    'getDomainTopPages',
    http.get('/NsaApi/Research/DomainTopPages', ({ query, response }) => {
      const domain = domainOf(query.get('query') ?? '');
      const fixture = buildDomainTopPages();
      return response(200).json({
        ...fixture,
        domain,
        searchType: query.get('searchType') === 'newpages' ? 'newpages' : 'mosttraffic',
        rows: fixture.rows.map((row) => ({ ...row, url: row.url.replace(/^[^/]+/, domain) })),
      });
    }),
  ),
  mockFor(
    'getDomainRankingHistory',
    http.get('/NsaApi/Research/DomainRankingHistory', ({ query, response }) => {
      const fixture = buildDomainRankingHistory({ domain: domainOf(query.get('query') ?? '') });
      const type = fixture.typeCounts.find((t) => t.type === query.get('type'))?.type ?? fixture.type;
      return response(200).json({ ...fixture, type });
    }),
  ),
  mockFor(
    'getDomainRankingHistorySeries',
    http.get('/NsaApi/Research/DomainRankingHistorySeries', ({ query, response }) =>
      response(200).json(buildDomainRankingHistorySeries({ domain: domainOf(query.get('query') ?? '') })),
    ),
  ),
  mockFor(
    'getKeywordAdHistory',
    http.get('/NsaApi/Research/KeywordAdHistory', ({ query, response }) =>
      response(200).json(buildKeywordAdHistory({ keyword: termOf(query.get('query') ?? '') })),
    ),
  ),
  mockFor(
    'getKeywordSerpAnalysis',
    http.get('/NsaApi/Research/KeywordSerpAnalysis', ({ query, response }) =>
      response(200).json(buildKeywordSerpAnalysis({ keyword: termOf(query.get('query') ?? '') })),
    ),
  ),
  mockFor(
    'getRelatedKeywords',
    http.get('/NsaApi/Research/RelatedKeywords', ({ query, response }) => {
      const types = ['buys', 'ranks', 'similar', 'questions', 'transaction'] as const;
      const type = types.find((t) => t === query.get('type')) ?? 'similar';
      return response(200).json(buildRelatedKeywords({ keyword: termOf(query.get('query') ?? ''), type }));
    }),
  ),
  mockFor(
    'getBacklinks',
    http.get('/NsaApi/Research/Backlinks', ({ query, response }) => {
      const { host, url } = pageOf(query.get('query') ?? '');
      const fixture = buildBacklinks();
      return response(200).json({
        ...fixture,
        domain: host,
        url: url === `${host}/` ? null : url,
        rows: fixture.rows.map((row) => ({ ...row, targetUrl: url })),
      });
    }),
  ),
  mockFor(
    'getKeywordBacklinks',
    http.get('/NsaApi/Research/KeywordBacklinks', ({ query, response }) =>
      response(200).json(buildKeywordBacklinks({ keyword: termOf(query.get('query') ?? '') })),
    ),
  ),
  mockFor(
    'getOutreachTopDomains',
    http.get('/NsaApi/Research/OutreachTopDomains', ({ query, response }) => {
      const fixture = buildOutreachTopDomains();
      const keywords = [...new Set((query.get('keywords') ?? '').split(',').map(termOf))].filter((t) => t !== '');
      const excluded = query.get('excludeDomain');
      const excludeDomain = excluded ? domainOf(excluded) : null;
      const rows = fixture.rows.filter((row) => row.domain !== excludeDomain);
      return response(200).json({
        ...fixture,
        keywords,
        unknownKeywords: fixture.unknownKeywords.filter((t) => keywords.includes(t)),
        excludeDomain,
        totalRowCount: fixture.totalRowCount - (fixture.rows.length - rows.length),
        rows,
      });
    }),
  ),
];
