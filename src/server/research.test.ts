/** The research API through the HTTP layer, on every test database, over a small seeded corpus. */
import { describe, expect, it, beforeAll } from 'vitest';

import { domainFigures } from './research/domainStats';
import { seedResearchCorpus } from './research/seedResearchCorpus';
import { contractErrors, TEST_DATABASES, useTestServer } from './testing/harness';

const OVERVIEW = '/NsaApi/Research/DomainOverview';

describe.each(TEST_DATABASES)('research API on %s', (kind) => {
  const server = useTestServer(kind);

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
});
