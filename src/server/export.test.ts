/**
 * CSV exports through the HTTP layer, on every test database, over a small seeded corpus: a source
 * export is queued, built in the background from the research list's own code and downloaded; rows
 * the client holds come back at once; free users, the plan's cap and other accounts' exports are
 * refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import bundle from '../api/openapi.gen.json';
import { MAX_EXPORT_ATTEMPTS } from './export/jobs';
import { requestExportPass } from './export/worker';
import { fieldsOf, fullUserBrowser, getValid, seedTestCorpus, type ResearchPage } from './research/apiTesting';
import { csvRecords } from './testing/exportFiles';
import {
  contractErrors,
  registeredBrowser,
  TEST_DATABASES,
  uniqueEmails,
  userIdOf,
  useTestServer,
  type Browser,
  type Sent,
} from './testing/harness';
import { schemaEnum, type OpenApiBundle } from '../lib/openapi/operations';

const EXPORT_CSV = '/Endpoints/Core/ExportCsv';
const STATUS = '/Endpoints/Core/GetExportStatus';
const KEYWORDS = '/NsaApi/Research/DomainOrganicKeywords';

interface Notification {
  sessionId: string;
  isReady: boolean;
  isError: boolean;
  url: string | null;
  labels: { title: string };
}

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

describe.each(TEST_DATABASES)('CSV export on %s', (kind) => {
  const server = useTestServer(kind);
  const email = uniqueEmails('export', kind);

  beforeAll(async () => {
    await seedTestCorpus(server);
  });

  /** A full user whose plan exports at most `maxExportRows` rows (or any number). */
  async function exporter(who: string, maxExportRows: number, unlimited = false): Promise<Browser> {
    const address = email(who);
    const b = await fullUserBrowser(server, address);
    await server.db.kysely
      .updateTable('users')
      .set({ max_export_rows: maxExportRows, has_unlimited_export_rows: unlimited ? 1 : 0 })
      .where('id', '=', await userIdOf(server, address))
      .execute();
    return b;
  }

  const postExport = (b: Browser, filename: string, payload: object) =>
    b.post(EXPORT_CSV, { filename, jsonString: JSON.stringify(payload) });

  async function pollUntilDone(b: Browser, sessionId: string): Promise<Notification> {
    for (let poll = 0; poll < 200; poll += 1) {
      const res = await b.get(`${STATUS}?sessionId=${sessionId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(contractErrors('getExportStatus', res)).toEqual([]);
      const notification = res.body as Notification;
      if (notification.isReady || notification.isError) return notification;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the export never finished');
  }

  async function exportedFile(
    b: Browser,
    source: object,
    filename = 'wikipedia.org-seo-keywords',
  ): Promise<{ res: Sent; records: string[][] }> {
    const queued = await postExport(b, filename, { source });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(contractErrors('exportCsv', queued)).toEqual([]);
    const pending = queued.body as Notification;
    expect(pending).toMatchObject({ isError: false, url: null, labels: { title: `${filename}.csv` } });
    const done = await pollUntilDone(b, pending.sessionId);
    expect(done).toMatchObject({ isReady: true, isError: false, url: `/Endpoints/Core/Download/${pending.sessionId}` });
    const res = await b.get(done.url!);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`filename="${filename}.csv"`);
    return { res, records: csvRecords(res.body as string) };
  }

  it('builds a seo-keywords source export in the background: the visible columns, every row of the list, sorted the same', async () => {
    const b = await exporter('source', 500_000);
    const columns = ['keyword', 'position', 'volume', 'clicks'];
    const list = await getValid<ResearchPage<Record<string, unknown>>>(
      b,
      'getDomainOrganicKeywords',
      `${KEYWORDS}?query=wikipedia.org&segment=all&rowsPerPage=1000&visibleColumns=${columns.join(',')}`,
    );
    expect(list.totalRowCount).toBeGreaterThan(5);
    expect(list.rows).toHaveLength(list.totalRowCount);

    const { records } = await exportedFile(b, {
      report: 'seo-keywords',
      query: 'wikipedia.org',
      segment: 'all',
      visibleColumns: columns.join(','),
    });
    expect(records[0]).toEqual(columns);
    expect(records.slice(1)).toEqual(list.rows.map((row) => columns.map((id) => cell(row[id]))));
  });

  // The other reports the research screens export: [report, list path, operationId, column enum, domain, view (list param, source field)].
  const OTHER_REPORTS = [
    [
      'competitors',
      '/NsaApi/Research/DomainCompetitors',
      'getDomainCompetitors',
      'CompetitorColumn',
      'wikipedia.org',
      ['context', 'context', 'organic'],
    ],
    [
      'top-pages',
      '/NsaApi/Research/DomainTopPages',
      'getDomainTopPages',
      'TopPageColumn',
      'wikipedia.org',
      ['searchType', 'searchType', 'mosttraffic'],
    ],
    [
      'ranking-history',
      '/NsaApi/Research/DomainRankingHistory',
      'getDomainRankingHistory',
      'RankingHistoryColumn',
      'wikipedia.org',
      ['type', 'searchType', 'MostValuable'],
    ],
    ['backlinks', '/NsaApi/Research/Backlinks', 'getBacklinks', 'BacklinkColumn', 'google.com', null],
  ] as const;

  it.each(OTHER_REPORTS)(
    'exports %s as its list answers it',
    async (report, path, operationId, columnSchema, domain, view) => {
      const b = await exporter(`list-${report}`, 1000);
      const list = await getValid<ResearchPage<Record<string, unknown>>>(
        b,
        operationId,
        `${path}?query=${domain}&rowsPerPage=1000${view ? `&${view[0]}=${view[2]}` : ''}`,
      );
      expect(list.rows.length).toBeGreaterThan(0);
      const { records } = await exportedFile(
        b,
        { report, query: domain, ...(view ? { [view[1]]: view[2] } : {}) },
        `${domain}-${report}`,
      );
      // Without visibleColumns, every column of the list, in the contract's order, each a field of the list's rows.
      const header = records[0]!;
      expect(header).toEqual(schemaEnum(bundle as unknown as OpenApiBundle, columnSchema));
      for (const id of header) expect(Object.keys(list.rows[0]!)).toContain(id);
      expect(records.slice(1)).toEqual(list.rows.map((row) => header.map((id) => cell(row[id]))));
    },
  );

  it('always leads with the row name, and stops at the plan cap', async () => {
    const b = await exporter('capped', 5);
    const list = await getValid<ResearchPage<Record<string, unknown>>>(
      b,
      'getDomainOrganicKeywords',
      `${KEYWORDS}?query=wikipedia.org&rowsPerPage=5`,
    );
    const { records } = await exportedFile(b, {
      report: 'seo-keywords',
      query: 'wikipedia.org',
      visibleColumns: 'clicks',
    });
    expect(records[0]).toEqual(['keyword', 'clicks']);
    expect(records.slice(1)).toEqual(list.rows.map((row) => [cell(row.keyword), cell(row.clicks)]));
  });

  it('answers the rows the client holds as a CSV file at once, quoting as RFC 4180 says', async () => {
    const b = await exporter('rows', 10);
    const res = await postExport(b, 'acme.com-keywords', {
      columns: [
        { id: 'keyword', header: 'Keyword' },
        { id: 'monthlySearches', header: 'Monthly, Searches' },
      ],
      rows: [
        { keyword: 'seo tools', monthlySearches: 12100 },
        { keyword: 'say "cheap", now', monthlySearches: null },
        { keyword: 'two\nlines', monthlySearches: 5 },
      ],
    });
    expect(res.status, String(res.body)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('filename="acme.com-keywords.csv"');
    expect(res.body).toBe(
      'Keyword,"Monthly, Searches"\r\nseo tools,12100\r\n"say ""cheap"", now",\r\n"two\nlines",5\r\n',
    );
    expect(csvRecords(res.body as string)[2]).toEqual(['say "cheap", now', '']);
  });

  it('refuses a free user with a 403, and a visitor with a 401', async () => {
    const free = await registeredBrowser(server, email('free'));
    const source = { report: 'seo-keywords', query: 'wikipedia.org' };
    expect((await postExport(free, 'x', { source })).status).toBe(403);
    expect((await postExport(free, 'x', { rows: [{ a: 1 }] })).status).toBe(403);
    const visitor = server.browser();
    await visitor.visit();
    expect((await postExport(visitor, 'x', { source })).status).toBe(401);
  });

  it('refuses more rows than the plan exports with a 403 (not when the plan has no limit)', async () => {
    const capped = await exporter('over', 3);
    const source = { report: 'seo-keywords', query: 'wikipedia.org' };
    expect((await postExport(capped, 'x', { source, maxRows: 4 })).status).toBe(403);
    expect((await postExport(capped, 'x', { rows: [{ a: 1 }, { a: 2 }, { a: 3 }, { a: 4 }] })).status).toBe(403);
    const none = await exporter('none', 0);
    expect((await postExport(none, 'x', { source })).status).toBe(403);
    const unlimited = await exporter('unlimited', 0, true);
    expect((await postExport(unlimited, 'x', { rows: [{ a: 1 }, { a: 2 }, { a: 3 }, { a: 4 }] })).status).toBe(200);
  });

  it("answers 404 for another account's export, on status and download", async () => {
    const owner = await exporter('owner', 100);
    const queued = await postExport(owner, 'mine', { source: { report: 'seo-keywords', query: 'wikipedia.org' } });
    expect(queued.status).toBe(202);
    const { sessionId } = queued.body as Notification;
    await pollUntilDone(owner, sessionId);
    const other = await exporter('other', 100);
    expect((await other.get(`${STATUS}?sessionId=${sessionId}`)).status).toBe(404);
    expect((await other.get(`/Endpoints/Core/Download/${sessionId}`)).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await owner.get(`${STATUS}?sessionId=${unknown}`)).status).toBe(404);
    expect((await owner.get(`/Endpoints/Core/Download/${unknown}`)).status).toBe(404);
  });

  it('takes up a job whose worker died once its lease ends, and gives a failing job up after its attempts', async () => {
    const address = email('worker');
    const owner = await fullUserBrowser(server, address);
    const userId = await userIdOf(server, address);
    const job = (id: string, source: object, status: string, leaseUntil: string | null) => ({
      id,
      user_id: userId,
      filename: id,
      source: JSON.stringify(source),
      max_rows: 3,
      status,
      lease_until: leaseUntil,
      created_at: new Date().toISOString(),
    });
    const abandoned = '11111111-1111-4111-8111-111111111111';
    const held = '22222222-2222-4222-8222-222222222222';
    const broken = '33333333-3333-4333-8333-333333333333';
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 600_000).toISOString();
    await server.db.kysely
      .insertInto('export_jobs')
      .values([
        job(abandoned, { report: 'seo-keywords', query: 'wikipedia.org' }, 'running', past),
        job(held, { report: 'seo-keywords', query: 'wikipedia.org' }, 'running', future),
        // Refused at the request; a job can only hold it if the code changed under it.
        job(broken, { report: 'groups', query: 'x' }, 'queued', null),
      ])
      .execute();
    await requestExportPass(server.db, () => undefined);
    const states = await server.db.kysely
      .selectFrom('export_jobs')
      .select(['id', 'status', 'attempts', 'row_count', 'last_error'])
      .where('id', 'in', [abandoned, held, broken])
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { id: abandoned, status: 'ready', attempts: 1, row_count: 3, last_error: null },
      { id: held, status: 'running', attempts: 0, row_count: null, last_error: null },
      expect.objectContaining({ id: broken, status: 'error', attempts: MAX_EXPORT_ATTEMPTS }),
    ]);
    expect((await owner.get(`${STATUS}?sessionId=${broken}`)).body).toMatchObject({ isError: true, url: null });
    expect((await owner.get(`/Endpoints/Core/Download/${broken}`)).status).toBe(404);
    expect((await owner.get(`/Endpoints/Core/Download/${held}`)).status).toBe(404);
  });

  it('refuses a report it cannot export yet, and a malformed source, with a 400 naming the field', async () => {
    const b = await exporter('bad', 100);
    const cases: [object, string][] = [
      [{ source: { report: 'groups', query: 'x' } }, 'body.source.report'],
      [{ source: { report: 'no-such-report', query: 'x' } }, 'body.source.report'],
      [{ source: { report: 'seo-keywords', query: 'not a domain' } }, 'body.source.query'],
      [{ source: { report: 'seo-keywords', query: 'wikipedia.org', segment: 'adwaste' } }, 'body.source.segment'],
      [
        { source: { report: 'seo-keywords', query: 'wikipedia.org', visibleColumns: 'keyword,nope' } },
        'body.source.visibleColumns',
      ],
      [{ source: { report: 'top-pages', query: 'wikipedia.org', searchType: 'LostClicks' } }, 'body.source.searchType'],
    ];
    for (const [payload, field] of cases) {
      const res = await postExport(b, 'x', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    }
    const notJson = await b.post(EXPORT_CSV, { filename: 'x', jsonString: '{nope' });
    expect(notJson.status).toBe(400);
    expect(fieldsOf(notJson)).toContain('body.jsonString');
  });
});
