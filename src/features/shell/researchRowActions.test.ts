import { describe, expect, it } from 'vitest';

import { fullUrlOf, rowActionFor } from './researchRowActions';

const actions = {
  keyword: (term: string) => `keyword:${term}`,
  url: (fullUrl: string) => `url:${fullUrl}`,
};

describe('fullUrlOf', () => {
  it('gives a page without a scheme https', () => {
    expect(fullUrlOf('blog.example.org/best-seo-tools')).toBe('https://blog.example.org/best-seo-tools');
  });

  it('keeps a URL that has a scheme, trimmed', () => {
    expect(fullUrlOf(' http://example.com/a ')).toBe('http://example.com/a');
  });
});

describe('rowActionFor', () => {
  it('puts the keyword renderer in the keyword column', () => {
    expect(rowActionFor(actions, 'keyword', ' seo tools ')).toBe('keyword:seo tools');
  });

  it('puts the URL renderer in the URL columns, with the scheme added', () => {
    expect(rowActionFor(actions, 'url', 'example.com/a')).toBe('url:https://example.com/a');
    expect(rowActionFor(actions, 'sourceUrl', 'blog.example.org/b')).toBe('url:https://blog.example.org/b');
  });

  it('renders nothing in other columns, for an empty cell, or without a renderer', () => {
    expect(rowActionFor(actions, 'clicks', '12')).toBeNull();
    expect(rowActionFor(actions, 'keyword', '')).toBeNull();
    expect(rowActionFor(actions, 'keyword', null)).toBeNull();
    expect(rowActionFor(actions, 'url', 42)).toBeNull();
    expect(rowActionFor({}, 'keyword', 'seo tools')).toBeNull();
    expect(rowActionFor({ keyword: actions.keyword }, 'url', 'example.com')).toBeNull();
  });
});
