import { describe, expect, it } from 'vitest';

import { missedSearchEvent } from './missedSearch';

describe('missedSearchEvent', () => {
  it('names the kind of search and the query, with an empty page name', () => {
    expect(missedSearchEvent('domain', ' unknown-site.example ')).toEqual({
      eventName: 'Missed Search',
      eventCategory: 'Search',
      eventAction: 'domain:unknown-site.example',
      pageName: '',
    });
    expect(missedSearchEvent('url', 'example.com/a').eventAction).toBe('url:example.com/a');
  });

  it('keeps the action within the contract limit', () => {
    expect(missedSearchEvent('url', `example.com/${'a'.repeat(3000)}`).eventAction).toHaveLength(2048);
  });
});
