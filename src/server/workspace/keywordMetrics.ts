/**
 * A saved keyword's research figures, written into SQL so the keyword table can sort by any of
 * them in the database: monthly searches, CPC and difficulty from the corpus's keyword row for the
 * corpus's latest month (null when the corpus has no searches for it that month: a term the
 * workspace added has no research data), and the project domain's rank, rank change and click
 * change from its organic results of that month and the month before (metrics.ts: the best
 * position, rankChange = last month's position − this month's, clicks = searches × CTR(position)).
 */
import { sql, type RawBuilder } from 'kysely';

import type { Db } from '../db';
import { domainIdOf } from '../research/domainStats';
import { corpusMonth } from '../research/lists';
import {
  DEFAULT_ORGANIC_CTR_CURVE,
  MAX_ORGANIC_POSITION,
  organicCtr,
  type OrganicCtrCurveId,
} from '../research/metrics';
import { researchSite } from '../research/site';
import { ctrSql } from '../research/sqlMetrics';

/** Whose ranks the figures are of, and which months. */
export interface RankContext {
  /** The project domain in the corpus; null when it has no results (or no domain is known). */
  domainId: number | null;
  /** YYYYMM; null while the corpus is empty. */
  month: number | null;
  previousMonth: number | null;
  months: number[];
  curve: OrganicCtrCurveId;
}

/** The registrable domain of a stored project domain, or null when it cannot be read as one. */
export function storedDomain(value: string | null): string | null {
  if (!value) return null;
  try {
    return researchSite(value).domain;
  } catch {
    return null;
  }
}

export async function rankContext(db: Db, domain: string | null): Promise<RankContext> {
  const [{ months, month, previousMonth }, domainId] = await Promise.all([
    corpusMonth(db, undefined),
    domain === null ? null : domainIdOf(db, domain),
  ]);
  return { domainId, month, previousMonth, months, curve: DEFAULT_ORGANIC_CTR_CURVE };
}

const nullInteger = sql<number | null>`cast(null as integer)`;

/**
 * A RankContext as SQL: the domain and months as values of the statement (`rankRefs` of a context
 * read beforehand, or subqueries of the statement's own `ctx`, as GetKeywordList reads them). A
 * null domain or month matches no result, so every figure is null, as with no domain.
 */
export interface RankRefs {
  domainId: RawBuilder<unknown>;
  month: RawBuilder<unknown>;
  previousMonth: RawBuilder<unknown>;
  curve: OrganicCtrCurveId;
  dialect: Db['dialect'];
}

/** Each curve's CTRs as a PostgreSQL numeric[] literal, position 1 first (ctrSql's 8-decimal figures). */
const ctrArrays = new Map<OrganicCtrCurveId, RawBuilder<unknown>>();

/**
 * CTR(position) as ctrSql writes it, the same figures: on PostgreSQL an array read at the position
 * (0 past its end, as the CASE's else), which PostgreSQL plans in a fraction of the time it takes
 * over a CASE of every position.
 */
function ctrOf(refs: RankRefs, position: RawBuilder<unknown>) {
  if (refs.dialect !== 'postgres') return ctrSql(refs.curve, position);
  let array = ctrArrays.get(refs.curve);
  if (!array) {
    const figures = Array.from({ length: MAX_ORGANIC_POSITION }, (_, i) => organicCtr(i + 1, refs.curve).toFixed(8));
    array = sql.raw(`'{${figures.join(',')}}'::numeric[]`);
    ctrArrays.set(refs.curve, array);
  }
  return sql`coalesce((${array})[${position}], 0)`;
}

/** The figures of the keyword whose id `keywordId` names (a column of the enclosing query). */
export function keywordFigures(refs: RankRefs, keywordId: RawBuilder<unknown>) {
  const bestRank = (month: RawBuilder<unknown>) =>
    sql<number | null>`(select min(s.rank_group) from serp_organic s
      where s.domain_id = ${refs.domainId} and s.month = ${month} and s.keyword_id = ${keywordId})`;
  // The clicks of the domain's best result (every result of a keyword and month has its searches).
  const bestClicks = (month: RawBuilder<unknown>) =>
    sql<number | null>`(select s.volume * ${ctrOf(refs, sql.ref('s.rank_group'))} from serp_organic s
      where s.domain_id = ${refs.domainId} and s.month = ${month} and s.keyword_id = ${keywordId}
      order by s.rank_group limit 1)`;
  const currentRank = bestRank(refs.month);
  const previousRank = bestRank(refs.previousMonth);
  return {
    currentRank,
    /** Null unless it ranks in both months. */
    rankChange: sql<number | null>`(${previousRank} - ${currentRank})`,
    /** Null when it ranks in neither month; a month it does not rank in counts 0 clicks. */
    clickChange: sql<number | null>`(case when ${currentRank} is null and ${previousRank} is null then null
      else round(coalesce(${bestClicks(refs.month)}, 0) - coalesce(${bestClicks(refs.previousMonth)}, 0)) end)`,
  };
}

