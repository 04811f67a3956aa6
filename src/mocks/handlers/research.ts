/**
 * Research figures (ours): the fixture's figures, for the domain asked about. The organic
 * keywords, competitors, top pages, ranking history and backlinks lists hold a year of generated
 * rows and answer pages as the server does (../lists.ts).
 */
import { throttledRow } from '../../api/throttledRow';
import { schemaEnum } from '../../lib/openapi/operations';
import { RANKING_HISTORY_DEFAULT_SORTS, RANKING_HISTORY_TYPES } from '../../lib/spec/research';
import * as db from '../db';
import { answeringFailures } from '../errors';
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
  buildMockBacklinks,
  buildMockCompetitors,
  buildMockRankingHistory,
  buildMockTopPages,
  MOCK_ORGANIC_RIVALS,
  MOCK_RESEARCH_MONTHS,
} from '../fixtures/research';
import { searchConsoleMonthOf, withSearchConsoleRows } from '../fixtures/searchConsole';
import { http } from '../http';
import { listPage, listRequestOf, matchTypesNow, researchMonth, withMatchTypes, type ListSpec } from '../lists';
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

const ORGANIC_LIST: ListSpec<OrganicRow> = {
  columns: ORGANIC_COLUMNS,
  hidden: throttledRow('OrganicKeywordRow', 'keyword'),
  defaultSort: { by: 'clicks', direction: 'desc' },
  filterCells: (row) => [row.keyword],
};

/**
 * The mock's organic keywords of a segment, in keyword order (core and missing compare with
 * MOCK_ORGANIC_RIVALS; a missing row has no position, clicks or URL of the domain's).
 */
function organicKeywordRows(domain: string, segment: string): OrganicRow[] {
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
  if (segment !== 'missing') return inSegment;
  const noPosition = { position: null, previousPosition: null, rankChange: null, clicks: null, clickValue: null };
  return inSegment.map((row) => ({ ...row, ...noPosition, url: null }));
}

const COMPETITOR_LIST: ListSpec<Schemas['CompetitorRow']> = {
  columns: schemaEnum(bundle, 'CompetitorColumn'),
  hidden: throttledRow('CompetitorRow', 'domain'),
  defaultSort: { by: 'sharedKeywords', direction: 'desc' },
  filterCells: (row) => [row.domain],
};

/** A top page's path: what its url sorts by and filterText looks in. */
const pathOfUrl = (url: string) => url.slice(url.indexOf('/'));
const TOP_PAGE_LIST: ListSpec<Schemas['TopPageRow']> = {
  columns: schemaEnum(bundle, 'TopPageColumn'),
  hidden: throttledRow('TopPageRow', 'url'),
  defaultSort: { by: 'clicks', direction: 'desc' },
  filterCells: (row) => [pathOfUrl(row.url)],
  sortKeys: { url: (row) => pathOfUrl(row.url) },
};

const BACKLINK_LIST: ListSpec<Schemas['BacklinkRow']> = {
  columns: schemaEnum(bundle, 'BacklinkColumn'),
  hidden: throttledRow('BacklinkRow', 'sourceUrl'),
  defaultSort: { by: 'sourceStrength', direction: 'desc' },
  filterCells: (row) => [row.sourceUrl, row.anchor],
  sortKeys: { anchor: (row) => row.anchor?.toLowerCase() ?? null },
};

type RankingHistoryType = Schemas['RankingHistoryType'];
type HistoryPair = ReturnType<typeof buildMockRankingHistory>['pairs'][number];

/** The server's nine types over a pair's positions (null: it does not rank) and unrounded clicks. */
const HISTORY_TYPES: Record<RankingHistoryType, (p: HistoryPair) => boolean> = {
  MostValuable: (p) => p.cur !== null,
  FellFromTop10: (p) => p.prev !== null && p.prev <= 10 && (p.cur === null || p.cur > 10),
  MadeTheTop10: (p) => p.cur !== null && p.cur <= 10 && (p.prev === null || p.prev > 10),
  NewKeywords: (p) => p.prev === null && p.cur !== null,
  NoLongerRanks: (p) => p.prev !== null && p.cur === null,
  GainedRanks: (p) => p.prev !== null && p.cur !== null && p.prev - p.cur > 0,
  LostRanks: (p) => p.prev !== null && p.cur !== null && p.prev - p.cur < 0,
  GainedClicks: (p) => p.curClicks > p.prevClicks,
  LostClicks: (p) => p.curClicks < p.prevClicks,
};

