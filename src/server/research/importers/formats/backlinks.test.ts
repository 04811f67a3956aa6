import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readBacklinks } from './backlinks';
import type { ParsedRow } from '../../records';

const fixtures = join(import.meta.dirname, 'fixtures');
const options = { country: 'us', month: 202611 };

async function read(name: string): Promise<ParsedRow[]> {
  const rows: ParsedRow[] = [];
  for await (const row of readBacklinks(join(fixtures, name), options)) rows.push(row);
  return rows;
}

describe('the backlink reader', () => {
  it("reads Ahrefs' UTF-16 tab-separated export by its headers", async () => {
    expect(await read('backlinks-ahrefs.tsv')).toEqual([
      {
        line: 2,
        record: {
          kind: 'backlink',
          sourceUrl: 'https://blog.example/best-shoes',
          targetUrl: 'https://shop.example/running-shoes',
          anchor: 'running shoes "Pro", light',
          nofollow: false,
          firstSeen: '2026-03-14',
          lastSeen: '2026-11-20',
        },
      },
      {
        line: 3,
        record: {
          kind: 'backlink',
          sourceUrl: 'https://forum.example/t/123',
          targetUrl: 'https://shop.example/',
          anchor: 'shop.example',
          nofollow: true,
          firstSeen: '2025-12-01',
          lastSeen: '2026-11-01',
        },
      },
      { line: 4, error: "'Referring page URL' is 'not a url', not an http(s) URL" },
      { line: 5, error: "'First seen' is 'sometime', not a date" },
    ]);
  });

  it("reads Semrush's CSV export, refusing an unclear nofollow and a cut-off row", async () => {
    expect(await read('backlinks-semrush.csv')).toEqual([
      {
        line: 2,
        record: {
          kind: 'backlink',
          sourceUrl: 'https://reviews.example/shoes',
          targetUrl: 'https://shop.example/running-shoes',
          anchor: 'best, lightest shoes',
          nofollow: false,
          firstSeen: '2026-03-03',
          lastSeen: '2026-11-21',
        },
      },
      { line: 3, record: expect.objectContaining({ sourceUrl: 'https://links.example/', anchor: '', nofollow: true }) },
      { line: 4, error: "'Nofollow' is 'maybe', not yes or no" },
      { line: 5, error: "'Target url' is empty" },
    ]);
  });

  it('throws for a file without source and target URL columns', async () => {
    await expect(read('backlinks-other.csv')).rejects.toThrow(
      /^Not a backlink export: expected a header row with a source URL column/,
    );
  });
});
