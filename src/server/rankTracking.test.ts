/**
 * Rank tracking (GetRankTracking) and a project's competitors through the HTTP layer, on every test
 * database: weekly positions from tracked_ranks for the project's domain and its competitors, gaps
 * (a date a keyword was not checked) apart from "not ranked" (a checked date without a position, or
 * a null row), gains and losses between the last two checks, the per-domain summary and history,
 * sorting both ways, filtering, paging, the competitor list's validation, and account scoping.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { fieldsOf, fullUserBrowser } from './research/apiTesting';
import { TEST_DATABASES, uniqueEmails, useTestServer, type Browser } from './testing/harness';
import { createProject, expectAnswer, query, WORKSPACE_API } from './testing/workspace';
import type { components } from '../api/schema.gen';

type RankTracking = components['schemas']['RankTracking'];
type Competitors = components['schemas']['ProjectCompetitors'];

const RANKS = `${WORKSPACE_API}/Keywords/KeywordTracking/GetRankTracking`;
const COMPETITORS = `${WORKSPACE_API}/Projects/Competitors`;
const DATES = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'] as const;
const [W1, W2, W3, W4, W5] = DATES;

/** [term, searches]: alpha, beta, gamma, delta and epsilon, in the order they are added. */
const TERMS = [
  ['alpha tool', 900],
  ['beta tool', 5000],
  ['gamma tool', 40],
  ['delta tool', 0],
  ['epsilon tool', 2500],
] as const;

/**
 * [term, date, domain, position]: a null position is a "checked, not found" row. beta is not
 * checked on W4 (a gap) and its acme.com row stops after W3 (dropped on W5); gamma is checked once;
 * delta never; epsilon enters acme.com's results on W5 after a null row on W4.
 */
const ROWS: [string, string, string, number | null][] = [
  ...DATES.map((d, i): [string, string, string, number] => ['alpha tool', d, 'acme.com', 8 - i - (i === 4 ? 1 : 0)]),
  ...DATES.map((d): [string, string, string, number] => ['alpha tool', d, 'rival.com', 2]),
  ['beta tool', W1, 'acme.com', 20],
  ['beta tool', W2, 'acme.com', 15],
  ['beta tool', W3, 'acme.com', 12],
  ['beta tool', W3, 'rival.com', 4],
  ['beta tool', W5, 'rival.com', 9],
  ['beta tool', W5, 'other.com', 1],
  ['gamma tool', W5, 'acme.com', 1],
  ['epsilon tool', W4, 'acme.com', null],
  ['epsilon tool', W4, 'other.com', 1],
  ['epsilon tool', W5, 'acme.com', 15],
  ['epsilon tool', W5, 'other.com', 1],
];

