import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { MAX_FIELD_CHARS, parseDelimitedText, readDelimitedFile } from './delimited';

async function* chunksOf(...parts: string[]): AsyncGenerator<string> {
  for (const part of parts) yield part;
}

async function parse(parts: string[], delimiter?: ',' | '\t') {
  const out = [];
  for await (const row of parseDelimitedText(chunksOf(...parts), delimiter)) out.push(row);
  return out;
}

const dir = await mkdtemp(join(tmpdir(), 'delimited-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the CSV/TSV parser', () => {
  const rfc4180 = 'name,note\r\n"Smith, J.","said ""hi""\r\nthen left"\r\nplain,\r\n\r\nlast,"x"';
  const expected = [
    { line: 1, fields: ['name', 'note'] },
    { line: 2, fields: ['Smith, J.', 'said "hi"\r\nthen left'] },
    { line: 4, fields: ['plain', ''] },
    { line: 6, fields: ['last', 'x'] },
  ];

  it('reads quoted commas, doubled quotes and line breaks inside quotes, with each record’s first line', async () => {
    expect(await parse([rfc4180], ',')).toEqual(expected);
  });

  it('gives the same records wherever the text is split into chunks', async () => {
    for (let at = 1; at < rfc4180.length; at++) {
      expect(await parse([rfc4180.slice(0, at), rfc4180.slice(at)], ',')).toEqual(expected);
    }
  });

  it('counts LF-only and CR-only line ends', async () => {
    expect(await parse(['a\nb\rc\r\nd'], ',')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: ['b'] },
      { line: 3, fields: ['c'] },
      { line: 4, fields: ['d'] },
    ]);
  });

  it('guesses a tab delimiter from the text', async () => {
    expect(await parse(['a\tb,c\td\n1\t2,5\t3\n'])).toEqual([
      { line: 1, fields: ['a', 'b,c', 'd'] },
      { line: 2, fields: ['1', '2,5', '3'] },
    ]);
  });

  it('reports a quote that the file never closes at the line it opens on', async () => {
    expect(await parse(['a,b\n1,"open\nmore\n'], ',')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, error: 'a quoted field starting on this line is never closed (the file ends inside it)' },
    ]);
  });

  it('refuses a field longer than the limit instead of reading the rest of the file into it', async () => {
    const huge = 'x'.repeat(MAX_FIELD_CHARS);
    await expect(parse(['a\n"', huge, huge], ',')).rejects.toThrow(/line 2: a field runs over/);
  });

  it('decodes UTF-8 with a BOM and UTF-16LE/BE files with a BOM', async () => {
    const text = 'Größe,Preis\n"Schuh, rot",12\n';
    const variants: [string, Buffer][] = [
      ['utf8.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])],
      ['le.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['be.csv', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
      ['le-no-bom.csv', Buffer.from(text, 'utf16le')],
    ];
    for (const [name, bytes] of variants) {
      const path = join(dir, name);
      await writeFile(path, bytes);
      const rows = [];
      for await (const row of readDelimitedFile(path)) rows.push(row);
      expect(rows, name).toEqual([
        { line: 1, fields: ['Größe', 'Preis'] },
        { line: 2, fields: ['Schuh, rot', '12'] },
      ]);
    }
  });
});
