/**
 * A typed list of keywords as both the request-keywords page and AddRequestedKeywords read it:
 * split at commas and line breaks, trimmed, inner whitespace collapsed, empty entries dropped, and
 * a repeat (ignoring case) kept once, in the order given. One function, so the count the page shows
 * is the count the server takes.
 */
export function parseKeywordList(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of text.split(/[,\r\n]/)) {
    const keyword = part.trim().replace(/\s+/g, ' ');
    const key = keyword.toLowerCase();
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}
