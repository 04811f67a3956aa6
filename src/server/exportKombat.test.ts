/**
 * Keyword Kombat's CSV exports (report kombat and ppc-kombat) through the HTTP layer, on every test
 * database, over a small seeded corpus: the file of a Venn region (or a PPC segment) holds exactly
 * the rows the Kombat list answers for the same comparison, in its order, each domain's rank a
 * column of its own, and a keyword holding a comma and quotes comes back whole (RFC 4180 quoting).
 */
import { beforeAll, describe, expect, it } from 'vitest';

import bundle from '../api/openapi.gen.json';
import { fieldsOf, fullUserBrowser, getValid, seedTestCorpus, type ResearchPage } from './research/apiTesting';
import { exportedRecords } from './testing/exportFiles';
import {
  contractErrors,
  latestResearchMonth,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
} from './testing/harness';
import { schemaEnum, type OpenApiBundle } from '../lib/openapi/operations';

const KOMBAT_KEYWORDS = '/NsaApi/KeywordKombat/GetOrganicKombatKeywords';
const PAID_KEYWORDS = '/NsaApi/Research/DomainPaidKeywords';
/** A keyword the test renames so its CSV field needs quoting (a comma and double quotes). */
const QUOTED_SUFFIX = ', "best" of';

const enumOf = (schema: string) => schemaEnum(bundle as unknown as OpenApiBundle, schema);
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

interface KombatRow {
  keyword: string;
  monthlySearches: number | null;
  costPerClick: number | null;
  rankingDifficulty: number | null;
  ranks: { domain: string; rank: number | null }[];
}

