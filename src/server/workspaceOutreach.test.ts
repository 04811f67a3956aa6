/**
 * The outreach operations of the workspace tag (doc 2 §7) through the HTTP layer, on every test
 * database, over a small seeded corpus: the outreach and page-URL imports (one transaction,
 * duplicates skipped), relationships, ratings and tags of websites and pages (a page's changes in
 * its history), moving a website to another project, the contexts of a website and a page
 * (checked against plain SQL over the corpus rows and metrics.ts), bad input, and the account
 * scoping of every call.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';

import { fieldsOf, fullUserBrowser, seedTestCorpus } from './research/apiTesting';
import { paidCtr, type AdBlock } from './research/metrics';
import {
  contractErrors,
  latestResearchMonth,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  useTestServer,
  type Browser,
} from './testing/harness';
import {
  addLink,
  corpusOrganicFigures,
  createProject,
  expectAnswer,
  linkHistory as history,
  links,
  outreachRowCounts,
  query,
  WORKSPACE_API as API,
  workspaceGet as get,
} from './testing/workspace';
import type { components } from '../api/schema.gen';
import { ALL_PROJECTS_ID } from '../lib/spec/identity';

type Schemas = components['schemas'];
type Relationship = Schemas['OutreachRelationship'];

describe.each(TEST_DATABASES)('workspace outreach on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('workspace-outreach', kind);
  let owner: Browser;
  let stranger: Browser;
  let strangerProjectId: string;
  let latestMonth: number;

  // ------------------------------------------------------------ calls

  const importOutreach = (b: Browser, projectId: string, entries: Schemas['OutreachImportEntry'][]) =>
    expectAnswer<Schemas['OutreachImportResponse']>(
      'importOutreach',
      b.post(`${API}/import/OutreachImport`, { projectId, entries }),
    );
  const importPage = (b: Browser, body: Record<string, unknown>) =>
    expectAnswer<Schemas['PageUrlImportResponse']>('importPageUrl', b.post(`${API}/import/PageUrlImport`, body));
  const link = (b: Browser, projectId: string, urlId: number) =>
    get<Schemas['OutreachLink']>(b, 'getLink', 'Link/GetLink', { projectId, urlId });
  const relationships = (b: Browser, params: Record<string, string | number>) =>
    get<Relationship[]>(b, 'getRelationships', 'Relationships/GetRelationships', params);
  const snapshot = () => outreachRowCounts(server);

  // ------------------------------------------------------------ the independent computation

  /** Organic keywords and clicks of a corpus domain (or one of its pages) in the latest month, from its rows. */
  async function organicOf(domain: string, path?: string) {
    const { keywords, clicks } = await corpusOrganicFigures(server, latestMonth, domain, path);
    return { keywordCount: keywords, monthlyClicks: clicks };
  }

  /** Paid keywords and clicks from ad rows: each keyword once, at its best slot. */
  function paidOf(rows: { keyword_id: number; block: string; position: number; volume: number }[]) {
    const best = new Map<number, number>();
    for (const r of rows) {
      const clicks = r.volume * paidCtr(r.block as AdBlock, r.position);
      best.set(r.keyword_id, Math.max(best.get(r.keyword_id) ?? 0, clicks));
    }
    return { keywordCount: best.size, monthlyClicks: Math.round([...best.values()].reduce((a, b) => a + b, 0)) };
  }

  const adRows = (where: ReturnType<typeof sql>) =>
    sql<{ keyword_id: number; block: string; position: number; volume: number }>`
      select a.keyword_id, a.block, a.position, v.volume from serp_ads a
      join keyword_volumes v on v.keyword_id = a.keyword_id and v.month = a.month
      join ad_copies c on c.id = a.ad_copy_id join domains d on d.id = a.domain_id
      where a.month = ${latestMonth} and ${where}`
      .execute(server.db.kysely)
      .then((r) => r.rows);

  beforeAll(async () => {
    await seedTestCorpus(server);
    owner = await fullUserBrowser(server, email('owner'));
    stranger = await registeredBrowser(server, email('stranger'));
    strangerProjectId = await createProject(stranger, 'Stranger');
    latestMonth = await latestResearchMonth(server.db);
  });

  // ------------------------------------------------------------ imports

  it('imports outreach pages in one go, skipping pages twice in the import or already in the project', async () => {
    const projectId = await createProject(owner, 'Import');
    const existing = await addLink(owner, projectId, 'https://known.example.com/page');
    const result = await importOutreach(owner, projectId, [
      {
        fullUrl: 'https://blog.example.org/best-seo-tools',
        contactName: 'Dana Lee',
        contactEmail: 'dana@example.org',
        tagsCsv: 'guest post, partner,Guest Post',
      },
      { fullUrl: 'https://blog.example.org/best-seo-tools#again' },
      { fullUrl: 'http://www.known.example.com/page' },
      { fullUrl: 'https://news.example.org/story' },
    ]);
    expect(result.importedCount).toBe(2);
    expect(result.skippedCount).toBe(2);
    expect(result.links.map((l) => l.urlName)).toEqual(['blog.example.org/best-seo-tools', 'news.example.org/story']);
    const table = await links(owner, projectId);
    expect(table.map((l) => l.urlId).sort()).toEqual([existing.urlId, ...result.links.map((l) => l.urlId)].sort());
    expect(table).toEqual(expect.arrayContaining(result.links));

    const blog = await link(owner, projectId, result.links[0]!.urlId);
    expect(blog.tags).toEqual(['guest post', 'partner']);
    expect(await history(owner, projectId, blog.urlId)).toMatchObject([
      {
        action: 'added',
        description: 'Imported blog.example.org/best-seo-tools (contact: Dana Lee <dana@example.org>)',
      },
    ]);
  });

  it('refuses an import with one bad entry, naming it, and writes nothing', async () => {
    const projectId = await createProject(owner, 'Bad import');
    const before = await snapshot();
    const bad = await owner.post(`${API}/import/OutreachImport`, {
      projectId,
      entries: [
        { fullUrl: 'https://fine.example.com/' },
        { fullUrl: 'https://fine.example.com/2' },
        { fullUrl: 'https://localhost/x' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['body.entries.2.fullUrl']);
    const longTag = await owner.post(`${API}/import/OutreachImport`, {
      projectId,
      entries: [{ fullUrl: 'https://fine.example.com/', tagsCsv: 'x'.repeat(101) }],
    });
    expect(fieldsOf(longTag)).toEqual(['body.entries.0.tagsCsv']);
    const allProjects = await owner.post(`${API}/import/OutreachImport`, {
      projectId: ALL_PROJECTS_ID,
      entries: [{ fullUrl: 'https://fine.example.com/' }],
    });
    expect(fieldsOf(allProjects)).toEqual(['body.projectId']);
    expect(await snapshot()).toEqual(before);
    expect(await links(owner, projectId)).toEqual([]);
  });

  it('imports the most entries an import takes, and skips them all the second time', async () => {
    const projectId = await createProject(owner, 'Big import');
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      fullUrl: `https://site${i % 40}.example.com/page-${i}`,
    }));
    const first = await importOutreach(owner, projectId, entries);
    expect([first.importedCount, first.skippedCount, first.links.length]).toEqual([1000, 0, 1000]);
    const again = await importOutreach(owner, projectId, entries);
    expect([again.importedCount, again.skippedCount, again.links.length]).toEqual([0, 1000, 0]);
    const sites = await relationships(owner, { projectId });
    expect(sites.filter((r) => r.urlId === null)).toHaveLength(40);
    expect(sites).toHaveLength(1040);
  });

  it('imports a page URL once: the second import returns the same ids and changes nothing', async () => {
    const projectId = await createProject(owner, 'Page import');
    const body = {
      countryCode: 'US',
      fullUrl: 'https://blog.example.org/best-seo-tools',
      projectId,
      linksToIdOrQuery: 'acme.com',
      linksToType: 'domain',
      pageMonthlyOrganicClicks: 930,
      rankedKeywords: 57,
      competitorDomains: ['rival.com'],
      backlinkType: 'dofollow',
      filterTerm: '',
    };
    const ids = await importPage(owner, body);
    const before = await snapshot();
    expect(await importPage(owner, { ...body, fullUrl: 'https://blog.example.org/best-seo-tools#x' })).toEqual(ids);
    expect(await snapshot()).toEqual(before);
    // The figures come from the corpus, which does not know this page, not from the caller.
    expect(await links(owner, projectId)).toEqual([
      {
        domainId: ids.domainId,
        projectId,
        urlId: ids.urlId,
        urlName: 'blog.example.org/best-seo-tools',
        urlMonthlyOrganicClicks: 0,
        urlRankedKeywords: 0,
      },
    ]);
    expect((await history(owner, projectId, ids.urlId)).map((e) => e.description)).toEqual([
      'Added blog.example.org/best-seo-tools (links to acme.com)',
    ]);
    const bad = await owner.post(`${API}/import/PageUrlImport`, { ...body, fullUrl: 'mailto:someone@example.com' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toContain('body.fullUrl');
  });

  // ------------------------------------------------------------ relationships, ratings, tags

  it("lists websites with their pages, and changes a website's and a page's state", async () => {
    const projectId = await createProject(owner, 'Relationships');
    const a = await addLink(owner, projectId, 'https://rel.example.com/a');
    const b = await addLink(owner, projectId, 'https://rel.example.com/b');
    const other = await addLink(owner, projectId, 'https://other.example.com/');
    const all = await relationships(owner, { projectId });
    expect(all.map((r) => [r.domainName, r.urlId])).toEqual([
      ['rel.example.com', null],
      ['rel.example.com', a.urlId],
      ['rel.example.com', b.urlId],
      ['other.example.com', null],
      ['other.example.com', other.urlId],
    ]);
    expect(all.every((r) => r.relationshipStatus === 'none' && r.rating === 0 && r.tags.length === 0)).toBe(true);
    expect((await relationships(owner, { projectId, domainId: a.domainId })).map((r) => r.urlId)).toEqual([
      null,
      a.urlId,
      b.urlId,
    ]);
    expect((await relationships(owner, { projectId, urlId: b.urlId })).map((r) => r.urlId)).toEqual([b.urlId]);
    const mismatch = await owner.get(
      `${API}/Relationships/GetRelationships?${query({ projectId, domainId: other.domainId, urlId: b.urlId })}`,
    );
    expect(mismatch.status).toBe(404);

    // A website's state is its own: its pages keep theirs and their history.
    const site = { projectId, domainId: a.domainId };
    await get(owner, 'updateDomainRelationship', 'Relationships/UpdateDomain', {
      ...site,
      relationshipStatus: 'contacted',
    });
    await get(owner, 'updateDomainRating', 'Ratings/UpdateDomain', { ...site, rating: 3 });
    const siteTags = await get<Relationship>(owner, 'updateTags', 'Tags/UpdateTags', {
      ...site,
      tagsCsv: 'partner, partner ,vip',
    });
    expect(siteTags).toEqual({
      projectId,
      domainId: a.domainId,
      urlId: null,
      domainName: 'rel.example.com',
      relationshipStatus: 'contacted',
      rating: 3,
      tags: ['partner', 'vip'],
    });
    expect((await history(owner, projectId, a.urlId)).map((e) => e.action)).toEqual(['added']);

    const page = { projectId, urlId: a.urlId };
    await get(owner, 'updateUrlRelationship', 'Relationships/UpdateUrl', { ...page, relationshipStatus: 'linked' });
    await get(owner, 'updateUrlRating', 'Ratings/UpdateUrl', { ...page, rating: 2 });
    await get(owner, 'updateUrlRating', 'Ratings/UpdateUrl', { ...page, rating: 2 });
    const pageTags = await get<Relationship>(owner, 'updateTags', 'Tags/UpdateTags', {
      ...page,
      tagsCsv: 'guest post',
    });
    expect(pageTags).toMatchObject({
      urlId: a.urlId,
      domainId: a.domainId,
      relationshipStatus: 'linked',
      rating: 2,
      tags: ['guest post'],
    });
    const cleared = await get<Relationship>(owner, 'updateTags', 'Tags/UpdateTags', { ...page, tagsCsv: '' });
    expect(cleared.tags).toEqual([]);
    expect((await history(owner, projectId, a.urlId)).map((e) => e.description)).toEqual([
      'Tags cleared',
      'Tags set to guest post',
      'Rating changed from unrated to 2 stars',
      'Relationship changed from none to linked',
      'Added rel.example.com/a',
    ]);
    expect(await link(owner, projectId, a.urlId)).toMatchObject({ relationshipStatus: 'linked', rating: 2, tags: [] });
    // The sibling page is untouched.
    expect((await relationships(owner, { projectId, urlId: b.urlId }))[0]).toMatchObject({
      relationshipStatus: 'none',
      rating: 0,
      tags: [],
    });
  });

  it('refuses malformed outreach changes with a 400 naming the field', async () => {
    const projectId = await createProject(owner, 'Bad changes');
    const { urlId, domainId } = await addLink(owner, projectId, 'https://bad.example.com/');
    const before = await snapshot();
    const cases: [string, string][] = [
      [`Tags/UpdateTags?${query({ projectId, tagsCsv: 'x' })}`, 'query.urlId'],
      [`Tags/UpdateTags?${query({ projectId, domainId, urlId, tagsCsv: 'x' })}`, 'query.urlId'],
      [`Tags/UpdateTags?${query({ projectId, urlId, tagsCsv: `ok,${'y'.repeat(101)}` })}`, 'query.tagsCsv'],
      [`Ratings/UpdateUrl?${query({ projectId, urlId, rating: 4 })}`, 'query.rating'],
      [
        `Relationships/UpdateUrl?${query({ projectId, urlId, relationshipStatus: 'friends' })}`,
        'query.relationshipStatus',
      ],
      [
        `Relationships/UpdateDomain?${query({ projectId: ALL_PROJECTS_ID, domainId, relationshipStatus: 'linked' })}`,
        'query.projectId',
      ],
      [`Contexts/GetDomain?${query({ projectId, domainId: 'x' })}`, 'query.domainId'],
    ];
    for (const [path, field] of cases) {
      const res = await owner.get(`${API}/${path}`);
      expect(res.status, path).toBe(400);
      expect(fieldsOf(res), path).toContain(field);
    }
    const huge = await owner.get(`${API}/Contexts/GetDomain?${query({ projectId, domainId: 99_999_999_999 })}`);
    expect(huge.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  // ------------------------------------------------------------ moving a website

  it('moves a website with its pages and their history to another project', async () => {
    const from = await createProject(owner, 'Move from');
    const to = await createProject(owner, 'Move to');
    const a = await addLink(owner, from, 'https://move.example.com/a');
    const b = await addLink(owner, from, 'https://move.example.com/b');
    const stays = await addLink(owner, from, 'https://stay.example.com/');
    await get(owner, 'addLinkNote', 'LinkNotes/AddLinkNote', { projectId: from, urlId: a.urlId, note: 'keep me' });
    const moved = await get(owner, 'moveDomainToProject', 'ProjectActions/MoveDomainToProject', {
      projectId: from,
      domainId: a.domainId,
      newProjectId: to,
    });
    expect(moved).toEqual({ success: true, status: 'Website moved' });
    expect((await links(owner, to)).map((l) => [l.urlId, l.domainId, l.projectId])).toEqual([
      [a.urlId, a.domainId, to],
      [b.urlId, a.domainId, to],
    ]);
    expect((await links(owner, from)).map((l) => l.urlId)).toEqual([stays.urlId]);
    const notes = await get<Schemas['LinkNote'][]>(owner, 'getLinkNotes', 'LinkNotes/GetLinkNotes', {
      projectId: to,
      urlId: a.urlId,
    });
    expect(notes.map((n) => [n.note, n.projectId])).toEqual([['keep me', to]]);
    expect((await history(owner, to, a.urlId)).map((e) => [e.action, e.description])).toEqual([
      ['moved', 'Moved from Move from to Move to'],
      ['noteAdded', 'Note added: keep me'],
      ['added', 'Added move.example.com/a'],
    ]);
    expect((await relationships(owner, { projectId: to })).map((r) => r.urlId)).toEqual([null, a.urlId, b.urlId]);

    const move = (params: Record<string, string | number>) =>
      owner.get(`${API}/ProjectActions/MoveDomainToProject?${query(params)}`);
    // Not in the source project any more; into its own project; into a project that has it.
    expect((await move({ projectId: from, domainId: a.domainId, newProjectId: to })).status).toBe(404);
    const same = await move({ projectId: to, domainId: a.domainId, newProjectId: to });
    expect([same.status, fieldsOf(same)]).toEqual([400, ['query.newProjectId']]);
    await addLink(owner, from, 'https://move.example.com/c');
    const before = await snapshot();
    const clash = await move({ projectId: to, domainId: a.domainId, newProjectId: from });
    expect([clash.status, fieldsOf(clash)]).toEqual([400, ['query.newProjectId']]);
    const allProjects = await move({ projectId: to, domainId: a.domainId, newProjectId: ALL_PROJECTS_ID });
    expect([allProjects.status, fieldsOf(allProjects)]).toEqual([400, ['query.newProjectId']]);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a project with its websites, pages and their notes, tasks, events and history', async () => {
    const projectId = await createProject(owner, 'Short-lived');
    const before = await snapshot();
    const { urlId } = await addLink(owner, projectId, 'https://short.example.com/');
    await get(owner, 'addLinkNote', 'LinkNotes/AddLinkNote', { projectId, urlId, note: 'n' });
    await get(owner, 'addLinkTask', 'LinkTasks/AddLinkTask', { projectId, urlId, taskId: 1, text: 't' });
    const deleted = await owner.get(`${API}/Projects/DeleteProject?${query({ projectId })}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  // ------------------------------------------------------------ contexts

  it('gives a website and a page their organic and paid context from the corpus', async () => {
    const projectId = await createProject(owner, 'Contexts');
    // The domain with the most ads in the latest month, one of its ranking pages and its busiest landing page.
    const { rows: domains } = await sql<{ name: string }>`
      select d.name from serp_ads a join domains d on d.id = a.domain_id where a.month = ${latestMonth}
      group by d.name order by count(*) desc, d.name limit 1`.execute(server.db.kysely);
    const domain = domains[0]!.name;
    const { rows: ranking } = await sql<{ path: string }>`
      select u.path from serp_organic s join urls u on u.id = s.url_id join domains d on d.id = u.domain_id
      where d.name = ${domain} and s.month = ${latestMonth} group by u.path order by count(*) desc, u.path limit 1`.execute(
      server.db.kysely,
    );
    const { rows: landing } = await sql<{ landing_page: string }>`
      select c.landing_page from serp_ads a join ad_copies c on c.id = a.ad_copy_id join domains d on d.id = a.domain_id
      where d.name = ${domain} and a.month = ${latestMonth}
      group by c.landing_page order by count(*) desc, c.landing_page limit 1`.execute(server.db.kysely);
    const rankingPage = await addLink(owner, projectId, `https://www.${domain}${ranking[0]!.path}`);
    const landingPage = await addLink(owner, projectId, `https://${landing[0]!.landing_page}`);
    const unknown = await addLink(owner, projectId, `https://blog.unknown-site.example/x`);

    const websiteContext = await get<Schemas['OutreachContext']>(owner, 'getDomainContext', 'Contexts/GetDomain', {
      projectId,
      domainId: rankingPage.domainId,
    });
    const organic = await organicOf(domain);
    const paid = paidOf(await adRows(sql`d.name = ${domain}`));
    expect(organic.keywordCount).toBeGreaterThan(0);
    expect(paid.keywordCount).toBeGreaterThan(0);
    expect(websiteContext).toEqual({
      domainId: rankingPage.domainId,
      urlId: null,
      contexts: [
        { context: 'organic', ...organic },
        { context: 'paid', ...paid },
      ],
    });

    const pageContext = (urlId: number) =>
      get<Schemas['OutreachContext']>(owner, 'getUrlContext', 'Contexts/GetUrl', { projectId: ALL_PROJECTS_ID, urlId });
    const landingPath = landing[0]!.landing_page.slice(domain.length);
    expect(await pageContext(landingPage.urlId)).toEqual({
      domainId: landingPage.domainId,
      urlId: landingPage.urlId,
      contexts: [
        { context: 'organic', ...(await organicOf(domain, landingPath)) },
        { context: 'paid', ...paidOf(await adRows(sql`c.landing_page = ${landing[0]!.landing_page}`)) },
      ],
    });
    expect((await pageContext(landingPage.urlId)).contexts[1]!.keywordCount).toBeGreaterThan(0);
    const rankingContext = await pageContext(rankingPage.urlId);
    expect(rankingContext.contexts[0]).toEqual({ context: 'organic', ...(await organicOf(domain, ranking[0]!.path)) });
    expect(rankingContext.contexts[0]!.keywordCount).toBeGreaterThan(0);
    // The links table shows the same organic figures.
    expect((await links(owner, projectId)).find((l) => l.urlId === rankingPage.urlId)).toMatchObject({
      urlRankedKeywords: rankingContext.contexts[0]!.keywordCount,
      urlMonthlyOrganicClicks: rankingContext.contexts[0]!.monthlyClicks,
    });

    const none = [
      { context: 'organic', keywordCount: 0, monthlyClicks: 0 },
      { context: 'paid', keywordCount: 0, monthlyClicks: 0 },
    ];
    expect((await pageContext(unknown.urlId)).contexts).toEqual(none);
    expect(
      (
        await get<Schemas['OutreachContext']>(owner, 'getDomainContext', 'Contexts/GetDomain', {
          projectId,
          domainId: unknown.domainId,
        })
      ).contexts,
    ).toEqual(none);
  });

  // ------------------------------------------------------------ scoping

  it("answers another account's project, website and page ids with 404, changing nothing", async () => {
    const projectId = await createProject(owner, 'Private outreach');
    const other = await createProject(owner, 'Private outreach 2');
    const { urlId, domainId } = await addLink(owner, projectId, 'https://private.example.com/');
    const before = await snapshot();
    const calls: [string, string][] = [
      [
        'moveDomainToProject',
        `ProjectActions/MoveDomainToProject?${query({ projectId, domainId, newProjectId: strangerProjectId })}`,
      ],
      [
        'moveDomainToProject',
        `ProjectActions/MoveDomainToProject?${query({ projectId: strangerProjectId, domainId, newProjectId: other })}`,
      ],
      ['getRelationships', `Relationships/GetRelationships?${query({ projectId })}`],
      ['getRelationships', `Relationships/GetRelationships?${query({ projectId: ALL_PROJECTS_ID, urlId })}`],
      ['getRelationships', `Relationships/GetRelationships?${query({ projectId: ALL_PROJECTS_ID, domainId })}`],
      [
        'updateDomainRelationship',
        `Relationships/UpdateDomain?${query({ projectId: strangerProjectId, domainId, relationshipStatus: 'linked' })}`,
      ],
      ['updateUrlRelationship', `Relationships/UpdateUrl?${query({ projectId, urlId, relationshipStatus: 'linked' })}`],
      ['updateDomainRating', `Ratings/UpdateDomain?${query({ projectId, domainId, rating: 1 })}`],
      ['updateUrlRating', `Ratings/UpdateUrl?${query({ projectId: strangerProjectId, urlId, rating: 1 })}`],
      ['updateTags', `Tags/UpdateTags?${query({ projectId: strangerProjectId, urlId, tagsCsv: 'x' })}`],
      ['updateTags', `Tags/UpdateTags?${query({ projectId, domainId, tagsCsv: 'x' })}`],
      ['getDomainContext', `Contexts/GetDomain?${query({ projectId: ALL_PROJECTS_ID, domainId })}`],
      ['getUrlContext', `Contexts/GetUrl?${query({ projectId, urlId })}`],
    ];
    for (const [operationId, path] of calls) {
      const res = await stranger.get(`${API}/${path}`);
      expect(res.status, path).toBe(404);
      expect(contractErrors(operationId, res), path).toEqual([]);
    }
    for (const [operationId, path, body] of [
      [
        'importOutreach',
        'import/OutreachImport',
        { projectId, entries: [{ fullUrl: 'https://intruder.example.com/' }] },
      ],
      ['importPageUrl', 'import/PageUrlImport', { projectId, fullUrl: 'https://intruder.example.com/' }],
    ] as const) {
      const res = await stranger.post(`${API}/${path}`, body);
      expect(res.status, path).toBe(404);
      expect(contractErrors(operationId, res), path).toEqual([]);
    }
    expect(await snapshot()).toEqual(before);
    expect(await relationships(stranger, { projectId: ALL_PROJECTS_ID })).toEqual([]);
  });
});
