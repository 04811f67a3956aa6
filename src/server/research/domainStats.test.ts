/**
 * A domain's figures through the per-position totals equal the metrics computed straight from its
 * result and ad rows: two roads to the same numbers, on every test database.
 */
import { describe, expect, it } from 'vitest';

import { seedTestCorpusIn } from './apiTesting';
import { domainFigures, urlFigures } from './domainStats';
import { monthSummary, type AdBlock } from './metrics';
import { landingPageOf, researchSite } from './site';
import { useFreshDatabase, TEST_DATABASES } from '../testing/harness';

describe.each(TEST_DATABASES)('domain figures on %s', (kind) => {
  const db = useFreshDatabase(kind, seedTestCorpusIn);

  /** The last month's summary computed row by row from serp_organic and serp_ads. */
  async function summaryFromRows(domain: string, month: number) {
    const organic = await db.kysely
      .selectFrom('serp_organic as s')
      .innerJoin('domains as d', 'd.id', 's.domain_id')
      .innerJoin('keywords as k', 'k.id', 's.keyword_id')
      .innerJoin('keyword_volumes as v', (j) =>
        j.onRef('v.keyword_id', '=', 's.keyword_id').onRef('v.month', '=', 's.month'),
      )
      .select(['v.volume', 'k.cpc_cents', 's.rank_group'])
      .where('d.name', '=', domain)
      .where('s.month', '=', month)
      .execute();
    const ads = await db.kysely
      .selectFrom('serp_ads as a')
      .innerJoin('domains as d', 'd.id', 'a.domain_id')
      .innerJoin('keywords as k', 'k.id', 'a.keyword_id')
      .innerJoin('keyword_volumes as v', (j) =>
        j.onRef('v.keyword_id', '=', 'a.keyword_id').onRef('v.month', '=', 'a.month'),
      )
      .select(['v.volume', 'k.cpc_cents', 'a.block', 'a.position'])
      .where('d.name', '=', domain)
      .where('a.month', '=', month)
      .execute();
    return monthSummary(
      organic.map((r) => ({ volume: r.volume, cpc: r.cpc_cents / 100, position: r.rank_group })),
      ads.map((r) => ({ volume: r.volume, cpc: r.cpc_cents / 100, block: r.block as AdBlock, position: r.position })),
    );
  }

  it.each(['google.com', 'wikipedia.org', 'amazon.com'])(
    '%s: the totals give the row-by-row figures',
    async (domain) => {
      const figures = await domainFigures(db, domain);
      expect(figures.hasData).toBe(true);
      expect(figures.months).toHaveLength(13);
      const last = figures.months.at(-1)!;
      const { month: _month, buckets, ...summary } = last;
      const expected = await summaryFromRows(domain, last.month);
      expect(summary.organicKeywords).toBe(expected.organicKeywords);
      expect(summary.top10Keywords).toBe(expected.top10Keywords);
      expect(summary.seoClicks).toBe(expected.seoClicks);
      expect(summary.seoClickValue).toBeCloseTo(expected.seoClickValue, 1);
      expect(summary.paidKeywords).toBe(expected.paidKeywords);
      expect(summary.ppcBudget).toBeCloseTo(expected.ppcBudget, 1);
      expect(Object.values(buckets).reduce((a, b) => a + b, 0)).toBe(summary.organicKeywords);
      expect(figures.backlinks).toBeGreaterThan(0);
      expect(figures.referringDomains).toBeGreaterThan(0);
      expect(figures.referringDomains).toBeLessThanOrEqual(figures.backlinks);
    },
  );

  it('names the curve, and a different curve gives different clicks', async () => {
    const sistrix = await domainFigures(db, 'google.com');
    const backlinko = await domainFigures(db, 'google.com', 'backlinko-2019');
    expect(sistrix.curve).toBe('sistrix-2020');
    expect(backlinko.curve).toBe('backlinko-2019');
    expect(backlinko.months.at(-1)!.seoClicks).not.toBe(sistrix.months.at(-1)!.seoClicks);
    expect(backlinko.months.at(-1)!.organicKeywords).toBe(sistrix.months.at(-1)!.organicKeywords);
  });

  it('gives the change from the month before', async () => {
    const figures = await domainFigures(db, 'google.com');
    const [previous, last] = figures.months.slice(-2);
    expect(figures.change.organicKeywords.delta).toBe(last!.organicKeywords - previous!.organicKeywords);
  });

  it('answers a domain without data with zeros, not an error', async () => {
    const figures = await domainFigures(db, 'no-such-site.example');
    expect(figures.hasData).toBe(false);
    expect(figures.months).toHaveLength(13);
    expect(figures.months.every((m) => m.seoClicks === 0 && m.organicKeywords === 0)).toBe(true);
    expect(figures).toMatchObject({ backlinks: 0, referringDomains: 0 });
    expect(figures.change.seoClicks).toEqual({ delta: 0, ratio: null });
  });

  /** The page's months computed row by row: its organic rows, and the ads whose landing page it is. */
  async function pageSummaryFromRows(domain: string, path: string, month: number) {
    const organic = await db.kysely
      .selectFrom('serp_organic as s')
      .innerJoin('urls as u', 'u.id', 's.url_id')
      .innerJoin('domains as d', 'd.id', 'u.domain_id')
      .innerJoin('keywords as k', 'k.id', 's.keyword_id')
      .select(['s.volume', 'k.cpc_cents', 's.rank_group'])
      .where('d.name', '=', domain)
      .where('u.path', '=', path)
      .where('s.month', '=', month)
      .execute();
    const ads = (
      await db.kysely
        .selectFrom('serp_ads as a')
        .innerJoin('ad_copies as c', 'c.id', 'a.ad_copy_id')
        .innerJoin('keywords as k', 'k.id', 'a.keyword_id')
        .innerJoin('keyword_volumes as v', (j) =>
          j.onRef('v.keyword_id', '=', 'a.keyword_id').onRef('v.month', '=', 'a.month'),
        )
        .select(['v.volume', 'k.cpc_cents', 'a.block', 'a.position', 'c.landing_url'])
        .where('a.month', '=', month)
        .execute()
    ).filter((r) => landingPageOf(r.landing_url) === `${domain}${path.split('?')[0]}`);
    return monthSummary(
      organic.map((r) => ({ volume: r.volume, cpc: r.cpc_cents / 100, position: r.rank_group })),
      ads.map((r) => ({ volume: r.volume, cpc: r.cpc_cents / 100, block: r.block as AdBlock, position: r.position })),
    );
  }

  it('a page: its rankings and the ads landing on it give the same figures both ways', async () => {
    const ranked = await db.kysely
      .selectFrom('serp_organic as s')
      .innerJoin('urls as u', 'u.id', 's.url_id')
      .innerJoin('domains as d', 'd.id', 'u.domain_id')
      .select(['d.name', 'u.path'])
      .select((eb) => eb.fn.countAll().as('n'))
      .groupBy(['d.name', 'u.path'])
      .orderBy('n', 'desc')
      .orderBy('u.path')
      .limit(1)
      .executeTakeFirstOrThrow();
    const advertised = await db.kysely
      .selectFrom('ad_copies')
      .select('landing_url')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const landing = new URL(advertised.landing_url);
    for (const query of [`https://www.${ranked.name}${ranked.path}`, `${landing.hostname}${landing.pathname}`]) {
      const site = researchSite(query);
      const figures = await urlFigures(db, site);
      expect(figures.hasData).toBe(true);
      expect(figures.months).toHaveLength(13);
      const { month, buckets: _buckets, ...summary } = figures.months.at(-1)!;
      const expected = await pageSummaryFromRows(site.domain, site.path, month);
      expect(summary.organicKeywords).toBe(expected.organicKeywords);
      expect(summary.seoClicks).toBe(expected.seoClicks);
      expect(summary.seoClickValue).toBeCloseTo(expected.seoClickValue, 1);
      expect(summary.paidKeywords).toBe(expected.paidKeywords);
      expect(summary.ppcBudget).toBeCloseTo(expected.ppcBudget, 1);
    }
  });

  it('a page without data, and a page on a subdomain, answer zeros', async () => {
    for (const query of ['google.com/no/such/page', 'https://mail.google.com/']) {
      const figures = await urlFigures(db, researchSite(query));
      expect(figures.hasData).toBe(false);
      expect(figures.domain).toBe('google.com');
      expect(figures.months.every((m) => m.organicKeywords === 0 && m.paidKeywords === 0)).toBe(true);
      expect(figures).toMatchObject({ backlinks: 0, referringDomains: 0 });
    }
  });
});
