import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { generatedTerm, generatedVolume, writeKeywordPlannerFile } from './fixtures/generate';
import { readKeywordPlanner } from './keywordPlanner';
import type { ParsedRow } from '../../records';

const fixtures = join(import.meta.dirname, 'fixtures');
const options = { country: 'us', month: 202610 };

const dir = await mkdtemp(join(tmpdir(), 'keyword-planner-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function read(name: string): Promise<ParsedRow[]> {
  const rows: ParsedRow[] = [];
  for await (const row of readKeywordPlanner(name.startsWith('/') ? name : join(fixtures, name), options))
    rows.push(row);
  return rows;
}

const months = [202511, 202512, 202601, 202602, 202603, 202604, 202605, 202606, 202607, 202608, 202609, 202610];

describe('the Keyword Planner reader', () => {
  it('reads the UTF-16LE tab-separated export, refusing bad rows by line', async () => {
    const rows = await read('keyword-planner.tsv');
    expect(rows).toEqual([
      {
        line: 4,
        record: {
          kind: 'keyword-metrics',
          term: 'running shoes',
          country: 'us',
          volume: 165000,
          cpcCents: 152,
          competition: 100,
          monthlyVolumes: months.map((month, i) => ({
            month,
            volume: [135000, 135000, 165000, 165000, 165000, 165000, 201000, 201000, 165000, 165000, 135000, 135000][i],
          })),
        },
      },
      {
        line: 5,
        record: expect.objectContaining({ term: 'trail running shoes', volume: 40500, cpcCents: 186, competition: 87 }),
      },
      {
        line: 6,
        record: expect.objectContaining({
          term: 'running shoes for flat feet',
          cpcCents: 120,
          competition: 50,
          monthlyVolumes: [{ month: 202610, volume: 8100 }],
        }),
      },
      { line: 7, error: "'Avg. monthly searches' is 'abc', not a number" },
      {
        line: 8,
        record: expect.objectContaining({
          term: 'marathon shoes',
          volume: 5500,
          cpcCents: 40,
          competition: 17,
          monthlyVolumes: [],
        }),
      },
      { line: 9, error: "'Competition' is 'Very high', not Low, Medium or High" },
      { line: 10, error: "'Keyword' is empty" },
    ]);
  });

  it('reads the UTF-8 comma-separated variant with thousands separators and quoted keywords', async () => {
    const rows = await read('keyword-planner.csv');
    expect(rows).toEqual([
      { line: 4, record: expect.objectContaining({ term: 'running shoes', volume: 165000, cpcCents: 152 }) },
      {
        line: 5,
        record: expect.objectContaining({
          term: 'shoe size chart, women',
          volume: 22200,
          cpcCents: null,
          competition: 50,
        }),
      },
    ]);
  });

  it('throws for a file without the Keyword Planner header', async () => {
    await expect(read('keyword-planner-no-header.csv')).rejects.toThrow(
      "Not a Keyword Planner export: expected a header row with 'Keyword' and 'Avg. monthly searches' within the first 10 lines.",
    );
  });

  it('reads back the generated UTF-16LE export', async () => {
    const path = join(dir, 'generated.tsv');
    await writeKeywordPlannerFile(path, 3);
    expect(await read(path)).toEqual(
      [0, 1, 2].map((i) => ({
        line: i + 4,
        record: expect.objectContaining({
          term: generatedTerm(i),
          volume: generatedVolume(i),
          monthlyVolumes: expect.arrayContaining([{ month: 202511, volume: generatedVolume(i) }]),
        }),
      })),
    );
  });
});
