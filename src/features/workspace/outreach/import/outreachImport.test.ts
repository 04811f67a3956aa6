import { describe, expect, it } from 'vitest';

import {
  delimiterOf,
  headerColumn,
  isTextFile,
  normalizeUrl,
  pageKeyOf,
  parseOutreachImport,
  problemText,
  readCsvRecords,
  tagsOf,
} from './outreachImport';
import { TEXT } from '../../../../lib/spec/text';

describe('readCsvRecords', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and numbers records by their first line', () => {
    const text = 'a,"b, c","say ""hi"""\r\n"multi\nline",x\n\nlast';
    expect(readCsvRecords(text)).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
      { line: 2, fields: ['multi\nline', 'x'] },
      { line: 4, fields: [''] },
      { line: 5, fields: ['last'] },
    ]);
  });

  it('opens a quote after spaces, keeps an unterminated quote to the end, and reads a lone CR as a line break', () => {
    expect(readCsvRecords('a,  "b,c"  \rd,"open')).toEqual([
      { line: 1, fields: ['a', 'b,c  '] },
      { line: 2, fields: ['d', 'open'] },
    ]);
  });

  it('reads tab separated text when the first line holds tabs and no comma', () => {
    expect(delimiterOf('\n a.com\tDana\n')).toBe('\t');
    expect(delimiterOf('a.com\tDana, Lee')).toBe(',');
    expect(readCsvRecords('a.com\tDana', '\t')).toEqual([{ line: 1, fields: ['a.com', 'Dana'] }]);
  });
});

describe('normalizeUrl', () => {
  it('adds https:// to an address without a scheme and keeps http', () => {
    expect(normalizeUrl('blog.example.org/post')?.href).toBe('https://blog.example.org/post');
    expect(normalizeUrl(' http://www.example.com ')?.protocol).toBe('http:');
  });

  it('refuses what is no web page address', () => {
    for (const bad of [
      '',
      'not a url',
      'localhost/x',
      'ftp://example.com/file',
      'https://exa_mple.com',
      'example.c0m',
      'mailto:dana@example.org',
      'https://-bad.example.com',
    ]) {
      expect(normalizeUrl(bad), bad).toBeNull();
    }
  });

  it('keys a page as the server does: host without www., path and query', () => {
    expect(pageKeyOf(normalizeUrl('http://WWW.Example.com/a?b=1#frag')!)).toBe('example.com/a?b=1');
    expect(pageKeyOf(normalizeUrl('example.com')!)).toBe(pageKeyOf(normalizeUrl('https://example.com/')!));
  });
});

describe('headers and tags', () => {
  it('names columns from header words in any case and spelling', () => {
    expect(headerColumn('URL')).toBe('url');
    expect(headerColumn('Contact e-mail')).toBe('contactEmail');
    expect(headerColumn('Contact Name')).toBe('contactName');
    expect(headerColumn('Tags')).toBe('tags');
    expect(headerColumn('example.com')).toBeUndefined();
  });

  it('splits tags on commas and semicolons, trimmed, repeats dropped', () => {
    expect(tagsOf(' guest post; partner ,Guest Post,, ')).toEqual(['guest post', 'partner']);
  });
});

