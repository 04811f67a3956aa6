/**
 * The paid side of the research API through the HTTP layer, on every test database, over a seeded
 * corpus: the segments of getDomainPaidKeywords (core, considerbuying, adwaste against the two
 * closest paid competitors) and the PPC advisor (getPaidAdvisor). Every expected list is computed
 * here from the corpus's ad rows with metrics.ts (competitorsOf, paidKombatSets, paidCtr) and the
 * advisor's definition (advisorTypeOf), never read back from the code under test.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { advisorTypeOf, ADVISOR_COMPETITORS, BUY_SLOT, type AdvisorType } from './research/advisor';
import {
  expectSorted,
  throttledForVisitor,
  fullUserBrowser,
  getValid,
  RESEARCH_TEST_NOW,
  type ResearchPage,
  itRefuses,
} from './research/apiTesting';
import { FREE_RESEARCH_ROWS, monthLabel } from './research/lists';
import { competitorsOf, paidCtr, paidKombatSets, type AdBlock } from './research/metrics';
import { seedResearchCorpus } from './research/seedResearchCorpus';
import { landingPageOf, researchSite } from './research/site';
import { TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';

const PAID = '/NsaApi/Research/DomainPaidKeywords';
const ADVISOR = '/NsaApi/Research/PaidAdvisor';
/** A corpus big enough for every segment and advisor list to hold rows (the shared 60 are too few). */
const PAID_TEST_KEYWORDS = 200;
const SEGMENTS = ['core', 'considerbuying', 'adwaste'] as const;
type Segment = (typeof SEGMENTS)[number];

/** One ad of the corpus, with the keyword's figures that month. */
interface Ad {
  domain: string;
  term: string;
  month: number;
  block: AdBlock;
  position: number;
  volume: number;
  cpcCents: number;
  landingPage: string | null;
}

interface PaidRow {
  keyword: string;
  advertiser: string | null;
  block: AdBlock | null;
  position: number | null;
  volume: number | null;
  cpc: number | null;
  clicks: number | null;
  cost: number | null;
  monthsAdvertised: number | null;
}
type PaidPage = ResearchPage<PaidRow> & { segment: string; comparedWith: string[]; url: string | null };

interface AdviceRow {
  keyword: string;
  volume: number | null;
  cpc: number | null;
  competitors: number | null;
  monthsAdvertised: number | null;
  block: AdBlock | null;
  position: number | null;
  clicks: number | null;
  cost: number | null;
}
type AdvicePage = ResearchPage<AdviceRow> & {
  domain: string;
  type: AdvisorType;
  comparedWith: string[];
};

/** What a row should say, from the ad it shows (or the slot it is estimated in). */
function expectedFigures(ad: Pick<Ad, 'volume' | 'cpcCents' | 'block' | 'position'>) {
  const clicks = ad.volume * paidCtr(ad.block, ad.position);
  return { volume: ad.volume, cpc: ad.cpcCents / 100, clicks: Math.round(clicks), cost: (clicks * ad.cpcCents) / 100 };
}

const byKeyword = <Row extends { keyword: string }>(rows: readonly Row[]) =>
  [...rows].sort((a, b) => (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0));

/** Top-block slots before bottom-block ones, then by position. */
const slotRank = (ad: Pick<Ad, 'block' | 'position'>) => (ad.block === 'top' ? 0 : 100) + ad.position;

