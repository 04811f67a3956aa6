/**
 * The similar domains a no-data page suggests. The suggestions API matches by prefix
 * (getdomainsuggestions), so a misspelt domain ('gihtub.com') is asked about by the first letters
 * of its name, and the answer is kept to other domains than the one searched.
 */

/** How many leading letters of the name the suggestions are asked for. */
const PREFIX_LENGTH = 3;

/** The host of a domain or URL as typed: no scheme, no www, no path, lower case. */
export function hostOf(query: string): string {
  return query
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .split(/[/?#]/)[0]!
    .toLowerCase();
}

/** The prefix to ask suggestions for: the first letters of the host's first label ('git' for github.com). */
export function suggestionPrefix(query: string): string {
  const name = hostOf(query).split('.')[0] ?? '';
  return name.slice(0, PREFIX_LENGTH);
}

/** The suggested domains other than the one searched, at most `max`, in the API's order, without repeats. */
export function similarDomains(suggestions: readonly string[], query: string, max = 5): string[] {
  return othersThan(suggestions, hostOf(query), max);
}

/** The suggested keywords other than the one searched (case and spacing aside), as similarDomains. */
export function similarKeywords(suggestions: readonly string[], query: string, max = 5): string[] {
  return othersThan(
    suggestions.map((value) => value.replace(/\s+/g, ' ')),
    query.trim().replace(/\s+/g, ' ').toLowerCase(),
    max,
  );
}

function othersThan(suggestions: readonly string[], searched: string, max: number): string[] {
  const seen = new Set<string>([searched]);
  const kept: string[] = [];
  for (const value of suggestions) {
    const domain = value.trim().toLowerCase();
    if (domain === '' || seen.has(domain)) continue;
    seen.add(domain);
    kept.push(domain);
    if (kept.length === max) break;
  }
  return kept;
}
