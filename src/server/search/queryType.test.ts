/** Every rule of the query classification (pure; no database). */
import { describe, expect, it } from 'vitest';

import {
  asciiDomain,
  classifyQuery,
  cleanseTerm,
  domainPrefix,
  keywordPrefix,
  QUERY_MESSAGES,
  unquote,
  type QueryFlags,
  type QueryInterpretation,
} from './queryType';

/** The interpretations as `type:cleansed`, or `!message` when malformed. */
function readings(raw: string, flags: QueryFlags = {}): string[] {
  const result = classifyQuery(raw, flags);
  return result.ok ? result.interpretations.map((i) => `${i.resultType}:${i.cleansedQuery}`) : [`!${result.message}`];
}

function only(raw: string, flags: QueryFlags = {}): QueryInterpretation {
  const result = classifyQuery(raw, flags);
  if (!result.ok) throw new Error(`${raw} is malformed: ${result.message}`);
  expect(result.interpretations).toHaveLength(1);
  return result.interpretations[0];
}

describe('terms', () => {
  it.each([
    ['seo tools', 'seo tools'],
    ['  SEO   Tools ', 'seo tools'],
    ['amazon', 'amazon'],
    ['2024', '2024'],
    ['3.5', '3.5'],
    ['24/7', '24/7'],
    ['c++', 'c++'],
    ['at&t login', 'at&t login'],
    ['example.com is down', 'example.com is down'],
    ['example.', 'example.'],
    ['1.2.3.4', '1.2.3.4'],
    ['café près de moi', 'café près de moi'],
    ['東京 ホテル', '東京 ホテル'],
    ['seo\u00a0tools', 'seo tools'],
  ])('%j is the term %j', (raw, cleansed) => {
    expect(readings(raw)).toEqual([`term:${cleansed}`]);
  });

  it('cleanses a term to lower case and single spaces', () => {
    expect(cleanseTerm('  Best\tRunning   SHOES ')).toBe('best running shoes');
  });
});

describe('domains', () => {
  it.each([
    ['example.com', 'example.com'],
    ['Example.COM', 'example.com'],
    ['www.example.com', 'example.com'],
    ['WWW.Example.com', 'example.com'],
    ['http://example.com', 'example.com'],
    ['https://www.Example.com/', 'example.com'],
    ['HTTPS://EXAMPLE.COM', 'example.com'],
    ['example.com/', 'example.com'],
    ['example.com.', 'example.com'],
    ['example.com:8080', 'example.com'],
    ['example.com#pricing', 'example.com'],
    ['//example.com', 'example.com'],
    ['docs.google.com', 'docs.google.com'],
    ['bbc.co.uk', 'bbc.co.uk'],
    ['node.js', 'node.js'],
    ['www.com', 'www.com'],
  ])('%j is the domain %j', (raw, cleansed) => {
    expect(readings(raw)).toEqual([`domain:${cleansed}`]);
  });

  it('keeps the ASCII host for the index lookup', () => {
    expect(only('https://www.Example.com/').asciiHost).toBe('example.com');
  });
});

describe('urls', () => {
  it.each([
    ['example.com/blog', 'example.com/blog'],
    ['www.example.com/Blog/Post/', 'example.com/Blog/Post/'],
    ['https://example.com/search?q=seo', 'example.com/search?q=seo'],
    ['http://WWW.EXAMPLE.COM/a/b#section', 'example.com/a/b'],
    ['example.com/?ref=home', 'example.com/?ref=home'],
    ['example.com:443/pricing', 'example.com/pricing'],
  ])('%j is the url %j', (raw, cleansed) => {
    expect(readings(raw)).toEqual([`url:${cleansed}`]);
  });

  it('percent-encodes a path the way browsers do', () => {
    expect(readings('example.com/café')).toEqual(['url:example.com/caf%C3%A9']);
  });

  it('looks a url up by its domain', () => {
    expect(only('https://www.example.com/blog').asciiHost).toBe('example.com');
  });
});

describe('internationalised domain names', () => {
  it('shows a Unicode host in Unicode and looks it up in punycode', () => {
    const unicode = only('Bücher.de');
    expect(unicode).toEqual({ resultType: 'domain', cleansedQuery: 'bücher.de', asciiHost: 'xn--bcher-kva.de' });
  });

  it('reads a punycode host as the same domain', () => {
    expect(only('xn--bcher-kva.de')).toEqual({
      resultType: 'domain',
      cleansedQuery: 'bücher.de',
      asciiHost: 'xn--bcher-kva.de',
    });
  });

  it('accepts a Unicode top-level domain', () => {
    expect(only('пример.рф')).toMatchObject({ resultType: 'domain', asciiHost: 'xn--e1afmkfd.xn--p1ai' });
  });

  it('keeps a Unicode host in a url', () => {
    expect(readings('https://bücher.de/neu')).toEqual(['url:bücher.de/neu']);
  });
});