describe.each(TEST_DATABASES)('Kombat CSV export on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('export-kombat', kind);
  let b: Browser;
  /** The compared domains: the three with the most keywords in the latest month. */
  let domains: string[];
  let quotedKeyword: string;

  const exported = (source: object) => exportedRecords(b, source, 'kombat-export');

  /** Every row the Kombat list answers for a request, page after page. */
  async function kombatList(body: Record<string, unknown>): Promise<KombatRow[]> {
    const rows: KombatRow[] = [];
    for (let startRow = 1; ; startRow += 1000) {
      const res = await b.post(KOMBAT_KEYWORDS, { domains, ...body, startRow, rowsToDisplay: 1000 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(contractErrors('getOrganicKombatKeywords', res)).toEqual([]);
      const page = res.body as { keywords: KombatRow[]; totalRowCount: number };
      rows.push(...page.keywords);
      if (startRow + 1000 > page.totalRowCount) return rows;
    }
  }

  beforeAll(async () => {
    await seedTestCorpus(server);
    const address = email('full');
    b = await fullUserBrowser(server, address);
    const db = server.db.kysely;
    // A plan that exports (a full user's default plan row holds no export allowance).
    await db
      .updateTable('users')
      .set({ max_export_rows: 500_000 })
      .where('id', '=', await userIdOf(server, address))
      .execute();
    const month = await latestResearchMonth(server.db);
    const biggest = await db
      .selectFrom('serp_organic')
      .innerJoin('domains', 'domains.id', 'serp_organic.domain_id')
      .select(['domains.name', 'domains.id', db.fn.count('keyword_id').as('n')])
      .where('month', '=', month)
      .groupBy(['domains.name', 'domains.id'])
      .orderBy('n', 'desc')
      .orderBy('domains.name')
      .limit(3)
      .execute();
    domains = biggest.map((d) => d.name);
    // Before any comparison is read (its memo copies the terms): one keyword of the first domain needs quoting.
    const ranked = await db
      .selectFrom('serp_organic')
      .innerJoin('keywords', 'keywords.id', 'serp_organic.keyword_id')
      .select(['keywords.id', 'keywords.term'])
      .where('month', '=', month)
      .where('domain_id', '=', biggest[0]!.id)
      .orderBy('keywords.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    quotedKeyword = `${ranked.term}${QUOTED_SUFFIX}`;
    await db.updateTable('keywords').set({ term: quotedKeyword }).where('id', '=', ranked.id).execute();
  });

  /** The regions exported: none (every keyword), the first domain alone, a pair without the third, all three. */
  const regions = () => [undefined, [domains[0]!], [domains[0]!, domains[1]!], [...domains]];

  it('exports each Venn region as the Kombat list answers it, a rank column per domain', async () => {
    const columns = [...enumOf('KombatSortColumn'), ...domains.map((d) => `rank:${d}`)];
    let exportedRows = 0;
    for (const region of regions()) {
      const area = region
        ? { rankingDomains: region, notRankingDomains: domains.filter((d) => !region.includes(d)) }
        : {};
      const list = await kombatList({ segment: 'all', ...area });
      const records = await exported({
        report: 'kombat',
        query: domains[0],
        competitors: domains.slice(1),
        segment: 'all',
        ...(region ? { region } : {}),
      });
      expect(records[0]).toEqual(columns);
      const expected = list.map((row) => [
        row.keyword,
        text(row.monthlySearches),
        text(row.costPerClick),
        text(row.rankingDifficulty),
        ...domains.map((d) => text(row.ranks.find((r) => r.domain === d)?.rank)),
      ]);
      expect(records.slice(1), JSON.stringify(region)).toEqual(expected);
      // The file's own ranks say it is the region: its domains rank, the others do not.
      for (const record of records.slice(1)) {
        const ranking = domains.filter((_, i) => record[4 + i] !== '');
        if (region) expect(ranking).toEqual(region);
        else expect(ranking.length).toBeGreaterThan(0);
      }
      exportedRows += list.length;
    }
    expect(exportedRows).toBeGreaterThan(0);
    // The renamed keyword is one of the first domain's: its cell came back whole through the quoting.
    const everything = await exported({
      report: 'kombat',
      query: domains[0],
      competitors: domains.slice(1),
      segment: 'all',
    });
    expect(everything.slice(1).map((record) => record[0])).toContain(quotedKeyword);
  });

  it('keeps the chosen columns, the keyword first, and a segment with a two-domain comparison', async () => {
    const pair = domains.slice(0, 2);
    const res = await b.post(KOMBAT_KEYWORDS, { domains: pair, segment: 'core', rowsToDisplay: 1000 });
    expect(res.status).toBe(200);
    const list = (res.body as { keywords: KombatRow[] }).keywords;
    const records = await exported({
      report: 'kombat',
      query: pair[0],
      competitors: [pair[1]],
      segment: 'core',
      visibleColumns: 'rankingDifficulty,monthlySearches',
    });
    expect(records[0]).toEqual(['keyword', 'rankingDifficulty', 'monthlySearches', ...pair.map((d) => `rank:${d}`)]);
    expect(records.slice(1)).toEqual(
      list.map((row) => [
        row.keyword,
        text(row.rankingDifficulty),
        text(row.monthlySearches),
        ...pair.map((d) => text(row.ranks.find((r) => r.domain === d)?.rank)),
      ]),
    );
  });

  it('exports each PPC Kombat set as the paid keyword list answers it', async () => {
    const db = server.db.kysely;
    const advertiser = await db
      .selectFrom('serp_ads')
      .innerJoin('domains', 'domains.id', 'serp_ads.domain_id')
      .select(['domains.name', db.fn.count('keyword_id').as('n')])
      .groupBy('domains.name')
      .orderBy('n', 'desc')
      .orderBy('domains.name')
      .executeTakeFirstOrThrow();
    const columns = enumOf('PaidKeywordColumn');
    let exportedRows = 0;
    for (const segment of enumOf('PaidKeywordSegment')) {
      const list = await getValid<ResearchPage<Record<string, unknown>>>(
        b,
        'getDomainPaidKeywords',
        `${PAID_KEYWORDS}?query=${advertiser.name}&segment=${segment}&rowsPerPage=1000`,
      );
      const records = await exported({ report: 'ppc-kombat', query: advertiser.name, segment });
      // Consider Buying lists competitors' ads: the file names whose, as the table does.
      const header = segment === 'considerbuying' ? [...columns, 'advertiser'] : columns;
      expect(records[0]).toEqual(header);
      expect(records.slice(1), segment).toEqual(list.rows.map((row) => header.map((id) => text(row[id]))));
      exportedRows += list.rows.length;
    }
    expect(exportedRows).toBeGreaterThan(0);
  });

  it('refuses a Kombat source it cannot read with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ report: 'kombat', query: domains[0] }, 'body.source.competitors'],
      [{ report: 'kombat', query: domains[0], competitors: [domains[0]] }, 'body.source.competitors.0'],
      [
        { report: 'kombat', query: domains[0], competitors: [domains[1]], region: [domains[2]] },
        'body.source.region.0',
      ],
      [{ report: 'kombat', query: domains[0], competitors: [domains[1]], segment: 'adwaste' }, 'body.source.segment'],
      [{ report: 'ppc-kombat', query: domains[0], segment: 'missing' }, 'body.source.segment'],
      [{ report: 'ppc-kombat', query: 'not a domain' }, 'body.source.query'],
    ];
    for (const [source, field] of cases) {
      const res = await b.post('/Endpoints/Core/ExportCsv', { filename: 'x', jsonString: JSON.stringify({ source }) });
      expect(res.status, JSON.stringify(source)).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    }
  });
});