describe('parseOutreachImport', () => {
  it('reads pasted lines in the default column order, skipping blank lines and trimming fields', () => {
    const parsed = parseOutreachImport(
      '\n  blog.example.org/best-seo-tools , Dana Lee , dana@example.org , guest post\n   \n,,,\nhttps://news.example.com\n',
    );
    expect(parsed.hasHeader).toBe(false);
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries).toEqual([
      {
        fullUrl: 'https://blog.example.org/best-seo-tools',
        contactName: 'Dana Lee',
        contactEmail: 'dana@example.org',
        tagsCsv: 'guest post',
      },
      { fullUrl: 'https://news.example.com' },
    ]);
    expect(parsed.lines).toEqual([2, 5]);
  });

  it('takes unquoted fields after the tags column as more tags', () => {
    expect(parseOutreachImport('a.example.com,,,guest post,partner').entries).toEqual([
      { fullUrl: 'https://a.example.com', tagsCsv: 'guest post,partner' },
    ]);
  });

  it('detects a header row and reads the columns in its order, quoted fields included', () => {
    const parsed = parseOutreachImport(
      'Email,URL,Tags,Notes\r\ndana@example.org,blog.example.org/a,"guest post,partner",ignored\r\n,"b.example.com/x?y=1",,\r\n',
    );
    expect(parsed.hasHeader).toBe(true);
    expect(parsed.entries).toEqual([
      { fullUrl: 'https://blog.example.org/a', contactEmail: 'dana@example.org', tagsCsv: 'guest post,partner' },
      { fullUrl: 'https://b.example.com/x?y=1' },
    ]);
    expect(parsed.lines).toEqual([2, 3]);
  });

  it('reports bad fields per line with the line number and field, and leaves those lines out', () => {
    const parsed = parseOutreachImport(
      [
        'url,contact name,contact email,tags',
        'good.example.com',
        'not a url,Dana,dana@',
        ',Only A Name',
        `ok.example.com,${'n'.repeat(101)}`,
        `ok2.example.com,,,${'t'.repeat(101)}`,
        'ftp://files.example.com,,bad@',
      ].join('\n'),
    );
    expect(parsed.entries).toEqual([{ fullUrl: 'https://good.example.com' }]);
    expect(parsed.problems).toEqual([
      { line: 3, field: 'url', value: 'not a url', reason: 'invalid' },
      { line: 3, field: 'contactEmail', value: 'dana@', reason: 'invalid' },
      { line: 4, field: 'url', value: '', reason: 'missing' },
      { line: 5, field: 'contactName', value: 'n'.repeat(101), reason: 'tooLong' },
      { line: 6, field: 'tags', value: 't'.repeat(101), reason: 'tooLong' },
      { line: 7, field: 'url', value: 'ftp://files.example.com', reason: 'invalid' },
      { line: 7, field: 'contactEmail', value: 'bad@', reason: 'invalid' },
    ]);
  });

  it('reports a URL longer than the contract allows', () => {
    const long = `example.com/${'p'.repeat(2040)}`;
    expect(parseOutreachImport(long).problems).toEqual([{ line: 1, field: 'url', value: long, reason: 'tooLong' }]);
  });

  it('keeps the first of repeated pages and counts the repeats', () => {
    const parsed = parseOutreachImport(
      'example.com/a\nhttps://www.example.com/a#top,Dana\nhttp://example.com/a\nexample.com/b',
    );
    expect(parsed.entries.map((e) => e.fullUrl)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(parsed.duplicateCount).toBe(2);
  });

  it('reads nothing from an empty or blank text', () => {
    expect(parseOutreachImport('')).toEqual({
      entries: [],
      lines: [],
      problems: [],
      duplicateCount: 0,
      hasHeader: false,
    });
    expect(parseOutreachImport(' \n\n\t\n').entries).toEqual([]);
  });
});

describe('isTextFile', () => {
  it('reads CSV and text files by type or by name, and nothing else', () => {
    expect(isTextFile({ name: 'links.csv', type: 'text/csv' })).toBe(true);
    expect(isTextFile({ name: 'links.csv', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isTextFile({ name: 'LINKS.TSV', type: '' })).toBe(true);
    expect(isTextFile({ name: 'logo.gif', type: 'image/gif' })).toBe(false);
  });
});

describe('problemText', () => {
  it('says where and what, with the spec’s e-mail message', () => {
    expect(problemText({ line: 3, field: 'contactEmail', value: 'dana@', reason: 'invalid' })).toEqual({
      where: 'Line 3, contact email',
      what: TEXT.invalidEmail,
    });
    expect(problemText({ line: 2, field: 'url', value: 'x y', reason: 'invalid' })).toEqual({
      where: 'Line 2, URL',
      what: '“x y” is not a web page address',
    });
    expect(problemText({ line: 4, field: 'url', value: '', reason: 'missing' }).what).toBe('no URL');
    expect(problemText({ line: 5, field: 'contactName', value: 'n', reason: 'tooLong' }).what).toBe(
      'longer than 100 characters',
    );
  });
});
