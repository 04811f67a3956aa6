/**
 * The workspace tag's term operations (doc 2 §7 other workspace calls) through the HTTP layer, on
 * every test database, over a seeded corpus: which projects hold given terms, the static
 * suggestion import (each set checked against its rule computed here from the corpus rows with
 * metrics.ts) and its undo with RemoveTermIds and DeleteGroup, the keyword allowance and the
 * all-or-nothing import, the PDF export alert, the account scoping of every call, and the
 * requested-keywords flow of document 1 run with the client's own calls against the server.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { fieldsOf, fullUserBrowser, seedTestCorpus } from './research/apiTesting';
import { competitorsOf, estimatedClicks } from './research/metrics';
import {
  contractErrors,
  loggedInTeamMember,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
} from './testing/harness';
import { createProject, expectAnswer, query, tableRows, WORKSPACE_API } from './testing/workspace';
import {
  CUSTOM_GROUPS,
  EASY_WIN_POSITIONS,
  OPPORTUNITY_MAX_POSITION,
  OPPORTUNITY_RIVALS,
  SUGGESTION_GROUPS,
  SUGGESTION_SET_SIZE,
} from './workspace/suggestions';
import { ApiError, configureApi } from '../api/client';
import { importKeywords as clientImportKeywords } from '../api/keywords';
import { addRequestedKeywords } from '../api/nsa-account';
import { createProject as clientCreateProject, getProjects } from '../api/projects';
import { DEFAULT_COUNTRY_CODE } from '../lib/countries';
import { parseKeywordList } from '../lib/keywordList';
import { ALL_PROJECTS_ID } from '../lib/spec/identity';
import { fill, TEXT } from '../lib/spec/text';
import { KEYWORD_ALLOWANCE_BY_PLAN } from '../lib/spec/workspace';

const KW = `${WORKSPACE_API}/Keywords`;
const SUGGEST = `${KW}/KeywordActions/ImportStaticSuggestions`;
const ALL_FLAGS = {
  customGroups: true,
  easyWins: true,
  mostSearched: true,
  opportunities: true,
  topRecommendations: true,
};
const NO_FLAGS = {
  customGroups: false,
  easyWins: false,
  mostSearched: false,
  opportunities: false,
  topRecommendations: false,
};
const byTerm = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * The group requested keywords go to (doc 1 §7, verbatim): requestKeywords.ts's
 * REQUESTED_KEYWORDS_GROUP, which the server may not import (client code).
 */
const REQUESTED_KEYWORDS_GROUP = 'Requested Keywords';

interface ImportResult {
  hasReachedLimit: boolean;
  termCount: number;
  alreadyActiveTerms: string[];
  termIdsCsv: string;
  groupHashCsv: string;
  message?: string;
}
interface TermMatch {
  term: string;
  termId: number | null;
  projects: { id: string; projectName: string }[];
}

