/**
 * The keywords tag of the workspace (doc 2 §3, §4, §7) through the HTTP layer, on every test
 * database, over a small seeded corpus: a project's keywords with their corpus figures (checked
 * against plain SQL and metrics.ts), sorting, filtering and paging, groups, labels, imports and
 * their undo, the keyword allowance, and the account scoping of every call.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectSorted, fieldsOf, fullUserBrowser, seedTestCorpus } from './research/apiTesting';
import { estimatedClicks, rankChange } from './research/metrics';
import {
  contractErrors,
  errorBodyErrors,
  loggedInTeamMember,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
} from './testing/harness';
import { createProject, expectAnswer, query, tableRows, WORKSPACE_API } from './testing/workspace';
import type { components } from '../api/schema.gen';
import { fill, TEXT } from '../lib/spec/text';
import { KEYWORD_ALLOWANCE_BY_PLAN, MAX_IMPORT_TERMS } from '../lib/spec/workspace';

const KW = `${WORKSPACE_API}/Keywords`;

interface KeywordRow {
  termId: number;
  keyword: string;
  monthlySearches: number | null;
  rankingDifficulty: number | null;
  rankChange: number | null;
  costPerClick: number | null;
  currentRank: number | null;
  clickChange: number | null;
  groupsCsv: string;
  labelsCsv: string;
}
interface KeywordList {
  keywords: KeywordRow[];
  totalRowCount: number;
}
interface ImportResult {
  hasReachedLimit: boolean;
  termCount: number;
  alreadyActiveTerms: string[];
  termIdsCsv: string;
  groupHashCsv: string;
  message?: string;
}
type GroupRow = components['schemas']['GroupTableRow'];

const SORT_COLUMNS = [
  ['keyword', 'keyword'],
  ['monthlySearches', 'monthlySearches'],
  ['costPerClick', 'costPerClick'],
  ['rankingDifficulty', 'rankingDifficulty'],
  ['currentRank', 'currentRank'],
  ['rankChange', 'rankChange'],
  ['clickChange', 'clickChange'],
  ['groups', 'groupsCsv'],
  ['labels', 'labelsCsv'],
] as const;

describe.each(TEST_DATABASES)('workspace keywords on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('workspace-keywords', kind);
  let owner: Browser;
  let ownerEmail: string;
  let stranger: Browser;
  let domain: string;
  let projectId: string;
  /** Corpus terms the domain ranks for this month, and some it does not. */
  let rankedTerms: string[];
  let otherTerms: string[];
  let months: number[];

  // ------------------------------------------------------------ calls

  const list = (b: Browser, params: Record<string, string | number>) =>
    expectAnswer<KeywordList>('getKeywordList', b.get(`${KW}/Keywords/GetKeywordList?${query(params)}`));
  const importTerms = (b: Browser, body: Record<string, string>) =>
    expectAnswer<ImportResult>('importKeywords', b.post(`${KW}/KeywordActions/Import`, body));
  const groupsOf = (b: Browser, id: string, extra: Record<string, string | number> = {}) =>
    expectAnswer<GroupRow[]>('getGroups', b.get(`${KW}/Groups/GetGroups?${query({ projectId: id, ...extra })}`));
  /** Every row of a list (one page of up to 1000). */
  const allRows = async (b: Browser, params: Record<string, string | number>) =>
    (await list(b, { rowsToDisplay: 1000, ...params })).keywords;

  // ------------------------------------------------------------ the independent computation

  /** A keyword's row as plain SQL over the corpus and metrics.ts compute it. */
  async function expectedRow(termId: number): Promise<Omit<KeywordRow, 'groupsCsv' | 'labelsCsv'>> {
    const [month, previous] = [months.at(-1)!, months.at(-2) ?? null];
    const keyword = await server.db.kysely
      .selectFrom('keywords')
      .selectAll()
      .where('id', '=', termId)
      .executeTakeFirstOrThrow();
    const volume = await server.db.kysely
      .selectFrom('keyword_volumes')
      .select('volume')
      .where('keyword_id', '=', termId)
      .where('month', '=', month)
      .executeTakeFirst();
    const best = async (m: number | null) => {
      if (m === null) return null;
      const rows = await server.db.kysely
        .selectFrom('serp_organic as s')
        .innerJoin('domains as d', 'd.id', 's.domain_id')
        .select(['s.rank_group', 's.volume'])
        .where('d.name', '=', domain)
        .where('s.month', '=', m)
        .where('s.keyword_id', '=', termId)
        .orderBy('s.rank_group')
        .execute();
      return rows[0] ? { position: rows[0].rank_group, volume: rows[0].volume } : null;
    };
    const [now, before] = [await best(month), await best(previous)];
    const clicks = (r: { position: number; volume: number } | null) => (r ? estimatedClicks(r.volume, r.position) : 0);
    const hasData = volume !== undefined;
    return {
      termId,
      keyword: keyword.term,
      monthlySearches: hasData ? volume.volume : null,
      rankingDifficulty: hasData ? keyword.difficulty : null,
      costPerClick: hasData ? keyword.cpc_cents / 100 : null,
      currentRank: now?.position ?? null,
      rankChange: rankChange(before?.position ?? null, now?.position ?? null),
      clickChange: now || before ? clicks(now) - clicks(before) : null,
    };
  }

  function expectRowMatches(row: KeywordRow, expected: Awaited<ReturnType<typeof expectedRow>>) {
    const { clickChange, ...rest } = expected;
    const { clickChange: shown, groupsCsv: _g, labelsCsv: _l, ...shownRest } = row;
    expect(shownRest).toEqual(rest);
    if (clickChange === null) expect(shown).toBeNull();
    else expect(Math.abs((shown ?? NaN) - clickChange)).toBeLessThanOrEqual(1);
  }

  beforeAll(async () => {
    await seedTestCorpus(server);
    ownerEmail = email('owner');
    owner = await fullUserBrowser(server, ownerEmail);
    stranger = await fullUserBrowser(server, email('stranger'));
    const { rows } = await sql<{ month: number }>`select distinct month from keyword_volumes order by month`.execute(
      server.db.kysely,
    );
    months = rows.map((r) => Number(r.month));
    const month = months.at(-1)!;
    // The domain ranking for the most keywords this month.
    const top = await sql<{ name: string }>`
      select d.name from serp_organic s join domains d on d.id = s.domain_id where s.month = ${month}
      group by d.name order by count(distinct s.keyword_id) desc, d.name limit 1`.execute(server.db.kysely);
    domain = top.rows[0]!.name;
    const ranked = await sql<{ term: string }>`
      select distinct k.term from serp_organic s join keywords k on k.id = s.keyword_id
      join domains d on d.id = s.domain_id where d.name = ${domain} and s.month = ${month} order by k.term`.execute(
      server.db.kysely,
    );
    rankedTerms = ranked.rows.map((r) => r.term).slice(0, 20);
    const others = await server.db.kysely
      .selectFrom('keywords')
      .select('term')
      .where('term', 'not in', rankedTerms)
      .orderBy('term')
      .limit(15)
      .execute();
    otherTerms = others.map((r) => r.term);
    expect(rankedTerms.length).toBeGreaterThan(3);

    projectId = await createProject(owner, 'Acme Corp', domain);
    const first = await importTerms(owner, {
      projectId,
      termCsv: rankedTerms.slice(0, 12).join(','),
      groupNameCsv: 'Ranked',
      labelNameCsv: 'High priority',
    });
    expect(first).toMatchObject({ hasReachedLimit: false, termCount: 12, alreadyActiveTerms: [] });
    await importTerms(owner, {
      projectId,
      termCsv: [...rankedTerms.slice(12), ...otherTerms, 'zz brand new term', 'aa unheard of term'].join(','),
      groupNameCsv: 'Mixed',
    });
  });

  describe('Import', () => {
    it('adds corpus terms and new ones, reports the outcome with the catalogue texts', async () => {
      const id = await createProject(owner, 'Import texts', domain);
      const terms = [rankedTerms[0]!, '  Widget   Store ', otherTerms[0]!];
      const imported = await importTerms(owner, { projectId: id, termCsv: `${terms.join(',')},,${terms[0]}` });
      expect(imported).toEqual({
        hasReachedLimit: false,
        termCount: 3,
        alreadyActiveTerms: [],
        termIdsCsv: expect.stringMatching(/^\d+,\d+,\d+$/),
        groupHashCsv: '',
        message: fill(TEXT.termsAdded, { count: 3 }),
      });
      // The ids are the corpus's keywords; the new term was added to it, without research data.
      const ids = imported.termIdsCsv.split(',').map(Number);
      const rows = await server.db.kysely
        .selectFrom('keywords')
        .select(['id', 'term'])
        .where('id', 'in', ids)
        .execute();
      expect(new Map(rows.map((r) => [r.id, r.term]))).toEqual(
        new Map([
          [ids[0], terms[0]],
          [ids[1], 'widget store'],
          [ids[2], terms[2]],
        ]),
      );
      const listed = await allRows(owner, { projectId: id });
      const fresh = listed.find((r) => r.keyword === 'widget store')!;
      expect(fresh).toMatchObject({ monthlySearches: null, costPerClick: null, currentRank: null, clickChange: null });

      const one = await importTerms(owner, { projectId: id, termCsv: terms[0]!, groupNameCsv: 'Brand' });
      expect(one).toMatchObject({ termCount: 0, alreadyActiveTerms: [terms[0]], termIdsCsv: '' });
      expect(one.message).toBe(
        fill(TEXT.keywordAlreadyExists, { kw: terms[0]!, project: 'Import texts' }) +
          fill(TEXT.keywordAlreadyExistsGroupSuffix, { group: 'Brand' }),
      );
      const all = await importTerms(owner, { projectId: id, termCsv: terms.join(',') });
      expect(all.message).toBe(fill(TEXT.selectedKeywordsAlreadyExist, { project: 'Import texts' }));
      const some = await importTerms(owner, { projectId: id, termCsv: `${terms[0]},another new term` });
      expect(some).toMatchObject({ termCount: 1, alreadyActiveTerms: [terms[0]] });
      expect(some.message).toBe(fill(TEXT.someKeywordsAlreadyPresent, { project: 'Import texts' }));
      const single = await importTerms(owner, { projectId: id, termCsv: 'one more term' });
      expect(single.message).toBe(fill(TEXT.addedToProject, { subject: '"one more term"', project: 'Import texts' }));
      // An already-active term still joins the named group.
      const brand = (await groupsOf(owner, id)).find((g) => g.name === 'Brand')!;
      expect(brand.numberOfKeywords).toBe(1);
    });

    it('undoes an import: remove the added term ids, delete the groups it created', async () => {
      const before = await allRows(owner, { projectId });
      const groupsBefore = await groupsOf(owner, projectId);
      const imported = await importTerms(owner, {
        projectId,
        termCsv: `${rankedTerms[0]},undo me one,undo me two`,
        groupNameCsv: 'Ranked,Undo group A,Undo group B',
      });
      expect(imported.termCount).toBe(2);
      expect(imported.alreadyActiveTerms).toEqual([rankedTerms[0]]);
      const created = imported.groupHashCsv.split(',');
      expect(created).toHaveLength(2);

      const removed = await expectAnswer<{ projectId: string; termCount: number }>(
        'deleteKeywordsFromProject',
        owner.post(`${KW}/Keywords/DeleteKeywordsFromProject`, { projectId, termIdsCsv: imported.termIdsCsv }),
      );
      expect(removed).toEqual({ projectId, termCount: 2 });
      const deleted = await expectAnswer(
        'deleteGroup',
        owner.get(`${KW}/Groups/DeleteGroup?${query({ projectId, groupHashCsv: imported.groupHashCsv })}`),
      );
      expect(deleted).toEqual({ success: true, status: 'Groups deleted' });
      // The pre-existing term kept its groups; the project is as it was.
      expect(await allRows(owner, { projectId })).toEqual(before);
      expect(await groupsOf(owner, projectId)).toEqual(groupsBefore);
    });

    it(`takes at most ${MAX_IMPORT_TERMS} terms, all in one transaction`, async () => {
      const id = await createProject(owner, 'Big import');
      const terms = Array.from({ length: MAX_IMPORT_TERMS }, (_, i) => `b${i.toString(36)}`);
      const tooMany = await owner.post(`${KW}/KeywordActions/Import`, {
        projectId: id,
        termCsv: [...terms, 'one too many'].join(','),
      });
      expect(tooMany.status).toBe(400);
      expect(fieldsOf(tooMany)).toEqual(['body.termCsv']);
      expect((await list(owner, { projectId: id })).totalRowCount).toBe(0);

      const imported = await importTerms(owner, { projectId: id, termCsv: terms.join(','), groupNameCsv: 'Bulk' });
      expect(imported.termCount).toBe(MAX_IMPORT_TERMS);
      expect((await list(owner, { projectId: id, rowsToDisplay: 1 })).totalRowCount).toBe(MAX_IMPORT_TERMS);
      expect((await groupsOf(owner, id))[0]?.numberOfKeywords).toBe(MAX_IMPORT_TERMS);
      await owner.get(`/NsaApi/MySpyFu/Projects/DeleteProject?${query({ projectId: id })}`);
    }, 120_000);

    it('writes nothing when an import fails part-way', async () => {
      const id = await createProject(owner, 'Half an import');
      const count = async (table: 'keywords' | 'project_keywords' | 'keyword_groups') =>
        Number(
          (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(server.db.kysely))
            .rows[0]!.n,
        );
      const before = [await count('keywords'), await count('project_keywords'), await count('keyword_groups')];
      // The last step of the import (group memberships) fails, after the terms and the group were written.
      const failing =
        kind === 'sqlite'
          ? [
              sql`create trigger fail_members before insert on keyword_group_members begin select raise(abort, 'boom'); end`,
            ]
          : [
              sql`create function fail_members() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`,
              sql`create trigger fail_members before insert on keyword_group_members for each row execute function fail_members()`,
            ];
      for (const statement of failing) await statement.execute(server.db.kysely);
      try {
        const res = await owner.post(`${KW}/KeywordActions/Import`, {
          projectId: id,
          termCsv: 'half one,half two,half three',
          groupNameCsv: 'Half',
        });
        expect(res.status).toBe(500);
      } finally {
        await sql`drop trigger fail_members${kind === 'postgres' ? sql` on keyword_group_members` : sql``}`.execute(
          server.db.kysely,
        );
        if (kind === 'postgres') await sql`drop function fail_members()`.execute(server.db.kysely);
      }
      expect([await count('keywords'), await count('project_keywords'), await count('keyword_groups')]).toEqual(before);
    });

    it('stops at the keyword allowance: nothing written, the tracking cap text', async () => {
      // A Basic account with its allowance all but used, saved straight into the tables.
      const basic = await fullUserBrowser(server, email('basic'), 'Basic');
      const id = await createProject(basic, 'Full house');
      const allowance = KEYWORD_ALLOWANCE_BY_PLAN.Basic;
      const filler = Array.from({ length: allowance - 1 }, (_, i) => `f${i.toString(36)}`);
      await importTerms(basic, { projectId: id, termCsv: filler.join(',') });
      const count = await expectAnswer<{ totalCount: number; usedCount: number }>(
        'getKeywordCount',
        basic.get(`${KW}/Keywords/KeywordCount`),
      );
      expect(count).toMatchObject({ totalCount: allowance, usedCount: allowance - 1 });

      const corpusBefore = await server.db.kysely
        .selectFrom('keywords')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const refused = await importTerms(basic, {
        projectId: id,
        termCsv: `${filler[0]},over the cap one,over the cap two`,
        groupNameCsv: 'Never made',
      });
      expect(refused).toEqual({
        hasReachedLimit: true,
        termCount: 0,
        alreadyActiveTerms: [filler[0]],
        termIdsCsv: '',
        groupHashCsv: '',
        message: fill(TEXT.trackingCapReached, { used: allowance - 1, limit: allowance }),
      });
      const corpusAfter = await server.db.kysely
        .selectFrom('keywords')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(corpusAfter.n)).toBe(Number(corpusBefore.n));
      expect(await groupsOf(basic, id)).toEqual([]);
      // A copy into the project is refused the same way (403).
      const copy = await basic.post(`${KW}/KeywordActions/MigrateToProject`, {
        newProjectId: id,
        termIdsCsv: (await allRows(owner, { projectId })).map((r) => r.termId).join(','),
      });
      expect(copy.status).toBe(403);
      expect(copy.body).toMatchObject({
        code: 'KEYWORD_LIMIT_REACHED',
        message: fill(TEXT.trackingCapReached, { used: allowance - 1, limit: allowance }),
      });
      expect(await importTerms(basic, { projectId: id, termCsv: 'just one' })).toMatchObject({ termCount: 1 });
    }, 120_000);

    it('creates a project with its keywords (NewProjectImport); a taken name is a 409', async () => {
      const body = {
        projectName: 'Requested keywords',
        primaryDomainName: domain,
        termCsv: rankedTerms.slice(0, 3).join(','),
        groupNameCsv: 'Requested Keywords',
      };
      const made = await expectAnswer<ImportResult & { projectId: string }>(
        'importKeywordsToNewProject',
        owner.post(`${KW}/KeywordActions/NewProjectImport`, body),
      );
      expect(made).toMatchObject({ termCount: 3, hasReachedLimit: false });
      expect((await groupsOf(owner, made.projectId)).map((g) => [g.name, g.numberOfKeywords])).toEqual([
        ['Requested Keywords', 3],
      ]);
      const again = await owner.post(`${KW}/KeywordActions/NewProjectImport`, body);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'DUPLICATE_PROJECT_NAME' });
    });

    it("imports a research list's keywords (ImportFromUrl)", async () => {
      const id = await createProject(owner, 'From Kombat', domain);
      const url = '/NsaApi/KeywordKombat/GetOrganicKombatKeywords';
      const rival = await sql<{ name: string }>`
        select d.name from domains d where d.name <> ${domain} order by d.id limit 1`.execute(server.db.kysely);
      const sourceBody = { domains: [domain, rival.rows[0]!.name], segment: 'all' };
      const source = await owner.post(url, sourceBody);
      expect(source.status, JSON.stringify(source.body)).toBe(200);
      const listed = (source.body as { keywords: { keyword: string }[] }).keywords.map((k) => k.keyword);
      expect(listed.length).toBeGreaterThan(0);
      const imported = await expectAnswer<ImportResult & { keywords: { keyword: string }[] }>(
        'importKeywordsFromUrl',
        owner.post(`${KW}/KeywordActions/ImportFromUrl`, { projectId: id, url, sourceBody }),
      );
      expect(imported.keywords.map((k) => k.keyword)).toEqual(listed);
      expect(imported.termCount).toBe(new Set(listed).size);
      expect(
        (await allRows(owner, { projectId: id, sortColumn: 'keyword', sortDirection: 'asc' })).map((r) => r.keyword),
      ).toEqual([...new Set(listed)].sort());
      const notAList = await owner.post(`${KW}/KeywordActions/ImportFromUrl`, {
        projectId: id,
        url: `${KW}/Keywords/DeleteKeywordsFromProject`,
        sourceBody: { projectId: id, termIdsCsv: '1' },
      });
      expect(notAList.status).toBe(400);
      expect(fieldsOf(notAList)).toEqual(['body.url']);
    });
  });

  describe('GetKeywordList', () => {
    it("shows each keyword's corpus figures for the project domain", async () => {
      const rows = await allRows(owner, { projectId });
      expect(rows).toHaveLength(rankedTerms.length + otherTerms.length + 2);
      for (const row of rows) expectRowMatches(row, await expectedRow(row.termId));
      expect(rows.filter((r) => r.currentRank !== null).length).toBeGreaterThan(0);
      // Another domain (projectDomain) gives other ranks; the figures of the keyword stay.
      const asked = await allRows(owner, { projectId, projectDomain: 'nowhere-ranked.example' });
      expect(asked.every((r) => r.currentRank === null && r.rankChange === null && r.clickChange === null)).toBe(true);
      expect(asked.map((r) => r.monthlySearches)).toEqual(rows.map((r) => r.monthlySearches));
    });

    it('names the groups and labels of each keyword', async () => {
      const rows = await allRows(owner, { projectId });
      const byTerm = new Map(rows.map((r) => [r.keyword, r]));
      expect(byTerm.get(rankedTerms[0]!)).toMatchObject({ groupsCsv: 'Ranked', labelsCsv: 'High priority' });
      expect(byTerm.get(otherTerms[0]!)).toMatchObject({ groupsCsv: 'Mixed', labelsCsv: '' });
    });

    it.each(
      SORT_COLUMNS.flatMap(([column, field]) => (['asc', 'desc'] as const).map((d) => [column, field, d] as const)),
    )('sorts by %s (%s) %s, empty values last', async (sortColumn, field, sortDirection) => {
      const rows = await allRows(owner, { projectId, sortColumn, sortDirection });
      const values = rows.map((r) => {
        const value = r[field];
        return value === '' ? null : value;
      });
      expectSorted(values, sortDirection);
      expect(rows.map((r) => r.termId).sort()).toEqual(
        (await allRows(owner, { projectId })).map((r) => r.termId).sort(),
      );
    });

    it('filters by text and pages through the sorted list', async () => {
      const all = await allRows(owner, { projectId, sortColumn: 'monthlySearches', sortDirection: 'desc' });
      const pages: KeywordRow[] = [];
      for (let start = 1; start <= all.length; start += 7) {
        const page = await list(owner, {
          projectId,
          sortColumn: 'monthlySearches',
          sortDirection: 'desc',
          rowsToDisplay: 7,
          startRow: start,
        });
        expect(page.totalRowCount).toBe(all.length);
        pages.push(...page.keywords);
      }
      expect(pages).toEqual(all);

      const text = rankedTerms[0]!.split(' ')[0]!.slice(0, 3);
      const filtered = await list(owner, { projectId, filterTerm: ` ${text.toUpperCase()} ` });
      const expected = all.filter((r) => r.keyword.includes(text));
      expect(filtered.totalRowCount).toBe(expected.length);
      expect(filtered.keywords.map((r) => r.termId).sort()).toEqual(expected.map((r) => r.termId).sort());
      expect((await list(owner, { projectId, filterTerm: '100%_' })).totalRowCount).toBe(0);
    });

    it("lists one group's or label's keywords", async () => {
      const groups = await groupsOf(owner, projectId);
      const ranked = groups.find((g) => g.name === 'Ranked')!;
      const labels = await expectAnswer<{ labelHash: string; labelName: string }[]>(
        'getLabels',
        owner.get(`${KW}/Labels/GetLabels?${query({ projectId })}`),
      );
      const label = labels.find((l) => l.labelName === 'High priority')!;
      const inGroup = await list(owner, { projectId, groupHash: ranked.groupHash, sortColumn: 'monthlySearches' });
      expect(inGroup.totalRowCount).toBe(12);
      expect(inGroup.keywords.map((r) => r.keyword).sort()).toEqual(rankedTerms.slice(0, 12).sort());
      expectSorted(
        inGroup.keywords.map((r) => r.monthlySearches),
        'desc',
      );
      const inLabel = await list(owner, { projectId, labelHash: label.labelHash, filterTerm: rankedTerms[1]! });
      expect(inLabel.keywords.map((r) => r.keyword)).toEqual([rankedTerms[1]]);
      const mixed = groups.find((g) => g.name === 'Mixed')!;
      const both = await list(owner, { projectId, groupHash: mixed.groupHash, labelHash: label.labelHash });
      expect(both.totalRowCount).toBe(0);
      // A hash of no group of the project is a 404.
      const unknown = await owner.get(`${KW}/Keywords/GetKeywordList?${query({ projectId, groupHash: 'gnothere' })}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'GROUP_NOT_FOUND' });
    });
  });

  describe('groups', () => {
    it('adds, renames, lists, details and deletes a group', async () => {
      const added = await expectAnswer<{ status: string; groupHash: string }>(
        'addGroup',
        owner.get(`${KW}/Groups/AddGroup?${query({ projectId, name: 'Tools' })}`),
      );
      expect(added.status).toBe('Group created');
      const dup = await owner.get(`${KW}/Groups/AddGroup?${query({ projectId, name: ' tools ' })}`);
      expect(dup.status).toBe(409);
      expect(dup.body).toMatchObject({ code: 'DUPLICATE_GROUP_NAME' });
      const blank = await owner.get(`${KW}/Groups/AddGroup?${query({ projectId, name: '   ' })}`);
      expect(blank.status).toBe(400);
      expect(fieldsOf(blank)).toEqual(['query.name']);

      const rows = await allRows(owner, { projectId, sortColumn: 'keyword', sortDirection: 'asc' });
      const members = rows.filter((r) => r.currentRank !== null).slice(0, 4);
      await expectAnswer(
        'migrateKeywordsToGroup',
        owner.post(`${KW}/KeywordActions/MigrateToGroup`, {
          projectId,
          newGroupHash: added.groupHash,
          termIdsCsv: [...members.map((r) => r.termId), 99999999999].join(','),
        }),
      );
      const renamed = await expectAnswer(
        'renameGroup',
        owner.get(`${KW}/Groups/RenameGroup?${query({ projectId, groupHash: added.groupHash, name: 'Top tools' })}`),
      );
      expect(renamed).toEqual({ status: 'Group renamed', groupHash: added.groupHash, name: 'Top tools' });
      const clash = await owner.get(
        `${KW}/Groups/RenameGroup?${query({ projectId, groupHash: added.groupHash, name: 'ranked' })}`,
      );
      expect(clash.status).toBe(409);

      const groups = await groupsOf(owner, projectId);
      expect(groups.map((g) => g.name)).toEqual(['Ranked', 'Mixed', 'Top tools']);
      expect((await groupsOf(owner, projectId, { maxResults: 2 })).map((g) => g.name)).toEqual(['Ranked', 'Mixed']);
      const row = groups.find((g) => g.groupHash === added.groupHash)!;
      const expected = await Promise.all(members.map((m) => expectedRow(m.termId)));
      expect(row.numberOfKeywords).toBe(4);
      expect(row.rankChange).toBe(expected.reduce((sum, r) => sum + (r.rankChange ?? 0), 0));
      expect(Math.abs(row.clickChange - members.reduce((sum, r) => sum + (r.clickChange ?? 0), 0))).toBeLessThan(1e-6);
      // Impression share: the share of the searches whose first page shows the domain.
      const searches = expected.reduce((sum, r) => sum + (r.monthlySearches ?? 0), 0);
      const shown = expected.reduce(
        (sum, r) => sum + (r.currentRank !== null && r.currentRank <= 10 ? (r.monthlySearches ?? 0) : 0),
        0,
      );
      expect(Math.abs(row.impressionShare - (100 * shown) / searches)).toBeLessThanOrEqual(0.05 + 1e-9);

      const details = await expectAnswer<Record<string, unknown> & { groupHistory: unknown[] }>(
        'getGroupDetails',
        owner.get(`${KW}/Groups/Details?${query({ projectId, groupHash: added.groupHash })}`),
      );
      expect(details).toMatchObject({
        groupHash: added.groupHash,
        groupName: 'Top tools',
        numberOfKeywords: 4,
        organicCount: 4,
        rankChange: row.rankChange,
        impressionShare: row.impressionShare,
        improvedRanks: expected.filter((r) => (r.rankChange ?? 0) > 0).length,
        lostRanks: expected.filter((r) => (r.rankChange ?? 0) < 0).length,
        estMonthlyClicks: Math.round(
          expected.reduce((sum, r) => sum + estimatedClicks(r.monthlySearches ?? 0, r.currentRank), 0),
        ),
        potentialClicks: Math.round(expected.reduce((sum, r) => sum + estimatedClicks(r.monthlySearches ?? 0, 1), 0)),
      });
      expect(details.groupHistory).toHaveLength(months.length);

      const removed = await expectAnswer<{ termCount: number }>(
        'removeKeywordsFromGroup',
        owner.post(`${KW}/GroupActions/RemoveKeywords`, {
          projectId,
          groupHash: added.groupHash,
          termIdsCsv: `${members[0]!.termId},999999999`,
        }),
      );
      expect(removed.termCount).toBe(1);
      expect((await groupsOf(owner, projectId)).find((g) => g.name === 'Top tools')?.numberOfKeywords).toBe(3);

      const before = (await list(owner, { projectId })).totalRowCount;
      const deleted = await expectAnswer(
        'deleteGroup',
        owner.get(`${KW}/Groups/DeleteGroup?${query({ projectId, groupHash: added.groupHash })}`),
      );
      expect(deleted).toEqual({ success: true, status: 'Group deleted' });
      expect((await groupsOf(owner, projectId)).map((g) => g.name)).toEqual(['Ranked', 'Mixed']);
      expect((await list(owner, { projectId })).totalRowCount).toBe(before);
      const gone = await owner.get(`${KW}/Groups/DeleteGroup?${query({ projectId, groupHash: added.groupHash })}`);
      expect(gone.status).toBe(404);
      const none = await owner.get(`${KW}/Groups/DeleteGroup?${query({ projectId })}`);
      expect(none.status).toBe(400);
      expect(fieldsOf(none)).toEqual(['query.groupHash']);
    });
  });

  describe('labels', () => {
    it('labels keywords (a new name creates the label), unlabels them and deletes labels', async () => {
      const rows = await allRows(owner, { projectId, sortColumn: 'keyword', sortDirection: 'asc' });
      const ids = rows.slice(0, 3).map((r) => r.termId);
      const added = await expectAnswer<{ labelHash: string; labelName: string; termCount: number }>(
        'addKeywordsToLabel',
        owner.post(`${KW}/LabelActions/AddKeywords`, { projectId, labelName: 'Q3 content', termIdsCsv: ids.join(',') }),
      );
      expect(added).toMatchObject({ labelName: 'Q3 content', termCount: 3 });
      const again = await expectAnswer<{ labelHash: string; termCount: number }>(
        'addKeywordsToLabel',
        owner.post(`${KW}/LabelActions/AddKeywords`, { projectId, labelName: 'q3 CONTENT', termIdsCsv: `${ids[0]}` }),
      );
      expect(again).toMatchObject({ labelHash: added.labelHash, termCount: 0 });
      const labels = await expectAnswer<{ labelName: string; numberOfKeywords: number }[]>(
        'getLabels',
        owner.get(`${KW}/Labels/GetLabels?${query({ projectId })}`),
      );
      expect(labels.map((l) => [l.labelName, l.numberOfKeywords])).toEqual([
        ['High priority', 12],
        ['Q3 content', 3],
      ]);
      const removed = await expectAnswer<{ termCount: number }>(
        'removeKeywordsFromLabel',
        owner.post(`${KW}/LabelActions/RemoveKeywords`, {
          projectId,
          labelName: 'Q3 content',
          termIdsCsv: `${ids[0]}`,
        }),
      );
      expect(removed.termCount).toBe(1);
      const presence = await expectAnswer<{ termId: number; hasKeyword: boolean }[]>(
        'checkTermPresence',
        owner.post(`${KW}/KeywordActions/CheckTermPresence`, {
          projectId,
          labelHash: added.labelHash,
          termIdsCsv: `${ids.join(',')},99999999999`,
        }),
      );
      expect(presence).toEqual([
        { termId: ids[0], hasKeyword: false },
        { termId: ids[1], hasKeyword: true },
        { termId: ids[2], hasKeyword: true },
        { termId: 99999999999, hasKeyword: false },
      ]);
      const deleted = await expectAnswer(
        'deleteLabels',
        owner.post(`${KW}/Labels/DeleteLabels`, { projectId, labelHashCsv: added.labelHash }),
      );
      expect(deleted).toEqual({ success: true, status: 'Label deleted' });
      expect((await allRows(owner, { projectId })).some((r) => r.labelsCsv.includes('Q3 content'))).toBe(false);
      const unknown = await owner.post(`${KW}/LabelActions/RemoveKeywords`, {
        projectId,
        labelName: 'Q3 content',
        termIdsCsv: `${ids[0]}`,
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('keywords across projects', () => {
    it('checks presence in the project and a group, copies and moves keywords to another project', async () => {
      const rows = await allRows(owner, { projectId, sortColumn: 'keyword', sortDirection: 'asc' });
      const ranked = (await groupsOf(owner, projectId)).find((g) => g.name === 'Ranked')!;
      const inRanked = new Set((await allRows(owner, { projectId, groupHash: ranked.groupHash })).map((r) => r.termId));
      const ids = rows.map((r) => r.termId);
      const presence = await expectAnswer<{ termId: number; hasKeyword: boolean }[]>(
        'checkTermPresence',
        owner.post(`${KW}/KeywordActions/CheckTermPresence`, {
          projectId,
          groupHash: ranked.groupHash,
          termIdsCsv: ids.join(','),
        }),
      );
      expect(presence).toEqual(ids.map((termId) => ({ termId, hasKeyword: inRanked.has(termId) })));

      const target = await createProject(owner, 'Rival watch', domain);
      const copied = await expectAnswer<{ newProjectId: string; termCount: number }>(
        'migrateKeywordsToProject',
        owner.post(`${KW}/KeywordActions/MigrateToProject`, {
          newProjectId: target,
          termIdsCsv: ids.slice(0, 3).join(','),
        }),
      );
      expect(copied).toEqual({ newProjectId: target, termCount: 3 });
      expect((await list(owner, { projectId })).totalRowCount).toBe(ids.length);
      const all = await owner.post(`${KW}/KeywordActions/MigrateToProject`, {
        newProjectId: target,
        termIdsCsv: ids.slice(0, 3).join(','),
      });
      expect(all.status).toBe(409);
      expect(all.body).toMatchObject({
        code: 'KEYWORDS_ALREADY_IN_PROJECT',
        message: fill(TEXT.selectedKeywordsAlreadyExist, { project: 'Rival watch' }),
      });
      expect(contractErrors('migrateKeywordsToProject', all)).toEqual([]);

      const scratch = await createProject(owner, 'Scratch');
      await importTerms(owner, { projectId: scratch, termCsv: 'move me one,move me two' });
      const scratchIds = (await allRows(owner, { projectId: scratch })).map((r) => r.termId);
      const moved = await expectAnswer<{ termCount: number }>(
        'migrateKeywordsToProject',
        owner.post(`${KW}/KeywordActions/MigrateToProject`, {
          newProjectId: target,
          projectId: scratch,
          termIdsCsv: scratchIds.join(','),
        }),
      );
      expect(moved.termCount).toBe(2);
      expect((await list(owner, { projectId: scratch })).totalRowCount).toBe(0);
      expect((await list(owner, { projectId: target })).totalRowCount).toBe(5);

      const tracking = await expectAnswer<{ trackedTermIds: number[]; weeklyTrackingCount: number }>(
        'getKeywordTracking',
        owner.get(`${KW}/KeywordTracking/GetTracking?${query({ projectId: target })}`),
      );
      const targetIds = (await allRows(owner, { projectId: target })).map((r) => r.termId);
      expect(tracking.trackedTermIds).toEqual([...targetIds].sort((a, b) => a - b));
      expect(tracking.weeklyTrackingCount).toBe(5);
    });

    it("counts the account's keywords against its plan's allowance; a free user has none", async () => {
      const counted = await expectAnswer<Record<string, number>>(
        'getKeywordCount',
        owner.get(`${KW}/Keywords/KeywordCount`),
      );
      const saved = await sql<{ n: number | string }>`
        select count(*) as n from project_keywords pk join projects p on p.id = pk.project_id
        where p.account_user_id = ${await userIdOf(server, ownerEmail)}`.execute(server.db.kysely);
      expect(counted).toEqual({
        totalCount: KEYWORD_ALLOWANCE_BY_PLAN.Professional,
        usedCount: Number(saved.rows[0]!.n),
        mySpyFuCount: Number(saved.rows[0]!.n),
        weeklyTrackingCount: Number(saved.rows[0]!.n),
        keywordRankingReportCount: 0,
      });
      const free = await registeredBrowser(server, email('free'));
      expect(await expectAnswer('getKeywordCount', free.get(`${KW}/Keywords/KeywordCount`))).toEqual({
        totalCount: 0,
        usedCount: 0,
        mySpyFuCount: 0,
        weeklyTrackingCount: 0,
        keywordRankingReportCount: 0,
      });
    });

    it("works in the team owner's projects for a team member", async () => {
      const member = await loggedInTeamMember(server, await userIdOf(server, ownerEmail), email('member'));
      const rows = await allRows(member, { projectId });
      expect(rows.length).toBe((await list(owner, { projectId })).totalRowCount);
    });
  });

  describe('scoping and bad input', () => {
    /** Every keywords operation, as the stranger calls it with the owner's ids. */
    async function strangerCalls(ids: { project: string; group: string; label: string; term: number }) {
      const own = await createProject(stranger, `Stranger ${Math.random()}`);
      const p = ids.project;
      return [
        stranger.get(`${KW}/KeywordTracking/GetTracking?${query({ projectId: p })}`),
        stranger.post(`${KW}/GroupActions/RemoveKeywords`, {
          projectId: p,
          groupHash: ids.group,
          termIdsCsv: `${ids.term}`,
        }),
        stranger.get(`${KW}/Groups/DeleteGroup?${query({ projectId: p, groupHash: ids.group })}`),
        stranger.get(`${KW}/Groups/RenameGroup?${query({ projectId: p, groupHash: ids.group, name: 'Mine' })}`),
        stranger.get(`${KW}/Groups/GetGroups?${query({ projectId: p })}`),
        stranger.get(`${KW}/Groups/Details?${query({ projectId: p, groupHash: ids.group })}`),
        stranger.get(`${KW}/Groups/AddGroup?${query({ projectId: p, name: 'Mine' })}`),
        stranger.post(`${KW}/Keywords/DeleteKeywordsFromProject`, { projectId: p, termIdsCsv: `${ids.term}` }),
        stranger.get(`${KW}/Keywords/GetKeywordList?${query({ projectId: p })}`),
        stranger.post(`${KW}/Labels/DeleteLabels`, { projectId: p, labelHashCsv: ids.label }),
        stranger.get(`${KW}/Labels/GetLabels?${query({ projectId: p })}`),
        stranger.post(`${KW}/LabelActions/RemoveKeywords`, {
          projectId: p,
          labelName: 'High priority',
          termIdsCsv: `${ids.term}`,
        }),
        stranger.post(`${KW}/LabelActions/AddKeywords`, { projectId: p, labelName: 'Mine', termIdsCsv: `${ids.term}` }),
        stranger.post(`${KW}/KeywordActions/Import`, { projectId: p, termCsv: 'stolen term' }),
        stranger.post(`${KW}/KeywordActions/MigrateToGroup`, {
          projectId: p,
          newGroupHash: ids.group,
          termIdsCsv: `${ids.term}`,
        }),
        stranger.post(`${KW}/KeywordActions/MigrateToProject`, { newProjectId: p, termIdsCsv: `${ids.term}` }),
        stranger.post(`${KW}/KeywordActions/MigrateToProject`, {
          newProjectId: own,
          projectId: p,
          termIdsCsv: `${ids.term}`,
        }),
        stranger.post(`${KW}/KeywordActions/CheckTermPresence`, { projectId: p, termIdsCsv: `${ids.term}` }),
        stranger.post(`${KW}/KeywordActions/ImportFromUrl`, {
          projectId: p,
          url: '/NsaApi/KeywordKombat/GetOrganicKombatKeywords',
        }),
        // The owner's group and label hashes inside the stranger's own project.
        stranger.get(`${KW}/Groups/Details?${query({ projectId: own, groupHash: ids.group })}`),
        stranger.get(`${KW}/Groups/DeleteGroup?${query({ projectId: own, groupHash: ids.group })}`),
        stranger.get(`${KW}/Keywords/GetKeywordList?${query({ projectId: own, labelHash: ids.label })}`),
        stranger.post(`${KW}/Labels/DeleteLabels`, { projectId: own, labelHashCsv: ids.label }),
      ];
    }

    it("answers another account's project, group and label ids with 404 and changes nothing", async () => {
      const group = (await groupsOf(owner, projectId))[0]!;
      const labels = await expectAnswer<{ labelHash: string }[]>(
        'getLabels',
        owner.get(`${KW}/Labels/GetLabels?${query({ projectId })}`),
      );
      const [first] = await allRows(owner, { projectId });
      const snapshot = () =>
        tableRows(server, [
          'project_keywords',
          'keyword_groups',
          'keyword_labels',
          'keyword_group_members',
          'keyword_label_members',
        ]);
      const before = await snapshot();
      const calls = await strangerCalls({
        project: projectId,
        group: group.groupHash,
        label: labels[0]!.labelHash,
        term: first!.termId,
      });
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
      expect(answers.flatMap((a) => errorBodyErrors(a))).toEqual([]);
      const after = await snapshot();
      // Only the stranger's own empty project was added; the owner's rows are as they were.
      for (const table of Object.keys(before)) expect(after[table]).toEqual(before[table]);
    });

    it.each([
      ['an unknown sort column', `${KW}/Keywords/GetKeywordList?projectId=PID&sortColumn=volume`, 'query.sortColumn'],
      ['a start row of 0', `${KW}/Keywords/GetKeywordList?projectId=PID&startRow=0`, 'query.startRow'],
      ['a page of 1001 rows', `${KW}/Keywords/GetKeywordList?projectId=PID&rowsToDisplay=1001`, 'query.rowsToDisplay'],
      [
        'a malformed project domain',
        `${KW}/Keywords/GetKeywordList?projectId=PID&projectDomain=not%20a%20domain`,
        'query.projectDomain',
      ],
      ['a project id that is no GUID', `${KW}/Groups/GetGroups?projectId=acme`, 'query.projectId'],
      ['a group name of spaces', `${KW}/Groups/AddGroup?projectId=PID&name=%20%20`, 'query.name'],
      ['a rename to spaces', `${KW}/Groups/RenameGroup?projectId=PID&groupHash=GH&name=%20`, 'query.name'],
      ['a group hash with a space', `${KW}/Groups/Details?projectId=PID&groupHash=a%20b`, 'query.groupHash'],
    ])('refuses %s with a 400 naming the field', async (_what, url, field) => {
      const group = (await groupsOf(owner, projectId))[0]!;
      const res = await owner.get(url.replace('PID', projectId).replace('GH', group.groupHash));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    });

    it.each([
      [
        'term ids that are not numbers',
        'Keywords/DeleteKeywordsFromProject',
        { termIdsCsv: '1,two' },
        'body.termIdsCsv',
      ],
      ['an import of blanks', 'KeywordActions/Import', { termCsv: ' , ,' }, 'body.termCsv'],
      [
        'a group name over 100 characters',
        'KeywordActions/Import',
        { termCsv: 'x', groupNameCsv: 'g'.repeat(101) },
        'body.groupNameCsv',
      ],
      ['a label of spaces', 'LabelActions/AddKeywords', { labelName: '  ', termIdsCsv: '1' }, 'body.labelName'],
      ['a URL that is no research list', 'KeywordActions/ImportFromUrl', { url: '/auth/logout' }, 'body.url'],
      ['an unknown field', 'KeywordActions/CheckTermPresence', { termIdsCsv: '1', extra: 1 }, 'body'],
    ])('refuses %s with a 400 naming the field', async (_what, path, body, field) => {
      const res = await owner.post(`${KW}/${path}`, { projectId, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(fieldsOf(res).some((f) => f === field || f.startsWith(`${field}.`))).toBe(true);
    });
  });
});
