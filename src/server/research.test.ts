/** The research API through the HTTP layer, on every test database, over a small seeded corpus. */
import { describe, expect, it, beforeAll } from 'vitest';

import { fullUserBrowser, itRefuses, RESEARCH_TEST_MONTHS, seedTestCorpus } from './research/apiTesting';
import { domainFigures } from './research/domainStats';
import { FREE_RESEARCH_ROWS } from './research/lists';
import { contractErrors, registeredBrowser, TEST_DATABASES, uniqueEmails, useTestServer } from './testing/harness';
import { THROTTLED_CELL_PLACEHOLDER } from '../lib/spec/workspace';

const OVERVIEW = '/NsaApi/Research/DomainOverview';
const KEYWORDS = '/NsaApi/Research/DomainOrganicKeywords';
const KEYWORD = '/NsaApi/Research/KeywordOverview';

interface KeywordPage {
  totalRowCount: number;
  freeRowCount: number | null;
  month: string;
  rows: { keyword: string; clicks: number | null; position: number | null; url: string | null; isThrottled: boolean }[];
}

describe.each(TEST_DATABASES)('research API on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('research', kind);

  /** A logged-in browser of a user with a full (paid) account. */
  const fullUser = () => fullUserBrowser(server, email());

  beforeAll(async () => {
    await seedTestCorpus(server);
  });

  describe('getDomainOverview', () => {
    it('answers a domain of the corpus with its figures, month and curve, as the contract says', async () => {
      const res = await server
        .browser()
        .get(`${OVERVIEW}?query=${encodeURIComponent('https://www.google.com/search')}&countryCode=US`);
      expect(res.status).toBe(200);
      expect(contractErrors('getDomainOverview', res)).toEqual([]);
      const figures = await domainFigures(server.db, 'google.com');
      const last = figures.months.at(-1)!;
      expect(res.body).toMatchObject({
        domain: 'google.com',
        hasData: true,
        isDemoData: true,
        month: '2026-10',
        curve: { id: 'sistrix-2020', name: 'Sistrix 2020' },
        current: {
          month: '2026-10',
          organicKeywords: last.organicKeywords,
          seoClicks: last.seoClicks,
          ppcBudget: last.ppcBudget,
        },
        backlinks: figures.backlinks,
      });
      const body = res.body as { history: { month: string }[]; current: { positionBuckets: { range: string }[] } };
      expect(body.history.map((m) => m.month)).toEqual(RESEARCH_TEST_MONTHS);
      expect(body.current.positionBuckets.map((b) => b.range)).toEqual(['1-3', '4-10', '11-20', '21-50', '51-100']);
    });

    it('follows the chosen CTR curve', async () => {
      const res = await server.browser().get(`${OVERVIEW}?query=google.com&curve=backlinko-2019`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ curve: { id: 'backlinko-2019', name: 'Backlinko 2019' } });
    });

    it('answers a domain without data with 200, zeros and hasData false', async () => {
      const res = await server.browser().get(`${OVERVIEW}?query=no-such-site.example`);
      expect(res.status).toBe(200);
      expect(contractErrors('getDomainOverview', res)).toEqual([]);
      expect(res.body).toMatchObject({
        domain: 'no-such-site.example',
        hasData: false,
        current: { organicKeywords: 0, seoClicks: 0, paidKeywords: 0 },
        backlinks: 0,
      });
    });

    it.each([
      ['a malformed domain', 'not a domain!'],
      ['an e-mail address', 'me@example.com'],
      ['an unknown curve', 'google.com&curve=made-up'],
    ])('refuses %s with a 400 naming the field', async (_what, query) => {
      const res = await server
        .browser()
        .get(`${OVERVIEW}?query=${query.includes('&') ? query : encodeURIComponent(query)}`);
      expect(res.status).toBe(400);
      expect((res.body as { fields: { field: string }[] }).fields[0]?.field).toMatch(/^query\.(query|curve)$/);
    });
  });

  describe('getDomainOrganicKeywords', () => {
    it('gives a full user every row of the page, most clicks first, as the contract says', async () => {
      const b = await fullUser();
      const res = await b.get(`${KEYWORDS}?query=wikipedia.org&rowsPerPage=1000`);
      expect(res.status).toBe(200);
      expect(contractErrors('getDomainOrganicKeywords', res)).toEqual([]);
      const page = res.body as KeywordPage;
      expect(page.freeRowCount).toBeNull();
      expect(page.rows).toHaveLength(page.totalRowCount);
      expect(page.rows.every((r) => !r.isThrottled && r.url?.startsWith('wikipedia.org/'))).toBe(true);
      const clicks = page.rows.map((r) => r.clicks ?? 0);
      expect(clicks).toEqual([...clicks].sort((x, y) => y - x));
    });

    it('throttles a visitor past the free rows, on the server: the hidden keywords never leave it', async () => {
      const full = (await (await fullUser()).get(`${KEYWORDS}?query=wikipedia.org&rowsPerPage=50`)).body as KeywordPage;
      const res = await server.browser().get(`${KEYWORDS}?query=wikipedia.org&rowsPerPage=50`);
      expect(res.status).toBe(200);
      expect(contractErrors('getDomainOrganicKeywords', res)).toEqual([]);
      const page = res.body as KeywordPage;
      expect(page.freeRowCount).toBe(FREE_RESEARCH_ROWS);
      expect(page.totalRowCount).toBe(full.totalRowCount);
      expect(page.rows.slice(0, FREE_RESEARCH_ROWS)).toEqual(full.rows.slice(0, FREE_RESEARCH_ROWS));
      const locked = page.rows.slice(FREE_RESEARCH_ROWS);
      expect(locked.length).toBe(Math.min(50, full.totalRowCount) - FREE_RESEARCH_ROWS);
      expect(locked.every((r) => r.isThrottled && r.keyword === THROTTLED_CELL_PLACEHOLDER && r.clicks === null)).toBe(
        true,
      );
      const hidden = full.rows.slice(FREE_RESEARCH_ROWS).map((r) => r.keyword);
      expect(hidden.filter((keyword) => JSON.stringify(page).includes(`"${keyword}"`))).toEqual([]);
    });

    it('throttles a logged-in user without a full account too, and every row of a later page', async () => {
      const b = await registeredBrowser(server, email());
      const res = await b.get(`${KEYWORDS}?query=wikipedia.org&rowsPerPage=5&startRow=11`);
      const page = res.body as KeywordPage;
      expect(page.freeRowCount).toBe(FREE_RESEARCH_ROWS);
      expect(page.rows.length).toBeGreaterThan(0);
      expect(page.rows.every((r) => r.isThrottled)).toBe(true);
    });

    it('reads an earlier month, and sorts and filters as asked', async () => {
      const b = await fullUser();
      const res = await b.get(`${KEYWORDS}?query=wikipedia.org&month=2026-01&sortBy=keyword&sortDirection=asc`);
      expect(res.status).toBe(200);
      const page = res.body as KeywordPage;
      expect(page.month).toBe('2026-01');
      const keywords = page.rows.map((r) => r.keyword);
      expect(keywords).toEqual([...keywords].sort());
      const word = keywords[0]!.split(' ')[0]!;
      const filtered = (
        await b.get(`${KEYWORDS}?query=wikipedia.org&month=2026-01&filterText=${encodeURIComponent(word)}`)
      ).body as KeywordPage;
      expect(filtered.rows.every((r) => r.keyword.includes(word))).toBe(true);
    });

    describe('segments and pages', () => {
      type SegmentPage = KeywordPage & {
        url: string | null;
        comparedWith: string[];
        rows: { keyword: string; position: number | null; rivalRanks: { domain: string; rank: number | null }[] }[];
      };
      /** Each domain's best position per keyword in the latest month, from the result rows. */
      async function positionsOf(domain: string, path?: string) {
        const rows = await server.db.kysely
          .selectFrom('serp_organic')
          .innerJoin('domains', 'domains.id', 'serp_organic.domain_id')
          .innerJoin('urls', 'urls.id', 'serp_organic.url_id')
          .innerJoin('keywords', 'keywords.id', 'serp_organic.keyword_id')
          .select(['keywords.term', 'serp_organic.rank_group', 'urls.path'])
          .where('domains.name', '=', domain)
          .where('serp_organic.month', '=', 202610)
          .execute();
        const best = new Map<string, number>();
        for (const r of rows.filter((row) => path === undefined || row.path === path)) {
          best.set(r.term, Math.min(best.get(r.term) ?? Infinity, r.rank_group));
        }
        return best;
      }
      const segmentPage = async (query: string) => {
        const res = await (await fullUser()).get(`${KEYWORDS}?rowsPerPage=1000&${query}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(contractErrors('getDomainOrganicKeywords', res)).toEqual([]);
        return res.body as SegmentPage;
      };

      it('compares core and missing with the two closest competitors the competitor list names', async () => {
        const competitors = (
          await (await fullUser()).get(`/NsaApi/Research/DomainCompetitors?query=wikipedia.org&rowsPerPage=2`)
        ).body as { rows: { domain: string }[] };
        const rivals = competitors.rows.map((r) => r.domain);
        expect(rivals).toHaveLength(2);
        const [own, first, second] = await Promise.all(['wikipedia.org', ...rivals].map((d) => positionsOf(d)));

        const core = await segmentPage('query=wikipedia.org&segment=core');
        expect(core.comparedWith).toEqual(rivals);
        const expectedCore = [...own!.keys()].filter((k) => first!.has(k) && second!.has(k)).sort();
        expect(expectedCore.length).toBeGreaterThan(0);
        expect(core.rows.map((r) => r.keyword).sort()).toEqual(expectedCore);
        for (const row of core.rows) {
          expect(row.position).toBe(own!.get(row.keyword));
          expect(row.rivalRanks).toEqual([
            { domain: rivals[0], rank: first!.get(row.keyword) },
            { domain: rivals[1], rank: second!.get(row.keyword) },
          ]);
        }

        const missing = await segmentPage('query=wikipedia.org&segment=missing&sortBy=keyword&sortDirection=asc');
        const expectedMissing = [...first!.keys()].filter((k) => second!.has(k) && !own!.has(k)).sort();
        expect(expectedMissing.length).toBeGreaterThan(0);
        expect(missing.rows.map((r) => r.keyword)).toEqual(expectedMissing);
        expect(missing.totalRowCount).toBe(expectedMissing.length);
        expect(missing.rows.every((r) => r.position === null && r.clicks === null && r.url === null)).toBe(true);
      });

      it('keeps only flagged keywords in the questions, content and transactional segments', async () => {
        for (const [segment, column] of [
          ['questions', 'is_question'],
          ['content', 'is_content'],
          ['transactional', 'is_transactional'],
        ] as const) {
          // The domain ranking for most keywords of the kind, so the segment has rows to check.
          const top = await server.db.kysely
            .selectFrom('serp_organic')
            .innerJoin('domains', 'domains.id', 'serp_organic.domain_id')
            .innerJoin('keywords', 'keywords.id', 'serp_organic.keyword_id')
            .select(['domains.name', server.db.kysely.fn.count('keyword_id').as('n')])
            .where('month', '=', 202610)
            .where(column, '=', 1)
            .groupBy('domains.name')
            .orderBy('n', 'desc')
            .orderBy('domains.name')
            .executeTakeFirst();
          // The small corpus may hold no keyword of a kind: mark two of a domain's for this check.
          if (!top) {
            expect((await segmentPage(`query=wikipedia.org&segment=${segment}`)).totalRowCount).toBe(0);
            const marked = [...(await positionsOf('wikipedia.org')).keys()].slice(0, 2);
            await server.db.kysely
              .updateTable('keywords')
              .set({ [column]: 1 })
              .where('term', 'in', marked)
              .execute();
            try {
              const page = await segmentPage(`query=wikipedia.org&segment=${segment}`);
              expect(page.rows.map((r) => r.keyword).sort(), segment).toEqual(marked.sort());
            } finally {
              await server.db.kysely
                .updateTable('keywords')
                .set({ [column]: 0 })
                .where('term', 'in', marked)
                .execute();
            }
            continue;
          }
          const { name } = top;
          const own = await positionsOf(name);
          const flags = await server.db.kysely
            .selectFrom('keywords')
            .select(['term', column])
            .where('term', 'in', [...own.keys()])
            .execute();
          const expected = flags.filter((k) => k[column] === 1).map((k) => k.term);
          expect(expected.length, segment).toBeGreaterThan(0);
          expect(expected.length, segment).toBeLessThan(own.size);
          const page = await segmentPage(`query=${name}&segment=${segment}`);
          expect(page.rows.map((r) => r.keyword).sort(), segment).toEqual(expected.sort());
          expect(page.comparedWith).toEqual([]);
        }
      });

      it('lists only one page’s keywords for a URL', async () => {
        const page = await server.db.kysely
          .selectFrom('serp_organic')
          .innerJoin('urls', 'urls.id', 'serp_organic.url_id')
          .innerJoin('domains', 'domains.id', 'serp_organic.domain_id')
          .select(['urls.path', server.db.kysely.fn.count('keyword_id').as('n')])
          .where('domains.name', '=', 'wikipedia.org')
          .where('month', '=', 202610)
          // The home page reads as the domain itself.
          .where('urls.path', '<>', '/')
          .groupBy('urls.path')
          .orderBy('n', 'desc')
          .orderBy('urls.path')
          .executeTakeFirstOrThrow();
        const expected = await positionsOf('wikipedia.org', page.path);
        expect(expected.size).toBeGreaterThan(0);
        expect(expected.size).toBeLessThan((await positionsOf('wikipedia.org')).size);
        const answer = await segmentPage(`query=${encodeURIComponent(`https://wikipedia.org${page.path}`)}`);
        expect(answer.url).toBe(`wikipedia.org${page.path}`);
        expect(answer.rows.map((r) => r.keyword).sort()).toEqual([...expected.keys()].sort());
        expect(answer.totalRowCount).toBe(expected.size);
        expect(answer.rows.every((r) => r.url === `wikipedia.org${page.path}`)).toBe(true);
        const unknown = await segmentPage(`query=${encodeURIComponent('wikipedia.org/no/such/page')}`);
        expect(unknown).toMatchObject({ hasData: false, totalRowCount: 0, rows: [] });
      });
    });

    it('answers a domain without data with an empty page', async () => {
      const res = await server.browser().get(`${KEYWORDS}?query=no-such-site.example`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ hasData: false, totalRowCount: 0, rows: [] });
    });

    itRefuses(server, KEYWORDS, [
      ['a month the corpus does not hold', 'query=google.com&month=2019-01', 'query.month'],
      ['an unknown sort column', 'query=google.com&sortBy=colour', 'query.sortBy'],
      ['a page too large', 'query=google.com&rowsPerPage=5000', 'query.rowsPerPage'],
      ['a start row of 0', 'query=google.com&startRow=0', 'query.startRow'],
      ['a malformed domain', 'query=not%20a%20domain!', 'query.query'],
      ['an unknown segment', 'query=google.com&segment=favourites', 'query.segment'],
    ]);
  });

  describe('getKeywordOverview', () => {
    interface KeywordOverviewBody {
      keyword: string;
      hasData: boolean;
      monthlyVolumes: { month: string; volume: number }[];
      clicks: { organic: number; paid: number; organicShare: number | null };
      serp: { position: number; domain: string; url: string; strength: number; clicks: number }[];
      rankingHistory: { domain: string; positions: { month: string; position: number | null }[] }[];
      advertisers: { domain: string; monthsAdvertised: number; lastMonth: string }[];
    }

    it('answers a brand keyword: its site first, the page, history and figures, as the contract says', async () => {
      const res = await server.browser().get(`${KEYWORD}?query=${encodeURIComponent('  Google ')}&countryCode=US`);
      expect(res.status).toBe(200);
      expect(contractErrors('getKeywordOverview', res)).toEqual([]);
      const body = res.body as KeywordOverviewBody;
      expect(body).toMatchObject({ keyword: 'google', hasData: true, month: '2026-10' });
      expect(body.monthlyVolumes).toHaveLength(13);
      expect(body.serp[0]).toMatchObject({ position: 1, domain: 'google.com', url: 'google.com/' });
      expect(body.serp.map((r) => r.position)).toEqual(body.serp.map((_, i) => i + 1));
      expect(body.serp.length).toBeLessThanOrEqual(10);
      const clicks = body.serp.map((r) => r.clicks);
      expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
      expect(body.serp.every((r) => r.strength >= 0 && r.strength <= 100)).toBe(true);
      expect(body.rankingHistory[0]!.domain).toBe('google.com');
      expect(body.rankingHistory[0]!.positions.at(-1)).toEqual({ month: '2026-10', position: 1 });
      expect(body.clicks.organic).toBeGreaterThanOrEqual(clicks.reduce((a, b) => a + b, 0) - body.serp.length);
    });

    it('lists the advertisers of a keyword that has ads, most months first', async () => {
      const [withAds] = await server.db.kysely
        .selectFrom('serp_ads as a')
        .innerJoin('keywords as k', 'k.id', 'a.keyword_id')
        .select('k.term')
        .groupBy('k.term')
        .orderBy('k.term')
        .limit(1)
        .execute();
      const res = await server.browser().get(`${KEYWORD}?query=${encodeURIComponent(withAds!.term)}`);
      const body = res.body as KeywordOverviewBody;
      expect(body.advertisers.length).toBeGreaterThan(0);
      const months = body.advertisers.map((a) => a.monthsAdvertised);
      expect(months).toEqual([...months].sort((a, b) => b - a));
      expect(body.clicks.paid).toBeGreaterThanOrEqual(0);
    });

    it('answers a keyword without data with hasData false, and a country without data the same', async () => {
      for (const url of [`${KEYWORD}?query=zzz%20no%20such%20keyword`, `${KEYWORD}?query=google&countryCode=DE`]) {
        const res = await server.browser().get(url);
        expect(res.status).toBe(200);
        expect(contractErrors('getKeywordOverview', res)).toEqual([]);
        expect(res.body).toMatchObject({ hasData: false, serp: [], advertisers: [] });
      }
    });

    itRefuses(server, KEYWORD, [
      ['a blank keyword', 'query=%20%20', 'query.query'],
      ['a month the corpus does not hold', 'query=google&month=2019-01', 'query.month'],
    ]);
  });
});
