import { describe, expect, it } from 'vitest';

import { csvField, csvRecord, csvText, csvValues } from './csv';

describe('csv', () => {
  it('leaves plain fields as they are and writes empty fields for null and undefined', () => {
    expect(csvRecord(['seo tools', 12100, 0.5, true, null, undefined])).toBe('seo tools,12100,0.5,true,,\r\n');
  });

  it('quotes a field holding a comma, a quote, CR or LF, doubling its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('"')).toBe('""""');
  });

  it('writes the header record, then each row, every record ended by CRLF', () => {
    expect(
      csvText(
        ['Keyword', 'Volume'],
        [
          ['a, b', 1],
          ['c', null],
        ],
      ),
    ).toBe('Keyword,Volume\r\n"a, b",1\r\nc,\r\n');
    expect(csvText(['Keyword'], [])).toBe('Keyword\r\n');
  });

  it('reads a comma or line separated list: trimmed, blanks and case-insensitive repeats dropped, in order', () => {
    expect(csvValues(' seo tools, SEO Tools,,\nrank tracker ,seo tools\n')).toEqual(['seo tools', 'rank tracker']);
    expect(csvValues('')).toEqual([]);
    expect(csvValues(null)).toEqual([]);
    expect(csvValues(undefined)).toEqual([]);
  });
});
