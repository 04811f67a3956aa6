/**
 * The ready-made keyword suggestions for a project's domain (doc 2 §3 static suggestion import
 * flags), computed from the research corpus's latest month in the request's country. Our rules:
 *
 * - easyWins, 'Easy Wins': keywords the domain ranks 11–30 for (page 2 or 3), the lowest
 *   difficulty first (then the most searched): the least stands between them and page 1;
 * - mostSearched, 'Most Searched': the domain's ranked keywords with the most monthly searches;
 * - opportunities, 'Opportunities': keywords the domain's OPPORTUNITY_RIVALS closest organic
 *   competitors (the top of its competitor list) rank 1–10 for and the domain does not rank for;
 * - topRecommendations, 'Top Recommendations': the domain's keywords ranked 2 or lower with the
 *   most clicks to gain by reaching position 1, searches × (CTR(1) − CTR(its position));
 * - customGroups: one group per search intent among the domain's ranked keywords (CUSTOM_GROUPS:
 *   questions, buying intent, content ideas), from the corpus's keyword flags.
 *
 * Each set holds at most SUGGESTION_SET_SIZE keywords, the most searched first (easyWins: the
 * easiest first; topRecommendations: the most clicks to gain first), ties by keyword; "ranks" is the
 * domain's best position that month. Difficulty is relative: the corpus's keywords span a narrow
 * band of the 0–100 scale, so a fixed "easy" threshold would find nothing in one corpus and
 * everything in another.
 * A set with no keyword makes no group.
 */
import { sql } from 'kysely';

import { rankContext, storedDomain } from './keywordMetrics';
import type { components } from '../../api/schema.gen';
import { DEFAULT_COUNTRY_CODE } from '../../lib/countries';
import type { Db } from '../db';
import { closestCompetitors } from '../research/competitors';
import { estimatedClicks } from '../research/metrics';

type SuggestionFlags = Omit<components['schemas']['StaticSuggestionImportRequest'], 'countryCode' | 'projectId'>;
export type SuggestionFlag = keyof SuggestionFlags;

/** Keywords per suggestion set (ours). */
export const SUGGESTION_SET_SIZE = 25;
/** easyWins: the positions of page 2 and 3. */
export const EASY_WIN_POSITIONS = { from: 11, to: 30 } as const;
/** opportunities: how many of the closest organic competitors, and the positions that count (page 1). */
export const OPPORTUNITY_RIVALS = 3;
export const OPPORTUNITY_MAX_POSITION = 10;

/** The group each flag's set lands in, in the order the sets are imported. */
export const SUGGESTION_GROUPS = {
  easyWins: 'Easy Wins',
  mostSearched: 'Most Searched',
  opportunities: 'Opportunities',
  topRecommendations: 'Top Recommendations',
} as const satisfies Partial<Record<SuggestionFlag, string>>;

/** customGroups: a group per intent flag of the corpus's keywords. */
export const CUSTOM_GROUPS = [
  { group: 'Questions', flag: 'is_question' },
  { group: 'Buying Intent', flag: 'is_transactional' },
  { group: 'Content Ideas', flag: 'is_content' },
] as const;

export const SUGGESTION_FLAGS = [
  ...(Object.keys(SUGGESTION_GROUPS) as (keyof typeof SUGGESTION_GROUPS)[]),
  'customGroups',
] as const satisfies readonly SuggestionFlag[];

/** One suggestion set: the group it goes to and its keywords (corpus terms), in order. */
export interface SuggestionSet {
  group: string;
  terms: string[];
}

interface RankedKeyword {
  term: string;
  position: number;
  volume: number;
  difficulty: number;
  is_question: boolean;
  is_transactional: boolean;
  is_content: boolean;
}

const byVolume = (a: { volume: number; term: string }, b: { volume: number; term: string }) =>
  b.volume - a.volume || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
const top = (rows: readonly { term: string }[]) => rows.slice(0, SUGGESTION_SET_SIZE).map((r) => r.term);

