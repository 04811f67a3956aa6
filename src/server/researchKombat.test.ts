/**
 * Keyword Kombat on the real server (doc 2 §7), on every test database, over a small seeded
 * corpus: the overlap groups, the Venn, the keyword pages of each segment and region, and the
 * domain validations — each checked against the regions computed independently, with
 * metrics.ts `vennRegions`, from the corpus's own result rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { expectSorted, fieldsOf, fullUserBrowser, seedTestCorpus } from './research/apiTesting';
import { FREE_RESEARCH_ROWS } from './research/lists';
import { vennRegions } from './research/metrics';
import {
  contractErrors,
  latestResearchMonth,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  useTestServer,
  type Browser,
} from './testing/harness';
import { THROTTLED_CELL_PLACEHOLDER } from '../lib/spec/workspace';

const KOMBAT = '/NsaApi/KeywordKombat';

interface KeywordsAnswer {
  domains: string[];
  segment: string;
  totalRowCount: number;
  freeRowCount: number | null;
  keywords: {
    termId: number | null;
    keyword: string;
    monthlySearches: number | null;
    costPerClick: number | null;
    rankingDifficulty: number | null;
    ranks: { domain: string; rank: number | null }[];
    isThrottled: boolean;
  }[];
}

describe.each(TEST_DATABASES)('Keyword Kombat on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('kombat', kind);
  let full: Browser;
  /** The compared domains: the corpus's biggest and its two closest rivals. */
  let domains: string[];
  /** Each domain's best position per keyword in the latest month. */
  let positions: Map<string, number>[];
  let keywordOf: Map<string, { id: number; volume: number; cpc: number; difficulty: number; isQuestion: boolean }>;

  async function post<T>(b: Browser, operation: string, path: string, body: unknown, status = 200): Promise<T> {
    const res = await b.post(`${KOMBAT}/${path}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status === 200) expect(contractErrors(operation, res)).toEqual([]);
    return res.body as T;
  }

  const keywords = (b: Browser, body: Record<string, unknown>) =>
    post<KeywordsAnswer>(b, 'getOrganicKombatKeywords', 'GetOrganicKombatKeywords', { domains, ...body });

  /** Every row of a request, page after page of 7. */
  async function allRows(body: Record<string, unknown>) {
    const rows: KeywordsAnswer['keywords'] = [];
    for (let startRow = 1; ; startRow += 7) {
      const page = await keywords(full, { ...body, startRow, rowsToDisplay: 7 });
      rows.push(...page.keywords);
      if (startRow + 7 > page.totalRowCount) return rows;
    }
  }

  const regions = () => vennRegions(positions.map((p) => new Set(p.keys())));

  beforeAll(async () => {
    await seedTestCorpus(server);
    full = await fullUserBrowser(server, email('full'));
    const db = server.db.kysely;
    const month = await latestResearchMonth(server.db);
    const biggest = await db
      .selectFrom('serp_organic')
      .innerJoin('domains', 'domains.id', 'serp_organic.domain_id')
      .select(['domains.name', db.fn.count('keyword_id').as('n')])
      .where('month', '=', month)
      .groupBy('domains.name')
      .orderBy('n', 'desc')
      .orderBy('domains.name')
      .limit(3)
      .execute();
    domains = biggest.map((d) => d.name);
    const rows = await db
      .selectFrom('serp_organic')
      .innerJoin('domains', 'domains.id', 'serp_organic.domain_id')
      .innerJoin('keywords', 'keywords.id', 'serp_organic.keyword_id')
      .select(['domains.name', 'keywords.term', 'serp_organic.rank_group'])
      .where('month', '=', month)
      .where('domains.name', 'in', domains)
      .execute();
    positions = domains.map((name) => {
      const best = new Map<string, number>();
      for (const r of rows.filter((row) => row.name === name)) {
        best.set(r.term, Math.min(best.get(r.term) ?? Infinity, r.rank_group));
      }
      return best;
    });
    const volumes = await db
      .selectFrom('serp_organic')
      .select(['keyword_id', db.fn.max('volume').as('volume')])
      .where('month', '=', month)
      .groupBy('keyword_id')
      .execute();
    const volumeOf = new Map(volumes.map((v) => [Number(v.keyword_id), Number(v.volume)]));
    const all = await db.selectFrom('keywords').selectAll().execute();
    keywordOf = new Map(
      all.map((k) => [
        k.term,
        {
          id: k.id,
          volume: volumeOf.get(k.id) ?? 0,
          cpc: k.cpc_cents / 100,
          difficulty: k.difficulty,
          isQuestion: k.is_question === 1,
        },
      ]),
    );
  });

  it('compares domains that overlap (the fixture this suite needs)', () => {
    expect(domains).toHaveLength(3);
    const everyone = regions().find((r) => r.domains.length === 3)!;
    expect(everyone.keywords.length).toBeGreaterThan(0);
  });

  describe('GetOrganicKombatCompetingDomainsKeywordsGroups', () => {
    it('gives every non-empty region its keyword count and searches, as the contract says', async () => {
      const body = await post<{
        domains: string[];
        month: string;
        groups: { domains: string[]; keywordCount: number; monthlySearches: number }[];
      }>(full, 'getOrganicKombatCompetingDomainsKeywordsGroups', 'GetOrganicKombatCompetingDomainsKeywordsGroups', {
        domains: domains.map((d) => `WWW.${d.toUpperCase()}`),
      });
      expect(body.domains).toEqual(domains);
      expect(body.month).toBe('2026-10');
      const expected = regions()
        .filter((r) => r.keywords.length > 0)
        .map((r) => ({
          domains: r.domains.map((i) => domains[i]!),
          keywordCount: r.keywords.length,
          monthlySearches: r.keywords.reduce((sum, k) => sum + keywordOf.get(k)!.volume, 0),
        }));
      expect([...body.groups].sort(byDomains)).toEqual(expected.sort(byDomains));
      // Regions of more domains first.
      expect(body.groups.map((g) => -g.domains.length)).toEqual(
        [...body.groups.map((g) => -g.domains.length)].sort((a, b) => a - b),
      );
    });

    it('counts a domain without data as ranking for nothing', async () => {
      const body = await post<{ groups: { domains: string[]; keywordCount: number }[] }>(
        full,
        'getOrganicKombatCompetingDomainsKeywordsGroups',
        'GetOrganicKombatCompetingDomainsKeywordsGroups',
        { domains: [domains[0], 'no-data-here.example'] },
      );
      expect(body.groups).toEqual([
        expect.objectContaining({ domains: [domains[0]], keywordCount: positions[0]!.size }),
      ]);
    });
  });

  describe('GetOrganicKombatVennData', () => {
    it('sizes each circle by its keywords and each intersection by the keywords all its domains share', async () => {
      const body = await post<{ sets: { sets: string[]; size: number }[] }>(
        full,
        'getOrganicKombatVennData',
        'GetOrganicKombatVennData',
        { domains },
      );
      const sizeOf = (names: string[]) =>
        [...positions[domains.indexOf(names[0]!)]!.keys()].filter((k) =>
          names.every((n) => positions[domains.indexOf(n)]!.has(k)),
        ).length;
      expect(body.sets).toHaveLength(7);
      for (const set of body.sets) expect(set.size, set.sets.join(' ∩ ')).toBe(sizeOf(set.sets));
    });
  });

  describe('GetOrganicKombatKeywords', () => {
    const termsOf = (rows: KeywordsAnswer['keywords']) => rows.map((r) => r.keyword).sort();

    it('lists the core segment: every keyword all three rank for, each with every domain’s position', async () => {
      const rows = await allRows({ segment: 'core' });
      const core = regions().find((r) => r.domains.length === 3)!.keywords;
      expect(termsOf(rows)).toEqual(core);
      for (const row of rows) {
        const keyword = keywordOf.get(row.keyword)!;
        expect(row).toMatchObject({
          termId: keyword.id,
          monthlySearches: keyword.volume,
          costPerClick: keyword.cpc,
          rankingDifficulty: keyword.difficulty,
          isThrottled: false,
        });
        expect(row.ranks).toEqual(domains.map((domain, i) => ({ domain, rank: positions[i]!.get(row.keyword) })));
      }
    });

    it('lists the missing segment: both rivals rank, the first domain does not', async () => {
      const rows = await allRows({ segment: 'missing' });
      const missing = regions().find((r) => r.domains.join() === '1,2')!.keywords;
      expect(termsOf(rows)).toEqual(missing);
      expect(rows.every((r) => r.ranks[0]!.rank === null)).toBe(true);
    });

    it('lists a Venn region picked by rankingDomains and notRankingDomains, within the all segment', async () => {
      for (const region of regions()) {
        const rows = await allRows({
          segment: 'all',
          rankingDomains: region.domains.map((i) => domains[i]),
          notRankingDomains: domains.filter((_, i) => !region.domains.includes(i)),
        });
        expect(termsOf(rows), region.domains.join()).toEqual(region.keywords);
      }
    });

    it('keeps only question keywords in the questions segment', async () => {
      const rows = await allRows({ segment: 'questions' });
      const any = new Set(regions().flatMap((r) => r.keywords));
      expect(termsOf(rows)).toEqual([...any].filter((k) => keywordOf.get(k)!.isQuestion).sort());
    });

    it('sorts by every column both ways, and filters by text', async () => {
      for (const sortColumn of ['keyword', 'monthlySearches', 'costPerClick', 'rankingDifficulty'] as const) {
        for (const sortDirection of ['asc', 'desc'] as const) {
          const page = await keywords(full, { segment: 'all', sortColumn, sortDirection });
          expectSorted(
            page.keywords.map((r) => r[sortColumn]),
            sortDirection,
          );
        }
      }
      const word = regions()
        .find((r) => r.domains.length === 3)!
        .keywords[0]!.split(' ')[0]!;
      const filtered = await allRows({ segment: 'all', filterTerm: word.toUpperCase() });
      const any = [...new Set(regions().flatMap((r) => r.keywords))].filter((k) => k.includes(word));
      expect(termsOf(filtered)).toEqual(any.sort());
    });

    it('counts the rows of a page past the last one, which holds none', async () => {
      const whole = await keywords(full, { segment: 'all' });
      const past = await keywords(full, { segment: 'all', startRow: whole.totalRowCount + 1 });
      expect(past).toMatchObject({ totalRowCount: whole.totalRowCount, keywords: [] });
    });

    it('throttles a user without a full account past the free rows, on the server', async () => {
      const free = await registeredBrowser(server, email('free'));
      const [visitor, whole] = await Promise.all([
        keywords(free, { segment: 'all' }),
        keywords(full, { segment: 'all' }),
      ]);
      expect(whole.totalRowCount).toBeGreaterThan(FREE_RESEARCH_ROWS);
      expect(visitor).toMatchObject({ totalRowCount: whole.totalRowCount, freeRowCount: FREE_RESEARCH_ROWS });
      expect(whole.freeRowCount).toBeNull();
      expect(visitor.keywords).toHaveLength(whole.keywords.length);
      expect(visitor.keywords.slice(0, FREE_RESEARCH_ROWS)).toEqual(whole.keywords.slice(0, FREE_RESEARCH_ROWS));
      for (const row of visitor.keywords.slice(FREE_RESEARCH_ROWS)) {
        expect(row).toEqual({
          termId: null,
          keyword: THROTTLED_CELL_PLACEHOLDER,
          monthlySearches: null,
          costPerClick: null,
          rankingDifficulty: null,
          ranks: domains.map((domain) => ({ domain, rank: null })),
          isThrottled: true,
        });
      }
    });

    it('asks a logged-out visitor to log in', async () => {
      const res = await server.browser().post(`${KOMBAT}/GetOrganicKombatKeywords`, { domains });
      expect(res.status).toBe(401);
    });

    it('names the field of a bad request: a repeated domain, a region domain not compared, an unknown month', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ domains: [domains[0], `www.${domains[0]}`] }, 'body.domains.1'],
        [{ domains, rankingDomains: ['elsewhere.example'] }, 'body.rankingDomains.0'],
        [{ domains, notRankingDomains: [domains[0], 'elsewhere.example'] }, 'body.notRankingDomains.1'],
        [{ domains, month: '1999-01' }, 'body.month'],
        [{ domains: [domains[0]] }, 'body.domains'],
      ];
      for (const [body, field] of cases) {
        const res = await full.post(`${KOMBAT}/GetOrganicKombatKeywords`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(res), JSON.stringify(body)).toContain(field);
      }
    });
  });

  describe('domain validation', () => {
    it('accepts a domain with data however it is typed, and names its keyword count', async () => {
      const res = await full.get(
        `${KOMBAT}/GetOrganicDomainValidation?domain=${encodeURIComponent(`HTTPS://WWW.${domains[0]!.toUpperCase()}/x`)}`,
      );
      expect(res.status).toBe(200);
      expect(contractErrors('getOrganicDomainValidation', res)).toEqual([]);
      expect(res.body).toMatchObject({ isValid: true, normalizedDomain: domains[0], keywordCount: positions[0]!.size });
    });

    it('validates a list in order: data, no data, not a domain', async () => {
      const typed = [domains[1]!, 'no-data-here.example', 'not a domain'];
      const body = await post<unknown[]>(full, 'getOrganicDomainListValidations', 'GetOrganicDomainListValidations', {
        domains: typed,
      });
      expect(body).toEqual([
        { domain: domains[1], isValid: true, normalizedDomain: domains[1], keywordCount: positions[1]!.size },
        { domain: 'no-data-here.example', isValid: false, normalizedDomain: 'no-data-here.example', keywordCount: 0 },
        { domain: 'not a domain', isValid: false, normalizedDomain: null, keywordCount: 0 },
      ]);
    });
  });
});

const byDomains = (a: { domains: string[] }, b: { domains: string[] }) =>
  a.domains.join().localeCompare(b.domains.join());
