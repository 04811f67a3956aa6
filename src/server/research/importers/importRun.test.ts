import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ImportFileError, runImport, type ImportProgress, type ImportRequest } from './importRun';
import { corpusDump, recordLinesReader } from './importTesting';
import type { Db } from '../../db';
import { hasKeywordVolumeIndex } from '../../db/keywordVolumeIndex';
import { openFreshDatabase, TEST_DATABASES } from '../../testing/harness';
import { domainFigures } from '../domainStats';
import type { FileReader, ImportKind, KeywordMetricsRecord, ResearchRecord, SerpRecord } from '../records';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rivalscope-import-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileCount = 0;
/** A JSON Lines file of records (a string line is written as it is: a malformed row). */
function recordFile(lines: readonly (ResearchRecord | string)[]): string {
  const path = join(dir, `records-${(fileCount += 1)}.jsonl`);
  writeFileSync(path, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return path;
}

const MONTH = 202610;
const serp = (term: string, organic: [string, number][], extra: Partial<SerpRecord> = {}): SerpRecord => ({
  kind: 'serp',
  term,
  country: 'us',
  device: 'desktop',
  month: MONTH,
  checkedDepth: 10,
  organic: organic.map(([url, rank]) => ({ rankGroup: rank, rankAbsolute: rank, url, title: url })),
  ads: [],
  ...extra,
});

const metricsRecord = (i: number): KeywordMetricsRecord => ({
  kind: 'keyword-metrics',
  term: `kw ${i % 40}`,
  country: 'us',
  volume: 100 + i,
  cpcCents: i,
  competition: i % 100,
  monthlyVolumes: [
    { month: 202609, volume: 90 + i },
    { month: MONTH, volume: 110 + i },
  ],
});

/** The corpus tables an import writes, by [child, column, parent]: their foreign keys. */
const FOREIGN_KEYS = [
  ['keyword_volumes', 'keyword_id', 'keywords'],
  ['urls', 'domain_id', 'domains'],
  ['serp_organic', 'keyword_id', 'keywords'],
  ['serp_organic', 'url_id', 'urls'],
  ['serp_organic', 'domain_id', 'domains'],
  ['ad_copies', 'domain_id', 'domains'],
  ['serp_ads', 'keyword_id', 'keywords'],
  ['serp_ads', 'domain_id', 'domains'],
  ['serp_ads', 'ad_copy_id', 'ad_copies'],
  ['backlinks', 'source_url_id', 'urls'],
  ['backlinks', 'target_url_id', 'urls'],
  ['backlinks', 'source_domain_id', 'domains'],
  ['backlinks', 'target_domain_id', 'domains'],
] as const;

const request = (path: string, kind: ImportKind = 'serp-json', site?: string): ImportRequest => ({
  kind,
  path,
  options: { country: 'us', month: MONTH, ...(site ? { site } : {}) },
});

const rows = async (db: Db, query: ReturnType<typeof sql>) => (await query.execute(db.kysely)).rows;

describe.each(TEST_DATABASES)('file imports on %s', (kind) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await openFreshDatabase(kind));
  });
  afterEach(() => close());

  it('stores a SERP: its keyword, domains, pages, results and ads, and the domain figures count it', async () => {
    const path = recordFile([
      serp(
        'Running  Shoes',
        [
          ['https://www.shoes.example.com/best?ref=1', 1],
          ['https://blog.runner.co.uk/shoes', 2],
        ],
        {
          ads: [
            {
              block: 'top',
              position: 1,
              headline: 'Shoes on sale',
              description: 'Free shipping',
              displayUrl: 'www.shoes.example.com/sale',
              landingUrl: 'https://www.shoes.example.com/sale?utm=x',
            },
          ],
        },
      ),
      serp('trail shoes', [['https://shoes.example.com/trail', 3]]),
    ]);
    const summary = await runImport(db, request(path), { reader: recordLinesReader });
    expect(summary).toMatchObject({ rowsRead: 2, rowsStored: 2, rowsRefused: 0, resumedFrom: 0 });

    const dump = await corpusDump(db);
    expect(dump.keywords).toEqual([
      { term: 'running shoes', country: 'us', volume: 0, cpc_cents: 0, difficulty: 0, competition: 0, is_demo: 0 },
      { term: 'trail shoes', country: 'us', volume: 0, cpc_cents: 0, difficulty: 0, competition: 0, is_demo: 0 },
    ]);
    expect(dump.serp_organic).toEqual([
      {
        term: 'running shoes',
        month: MONTH,
        rank_group: 1,
        rank_absolute: 1,
        name: 'example.com',
        path: '/best?ref=1',
        volume: 0,
        checked_depth: 10,
      },
      {
        term: 'running shoes',
        month: MONTH,
        rank_group: 2,
        rank_absolute: 2,
        name: 'runner.co.uk',
        path: '/shoes',
        volume: 0,
        checked_depth: 10,
      },
      {
        term: 'trail shoes',
        month: MONTH,
        rank_group: 3,
        rank_absolute: 3,
        name: 'example.com',
        path: '/trail',
        volume: 0,
        checked_depth: 10,
      },
    ]);
    expect(dump.serp_ads).toEqual([
      {
        term: 'running shoes',
        month: MONTH,
        block: 'top',
        position: 1,
        name: 'example.com',
        headline: 'Shoes on sale',
        description: 'Free shipping',
        display_url: 'www.shoes.example.com/sale',
        landing_url: 'https://www.shoes.example.com/sale?utm=x',
        landing_page: 'shoes.example.com/sale',
      },
    ]);
    expect(dump.domains).toEqual([
      { name: 'example.com', is_demo: 0 },
      { name: 'runner.co.uk', is_demo: 0 },
    ]);
    expect(dump.research_months).toEqual([{ month: MONTH }]);

    const figures = await domainFigures(db, 'example.com');
    expect(figures.months.map((m) => [m.month, m.organicKeywords, m.top10Keywords])).toEqual([[MONTH, 2, 2]]);
  });

  it("sets a keyword's figures and monthly volumes, and its rankings follow the month's volume", async () => {
    await runImport(db, request(recordFile([serp('running shoes', [['https://example.com/', 1]])])), {
      reader: recordLinesReader,
    });
    const metrics = recordFile([
      {
        kind: 'keyword-metrics',
        term: 'running shoes',
        country: 'us',
        volume: 1300,
        cpcCents: 125,
        competition: 67,
        monthlyVolumes: [
          { month: 202609, volume: 1000 },
          { month: MONTH, volume: 1600 },
        ],
      },
      {
        kind: 'keyword-metrics',
        term: 'New Term',
        country: 'us',
        volume: 90,
        cpcCents: null,
        competition: null,
        monthlyVolumes: [],
      },
    ]);
    await runImport(db, request(metrics, 'keyword-planner'), { reader: recordLinesReader });

    const dump = await corpusDump(db);
    expect(dump.keywords).toEqual([
      { term: 'new term', country: 'us', volume: 90, cpc_cents: 0, difficulty: 0, competition: 0, is_demo: 0 },
      {
        term: 'running shoes',
        country: 'us',
        volume: 1300,
        cpc_cents: 125,
        difficulty: 0,
        competition: 67,
        is_demo: 0,
      },
    ]);
    // A row without monthly figures is the import's month.
    expect(dump.keyword_volumes).toEqual([
      { term: 'new term', month: MONTH, volume: 90 },
      { term: 'running shoes', month: 202609, volume: 1000 },
      { term: 'running shoes', month: MONTH, volume: 1600 },
    ]);
    expect(dump.serp_organic).toMatchObject([{ term: 'running shoes', volume: 1600 }]);
    expect(dump.domain_rank_stats).toEqual([
      { name: 'example.com', month: MONTH, rank_group: 1, keywords: 1, volume: 1600, volume_cpc_cents: 1600 * 125 },
    ]);

    // Unknown figures keep the stored ones.
    await runImport(
      db,
      request(
        recordFile([
          {
            kind: 'keyword-metrics',
            term: 'running shoes',
            country: 'us',
            volume: 1400,
            cpcCents: null,
            competition: null,
            monthlyVolumes: [],
          },
        ]),
        'keyword-planner',
      ),
      { reader: recordLinesReader },
    );
    expect((await corpusDump(db)).keywords).toContainEqual(
      expect.objectContaining({ term: 'running shoes', volume: 1400, cpc_cents: 125, competition: 67 }),
    );
  });

  it('refuses bad rows with their line and reason, storing the rest', async () => {
    const path = recordFile([
      serp('ok', [['https://example.com/a', 1]]),
      '{not json',
      serp('too deep', [['https://example.com/b', 11]]),
      serp('twice', [
        ['https://example.com/c', 1],
        ['https://example.org/c', 1],
      ]),
      serp('ftp', [['ftp://example.com/file', 1]]),
      serp('', [['https://example.com/e', 1]]),
      serp('also ok', [['https://example.net/', 2]]),
    ]);
    const summary = await runImport(db, request(path), { reader: recordLinesReader });
    expect(summary).toMatchObject({ rowsRead: 7, rowsStored: 2, rowsRefused: 5 });
    expect(summary.firstRefused).toEqual([
      { line: 2, reason: 'not a JSON object' },
      { line: 3, reason: 'the result at 11 is deeper than the checked depth 10' },
      { line: 4, reason: 'two results at organic position 1' },
      { line: 5, reason: '"ftp://example.com/file" is not an http(s) URL' },
      { line: 6, reason: 'the keyword is empty' },
    ]);
    expect((await corpusDump(db)).serp_organic!.map((r) => (r as { term: string }).term)).toEqual(['also ok', 'ok']);
  });

  it('stores Search Console rows for the site, tracked ranks and backlinks', async () => {
    const gsc = recordFile([
      {
        kind: 'search-performance',
        dimension: 'query',
        value: 'running shoes',
        clicks: 120,
        impressions: 3400,
        ctr: 0.0353,
        position: 4.2,
      },
      {
        kind: 'search-performance',
        dimension: 'page',
        value: 'https://example.com/shoes',
        clicks: 80,
        impressions: 900,
        ctr: 0.0889,
        position: 2.5,
      },
    ]);
    await expect(runImport(db, request(gsc, 'gsc'), { reader: recordLinesReader })).rejects.toThrow(/--site/);
    await runImport(db, request(gsc, 'gsc', 'sc-domain:example.com'), { reader: recordLinesReader });

    const ranks = recordFile([
      {
        kind: 'tracked-rank',
        term: 'running shoes',
        country: 'us',
        device: 'mobile',
        domain: 'www.example.com',
        date: '2026-10-05',
        position: 3,
        url: 'https://example.com/shoes',
      },
      {
        kind: 'tracked-rank',
        term: 'running shoes',
        country: 'us',
        device: 'mobile',
        domain: 'rival.com',
        date: '2026-10-05',
        position: null,
        url: null,
      },
      {
        kind: 'tracked-rank',
        term: 'running shoes',
        country: 'us',
        device: 'mobile',
        domain: 'rival.com',
        date: '5 Oct',
        position: 2,
        url: null,
      },
    ]);
    const rankSummary = await runImport(db, request(ranks, 'serpbear'), { reader: recordLinesReader });
    expect(rankSummary.firstRefused).toEqual([{ line: 3, reason: 'the date "5 Oct" is not YYYY-MM-DD' }]);

    const links = recordFile([
      {
        kind: 'backlink',
        sourceUrl: 'https://blog.example.org/post',
        targetUrl: 'https://example.com/shoes',
        anchor: 'shoes',
        nofollow: false,
        firstSeen: '2026-03-01',
        lastSeen: '2026-09-30',
      },
    ]);
    await runImport(db, request(links, 'backlinks'), { reader: recordLinesReader });

    const dump = await corpusDump(db);
    expect(dump.search_performance).toEqual([
      {
        name: 'example.com',
        month: MONTH,
        dimension: 'page',
        value: 'https://example.com/shoes',
        clicks: 80,
        impressions: 900,
        ctr: 0.0889,
        position: 2.5,
      },
      {
        name: 'example.com',
        month: MONTH,
        dimension: 'query',
        value: 'running shoes',
        clicks: 120,
        impressions: 3400,
        ctr: 0.0353,
        position: 4.2,
      },
    ]);
    expect(dump.tracked_ranks).toEqual([
      { term: 'running shoes', device: 'mobile', name: 'example.com', date: '2026-10-05', position: 3, path: '/shoes' },
      { term: 'running shoes', device: 'mobile', name: 'rival.com', date: '2026-10-05', position: null, path: null },
    ]);
    expect(dump.backlinks).toEqual([
      {
        source: '/post',
        target: '/shoes',
        source_domain: 'example.org',
        target_domain: 'example.com',
        anchor: 'shoes',
        nofollow: 0,
        first_seen: '2026-03-01',
        last_seen: '2026-09-30',
      },
    ]);
    expect((await domainFigures(db, 'example.com')).backlinks).toBe(1);
  });

  it('changes nothing when the same files are imported again', async () => {
    const serps = recordFile(
      Array.from({ length: 30 }, (_, i) =>
        serp(`kw ${i % 20}`, [[`https://site${i % 7}.com/p${i % 3}`, 1 + (i % 5)]], {
          device: i % 2 ? 'mobile' : 'desktop',
          ads: [
            {
              block: 'top',
              position: 1,
              headline: `Ad ${i % 4}`,
              description: 'd',
              displayUrl: `site${i % 4}.com`,
              landingUrl: `https://site${i % 4}.com/`,
            },
          ],
        }),
      ),
    );
    const metrics = recordFile(
      Array.from({ length: 20 }, (_, i) => ({
        kind: 'keyword-metrics' as const,
        term: `kw ${i}`,
        country: 'us',
        volume: 100 * i,
        cpcCents: i,
        competition: i,
        monthlyVolumes: [{ month: MONTH, volume: 90 * i }],
      })),
    );
    const links = recordFile([
      {
        kind: 'backlink',
        sourceUrl: 'https://a.com/1',
        targetUrl: 'https://b.com/',
        anchor: 'x',
        nofollow: true,
        firstSeen: '2026-01-01',
        lastSeen: '2026-02-01',
      },
    ]);
    const importAll = async () => {
      for (const [path, fileKind] of [
        [serps, 'serp-json'],
        [metrics, 'keyword-planner'],
        [links, 'backlinks'],
      ] as const) {
        await runImport(db, request(path, fileKind), { reader: recordLinesReader, batchRows: 7 });
      }
    };
    await importAll();
    const once = await corpusDump(db);
    await importAll();
    expect(await corpusDump(db)).toEqual(once);
    expect(once.ad_copies).toEqual([{ n: 4 }]);
    const runs = await rows(db, sql`select status from import_runs`);
    expect(runs).toEqual(Array(6).fill({ status: 'done' }));
  });

  it('resumes a run that died half-way from its checkpoint, ending as an uninterrupted run does', async () => {
    const path = recordFile(
      Array.from({ length: 50 }, (_, i) => (i === 12 ? 'broken' : serp(`kw ${i}`, [[`https://site${i % 9}.com/`, 1]]))),
    );
    // The file goes away after line 30: the run fails where it stood. The third batch (lines 21-30)
    // is not stored: a batch is stored once the next line begins, so that no line is stored in part.
    let stored = 0;
    const dying: FileReader = async function* (file, options) {
      for await (const row of recordLinesReader(file, options)) {
        if (row.line > 30) throw new Error('disk unplugged');
        stored += 1;
        yield row;
      }
    };
    await expect(runImport(db, request(path), { reader: dying, batchRows: 10 })).rejects.toThrow(ImportFileError);
    const [failed] = await rows(db, sql`select status, checkpoint_line, last_error from import_runs`);
    expect(failed).toEqual({ status: 'failed', checkpoint_line: 20, last_error: 'disk unplugged' });
    expect(stored).toBe(30);

    const progress: ImportProgress[] = [];
    const summary = await runImport(db, request(path), {
      reader: recordLinesReader,
      batchRows: 10,
      onProgress: (p) => progress.push(p),
    });
    expect(summary).toMatchObject({ resumedFrom: 20, rowsRead: 50, rowsStored: 49, rowsRefused: 1 });
    expect(summary.firstRefused).toEqual([{ line: 13, reason: 'not a JSON object' }]);
    expect(progress.map((p) => p.rowsRead)).toEqual([30, 40, 50]);
    expect(progress.at(-1)!.bytesRead).toBe(progress.at(-1)!.totalBytes);

    const fresh = await openFreshDatabase(kind);
    try {
      await runImport(fresh.db, request(path), { reader: recordLinesReader, batchRows: 10 });
      expect(await corpusDump(db)).toEqual(await corpusDump(fresh.db));
    } finally {
      await fresh.close();
    }
  });

  it('stores with the foreign-key checks off (the import command does) leaving no row without its parent, through bad rows, a resumed run and a re-import', async () => {
    const lines = Array.from({ length: 60 }, (_, i): ResearchRecord | string => {
      if (i === 7) return '{broken';
      if (i === 25) return serp(`kw ${i}`, [['ftp://site.com/', 1]]);
      if (i === 41) return { ...metricsRecord(i), volume: -1 };
      if (i % 3 === 0) return metricsRecord(i);
      if (i % 10 === 4) {
        return {
          kind: 'backlink',
          sourceUrl: `https://from${i % 4}.com/p${i}`,
          targetUrl: `https://site${i % 9}.com/`,
          anchor: 'a',
          nofollow: false,
          firstSeen: '2026-01-01',
          lastSeen: '2026-03-01',
        };
      }
      return serp(`kw ${i % 40}`, [[`https://site${i % 9}.com/p${i % 5}`, 1]], {
        ads: [
          {
            block: 'top',
            position: 1,
            headline: `Ad ${i % 6}`,
            description: 'd',
            displayUrl: `ads${i % 6}.com`,
            landingUrl: `https://ads${i % 6}.com/`,
          },
        ],
      });
    });
    const path = recordFile(lines);
    const dying: FileReader = async function* (file, options) {
      for await (const row of recordLinesReader(file, options)) {
        if (row.line > 35) throw new Error('disk unplugged');
        yield row;
      }
    };
    const unchecked = { batchRows: 10, skipForeignKeyChecks: true };
    await expect(runImport(db, request(path), { reader: dying, ...unchecked })).rejects.toThrow(ImportFileError);
    const summary = await runImport(db, request(path), { reader: recordLinesReader, ...unchecked });
    expect(summary).toMatchObject({ resumedFrom: 30, rowsRead: 60, rowsStored: 57, rowsRefused: 3 });
    expect(summary.firstRefused.map((r) => r.line)).toEqual([8, 26, 42]);
    const once = await corpusDump(db);
    await runImport(db, request(path), { reader: recordLinesReader, ...unchecked });
    expect(await corpusDump(db)).toEqual(once);

    // Every child row's parent exists (PostgreSQL checks always; SQLite is asked as well), and the
    // connection checks again once the import is over.
    const orphans = [];
    for (const [child, column, parent] of FOREIGN_KEYS) {
      const [row] = await rows(
        db,
        sql`select count(*) as n from ${sql.table(child)} c left join ${sql.table(parent)} p on p.id = c.${sql.ref(column)} where p.id is null`,
      );
      if (Number((row as { n: number }).n) > 0) orphans.push(`${child}.${column}`);
    }
    expect(orphans).toEqual([]);
    expect(once.keyword_volumes!.length).toBeGreaterThan(0);
    if (db.sqlite) {
      expect(db.sqlite.pragma('foreign_key_check')).toEqual([]);
      expect(db.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    }

    const fresh = await openFreshDatabase(kind);
    try {
      await runImport(fresh.db, request(path), { reader: recordLinesReader, batchRows: 10 });
      expect(once).toEqual(await corpusDump(fresh.db));
    } finally {
      await fresh.close();
    }
  });

  it('stores several batches per transaction (commitRows): a run dying inside one keeps the committed batches, and resumes to what an uninterrupted run stores', async () => {
    // Keyword Planner records in no order (the writer sorts a batch's new keywords), one refused.
    const lines = Array.from({ length: 60 }, (_, i): ResearchRecord => {
      const record = { ...metricsRecord(i), term: `kw ${(i * 37) % 60}` };
      return i === 23 ? { ...record, competition: 101 } : record;
    });
    const path = recordFile(lines);
    const options = { reader: recordLinesReader, batchRows: 10, commitRows: 30, statementJournalsInMemory: true };
    // The process "dies" after the fifth batch: the second transaction (lines 31-60) never commits.
    const dying = (p: ImportProgress) => {
      if (p.rowsRead >= 50) throw new Error('killed');
    };
    await expect(runImport(db, request(path, 'keyword-planner'), { ...options, onProgress: dying })).rejects.toThrow(
      'killed',
    );
    const [failed] = await rows(db, sql`select status, checkpoint_line, rows_stored from import_runs`);
    expect(failed).toEqual({ status: 'failed', checkpoint_line: 30, rows_stored: 29 });
    const terms = async () =>
      (await rows(db, sql`select term from keywords order by term`)).map((r) => (r as { term: string }).term);
    expect(await terms()).toEqual(
      lines
        .slice(0, 30)
        .filter((_, i) => i !== 23)
        .map((r) => (r as KeywordMetricsRecord).term)
        .sort(),
    );

    const summary = await runImport(db, request(path, 'keyword-planner'), options);
    expect(summary).toMatchObject({ resumedFrom: 30, rowsRead: 60, rowsStored: 59, rowsRefused: 1 });
    expect(summary.firstRefused).toEqual([{ line: 24, reason: 'the competition 101 is not 0-100' }]);
    if (db.sqlite) expect(db.sqlite.pragma('temp_store', { simple: true })).toBe(0);

    // A keyword keeps its id when the file comes again.
    const ids = await rows(db, sql`select id, term from keywords order by id`);
    const once = await corpusDump(db);
    await runImport(db, request(path, 'keyword-planner'), options);
    expect(await rows(db, sql`select id, term from keywords order by id`)).toEqual(ids);
    expect(await corpusDump(db)).toEqual(once);

    const fresh = await openFreshDatabase(kind);
    try {
      await runImport(fresh.db, request(path, 'keyword-planner'), options);
      expect(await corpusDump(fresh.db)).toEqual(once);
    } finally {
      await fresh.close();
    }
  });

  it("takes keywords' (country, volume) index down while a large file is stored and builds it again after it, also after a failure; keeps it for a file small beside the stored keywords", async () => {
    const planner = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...metricsRecord(from + i), term: `kw ${from + i}` }));
    /**
     * Whether the index was there while the batches were stored (asked by the reader before it hands
     * over the file's second row: the import then waits on the reader, with no query of its own
     * under way), and after the run.
     */
    const indexDuring = async (path: string, onProgress?: () => void) => {
      let during: boolean | undefined;
      const reader: FileReader = async function* (file, options) {
        for await (const row of recordLinesReader(file, options)) {
          if (row.line === 2) during = await hasKeywordVolumeIndex(db.kysely, db.dialect);
          yield row;
        }
      };
      const outcome = await runImport(db, request(path, 'keyword-planner'), {
        reader,
        batchRows: 10,
        deferKeywordVolumeIndex: true,
        onProgress,
      }).then(
        () => 'done',
        (error: Error) => error.message,
      );
      return { outcome, during, after: await hasKeywordVolumeIndex(db.kysely, db.dialect) };
    };

    // Into an empty corpus: rebuilt.
    expect(await indexDuring(recordFile(planner(0, 40)))).toEqual({ outcome: 'done', during: false, after: true });
    // A run that fails half-way still leaves the index built, over the batches it committed.
    let batches = 0;
    const failing = await indexDuring(recordFile(planner(40, 40)), () => {
      batches += 1;
      if (batches === 2) throw new Error('killed');
    });
    expect(failing).toEqual({ outcome: 'killed', during: false, after: true });
    // With 60 keywords stored (the failed run committed two batches), a 5-row file is under a
    // quarter of them: the index is updated as the batches go.
    expect(await indexDuring(recordFile(planner(100, 5)))).toEqual({ outcome: 'done', during: true, after: true });
  });

  it("keeps research_months the corpus's months: a run adds its own to the kept ones, and reads them anew while another run is unfinished", async () => {
    const monthsOf = async (query: ReturnType<typeof sql>) =>
      ((await rows(db, query)) as { month: number }[]).map((r) => Number(r.month));
    const months = async () => ({
      research: await monthsOf(sql`select month from research_months order by month`),
      corpus: await monthsOf(sql`select distinct month from keyword_volumes order by month`),
    });
    const metricsIn = (month: number, terms: number) =>
      Array.from({ length: terms }, (_, i): KeywordMetricsRecord => ({
        ...metricsRecord(i),
        term: `term ${month} ${i}`,
        monthlyVolumes: [{ month, volume: 10 + i }],
      }));
    await runImport(
      db,
      request(recordFile([serp('running shoes', [['https://example.com/', 1]]), ...metricsIn(202609, 3)])),
      {
        reader: recordLinesReader,
      },
    );
    expect(await months()).toEqual({ research: [202609, MONTH], corpus: [202609, MONTH] });

    await runImport(db, request(recordFile(metricsIn(202611, 3))), { reader: recordLinesReader });
    expect(await months()).toEqual({ research: [202609, MONTH, 202611], corpus: [202609, MONTH, 202611] });

    // A run dies after its first batch (a month no refresh has recorded yet) and is left unfinished.
    const dying: FileReader = async function* (file, options) {
      for await (const row of recordLinesReader(file, options)) {
        if (row.line > 15) throw new Error('disk unplugged');
        yield row;
      }
    };
    await expect(
      runImport(db, request(recordFile(metricsIn(202612, 20))), { reader: dying, batchRows: 10 }),
    ).rejects.toThrow(ImportFileError);
    expect((await months()).research).not.toContain(202612);

    await runImport(db, request(recordFile(metricsIn(202701, 3))), { reader: recordLinesReader });
    const after = await months();
    expect(after.corpus).toEqual([202609, MONTH, 202611, 202612, 202701]);
    expect(after.research).toEqual(after.corpus);
  });

  it("records how far into the file its stored batches reach, growing with each batch and ending at the file's size", async () => {
    // Lines of one length, so the byte offset of each line's end is what the run estimates.
    const path = recordFile(
      Array.from({ length: 35 }, (_, i) =>
        serp(`kw ${String(i).padStart(2, '0')}`, [[`https://site${i % 4}.com/`, 1]]),
      ),
    );
    const lineEnds = [...readFileSync(path, 'utf8').matchAll(/\n/g)].map((m) => m.index + 1);
    const bytesRead = async () =>
      Number(
        (await db.kysely.selectFrom('import_runs').select('bytes_read').executeTakeFirst())?.bytes_read ?? Number.NaN,
      );
    // What a poll of the run sees between batches (the reader runs while no batch is being stored).
    const polled: number[] = [];
    const polling: FileReader = async function* (file, options) {
      for await (const row of recordLinesReader(file, options)) {
        polled.push(await bytesRead());
        yield row;
      }
    };
    await runImport(db, request(path), { reader: polling, batchRows: 10 });
    expect([...new Set(polled)]).toEqual([0, lineEnds[9], lineEnds[19], lineEnds[29]]);
    expect(await bytesRead()).toBe(statSync(path).size);
  });

  it('keeps the records of one line in one batch, so a resumed run loses none of a line cut by the batch size', async () => {
    // One line may hold several records (a JSON Lines response with many results).
    const path = recordFile([serp('line one', [['https://a.com/', 1]]), serp('line two', [['https://b.com/', 1]])]);
    const fanOut = (dieAfterLineOne: boolean): FileReader =>
      async function* (file, options) {
        for await (const row of recordLinesReader(file, options)) {
          if (row.line === 2 && dieAfterLineOne) throw new Error('disk unplugged');
          if (!('record' in row) || row.record.kind !== 'serp') continue;
          const base = row.record;
          for (const n of [1, 2, 3]) yield { line: row.line, record: { ...base, term: `${base.term} ${n}` } };
        }
      };
    await expect(runImport(db, request(path), { reader: fanOut(true), batchRows: 2 })).rejects.toThrow(ImportFileError);
    await runImport(db, request(path), { reader: fanOut(false), batchRows: 2 });
    const terms = await rows(db, sql`select term from keywords order by term`);
    expect(terms.map((r) => (r as { term: string }).term)).toEqual([
      'line one 1',
      'line one 2',
      'line one 3',
      'line two 1',
      'line two 2',
      'line two 3',
    ]);
  });

  it('says which file is missing or not of its kind', async () => {
    await expect(runImport(db, request(join(dir, 'nope.jsonl')), { reader: recordLinesReader })).rejects.toThrow(
      `No file at ${join(dir, 'nope.jsonl')}.`,
    );
    const notRecords = recordFile(['hello']);
    await expect(runImport(db, request(notRecords), { reader: recordLinesReader })).rejects.toThrow(
      /is not a JSON Lines file of records/,
    );
  });
});
