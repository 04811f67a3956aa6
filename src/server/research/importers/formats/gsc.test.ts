import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { readGsc } from './gsc';
import type { ParsedRow } from '../../records';

const fixtures = join(import.meta.dirname, 'fixtures');

const dir = await mkdtemp(join(tmpdir(), 'gsc-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function read(name: string): Promise<ParsedRow[]> {
  const rows: ParsedRow[] = [];
  const path = name.startsWith('/') ? name : join(fixtures, name);
  for await (const row of readGsc(path, { country: 'us', month: 202611 })) rows.push(row);
  return rows;
}

const performance = (
  dimension: 'query' | 'page',
  value: string,
  clicks: number,
  impressions: number,
  ctr: number,
  position: number,
) => ({
  kind: 'search-performance',
  dimension,
  value,
  clicks,
  impressions,
  ctr,
  position,
});

describe('the Search Console reader', () => {
  it('reads the queries and pages tables of the export zip, lines counting on across them', async () => {
    expect(await read('gsc-export.zip')).toEqual([
      { line: 2, record: performance('query', 'running shoes', 1520, 33330, 0.0456, 7.2) },
      { line: 3, record: performance('query', 'shoes, red', 45, 1000, 0.045, 12) },
      { line: 4, error: "'Clicks' is 'abc', not a count" },
      { line: 6, record: performance('page', 'https://shop.example/running-shoes', 2000, 40000, 0.05, 6.1) },
      { line: 7, error: "'Position' is '0', not a position (1 or more)" },
    ]);
  });

  it('reads a German queries table with grouped counts and a decimal comma', async () => {
    expect(await read('gsc-queries-de.csv')).toEqual([
      { line: 2, record: performance('query', 'laufschuhe', 1234, 20000, 0.0617, 4.3) },
      { line: 3, error: "'Position' is '', not a position (1 or more)" },
    ]);
  });

  it('recognises Japanese headers, and takes an unknown language’s five columns by position', async () => {
    expect(await read('gsc-pages-ja.csv')).toEqual([
      { line: 2, record: performance('page', 'https://shop.example/ja/', 15, 300, 0.05, 2.5) },
    ]);
    expect(await read('gsc-unknown-language.csv')).toEqual([
      { line: 2, record: performance('page', 'https://shop.example/lt/', 3, 90, 0.0333, 9) },
    ]);
  });

  it('throws for a cut-off zip, a zip without the tables and a file that is not a table', async () => {
    await expect(read('gsc-truncated.zip')).rejects.toThrow(
      'Not a zip file, or a cut-off one: its end-of-directory record is missing.',
    );
    await expect(read('gsc-no-tables.zip')).rejects.toThrow(
      'Not a Search Console export: the zip holds no Queries.csv or Pages.csv (it holds Countries.csv, Devices.csv, Dates.csv, Search appearance.csv, Filters.csv).',
    );
    await expect(read('gsc-other.csv')).rejects.toThrow(
      "Not a Search Console performance table (gsc-other.csv): expected the columns 'Top queries' or 'Top pages', 'Clicks', 'Impressions', 'CTR', 'Position'.",
    );
  });

  it('throws when an entry’s bytes are damaged', async () => {
    const zip = await readFile(join(fixtures, 'gsc-export.zip'));
    // The first entry (Queries.csv) starts at 0: its compressed data follows the 30-byte header and the name.
    const damaged = Buffer.from(zip);
    const dataStart = 30 + 'Queries.csv'.length;
    damaged[dataStart + 5] = damaged[dataStart + 5]! ^ 0xff;
    const path = join(dir, 'damaged.zip');
    await writeFile(path, damaged);
    await expect(read(path)).rejects.toThrow(/^A damaged zip file: Queries.csv /);
  });
});