/** The domain's keywords in the country that month, with its best position in each. */
async function rankedKeywords(db: Db, domainId: number, month: number, country: string): Promise<RankedKeyword[]> {
  const { rows } = await sql<Record<keyof RankedKeyword, unknown>>`
    select k.term, min(s.rank_group) as position, max(s.volume) as volume, k.difficulty,
      k.is_question, k.is_transactional, k.is_content
    from serp_organic s join keywords k on k.id = s.keyword_id
    where s.domain_id = ${domainId} and s.month = ${month} and k.country = ${country}
    group by k.id, k.term, k.difficulty, k.is_question, k.is_transactional, k.is_content`.execute(db.kysely);
  return rows.map((r) => ({
    term: String(r.term),
    position: Number(r.position),
    volume: Number(r.volume),
    difficulty: Number(r.difficulty),
    is_question: Number(r.is_question) === 1,
    is_transactional: Number(r.is_transactional) === 1,
    is_content: Number(r.is_content) === 1,
  }));
}

/** Keywords the rivals rank on page 1 for and the domain does not rank for at all. */
async function opportunityTerms(db: Db, domainId: number, month: number, country: string): Promise<string[]> {
  const rivals = await closestCompetitors(db, 'organic', domainId, month, OPPORTUNITY_RIVALS);
  if (rivals.length === 0) return [];
  const { rows } = await sql<{ term: string; volume: number | string }>`
    select k.term, max(s.volume) as volume
    from serp_organic s join keywords k on k.id = s.keyword_id
    where s.domain_id in (${sql.join(rivals.map((r) => r.id))}) and s.month = ${month}
      and s.rank_group <= ${OPPORTUNITY_MAX_POSITION} and k.country = ${country}
      and not exists (select 1 from serp_organic o
        where o.keyword_id = s.keyword_id and o.month = s.month and o.domain_id = ${domainId})
    group by k.id, k.term`.execute(db.kysely);
  return top(rows.map((r) => ({ term: r.term, volume: Number(r.volume) })).sort(byVolume));
}

/**
 * The suggestion sets the flags ask for, for the domain (a project's stored domain), in import
 * order; empty when the corpus has no results of the domain that month.
 */
export async function suggestionSets(
  db: Db,
  projectDomain: string | null,
  countryCode: string | undefined,
  flags: SuggestionFlags,
): Promise<SuggestionSet[]> {
  const ctx = await rankContext(db, storedDomain(projectDomain));
  if (ctx.domainId === null || ctx.month === null) return [];
  const { domainId, month } = ctx;
  const country = countryCode ?? DEFAULT_COUNTRY_CODE;
  const ranked = (await rankedKeywords(db, domainId, month, country)).sort(byVolume);

  const sets: SuggestionSet[] = [];
  if (flags.easyWins) {
    // `ranked` is most searched first, and the sort is stable.
    const easy = ranked
      .filter((k) => k.position >= EASY_WIN_POSITIONS.from && k.position <= EASY_WIN_POSITIONS.to)
      .sort((a, b) => a.difficulty - b.difficulty);
    sets.push({ group: SUGGESTION_GROUPS.easyWins, terms: top(easy) });
  }
  if (flags.mostSearched) sets.push({ group: SUGGESTION_GROUPS.mostSearched, terms: top(ranked) });
  if (flags.opportunities) {
    sets.push({ group: SUGGESTION_GROUPS.opportunities, terms: await opportunityTerms(db, domainId, month, country) });
  }
  if (flags.topRecommendations) {
    const gains = ranked
      .filter((k) => k.position > 1)
      .map((k) => ({ term: k.term, gain: estimatedClicks(k.volume, 1) - estimatedClicks(k.volume, k.position) }))
      .sort((a, b) => b.gain - a.gain || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    sets.push({ group: SUGGESTION_GROUPS.topRecommendations, terms: top(gains) });
  }
  if (flags.customGroups) {
    for (const { group, flag } of CUSTOM_GROUPS) sets.push({ group, terms: top(ranked.filter((k) => k[flag])) });
  }
  return sets.filter((s) => s.terms.length > 0);
}
