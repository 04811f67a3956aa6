/**
 * What a search query is — a term (keyword), a url or a domain — before the index is asked.
 * Pure: the same text and flags always give the same answer. The lookup handler tries the
 * interpretations in order against the index and answers the first one found, else the last one
 * (the query's natural reading).
 *
 * Rules (doc 1 §4 step 8, and our design where the spec shows none):
 * - The query is trimmed; a blank one is malformed.
 * - Characters no domain, URL or keyword has are malformed: control and format characters, emoji
 *   and other symbols, and any of <>{}|\^`.
 * - A query wrapped in matching double or single quotes (straight or typographic) is a term first:
 *   the quotes are dropped and the text is tried as a keyword before anything else.
 * - A scheme-like start (`word:/…`) must be exactly http:// or https://, else it is a mis-typed URL.
 *   With the scheme the rest must be a valid host, optionally followed by a path.
 * - Without a scheme: text with whitespace is a term. Text whose host part (before / ? #) ends in
 *   a dot and a top-level domain (letters, or an xn-- label) is a domain or URL, and its host must
 *   be valid; any other text (no dot, `3.5`, `24/7`, `c++`) is a term.
 * - A domain or URL: host lower-cased, `www.` and a trailing dot dropped, port dropped, Unicode
 *   hosts shown in Unicode and looked up in ASCII (punycode). A path other than `/` or a query
 *   string makes it a url; the fragment is dropped.
 * - A term is lower-cased with its whitespace collapsed, and must hold a letter or a digit.
 * - tryAsTermFirst puts the term reading first; isSiteQuery keeps only the domain/URL reading, so
 *   text that cannot be a site is malformed.
 */
import { domainToUnicode } from 'node:url';

export type QueryType = 'term' | 'url' | 'domain';

export interface QueryInterpretation {
  resultType: QueryType;
  /** The normalised query the client shows and searches with. */
  cleansedQuery: string;
  /** The host in ASCII (punycode) for a domain or url: the index key of its domain. */
  asciiHost: string | null;
}

export type QueryClassification =
  { ok: true; interpretations: [QueryInterpretation, ...QueryInterpretation[]] } | { ok: false; message: string };

export interface QueryFlags {
  tryAsTermFirst?: boolean;
  isSiteQuery?: boolean;
}

/** Our own wording for a malformed query (the 400's field message; the client shows the typo page). */
export const QUERY_MESSAGES = {
  blank: 'is empty',
  badCharacters: 'contains characters no domain, URL or keyword has',
  malformed: 'not a valid domain, URL or keyword',
  notASite: 'not a valid domain or URL',
} as const;

const QUOTE_PAIRS: readonly (readonly [string, string])[] = [
  ['"', '"'],
  ["'", "'"],
  ['\u201c', '\u201d'],
  ['\u2018', '\u2019'],
];

