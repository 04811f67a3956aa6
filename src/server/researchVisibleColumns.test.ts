/**
 * visibleColumns on every research list, through the HTTP layer, on every test database: the
 * hidden columns' cells arrive as null, the row's name and the shown columns as without the
 * parameter, and a column the list does not have answers 400. The column ids are read from the
 * contract (each list's sortBy enum), as the server reads them.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { fieldsOf, fullUserBrowser, getValid, seedTestCorpus, type ResearchPage } from './research/apiTesting';
import type { ListColumns } from './research/visibleColumns';
import { TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';
import bundle from '../api/openapi.gen.json';
import { schemaEnum } from '../lib/openapi/operations';

/** Each list: its operation, its column enum, and a request whose page has rows (given the corpus's busiest names). */
const LISTS: readonly (readonly [string, ListColumns, (busiest: Busiest) => string])[] = [
  ['getDomainOrganicKeywords', 'OrganicKeywordColumn', () => 'DomainOrganicKeywords?query=wikipedia.org'],
  ['getDomainPaidKeywords', 'PaidKeywordColumn', (b) => `DomainPaidKeywords?query=${b.advertiser}`],
  ['getPaidAdvisor', 'PaidAdvisorColumn', (b) => `PaidAdvisor?query=${b.advertiser}&type=buy`],
  ['getDomainCompetitors', 'CompetitorColumn', () => 'DomainCompetitors?query=wikipedia.org'],
  ['getDomainTopPages', 'TopPageColumn', () => 'DomainTopPages?query=wikipedia.org'],
  [
    'getDomainRankingHistory',
    'RankingHistoryColumn',
    () => 'DomainRankingHistory?query=wikipedia.org&type=GainedRanks',
  ],
  ['getKeywordAdHistory', 'AdHistoryColumn', (b) => `KeywordAdHistory?query=${encodeURIComponent(b.term)}`],
  ['getRelatedKeywords', 'RelatedKeywordColumn', () => 'RelatedKeywords?query=google&type=ranks'],
  ['getBacklinks', 'BacklinkColumn', () => 'Backlinks?query=google.com'],
  ['getKeywordBacklinks', 'KeywordBacklinkColumn', () => 'KeywordBacklinks?query=google'],
  [
    'getOutreachTopDomains',
    'OutreachDomainColumn',
    (b) => `OutreachTopDomains?keywords=google,${encodeURIComponent(b.term)}`,
  ],
];

interface Busiest {
  /** The domain with the most ads. */
  advertiser: string;
  /** The keyword with the most advertisers. */
  term: string;
}

describe.each(TEST_DATABASES)('research lists: visibleColumns on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('research-columns', kind);
  let full: Browser;
  let busiest: Busiest;

  beforeAll(async () => {
    await seedTestCorpus(server);
    full = await fullUserBrowser(server, email());
    const db = server.db.kysely;
    const advertiser = await db
      .selectFrom('serp_ads as a')
      .innerJoin('domains as d', 'd.id', 'a.domain_id')
      .select('d.name')
      .groupBy('d.name')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('d.name')
      .executeTakeFirstOrThrow();
    const term = await db
      .selectFrom('serp_ads as a')
      .innerJoin('keywords as k', 'k.id', 'a.keyword_id')
      .select('k.term')
      .groupBy('k.term')
      .orderBy((eb) => eb.fn.count('a.domain_id').distinct(), 'desc')
      .orderBy('k.term')
      .executeTakeFirstOrThrow();
    busiest = { advertiser: advertiser.name, term: term.term };
  });

  const cellsOf = (page: ResearchPage, column: string) => page.rows.map((r) => (r as Record<string, unknown>)[column]);

  describe.each(LISTS)('%s', (operationId, columns, request) => {
    const ids = schemaEnum(bundle, columns);
    const url = () => `/NsaApi/Research/${request(busiest)}&rowsPerPage=1000`;

    it('fills the shown columns and the row’s name as without the parameter, and sends the hidden ones as null', async () => {
      const all = await getValid(full, operationId, url());
      const [name, shown, ...hidden] = ids;
      expect(all.rows.length).toBeGreaterThan(0);
      // The hidden cells held figures before, so their being null below is the parameter's doing.
      expect(hidden.some((column) => cellsOf(all, column).some((cell) => cell !== null))).toBe(true);

      const narrowed = await getValid(full, operationId, `${url()}&visibleColumns=${shown}`);
      expect(narrowed.totalRowCount).toBe(all.totalRowCount);
      expect(cellsOf(narrowed, name!)).toEqual(cellsOf(all, name!));
      expect(cellsOf(narrowed, shown!)).toEqual(cellsOf(all, shown!));
      for (const column of hidden) expect(cellsOf(narrowed, column).every((cell) => cell === null)).toBe(true);
      // Cells that are no column of the table (the ranking URL, the ads …) travel as before.
      const others = (page: ResearchPage) =>
        page.rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !ids.includes(key))));
      expect(others(narrowed)).toEqual(others(all));
    });

    it('answers every column when all are listed', async () => {
      const all = await getValid(full, operationId, url());
      expect(await getValid(full, operationId, `${url()}&visibleColumns=${ids.join(',')}`)).toEqual(all);
    });

    it('refuses a column the list does not have with a 400 naming the field', async () => {
      const res = await full.get(`${url()}&visibleColumns=${ids[0]},noSuchColumn`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual(['query.visibleColumns']);
    });
  });
});
