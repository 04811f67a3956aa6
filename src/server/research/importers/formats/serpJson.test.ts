import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { writeSerpJsonLinesFile, generatedTerm, GENERATED_SERP_DEPTH } from './fixtures/generate';
import { readSerpJson } from './serpJson';
import type { ParsedRow } from '../../records';

const fixtures = join(import.meta.dirname, 'fixtures');
const options = { country: 'fr', month: 202611 };
const dir = await mkdtemp(join(tmpdir(), 'serp-json-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function read(path: string): Promise<ParsedRow[]> {
  const rows: ParsedRow[] = [];
  for await (const row of readSerpJson(path, options)) rows.push(row);
  return rows;
}

const runningShoes = {
  kind: 'serp',
  term: 'running shoes',
  country: 'us',
  device: 'desktop',
  month: 202610,
  checkedDepth: 10,
  organic: [
    {
      rankGroup: 1,
      rankAbsolute: 2,
      url: 'https://www.runnersworld.example/gear/best-running-shoes',
      title: 'Best Running Shoes 2026',
    },
    { rankGroup: 2, rankAbsolute: 4, url: 'https://shoes.example/running', title: 'Shoes' },
  ],
  ads: [
    {
      block: 'top',
      position: 1,
      headline: 'Running Shoes Sale',
      description: 'Up to 50% off.',
      displayUrl: 'shop.example/sale',
      landingUrl: 'https://shop.example/sale',
    },
    {
      block: 'bottom',
      position: 1,
      headline: 'Trail Shoes',
      description: 'Free returns.',
      displayUrl: 'trail.example',
      landingUrl: 'https://trail.example/',
    },
  ],
};

const serpApiRunningShoes = {
  kind: 'serp',
  term: 'running shoes',
  country: 'gb',
  device: 'mobile',
  month: 202610,
  checkedDepth: 20,
  organic: [
    {
      rankGroup: 1,
      rankAbsolute: 2,
      url: 'https://www.runnersworld.example/gear/best-running-shoes',
      title: 'Best Running Shoes',
    },
    { rankGroup: 2, rankAbsolute: 3, url: 'https://shoes.example/running', title: 'Shoes' },
  ],
  ads: [
    {
      block: 'top',
      position: 1,
      headline: 'Running Shoes | Official Store',
      description: 'Shop the new collection.',
      displayUrl: 'store.example/running',
      landingUrl: 'https://store.example/running',
    },
    {
      block: 'bottom',
      position: 1,
      headline: 'Cheap Shoes',
      description: 'Lowest prices.',
      displayUrl: 'cheap.example',
      landingUrl: 'https://cheap.example/',
    },
  ],
};

describe('the SERP JSON reader', () => {
  it('streams a DataForSEO response document: a record per result, a failed task as an error', async () => {
    expect(await read(join(fixtures, 'serp-dataforseo.json'))).toEqual([
      { line: 31, record: runningShoes },
      {
        line: 116,
        record: {
          kind: 'serp',
          term: 'laufschuhe',
          country: 'de',
          device: 'mobile',
          month: 202609,
          checkedDepth: 20,
          organic: [runningShoes.organic[0]],
          ads: [],
        },
      },
      { line: 143, error: "task 11151000-1001-0066-0000-1c1b4b9c2f13 failed: 40501 Invalid Field: 'location_code'." },
    ]);
  });

  it('reads a SerpApi search, counting the top ads in the absolute rank', async () => {
    expect(await read(join(fixtures, 'serp-serpapi.json'))).toEqual([{ line: 1, record: serpApiRunningShoes }]);
  });

  it('reads JSON Lines, refusing invalid JSON, an unknown device, a result without URLs and an unknown shape by line', async () => {
    expect(await read(join(fixtures, 'serp-results.jsonl'))).toEqual([
      { line: 1, record: runningShoes },
      { line: 2, record: serpApiRunningShoes },
      { line: 3, error: expect.stringMatching(/^not valid JSON \(/) },
      { line: 4, error: "device 'tablet' is not desktop or mobile" },
      { line: 5, error: "items[0] (organic) has no valid 'url'" },
      {
        line: 7,
        error: "neither a DataForSEO response ('tasks') nor a SerpApi search ('search_parameters', 'organic_results')",
      },
    ]);
  });

  it('keeps the results before the point where a document is cut off and names the line it ends on', async () => {
    const rows = await read(join(fixtures, 'serp-truncated.json.part'));
    expect(rows).toEqual([
      { line: 38, record: runningShoes },
      { line: 126, error: 'the value starting on this line is cut off: the file ends before its closing brackets' },
    ]);
  });

  it('throws for a file that is not JSON', async () => {
    await expect(read(join(fixtures, 'serp-not-json.txt'))).rejects.toThrow(
      'Not a SERP result file: expected JSON (a DataForSEO or SerpApi response) or JSON Lines.',
    );
  });

  it('reads back the generated JSON Lines file', async () => {
    const path = join(dir, 'generated.jsonl');
    await writeSerpJsonLinesFile(path, 3);
    const rows = await read(path);
    expect(rows.map((row) => ('record' in row ? [row.line, row.record] : row))).toEqual(
      [0, 1, 2].map((i) => [
        i + 1,
        expect.objectContaining({
          term: generatedTerm(i),
          country: 'us',
          device: i % 2 === 0 ? 'desktop' : 'mobile',
          month: 202610,
          checkedDepth: GENERATED_SERP_DEPTH + 1,
          organic: expect.arrayContaining([expect.objectContaining({ rankGroup: GENERATED_SERP_DEPTH })]),
          ads: [expect.objectContaining({ block: 'top', position: 1 })],
        }),
      ]),
    );
  });
});