describe.each(TEST_DATABASES)('research API: paid segments and the PPC advisor on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('research-paid', kind);
  let full: Browser;
  let ads: Ad[];
  let months: number[];
  let lastMonth: number;
  /** The ads indexed once: the expectations below look them up thousands of times. */
  let monthsOfPair: Map<string, number[]>;
  let adsOfMonthTerm: Map<string, Ad[]>;
  const pairKey = (domain: string, term: string) => `${domain}\n${term}`;
  const monthTermKey = (month: number, term: string) => `${month}\n${term}`;

  beforeAll(async () => {
    await seedResearchCorpus(server.db, { keywords: PAID_TEST_KEYWORDS, now: RESEARCH_TEST_NOW });
    full = await fullUserBrowser(server, email());
    const rows = await server.db.kysely
      .selectFrom('serp_ads as a')
      .innerJoin('domains as d', 'd.id', 'a.domain_id')
      .innerJoin('keywords as k', 'k.id', 'a.keyword_id')
      .innerJoin('keyword_volumes as v', (join) =>
        join.onRef('v.keyword_id', '=', 'a.keyword_id').onRef('v.month', '=', 'a.month'),
      )
      .innerJoin('ad_copies as c', 'c.id', 'a.ad_copy_id')
      .select(['d.name', 'k.term', 'a.month', 'a.block', 'a.position', 'v.volume', 'k.cpc_cents', 'c.landing_url'])
      .execute();
    ads = rows.map((r) => ({
      domain: r.name,
      term: r.term,
      month: Number(r.month),
      block: r.block as AdBlock,
      position: Number(r.position),
      volume: Number(r.volume),
      cpcCents: Number(r.cpc_cents),
      landingPage: landingPageOf(r.landing_url),
    }));
    months = [...new Set(ads.map((a) => a.month))].sort((a, b) => a - b);
    lastMonth = months.at(-1)!;
    monthsOfPair = new Map();
    adsOfMonthTerm = new Map();
    const listIn = <T>(map: Map<string, T[]>, key: string) => map.get(key) ?? map.set(key, []).get(key)!;
    for (const ad of ads) {
      listIn(monthsOfPair, pairKey(ad.domain, ad.term)).push(ad.month);
      listIn(adsOfMonthTerm, monthTermKey(ad.month, ad.term)).push(ad);
    }
  });

  // ---- independent computations over the ad rows ----------------------------------------------

  /** Each domain's keywords bought in a month. */
  function keywordSets(month: number) {
    const sets = new Map<string, Set<string>>();
    for (const ad of ads) if (ad.month === month) sets.set(ad.domain, (sets.get(ad.domain) ?? new Set()).add(ad.term));
    return sets;
  }

  /** Months of the corpus, up to `month`, the domain bought the keyword. */
  function monthsBought(domain: string, term: string, month: number) {
    return new Set((monthsOfPair.get(pairKey(domain, term)) ?? []).filter((m) => m <= month)).size;
  }

  /** The domains, most ads first (ties by name), that are their own registrable domain. */
  function advertisersOf(month: number) {
    const sets = keywordSets(month);
    return [...sets]
      .filter(([domain]) => researchSite(domain).domain === domain)
      .sort(([a, x], [b, y]) => y.size - x.size || a.localeCompare(b))
      .map(([domain]) => domain);
  }

  /** A segment's rows as a 3-domain paid Kombat defines them; `page` keeps the domain's ads landing there. */
  function expectedSegment(domain: string, month: number, segment: Segment, page?: string) {
    const sets = keywordSets(month);
    const rivals = competitorsOf(domain, sets, 2).map((c) => c.domain);
    const own = ads.filter(
      (a) => a.domain === domain && a.month === month && (page === undefined || a.landingPage === page),
    );
    const kombat = paidKombatSets(
      new Set(own.map((a) => a.term)),
      rivals.map((r) => sets.get(r)!),
    );
    const rowOf = (ad: Ad): PaidRow => {
      const { cost, ...figures } = expectedFigures(ad);
      return {
        keyword: ad.term,
        advertiser: ad.domain,
        block: ad.block,
        position: ad.position,
        ...figures,
        cost,
        monthsAdvertised: monthsBought(ad.domain, ad.term, month),
      };
    };
    let shown: Ad[];
    if (segment === 'considerbuying') {
      // The competitors' ad in the best slot on each keyword.
      shown = kombat.considerBuying.map(
        (term) =>
          adsOfMonthTerm
            .get(monthTermKey(month, term))!
            .filter((a) => rivals.includes(a.domain))
            .sort((a, b) => slotRank(a) - slotRank(b))[0]!,
      );
    } else {
      const keep = new Set(segment === 'core' ? kombat.core : kombat.potentialAdWaste);
      shown = own.filter((a) => keep.has(a.term));
    }
    return { rivals, rows: byKeyword(shown.map(rowOf)) };
  }

  /** The advisor's list, keyword by keyword, from advisorTypeOf over the rows. */
  function expectedAdvice(domain: string, month: number, type: AdvisorType) {
    const sets = keywordSets(month);
    const rivals = competitorsOf(domain, sets, ADVISOR_COMPETITORS).map((c) => c.domain);
    const terms = new Set([domain, ...rivals].flatMap((d) => [...(sets.get(d) ?? [])]));
    const rows: AdviceRow[] = [];
    for (const term of terms) {
      const buyers = rivals.filter((r) => sets.get(r)?.has(term));
      const competitorMonths = buyers.map((r) => monthsBought(r, term, month));
      const domainMonths = monthsBought(domain, term, month);
      const domainBuys = sets.get(domain)?.has(term) ?? false;
      if (advisorTypeOf({ domainBuys, domainMonths, competitorMonths }) !== type) continue;
      const adsOnTerm = adsOfMonthTerm.get(monthTermKey(month, term))!;
      const anyAd = adsOnTerm[0]!;
      const slot = type === 'buy' ? BUY_SLOT : adsOnTerm.find((a) => a.domain === domain)!;
      rows.push({
        keyword: term,
        competitors: buyers.length,
        monthsAdvertised: type === 'buy' ? Math.max(...competitorMonths) : domainMonths,
        block: slot.block,
        position: slot.position,
        ...expectedFigures({ ...anyAd, block: slot.block, position: slot.position }),
      });
    }
    return { rivals, rows: byKeyword(rows) };
  }

  /** The rows, by keyword, hold the expected cells (cost to the cent's rounding; the ad copy is not compared). */
  const expectRowsMatch = <Row extends PaidRow | AdviceRow>(actual: readonly Row[], expected: readonly Row[]) => {
    const sorted = byKeyword(actual);
    const cells = (row: Row, like: Row) =>
      Object.fromEntries(
        Object.keys(like)
          .filter((key) => key !== 'cost')
          .map((key) => [key, row[key as keyof Row]]),
      );
    expect(sorted.map((row, i) => cells(row, expected[i] ?? row))).toEqual(expected.map((row) => cells(row, row)));
    sorted.forEach((row, i) => expect(row.cost).toBeCloseTo(expected[i]!.cost!, 1));
  };

  // ---- getDomainPaidKeywords segments --------------------------------------------------------------

  describe('getDomainPaidKeywords segments', () => {
    /** The first advertiser of the last month whose three segments all hold rows. */
    let domain: string;

    beforeAll(() => {
      domain = advertisersOf(lastMonth).find((d) =>
        SEGMENTS.every((segment) => expectedSegment(d, lastMonth, segment).rows.length > 0),
      )!;
      expect(domain).toBeDefined();
    });

    const segmentUrl = (segment: string, extra = '') => `${PAID}?query=${domain}&segment=${segment}${extra}`;

    it.each(SEGMENTS)(
      '%s: lists the rows of a 3-domain paid Kombat with the two closest competitors',
      async (segment) => {
        const page = await getValid<PaidPage>(full, 'getDomainPaidKeywords', segmentUrl(segment, '&rowsPerPage=1000'));
        const expected = expectedSegment(domain, lastMonth, segment);
        expect(page).toMatchObject({
          domain,
          url: null,
          segment,
          comparedWith: expected.rivals,
          hasData: true,
          month: monthLabel(lastMonth),
          totalRowCount: expected.rows.length,
          freeRowCount: null,
        });
        expect(expected.rivals).toHaveLength(2);
        expectRowsMatch(page.rows, expected.rows);
      },
    );

    it('keeps all as every ad of the domain, compared with nobody', async () => {
      const page = await getValid<PaidPage>(full, 'getDomainPaidKeywords', segmentUrl('all', '&rowsPerPage=1000'));
      expect(page.comparedWith).toEqual([]);
      expect(page.totalRowCount).toBe(keywordSets(lastMonth).get(domain)!.size);
      expect(page.rows.every((r) => r.advertiser === domain)).toBe(true);
    });

    it.each(SEGMENTS)('%s: answers an earlier month from that month’s ads and competitors', async (segment) => {
      const month = months.at(-4)!;
      const page = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        segmentUrl(segment, `&month=${monthLabel(month)}&rowsPerPage=1000`),
      );
      const expected = expectedSegment(domain, month, segment);
      expect(page.comparedWith).toEqual(expected.rivals);
      expect(page.totalRowCount).toBe(expected.rows.length);
      expectRowsMatch(page.rows, expected.rows);
    });

    it.each(SEGMENTS)('%s: for a URL, compares the ads landing on the page', async (segment) => {
      const pages = [
        ...new Set(ads.filter((a) => a.domain === domain && a.month === lastMonth).map((a) => a.landingPage)),
      ];
      const landing = pages.find((p) => p !== null)!;
      const page = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        `${PAID}?query=${encodeURIComponent(`https://www.${landing}?utm_source=x`)}&segment=${segment}&rowsPerPage=1000`,
      );
      const expected = expectedSegment(domain, lastMonth, segment, landing);
      expect(page).toMatchObject({ domain, segment, comparedWith: expected.rivals, hasData: true });
      expect(page.totalRowCount).toBe(expected.rows.length);
      expectRowsMatch(page.rows, expected.rows);
    });

    it.each(SEGMENTS)('%s: sorts by every column both ways', async (segment) => {
      for (const column of ['keyword', 'volume', 'cpc', 'clicks', 'cost', 'monthsAdvertised', 'position'] as const) {
        for (const direction of ['asc', 'desc'] as const) {
          const page = await getValid<PaidPage>(
            full,
            'getDomainPaidKeywords',
            segmentUrl(segment, `&sortBy=${column}&sortDirection=${direction}`),
          );
          expectSorted(
            page.rows.map((r) =>
              column === 'position' ? slotRank({ block: r.block!, position: r.position! }) : r[column],
            ),
            direction,
          );
        }
      }
    });

    it.each(SEGMENTS)('%s: pages and filters', async (segment) => {
      const whole = await getValid<PaidPage>(full, 'getDomainPaidKeywords', segmentUrl(segment, '&rowsPerPage=1000'));
      const first = await getValid<PaidPage>(full, 'getDomainPaidKeywords', segmentUrl(segment, '&rowsPerPage=2'));
      const second = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        segmentUrl(segment, '&rowsPerPage=2&startRow=3'),
      );
      expect([...first.rows, ...second.rows]).toEqual(whole.rows.slice(0, 4));
      expect(second.totalRowCount).toBe(whole.totalRowCount);
      const word = whole.rows[0]!.keyword.split(' ')[0]!;
      const filtered = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        segmentUrl(segment, `&filterText=${encodeURIComponent(word.toUpperCase())}&rowsPerPage=1000`),
      );
      expect(filtered.rows).toEqual(whole.rows.filter((r) => r.keyword.includes(word)));
      expect(filtered.totalRowCount).toBe(filtered.rows.length);
    });

    // The test corpus's core segments are too small to throttle (a few keywords each).
    it.each(['considerbuying', 'adwaste'] as const)(
      '%s: throttles a visitor past the free rows, on the server',
      async (segment) => {
        const advertiser = advertisersOf(lastMonth).find(
          (d) => expectedSegment(d, lastMonth, segment).rows.length > FREE_RESEARCH_ROWS,
        )!;
        expect(advertiser).toBeDefined();
        const url = `${PAID}?query=${advertiser}&segment=${segment}&rowsPerPage=40&sortBy=keyword&sortDirection=asc`;
        const { visitor, fullPage } = await throttledForVisitor<PaidPage>(
          server,
          full,
          'getDomainPaidKeywords',
          url,
          'keyword',
        );
        expect(visitor.comparedWith).toEqual(fullPage.comparedWith);
      },
    );

    it('keeps, for newkeywords, the rows whose advertiser did not buy the keyword the month before', async () => {
      const previous = months.at(-2)!;
      const whole = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        segmentUrl('considerbuying', '&rowsPerPage=1000'),
      );
      const fresh = await getValid<PaidPage>(
        full,
        'getDomainPaidKeywords',
        segmentUrl('considerbuying', '&searchType=newkeywords&rowsPerPage=1000'),
      );
      const boughtBefore = (row: PaidRow) =>
        ads.some((a) => a.domain === row.advertiser && a.term === row.keyword && a.month === previous);
      expect(fresh.rows).toEqual(whole.rows.filter((r) => !boughtBefore(r)));
    });

    it('answers hasData for the domain’s ads, whatever the segment holds after a filter', async () => {
      const page = await getValid<PaidPage>(full, 'getDomainPaidKeywords', segmentUrl('core', '&filterText=zzzqqq'));
      expect(page).toMatchObject({ hasData: true, totalRowCount: 0, rows: [] });
    });

    it('answers a domain without ads with hasData false and an empty segment', async () => {
      const silent = (await server.db.kysely.selectFrom('domains').select('name').orderBy('name').execute())
        .map((d) => d.name)
        .find((name) => researchSite(name).domain === name && !keywordSets(lastMonth).has(name))!;
      for (const query of ['no-such-site.example', silent]) {
        for (const segment of SEGMENTS) {
          const page = await getValid<PaidPage>(
            server.browser(),
            'getDomainPaidKeywords',
            `${PAID}?query=${query}&segment=${segment}`,
          );
          expect(page).toMatchObject({ segment, hasData: false, comparedWith: [], totalRowCount: 0, rows: [] });
        }
      }
    });

    itRefuses(server, PAID, [
      ['an unknown segment', 'query=amazon.com&segment=missing', 'query.segment'],
      ['a month the corpus does not hold', 'query=amazon.com&segment=core&month=2019-01', 'query.month'],
    ]);
  });

  // ---- getPaidAdvisor ----------------------------------------------------------------------------

  describe('getPaidAdvisor', () => {
    /** A domain and month with both lists holding rows, and the domain with the longest buy list now. */
    let both: { domain: string; month: number };
    let buyer: string;

    beforeAll(() => {
      const cases = [...months].reverse().flatMap((month) => advertisersOf(month).map((domain) => ({ domain, month })));
      both = cases.find(
        ({ domain, month }) =>
          expectedAdvice(domain, month, 'buy').rows.length > 0 &&
          expectedAdvice(domain, month, 'negativematch').rows.length > 0,
      )!;
      expect(both).toBeDefined();
      buyer = advertisersOf(lastMonth)
        .map((domain) => ({ domain, rows: expectedAdvice(domain, lastMonth, 'buy').rows.length }))
        .sort((a, b) => b.rows - a.rows || a.domain.localeCompare(b.domain))[0]!.domain;
      expect(expectedAdvice(buyer, lastMonth, 'buy').rows.length).toBeGreaterThan(FREE_RESEARCH_ROWS);
    });

    const advisorUrl = (domain: string, type: AdvisorType, extra = '') =>
      `${ADVISOR}?query=${domain}&type=${type}${extra}`;

    it.each(['buy', 'negativematch'] as const)(
      '%s: lists what the advisor’s definition finds in the rows',
      async (type) => {
        const cases = [both, { domain: buyer, month: lastMonth }];
        for (const { domain, month } of cases) {
          const page = await getValid<AdvicePage>(
            full,
            'getPaidAdvisor',
            advisorUrl(domain, type, `&month=${monthLabel(month)}&rowsPerPage=1000`),
          );
          const expected = expectedAdvice(domain, month, type);
          expect(page).toMatchObject({
            domain,
            type,
            comparedWith: expected.rivals,
            hasData: true,
            month: monthLabel(month),
            totalRowCount: expected.rows.length,
            freeRowCount: null,
          });
          expect(expected.rivals.length).toBeGreaterThan(0);
          expectRowsMatch(page.rows, expected.rows);
        }
      },
    );

    it('suggests buying only keywords the domain does not buy, and excluding only ones it buys', async () => {
      const url = (type: AdvisorType) =>
        advisorUrl(both.domain, type, `&month=${monthLabel(both.month)}&rowsPerPage=1000`);
      const bought = keywordSets(both.month).get(both.domain)!;
      const buy = await getValid<AdvicePage>(full, 'getPaidAdvisor', url('buy'));
      const negative = await getValid<AdvicePage>(full, 'getPaidAdvisor', url('negativematch'));
      expect(buy.rows.every((r) => !bought.has(r.keyword) && r.competitors! >= 1)).toBe(true);
      expect(negative.rows.every((r) => bought.has(r.keyword) && r.competitors === 0)).toBe(true);
    });

    it('sorts by every column both ways', async () => {
      const columns = ['keyword', 'volume', 'cpc', 'competitors', 'monthsAdvertised', 'clicks', 'cost'] as const;
      for (const column of columns) {
        for (const direction of ['asc', 'desc'] as const) {
          const page = await getValid<AdvicePage>(
            full,
            'getPaidAdvisor',
            advisorUrl(buyer, 'buy', `&sortBy=${column}&sortDirection=${direction}`),
          );
          expect(page.rows.length).toBeGreaterThan(1);
          expectSorted(
            page.rows.map((r) => r[column]),
            direction,
          );
        }
      }
    });

    it('sorts by cost, most first, by default', async () => {
      const page = await getValid<AdvicePage>(full, 'getPaidAdvisor', advisorUrl(buyer, 'buy'));
      expectSorted(
        page.rows.map((r) => r.cost),
        'desc',
      );
    });

    it('pages and filters', async () => {
      const whole = await getValid<AdvicePage>(full, 'getPaidAdvisor', advisorUrl(buyer, 'buy', '&rowsPerPage=1000'));
      const first = await getValid<AdvicePage>(full, 'getPaidAdvisor', advisorUrl(buyer, 'buy', '&rowsPerPage=3'));
      const second = await getValid<AdvicePage>(
        full,
        'getPaidAdvisor',
        advisorUrl(buyer, 'buy', '&rowsPerPage=3&startRow=4'),
      );
      expect([...first.rows, ...second.rows]).toEqual(whole.rows.slice(0, 6));
      expect(second.totalRowCount).toBe(whole.totalRowCount);
      const past = await getValid<AdvicePage>(
        full,
        'getPaidAdvisor',
        advisorUrl(buyer, 'buy', `&startRow=${whole.totalRowCount + 1}`),
      );
      expect(past).toMatchObject({ totalRowCount: whole.totalRowCount, rows: [] });
      const word = whole.rows[0]!.keyword.split(' ')[0]!;
      const filtered = await getValid<AdvicePage>(
        full,
        'getPaidAdvisor',
        advisorUrl(buyer, 'buy', `&filterText=${encodeURIComponent(word.toUpperCase())}&rowsPerPage=1000`),
      );
      expect(filtered.rows).toEqual(whole.rows.filter((r) => r.keyword.includes(word)));
      expect(filtered.totalRowCount).toBe(filtered.rows.length);
    });

    it('throttles a visitor past the free rows, on the server', async () => {
      const url = advisorUrl(buyer, 'buy', '&rowsPerPage=40&sortBy=keyword&sortDirection=asc');
      await throttledForVisitor<AdvicePage>(server, full, 'getPaidAdvisor', url, 'keyword');
    });

    it('answers a domain without ads with hasData false and empty lists', async () => {
      const silent = (await server.db.kysely.selectFrom('domains').select('name').orderBy('name').execute())
        .map((d) => d.name)
        .find((name) => researchSite(name).domain === name && !keywordSets(lastMonth).has(name))!;
      for (const query of ['no-such-site.example', silent]) {
        for (const type of ['buy', 'negativematch'] as const) {
          const page = await getValid<AdvicePage>(server.browser(), 'getPaidAdvisor', advisorUrl(query, type));
          expect(page).toMatchObject({ type, hasData: false, comparedWith: [], totalRowCount: 0, rows: [] });
        }
      }
    });

    itRefuses(server, ADVISOR, [
      ['a missing type', 'query=amazon.com', 'query.type'],
      ['an unknown type', 'query=amazon.com&type=sell', 'query.type'],
      ['an unknown sort column', 'query=amazon.com&type=buy&sortBy=colour', 'query.sortBy'],
      ['a month the corpus does not hold', 'query=amazon.com&type=buy&month=2019-01', 'query.month'],
      ['a malformed domain', 'query=not%20a%20domain!&type=buy', 'query.query'],
    ]);
  });
});