const historyList = (type: RankingHistoryType): ListSpec<Schemas['RankingHistoryRow']> => ({
  columns: schemaEnum(bundle, 'RankingHistoryColumn'),
  hidden: throttledRow('RankingHistoryRow', 'keyword'),
  defaultSort: RANKING_HISTORY_DEFAULT_SORTS[type],
  filterCells: (row) => [row.keyword],
});

const typeCountsOf = (pairs: readonly HistoryPair[]) =>
  RANKING_HISTORY_TYPES.map((type) => ({ type, keywords: pairs.filter(HISTORY_TYPES[type]).length }));

export const researchHandlers = [
  mockFor(
    'getDomainOverview',
    http.get('/NsaApi/Research/DomainOverview', ({ query, response }) => {
      const domain = domainOf(query.get('query') ?? '');
      // The site's own Search Console figures for its owner and admins only (db/searchConsole.ts).
      const gsc = db.searchConsoleFor(domain);
      return response(200).json(
        buildDomainOverview({ domain, ...(gsc ? { searchConsole: searchConsoleMonthOf(gsc) } : {}) }),
      );
    }),
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
    http.get(
      '/NsaApi/Research/DomainOrganicKeywords',
      answeringFailures(({ query, response }) => {
        const { host, url } = pageOf(query.get('query') ?? '');
        const segment = query.get('segment') ?? 'all';
        const { month } = researchMonth(query.get('month'));
        const keywords = buildOrganicKeywordRows(host);
        const matchTypes = matchTypesNow(query.get('matchTypes'));
        const rows = withMatchTypes(organicKeywordRows(host, segment), matchTypes.typed, keywords);
        const { page } = listPage(rows, ORGANIC_LIST, listRequestOf(query));
        const answer = {
          ...buildDomainOrganicKeywords({ domain: host, url: url === `${host}/` ? null : url, segment }),
          ...matchTypes.pending,
          comparedWith: segment === 'core' || segment === 'missing' ? [...MOCK_ORGANIC_RIVALS] : [],
          // Whether the domain has keywords at all, whatever the segment and filter keep (the server's rule).
          hasData: keywords.length > 0,
          month,
          ...page,
        };
        // A domain's rows carry its Search Console figures for its owner and admins; a page's never.
        const gsc = url === `${host}/` ? db.searchConsoleFor(host) : null;
        return response(200).json(gsc ? withSearchConsoleRows(answer, gsc) : answer);
      }),
    ),
  ),
  mockFor(
    'getKeywordOverview',
    http.get('/NsaApi/Research/KeywordOverview', ({ query, response }) =>
      response(200).json(buildKeywordOverview({ keyword: termOf(query.get('query') ?? '') })),
    ),
  ),
  mockFor(
    'getDomainPaidKeywords',
    http.get(
      '/NsaApi/Research/DomainPaidKeywords',
      answeringFailures(({ query, response }) => {
        const { host, url } = pageOf(query.get('query') ?? '');
        const searchType = query.get('searchType');
        const segments = ['all', 'core', 'considerbuying', 'adwaste'] as const;
        const segment = segments.find((s) => s === query.get('segment')) ?? 'all';
        // A segment compares with two competitors: the advisor example's closest two.
        const comparedWith = segment === 'all' ? [] : buildPaidAdvisor().comparedWith.slice(0, 2);
        const advertiser = segment === 'considerbuying' ? (comparedWith[0] ?? null) : host;
        const matchTypes = matchTypesNow(query.get('matchTypes'));
        const rows = withMatchTypes(buildDomainPaidKeywords().rows, matchTypes.typed);
        return response(200).json(
          buildDomainPaidKeywords({
            ...matchTypes.pending,
            domain: host,
            url: url === `${host}/` ? null : url,
            segment,
            comparedWith,
            searchType: searchType === 'mostsuccessful' || searchType === 'newkeywords' ? searchType : null,
            rows: rows.map((row) => ({ ...row, advertiser: row.isThrottled ? null : advertiser })),
          }),
        );
      }),
    ),
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
    http.get(
      '/NsaApi/Research/DomainCompetitors',
      answeringFailures(({ query, response }) => {
        const context = query.get('context') === 'paid' ? 'paid' : 'organic';
        const { month } = researchMonth(query.get('month'));
        const { targetKeywords, rows } = buildMockCompetitors(month, context);
        const { page } = listPage(rows, COMPETITOR_LIST, listRequestOf(query));
        return response(200).json({
          ...buildDomainCompetitors(),
          domain: domainOf(query.get('query') ?? ''),
          context,
          hasData: rows.length > 0,
          month,
          targetKeywords,
          ...page,
        });
      }),
    ),
  ),
  mockFor(
    'getDomainTopPages',
    http.get(
      '/NsaApi/Research/DomainTopPages',
      answeringFailures(({ query, response }) => {
        const domain = domainOf(query.get('query') ?? '');
        const searchType = query.get('searchType') === 'newpages' ? 'newpages' : 'mosttraffic';
        const { month } = researchMonth(query.get('month'));
        const allPages = buildMockTopPages(domain, month);
        const pages = allPages.filter((p) => searchType === 'mosttraffic' || p.isNew);
        const { page } = listPage(
          pages.map((p) => p.row),
          TOP_PAGE_LIST,
          listRequestOf(query),
        );
        return response(200).json({
          ...buildDomainTopPages(),
          domain,
          searchType,
          // The domain's pages, whatever the view and filter keep (the server's rule).
          hasData: allPages.length > 0,
          month,
          ...page,
        });
      }),
    ),
  ),
  mockFor(
    'getDomainRankingHistory',
    http.get(
      '/NsaApi/Research/DomainRankingHistory',
      answeringFailures(({ query, response }) => {
        const domain = domainOf(query.get('query') ?? '');
        const type = RANKING_HISTORY_TYPES.find((t) => t === query.get('type')) ?? 'MostValuable';
        const { month, previousMonth } = researchMonth(query.get('month'));
        const { pairs } = buildMockRankingHistory(domain, month);
        const matchTypes = matchTypesNow(query.get('matchTypes'));
        // The searches in the match type asked for, summed over every keyword of the history.
        const { page } = listPage(
          withMatchTypes(
            pairs.filter(HISTORY_TYPES[type]).map((p) => p.row),
            matchTypes.typed,
            pairs.map((p) => p.row),
          ),
          historyList(type),
          listRequestOf(query),
        );
        const typeCounts = typeCountsOf(pairs);
        return response(200).json({
          ...buildDomainRankingHistory(),
          domain,
          type,
          hasData: typeCounts.some((t) => t.keywords > 0),
          month,
          previousMonth,
          typeCounts,
          ...matchTypes.pending,
          ...page,
        });
      }),
    ),
  ),
  mockFor(
    'getDomainRankingHistorySeries',
    http.get('/NsaApi/Research/DomainRankingHistorySeries', ({ query, response }) => {
      const domain = domainOf(query.get('query') ?? '');
      // Each month after the first against the one before, from the lists' own keywords.
      const months = MOCK_RESEARCH_MONTHS.slice(1).map((month) => ({
        month,
        counts: typeCountsOf(buildMockRankingHistory(domain, month).pairs),
      }));
      return response(200).json({
        ...buildDomainRankingHistorySeries(),
        domain,
        hasData: months.some((m) => m.counts.some((c) => c.keywords > 0)),
        month: MOCK_RESEARCH_MONTHS.at(-1)!,
        months,
      });
    }),
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
    http.get(
      '/NsaApi/Research/RelatedKeywords',
      answeringFailures(({ query, response }) => {
        const types = ['buys', 'ranks', 'similar', 'questions', 'transaction'] as const;
        const type = types.find((t) => t === query.get('type')) ?? 'similar';
        const matchTypes = matchTypesNow(query.get('matchTypes'));
        const rows = withMatchTypes(buildRelatedKeywords().rows, matchTypes.typed);
        return response(200).json(
          buildRelatedKeywords({ keyword: termOf(query.get('query') ?? ''), type, rows, ...matchTypes.pending }),
        );
      }),
    ),
  ),
  mockFor(
    'getBacklinks',
    http.get(
      '/NsaApi/Research/Backlinks',
      answeringFailures(({ query, response }) => {
        const { host, url } = pageOf(query.get('query') ?? '');
        const page = url === `${host}/` ? null : url;
        const links = buildMockBacklinks(host, page);
        const list = listPage(links, BACKLINK_LIST, listRequestOf(query));
        // The server counts links and referring domains over the filtered links.
        return response(200).json({
          ...buildBacklinks(),
          domain: host,
          url: page,
          hasData: links.length > 0,
          month: MOCK_RESEARCH_MONTHS.at(-1)!,
          backlinks: list.matchingRows.length,
          referringDomains: new Set(list.matchingRows.map((row) => row.sourceDomain)).size,
          ...list.page,
        });
      }),
    ),
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
