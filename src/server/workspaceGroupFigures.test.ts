/**
 * The stored group figures of migration 0017 through the HTTP layer, on every test
 * database: GetGroups serves a group's figures from keyword_group_figures while the group's version
 * (raised by triggers on its members) is unchanged. After each way a keyword can join or leave a
 * group — an import, RemoveKeywords, DeleteKeywordsFromProject, MigrateToGroup, MigrateToProject
 * (a move), RemoveTermIds, DeleteGroup — GetGroups must equal what the keyword rows give now: a
 * computation in plain SQL and metrics.ts over the members and the corpus, and the sum of the
 * group's GetKeywordList rows. GetGroups is read before each change, so stale figures are stored.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import { fullUserBrowser, seedTestCorpus } from './research/apiTesting';
import { rankChange } from './research/metrics';
import { TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';
import { createProject as createOwnProject, expectAnswer, query, WORKSPACE_API } from './testing/workspace';
import type { components } from '../api/schema.gen';

const KW = `${WORKSPACE_API}/Keywords`;

type GroupRow = components['schemas']['GroupTableRow'];
interface KeywordList {
  totalRowCount: number;
  keywords: { termId: number; keyword: string; clickChange: number | null }[];
}
interface ImportResult {
  termCount: number;
  termIdsCsv: string;
  groupHashCsv: string;
}

describe.each(TEST_DATABASES)('stored group figures on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('group-figures', kind);
  let owner: Browser;
  let domain: string;
  let domainId: number;
  let month: number;
  let previousMonth: number | null;
  /** Corpus terms the domain ranks for this month (first page and beyond), and terms it does not rank for. */
  let rankedTerms: string[];
  let otherTerms: string[];

  const groupsOf = (projectId: string) =>
    expectAnswer<GroupRow[]>('getGroups', owner.get(`${KW}/Groups/GetGroups?${query({ projectId })}`));
  const groupList = (projectId: string, groupHash: string) =>
    expectAnswer<KeywordList>(
      'getKeywordList',
      owner.get(`${KW}/Keywords/GetKeywordList?${query({ projectId, groupHash, rowsToDisplay: 1000 })}`),
    );
  const post = <T>(operationId: string, path: string, body: Record<string, string>) =>
    expectAnswer<T>(operationId, owner.post(`${KW}/${path}`, body));
  const createProject = (projectName: string) => createOwnProject(owner, projectName, domain);
  const termIds = async (terms: readonly string[]) => {
    const rows = await server.db.kysely
      .selectFrom('keywords')
      .select(['id', 'term'])
      .where('term', 'in', terms)
      .execute();
    return terms.map((t) => Number(rows.find((r) => r.term === t)!.id));
  };

  /** The domain's best position of each keyword in a month, from its organic rows. */
  async function bestPositions(m: number | null): Promise<Map<number, number>> {
    if (m === null) return new Map();
    const rows = await server.db.kysely
      .selectFrom('serp_organic')
      .select(['keyword_id', 'rank_group'])
      .where('domain_id', '=', domainId)
      .where('month', '=', m)
      .execute();
    const best = new Map<number, number>();
    for (const r of rows) {
      const id = Number(r.keyword_id);
      best.set(id, Math.min(best.get(id) ?? Infinity, Number(r.rank_group)));
    }
    return best;
  }

  /**
   * GetGroups' rows equal the figures the project's keyword rows give now: the members, their
   * searches and positions read in plain SQL and summed here (metrics.ts' rankChange), the click
   * change summed over the group's GetKeywordList rows. Returns the rows by name.
   */
  async function expectCurrentFigures(projectId: string): Promise<Map<string, GroupRow>> {
    const shown = await groupsOf(projectId);
    const members = await sql<{ hash: string; name: string; keyword_id: number | null }>`
      select g.hash, g.name, m.keyword_id from keyword_groups g
      left join keyword_group_members m on m.group_id = g.id
      where g.project_id = ${projectId} order by g.id`.execute(server.db.kysely);
    const volumes = new Map(
      (
        await server.db.kysely
          .selectFrom('keyword_volumes')
          .select(['keyword_id', 'volume'])
          .where('month', '=', month)
          .execute()
      ).map((r) => [Number(r.keyword_id), Number(r.volume)]),
    );
    const [current, previous] = [await bestPositions(month), await bestPositions(previousMonth)];

    const groupNames = [...new Set(members.rows.map((r) => r.name))];
    expect(shown.map((g) => g.name)).toEqual(groupNames);
    for (const group of shown) {
      const ids = members.rows
        .filter((r) => r.hash === group.groupHash && r.keyword_id !== null)
        .map((r) => Number(r.keyword_id));
      let change = 0;
      let searches = 0;
      let onFirstPage = 0;
      for (const id of ids) {
        change += rankChange(previous.get(id) ?? null, current.get(id) ?? null) ?? 0;
        const volume = volumes.get(id) ?? 0;
        searches += volume;
        if ((current.get(id) ?? Infinity) <= 10) onFirstPage += volume;
      }
      const listed = await groupList(projectId, group.groupHash);
      expect(listed.totalRowCount).toBe(ids.length);
      const listedClicks = listed.keywords.reduce((sum, r) => sum + (r.clickChange ?? 0), 0);
      expect({ name: group.name, keywords: group.numberOfKeywords, rankChange: group.rankChange }).toEqual({
        name: group.name,
        keywords: ids.length,
        rankChange: change,
      });
      expect(Math.abs(group.clickChange - listedClicks), group.name).toBeLessThan(1e-6);
      const share = searches > 0 ? (100 * onFirstPage) / searches : 0;
      expect(Math.abs(group.impressionShare - share), group.name).toBeLessThanOrEqual(0.05 + 1e-9);
    }
    return new Map(shown.map((g) => [g.name, g]));
  }

  beforeAll(async () => {
    await seedTestCorpus(server);
    owner = await fullUserBrowser(server, email('owner'));
    const months = (
      await sql<{ month: number }>`select distinct month from keyword_volumes order by month`.execute(server.db.kysely)
    ).rows.map((r) => Number(r.month));
    month = months.at(-1)!;
    previousMonth = months.at(-2) ?? null;
    // The domain ranking for the most keywords this month: its groups have figures to go stale.
    const top = await sql<{ id: number; name: string }>`
      select d.id, d.name from serp_organic s join domains d on d.id = s.domain_id where s.month = ${month}
      group by d.id, d.name order by count(distinct s.keyword_id) desc, d.name limit 1`.execute(server.db.kysely);
    domain = top.rows[0]!.name;
    domainId = Number(top.rows[0]!.id);
    const ranked = await sql<{ term: string }>`
      select distinct k.term from serp_organic s join keywords k on k.id = s.keyword_id
      where s.domain_id = ${domainId} and s.month = ${month} order by k.term`.execute(server.db.kysely);
    rankedTerms = ranked.rows.map((r) => r.term).slice(0, 16);
    otherTerms = (
      await server.db.kysely
        .selectFrom('keywords')
        .select('term')
        .where('term', 'not in', rankedTerms)
        .orderBy('term')
        .limit(4)
        .execute()
    ).map((r) => r.term);
    expect(rankedTerms.length).toBe(16);
  });

  it('equal the keyword rows after every change of membership', async () => {
    const projectId = await createProject('Figures');
    const importInto = (terms: readonly string[], group: string) =>
      post<ImportResult>('importKeywords', 'KeywordActions/Import', {
        projectId,
        termCsv: terms.join(','),
        groupNameCsv: group,
      });
    const [alphaTerms, betaTerms] = [rankedTerms.slice(0, 8), [...rankedTerms.slice(5, 12), ...otherTerms]];

    // Imports: a new group, then a second one sharing three keywords with it.
    await importInto(alphaTerms, 'Alpha');
    let groups = await expectCurrentFigures(projectId);
    expect(groups.get('Alpha')!.numberOfKeywords).toBe(alphaTerms.length);
    await importInto(betaTerms, 'Beta');
    groups = await expectCurrentFigures(projectId);
    expect(groups.get('Alpha')!.numberOfKeywords).toBe(alphaTerms.length);
    expect(groups.get('Beta')!.numberOfKeywords).toBe(betaTerms.length);
    const alpha = groups.get('Alpha')!.groupHash;
    const beta = groups.get('Beta')!.groupHash;

    // RemoveKeywords: two keywords leave Alpha (one of them also in Beta, which keeps it).
    await post('removeKeywordsFromGroup', 'GroupActions/RemoveKeywords', {
      projectId,
      groupHash: alpha,
      termIdsCsv: (await termIds([alphaTerms[0]!, alphaTerms[6]!])).join(','),
    });
    groups = await expectCurrentFigures(projectId);
    expect(groups.get('Alpha')!.numberOfKeywords).toBe(alphaTerms.length - 2);

    // DeleteKeywordsFromProject: a keyword of both groups leaves both (the membership cascade).
    await post('deleteKeywordsFromProject', 'Keywords/DeleteKeywordsFromProject', {
      projectId,
      termIdsCsv: String((await termIds([alphaTerms[5]!]))[0]),
    });
    groups = await expectCurrentFigures(projectId);
    expect(groups.get('Beta')!.numberOfKeywords).toBe(betaTerms.length - 1);

    // MigrateToGroup: Beta's own keywords join Alpha too.
    await post('migrateKeywordsToGroup', 'KeywordActions/MigrateToGroup', {
      projectId,
      newGroupHash: alpha,
      termIdsCsv: (await termIds(rankedTerms.slice(8, 11))).join(','),
    });
    groups = await expectCurrentFigures(projectId);
    expect(groups.get('Alpha')!.numberOfKeywords).toBe(alphaTerms.length - 3 + 3);

    // MigrateToProject, a move: the keywords leave this project's groups and join the other project.
    const target = await createProject('Figures target');
    await post('importKeywords', 'KeywordActions/Import', {
      projectId: target,
      termCsv: rankedTerms[15]!,
      groupNameCsv: 'Gamma',
    });
    await expectCurrentFigures(target);
    const moved = await termIds([alphaTerms[1]!, rankedTerms[9]!]);
    await post('migrateKeywordsToProject', 'KeywordActions/MigrateToProject', {
      projectId,
      newProjectId: target,
      termIdsCsv: moved.join(','),
    });
    groups = await expectCurrentFigures(projectId);
    expect(groups.get('Alpha')!.numberOfKeywords).toBe(alphaTerms.length - 2);
    await expectCurrentFigures(target);

    // RemoveTermIds (an import's undo): the keywords an import added leave the project and its groups.
    const extra = await importInto(rankedTerms.slice(12, 15), 'Beta');
    await expectCurrentFigures(projectId);
    await post('removeTermIds', 'KeywordActions/RemoveTermIds', { projectId, termIdsCsv: extra.termIdsCsv });
    groups = await expectCurrentFigures(projectId);
    expect(groups.get('Beta')!.numberOfKeywords).toBe(betaTerms.length - 2);

    // DeleteGroup: Beta goes; Alpha is as it was; a new group of the same name starts empty.
    const alphaBefore = groups.get('Alpha')!;
    await expectAnswer('deleteGroup', owner.get(`${KW}/Groups/DeleteGroup?${query({ projectId, groupHash: beta })}`));
    groups = await expectCurrentFigures(projectId);
    expect([...groups.keys()]).toEqual(['Alpha']);
    expect(groups.get('Alpha')).toEqual(alphaBefore);
    await expectAnswer('addGroup', owner.get(`${KW}/Groups/AddGroup?${query({ projectId, name: 'Beta' })}`));
    groups = await expectCurrentFigures(projectId);
    expect(groups.get('Beta')).toMatchObject({
      numberOfKeywords: 0,
      rankChange: 0,
      clickChange: 0,
      impressionShare: 0,
    });
    await importInto(betaTerms.slice(0, 4), 'Beta');
    groups = await expectCurrentFigures(projectId);
    expect(groups.get('Beta')!.numberOfKeywords).toBe(4);
  });
});
