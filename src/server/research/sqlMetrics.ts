/**
 * The metrics' click-through rates written into SQL, so lists can sort by clicks, value or budget
 * in the database: a CASE over the positions the corpus can hold, with metrics.ts's figures.
 */
import { sql, type RawBuilder } from 'kysely';

import { MAX_ORGANIC_POSITION, organicCtr, PAID_CTR_CURVE, paidCtr, type OrganicCtrCurveId } from './metrics';

const literal = (ctr: number) => sql.raw(ctr.toFixed(8));

/** CTR(position) on an organic curve. */
export function ctrSql(curve: OrganicCtrCurveId, column: RawBuilder<unknown>): RawBuilder<number> {
  const whens = Array.from({ length: MAX_ORGANIC_POSITION }, (_, i) => {
    const position = i + 1;
    return sql`when ${sql.lit(position)} then ${literal(organicCtr(position, curve))}`;
  });
  return sql<number>`(case ${column} ${sql.join(whens, sql` `)} else 0 end)`;
}

/** Paid CTR of an ad slot (block and position). */
export function paidCtrSql(block: RawBuilder<unknown>, position: RawBuilder<unknown>): RawBuilder<number> {
  const slots = (name: 'top' | 'bottom') =>
    sql.join(
      PAID_CTR_CURVE[name].map((_, i) => sql`when ${sql.lit(i + 1)} then ${literal(paidCtr(name, i + 1))}`),
      sql` `,
    );
  return sql<number>`(case when ${block} = 'top' then (case ${position} ${slots('top')} else 0 end)
    else (case ${position} ${slots('bottom')} else 0 end) end)`;
}

/**
 * The inverse-rank score (Σ keywords ÷ position) over rows of domain_rank_stats named `alias`: what
 * domain strength scales to 0–100 against the strongest, so ordering by it orders by strength.
 */
export const inverseRankScoreSql = (alias: string) =>
  sql<number>`sum(${sql.ref(`${alias}.keywords`)} * 1.0 / ${sql.ref(`${alias}.rank_group`)})`;
