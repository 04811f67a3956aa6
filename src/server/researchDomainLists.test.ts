/**
 * The research API's domain and page operations beyond the overview and organic keywords, through
 * the HTTP layer, on every test database, over a small seeded corpus: the URL overview, paid
 * keywords, competitors, top pages and ranking history.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import {
  expectSorted,
  throttledForVisitor,
  fieldsOf,
  fullUserBrowser,
  getValid,
  RESEARCH_TEST_MONTHS,
  seedTestCorpus,
  type ResearchPage,
  itRefuses,
  itSortsBothWays,
} from './research/apiTesting';
import { domainFigures, urlFigures } from './research/domainStats';
import { competitorsOf, estimatedClicks, paidCtr, rankingHistoryTypes, type MonthPair } from './research/metrics';
import { researchSite } from './research/site';
import { TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';
import { RANKING_HISTORY_TYPES } from '../lib/spec/research';

const URL_OVERVIEW = '/NsaApi/Research/UrlOverview';

describe.each(TEST_DATABASES)('research API: domains and pages on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('research-lists', kind);

  beforeAll(async () => {
    await seedTestCorpus(server);
  });

  describe('getUrlOverview', () => {
    interface UrlOverviewBody {
      url: string;
      domain: string;
      hasData: boolean;
      month: string | null;
      curve: { id: string };
      paidCurve: { id: string };
      current: { organicKeywords: number; seoClicks: number; paidKeywords: number; ppcBudget: number };
      history: { month: string }[];
      backlinks: number;
    }

    it('answers a ranking page with its figures, month and curves, as the contract says', async () => {
      const res = await getValid<UrlOverviewBody>(
        server.browser(),
        'getUrlOverview',
        `${URL_OVERVIEW}?query=${encodeURIComponent('https://www.google.com/')}&countryCode=US`,
      );
      const figures = await urlFigures(server.db, researchSite('google.com'));
      expect(res).toMatchObject({
        url: 'google.com/',
        domain: 'google.com',
        hasData: true,
        month: '2026-10',
        curve: { id: 'sistrix-2020' },
        paidCurve: { id: 'rivalscope-paid-2026' },
        current: {
          organicKeywords: figures.months.at(-1)!.organicKeywords,
          seoClicks: figures.months.at(-1)!.seoClicks,
        },
        backlinks: figures.backlinks,
      });
      expect(res.current.organicKeywords).toBeGreaterThan(0);
      expect(res.history).toHaveLength(13);
    });

    it('counts the ads that land on a page, whatever their tracking parameters', async () => {
      const copy = await server.db.kysely
        .selectFrom('ad_copies')
        .select('landing_url')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const res = await getValid<UrlOverviewBody>(
        server.browser(),
        'getUrlOverview',
        `${URL_OVERVIEW}?query=${encodeURIComponent(copy.landing_url)}&curve=backlinko-2019`,
      );
      expect(res.hasData).toBe(true);
      expect(res.curve.id).toBe('backlinko-2019');
      expect(res.history.some((m) => (m as unknown as { paidKeywords: number }).paidKeywords > 0)).toBe(true);
    });

    it('answers a page without data, or on a subdomain, with 200, zeros and hasData false', async () => {
      for (const query of ['google.com/no-such-page', 'https://mail.google.com/inbox']) {
        const res = await getValid<UrlOverviewBody>(
          server.browser(),
          'getUrlOverview',
          `${URL_OVERVIEW}?query=${encodeURIComponent(query)}`,
        );
        expect(res).toMatchObject({ domain: 'google.com', hasData: false, backlinks: 0 });
        expect(res.current).toMatchObject({ organicKeywords: 0, paidKeywords: 0 });
      }
    });

    itRefuses(server, URL_OVERVIEW, [
      ['a malformed URL', 'query=not%20a%20url!', 'query.query'],
      ['a bare public suffix', 'query=co.uk', 'query.query'],
      ['an unknown curve', 'query=google.com&curve=made-up', 'query.curve'],
    ]);
  });

  describe('getDomainPaidKeywords', () => {
    const PAID = '/NsaApi/Research/DomainPaidKeywords';
    interface PaidRow {
      keyword: string;
      block: 'top' | 'bottom' | null;
      position: number | null;
      volume: number | null;
      cpc: number | null;
      clicks: number | null;
      cost: number | null;
      monthsAdvertised: number | null;
      displayUrl: string | null;
    }
    type PaidPage = ResearchPage<PaidRow> & { domain: string; url: string | null; searchType: string | null };
    let advertiser: string;
    let full: Browser;

    beforeAll(async () => {
      // The domain with the most ads in the last month.
      const top = await server.db.kysely
        .selectFrom('domain_ad_stats as s')
        .innerJoin('domains as d', 'd.id', 's.domain_id')
        .select('d.name')
        .select((eb) => eb.fn.sum('s.keywords').as('n'))
        .where('s.month', '=', 202610)
        .groupBy('d.name')
        .orderBy('n', 'desc')
        .orderBy('d.name')
        .limit(1)
        .executeTakeFirstOrThrow();
      advertiser = top.name;
      full = await fullUserBrowser(server, email());
    });

    it('lists every ad of the month with its slot, clicks on the paid curve, cost and copy', async () => {
      const page = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${advertiser}&rowsPerPage=1000`,
      );
      const figures = await domainFigures(server.db, advertiser);
      expect(page).toMatchObject({
        domain: advertiser,
        url: null,
        hasData: true,
        month: '2026-10',
        freeRowCount: null,
      });
      expect((page as unknown as { paidCurve: { id: string } }).paidCurve.id).toBe('rivalscope-paid-2026');
      expect(page.totalRowCount).toBe(figures.months.at(-1)!.paidKeywords);
      expect(page.rows).toHaveLength(page.totalRowCount);
      for (const row of page.rows) {
        const clicks = row.volume! * paidCtr(row.block!, row.position!);
        expect(row.clicks).toBe(Math.round(clicks));
        expect(row.cost).toBeCloseTo(clicks * row.cpc!, 1);
        expect(row.monthsAdvertised).toBeGreaterThanOrEqual(1);
        expect(row.monthsAdvertised).toBeLessThanOrEqual(13);
      }
      expectSorted(
        page.rows.map((r) => r.cost),
        'desc',
      );
      const budget = page.rows.reduce((sum, r) => sum + r.volume! * paidCtr(r.block!, r.position!) * r.cpc!, 0);
      expect(budget).toBeCloseTo(figures.months.at(-1)!.ppcBudget, 0);
    });

    itSortsBothWays(
      () => full,
      'getDomainPaidKeywords',
      () => `${PAID}?query=${advertiser}`,
      ['keyword', 'volume', 'cpc', 'clicks', 'cost', 'monthsAdvertised'],
    );

    it('sorts by slot with the top block first', async () => {
      const page = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${advertiser}&sortBy=position&sortDirection=asc`,
      );
      expectSorted(
        page.rows.map((r) => (r.block === 'top' ? 0 : 100) + r.position!),
        'asc',
      );
    });

    it('counts the months bought, and keeps only new keywords for newkeywords', async () => {
      const longest = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${advertiser}&searchType=mostsuccessful`,
      );
      expect(longest.searchType).toBe('mostsuccessful');
      expectSorted(
        longest.rows.map((r) => r.monthsAdvertised),
        'desc',
      );
      const fresh = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${advertiser}&searchType=newkeywords&rowsPerPage=1000`,
      );
      const boughtBefore = new Set(
        (
          await server.db.kysely
            .selectFrom('serp_ads as a')
            .innerJoin('domains as d', 'd.id', 'a.domain_id')
            .innerJoin('keywords as k', 'k.id', 'a.keyword_id')
            .select('k.term')
            .where('d.name', '=', advertiser)
            .where('a.month', '=', 202609)
            .execute()
        ).map((r) => r.term),
      );
      expect(fresh.rows.every((r) => !boughtBefore.has(r.keyword))).toBe(true);
      const all = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${advertiser}&rowsPerPage=1000`,
      );
      expect(fresh.totalRowCount).toBe(all.rows.filter((r) => !boughtBefore.has(r.keyword)).length);
    });

    it('pages and filters', async () => {
      const whole = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${advertiser}&rowsPerPage=6`,
      );
      const first = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${advertiser}&rowsPerPage=3`,
      );
      const second = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${advertiser}&rowsPerPage=3&startRow=4`,
      );
      expect([...first.rows, ...second.rows]).toEqual(whole.rows);
      const word = whole.rows[0]!.keyword.split(' ')[0]!;
      const filtered = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${advertiser}&filterText=${encodeURIComponent(word.toUpperCase())}`,
      );
      expect(filtered.rows.length).toBeGreaterThan(0);
      expect(filtered.rows.every((r) => r.keyword.includes(word))).toBe(true);
    });

    it('lists only the ads landing on a page for a URL', async () => {
      const whole = await getValid<PaidPage>(full, 'getDomainPaidKeywords', `${PAID}?query=${advertiser}`);
      const landing = `${advertiser}/${whole.rows[0]!.displayUrl!.split('/').slice(1).join('/')}`;
      const page = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${encodeURIComponent(`https://www.${landing}?utm_source=x`)}`,
      );
      expect(page.url).toBe(`${landing}?utm_source=x`);
      expect(page.rows.length).toBeGreaterThan(0);
      expect(page.rows.length).toBeLessThan(whole.totalRowCount);
      expect(page.rows.map((r) => r.keyword)).toContain(whole.rows[0]!.keyword);
    });

    it('throttles a visitor past the free rows, on the server', async () => {
      const url = `${PAID}?query=${advertiser}&rowsPerPage=40&sortBy=keyword&sortDirection=asc`;
      await throttledForVisitor<PaidPage>(server, full, 'getDomainPaidKeywords', url, 'keyword');
    });

    it('answers a domain without ads with an empty page', async () => {
      const page = await getValid<PaidPage>(
        server.browser(),
        'getDomainPaidKeywords',
        `${PAID}?query=no-such-site.example`,
      );
      expect(page).toMatchObject({ hasData: false, totalRowCount: 0, rows: [] });
    });

    itRefuses(server, PAID, [
      ['a month the corpus does not hold', 'query=amazon.com&month=2019-01', 'query.month'],
      ['an unknown sort column', 'query=amazon.com&sortBy=colour', 'query.sortBy'],
      ['an unknown segment', 'query=amazon.com&segment=missing', 'query.segment'],
      ['an unknown search type', 'query=amazon.com&searchType=best', 'query.searchType'],
      ['a malformed domain', 'query=not%20a%20domain!', 'query.query'],
    ]);
  });

  describe('getDomainCompetitors', () => {
    const COMPETITORS = '/NsaApi/Research/DomainCompetitors';
    interface CompetitorRow {
      domain: string;
      sharedKeywords: number | null;
      share: number | null;
      keywords: number | null;
    }
    type CompetitorPage = ResearchPage<CompetitorRow> & { context: string; targetKeywords: number };
    let full: Browser;

    beforeAll(async () => {
      full = await fullUserBrowser(server, email());
    });

    /** Each domain's keywords in the month, straight from the result or ad rows. */
    async function keywordSets(context: 'organic' | 'paid') {
      const table = context === 'organic' ? 'serp_organic' : 'serp_ads';
      const rows = await server.db.kysely
        .selectFrom(`${table} as s` as 'serp_ads as s')
        .innerJoin('domains as d', 'd.id', 's.domain_id')
        .innerJoin('keywords as k', 'k.id', 's.keyword_id')
        .select(['d.name', 'k.term'])
        .where('s.month', '=', 202610)
        .execute();
      const sets = new Map<string, Set<string>>();
      for (const r of rows) sets.set(r.name, (sets.get(r.name) ?? new Set()).add(r.term));
      return sets;
    }

    it.each([
      ['organic', 'wikipedia.org'],
      ['paid', 'amazon.com'],
    ] as const)('%s: lists what competitorsOf finds from the rows, as the contract says', async (context, domain) => {
      const page = await getValid<CompetitorPage>(
        full,
        'getDomainCompetitors',
        `${COMPETITORS}?query=${domain}&context=${context}&rowsPerPage=1000`,
      );
      const sets = await keywordSets(context);
      const expected = competitorsOf(domain, sets, 1000);
      expect(page).toMatchObject({ domain, context, hasData: true, month: '2026-10', freeRowCount: null });
      expect(page.targetKeywords).toBe(sets.get(domain)!.size);
      expect(page.rows.map((r) => [r.domain, r.sharedKeywords])).toEqual(
        expected.map((c) => [c.domain, c.sharedKeywords]),
      );
      expect(page.rows.map((r) => r.share)).toEqual(expected.map((c) => Math.round(c.share * 10_000) / 10_000));
      expect(page.rows.map((r) => r.keywords)).toEqual(expected.map((c) => sets.get(c.domain)!.size));
      expect(page.totalRowCount).toBe(expected.length);
    });

    itSortsBothWays(
      () => full,
      'getDomainCompetitors',
      () => `${COMPETITORS}?query=wikipedia.org`,
      ['domain', 'sharedKeywords', 'share', 'keywords'],
    );

    it('pages, filters by name, and throttles a visitor on the server', async () => {
      const whole = await getValid<CompetitorPage>(
        full,
        'getDomainCompetitors',
        `${COMPETITORS}?query=wikipedia.org&rowsPerPage=8`,
      );
      const second = await getValid<CompetitorPage>(
        full,
        'getDomainCompetitors',
        `${COMPETITORS}?query=wikipedia.org&rowsPerPage=4&startRow=5`,
      );
      expect(second.rows).toEqual(whole.rows.slice(4));
      const filtered = await getValid<CompetitorPage>(
        full,
        'getDomainCompetitors',
        `${COMPETITORS}?query=wikipedia.org&filterText=.ORG`,
      );
      expect(filtered.rows.length).toBeGreaterThan(0);
      expect(filtered.rows.every((r) => r.domain.includes('.org'))).toBe(true);
      const url = `${COMPETITORS}?query=wikipedia.org&rowsPerPage=30`;
      await throttledForVisitor<CompetitorPage>(server, full, 'getDomainCompetitors', url, 'domain');
    });

    it('answers a domain without data with an empty list', async () => {
      const page = await getValid<CompetitorPage>(
        server.browser(),
        'getDomainCompetitors',
        `${COMPETITORS}?query=no-such-site.example&context=paid`,
      );
      expect(page).toMatchObject({ hasData: false, targetKeywords: 0, totalRowCount: 0, rows: [] });
    });

    itRefuses(server, COMPETITORS, [
      ['an unknown context', 'query=amazon.com&context=social', 'query.context'],
      ['an unknown sort column', 'query=amazon.com&sortBy=colour', 'query.sortBy'],
      ['a month the corpus does not hold', 'query=amazon.com&month=2019-01', 'query.month'],
      ['a malformed domain', 'query=not%20a%20domain!', 'query.query'],
    ]);
  });

  describe('getDomainTopPages', () => {
    const TOP_PAGES = '/NsaApi/Research/DomainTopPages';
    interface TopPageRow {
      url: string;
      keywords: number | null;
      top10Keywords: number | null;
      clicks: number | null;
      clickValue: number | null;
    }
    type TopPagesPage = ResearchPage<TopPageRow> & { searchType: string };
    let full: Browser;

    beforeAll(async () => {
      full = await fullUserBrowser(server, email());
    });

    /** wikipedia.org's pages in a month, grouped in JS from its result rows. */
    async function pagesFromRows(month: number) {
      const rows = await server.db.kysely
        .selectFrom('serp_organic as s')
        .innerJoin('urls as u', 'u.id', 's.url_id')
        .innerJoin('domains as d', 'd.id', 's.domain_id')
        .innerJoin('keywords as k', 'k.id', 's.keyword_id')
        .select(['u.path', 's.volume', 's.rank_group', 'k.cpc_cents'])
        .where('d.name', '=', 'wikipedia.org')
        .where('s.month', '=', month)
        .execute();
      const pages = new Map<string, { keywords: number; top10: number; clicks: number; value: number }>();
      for (const r of rows) {
        const page = pages.get(r.path) ?? { keywords: 0, top10: 0, clicks: 0, value: 0 };
        const clicks = estimatedClicks(r.volume, r.rank_group);
        pages.set(r.path, {
          keywords: page.keywords + 1,
          top10: page.top10 + (r.rank_group <= 10 ? 1 : 0),
          clicks: page.clicks + clicks,
          value: page.value + (clicks * r.cpc_cents) / 100,
        });
      }
      return pages;
    }

    it('groups the domain results by page, most clicks first, as the contract says', async () => {
      const page = await getValid<TopPagesPage>(
        full,
        'getDomainTopPages',
        `${TOP_PAGES}?query=wikipedia.org&rowsPerPage=1000`,
      );
      const expected = await pagesFromRows(202610);
      expect(page).toMatchObject({
        domain: 'wikipedia.org',
        searchType: 'mosttraffic',
        hasData: true,
        month: '2026-10',
      });
      expect(page.totalRowCount).toBe(expected.size);
      expect(page.rows).toHaveLength(expected.size);
      for (const row of page.rows) {
        const want = expected.get(row.url.slice('wikipedia.org'.length))!;
        expect(row).toMatchObject({
          keywords: want.keywords,
          top10Keywords: want.top10,
          clicks: Math.round(want.clicks),
        });
        expect(row.clickValue).toBeCloseTo(want.value, 1);
      }
      expectSorted(
        page.rows.map((r) => r.clicks),
        'desc',
      );
    });

    it('keeps only pages that never ranked before for newpages', async () => {
      const page = await getValid<TopPagesPage>(
        full,
        'getDomainTopPages',
        `${TOP_PAGES}?query=wikipedia.org&searchType=newpages&month=2026-02&rowsPerPage=1000`,
      );
      expect(page.searchType).toBe('newpages');
      const earlier = new Set<string>();
      for (const month of [202510, 202511, 202512, 202601])
        for (const path of (await pagesFromRows(month)).keys()) earlier.add(path);
      const now = await pagesFromRows(202602);
      const expected = [...now.keys()].filter((path) => !earlier.has(path));
      expect(page.rows.map((r) => r.url.slice('wikipedia.org'.length)).sort()).toEqual(expected.sort());
    });

    itSortsBothWays(
      () => full,
      'getDomainTopPages',
      () => `${TOP_PAGES}?query=wikipedia.org`,
      ['url', 'keywords', 'top10Keywords', 'clicks', 'clickValue'],
    );

    it('pages, filters by path, counts past the last page, and throttles a visitor', async () => {
      const whole = await getValid<TopPagesPage>(
        full,
        'getDomainTopPages',
        `${TOP_PAGES}?query=wikipedia.org&rowsPerPage=8`,
      );
      const second = await getValid<TopPagesPage>(
        full,
        'getDomainTopPages',
        `${TOP_PAGES}?query=wikipedia.org&rowsPerPage=4&startRow=5`,
      );
      expect(second.rows).toEqual(whole.rows.slice(4));
      const beyond = await getValid<TopPagesPage>(
        full,
        'getDomainTopPages',
        `${TOP_PAGES}?query=wikipedia.org&startRow=5000`,
      );
      expect(beyond).toMatchObject({ totalRowCount: whole.totalRowCount, rows: [] });
      const word = whole.rows[0]!.url.split('/').at(-1)!.slice(0, 4);
      const filtered = await getValid<TopPagesPage>(
        full,
        'getDomainTopPages',
        `${TOP_PAGES}?query=wikipedia.org&filterText=${encodeURIComponent(word.toUpperCase())}`,
      );
      expect(filtered.rows.length).toBeGreaterThan(0);
      expect(filtered.rows.every((r) => r.url.toLowerCase().includes(word.toLowerCase()))).toBe(true);
      const url = `${TOP_PAGES}?query=wikipedia.org&rowsPerPage=30`;
      await throttledForVisitor<TopPagesPage>(server, full, 'getDomainTopPages', url, 'url');
    });

    it('answers a domain without data with an empty list', async () => {
      const page = await getValid<TopPagesPage>(
        server.browser(),
        'getDomainTopPages',
        `${TOP_PAGES}?query=no-such-site.example&searchType=newpages`,
      );
      expect(page).toMatchObject({ hasData: false, searchType: 'newpages', totalRowCount: 0, rows: [] });
    });

    itRefuses(server, TOP_PAGES, [
      ['an unknown search type', 'query=wikipedia.org&searchType=oldpages', 'query.searchType'],
      ['an unknown sort column', 'query=wikipedia.org&sortBy=colour', 'query.sortBy'],
      ['a month the corpus does not hold', 'query=wikipedia.org&month=2019-01', 'query.month'],
      ['a malformed domain', 'query=not%20a%20domain!', 'query.query'],
    ]);
  });

  describe('getDomainRankingHistory and getDomainRankingHistorySeries', () => {
    const HISTORY = '/NsaApi/Research/DomainRankingHistory';
    const SERIES = '/NsaApi/Research/DomainRankingHistorySeries';
    interface HistoryRow {
      keyword: string;
      position: number | null;
      previousPosition: number | null;
      rankChange: number | null;
      volume: number | null;
      cpc: number | null;
      clicks: number | null;
      previousClicks: number | null;
      clickChange: number | null;
      clickValue: number | null;
      url: string | null;
      positions: { month: string; position: number | null }[];
    }
    type HistoryPage = ResearchPage<HistoryRow> & {
      type: string;
      previousMonth: string | null;
      typeCounts: { type: string; keywords: number }[];
    };
    let full: Browser;

    beforeAll(async () => {
      full = await fullUserBrowser(server, email());
    });

    /** Each keyword's types between two months, classified by metrics.ts from wikipedia.org's rows. */
    async function typesFromRows(month: number, previousMonth: number) {
      const rows = await server.db.kysely
        .selectFrom('serp_organic as s')
        .innerJoin('domains as d', 'd.id', 's.domain_id')
        .innerJoin('keywords as k', 'k.id', 's.keyword_id')
        .select(['k.term', 's.month', 's.rank_group', 's.volume'])
        .where('d.name', '=', 'wikipedia.org')
        .where('s.month', 'in', [month, previousMonth])
        .execute();
      const pairs = new Map<string, MonthPair>();
      for (const r of rows) {
        const pair = pairs.get(r.term) ?? {
          previous: { position: null, clicks: 0 },
          current: { position: null, clicks: 0 },
        };
        const side = r.month === month ? 'current' : 'previous';
        pair[side] = { position: r.rank_group, clicks: estimatedClicks(r.volume, r.rank_group) };
        pairs.set(r.term, pair);
      }
      return new Map([...pairs].map(([term, pair]) => [term, rankingHistoryTypes(pair)]));
    }

    it('lists each type as rankingHistoryTypes classifies the rows, with counts, as the contract says', async () => {
      const expected = await typesFromRows(202610, 202609);
      for (const type of RANKING_HISTORY_TYPES) {
        const page = await getValid<HistoryPage>(
          full,
          'getDomainRankingHistory',
          `${HISTORY}?query=wikipedia.org&type=${type}&rowsPerPage=1000`,
        );
        const want = [...expected].filter(([, types]) => types.includes(type)).map(([term]) => term);
        expect(page).toMatchObject({
          domain: 'wikipedia.org',
          type,
          month: '2026-10',
          previousMonth: '2026-09',
          hasData: true,
        });
        expect(page.rows.map((r) => r.keyword).sort(), type).toEqual(want.sort());
        expect(page.totalRowCount).toBe(want.length);
        expect(page.typeCounts.find((c) => c.type === type)?.keywords).toBe(want.length);
      }
      expect(
        (await getValid<HistoryPage>(full, 'getDomainRankingHistory', `${HISTORY}?query=wikipedia.org`)).typeCounts.map(
          (c) => c.type,
        ),
      ).toEqual([...RANKING_HISTORY_TYPES]);
    });

    it('gives each row both months, clicks on the curve, its page and its positions month by month', async () => {
      const page = await getValid<HistoryPage>(
        full,
        'getDomainRankingHistory',
        `${HISTORY}?query=wikipedia.org&type=GainedRanks`,
      );
      expect(page.rows.length).toBeGreaterThan(0);
      expectSorted(
        page.rows.map((r) => r.rankChange),
        'desc',
      );
      for (const row of page.rows) {
        expect(row.rankChange).toBe(row.previousPosition! - row.position!);
        expect(row.rankChange).toBeGreaterThan(0);
        expect(row.clicks).toBe(Math.round(estimatedClicks(row.volume!, row.position)));
        expect(row.clickValue).toBeCloseTo(estimatedClicks(row.volume!, row.position) * row.cpc!, 1);
        expect(row.url).toMatch(/^wikipedia\.org\//);
        expect(row.positions).toHaveLength(13);
        expect(row.positions.at(-1)).toEqual({ month: '2026-10', position: row.position });
        expect(row.positions.at(-2)).toEqual({ month: '2026-09', position: row.previousPosition });
      }
      const gone = await getValid<HistoryPage>(
        full,
        'getDomainRankingHistory',
        `${HISTORY}?query=wikipedia.org&type=NoLongerRanks`,
      );
      for (const row of gone.rows) {
        expect(row).toMatchObject({ position: null, rankChange: null, clicks: 0 });
        expect(row.url).not.toBeNull();
      }
    });

    itSortsBothWays(
      () => full,
      'getDomainRankingHistory',
      () => `${HISTORY}?query=wikipedia.org&type=LostClicks`,
      [
        'keyword',
        'position',
        'previousPosition',
        'rankChange',
        'volume',
        'cpc',
        'clicks',
        'previousClicks',
        'clickChange',
        'clickValue',
      ],
    );

    it('pages, filters and throttles a visitor on the server', async () => {
      const whole = await getValid<HistoryPage>(
        full,
        'getDomainRankingHistory',
        `${HISTORY}?query=wikipedia.org&rowsPerPage=8`,
      );
      const second = await getValid<HistoryPage>(
        full,
        'getDomainRankingHistory',
        `${HISTORY}?query=wikipedia.org&rowsPerPage=4&startRow=5`,
      );
      expect(second.rows).toEqual(whole.rows.slice(4));
      const word = whole.rows[0]!.keyword.split(' ')[0]!;
      const filtered = await getValid<HistoryPage>(
        full,
        'getDomainRankingHistory',
        `${HISTORY}?query=wikipedia.org&filterText=${encodeURIComponent(word)}`,
      );
      expect(filtered.rows.every((r) => r.keyword.includes(word))).toBe(true);
      expect(filtered.totalRowCount).toBe(filtered.rows.length);
      const url = `${HISTORY}?query=wikipedia.org&rowsPerPage=30&sortBy=keyword&sortDirection=asc`;
      const { visitor, fullPage } = await throttledForVisitor<HistoryPage>(
        server,
        full,
        'getDomainRankingHistory',
        url,
        'keyword',
      );
      expect(visitor.typeCounts).toEqual(fullPage.typeCounts);
    });

    it('gives the series of every type, month by month, equal to each month’s counts', async () => {
      const series = await getValid<{
        months: { month: string; counts: { type: string; keywords: number }[] }[];
        hasData: boolean;
      }>(server.browser(), 'getDomainRankingHistorySeries', `${SERIES}?query=wikipedia.org&curve=backlinko-2019`);
      expect(series.hasData).toBe(true);
      // Each month against the one before: every month but the first.
      expect(series.months.map((m) => m.month)).toEqual(RESEARCH_TEST_MONTHS.slice(1));
      for (const month of ['2025-11', '2026-10']) {
        const page = await getValid<HistoryPage>(
          full,
          'getDomainRankingHistory',
          `${HISTORY}?query=wikipedia.org&month=${month}&curve=backlinko-2019`,
        );
        expect(series.months.find((m) => m.month === month)!.counts).toEqual(page.typeCounts);
      }
    });

    it('answers a domain without data with empty counts, and the first month with nothing before it', async () => {
      const none = await getValid<HistoryPage>(
        server.browser(),
        'getDomainRankingHistory',
        `${HISTORY}?query=no-such-site.example`,
      );
      expect(none).toMatchObject({ hasData: false, totalRowCount: 0, rows: [] });
      expect(none.typeCounts.every((c) => c.keywords === 0)).toBe(true);
      const series = await getValid<{ hasData: boolean; months: unknown[] }>(
        server.browser(),
        'getDomainRankingHistorySeries',
        `${SERIES}?query=no-such-site.example`,
      );
      expect(series).toMatchObject({ hasData: false, months: [] });
      const first = await getValid<HistoryPage>(
        full,
        'getDomainRankingHistory',
        `${HISTORY}?query=wikipedia.org&month=2025-10&type=NewKeywords`,
      );
      expect(first.previousMonth).toBeNull();
      expect(first.totalRowCount).toBe(first.typeCounts[0]!.keywords);
    });

    it.each([
      [HISTORY, 'an unknown type', 'query=wikipedia.org&type=Everything', 'query.type'],
      [HISTORY, 'an unknown sort column', 'query=wikipedia.org&sortBy=url', 'query.sortBy'],
      [HISTORY, 'a month the corpus does not hold', 'query=wikipedia.org&month=2019-01', 'query.month'],
      [SERIES, 'a malformed domain', 'query=not%20a%20domain!', 'query.query'],
      [SERIES, 'an unknown curve', 'query=wikipedia.org&curve=made-up', 'query.curve'],
    ])('%s refuses %s with a 400 naming the field', async (path, _what, params, field) => {
      const res = await server.browser().get(`${path}?${params}`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    });
  });
});
