/**
 * The site a research query names: its registrable domain (the public-suffix list, through tldts,
 * not a regex: `news.bbc.co.uk` is `bbc.co.uk`, `user.github.io` its own site) and, for a URL, the
 * page. The corpus keys domains by registrable name and pages by their path on that domain.
 */
import { getDomain } from 'tldts';

import { FieldValidationError } from '../errors';
import { classifyQuery } from '../search/queryType';

export interface ResearchSite {
  /** The registrable domain, in ASCII. */
  domain: string;
  /** The host as typed, without `www.` (a subdomain stays). */
  host: string;
  /** The page's path and query string ('/' for a bare domain). */
  path: string;
  /** True when the query named a page, not just a domain. */
  isUrl: boolean;
}

/**
 * The registrable domain of an ASCII host, or null for a host that is itself a public suffix.
 * Private suffixes (github.io, blogspot.com) count, so each blog is its own site; a private suffix
 * asked for by itself is read as the ICANN registrable domain it is.
 */
export function registrableDomain(asciiHost: string): string | null {
  const options = { extractHostname: false, detectIp: false } as const;
  return getDomain(asciiHost, { ...options, allowPrivateDomains: true }) ?? getDomain(asciiHost, options);
}

/** The site a query names, or a 400 naming `field` (a malformed query, or a bare public suffix). */
export function researchSite(query: string, field = 'query.query'): ResearchSite {
  const classified = classifyQuery(query, { isSiteQuery: true });
  const reading = classified.ok ? classified.interpretations[0] : null;
  const host = reading?.asciiHost ?? null;
  const domain = host === null ? null : registrableDomain(host);
  if (!reading || host === null || domain === null) {
    throw new FieldValidationError([
      { field, message: classified.ok ? 'not a valid domain or URL' : classified.message },
    ]);
  }
  const isUrl = reading.resultType === 'url';
  const cleansed = reading.cleansedQuery;
  return { domain, host, path: isUrl ? cleansed.slice(cleansed.indexOf('/')) : '/', isUrl };
}

/**
 * The page an ad lands on, as `host/path` without scheme, `www.`, query string or fragment (they
 * carry tracking parameters); null when the landing URL cannot be read.
 */
export function landingPageOf(landingUrl: string): string | null {
  try {
    const url = new URL(landingUrl);
    const host = url.hostname.replace(/^www\./, '');
    return `${host}${url.pathname}`;
  } catch {
    return null;
  }
}

/** The landing page a site's ads would have: its host and path, query string dropped. */
export const landingPageOfSite = (site: Pick<ResearchSite, 'host' | 'path'>) =>
  `${site.host}${site.path.split('?')[0]}`;
