import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FILE_READERS } from './formats';
import { writeSerpJsonLinesItemsFile } from './formats/fixtures/generate';
import { runImport, type ImportRequest } from './importRun';
import { corpusDump } from './importTesting';
import { decodeRows, RowEncoder } from './rowCodec';
import { readInWorker } from './workerReader';
import { openFreshDatabase, TEST_DATABASES } from '../../testing/harness';
import type { DatabaseKind } from '../../testing/harness';
import type { ImportKind, ParsedRow } from '../records';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rivalscope-worker-reader-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MONTH = 202610;
const request = (kind: ImportKind, path: string): ImportRequest => ({
  kind,
  path,
  options: { country: 'us', month: MONTH },
});

/**
 * A Keyword Planner export (UTF-8, tab-separated) of `rows` keywords; the row at `badAt` (0-based)
 * has a volume that is not a number. Three rows come before the first keyword (two preamble lines
 * and the header), so keyword i is on line i + 4.
 */
function plannerFile(name: string, rows: number, badAt: number): string {
  const lines = [
    'Keyword Stats 2026-11-24 at 10_00_00',
    'November 1, 2025 - October 31, 2026',
    [
      'Keyword',
      'Currency',
      'Avg. monthly searches',
      'Competition',
      'Competition (indexed value)',
      'Top of page bid (low range)',
      'Top of page bid (high range)',
      'Searches: Sep 2026',
      'Searches: Oct 2026',
    ].join('\t'),
  ];
  for (let i = 0; i < rows; i++) {
    const volume = i === badAt ? 'lots' : String(100 + i);
    lines.push(
      [`term ${i}`, 'USD', volume, 'Low', String(i % 101), '0.50', '1.50', String(90 + i), String(110 + i)].join('\t'),
    );
  }
  const path = join(dir, name);
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
  return path;
}

/** Imports `path` with the reader on a second thread and, into another fresh database, on this one. */
async function bothWays(database: DatabaseKind, kind: ImportKind, path: string) {
  const results = [];
  for (const inWorker of [true, false]) {
    const { db, close } = await openFreshDatabase(database);
    try {
      const summary = await runImport(
        db,
        request(kind, path),
        inWorker ? { reader: readInWorker(kind), checkedRows: true } : { reader: FILE_READERS[kind] },
      );
      results.push({ summary, dump: await corpusDump(db) });
    } finally {
      await close();
    }
  }
  return { worker: results[0]!, thread: results[1]! };
}

describe('rows passed between threads', () => {
  it('come back as they were encoded, refused rows and every kind of record included', () => {
    const rows: ParsedRow[] = [
      { line: 3, error: "'Keyword' is empty" },
      {
        line: 4,
        record: {
          kind: 'keyword-metrics',
          term: 'a b',
          country: 'us',
          volume: 10,
          cpcCents: null,
          competition: 5,
          monthlyVolumes: [
            { month: 202609, volume: 8 },
            { month: 202610, volume: 12 },
          ],
        },
      },
      {
        line: 9,
        record: {
          kind: 'serp',
          term: 'café ☕ 𝄞',
          country: 'gb',
          device: 'mobile',
          month: MONTH,
          checkedDepth: 20,
          organic: [{ rankGroup: 1, rankAbsolute: 2, url: 'https://x.example/', title: 'X' }],
          ads: [
            {
              block: 'bottom',
              position: 1,
              headline: 'H',
              description: 'D',
              displayUrl: 'x.example',
              landingUrl: 'https://x.example/l',
            },
          ],
        },
      },
      {
        line: 10,
        record: {
          kind: 'backlink',
          sourceUrl: 'https://a.example/',
          targetUrl: 'https://b.example/',
          anchor: 'b',
          nofollow: false,
          firstSeen: '2026-01-01',
          lastSeen: '2026-02-01',
        },
      },
    ];
    const encoder = new RowEncoder();
    for (const row of rows) encoder.add(row);
    const batch = encoder.take();
    // Only the rare kinds travel as objects; the rest is one buffer of numbers and one string.
    expect(batch.records.map((r) => r.kind)).toEqual(['backlink']);
    expect(batch.rows).toBe(rows.length);
    expect([...decodeRows(structuredClone(batch, { transfer: [batch.numbers.buffer] }))]).toEqual(rows);
    expect(encoder.take()).toMatchObject({ rows: 0, text: '', records: [] });
  });
});

describe.each(TEST_DATABASES)('a file read on a second thread, on %s', (database) => {
  it('stores a Keyword Planner export as the same-thread reader does; a bad row in the middle of a many-statement batch is refused by its line and the others are stored', async () => {
    const path = plannerFile('planner.tsv', 700, 350);
    const { worker, thread } = await bothWays(database, 'keyword-planner', path);
    expect(worker.summary).toMatchObject({ rowsRead: 700, rowsStored: 699, rowsRefused: 1 });
    expect(worker.summary.firstRefused).toEqual([
      { line: 354, reason: "'Avg. monthly searches' is 'lots', not a number" },
    ]);
    expect(worker.dump.keywords).toHaveLength(699);
    expect(worker.dump.keywords).not.toContainEqual(expect.objectContaining({ term: 'term 350' }));
    expect(worker.dump.keyword_volumes).toHaveLength(699 * 2);
    expect(worker.dump.keyword_volumes).toContainEqual({ term: 'term 351', month: MONTH, volume: 461 });
    expect(worker.dump).toEqual(thread.dump);
    expect(worker.summary.firstRefused).toEqual(thread.summary.firstRefused);
  });

  it("refuses a SERP the writer would refuse (checked on the reader's thread) and a line that is not JSON, storing the rest as the same-thread reader does", async () => {
    const path = join(dir, 'serps.jsonl');
    await writeSerpJsonLinesItemsFile(path, 5 * 11);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    // Line 2: an organic result that is not an http(s) URL; line 4: not JSON.
    lines[1] = lines[1]!.replace('https://site', 'ftp://site');
    lines[3] = '{"tasks": [';
    writeFileSync(path, `${lines.join('\n')}\n`);
    const { worker, thread } = await bothWays(database, 'serp-json', path);
    expect(worker.summary).toMatchObject({ rowsRead: 5, rowsStored: 3, rowsRefused: 2 });
    expect(worker.summary.firstRefused.map((r) => r.line)).toEqual([2, 4]);
    expect(worker.summary.firstRefused[0]!.reason).toMatch(/is not an http\(s\) URL/);
    expect(worker.summary.firstRefused).toEqual(thread.summary.firstRefused);
    expect(worker.dump.serp_organic).toHaveLength(3 * 10);
    expect(worker.dump).toEqual(thread.dump);
  });

  it('fails with the reader’s message when the file is not of its kind', async () => {
    const path = join(dir, 'not-planner.csv');
    writeFileSync(path, 'a,b\n1,2\n');
    const { db, close } = await openFreshDatabase(database);
    try {
      await expect(
        runImport(db, request('keyword-planner', path), { reader: readInWorker('keyword-planner'), checkedRows: true }),
      ).rejects.toThrow(/Not a Keyword Planner export/);
    } finally {
      await close();
    }
  });
});
