/**
 * A project's keyword list as a CSV file (report keyword-list: the project id as the query) through
 * the HTTP layer, on every test database: the file holds the rows GetKeywordList answers for the
 * same project, group or label, in its order, with the groups and labels as their name lists; a
 * team member exports the owner's project; another account's project, group or label is a 404
 * before anything is queued.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import { fullUserBrowser, seedTestCorpus } from './research/apiTesting';
import { exportedRecords } from './testing/exportFiles';
import {
  loggedInTeamMember,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
} from './testing/harness';

const KW = '/NsaApi/MySpyFu/Keywords';
const COLUMNS = ['keyword', 'monthlySearches', 'costPerClick', 'groups', 'labels'] as const;

interface KeywordRow {
  keyword: string;
  monthlySearches: number | null;
  costPerClick: number | null;
  groupsCsv: string;
  labelsCsv: string;
}

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

describe.each(TEST_DATABASES)('keyword list CSV export on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('export-keyword-list', kind);
  let owner: Browser;
  let ownerId: number;
  let stranger: Browser;
  let projectId: string;
  let groupHash: string;
  let labelHash: string;

  /** The list's rows as the table reads them, one page of up to 1000. */
  async function listed(params: Record<string, string>): Promise<string[][]> {
    const res = await owner.get(
      `${KW}/Keywords/GetKeywordList?${query({ projectId, rowsToDisplay: 1000, ...params })}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = (res.body as { keywords: KeywordRow[] }).keywords;
    return rows.map((r) => [r.keyword, r.monthlySearches, r.costPerClick, r.groupsCsv, r.labelsCsv].map(cell));
  }

  const source = (extra: Record<string, string> = {}) => ({
    report: 'keyword-list',
    query: projectId,
    visibleColumns: COLUMNS.join(','),
    ...extra,
  });

  beforeAll(async () => {
    await seedTestCorpus(server);
    const ownerEmail = email('owner');
    owner = await fullUserBrowser(server, ownerEmail);
    ownerId = await userIdOf(server, ownerEmail);
    // A plan that exports (a full user's default plan row holds no export allowance).
    const strangerEmail = email('stranger');
    stranger = await fullUserBrowser(server, strangerEmail);
    await server.db.kysely
      .updateTable('users')
      .set({ max_export_rows: 500_000 })
      .where('id', 'in', [ownerId, await userIdOf(server, strangerEmail)])
      .execute();

    const top = await sql<{ name: string }>`
      select d.name from serp_organic s join domains d on d.id = s.domain_id
      group by d.name order by count(distinct s.keyword_id) desc, d.name limit 1`.execute(server.db.kysely);
    const domain = top.rows[0]!.name;
    const ranked = await sql<{ term: string }>`
      select distinct k.term from serp_organic s join keywords k on k.id = s.keyword_id
      join domains d on d.id = s.domain_id where d.name = ${domain} order by k.term limit 8`.execute(server.db.kysely);
    const terms = ranked.rows.map((r) => r.term);
    expect(terms.length).toBeGreaterThan(4);

    const created = await owner.get(
      `/NsaApi/MySpyFu/Projects/CreateProject?${query({ projectName: 'Export me', primaryDomainName: domain })}`,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    projectId = (created.body as { id: string }).id;
    const grouped = await owner.post(`${KW}/KeywordActions/Import`, {
      projectId,
      termCsv: terms.slice(0, 3).join(','),
      groupNameCsv: 'Tools',
      labelNameCsv: 'Priority',
    });
    expect(grouped.status, JSON.stringify(grouped.body)).toBe(200);
    groupHash = (grouped.body as { groupHashCsv: string }).groupHashCsv;
    const rest = await owner.post(`${KW}/KeywordActions/Import`, {
      projectId,
      termCsv: [...terms.slice(3), 'an unheard of keyword'].join(','),
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const labels = await owner.get(`${KW}/Labels/GetLabels?${query({ projectId })}`);
    labelHash = (labels.body as { labelHash: string }[])[0]!.labelHash;
  });

  it('holds every keyword of the project as the list answers it, in its order', async () => {
    const records = await exportedRecords(owner, source(), 'keywords');
    expect(records[0]).toEqual([...COLUMNS]);
    const rows = await listed({});
    expect(rows.length).toBeGreaterThan(5);
    expect(records.slice(1)).toEqual(rows);
    // The keyword without research data is there, its figures empty.
    expect(records.slice(1).find((r) => r[0] === 'an unheard of keyword')).toEqual([
      'an unheard of keyword',
      '',
      '',
      '',
      '',
    ]);
  });

  it("exports one group's or one label's keywords", async () => {
    const group = await exportedRecords(owner, source({ groupHash }));
    expect(group.slice(1)).toEqual(await listed({ groupHash }));
    expect(group.slice(1).every((r) => r[3] === 'Tools')).toBe(true);
    expect(group).toHaveLength(4);
    const label = await exportedRecords(owner, source({ labelHash }));
    expect(label.slice(1)).toEqual(await listed({ labelHash }));
    expect(label).toHaveLength(4);
  });

  it("lets a team member export the owner's project", async () => {
    const member = await loggedInTeamMember(server, ownerId, email('member'));
    const records = await exportedRecords(member, source());
    expect(records.slice(1)).toEqual(await listed({}));
  });

  it("answers 404 for another account's project, group or label, and queues nothing", async () => {
    const strangerProject = await stranger.get(
      `/NsaApi/MySpyFu/Projects/CreateProject?${query({ projectName: 'Mine' })}`,
    );
    const mine = (strangerProject.body as { id: string }).id;
    const before = await server.db.kysely
      .selectFrom('export_jobs')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    for (const foreign of [
      { report: 'keyword-list', query: projectId },
      { report: 'keyword-list', query: mine, groupHash },
      { report: 'keyword-list', query: mine, labelHash },
    ]) {
      const res = await stranger.post('/Endpoints/Core/ExportCsv', {
        filename: 'theirs',
        jsonString: JSON.stringify({ source: foreign }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(404);
    }
    const after = await server.db.kysely
      .selectFrom('export_jobs')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 400 naming body.source.visibleColumns for a column the list does not have', async () => {
    const res = await owner.post('/Endpoints/Core/ExportCsv', {
      filename: 'bad',
      jsonString: JSON.stringify({ source: source({ visibleColumns: 'keyword,volume' }) }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('body.source.visibleColumns');
  });
});
