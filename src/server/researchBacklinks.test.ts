/**
 * The research API's backlinks by domain, page and keyword, through the HTTP layer, on every test
 * database, over a small seeded corpus.
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
import { TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';

const BACKLINKS = '/NsaApi/Research/Backlinks';
const KEYWORD_BACKLINKS = '/NsaApi/Research/KeywordBacklinks';

interface LinkRow {
  sourceUrl: string;
  sourceDomain: string | null;
  sourceStrength: number | null;
  targetUrl: string | null;
  anchor: string | null;
  nofollow: boolean | null;
  firstSeen: string | null;
  lastSeen: string | null;
  targetPosition: number | null;
}
type LinkPage = ResearchPage<LinkRow> & { backlinks: number; referringDomains: number; url?: string | null };

const COLUMNS = [
  'sourceUrl',
  'sourceDomain',
  'sourceStrength',
  'targetUrl',
  'anchor',
  'nofollow',
  'firstSeen',
  'lastSeen',
] as const;
/** A cell as its column sorts: anchors case-insensitively, nofollow as 0/1. */
const sortValue = (row: LinkRow, column: (typeof COLUMNS)[number] | 'targetPosition') => {
  const value = row[column];
  if (column === 'anchor') return (value as string).toLowerCase();
  if (column === 'nofollow') return value ? 1 : 0;
  return value;
};

