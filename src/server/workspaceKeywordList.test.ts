/**
 * GetKeywordList in one statement (src/server/workspace/keywordList.ts): the project's check, the
 * group and label, the rank context and the page are read together, and the count rides on the
 * page's rows. What that changes for a caller: a page past the end has no rows to carry the count,
 * yet says how many rows there are; a primary domain stored as a www host still ranks as its domain; a
 * group or label hash of another project is a 404; and a call reads PostgreSQL once besides the
 * session.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';
import { createProject, expectAnswer, query, seededWorkspace, WORKSPACE_API } from './testing/workspace';

const KW = `${WORKSPACE_API}/Keywords`;

interface KeywordList {
  keywords: { termId: number; keyword: string; currentRank: number | null; clickChange: number | null }[];
  totalRowCount: number;
}

describe.each(TEST_DATABASES)('GetKeywordList in one statement on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('keyword-list-one', kind);
  let owner: Browser;
  let stranger: Browser;
  let domain: string;
  let projectId: string;
  let groupHash: string;
  let labelHash: string;
  let terms: string[];

  const listUrl = (params: Record<string, string | number>) => `${KW}/Keywords/GetKeywordList?${query(params)}`;
  const list = (b: Browser, params: Record<string, string | number>) =>
    expectAnswer<KeywordList>('getKeywordList', b.get(listUrl(params)));

  /** The SQL statements a request ran, in order. */
  async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
    const executeQuery = vi.spyOn(server.db.kysely.getExecutor(), 'executeQuery');
    try {
      await request();
      return executeQuery.mock.calls.map(([compiled]) => compiled.sql);
    } finally {
      executeQuery.mockRestore();
    }
  }

  beforeAll(async () => {
    ({ owner, stranger } = await seededWorkspace(server, email));
    // The domain with the most results this month, and terms it ranks for and some it does not.
    const top = await sql<{ name: string }>`
      select d.name from serp_organic s join domains d on d.id = s.domain_id
      where s.month = (select max(month) from research_months)
      group by d.name order by count(*) desc, d.name limit 1`.execute(server.db.kysely);
    domain = top.rows[0]!.name;
    const ranked = await sql<{ term: string }>`
      select distinct k.term from serp_organic s join domains d on d.id = s.domain_id join keywords k on k.id = s.keyword_id
      where d.name = ${domain} and s.month = (select max(month) from research_months)
      order by k.term limit 6`.execute(server.db.kysely);
    const unranked = await sql<{ term: string }>`
      select k.term from keywords k where not exists (select 1 from serp_organic s join domains d on d.id = s.domain_id
        where d.name = ${domain} and s.keyword_id = k.id) order by k.term limit 4`.execute(server.db.kysely);
    terms = [...ranked.rows, ...unranked.rows].map((r) => r.term);
    projectId = await createProject(owner, 'One statement', domain);
    const imported = await expectAnswer<{ groupHashCsv: string }>(
      'importKeywords',
      owner.post(`${KW}/KeywordActions/Import`, {
        projectId,
        termCsv: terms.slice(0, 7).join(','),
        groupNameCsv: 'Seven',
        labelNameCsv: 'Tagged',
      }),
    );
    groupHash = imported.groupHashCsv;
    await expectAnswer(
      'importKeywords',
      owner.post(`${KW}/KeywordActions/Import`, { projectId, termCsv: terms.join(',') }),
    );
    const labels = await expectAnswer<{ labelHash: string; labelName: string }[]>(
      'getLabels',
      owner.get(`${KW}/Labels/GetLabels?${query({ projectId })}`),
    );
    labelHash = labels.find((l) => l.labelName === 'Tagged')!.labelHash;
  });

  it.each<[string, { group?: boolean; label?: boolean; filter?: boolean }]>([
    ['the whole project', {}],
    ['a group', { group: true }],
    ['a label', { label: true }],
    ['a group and a label, filtered', { group: true, label: true, filter: true }],
  ])('answers a page past the end of %s with no rows and the count of every row', async (_what, scope) => {
    const params = {
      projectId,
      ...(scope.group ? { groupHash } : {}),
      ...(scope.label ? { labelHash } : {}),
      ...(scope.filter ? { filterTerm: terms[0]!.slice(0, 2) } : {}),
      sortColumn: 'monthlySearches',
      sortDirection: 'desc',
    };
    const first = await list(owner, { ...params, rowsToDisplay: 3 });
    expect(first.totalRowCount).toBeGreaterThan(0);
    const past = await list(owner, { ...params, rowsToDisplay: 3, startRow: first.totalRowCount + 1 });
    expect(past).toEqual({ keywords: [], totalRowCount: first.totalRowCount });
    const far = await list(owner, { ...params, rowsToDisplay: 3, startRow: first.totalRowCount + 500 });
    expect(far.totalRowCount).toBe(first.totalRowCount);
    // The last page holds the rows the count says are left.
    const last = await list(owner, { ...params, rowsToDisplay: 3, startRow: first.totalRowCount });
    expect(last.keywords).toHaveLength(1);
    expect(last.totalRowCount).toBe(first.totalRowCount);
  });

  it('ranks a project whose primary domain is stored as a www host as its registrable domain', async () => {
    const asDomain = await list(owner, { projectId, rowsToDisplay: 100, sortColumn: 'keyword' });
    expect(asDomain.keywords.filter((r) => r.currentRank !== null).length).toBeGreaterThan(0);
    const urlProject = await createProject(owner, 'Stored as a www host', `www.${domain}`);
    await expectAnswer(
      'importKeywords',
      owner.post(`${KW}/KeywordActions/Import`, { projectId: urlProject, termCsv: terms.join(',') }),
    );
    const asUrl = await list(owner, { projectId: urlProject, rowsToDisplay: 100, sortColumn: 'keyword' });
    const figures = (l: KeywordList) => l.keywords.map((r) => [r.keyword, r.currentRank, r.clickChange]);
    expect(figures(asUrl)).toEqual(figures(asDomain));
  });

  it("answers 404 for another project's group or label, and for another account's project", async () => {
    const other = await createProject(owner, 'Another project', domain);
    for (const [params, code] of [
      [{ projectId: other, groupHash }, 'GROUP_NOT_FOUND'],
      [{ projectId: other, labelHash }, 'LABEL_NOT_FOUND'],
      [{ projectId, groupHash: 'nosuchgroup' }, 'GROUP_NOT_FOUND'],
    ] as const) {
      const res = await owner.get(listUrl(params));
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toMatchObject({ code });
    }
    const foreign = await stranger.get(listUrl({ projectId, groupHash }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
  });

  // PostgreSQL answers in one statement (a round trip each); SQLite, in process, reads the ctx row
  // first and gives the page its values as parameters (keywordListInProcess).
  const reads = kind === 'postgres' ? 1 : 2;
  // The session's own read: on SQLite a call with nothing written since the one before reuses that
  // call's session read (kept reads, sessions.ts), so only the list's statements run.
  const sessionReads = kind === 'postgres' ? 1 : 0;

  it(`reads the database ${reads === 1 ? 'once' : 'twice'} a call besides the session, and once more for a page past the end`, async () => {
    const params = { projectId, groupHash, labelHash, sortColumn: 'monthlySearches' };
    await list(owner, params);
    const statements = await statementsOf(() => list(owner, params));
    expect(statements).toHaveLength(sessionReads + reads);
    expect(statements.every((s) => /^\s*(select|with)/i.test(s))).toBe(true);
    expect(await statementsOf(() => list(owner, { ...params, startRow: 1000 }))).toHaveLength(sessionReads + 1 + reads);
  });
});