const FORBIDDEN_CHARACTERS = /[\p{C}\p{So}<>{}|\\^`]/u;
const WHITESPACE = /\s/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** A scheme followed by at least one slash: the start of a URL, possibly mis-typed. */
const SCHEME_LIKE = /^[a-z][a-z0-9+.-]*:\/|^https?\/\//i;
const WEB_SCHEME = /^https?:\/\/(?!\/)/i;
/** The host ends in a dot and a top-level domain: the text means to be a domain. */
const DOMAIN_LIKE_HOST = /\.(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})\.?(?::\d*)?$/iu;
const ASCII_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const ASCII_TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const MAX_HOST_LENGTH = 253;

/** Drops one pair of matching surrounding quotes; null when the text is not quoted. */
export function unquote(text: string): string | null {
  for (const [open, close] of QUOTE_PAIRS) {
    if (text.length >= 2 && text.startsWith(open) && text.endsWith(close)) return text.slice(1, -1);
  }
  return null;
}

/** A term as the index keys it: lower case, single spaces. */
export function cleanseTerm(text: string): string {
  return text.trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** The ASCII form of a host when it is a valid public domain name (two labels or more), else null. */
export function asciiDomain(host: string): string | null {
  let ascii: string;
  try {
    ascii = new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
  if (ascii.length === 0 || ascii.length > MAX_HOST_LENGTH) return null;
  const labels = ascii.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !ASCII_TLD.test(tld) || !labels.every((label) => ASCII_LABEL.test(label))) return null;
  return ascii;
}

/** A domain without `www.` (kept when nothing but a top-level domain would remain). */
function withoutWww(ascii: string): string {
  return ascii.startsWith('www.') && ascii.slice(4).includes('.') ? ascii.slice(4) : ascii;
}

/** Reads `host[:port][/path][?query][#fragment]` as a domain or url; null when the host is invalid. */
function siteInterpretation(text: string): QueryInterpretation | null {
  const hostEnd = text.search(/[/?#]/);
  const hostPart = hostEnd === -1 ? text : text.slice(0, hostEnd);
  const rest = hostEnd === -1 ? '' : text.slice(hostEnd);
  const host = hostPart.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  if (host.includes(':') || host.includes('@')) return null;
  const ascii = asciiDomain(host);
  if (ascii === null) return null;
  const asciiHost = withoutWww(ascii);
  const shownHost = domainToUnicode(asciiHost) || asciiHost;
  let url: URL;
  try {
    url = new URL(`http://${asciiHost}${rest.startsWith('/') ? '' : '/'}${rest}`);
  } catch {
    return null;
  }
  const path = url.pathname === '/' ? '' : url.pathname;
  const search = url.search === '?' ? '' : url.search;
  if (path === '' && search === '') return { resultType: 'domain', cleansedQuery: shownHost, asciiHost };
  return { resultType: 'url', cleansedQuery: `${shownHost}${path || '/'}${search}`, asciiHost };
}

/** Classifies a raw query; see the rules at the top of this file. */
export function classifyQuery(raw: string, flags: QueryFlags = {}): QueryClassification {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, message: QUERY_MESSAGES.blank };
  if (FORBIDDEN_CHARACTERS.test(trimmed)) return { ok: false, message: QUERY_MESSAGES.badCharacters };

  const inner = unquote(trimmed);
  const text = (inner ?? trimmed).trim();
  if (text === '') return { ok: false, message: QUERY_MESSAGES.blank };
  const termFirst = !flags.isSiteQuery && (inner !== null || flags.tryAsTermFirst === true);

  let site: QueryInterpretation | null = null;
  let siteWasMeant = false;
  if (SCHEME_LIKE.test(text)) {
    siteWasMeant = true;
    if (WEB_SCHEME.test(text) && !WHITESPACE.test(text)) site = siteInterpretation(text.replace(WEB_SCHEME, ''));
  } else if (!WHITESPACE.test(text)) {
    const bare = text.replace(/^\/\//, ''); // protocol-relative: //example.com
    const hostEnd = bare.search(/[/?#]/);
    const hostPart = hostEnd === -1 ? bare : bare.slice(0, hostEnd);
    siteWasMeant = DOMAIN_LIKE_HOST.test(hostPart) || flags.isSiteQuery === true;
    if (siteWasMeant) site = siteInterpretation(bare);
  }

  if (flags.isSiteQuery) {
    return site ? { ok: true, interpretations: [site] } : { ok: false, message: QUERY_MESSAGES.notASite };
  }

  const term: QueryInterpretation | null = LETTER_OR_DIGIT.test(text)
    ? { resultType: 'term', cleansedQuery: cleanseTerm(text), asciiHost: null }
    : null;
  if (site) return { ok: true, interpretations: termFirst && term ? [term, site] : [site] };
  // A mis-typed URL or domain is malformed — unless the text is tried as a term first.
  if (term && (!siteWasMeant || termFirst)) return { ok: true, interpretations: [term] };
  return { ok: false, message: QUERY_MESSAGES.malformed };
}

/** The prefix a domain suggestion matches: lower case, without a scheme or `www.`. */
export function domainPrefix(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/*/, '')
    .replace(/^www\./, '')
    .replace(/^\/+/, '');
}

/** The prefix a keyword suggestion matches: lower case, single spaces, a trailing space kept. */
export function keywordPrefix(query: string): string {
  return query.trimStart().replace(/\s+/gu, ' ').toLowerCase();
}
