/** The keyword lists the mock "supplied URL" sources answer with (ImportFromUrl). */
import { buildKombatKeywordsResponse } from '../fixtures';
import type { Schemas } from '../spec';

type SourceItem = Schemas['KeywordSourceItem'];

/** Kombat keyword lists come from the Kombat fixture; any other source gives two research terms. */
export function buildKeywordSourceItems(url: string): SourceItem[] {
  if (url.includes('KeywordKombat')) {
    return buildKombatKeywordsResponse().keywords.map((k) => ({ keyword: k.keyword }));
  }
  return [{ keyword: 'seo tools' }, { term: 'rank tracker' }];
}
