/** The site a research query names: registrable domains from the public-suffix list, and pages. */
import { describe, expect, it } from 'vitest';

import { landingPageOf, registrableDomain, researchSite } from './site';
import { FieldValidationError } from '../errors';

describe('registrableDomain', () => {
  it.each([
    ['github.com', 'github.com'],
    ['docs.github.com', 'github.com'],
    ['news.bbc.co.uk', 'bbc.co.uk'],
    ['a.b.example.com.au', 'example.com.au'],
    // A private suffix: each blog is its own site, and the suffix alone is its ICANN domain.
    ['someone.github.io', 'someone.github.io'],
    ['github.io', 'github.io'],
  ])('%s is grouped under %s', (host, domain) => {
    expect(registrableDomain(host)).toBe(domain);
  });

  it('has none for a bare public suffix', () => {
    expect(registrableDomain('co.uk')).toBeNull();
  });
});

describe('researchSite', () => {
  it('reads a domain as its home page, dropping scheme and www', () => {
    expect(researchSite('https://www.GitHub.com')).toEqual({
      domain: 'github.com',
      host: 'github.com',
      path: '/',
      isUrl: false,
    });
  });

  it('keeps a page path and its query string, and a subdomain host', () => {
    expect(researchSite('http://docs.github.com/en/pages?x=1#top')).toEqual({
      domain: 'github.com',
      host: 'docs.github.com',
      path: '/en/pages?x=1',
      isUrl: true,
    });
  });

  it.each(['not a domain!', 'co.uk', 'me@example.com', '   '])('refuses %j naming the field', (query) => {
    expect(() => researchSite(query)).toThrow(FieldValidationError);
    try {
      researchSite(query, 'query.competitor');
    } catch (error) {
      expect((error as FieldValidationError).fields[0]?.field).toBe('query.competitor');
    }
  });
});

describe('landingPageOf', () => {
  it('keeps host and path, dropping scheme, www and tracking parameters', () => {
    expect(landingPageOf('https://www.amazon.com/running-shoes?utm_source=search&v=2#x')).toBe(
      'amazon.com/running-shoes',
    );
  });

  it('has none for text that is not a URL', () => {
    expect(landingPageOf('not a url')).toBeNull();
  });
});
