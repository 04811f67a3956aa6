/**
 * Search Console figures through the HTTP layer, on every test database: the domain overview's
 * latest imported month and its keyword rows' real clicks and position for the site's owner and
 * admins only (another account, a visitor and a page's overview get the answer without them), and
 * the rank tracker's real clicks and position for the project's own domain.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { grantAdminRoles } from './adminRoles';
import { createAccount } from './handlers/context';
import { fullUserBrowser, getValid, seedTestCorpus } from './research/apiTesting';
import {
  loggedInTeamMember,
  TEST_DATABASES,
  TEST_PASSWORD,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
} from './testing/harness';
import { createProject, expectAnswer, query, WORKSPACE_API } from './testing/workspace';
import type { components } from '../api/schema.gen';

type Schemas = components['schemas'];

const OVERVIEW = '/NsaApi/Research/DomainOverview';
const KEYWORDS = '/NsaApi/Research/DomainOrganicKeywords';
const RANKS = `${WORKSPACE_API}/Keywords/KeywordTracking/GetRankTracking`;
const SITE = 'google.com';

/** [dimension, value, clicks, impressions, ctr, position] of the site's latest imported month (2026-10). */
type Row = ['query' | 'page', string, number, number, number, number];

describe.each(TEST_DATABASES)('Search Console figures on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('search-console', kind);
  let owner: Browser;
  let stranger: Browser;
  let admin: Browser;
  /** A team member of the owner's account: works in the owner's projects. */
  let member: Browser;
  /** The site's two keywords with the most estimated clicks: the first has a query row (in another case), the second none. */
  let matched: string;
  let unmatched: string;
  let latest: Row[];

  const overview = (b: Browser, q = SITE) =>
    getValid<Schemas['DomainOverview']>(b, 'getDomainOverview', `${OVERVIEW}?${query({ query: q })}`);
  const keywords = (b: Browser, q = SITE) =>
    getValid<Schemas['DomainOrganicKeywords']>(
      b,
      'getDomainOrganicKeywords',
      `${KEYWORDS}?${query({ query: q, sortBy: 'clicks', sortDirection: 'desc', rowsPerPage: 5 })}`,
    );

  async function addRows(domain: string, month: number, rows: readonly Row[]) {
    const kysely = server.db.kysely;
    await kysely
      .insertInto('domains')
      .values({ name: domain, is_demo: 0 })
      .onConflict((c) => c.doNothing())
      .execute();
    const { id } = await kysely.selectFrom('domains').select('id').where('name', '=', domain).executeTakeFirstOrThrow();
    await kysely
      .insertInto('search_performance')
      .values(
        rows.map(([dimension, value, clicks, impressions, ctr, position]) => ({
          domain_id: id,
          month,
          dimension,
          value,
          clicks,
          impressions,
          ctr,
          position,
          import_run_id: null,
        })),
      )
      .execute();
  }

  beforeAll(async () => {
    await seedTestCorpus(server);
    const [ownerEmail, adminEmail] = [email('owner'), email('admin')];
    owner = await fullUserBrowser(server, ownerEmail);
    stranger = await fullUserBrowser(server, email('stranger'));
    // An admin by ADMIN_EMAILS, as the server grants it at start.
    await createAccount(server.db, { email: adminEmail, password: TEST_PASSWORD });
    expect(await grantAdminRoles(server.db, [adminEmail])).toEqual([adminEmail]);
    admin = server.browser();
    expect((await admin.login(adminEmail)).status).toBe(200);
    await createProject(owner, 'My site', `www.${SITE}`);
    // The stranger has a project too, on another site.
    await createProject(stranger, 'Elsewhere', 'example.org');

    const top = (await keywords(owner)).rows.map((r) => r.keyword);
    [matched, unmatched] = [top[0]!, top[1]!];
    latest = [
      ['query', matched.toUpperCase(), 120, 2400, 0.05, 3.44],
      ['query', 'a query the corpus does not hold', 30, 900, 0.0333, 7],
      ['page', `https://www.${SITE}/`, 400, 9000, 0.0444, 4.2],
      ['page', `https://www.${SITE}/maps`, 75, 1000, 0.075, 6],
    ];
    await addRows(SITE, 202610, latest);
    member = await loggedInTeamMember(server, await userIdOf(server, ownerEmail), email('member'));
    // An older month: not the latest, never shown.
    await addRows(SITE, 202609, [
      ['query', matched, 999, 9999, 0.1, 1],
      ['page', `https://www.${SITE}/`, 999, 9999, 0.1, 1],
    ]);
  });

  describe('the domain overview', () => {
    it('gives the site’s owner the latest imported month’s real clicks, named, summed over its pages', async () => {
      const answer = await overview(owner, `https://www.${SITE}/anything`);
      const pages = latest.filter((r) => r[0] === 'page');
      expect(answer.searchConsole).toEqual({
        month: '2026-10',
        clicks: pages.reduce((sum, r) => sum + r[2], 0),
        impressions: pages.reduce((sum, r) => sum + r[3], 0),
      });
    });

    it('gives the owner’s team members and an admin the figures too', async () => {
      const owners = (await overview(owner)).searchConsole;
      expect(owners).toMatchObject({ month: '2026-10', clicks: 475 });
      expect((await overview(member)).searchConsole).toEqual(owners);
      expect((await overview(admin)).searchConsole).toEqual(owners);
    });

    it('leaves them out for another account, a visitor, and a site without Search Console data', async () => {
      for (const answer of [await overview(stranger), await overview(server.browser())]) {
        expect(answer.domain).toBe(SITE);
        expect(answer).not.toHaveProperty('searchConsole');
      }
      expect(await overview(owner, 'youtube.com')).not.toHaveProperty('searchConsole');
    });
  });

  describe('the top keywords', () => {
    it('carry each keyword’s real clicks and position for the owner, null without a query row', async () => {
      const answer = await keywords(owner);
      expect(answer.searchConsoleMonth).toBe('2026-10');
      const row = (keyword: string) => answer.rows.find((r) => r.keyword === keyword)!;
      expect(row(matched).searchConsole).toEqual({ clicks: 120, impressions: 2400, position: 3.4 });
      expect(row(unmatched).searchConsole).toBeNull();
      // The estimates stay as they were.
      expect(row(matched).clicks).toBe((await keywords(stranger)).rows.find((r) => r.keyword === matched)!.clicks);
    });

    it('carry none for another account, a visitor, or a page of the site', async () => {
      for (const answer of [await keywords(stranger), await keywords(server.browser())]) {
        expect(answer).not.toHaveProperty('searchConsoleMonth');
        expect(answer.rows.length).toBeGreaterThan(0);
        for (const row of answer.rows) expect(row).not.toHaveProperty('searchConsole');
      }
      const page = await keywords(owner, `https://www.${SITE}/maps`);
      expect(page).not.toHaveProperty('searchConsoleMonth');
      for (const row of page.rows) expect(row).not.toHaveProperty('searchConsole');
    });
  });

  describe('the rank tracker', () => {
    const ranks = (b: Browser, projectId: string) =>
      expectAnswer<Schemas['RankTracking']>('getRankTracking', b.get(`${RANKS}?${query({ projectId })}`));

    async function trackedProject(b: Browser, domain: string, terms: string[]) {
      const projectId = await createProject(b, `Tracked ${domain}`, domain);
      const res = await b.post(`${WORKSPACE_API}/Keywords/KeywordActions/Import`, {
        projectId,
        termCsv: terms.join(','),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return projectId;
    }

    it('puts the project domain’s real clicks and average position beside each tracked keyword', async () => {
      const projectId = await trackedProject(owner, `www.${SITE}`, ['alpha gsc tool', 'beta gsc tool']);
      await addRows(SITE, 202610, [['query', 'Alpha GSC Tool', 44, 800, 0.055, 2.26]]);
      const answer = await ranks(owner, projectId);
      expect(answer.searchConsoleMonth).toBe('2026-10');
      const row = (keyword: string) => answer.keywords.find((k) => k.keyword === keyword)!;
      expect(row('alpha gsc tool').searchConsole).toEqual({ clicks: 44, impressions: 800, position: 2.3 });
      expect(row('beta gsc tool').searchConsole).toBeNull();
    });

    it('shows none for a project whose domain has no Search Console data', async () => {
      const projectId = await trackedProject(stranger, 'example.net', ['gamma gsc tool']);
      const answer = await ranks(stranger, projectId);
      expect(answer).not.toHaveProperty('searchConsoleMonth');
      expect(answer.keywords.map((k) => k.keyword)).toEqual(['gamma gsc tool']);
      for (const keyword of answer.keywords) expect(keyword).not.toHaveProperty('searchConsole');
    });
  });
});
