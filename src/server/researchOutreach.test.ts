/**
 * The research API's outreach top list, through the HTTP layer, on every test database, over a
 * small seeded corpus: the domains ranking for a keyword list, checked against the same figures
 * worked out here from the month's result rows and metrics.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import {
  expectSorted,
  throttledForVisitor,
  fieldsOf,
  fullUserBrowser,
  getValid,
  seedTestCorpus,
  type ResearchPage,
} from './research/apiTesting';
import { FREE_RESEARCH_ROWS } from './research/lists';
import { domainStrength, estimatedClicks, inverseRankScore, type OrganicCtrCurveId } from './research/metrics';
import { MAX_OUTREACH_KEYWORDS } from './research/outreach';
import { TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';

const OUTREACH = '/NsaApi/Research/OutreachTopDomains';
const LAST_MONTH = 202610;

interface OutreachRow {
  domain: string;
  keywords: number | null;
  averagePosition: number | null;
  bestPosition: number | null;
  clicks: number | null;
  strength: number | null;
  topKeyword: string | null;
}
type OutreachPage = ResearchPage<OutreachRow> & {
  keywords: string[];
  unknownKeywords: string[];
  excludeDomain: string | null;
  maxPosition: number;
  curve: { id: string };
};

interface Expected {
  month: number;
  maxPosition: number;
  curve: OrganicCtrCurveId;
  exclude?: string;
}

describe.each(TEST_DATABASES)('research API: outreach top domains on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('research-outreach', kind);
  let full: Browser;
  /** Keywords of the corpus, as it keys them. */
  let terms: string[];

  beforeAll(async () => {
    await seedTestCorpus(server);
    full = await fullUserBrowser(server, email());
    const rows = await server.db.kysely.selectFrom('keywords').select('term').orderBy('id').limit(15).execute();
    terms = rows.map((r) => r.term);
  });

  const urlOf = (listed: readonly string[], extra = '') =>
    `${OUTREACH}?keywords=${encodeURIComponent(listed.join(','))}${extra}`;

  /**
   * The list as the month's result rows give it, in the default order (most keywords, then the
   * better average position, then by name): each keyword at the domain's best result on it, clicks
   * from every result, strength from the inverse-rank score of all the domain's rankings that month.
   */
  async function expectedRows(listed: readonly string[], { month, maxPosition, curve, exclude }: Expected) {
    const results = await server.db.kysely
      .selectFrom('serp_organic as s')
      .innerJoin('domains as d', 'd.id', 's.domain_id')
      .innerJoin('keywords as k', 'k.id', 's.keyword_id')
      .select(['d.name', 'k.term', 's.rank_group', 's.volume'])
      .where('s.month', '=', month)
      .execute();
    const positionsOf = new Map<string, number[]>();
    for (const r of results) positionsOf.set(r.name, [...(positionsOf.get(r.name) ?? []), r.rank_group]);
    const scores = new Map([...positionsOf].map(([name, positions]) => [name, inverseRankScore(positions)]));
    const strongest = Math.max(...scores.values());

    const byDomain = new Map<string, { best: Map<string, { position: number; volume: number }>; clicks: number }>();
    for (const r of results) {
      if (!listed.includes(r.term) || r.rank_group > maxPosition || r.name === exclude) continue;
      const domain = byDomain.get(r.name) ?? { best: new Map(), clicks: 0 };
      byDomain.set(r.name, domain);
      domain.clicks += estimatedClicks(r.volume, r.rank_group, curve);
      const seen = domain.best.get(r.term);
      if (!seen || r.rank_group < seen.position) domain.best.set(r.term, { position: r.rank_group, volume: r.volume });
    }
    const rows = [...byDomain].map(([name, { best, clicks }]) => {
      const positions = [...best.values()].map((b) => b.position);
      const mean = positions.reduce((sum, p) => sum + p, 0) / positions.length;
      const [topKeyword] = [...best].sort(
        ([a, x], [b, y]) => x.position - y.position || y.volume - x.volume || (a < b ? -1 : 1),
      )[0]!;
      return {
        mean,
        row: {
          domain: name,
          keywords: best.size,
          averagePosition: Math.round(mean * 10) / 10,
          bestPosition: Math.min(...positions),
          clicks: Math.round(clicks),
          strength: domainStrength(scores.get(name)!, strongest),
          topKeyword,
          isThrottled: false,
        },
      };
    });
    rows.sort((a, b) => b.row.keywords - a.row.keywords || a.mean - b.mean || (a.row.domain < b.row.domain ? -1 : 1));
    return rows.map((r) => r.row);
  }

  /**
   * The rows equal the expected ones; clicks may differ by one, as SQL writes each CTR with eight
   * decimals (sqlMetrics.ts) and a sum of millions of searches can round either side of a half.
   */
  function expectRows(actual: readonly OutreachRow[], expected: readonly OutreachRow[]) {
    const withoutClicks = (rows: readonly OutreachRow[]) => rows.map((r) => ({ ...r, clicks: null }));
    expect(withoutClicks(actual)).toEqual(withoutClicks(expected));
    const off = actual.filter((r, i) => Math.abs(r.clicks! - expected[i]!.clicks!) > 1);
    expect(off).toEqual([]);
  }

  it('lists the domains as the result rows give them, most keywords first, as the contract says', async () => {
    const listed = [`  ${terms[0]!.toUpperCase()} `, ...terms.slice(1), terms[1]!, 'zzz no such keyword', ''];
    const page = await getValid<OutreachPage>(full, 'getOutreachTopDomains', urlOf(listed, '&rowsPerPage=1000'));
    const used = [...terms, 'zzz no such keyword'];
    const expected = await expectedRows(used, { month: LAST_MONTH, maxPosition: 20, curve: 'sistrix-2020' });
    expect(page).toMatchObject({
      keywords: used,
      unknownKeywords: ['zzz no such keyword'],
      excludeDomain: null,
      maxPosition: 20,
      hasData: true,
      month: '2026-10',
      curve: { id: 'sistrix-2020' },
      freeRowCount: null,
      totalRowCount: expected.length,
    });
    expect(expected.length).toBeGreaterThan(FREE_RESEARCH_ROWS);
    expectRows(page.rows, expected);
    // Outreach is about sharing: the top domain ranks for several of the keywords.
    expect(page.rows[0]!.keywords).toBeGreaterThan(1);
  });

  it('counts only the top maxPosition results, in the month and on the curve asked for', async () => {
    const page = await getValid<OutreachPage>(
      full,
      'getOutreachTopDomains',
      urlOf(terms, '&maxPosition=3&month=2026-09&curve=backlinko-2019&rowsPerPage=1000'),
    );
    const expected = await expectedRows(terms, { month: 202609, maxPosition: 3, curve: 'backlinko-2019' });
    expect(page).toMatchObject({ maxPosition: 3, month: '2026-09', curve: { id: 'backlinko-2019' } });
    expectRows(page.rows, expected);
    expect(page.rows.every((r) => r.bestPosition! <= 3 && r.averagePosition! <= 3)).toBe(true);
    const deeper = await getValid<OutreachPage>(full, 'getOutreachTopDomains', urlOf(terms, '&month=2026-09'));
    expect(deeper.totalRowCount).toBeGreaterThan(page.totalRowCount);
  });

  it("leaves out the excluded site, named by its registrable domain even as a page's URL", async () => {
    const whole = await getValid<OutreachPage>(full, 'getOutreachTopDomains', urlOf(terms, '&rowsPerPage=1000'));
    const own = whole.rows[0]!.domain;
    const page = await getValid<OutreachPage>(
      full,
      'getOutreachTopDomains',
      urlOf(terms, `&rowsPerPage=1000&excludeDomain=${encodeURIComponent(`https://www.${own}/some/page?x=1`)}`),
    );
    expect(page.excludeDomain).toBe(own);
    expect(page.rows.map((r) => r.domain)).not.toContain(own);
    expect(page.totalRowCount).toBe(whole.totalRowCount - 1);
    expectRows(
      page.rows,
      await expectedRows(terms, { month: LAST_MONTH, maxPosition: 20, curve: 'sistrix-2020', exclude: own }),
    );
    // A site the corpus does not know leaves the list whole.
    const unknown = await getValid<OutreachPage>(
      full,
      'getOutreachTopDomains',
      urlOf(terms, '&rowsPerPage=1000&excludeDomain=no-such-site.example'),
    );
    expect(unknown.excludeDomain).toBe('no-such-site.example');
    expect(unknown.rows).toEqual(whole.rows);
  });

  it.each(['domain', 'keywords', 'averagePosition', 'bestPosition', 'clicks', 'strength'] as const)(
    'sorts by %s both ways',
    async (column) => {
      const pages: OutreachPage[] = [];
      for (const direction of ['asc', 'desc'] as const) {
        const page = await getValid<OutreachPage>(
          full,
          'getOutreachTopDomains',
          urlOf(terms, `&sortBy=${column}&sortDirection=${direction}&rowsPerPage=1000`),
        );
        expectSorted(
          page.rows.map((r) => r[column]),
          direction,
        );
        pages.push(page);
      }
      const [ascending, descending] = pages;
      expect(new Set(ascending!.rows.map((r) => r[column])).size).toBeGreaterThan(1);
      expect(ascending!.rows.map((r) => r.domain).sort()).toEqual(descending!.rows.map((r) => r.domain).sort());
    },
  );

  it('pages from startRow 1 and filters by domain name', async () => {
    const whole = await getValid<OutreachPage>(full, 'getOutreachTopDomains', urlOf(terms, '&rowsPerPage=9'));
    const first = await getValid<OutreachPage>(full, 'getOutreachTopDomains', urlOf(terms, '&rowsPerPage=4'));
    const second = await getValid<OutreachPage>(
      full,
      'getOutreachTopDomains',
      urlOf(terms, '&rowsPerPage=5&startRow=5'),
    );
    expect([...first.rows, ...second.rows]).toEqual(whole.rows);
    expect(second.totalRowCount).toBe(whole.totalRowCount);
    const past = await getValid<OutreachPage>(
      full,
      'getOutreachTopDomains',
      urlOf(terms, `&startRow=${whole.totalRowCount + 1}`),
    );
    expect(past).toMatchObject({ hasData: true, totalRowCount: whole.totalRowCount, rows: [] });

    const all = await getValid<OutreachPage>(full, 'getOutreachTopDomains', urlOf(terms, '&rowsPerPage=1000'));
    const text = '.ORG';
    const filtered = await getValid<OutreachPage>(
      full,
      'getOutreachTopDomains',
      urlOf(terms, `&rowsPerPage=1000&filterText=${encodeURIComponent(text)}`),
    );
    const matching = all.rows.filter((r) => r.domain.includes(text.toLowerCase()));
    expect(matching.length).toBeGreaterThan(0);
    expect(filtered.rows).toEqual(matching);
    expect(filtered.totalRowCount).toBe(matching.length);
    const none = await getValid<OutreachPage>(full, 'getOutreachTopDomains', urlOf(terms, '&filterText=zz_%25'));
    expect(none).toMatchObject({ hasData: true, totalRowCount: 0, rows: [] });
  });

  it('throttles a visitor past the free rows, on the server', async () => {
    const url = urlOf(terms, '&rowsPerPage=30');
    await throttledForVisitor<OutreachPage>(server, full, 'getOutreachTopDomains', url, 'domain');
    const later = await getValid<OutreachPage>(
      server.browser(),
      'getOutreachTopDomains',
      urlOf(terms, `&startRow=${FREE_RESEARCH_ROWS + 1}&rowsPerPage=5`),
    );
    expect(later.rows).toHaveLength(5);
    expect(later.rows.every((r) => r.isThrottled)).toBe(true);
  });

  it('answers a list of unknown keywords with 200, hasData false and the terms named', async () => {
    const page = await getValid<OutreachPage>(
      server.browser(),
      'getOutreachTopDomains',
      urlOf(['zzz no such keyword', 'Another  Unknown'], '&excludeDomain=nike.com'),
    );
    expect(page).toMatchObject({
      keywords: ['zzz no such keyword', 'another unknown'],
      unknownKeywords: ['zzz no such keyword', 'another unknown'],
      excludeDomain: 'nike.com',
      hasData: false,
      month: '2026-10',
      totalRowCount: 0,
      rows: [],
    });
  });

  const tooMany = Array.from({ length: MAX_OUTREACH_KEYWORDS + 1 }, (_, i) => `keyword ${i}`).join(',');
  const atLimit = Array.from({ length: MAX_OUTREACH_KEYWORDS }, (_, i) => `keyword ${i % 50}, KEYWORD ${i}`).join(',');

  it('takes as many keywords as the limit, duplicates counted once', async () => {
    const page = await getValid<OutreachPage>(
      server.browser(),
      'getOutreachTopDomains',
      `${OUTREACH}?keywords=${encodeURIComponent(atLimit)}`,
    );
    expect(page.keywords).toHaveLength(MAX_OUTREACH_KEYWORDS);
  });

  it.each([
    ['no keywords', 'keywords=%20,%20,', ['query.keywords']],
    ['too many keywords', `keywords=${encodeURIComponent(tooMany)}`, ['query.keywords']],
    ['a missing list', 'maxPosition=5', ['query.keywords']],
    ['a malformed excluded domain', 'keywords=shoes&excludeDomain=not%20a%20domain!', ['query.excludeDomain']],
    ['a bare public suffix to exclude', 'keywords=shoes&excludeDomain=co.uk', ['query.excludeDomain']],
    ['both at once', 'keywords=,&excludeDomain=co.uk', ['query.keywords', 'query.excludeDomain']],
    ['a position of 0', 'keywords=shoes&maxPosition=0', ['query.maxPosition']],
    ['a position past 100', 'keywords=shoes&maxPosition=101', ['query.maxPosition']],
    ['a month the corpus does not hold', 'keywords=shoes&month=2019-01', ['query.month']],
    ['an unknown sort column', 'keywords=shoes&sortBy=colour', ['query.sortBy']],
    ['an unknown curve', 'keywords=shoes&curve=made-up', ['query.curve']],
  ])('refuses %s with a 400 naming the field', async (_what, params, fields) => {
    const res = await server.browser().get(`${OUTREACH}?${params}`);
    expect(res.status).toBe(400);
    for (const field of fields) expect(fieldsOf(res)).toContain(field);
  });
});