describe.each(TEST_DATABASES)('workspace terms on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('workspace-terms', kind);
  let owner: Browser;
  let ownerEmail: string;
  let stranger: Browser;
  /** The domain ranking for the most keywords in the latest month, and that month. */
  let domain: string;
  let month: number;

  // ------------------------------------------------------------ calls

  const importTerms = (b: Browser, body: Record<string, string>) =>
    expectAnswer<ImportResult>('importKeywords', b.post(`${KW}/KeywordActions/Import`, body));
  const suggest = (b: Browser, projectId: string, flags: Partial<typeof ALL_FLAGS> = ALL_FLAGS) =>
    expectAnswer<ImportResult>('importStaticSuggestions', b.post(SUGGEST, { ...NO_FLAGS, ...flags, projectId }));
  const removeTermIds = (b: Browser, projectId: string, termIdsCsv: string) =>
    expectAnswer<{ projectId: string; termCount: number }>(
      'removeTermIds',
      b.post(`${KW}/KeywordActions/RemoveTermIds`, { projectId, termIdsCsv }),
    );
  const searchTerms = (b: Browser, termsCsv: string) =>
    expectAnswer<TermMatch[]>(
      'searchProjectsForTerms',
      b.post(`${WORKSPACE_API}/ProjectActions/SearchProjectsForTerms`, { termsCsv }),
    );
  const groupsOf = (b: Browser, projectId: string) =>
    expectAnswer<{ groupHash: string; name: string; numberOfKeywords: number }[]>(
      'getGroups',
      b.get(`${KW}/Groups/GetGroups?${query({ projectId })}`),
    );
  /** The keywords of a project (or of one of its groups), by name. */
  const keywordsOf = async (b: Browser, projectId: string, groupHash?: string) => {
    const list = await expectAnswer<{ keywords: { keyword: string; termId: number; groupsCsv: string }[] }>(
      'getKeywordList',
      b.get(
        `${KW}/Keywords/GetKeywordList?${query({ projectId, rowsToDisplay: 1000, ...(groupHash ? { groupHash } : {}) })}`,
      ),
    );
    return list.keywords;
  };
  /** What a project holds: its keywords with their groups, and its groups with their counts. */
  const stateOf = async (b: Browser, projectId: string) => ({
    keywords: (await keywordsOf(b, projectId)).map((k) => `${k.keyword}|${k.groupsCsv}`).sort(),
    groups: await groupsOf(b, projectId),
  });

  /** Every row of the workspace tables and the scheduled reports, to see that a call changed nothing. */
  const snapshot = () =>
    tableRows(server, [
      'projects',
      'keywords',
      'project_keywords',
      'keyword_groups',
      'keyword_group_members',
      'keyword_labels',
      'keyword_label_members',
      'scheduled_pdf_reports',
    ]);

  const corpusIdOf = async (term: string) =>
    (
      await server.db.kysely
        .selectFrom('keywords')
        .select('id')
        .where('term', '=', term)
        .where('country', '=', DEFAULT_COUNTRY_CODE)
        .executeTakeFirst()
    )?.id ?? null;

  // ------------------------------------------------------------ the independent computation

  /**
   * Each suggestion set's terms, by group name, from the month's organic rows read whole and the
   * rules worked out here (competitors with metrics.ts's competitorsOf, clicks with estimatedClicks).
   */
  async function expectedSets(): Promise<Map<string, string[]>> {
    const { rows } = await sql<{
      keyword_id: number;
      term: string;
      country: string;
      difficulty: number;
      is_question: number;
      is_transactional: number;
      is_content: number;
      domain: string;
      rank_group: number;
      volume: number;
    }>`select s.keyword_id, k.term, k.country, k.difficulty, k.is_question, k.is_transactional, k.is_content,
        d.name as domain, s.rank_group, s.volume
      from serp_organic s join keywords k on k.id = s.keyword_id join domains d on d.id = s.domain_id
      where s.month = ${month}`.execute(server.db.kysely);
    type Best = { term: string; position: number; volume: number; row: (typeof rows)[number] };
    const bestOf = new Map<string, Map<number, Best>>();
    for (const r of rows) {
      const mine = bestOf.get(r.domain) ?? new Map<number, Best>();
      bestOf.set(r.domain, mine);
      const seen = mine.get(Number(r.keyword_id));
      if (!seen || Number(r.rank_group) < seen.position) {
        mine.set(Number(r.keyword_id), {
          term: r.term,
          position: Number(r.rank_group),
          volume: Number(r.volume),
          row: r,
        });
      }
    }
    const byVolume = (a: { volume: number; term: string }, b: { volume: number; term: string }) =>
      b.volume - a.volume || byTerm(a.term, b.term);
    const firstTerms = (list: { term: string }[]) => list.slice(0, SUGGESTION_SET_SIZE).map((k) => k.term);
    const mine = bestOf.get(domain)!;
    const ranked = [...mine.values()].filter((k) => k.row.country === DEFAULT_COUNTRY_CODE).sort(byVolume);

    const keywordsByDomain = new Map([...bestOf].map(([d, m]) => [d, new Set([...m.keys()].map(String))]));
    const rivals = competitorsOf(domain, keywordsByDomain, OPPORTUNITY_RIVALS).map((c) => c.domain);
    const gaps = new Map<number, Best>();
    for (const rival of rivals) {
      for (const [id, k] of bestOf.get(rival)!) {
        if (k.position <= OPPORTUNITY_MAX_POSITION && !mine.has(id) && k.row.country === DEFAULT_COUNTRY_CODE) {
          gaps.set(id, k);
        }
      }
    }
    const gain = (k: Best) => estimatedClicks(k.volume, 1) - estimatedClicks(k.volume, k.position);

    const sets = new Map<string, string[]>([
      [
        SUGGESTION_GROUPS.easyWins,
        firstTerms(
          ranked
            .filter((k) => k.position >= EASY_WIN_POSITIONS.from && k.position <= EASY_WIN_POSITIONS.to)
            .sort((a, b) => Number(a.row.difficulty) - Number(b.row.difficulty) || byVolume(a, b)),
        ),
      ],
      [SUGGESTION_GROUPS.mostSearched, firstTerms(ranked)],
      [SUGGESTION_GROUPS.opportunities, firstTerms([...gaps.values()].sort(byVolume))],
      [
        SUGGESTION_GROUPS.topRecommendations,
        firstTerms(ranked.filter((k) => k.position > 1).sort((a, b) => gain(b) - gain(a) || byTerm(a.term, b.term))),
      ],
      ...CUSTOM_GROUPS.map(
        ({ group, flag }) => [group, firstTerms(ranked.filter((k) => Number(k.row[flag]) === 1))] as [string, string[]],
      ),
    ]);
    return sets;
  }

  beforeAll(async () => {
    await seedTestCorpus(server, 400);
    ownerEmail = email('owner');
    owner = await fullUserBrowser(server, ownerEmail);
    stranger = await fullUserBrowser(server, email('stranger'));
    const latest = await sql<{ month: number }>`select max(month) as month from research_months`.execute(
      server.db.kysely,
    );
    month = Number(latest.rows[0]!.month);
    const top = await sql<{ name: string }>`
      select d.name from serp_organic s join domains d on d.id = s.domain_id where s.month = ${month}
      group by d.name order by count(distinct s.keyword_id) desc, d.name limit 1`.execute(server.db.kysely);
    domain = top.rows[0]!.name;
  });

  // ------------------------------------------------------------ SearchProjectsForTerms

  describe('SearchProjectsForTerms', () => {
    it("lists, for each term, its corpus id and the caller's projects holding it", async () => {
      const terms = (await server.db.kysely.selectFrom('keywords').select('term').orderBy('id').limit(3).execute()).map(
        (r) => r.term,
      );
      const [shared, onlyFirst, inNone] = terms as [string, string, string];
      const first = await createProject(owner, 'Search one');
      const second = await createProject(owner, 'Search two');
      await importTerms(owner, { projectId: first, termCsv: `${shared},${onlyFirst}` });
      await importTerms(owner, { projectId: second, termCsv: shared });
      // The stranger's project holds the same term: never listed to the owner.
      const theirs = await createProject(stranger, 'Search theirs');
      await importTerms(stranger, { projectId: theirs, termCsv: shared });

      const typed = ` ${shared.toUpperCase()} ,${onlyFirst},,${inNone},unheard-of  phrase,${shared}`;
      const found = await searchTerms(owner, typed);
      // The projects holding a term in GetProjects's order (the most recently used first).
      const listed = await expectAnswer<{ id: string; projectName: string }[]>(
        'getProjects',
        owner.get(`${WORKSPACE_API}/Projects/GetProjects`),
      );
      const holding = (...ids: string[]) =>
        listed.filter((p) => ids.includes(p.id)).map((p) => ({ id: p.id, projectName: p.projectName }));
      expect(found).toEqual([
        { term: shared.toUpperCase(), termId: await corpusIdOf(shared), projects: holding(first, second) },
        { term: onlyFirst, termId: await corpusIdOf(onlyFirst), projects: holding(first) },
        { term: inNone, termId: await corpusIdOf(inNone), projects: [] },
        { term: 'unheard-of  phrase', termId: null, projects: [] },
      ]);

      // A team member searches its owner's projects; the stranger sees only its own.
      const member = await loggedInTeamMember(server, await userIdOf(server, ownerEmail), email('member'));
      expect(await searchTerms(member, shared)).toEqual([found[0]!].map((f) => ({ ...f, term: shared })));
      expect((await searchTerms(stranger, shared))[0]!.projects).toEqual([
        { id: theirs, projectName: 'Search theirs' },
      ]);
    });

    it('refuses a list without a term with a 400 naming the field', async () => {
      const res = await owner.post(`${WORKSPACE_API}/ProjectActions/SearchProjectsForTerms`, { termsCsv: ' , ,' });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(fieldsOf(res)).toEqual(['body.termsCsv']);
    });
  });

  // ------------------------------------------------------------ RemoveTermIds

  describe('RemoveTermIds', () => {
    it('undoes an import as one sequence: remove the added term ids, delete the groups it created', async () => {
      const projectId = await createProject(owner, 'Undo an import', domain);
      await importTerms(owner, { projectId, termCsv: 'kept one,kept two', groupNameCsv: 'Kept' });
      const before = await stateOf(owner, projectId);
      const imported = await importTerms(owner, {
        projectId,
        termCsv: 'kept one,undo alpha,undo beta',
        groupNameCsv: 'Kept,Undo group',
        labelNameCsv: 'Undo label',
      });
      expect(imported).toMatchObject({ termCount: 2, alreadyActiveTerms: ['kept one'] });
      const removed = await removeTermIds(owner, projectId, imported.termIdsCsv);
      expect(removed).toEqual({ projectId, termCount: 2 });
      await expectAnswer(
        'deleteGroup',
        owner.get(`${KW}/Groups/DeleteGroup?${query({ projectId, groupHashCsv: imported.groupHashCsv })}`),
      );
      // The label the import made stays (Undo removes term ids and groups), holding the kept term.
      const after = await stateOf(owner, projectId);
      expect(after.groups).toEqual(before.groups);
      expect(after.keywords).toEqual(before.keywords);

      // Ids no longer (or never) in the project remove nothing.
      expect(await removeTermIds(owner, projectId, `${imported.termIdsCsv},999999999`)).toEqual({
        projectId,
        termCount: 0,
      });
    });
  });

  // ------------------------------------------------------------ ImportStaticSuggestions

  describe('ImportStaticSuggestions', () => {
    it('imports each asked-for set into its group, by the rules, and is undone with RemoveTermIds', async () => {
      const expected = await expectedSets();
      const nonEmpty = [...expected].filter(([, terms]) => terms.length > 0);
      // The corpus gives every rule something to find, or this test would prove little.
      expect(nonEmpty.map(([group]) => group)).toEqual([...expected.keys()]);

      const projectId = await createProject(owner, 'Suggestions', domain);
      // The project already holds a most-searched term, and a group of that set's name.
      const held = expected.get(SUGGESTION_GROUPS.mostSearched)![0]!;
      await importTerms(owner, { projectId, termCsv: held, groupNameCsv: SUGGESTION_GROUPS.mostSearched });
      await importTerms(owner, { projectId, termCsv: 'not suggested' });
      const before = await stateOf(owner, projectId);

      const imported = await suggest(owner, projectId);
      const all = [...new Set([...expected.values()].flat())];
      const fresh = all.filter((t) => t !== held);
      expect(imported).toMatchObject({
        hasReachedLimit: false,
        termCount: fresh.length,
        alreadyActiveTerms: [held],
        message: fill(TEXT.someKeywordsAlreadyPresent, { project: 'Suggestions' }),
      });
      const freshIds = await Promise.all(fresh.map(corpusIdOf));
      expect(
        imported.termIdsCsv
          .split(',')
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([...freshIds].sort((a, b) => a! - b!));

      const groups = await groupsOf(owner, projectId);
      const byName = new Map(groups.map((g) => [g.name, g.groupHash]));
      for (const [group, terms] of expected) {
        const inGroup = (await keywordsOf(owner, projectId, byName.get(group))).map((k) => k.keyword);
        expect(inGroup.sort(byTerm), group).toEqual([...terms].sort(byTerm));
      }
      // Every set's group was created, except the one the project had.
      const created = [...expected.keys()].filter((g) => g !== SUGGESTION_GROUPS.mostSearched);
      expect(imported.groupHashCsv.split(',').sort()).toEqual(created.map((g) => byName.get(g)!).sort());

      await removeTermIds(owner, projectId, imported.termIdsCsv);
      await expectAnswer(
        'deleteGroup',
        owner.get(`${KW}/Groups/DeleteGroup?${query({ projectId, groupHashCsv: imported.groupHashCsv })}`),
      );
      expect(await stateOf(owner, projectId)).toEqual(before);
    });

    it('imports only the sets asked for; all already there is said so', async () => {
      const expected = await expectedSets();
      const projectId = await createProject(owner, 'Easy only', domain);
      const first = await suggest(owner, projectId, { easyWins: true });
      const easy = expected.get(SUGGESTION_GROUPS.easyWins)!;
      expect(first).toMatchObject({ termCount: easy.length, alreadyActiveTerms: [] });
      expect(first.message).toBe(fill(TEXT.termsAdded, { count: easy.length }));
      expect((await groupsOf(owner, projectId)).map((g) => [g.name, g.numberOfKeywords])).toEqual([
        [SUGGESTION_GROUPS.easyWins, easy.length],
      ]);
      const again = await suggest(owner, projectId, { easyWins: true });
      expect(again).toEqual({
        hasReachedLimit: false,
        termCount: 0,
        alreadyActiveTerms: easy,
        termIdsCsv: '',
        groupHashCsv: '',
        message: fill(TEXT.selectedKeywordsAlreadyExist, { project: 'Easy only' }),
      });
    });

    it('finds nothing for a domain without research data', async () => {
      const projectId = await createProject(owner, 'Unknown domain', 'no-such-domain-in-corpus.com');
      expect(await suggest(owner, projectId)).toEqual({
        hasReachedLimit: false,
        termCount: 0,
        alreadyActiveTerms: [],
        termIdsCsv: '',
        groupHashCsv: '',
      });
      expect(await groupsOf(owner, projectId)).toEqual([]);
    });

    it('stops at the keyword allowance: nothing written, the tracking cap text', async () => {
      const basic = await fullUserBrowser(server, email('basic'), 'Basic');
      const projectId = await createProject(basic, 'Nearly full', domain);
      const allowance = KEYWORD_ALLOWANCE_BY_PLAN.Basic;
      const filler = Array.from({ length: allowance - 1 }, (_, i) => `s${i.toString(36)}`);
      await importTerms(basic, { projectId, termCsv: filler.join(',') });
      const before = await snapshot();
      expect(await suggest(basic, projectId, { mostSearched: true })).toEqual({
        hasReachedLimit: true,
        termCount: 0,
        alreadyActiveTerms: [],
        termIdsCsv: '',
        groupHashCsv: '',
        message: fill(TEXT.trackingCapReached, { used: allowance - 1, limit: allowance }),
      });
      expect(await snapshot()).toEqual(before);

      // A free account has no allowance at all.
      const free = await registeredBrowser(server, email('free'));
      const freeProject = await createProject(free, 'Free', domain);
      expect(await suggest(free, freeProject, { mostSearched: true })).toMatchObject({
        hasReachedLimit: true,
        message: fill(TEXT.trackingCapReached, { used: 0, limit: 0 }),
      });
    }, 120_000);

    it('writes nothing when the import fails part-way', async () => {
      const projectId = await createProject(owner, 'Half suggestions', domain);
      const before = await snapshot();
      // The group memberships of the last set fail, after the terms and groups before it were written.
      const failing =
        kind === 'sqlite'
          ? [
              sql`create trigger fail_suggestion before insert on keyword_group_members
                when (select name from keyword_groups where id = new.group_id) = 'Content Ideas'
                begin select raise(abort, 'boom'); end`,
            ]
          : [
              sql`create function fail_suggestion() returns trigger language plpgsql as $$ begin
                if (select name from keyword_groups where id = new.group_id) = 'Content Ideas' then
                  raise exception 'boom'; end if; return new; end $$`,
              sql`create trigger fail_suggestion before insert on keyword_group_members for each row execute function fail_suggestion()`,
            ];
      for (const statement of failing) await statement.execute(server.db.kysely);
      try {
        const res = await owner.post(SUGGEST, { ...ALL_FLAGS, projectId });
        expect(res.status).toBe(500);
      } finally {
        await sql`drop trigger fail_suggestion${kind === 'postgres' ? sql` on keyword_group_members` : sql``}`.execute(
          server.db.kysely,
        );
        if (kind === 'postgres') await sql`drop function fail_suggestion()`.execute(server.db.kysely);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a request for no set, and a project without a domain, naming the field', async () => {
      const withDomain = await createProject(owner, 'Nothing asked', domain);
      const none = await owner.post(SUGGEST, { ...NO_FLAGS, projectId: withDomain });
      expect(none.status, JSON.stringify(none.body)).toBe(400);
      expect(fieldsOf(none)).toEqual(['body']);
      const noDomain = await createProject(owner, 'No domain');
      const res = await owner.post(SUGGEST, { ...ALL_FLAGS, projectId: noDomain });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(fieldsOf(res)).toEqual(['body.projectId']);
    });
  });

  // ------------------------------------------------------------ CreatePdfAlert

  describe('CreatePdfAlert', () => {
    const alertBody = (projectId: string, extra: Record<string, unknown> = {}) => ({
      alertRecipients: [
        { emailAddress: 'jane@acme.com', isActive: true },
        { emailAddress: 'joe@acme.com', isActive: false },
      ],
      alertTypeId: 1,
      isActive: true,
      name: '  Acme weekly keywords ',
      projectId,
      sourceUrl: '/seo/keywords/domain?query=acme.com',
      ...extra,
    });
    const guidOf = async (address: string) =>
      (await server.db.kysely.selectFrom('users').select('guid').where('email', '=', address).executeTakeFirstOrThrow())
        .guid;
    const reportsOf = (b: Browser, userId: string) =>
      expectAnswer<Record<string, unknown>[]>(
        'getScheduledPdfReports',
        b.get(`/Endpoints/PdfExport/GetScheduledPdfReports?${query({ userId })}`),
      );

    it("saves the alert as one of the caller's scheduled PDF reports, in the account's design", async () => {
      const projectId = await createProject(owner, 'Alerts', domain);
      const created = await expectAnswer<{ alertId: number }>(
        'createPdfAlert',
        owner.post(`${WORKSPACE_API}/Alerts/CreatePdfAlert`, alertBody(projectId)),
      );
      const userId = await guidOf(ownerEmail);
      const listed = (await reportsOf(owner, userId)).find((r) => r.alertId === created.alertId);
      expect(listed).toMatchObject({
        userId,
        alertId: created.alertId,
        name: 'Acme weekly keywords',
        projectId,
        sourceUrl: '/seo/keywords/domain?query=acme.com',
        frequency: 'WEEKLY',
        reportDay: 1,
        styleId: 'Surf',
        reportTemplate: 'Comprehensive',
        alertRecipients: alertBody(projectId).alertRecipients,
        isActive: true,
      });

      // With a saved design, a paused alert about all projects.
      const saved = await owner.post('/NsaApi/Account/SaveReportDesign', {
        styleId: 'Slate',
        companyName: 'Acme',
        preparedBy: '',
        primaryColor: '#112233',
        accentColor: '#445566',
        logo: null,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const paused = await expectAnswer<{ alertId: number }>(
        'createPdfAlert',
        owner.post(`${WORKSPACE_API}/Alerts/CreatePdfAlert`, alertBody(ALL_PROJECTS_ID, { isActive: false })),
      );
      expect((await reportsOf(owner, userId)).find((r) => r.alertId === paused.alertId)).toMatchObject({
        projectId: ALL_PROJECTS_ID,
        styleId: 'Slate',
        isActive: false,
        nextRunAt: null,
      });

      // A team member's alert on its owner's project is the member's own report.
      const memberEmail = email('alert-member');
      const member = await loggedInTeamMember(server, await userIdOf(server, ownerEmail), memberEmail);
      const mine = await expectAnswer<{ alertId: number }>(
        'createPdfAlert',
        member.post(`${WORKSPACE_API}/Alerts/CreatePdfAlert`, alertBody(projectId)),
      );
      expect((await reportsOf(member, await guidOf(memberEmail))).map((r) => r.alertId)).toEqual([mine.alertId]);
    });

    it.each([
      ['a name of spaces', { name: '   ' }, 'body.name'],
      [
        'the same recipient twice',
        {
          alertRecipients: [
            { emailAddress: 'jane@acme.com', isActive: true },
            { emailAddress: 'JANE@acme.com', isActive: false },
          ],
        },
        'body.alertRecipients.1.emailAddress',
      ],
      ['another alert type', { alertTypeId: 2 }, 'body.alertTypeId'],
      ['no recipient', { alertRecipients: [] }, 'body.alertRecipients'],
    ])('refuses %s with a 400 naming the field, writing nothing', async (_what, extra, field) => {
      const projectId = await createProject(owner, `Bad alert ${field}`);
      const before = await snapshot();
      const res = await owner.post(`${WORKSPACE_API}/Alerts/CreatePdfAlert`, alertBody(projectId, extra));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(fieldsOf(res)).toContain(field);
      expect(await snapshot()).toEqual(before);
    });
  });

  // ------------------------------------------------------------ scoping

  it("answers another account's project with 404 and changes nothing", async () => {
    const projectId = await createProject(owner, 'Not yours', domain);
    const imported = await importTerms(owner, {
      projectId,
      termCsv: 'private one,private two',
      groupNameCsv: 'Private',
    });
    const before = await snapshot();
    const answers = await Promise.all([
      stranger.post(`${KW}/KeywordActions/RemoveTermIds`, { projectId, termIdsCsv: imported.termIdsCsv }),
      stranger.post(SUGGEST, { ...ALL_FLAGS, projectId }),
      stranger.post(`${WORKSPACE_API}/Alerts/CreatePdfAlert`, {
        alertRecipients: [{ emailAddress: 'spy@example.com', isActive: true }],
        alertTypeId: 1,
        isActive: true,
        name: 'Spy',
        projectId,
        sourceUrl: '/seo/keywords/domain?query=acme.com',
      }),
    ]);
    expect(answers.map((a) => [a.status, (a.body as { code?: string }).code])).toEqual(
      answers.map(() => [404, 'PROJECT_NOT_FOUND']),
    );
    for (const [i, op] of ['removeTermIds', 'importStaticSuggestions', 'createPdfAlert'].entries()) {
      expect(contractErrors(op, answers[i]!)).toEqual([]);
    }
    expect(await snapshot()).toEqual(before);
  });

  // ------------------------------------------------------------ requested keywords (document 1)

  describe("the requested-keywords flow, with the client's calls", () => {
    let caller: Browser;

    beforeAll(() => {
      // The client's fetch goes to the test server, through the caller's browser (cookie and token).
      vi.stubGlobal('fetch', async (input: Request) => {
        const url = new URL(input.url);
        const body = input.method === 'GET' ? undefined : await input.text();
        const sent = await caller.send({
          method: input.method as 'GET',
          url: `${url.pathname}${url.search}`,
          ...(body ? { payload: body, headers: { 'content-type': 'application/json' } } : {}),
        });
        return new Response(sent.raw.body === '' ? null : sent.raw.body, {
          status: sent.status,
          headers: { 'content-type': String(sent.headers['content-type'] ?? 'application/json') },
        });
      });
      configureApi({ baseUrl: 'http://localhost', getCountryCode: () => DEFAULT_COUNTRY_CODE });
    });
    afterAll(() => {
      vi.unstubAllGlobals();
      configureApi({});
    });

    /**
     * The screen's addToProject (RequestKeywordsScreen): the keyword list, as the client sends it,
     * imported into the project's group REQUESTED_KEYWORDS_GROUP.
     */
    const addToProject = (projectId: string, keywords: readonly string[]) =>
      clientImportKeywords({ projectId, termCsv: keywords.join(','), groupNameCsv: REQUESTED_KEYWORDS_GROUP });

    async function requestedGroupOf(projectId: string) {
      const group = (await groupsOf(caller, projectId)).find((g) => g.name === REQUESTED_KEYWORDS_GROUP);
      return group ? (await keywordsOf(caller, projectId, group.groupHash)).map((k) => k.keyword).sort(byTerm) : [];
    }

    it('adds the requested keywords to a new project, in the group Requested Keywords', async () => {
      caller = await fullUserBrowser(server, email('requester'));
      const keywords = parseKeywordList('Best Running Shoes,\ntrail   shoes , best running shoes,,waterproof boots');
      const requested = await addRequestedKeywords({ termsCsv: keywords.join(',') });
      expect(requested).toMatchObject({ isSuccessful: true, addedCount: 3 });

      // Step 2, a new project: CreateProject, then the import into its group.
      const { id } = await clientCreateProject({ projectName: 'Keyword ideas', primaryDomainName: domain });
      expect(await addToProject(id, keywords)).toEqual({
        hasReachedLimit: false,
        termCount: 3,
        alreadyActiveTerms: [],
        termIdsCsv: expect.stringMatching(/^\d+,\d+,\d+$/),
        groupHashCsv: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        message: fill(TEXT.termsAdded, { count: 3 }),
      });
      expect(await requestedGroupOf(id)).toEqual(['best running shoes', 'trail shoes', 'waterproof boots']);
    });

    it('adds them to a project the user has, keeping what it held; a gone project answers 404', async () => {
      caller = await fullUserBrowser(server, email('requester'));
      const { id } = await clientCreateProject({ projectName: 'Shoes' });
      await importTerms(caller, { projectId: id, termCsv: 'trail shoes' });
      const keywords = ['trail shoes', 'hiking socks'];
      await addRequestedKeywords({ termsCsv: keywords.join(',') });

      // Step 2 lists the user's projects (GetProjects); step 3 confirms the import into the chosen one.
      const chosen = (await getProjects()).find((p) => p.projectName === 'Shoes')!;
      expect(await addToProject(chosen.id, keywords)).toMatchObject({
        hasReachedLimit: false,
        termCount: 1,
        alreadyActiveTerms: ['trail shoes'],
        message: fill(TEXT.someKeywordsAlreadyPresent, { project: 'Shoes' }),
      });
      expect(await requestedGroupOf(id)).toEqual(['hiking socks', 'trail shoes']);
      // The one keyword again: already there, in the group.
      expect((await addToProject(id, ['hiking socks'])).message).toBe(
        fill(TEXT.keywordAlreadyExists, { kw: 'hiking socks', project: 'Shoes' }) +
          fill(TEXT.keywordAlreadyExistsGroupSuffix, { group: REQUESTED_KEYWORDS_GROUP }),
      );

      // The project went meanwhile: the 404 the flow tells the user about (its projectGone text).
      await caller.get(`${WORKSPACE_API}/Projects/DeleteProject?${query({ projectId: id })}`);
      const gone = await addToProject(id, keywords).catch((error: unknown) => error);
      expect(gone).toBeInstanceOf(ApiError);
      expect(gone).toMatchObject({ status: 404 });
    });

    it("stops at a free account's allowance with the server's tracking cap text", async () => {
      caller = await registeredBrowser(server, email('free-requester'));
      const { id } = await clientCreateProject({ projectName: 'Free ideas' });
      expect(await addToProject(id, ['one keyword', 'two keywords'])).toMatchObject({
        hasReachedLimit: true,
        termCount: 0,
        message: fill(TEXT.trackingCapReached, { used: 0, limit: 0 }),
      });
      expect(await requestedGroupOf(id)).toEqual([]);
    });
  });
});
