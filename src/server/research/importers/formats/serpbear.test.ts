import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { readSerpbear } from './serpbear';
import type { ImportOptions, ParsedRow } from '../../records';

const fixtures = join(import.meta.dirname, 'fixtures');
const dir = await mkdtemp(join(tmpdir(), 'serpbear-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function read(path: string, options: ImportOptions = { country: 'us', month: 202611 }): Promise<ParsedRow[]> {
  const rows: ParsedRow[] = [];
  for await (const row of readSerpbear(path, options)) rows.push(row);
  return rows;
}

describe('the SerpBear reader', () => {
  it('reads the keyword export, the domain from its file name, "-" as not found', async () => {
    expect(await read(join(fixtures, 'shop.example-keywords_serp.csv'))).toEqual([
      {
        line: 2,
        record: {
          kind: 'tracked-rank',
          term: 'running shoes',
          country: 'us',
          device: 'desktop',
          domain: 'shop.example',
          date: '2026-11-20',
          position: 3,
          url: 'https://shop.example/running-shoes',
        },
      },
      {
        line: 3,
        record: {
          kind: 'tracked-rank',
          term: 'trail running shoes',
          country: 'gb',
          device: 'mobile',
          domain: 'shop.example',
          date: '2026-11-20',
          position: null,
          url: null,
        },
      },
      {
        line: 4,
        record: expect.objectContaining({ term: 'laufschuhe', country: 'de', position: 17, date: '2026-11-19' }),
      },
      { line: 5, error: "'Country' is 'Atlantis', not a country SerpBear tracks" },
      { line: 6, error: "'Device' is 'tablet', not desktop or mobile" },
      { line: 7, error: "'Position' is 'top', not a position" },
      { line: 8, error: "'Updated' is 'yesterday', not a date" },
    ]);
  });

  it('takes the domain from the import’s site when given', async () => {
    const renamed = join(dir, 'export.csv');
    await copyFile(join(fixtures, 'shop.example-keywords_serp.csv'), renamed);
    const rows = await read(renamed, { country: 'us', month: 202611, site: 'Shop.example' } as ImportOptions);
    expect(rows[0]).toEqual({ line: 2, record: expect.objectContaining({ domain: 'shop.example' }) });
    await expect(read(renamed)).rejects.toThrow(
      "A SerpBear export does not name its domain: pass --site, or keep SerpBear's file name '<domain>-keywords_serp.csv'.",
    );
  });

  it('throws for a file without the SerpBear header', async () => {
    await expect(read(join(fixtures, 'serpbear-other.csv'))).rejects.toThrow(
      "Not a SerpBear keyword export: the first line lacks 'Position', 'URL', 'Country', 'Device', 'Updated'",
    );
  });
});
