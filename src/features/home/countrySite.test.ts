import { describe, expect, it } from 'vitest';

import { countrySiteUrl } from './countrySite';

describe('countrySiteUrl', () => {
  it("puts the path on the country's own site", () => {
    expect(countrySiteUrl('UK', '/overview?query=spy.com')).toBe(
      'https://uk.rivalscope.example/overview?query=spy.com',
    );
    expect(countrySiteUrl('GLOBAL', '/overview?query=shoes')).toBe(
      'https://global.rivalscope.example/overview?query=shoes',
    );
  });

  it('keeps an encoded query as it is', () => {
    expect(countrySiteUrl('de', '/overview?query=running%20shoes')).toBe(
      'https://de.rivalscope.example/overview?query=running%20shoes',
    );
  });
});
