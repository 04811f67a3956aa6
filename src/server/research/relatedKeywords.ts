/**
 * Keywords related to a keyword, by doc 2's types:
 * - similar: keywords sharing words with it (words of 3 letters or more, stop words aside);
 *   relevance = how many of its words they hold;
 * - questions / transaction: the similar keywords that are questions / transactional;
 * - buys: keywords its advertisers of the month also buy; relevance = how many of them do;
 * - ranks: keywords its first-page domains of the month also have on a first page; relevance =
 *   how many of them do.
 * Sorted by relevance, then searches, by default; by any column in either direction on request.
 */
import { sql, type RawBuilder } from 'kysely';

import { findKeyword, researchTerm } from './keyword';
import {
  containsFilter,
  directionSql,
  likeEscaped,
  limitOffset,
  listPage,
  numberOf,
  openList,
  type PageWindow,
  pageTotal,
  throttledRow,
} from './lists';
import { matchVolumeSql, OWN_VOLUME_MONTH, parseMatchTypes, prepareMatchTypes, type MatchType } from './matchTypes';
import type { components, operations } from '../../api/schema.gen';
import type { Db } from '../db';

type Schemas = components['schemas'];
type Params = NonNullable<operations['getRelatedKeywords']['parameters']['query']>;
type RelatedKeywordType = Schemas['RelatedKeywordType'];
type RelatedKeywordSort = Schemas['RelatedKeywordColumn'];

/** Words that relate nothing (ours). */
const STOP_WORDS = new Set(['and', 'are', 'for', 'how', 'the', 'what', 'with', 'near', 'best', 'from', 'your', 'you']);
/** At most this many of a keyword's words are matched. */
const MAX_WORDS = 8;

/** The words of a keyword that relate it to others. */
export function relatingWords(term: string): string[] {
  const words = term.split(' ').filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** The related keywords of one type as (keyword_id, relevance) rows, in SQL. */
function relatedSql(type: RelatedKeywordType, keyword: { id: number; term: string; country: string }, month: number) {
  if (type === 'buys') {
    return sql`
      select a.keyword_id, count(distinct a.domain_id) as relevance
      from serp_ads a
      where a.domain_id in (select domain_id from serp_ads where keyword_id = ${keyword.id} and month = ${month})
        and a.month = ${month} and a.keyword_id <> ${keyword.id}
      group by a.keyword_id`;
  }
  if (type === 'ranks') {
    return sql`
      select s.keyword_id, count(distinct s.domain_id) as relevance
      from serp_organic s
      where s.domain_id in (select domain_id from serp_organic
          where keyword_id = ${keyword.id} and month = ${month} and rank_group <= 10)
        and s.month = ${month} and s.rank_group <= 10 and s.keyword_id <> ${keyword.id}
      group by s.keyword_id`;
  }
  const words = relatingWords(keyword.term);
  if (words.length === 0) return null;
  const holds = (word: string) => sql`(' ' || k.term || ' ') like ${`% ${likeEscaped(word)} %`} escape '\\'`;
  const segment =
    type === 'questions'
      ? sql`and k.is_question = 1`
      : type === 'transaction'
        ? sql`and k.is_transactional = 1`
        : sql``;
  return sql`
    select k.id as keyword_id, (${sql.join(
      words.map((w) => sql`(case when ${holds(w)} then 1 else 0 end)`),
      sql` + `,
    )}) as relevance
    from keywords k
    where k.country = ${keyword.country} and k.id <> ${keyword.id} ${segment}
      and (${sql.join(words.map(holds), sql` or `)})`;
}

const hiddenRow = throttledRow('RelatedKeywordRow', 'keyword');

/** One page of a keyword's related keywords; rows past the free ones are throttled unless `isFullUser`. */
export async function relatedKeywordsPage(
  db: Db,
  params: Params,
  isFullUser: boolean,
): Promise<Schemas['RelatedKeywords']> {
  const term = researchTerm(params.query);
  const type = params.type ?? 'similar';
  const asked = parseMatchTypes(params.matchTypes);
  const {
    window,
    month,
    subject: [keyword, prepared],
    base,
  } = await openList(
    db,
    params,
    isFullUser,
    Promise.all([findKeyword(db, term, params.countryCode), prepareMatchTypes(db, asked)]),
  );
  // Exact while the phrase and broad sums are being stored (the answer says so).
  const { matchTypes } = prepared;
  const related = keyword && month !== null ? relatedSql(type, keyword, month) : null;
  const page = related
    ? await relatedPage(db, related, params.sortBy ?? 'relevance', window, matchTypes.volume)
    : { rows: [], total: 0, unfiltered: 0 };
  return {
    keyword: term,
    type,
    // A filter matching none of the related keywords leaves an empty page, not a keyword without data.
    hasData: page.unfiltered > 0,
    ...base,
    ...prepared.answer,
    ...listPage(window, page.rows, page.total, hiddenRow),
  };
}

async function relatedPage(
  db: Db,
  related: RawBuilder<unknown>,
  sort: RelatedKeywordSort,
  window: PageWindow,
  volumeMatchType: MatchType,
) {
  // The keywords' own searches (not a month's), in the chosen match type.
  const volume = matchVolumeSql(volumeMatchType, sql.ref('k.volume'), sql.ref('k.id'), OWN_VOLUME_MONTH);
  const sortExpressions: Record<RelatedKeywordSort, RawBuilder<unknown>> = {
    keyword: sql`k.term`,
    volume,
    cpc: sql`k.cpc_cents`,
    difficulty: sql`k.difficulty`,
    relevance: sql`r.relevance`,
  };
  const direction = directionSql(window.direction);
  const { rows } = await sql<{
    term: string;
    volume: number | string;
    cpc_cents: number;
    difficulty: number;
    relevance: number | string;
    is_question: number;
    is_transactional: number;
    total: number | string;
  }>`
    with r as (${related})
    select k.term, ${volume} as volume, k.cpc_cents, k.difficulty, r.relevance, k.is_question, k.is_transactional,
      count(*) over () as total
    from r join keywords k on k.id = r.keyword_id
    where 1 = 1 ${containsFilter(sql`k.term`, window.filter)}
    order by ${sortExpressions[sort]} ${direction}, r.relevance desc, k.volume desc, k.term asc
    ${limitOffset(window)}`.execute(db.kysely);
  const total = await pageTotal(
    db,
    rows,
    () => sql<{ n: number | string }>`
      with r as (${related})
      select count(*) as n from r join keywords k on k.id = r.keyword_id
      where 1 = 1 ${containsFilter(sql`k.term`, window.filter)}`,
  );
  // Whether the keyword has related keywords at all, whatever the filter keeps.
  const unfiltered =
    total > 0 || !window.filter
      ? total
      : numberOf(
          (await sql<{ n: number | string }>`with r as (${related}) select count(*) as n from r`.execute(db.kysely))
            .rows[0]?.n,
        );
  return {
    total,
    unfiltered,
    rows: rows.map((r): Schemas['RelatedKeywordRow'] => ({
      keyword: r.term,
      volume: numberOf(r.volume),
      cpc: r.cpc_cents / 100,
      difficulty: r.difficulty,
      relevance: numberOf(r.relevance),
      isQuestion: r.is_question === 1,
      isTransactional: r.is_transactional === 1,
      isThrottled: false,
    })),
  };
}