/**
 * The same figures for many keywords at once (a whole group table): the domain's best result of
 * each keyword in the two months is one range of its results, joined as `cur` and `prev` by
 * `rankedJoins`, instead of a lookup per keyword.
 */
export function rankedKeywordFigures(ctx: RankContext, keywordId: RawBuilder<unknown>) {
  if (ctx.domainId === null || ctx.month === null) {
    return { joins: sql``, currentRank: nullInteger, rankChange: nullInteger, clickChange: nullInteger };
  }
  const best = (month: number | null) => sql`(select keyword_id, min(rank_group) as position, min(volume) as volume
    from serp_organic where domain_id = ${ctx.domainId} and month = ${month ?? -1} group by keyword_id)`;
  const clicks = (alias: string) =>
    sql`${sql.ref(`${alias}.volume`)} * ${ctrSql(ctx.curve, sql.ref(`${alias}.position`))}`;
  return {
    joins: sql`left join ${best(ctx.month)} cur on cur.keyword_id = ${keywordId}
      left join ${best(ctx.previousMonth)} prev on prev.keyword_id = ${keywordId}`,
    currentRank: sql<number | null>`cur.position`,
    rankChange: sql<number | null>`(prev.position - cur.position)`,
    clickChange: sql<number | null>`(case when cur.position is null and prev.position is null then null
      else round(coalesce(${clicks('cur')}, 0) - coalesce(${clicks('prev')}, 0)) end)`,
  };
}

/** The best result's figures of `b` (cur_position, cur_volume, prev_position, prev_volume). */
function bestResultFigures(refs: RankRefs, joins: RawBuilder<unknown>) {
  const clicks = (when: 'cur' | 'prev') =>
    sql`${sql.ref(`b.${when}_volume`)} * ${ctrOf(refs, sql.ref(`b.${when}_position`))}`;
  return {
    joins,
    currentRank: sql<number | null>`b.cur_position`,
    rankChange: sql<number | null>`(b.prev_position - b.cur_position)`,
    clickChange: sql<number | null>`(case when b.cur_position is null and b.prev_position is null then null
      else round(coalesce(${clicks('cur')}, 0) - coalesce(${clicks('prev')}, 0)) end)`,
  };
}

/** The domain's best result of each month among the rows `s` of serp_organic a query reads. */
const bestResultColumns = (refs: RankRefs) => sql`
  min(case when s.month = ${refs.month} then s.rank_group end) as cur_position,
  min(case when s.month = ${refs.month} then s.volume end) as cur_volume,
  min(case when s.month = ${refs.previousMonth} then s.rank_group end) as prev_position,
  min(case when s.month = ${refs.previousMonth} then s.volume end) as prev_volume`;

/**
 * keywordFigures for the keywords of a page (`keywordIds`, a subquery of at most a page of ids),
 * joined as `b` on `pk.keyword_id`: the domain's results of those keywords in the two months, read
 * together and grouped per keyword. The best result's searches are min(volume), as in
 * rankedKeywordFigures: every result of a keyword and month carries that month's searches.
 */
export function pageBestResults(refs: RankRefs, keywordIds: RawBuilder<unknown>) {
  return bestResultFigures(
    refs,
    sql`left join (select s.keyword_id, ${bestResultColumns(refs)}
      from serp_organic s
      where s.domain_id = ${refs.domainId} and s.month in (${refs.month}, ${refs.previousMonth})
        and s.keyword_id in ${keywordIds}
      group by s.keyword_id) b on b.keyword_id = pk.keyword_id`,
  );
}

/**
 * pageBestResults as a lateral join (PostgreSQL): each row's results read through the index, one
 * keyword at a time. The grouped read lets PostgreSQL choose a scan of the domain's whole month
 * when it cannot see which domain the statement reads (a value of its own ctx row): a big domain's
 * tens of thousands of results for a page of 250 keywords.
 */
export function rowBestResults(refs: RankRefs) {
  return bestResultFigures(
    refs,
    sql`left join lateral (select ${bestResultColumns(refs)}
      from serp_organic s
      where s.domain_id = ${refs.domainId} and s.month in (${refs.month}, ${refs.previousMonth})
        and s.keyword_id = pk.keyword_id) b on true`,
  );
}

/** `left join keyword_volumes <alias>`: the keyword's searches in the context's month. */
export const monthVolumeJoin = (ctx: RankContext, alias: string, keywordId: RawBuilder<unknown>) =>
  sql`left join keyword_volumes ${sql.raw(alias)} on ${sql.ref(`${alias}.keyword_id`)} = ${keywordId}
    and ${sql.ref(`${alias}.month`)} = ${ctx.month ?? -1}`;

/** PostgreSQL hands numeric and bigint values back as strings. */
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
