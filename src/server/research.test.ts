/** The research API through the HTTP layer, on every test database, over a small seeded corpus. */
import { describe, expect, it, beforeAll } from 'vitest';

import { domainFigures } from './research/domainStats';
import { FREE_RESEARCH_ROWS } from './research/lists';
import { seedResearchCorpus } from './research/seedResearchCorpus';
import {
  contractErrors,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  useTestServer,
  userIdOf,
} from './testing/harness';
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
  async function fullUser() {
    const address = email();
    const b = await registeredBrowser(server, address);
    const id = await userIdOf(server, address);
    await server.db.kysely
      .updateTable('users')
      .set({ is_full_user: 1, plan: 'Professional' })
      .where('id', '=', id)
      .execute();
    return b;
  }

  beforeAll(async () => {
    await seedResearchCorpus(server.db, { keywords: 60, now: new Date('2026-11-24T12:00:00Z') });
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
      expect(body.history.map((m) => m.month)).toEqual([
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
      ]);
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

    it('answers a domain without data with an empty page', async () => {
      const res = await server.browser().get(`${KEYWORDS}?query=no-such-site.example`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ hasData: false, totalRowCount: 0, rows: [] });
    });

    it.each([
      ['a month the corpus does not hold', 'query=google.com&month=2019-01', 'query.month'],
      ['an unknown sort column', 'query=google.com&sortBy=colour', 'query.sortBy'],
      ['a page too large', 'query=google.com&rowsPerPage=5000', 'query.rowsPerPage'],
      ['a start row of 0', 'query=google.com&startRow=0', 'query.startRow'],
      ['a malformed domain', 'query=not%20a%20domain!', 'query.query'],
    ])('refuses %s with a 400 naming the field', async (_what, params, field) => {
      const res = await server.browser().get(`${KEYWORDS}?${params}`);
      expect(res.status).toBe(400);
      expect((res.body as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
    });
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

    it.each([
      ['a blank keyword', 'query=%20%20', 'query.query'],
      ['a month the corpus does not hold', 'query=google&month=2019-01', 'query.month'],
    ])('refuses %s with a 400 naming the field', async (_what, params, field) => {
      const res = await server.browser().get(`${KEYWORD}?${params}`);
      expect(res.status).toBe(400);
      expect((res.body as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
    });
  });
});
