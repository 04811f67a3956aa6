/**
 * The term copied onto group and label member rows (migration 0024) is the keyword's, whichever
 * way the member was added, and GetKeywordList filters and sorts a group or label by it.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { fullUserBrowser } from './research/apiTesting';
import { TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';
import { createProject, expectAnswer, query, WORKSPACE_API } from './testing/workspace';

const KW = `${WORKSPACE_API}/Keywords`;

interface KeywordList {
  keywords: { keyword: string }[];
  totalRowCount: number;
}

describe.each(TEST_DATABASES)('group and label member terms on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('member-terms', kind);
  let owner: Browser;
  let projectId: string;

  const list = (params: Record<string, string | number>) =>
    expectAnswer<KeywordList>('getKeywordList', owner.get(`${KW}/Keywords/GetKeywordList?${query(params)}`));
  const importTerms = (body: Record<string, string>) =>
    expectAnswer<{ termIdsCsv: string; groupHashCsv: string }>(
      'importKeywords',
      owner.post(`${KW}/KeywordActions/Import`, body),
    );

  /** Member rows whose term is not their keyword's. */
  async function membersOutOfStep(): Promise<unknown[]> {
    const q = server.db.kysely;
    const groups = await q
      .selectFrom('keyword_group_members as m')
      .innerJoin('keywords as k', 'k.id', 'm.keyword_id')
      .select(['m.keyword_id', 'm.term', 'k.term as keywordTerm'])
      .where('m.project_id', '=', projectId)
      .whereRef('m.term', '!=', 'k.term')
      .execute();
    const labels = await q
      .selectFrom('keyword_label_members as m')
      .innerJoin('keywords as k', 'k.id', 'm.keyword_id')
      .select(['m.keyword_id', 'm.term', 'k.term as keywordTerm'])
      .where('m.project_id', '=', projectId)
      .whereRef('m.term', '!=', 'k.term')
      .execute();
    return [...groups, ...labels];
  }

  beforeAll(async () => {
    owner = await fullUserBrowser(server, email('owner'));
    projectId = await createProject(owner, 'Member terms');
  });

  it('new terms imported into a group and a label carry their term, and the list filters and sorts by it', async () => {
    const imported = await importTerms({
      projectId,
      termCsv: 'Blue  Widget,red widget,widget repair,garden hose',
      groupNameCsv: 'Widgets',
      labelNameCsv: 'Tagged',
    });
    expect(await membersOutOfStep()).toEqual([]);
    const groupHash = imported.groupHashCsv;
    const filtered = await list({
      projectId,
      groupHash,
      filterTerm: 'WIDGET',
      sortColumn: 'keyword',
      sortDirection: 'asc',
    });
    expect(filtered.totalRowCount).toBe(3);
    expect(filtered.keywords.map((r) => r.keyword)).toEqual(['blue widget', 'red widget', 'widget repair']);
    const labels = await expectAnswer<{ labelHash: string; labelName: string }[]>(
      'getLabels',
      owner.get(`${KW}/Labels/GetLabels?${query({ projectId })}`),
    );
    const labelHash = labels.find((l) => l.labelName === 'Tagged')!.labelHash;
    const inLabel = await list({
      projectId,
      labelHash,
      filterTerm: 'hose',
      sortColumn: 'keyword',
      sortDirection: 'desc',
    });
    expect(inLabel.keywords.map((r) => r.keyword)).toEqual(['garden hose']);
  });

  it('keywords already in the project added to another group carry their term too', async () => {
    const again = await importTerms({ projectId, termCsv: 'red widget,garden hose', groupNameCsv: 'Outdoor' });
    expect(await membersOutOfStep()).toEqual([]);
    const outdoor = await list({
      projectId,
      groupHash: again.groupHashCsv,
      sortColumn: 'keyword',
      sortDirection: 'desc',
    });
    expect(outdoor.keywords.map((r) => r.keyword)).toEqual(['red widget', 'garden hose']);
    expect((await list({ projectId, groupHash: again.groupHashCsv, filterTerm: 'zzz' })).totalRowCount).toBe(0);
  });
});