describe('quoted queries are terms first', () => {
  it.each([
    ['"example.com"', ['term:example.com', 'domain:example.com']],
    ["'example.com'", ['term:example.com', 'domain:example.com']],
    ['\u201cexample.com\u201d', ['term:example.com', 'domain:example.com']],
    ['\u2018example.com\u2019', ['term:example.com', 'domain:example.com']],
    ['"Seo Tools"', ['term:seo tools']],
    ['" seo "', ['term:seo']],
    ['"example.com/blog"', ['term:example.com/blog', 'url:example.com/blog']],
  ])('%j reads as %j', (raw, expected) => {
    expect(readings(raw)).toEqual(expected);
  });

  it('needs matching quotes on both ends', () => {
    expect(readings('"example.com\'')).toEqual(['term:"example.com\'']);
    expect(unquote('"seo')).toBeNull();
    expect(unquote('"')).toBeNull();
    expect(unquote('""')).toBe('');
  });

  it('tries a quoted mis-typed URL as a term', () => {
    expect(readings('"htp://example.com"')).toEqual(['term:htp://example.com']);
  });
});

describe('tryAsTermFirst', () => {
  it('puts the term reading before the domain or url', () => {
    expect(readings('example.com', { tryAsTermFirst: true })).toEqual(['term:example.com', 'domain:example.com']);
    expect(readings('www.example.com/blog', { tryAsTermFirst: true })).toEqual([
      'term:www.example.com/blog',
      'url:example.com/blog',
    ]);
  });

  it('leaves a plain term alone', () => {
    expect(readings('seo tools', { tryAsTermFirst: true })).toEqual(['term:seo tools']);
  });

  it('turns a mis-typed domain into a term', () => {
    expect(readings('exa_mple.com', { tryAsTermFirst: true })).toEqual(['term:exa_mple.com']);
  });
});

describe('isSiteQuery', () => {
  it('keeps only the domain or url reading', () => {
    expect(readings('example.com', { isSiteQuery: true })).toEqual(['domain:example.com']);
    expect(readings('"example.com"', { isSiteQuery: true })).toEqual(['domain:example.com']);
    expect(readings('example.com', { isSiteQuery: true, tryAsTermFirst: true })).toEqual(['domain:example.com']);
    expect(readings('https://example.com/a', { isSiteQuery: true })).toEqual(['url:example.com/a']);
  });

  it.each(['seo tools', 'amazon', 'localhost', '3.5'])('refuses %j, which cannot be a site', (raw) => {
    expect(readings(raw, { isSiteQuery: true })).toEqual([`!${QUERY_MESSAGES.notASite}`]);
  });
});

describe('malformed queries', () => {
  it.each(['', '   ', '\t\n', '""', "'  '"])('%j is blank', (raw) => {
    expect(readings(raw)).toEqual([`!${QUERY_MESSAGES.blank}`]);
  });

  it.each([
    'seo\u0000tools',
    'seo\ntools',
    'seo\u200btools',
    'seo <script>',
    'a{b}',
    'a|b',
    'a\\b',
    'a^b',
    'a`b',
    'pizza 🍕',
    'se\ufeffo',
  ])('%j has characters no domain or keyword has', (raw) => {
    expect(readings(raw)).toEqual([`!${QUERY_MESSAGES.badCharacters}`]);
  });

  it.each([
    '!!!',
    '...',
    '-',
    'htp://example.com',
    'http:/example.com',
    'http:///example.com',
    'http//example.com',
    'ftp://example.com',
    'http://',
    'https://exa mple.com',
    'http://localhost/',
    'http://192.168.0.1/',
    'http://user:pass@example.com/',
    'user@example.com',
    'example..com',
    '.com',
    '-example.com',
    'example-.com',
    'exa_mple.com',
    'site:example.com',
    `${'a'.repeat(64)}.com`,
    `${'abcdefghi.'.repeat(26)}com`,
  ])('%j is a mis-typed domain, URL or keyword', (raw) => {
    expect(readings(raw)).toEqual([`!${QUERY_MESSAGES.malformed}`]);
  });
});

describe('asciiDomain', () => {
  it('accepts public domain names only', () => {
    expect(asciiDomain('Example.com')).toBe('example.com');
    expect(asciiDomain(`${'a'.repeat(63)}.com`)).toBe(`${'a'.repeat(63)}.com`);
    expect(asciiDomain('localhost')).toBeNull();
    expect(asciiDomain('example.c')).toBeNull();
    expect(asciiDomain('example.123')).toBeNull();
    expect(asciiDomain('exa mple.com')).toBeNull();
  });
});

describe('suggestion prefixes', () => {
  it('reads a domain prefix without scheme or www.', () => {
    expect(domainPrefix(' https://www.Goo ')).toBe('goo');
    expect(domainPrefix('WWW.amaz')).toBe('amaz');
    expect(domainPrefix('goo')).toBe('goo');
    expect(domainPrefix('   ')).toBe('');
  });

  it('reads a keyword prefix in lower case with single spaces, keeping a trailing space', () => {
    expect(keywordPrefix('  SEO   to')).toBe('seo to');
    expect(keywordPrefix('seo ')).toBe('seo ');
    expect(keywordPrefix('   ')).toBe('');
  });
});
