/**
 * The research API's keyword operations beyond the overview, through the HTTP layer, on every test
 * database, over a small seeded corpus: ad history, SERP analysis and related keywords.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import {
  expectSorted,
  throttledForVisitor,
  fullUserBrowser,
  getValid,
  seedTestCorpus,
  type ResearchPage,
  itRefuses,
  itSortsBothWays,
} from './research/apiTesting';
import { FREE_RESEARCH_ROWS } from './research/lists';
import { estimatedClicks, paidCtr } from './research/metrics';
import { relatingWords } from './research/relatedKeywords';
import { TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';

const AD_HISTORY = '/NsaApi/Research/KeywordAdHistory';
const SERP = '/NsaApi/Research/KeywordSerpAnalysis';
const RELATED = '/NsaApi/Research/RelatedKeywords';

describe.each(TEST_DATABASES)('research API: keywords on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('research-keywords', kind);
  let full: Browser;

  beforeAll(async () => {
    await seedTestCorpus(server);
    full = await fullUserBrowser(server, email());
  });

  /** The keyword with the most advertisers over the corpus's months. */
  async function mostAdvertisedTerm() {
    const row = await server.db.kysely
      .selectFrom('serp_ads as a')
      .innerJoin('keywords as k', 'k.id', 'a.keyword_id')
      .select('k.term')
      .select((eb) => eb.fn.count('a.domain_id').distinct().as('n'))
      .groupBy('k.term')
      .orderBy('n', 'desc')
      .orderBy('k.term')
      .limit(1)
      .executeTakeFirstOrThrow();
    return row.term;
  }

  describe('getKeywordAdHistory', () => {
    interface AdHistoryRow {
      domain: string;
      monthsAdvertised: number | null;
      firstMonth: string | null;
      lastMonth: string | null;
      topMonths: number | null;
      ads: { month: string; block: string; position: number; adCopyId: number }[];
    }
    type AdHistoryPage = ResearchPage<AdHistoryRow> & { months: string[]; adCopies: { id: number }[] };
    let term: string;

    beforeAll(async () => {
      term = await mostAdvertisedTerm();
    });

    it('lists every advertiser with its ads month by month, as the rows say and the contract says', async () => {
      const page = await getValid<AdHistoryPage>(
        full,
        'getKeywordAdHistory',
        `${AD_HISTORY}?query=${encodeURIComponent(term)}`,
      );
      const rows = await server.db.kysely
        .selectFrom('serp_ads as a')
        .innerJoin('keywords as k', 'k.id', 'a.keyword_id')
        .innerJoin('domains as d', 'd.id', 'a.domain_id')
        .select(['d.name', 'a.month', 'a.block', 'a.ad_copy_id'])
        .where('k.term', '=', term)
        .execute();
      const months = new Map<string, Set<number>>();
      for (const r of rows) months.set(r.name, (months.get(r.name) ?? new Set()).add(r.month));
      expect(page).toMatchObject({ keyword: term, hasData: true, month: '2026-10', freeRowCount: null });
      expect(page.months).toHaveLength(13);
      expect(page.totalRowCount).toBe(months.size);
      for (const row of page.rows) {
        expect(row.monthsAdvertised).toBe(months.get(row.domain)!.size);
        expect(row.ads).toHaveLength(rows.filter((r) => r.name === row.domain).length);
        expect(row.firstMonth).toBe(row.ads[0]!.month);
        expect(row.lastMonth).toBe(row.ads.at(-1)!.month);
        expect(row.topMonths).toBe(new Set(row.ads.filter((a) => a.block === 'top').map((a) => a.month)).size);
      }
      const copyIds = new Set(page.adCopies.map((c) => c.id));
      expect(page.rows.flatMap((r) => r.ads).every((ad) => copyIds.has(ad.adCopyId))).toBe(true);
      expectSorted(
        page.rows.map((r) => r.monthsAdvertised),
        'desc',
      );
    });

    itSortsBothWays(
      () => full,
      'getKeywordAdHistory',
      () => `${AD_HISTORY}?query=${encodeURIComponent(term)}`,
      ['domain', 'monthsAdvertised', 'firstMonth', 'lastMonth', 'topMonths'],
    );

    it('pages and filters by domain, and names the free rows for a visitor', async () => {
      const whole = await getValid<AdHistoryPage>(
        full,
        'getKeywordAdHistory',
        `${AD_HISTORY}?query=${encodeURIComponent(term)}`,
      );
      const second = await getValid<AdHistoryPage>(
        full,
        'getKeywordAdHistory',
        `${AD_HISTORY}?query=${encodeURIComponent(term)}&rowsPerPage=2&startRow=2`,
      );
      expect(second.rows).toEqual(whole.rows.slice(1, 3));
      expect(second.adCopies.length).toBeLessThanOrEqual(whole.adCopies.length);
      const name = whole.rows[0]!.domain;
      const filtered = await getValid<AdHistoryPage>(
        full,
        'getKeywordAdHistory',
        `${AD_HISTORY}?query=${encodeURIComponent(term)}&filterText=${name.toUpperCase()}`,
      );
      expect(filtered.rows.map((r) => r.domain)).toEqual([name]);
      const visitor = await getValid<AdHistoryPage>(
        server.browser(),
        'getKeywordAdHistory',
        `${AD_HISTORY}?query=${encodeURIComponent(term)}`,
      );
      expect(visitor.freeRowCount).toBe(FREE_RESEARCH_ROWS);
      expect(visitor.rows.slice(0, FREE_RESEARCH_ROWS)).toEqual(whole.rows.slice(0, FREE_RESEARCH_ROWS));
      const later = await getValid<AdHistoryPage>(
        server.browser(),
        'getKeywordAdHistory',
        `${AD_HISTORY}?query=${encodeURIComponent(term)}&startRow=2&rowsPerPage=${FREE_RESEARCH_ROWS}`,
      );
      expect(later.rows.at(-1)).toMatchObject(
        whole.rows.length > FREE_RESEARCH_ROWS ? { isThrottled: true, ads: [] } : {},
      );
    });

    it('answers a keyword without ads with an empty list and the months', async () => {
      const page = await getValid<AdHistoryPage>(
        server.browser(),
        'getKeywordAdHistory',
        `${AD_HISTORY}?query=zzz%20no%20such%20keyword`,
      );
      expect(page).toMatchObject({ hasData: false, totalRowCount: 0, rows: [], adCopies: [] });
      expect(page.months).toHaveLength(13);
    });

    itRefuses(server, AD_HISTORY, [
      ['a blank keyword', 'query=%20%20', 'query.query'],
      ['an unknown sort column', 'query=google&sortBy=colour', 'query.sortBy'],
    ]);
  });

  describe('getKeywordSerpAnalysis', () => {
    interface SerpRow {
      url: string;
      position: number | null;
      rankAbsolute: number | null;
      domain: string | null;
      strength: number | null;
      clicks: number | null;
      clickValue: number | null;
      urlKeywords: number | null;
      backlinks: number | null;
      referringDomains: number | null;
    }
    type SerpPage = ResearchPage<SerpRow> & {
      volume: number;
      cpc: number;
      checkedDepth: number | null;
      ads: { block: 'top' | 'bottom'; position: number; clicks: number }[];
    };

    it('gives the brand keyword its results in page order with clicks, pages and links, as the contract says', async () => {
      const page = await getValid<SerpPage>(full, 'getKeywordSerpAnalysis', `${SERP}?query=Google&countryCode=US`);
      expect(page).toMatchObject({ keyword: 'google', hasData: true, month: '2026-10', freeRowCount: null });
      expect(page.rows[0]).toMatchObject({ position: 1, domain: 'google.com', url: 'google.com/' });
      expect(page.rows.map((r) => r.position)).toEqual(page.rows.map((_, i) => i + 1));
      expect(page.totalRowCount).toBe(page.rows.length);
      expect(page.checkedDepth).toBeGreaterThanOrEqual(page.rows.at(-1)!.rankAbsolute!);
      for (const row of page.rows) {
        expect(row.clicks).toBe(Math.round(estimatedClicks(page.volume, row.position)));
        expect(row.clickValue).toBeCloseTo(estimatedClicks(page.volume, row.position) * page.cpc, 1);
        expect(row.urlKeywords).toBeGreaterThanOrEqual(1);
        expect(row.strength).toBeGreaterThanOrEqual(0);
        expect(row.referringDomains).toBeLessThanOrEqual(row.backlinks!);
      }
      const home = await server.db.kysely
        .selectFrom('backlinks as b')
        .innerJoin('urls as u', 'u.id', 'b.target_url_id')
        .innerJoin('domains as d', 'd.id', 'u.domain_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('d.name', '=', 'google.com')
        .where('u.path', '=', '/')
        .executeTakeFirstOrThrow();
      expect(page.rows[0]!.backlinks).toBe(Number(home.n));
    });

    it('lists the month’s ads with their clicks on the paid curve', async () => {
      const term = await mostAdvertisedTerm();
      const page = await getValid<SerpPage>(
        full,
        'getKeywordSerpAnalysis',
        `${SERP}?query=${encodeURIComponent(term)}&month=2026-01`,
      );
      expect(page.month).toBe('2026-01');
      expect(page.ads.length).toBeGreaterThan(0);
      for (const ad of page.ads) expect(ad.clicks).toBe(Math.round(page.volume * paidCtr(ad.block, ad.position)));
    });

    it('throttles a visitor past the first page of results, on the server', async () => {
      await throttledForVisitor<SerpPage>(server, full, 'getKeywordSerpAnalysis', `${SERP}?query=google`, 'url');
    });

    it('answers a keyword without data with hasData false', async () => {
      const page = await getValid<SerpPage>(
        server.browser(),
        'getKeywordSerpAnalysis',
        `${SERP}?query=zzz%20no%20such%20keyword`,
      );
      expect(page).toMatchObject({ hasData: false, rows: [], ads: [], checkedDepth: null, totalRowCount: 0 });
    });

    itRefuses(server, SERP, [
      ['a blank keyword', 'query=%20', 'query.query'],
      ['a month the corpus does not hold', 'query=google&month=2019-01', 'query.month'],
      ['an unknown curve', 'query=google&curve=made-up', 'query.curve'],
    ]);
  });

  describe('getRelatedKeywords', () => {
    interface RelatedRow {
      keyword: string;
      volume: number | null;
      cpc: number | null;
      difficulty: number | null;
      relevance: number | null;
      isQuestion: boolean | null;
      isTransactional: boolean | null;
    }
    type RelatedPage = ResearchPage<RelatedRow> & { type: string };
    const related = (b: Browser, term: string, extra = '') =>
      getValid<RelatedPage>(
        b,
        'getRelatedKeywords',
        `${RELATED}?query=${encodeURIComponent(term)}&rowsPerPage=1000${extra}`,
      );

    /** A keyword of the corpus whose words other keywords share. */
    async function termWithSimilar() {
      const terms = (await server.db.kysely.selectFrom('keywords').select('term').orderBy('id').execute()).map(
        (r) => r.term,
      );
      return terms.find((t) =>
        terms.some((o) => o !== t && relatingWords(t).some((w) => ` ${o} `.includes(` ${w} `))),
      )!;
    }

    it('similar: keywords sharing its words, most shared first, as the contract says', async () => {
      const term = await termWithSimilar();
      const words = relatingWords(term);
      const page = await related(full, term);
      expect(page).toMatchObject({ keyword: term, type: 'similar', hasData: true });
      expect(page.rows.length).toBeGreaterThan(0);
      for (const row of page.rows) {
        expect(row.keyword).not.toBe(term);
        expect(row.relevance).toBe(words.filter((w) => ` ${row.keyword} `.includes(` ${w} `)).length);
      }
      expectSorted(
        page.rows.map((r) => r.relevance),
        'desc',
      );
      const questions = await related(full, term, '&type=questions');
      const transaction = await related(full, term, '&type=transaction');
      expect(questions.rows).toEqual(page.rows.filter((r) => r.isQuestion));
      expect(transaction.rows).toEqual(page.rows.filter((r) => r.isTransactional));
    });

    it('buys: keywords its advertisers also buy, counted by advertiser', async () => {
      const term = await mostAdvertisedTerm();
      const page = await related(full, term, '&type=buys');
      const ads = await server.db.kysely
        .selectFrom('serp_ads as a')
        .innerJoin('keywords as k', 'k.id', 'a.keyword_id')
        .select(['k.term', 'a.domain_id'])
        .where('a.month', '=', 202610)
        .execute();
      const advertisers = new Set(ads.filter((a) => a.term === term).map((a) => a.domain_id));
      const counts = new Map<string, Set<number>>();
      for (const a of ads) {
        if (a.term !== term && advertisers.has(a.domain_id))
          counts.set(a.term, (counts.get(a.term) ?? new Set()).add(a.domain_id));
      }
      expect(new Map(page.rows.map((r) => [r.keyword, r.relevance]))).toEqual(
        new Map([...counts].map(([t, s]) => [t, s.size])),
      );
    });

    it('ranks: keywords its first-page domains also have on a first page', async () => {
      const page = await related(full, 'google', '&type=ranks');
      const results = await server.db.kysely
        .selectFrom('serp_organic as s')
        .innerJoin('keywords as k', 'k.id', 's.keyword_id')
        .select(['k.term', 's.domain_id'])
        .where('s.month', '=', 202610)
        .where('s.rank_group', '<=', 10)
        .execute();
      const domains = new Set(results.filter((r) => r.term === 'google').map((r) => r.domain_id));
      const counts = new Map<string, Set<number>>();
      for (const r of results) {
        if (r.term !== 'google' && domains.has(r.domain_id))
          counts.set(r.term, (counts.get(r.term) ?? new Set()).add(r.domain_id));
      }
      expect(new Map(page.rows.map((r) => [r.keyword, r.relevance]))).toEqual(
        new Map([...counts].map(([t, s]) => [t, s.size])),
      );
    });

    itSortsBothWays(
      () => full,
      'getRelatedKeywords',
      () => `${RELATED}?query=google&rowsPerPage=1000&type=ranks`,
      ['keyword', 'volume', 'cpc', 'difficulty', 'relevance'],
    );

    it('pages, filters, and throttles a visitor on the server', async () => {
      const whole = await getValid<RelatedPage>(
        full,
        'getRelatedKeywords',
        `${RELATED}?query=google&type=ranks&rowsPerPage=8`,
      );
      const second = await getValid<RelatedPage>(
        full,
        'getRelatedKeywords',
        `${RELATED}?query=google&type=ranks&rowsPerPage=4&startRow=5`,
      );
      expect(second.rows).toEqual(whole.rows.slice(4));
      const beyond = await getValid<RelatedPage>(
        full,
        'getRelatedKeywords',
        `${RELATED}?query=google&type=ranks&startRow=5000`,
      );
      expect(beyond).toMatchObject({ totalRowCount: whole.totalRowCount, rows: [] });
      const word = whole.rows[0]!.keyword.split(' ')[0]!;
      const filtered = await related(
        full,
        'google',
        `&type=ranks&filterText=${encodeURIComponent(word.toUpperCase())}`,
      );
      expect(filtered.rows.length).toBeGreaterThan(0);
      expect(filtered.rows.every((r) => r.keyword.includes(word))).toBe(true);
      const url = `${RELATED}?query=google&type=ranks&rowsPerPage=30&sortBy=keyword&sortDirection=asc`;
      await throttledForVisitor<RelatedPage>(server, full, 'getRelatedKeywords', url, 'keyword');
    });

    it('answers a keyword without data with an empty list', async () => {
      for (const type of ['similar', 'buys', 'ranks']) {
        const page = await related(server.browser(), 'zzz no such keyword', `&type=${type}`);
        expect(page).toMatchObject({ hasData: false, type, totalRowCount: 0, rows: [] });
      }
    });

    itRefuses(server, RELATED, [
      ['a blank keyword', 'query=%20', 'query.query'],
      ['an unknown type', 'query=google&type=synonyms', 'query.type'],
      ['an unknown sort column', 'query=google&sortBy=colour', 'query.sortBy'],
      ['a month the corpus does not hold', 'query=google&month=2019-01', 'query.month'],
    ]);
  });
});
