import { describe, expect, it } from 'vitest';

import { hostOf, similarDomains, similarKeywords, suggestionPrefix } from './similarDomains';

describe('hostOf', () => {
  it('drops the scheme, www and path', () => {
    expect(hostOf(' https://www.GitHub.com/features?x=1 ')).toBe('github.com');
    expect(hostOf('example.org')).toBe('example.org');
  });
});

describe('suggestionPrefix', () => {
  it('asks for the first letters of the name', () => {
    expect(suggestionPrefix('gihtub.com')).toBe('gih');
    expect(suggestionPrefix('https://www.ab.io/x')).toBe('ab');
  });
});

describe('similarDomains', () => {
  it('leaves out the searched domain and repeats, and keeps the order', () => {
    expect(similarDomains(['GitHub.com', 'gihtub.com', 'github.com', 'gitlab.com'], 'www.gihtub.com')).toEqual([
      'github.com',
      'gitlab.com',
    ]);
  });

  it('keeps at most max', () => {
    expect(similarDomains(['a.com', 'b.com', 'c.com'], 'x.com', 2)).toEqual(['a.com', 'b.com']);
  });
});

describe('similarKeywords', () => {
  it('leaves out the searched keyword whatever its case and spacing, and repeats', () => {
    expect(
      similarKeywords(
        ['Project Management', 'project  managment', 'project management', 'pm tools'],
        ' project   managment ',
      ),
    ).toEqual(['project management', 'pm tools']);
  });
});