describe.each(TEST_DATABASES)('rank tracking on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('rank-tracking', kind);
  let owner: Browser;
  let stranger: Browser;
  let projectId: string;
  let groupHash: string;

  const ranks = (b: Browser, params: Record<string, string | number> = {}) =>
    expectAnswer<RankTracking>('getRankTracking', b.get(`${RANKS}?${query({ projectId, ...params })}`));
  const saveCompetitors = (b: Browser, competitors: unknown, id = projectId) =>
    b.post(COMPETITORS, { projectId: id, competitors });
  const rowOf = (answer: RankTracking, term: string) => answer.keywords.find((k) => k.keyword === term)!;
  const terms = (answer: RankTracking) => answer.keywords.map((k) => k.keyword);

  beforeAll(async () => {
    owner = await fullUserBrowser(server, email('owner'));
    stranger = await fullUserBrowser(server, email('stranger'));
    projectId = await createProject(owner, 'Acme Corp', 'www.acme.com');
    const imported = await owner.post(`${WORKSPACE_API}/Keywords/KeywordActions/Import`, {
      projectId,
      termCsv: TERMS.slice(0, 2)
        .map(([t]) => t)
        .join(','),
      groupNameCsv: 'Core',
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    // One term at a time, so the order they were added is the order of TERMS.
    for (const [term] of TERMS.slice(2)) {
      const res = await owner.post(`${WORKSPACE_API}/Keywords/KeywordActions/Import`, { projectId, termCsv: term });
      expect(res.status).toBe(200);
    }
    const groups = await owner.get(`${WORKSPACE_API}/Keywords/Groups/GetGroups?${query({ projectId })}`);
    groupHash = (groups.body as { groupHash: string; name: string }[]).find((g) => g.name === 'Core')!.groupHash;

    const kysely = server.db.kysely;
    for (const [term, volume] of TERMS)
      await kysely.updateTable('keywords').set({ volume }).where('term', '=', term).execute();
    for (const name of ['acme.com', 'rival.com', 'other.com']) {
      await kysely
        .insertInto('domains')
        .values({ name, is_demo: 0 })
        .onConflict((c) => c.doNothing())
        .execute();
    }
    const keywordIds = new Map(
      (await kysely.selectFrom('keywords').select(['id', 'term']).execute()).map((k) => [k.term, Number(k.id)]),
    );
    const domainIds = new Map(
      (await kysely.selectFrom('domains').select(['id', 'name']).execute()).map((d) => [d.name, Number(d.id)]),
    );
    await kysely
      .insertInto('tracked_ranks')
      .values([
        ...ROWS.map(([term, date, domain, position]) => ({
          keyword_id: keywordIds.get(term)!,
          device: 'desktop',
          domain_id: domainIds.get(domain)!,
          date,
          position,
          url_id: null,
        })),
        // Another device's check is not this one's.
        {
          keyword_id: keywordIds.get('delta tool')!,
          device: 'mobile',
          domain_id: domainIds.get('acme.com')!,
          date: W5,
          position: 4,
          url_id: null,
        },
      ])
      .execute();
    const saved = await saveCompetitors(owner, ['rival.com', 'unseen-rival.org']);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  describe('GetRankTracking', () => {
    it('answers the checked dates, and each keyword’s positions per domain with gaps apart from not ranked', async () => {
      const answer = await ranks(owner, { sortColumn: 'keyword', sortDirection: 'asc' });
      expect(answer.domains).toEqual([
        { domain: 'acme.com', isProjectDomain: true },
        { domain: 'rival.com', isProjectDomain: false },
        { domain: 'unseen-rival.org', isProjectDomain: false },
      ]);
      expect(answer.dates).toEqual(DATES);
      expect(answer.weeklyTrackingCount).toBe(5);
      expect(answer.totalRowCount).toBe(5);
      expect(terms(answer)).toEqual(['alpha tool', 'beta tool', 'delta tool', 'epsilon tool', 'gamma tool']);

      expect(rowOf(answer, 'alpha tool')).toMatchObject({
        searches: 900,
        checked: [true, true, true, true, true],
        domains: [
          { positions: [8, 7, 6, 5, 3], change: 2, movement: 'up' },
          { positions: [2, 2, 2, 2, 2], change: 0, movement: 'unchanged' },
          { positions: [null, null, null, null, null], change: null, movement: null },
        ],
      });
      // Not checked on W4: a gap; on W5 checked, acme.com not found: dropped since W3.
      expect(rowOf(answer, 'beta tool')).toMatchObject({
        checked: [true, true, true, false, true],
        domains: [
          { positions: [20, 15, 12, null, null], change: null, movement: 'dropped' },
          { positions: [null, null, 4, null, 9], change: -5, movement: 'down' },
          { movement: null },
        ],
      });
      expect(rowOf(answer, 'gamma tool')).toMatchObject({
        checked: [false, false, false, false, true],
        domains: [{ positions: [null, null, null, null, 1], change: null, movement: null }, {}, {}],
      });
      expect(rowOf(answer, 'delta tool')).toMatchObject({
        searches: null,
        checked: [false, false, false, false, false],
        domains: [{ positions: [null, null, null, null, null], movement: null }, {}, {}],
      });
      expect(rowOf(answer, 'epsilon tool').domains[0]).toEqual({
        positions: [null, null, null, null, 15],
        change: null,
        movement: 'entered',
      });
    });

    it('sums each domain’s gains, losses, unchanged, average and top 3/10/100, with its weekly history', async () => {
      const answer = await ranks(owner);
      const [acme, rival, unseen] = answer.summaries;
      expect(acme).toEqual({
        gains: 2,
        losses: 1,
        unchanged: 0,
        averagePosition: 6.3,
        top3: 2,
        top10: 2,
        top100: 3,
        averagePositionHistory: [14, 11, 9, 5, 6.3],
        top10History: [1, 1, 1, 1, 2],
      });
      expect(rival).toEqual({
        gains: 0,
        losses: 1,
        unchanged: 1,
        averagePosition: 5.5,
        top3: 1,
        top10: 2,
        top100: 2,
        averagePositionHistory: [2, 2, 3, 2, 5.5],
        top10History: [1, 1, 2, 1, 2],
      });
      expect(unseen).toMatchObject({ gains: 0, losses: 0, averagePosition: null, top100: 0 });
    });

    it('keeps to the weeks asked for, ending on the latest check, and to the device', async () => {
      const twoWeeks = await ranks(owner, { weeks: 2, sortColumn: 'keyword', sortDirection: 'asc' });
      expect(twoWeeks.dates).toEqual([W4, W5]);
      expect(rowOf(twoWeeks, 'alpha tool').domains[0]).toEqual({ positions: [5, 3], change: 2, movement: 'up' });
      // beta's previous check (W3) is outside the window: one check, no movement.
      expect(rowOf(twoWeeks, 'beta tool').domains[0]).toMatchObject({ positions: [null, null], movement: null });

      const mobile = await ranks(owner, { device: 'mobile' });
      expect(mobile.dates).toEqual([W5]);
      expect(rowOf(mobile, 'delta tool').domains[0]!.positions).toEqual([4]);
      expect(rowOf(mobile, 'alpha tool').checked).toEqual([false]);
    });

    it.each([
      ['position', 0, 'asc', ['gamma tool', 'alpha tool', 'epsilon tool', 'beta tool', 'delta tool']],
      ['position', 0, 'desc', ['epsilon tool', 'alpha tool', 'gamma tool', 'beta tool', 'delta tool']],
      ['change', 1, 'desc', ['alpha tool', 'beta tool', 'gamma tool', 'delta tool', 'epsilon tool']],
      ['change', 1, 'asc', ['beta tool', 'alpha tool', 'gamma tool', 'delta tool', 'epsilon tool']],
      ['searches', 0, 'desc', ['beta tool', 'epsilon tool', 'alpha tool', 'gamma tool', 'delta tool']],
      ['searches', 0, 'asc', ['gamma tool', 'alpha tool', 'epsilon tool', 'beta tool', 'delta tool']],
      ['keyword', 0, 'desc', ['gamma tool', 'epsilon tool', 'delta tool', 'beta tool', 'alpha tool']],
    ] as const)(
      'sorts by %s of domain %i %s, empty values last',
      async (sortColumn, sortDomainIndex, sortDirection, order) => {
        const answer = await ranks(owner, { sortColumn, sortDomainIndex, sortDirection });
        // Rows without a value keep the order they were added in (their term ids).
        expect(terms(answer)).toEqual(order);
      },
    );

    it('pages, filters by text and by group; the summary follows the filter', async () => {
      const page = await ranks(owner, { sortColumn: 'keyword', sortDirection: 'asc', startRow: 2, rowsToDisplay: 2 });
      expect(terms(page)).toEqual(['beta tool', 'delta tool']);
      expect(page.totalRowCount).toBe(5);
      const past = await ranks(owner, { startRow: 9 });
      expect(past).toMatchObject({ keywords: [], totalRowCount: 5 });

      const filtered = await ranks(owner, { filterTerm: ' TA ', sortColumn: 'keyword', sortDirection: 'asc' });
      expect(terms(filtered)).toEqual(['beta tool', 'delta tool']);
      expect(filtered.totalRowCount).toBe(2);
      expect(filtered.summaries[0]).toMatchObject({ gains: 0, losses: 1, top100: 0 });

      const group = await ranks(owner, { groupHash, sortColumn: 'keyword', sortDirection: 'asc' });
      expect(terms(group)).toEqual(['alpha tool', 'beta tool']);
      expect(group.summaries[0]).toMatchObject({ gains: 1, losses: 1, averagePosition: 3 });
    });

    it('answers a project without checks with no dates and its keywords unchecked', async () => {
      const id = await createProject(owner, 'Fresh', 'fresh-site.com');
      await owner.post(`${WORKSPACE_API}/Keywords/KeywordActions/Import`, { projectId: id, termCsv: 'zeta tool' });
      const answer = await expectAnswer<RankTracking>(
        'getRankTracking',
        owner.get(`${RANKS}?${query({ projectId: id })}`),
      );
      expect(answer).toMatchObject({ dates: [], totalRowCount: 1, weeklyTrackingCount: 1 });
      expect(answer.keywords[0]).toMatchObject({ keyword: 'zeta tool', checked: [], domains: [{ positions: [] }] });
      expect(Date.parse(answer.nextCheckAt!)).toBeGreaterThan(Date.now());
    });

    it('refuses bad input with a 400 naming the field', async () => {
      for (const [params, field] of [
        [{ weeks: 53 }, 'query.weeks'],
        [{ device: 'tablet' }, 'query.device'],
        [{ sortColumn: 'rank' }, 'query.sortColumn'],
        [{ sortDomainIndex: 4 }, 'query.sortDomainIndex'],
      ] as const) {
        const res = await owner.get(`${RANKS}?${query({ projectId, ...params })}`);
        expect(res.status).toBe(400);
        expect(fieldsOf(res)).toContain(field);
      }
    });

    it("answers 404 for another account's project or group", async () => {
      expect((await stranger.get(`${RANKS}?${query({ projectId })}`)).status).toBe(404);
      const other = await createProject(stranger, 'Theirs', 'theirs.com');
      expect((await owner.get(`${RANKS}?${query({ projectId: other })}`)).status).toBe(404);
      expect((await owner.get(`${RANKS}?${query({ projectId, groupHash: 'gnope123' })}`)).status).toBe(404);
    });
  });

  describe('project competitors', () => {
    it('saves up to 3 registrable domains in order and reads them back', async () => {
      const id = await createProject(owner, 'Competitors', 'acme.com');
      const saved = await expectAnswer<Competitors>(
        'saveProjectCompetitors',
        saveCompetitors(owner, ['www.Rival.com', 'blog.widgets.co.uk', 'third.io'], id),
      );
      expect(saved).toEqual({
        projectId: id,
        primaryDomainName: 'acme.com',
        competitors: ['rival.com', 'widgets.co.uk', 'third.io'],
      });
      const read = await expectAnswer<Competitors>(
        'getProjectCompetitors',
        owner.get(`${COMPETITORS}?${query({ projectId: id })}`),
      );
      expect(read.competitors).toEqual(['rival.com', 'widgets.co.uk', 'third.io']);
      await expectAnswer('saveProjectCompetitors', saveCompetitors(owner, ['third.io'], id));
      const after = await owner.get(`${COMPETITORS}?${query({ projectId: id })}`);
      expect((after.body as Competitors).competitors).toEqual(['third.io']);
      await expectAnswer('saveProjectCompetitors', saveCompetitors(owner, [], id));
      expect(((await owner.get(`${COMPETITORS}?${query({ projectId: id })}`)).body as Competitors).competitors).toEqual(
        [],
      );
    });

    it.each([
      ["the project's own domain", ['www.acme.com'], 'body.competitors.0'],
      ['a repeat', ['rival.com', 'WWW.RIVAL.COM'], 'body.competitors.1'],
      ['a page', ['rival.com/pricing'], 'body.competitors.0'],
      ['a public suffix', ['co.uk'], 'body.competitors.0'],
      ['not a domain', ['rival com'], 'body.competitors.0'],
      ['four domains', ['a.com', 'b.com', 'c.com', 'd.com'], 'body.competitors'],
    ])('refuses %s with a 400 naming the entry, and keeps what was saved', async (_what, competitors, field) => {
      const res = await saveCompetitors(owner, competitors);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(fieldsOf(res)).toContain(field);
      const read = await owner.get(`${COMPETITORS}?${query({ projectId })}`);
      expect((read.body as Competitors).competitors).toEqual(['rival.com', 'unseen-rival.org']);
    });

    it('needs the CSRF token to save', async () => {
      const res = await owner.post(COMPETITORS, { projectId, competitors: [] }, { csrf: false });
      expect(res.status).toBe(403);
    });

    it("answers 404 for another account's project and changes nothing", async () => {
      expect((await stranger.get(`${COMPETITORS}?${query({ projectId })}`)).status).toBe(404);
      expect((await saveCompetitors(stranger, ['evil.com'])).status).toBe(404);
      const read = await owner.get(`${COMPETITORS}?${query({ projectId })}`);
      expect((read.body as Competitors).competitors).toEqual(['rival.com', 'unseen-rival.org']);
    });
  });
});