describe.each(TEST_DATABASES)('research API: backlinks on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('research-backlinks', kind);
  let full: Browser;

  beforeAll(async () => {
    await seedTestCorpus(server);
    full = await fullUserBrowser(server, email());
  });

  /** The links to a domain (and page), straight from the table. */
  async function linksTo(domain: string, path?: string) {
    let query = server.db.kysely
      .selectFrom('backlinks as b')
      .innerJoin('domains as d', 'd.id', 'b.target_domain_id')
      .innerJoin('urls as u', 'u.id', 'b.target_url_id')
      .select(['b.source_domain_id', 'u.path', 'b.anchor'])
      .where('d.name', '=', domain);
    if (path !== undefined) query = query.where('u.path', '=', path);
    return query.execute();
  }

  describe('getBacklinks', () => {
    it('lists every link to a domain, strongest sources first, with the counts, as the contract says', async () => {
      const page = await getValid<LinkPage>(
        full,
        'getBacklinks',
        `${BACKLINKS}?query=https://www.google.com&rowsPerPage=1000`,
      );
      const links = await linksTo('google.com');
      expect(page).toMatchObject({
        domain: 'google.com',
        url: null,
        hasData: true,
        month: '2026-10',
        freeRowCount: null,
      });
      expect(page.backlinks).toBe(links.length);
      expect(page.totalRowCount).toBe(links.length);
      expect(page.referringDomains).toBe(new Set(links.map((l) => l.source_domain_id)).size);
      expect(page.rows).toHaveLength(links.length);
      expect(
        page.rows.every((r) => r.targetUrl!.startsWith('google.com/') && r.sourceUrl.startsWith(`${r.sourceDomain}/`)),
      ).toBe(true);
      expectSorted(
        page.rows.map((r) => r.sourceStrength),
        'desc',
      );
    });

    it('lists only the links to a page for a URL, and none for a page without links', async () => {
      const deep = (await linksTo('google.com')).find((l) => l.path !== '/')!;
      const page = await getValid<LinkPage>(full, 'getBacklinks', `${BACKLINKS}?query=google.com${deep.path}`);
      expect(page.url).toBe(`google.com${deep.path}`);
      expect(page.totalRowCount).toBe((await linksTo('google.com', deep.path)).length);
      expect(page.rows.every((r) => r.targetUrl === `google.com${deep.path}`)).toBe(true);
      for (const query of ['google.com/no-such-page', 'no-such-site.example']) {
        const none = await getValid<LinkPage>(server.browser(), 'getBacklinks', `${BACKLINKS}?query=${query}`);
        expect(none).toMatchObject({ hasData: false, backlinks: 0, referringDomains: 0, totalRowCount: 0, rows: [] });
      }
    });

    itSortsBothWays(
      () => full,
      'getBacklinks',
      () => `${BACKLINKS}?query=google.com`,
      COLUMNS,
      sortValue,
    );

    it('pages, filters by anchor or source, and throttles a visitor on the server', async () => {
      const whole = await getValid<LinkPage>(full, 'getBacklinks', `${BACKLINKS}?query=google.com&rowsPerPage=8`);
      const second = await getValid<LinkPage>(
        full,
        'getBacklinks',
        `${BACKLINKS}?query=google.com&rowsPerPage=4&startRow=5`,
      );
      expect(second.rows).toEqual(whole.rows.slice(4));
      const filtered = await getValid<LinkPage>(
        full,
        'getBacklinks',
        `${BACKLINKS}?query=google.com&filterText=CLICK%20HERE&rowsPerPage=1000`,
      );
      const clickHere = (await linksTo('google.com')).filter((l) => l.anchor === 'click here').length;
      expect(filtered.rows.length).toBeGreaterThanOrEqual(clickHere);
      expect(
        filtered.rows.every(
          (r) => r.anchor!.toLowerCase().includes('click here') || r.sourceUrl.includes('click here'),
        ),
      ).toBe(true);
      expect(filtered.backlinks).toBe(filtered.rows.length);
      const url = `${BACKLINKS}?query=google.com&rowsPerPage=30&sortBy=sourceUrl&sortDirection=asc`;
      const { visitor, fullPage } = await throttledForVisitor<LinkPage>(server, full, 'getBacklinks', url, 'sourceUrl');
      expect(visitor.backlinks).toBe(fullPage.backlinks);
    });

    itRefuses(server, BACKLINKS, [
      ['a malformed domain', 'query=not%20a%20domain!', 'query.query'],
      ['an unknown sort column', 'query=google.com&sortBy=targetPosition', 'query.sortBy'],
      ['a start row of 0', 'query=google.com&startRow=0', 'query.startRow'],
    ]);
  });

  describe('getKeywordBacklinks', () => {
    /** The keyword's first-page pages in the month, with their positions. */
    async function firstPage(term: string, month: number) {
      const rows = await server.db.kysely
        .selectFrom('serp_organic as s')
        .innerJoin('keywords as k', 'k.id', 's.keyword_id')
        .innerJoin('urls as u', 'u.id', 's.url_id')
        .innerJoin('domains as d', 'd.id', 'u.domain_id')
        .select(['d.name', 'u.path', 's.rank_group', 's.url_id'])
        .where('k.term', '=', term)
        .where('s.month', '=', month)
        .where('s.rank_group', '<=', 10)
        .execute();
      return new Map(rows.map((r) => [`${r.name}${r.path}`, r.rank_group]));
    }

    it('lists the links to the first-page pages, best-ranked page first, as the contract says', async () => {
      const page = await getValid<LinkPage>(
        full,
        'getKeywordBacklinks',
        `${KEYWORD_BACKLINKS}?query=Google&rowsPerPage=1000`,
      );
      const pages = await firstPage('google', 202610);
      const links = await server.db.kysely
        .selectFrom('backlinks')
        .select('source_domain_id')
        .where(
          'target_url_id',
          'in',
          (
            await server.db.kysely
              .selectFrom('serp_organic as s')
              .innerJoin('keywords as k', 'k.id', 's.keyword_id')
              .select('s.url_id')
              .where('k.term', '=', 'google')
              .where('s.month', '=', 202610)
              .where('s.rank_group', '<=', 10)
              .execute()
          ).map((r) => r.url_id),
        )
        .execute();
      expect(page).toMatchObject({ keyword: 'google', hasData: true, month: '2026-10', backlinks: links.length });
      expect(page.referringDomains).toBe(new Set(links.map((l) => l.source_domain_id)).size);
      for (const row of page.rows) expect(row.targetPosition).toBe(pages.get(row.targetUrl!));
      expectSorted(
        page.rows.map((r) => r.targetPosition),
        'asc',
      );
    });

    it('reads an earlier month and sorts by any column both ways', async () => {
      const earlier = await getValid<LinkPage>(
        full,
        'getKeywordBacklinks',
        `${KEYWORD_BACKLINKS}?query=google&month=2026-01`,
      );
      expect(earlier.month).toBe('2026-01');
      const pages = await firstPage('google', 202601);
      expect(earlier.rows.every((r) => pages.get(r.targetUrl!) === r.targetPosition)).toBe(true);
      for (const column of [...COLUMNS, 'targetPosition'] as const) {
        for (const direction of ['asc', 'desc'] as const) {
          const page = await getValid<LinkPage>(
            full,
            'getKeywordBacklinks',
            `${KEYWORD_BACKLINKS}?query=google&sortBy=${column}&sortDirection=${direction}`,
          );
          expectSorted(
            page.rows.map((r) => sortValue(r, column)),
            direction,
          );
        }
      }
    });

    it('throttles a visitor, and answers a keyword without data with an empty list', async () => {
      const url = `${KEYWORD_BACKLINKS}?query=google&rowsPerPage=30`;
      await throttledForVisitor<LinkPage>(server, full, 'getKeywordBacklinks', url, 'sourceUrl');
      const none = await getValid<LinkPage>(
        server.browser(),
        'getKeywordBacklinks',
        `${KEYWORD_BACKLINKS}?query=zzz%20nothing`,
      );
      expect(none).toMatchObject({ hasData: false, backlinks: 0, totalRowCount: 0, rows: [] });
    });

    itRefuses(server, KEYWORD_BACKLINKS, [
      ['a blank keyword', 'query=%20', 'query.query'],
      ['a month the corpus does not hold', 'query=google&month=2019-01', 'query.month'],
      ['an unknown sort column', 'query=google&sortBy=colour', 'query.sortBy'],
    ]);
  });
});
