/**
 * The PPC advisor: a domain's paid keywords set against its closest paid competitors' in one month.
 * - buy: keywords the competitors keep buying (one of them for BUY_MIN_MONTHS months or more) and the
 *   domain does not buy, with what they would bring in the best slot;
 * - negativematch: keywords the domain buys alone among them, and only lately (at most
 *   NEGATIVE_MATCH_MAX_MONTHS months): spend nobody it competes with finds worth it.
 * `advisorTypeOf` says what each list means; the SQL below selects the same keywords in the database,
 * so sorting and paging never need the whole list in memory.
 */
import { sql, type RawBuilder } from 'kysely';

import { closestCompetitors } from './competitors';
import { domainIdOf } from './domainStats';
import {
  containsFilter,
  directionSql,
  limitOffset,
  listPage,
  numberOf,
  openList,
  type PageWindow,
  pageTotal,
  PAID_CURVE,
  throttledRow,
} from './lists';
import type { AdBlock } from './metrics';
import { monthsBought } from './paidKeywords';
import { researchSite } from './site';
import { paidCtrSql } from './sqlMetrics';
import type { components, operations } from '../../api/schema.gen';
import type { Db } from '../db';

type Schemas = components['schemas'];
type Params = NonNullable<operations['getPaidAdvisor']['parameters']['query']>;
export type AdvisorType = Schemas['AdvisorType'];
type AdvisorSort = Schemas['PaidAdvisorColumn'];

/** How many of the domain's closest paid competitors the advisor compares it with (ours). */
export const ADVISOR_COMPETITORS = 10;
/** buy: a competitor has bought the keyword in at least this many corpus months up to this one (ours). */
export const BUY_MIN_MONTHS = 3;
/** negativematch: the domain has bought the keyword in at most this many corpus months up to this one (ours). */
export const NEGATIVE_MATCH_MAX_MONTHS = 2;
/** The slot a buy suggestion's clicks and cost are estimated in: the best one. */
export const BUY_SLOT: { block: AdBlock; position: number } = { block: 'top', position: 1 };

/** What the advisor knows of one keyword in one month. */
export interface KeywordBuying {
  /** The domain buys it this month. */
  domainBuys: boolean;
  /** Months of the corpus, up to this one, the domain has bought it. */
  domainMonths: number;
  /** For each compared competitor buying it this month: the months, up to this one, it has bought it. */
  competitorMonths: readonly number[];
}

/** The advisor list a keyword belongs to, if any. */
export function advisorTypeOf(keyword: KeywordBuying): AdvisorType | null {
  const competitorsBuy = keyword.competitorMonths.length > 0;
  if (!keyword.domainBuys && competitorsBuy && Math.max(...keyword.competitorMonths) >= BUY_MIN_MONTHS) return 'buy';
  if (keyword.domainBuys && !competitorsBuy && keyword.domainMonths <= NEGATIVE_MATCH_MAX_MONTHS) {
    return 'negativematch';
  }
  return null;
}

interface AdvisorQuery {
  type: AdvisorType;
  domainId: number;
  rivalIds: readonly number[];
  month: number;
  sort: AdvisorSort;
  window: PageWindow;
}

/**
 * The list's keywords as rows (keyword_id, competitors, months, block, position): the slot is the
 * one the clicks are estimated in.
 */
function adviceSql(query: AdvisorQuery): RawBuilder<unknown> {
  const rivals = sql.join([...query.rivalIds, -1]);
  if (query.type === 'buy') {
    return sql`
      select b.keyword_id, count(distinct b.domain_id) as competitors, max(b.months) as months,
        ${sql.lit(BUY_SLOT.block)} as block, ${sql.lit(BUY_SLOT.position)} as position
      from (
        select a.keyword_id, a.domain_id, ${monthsBought} as months
        from serp_ads a
        where a.month = ${query.month} and a.domain_id in (${rivals})
          and not exists (select 1 from serp_ads y
            where y.domain_id = ${query.domainId} and y.keyword_id = a.keyword_id and y.month = a.month)
      ) b
      group by b.keyword_id
      having max(b.months) >= ${BUY_MIN_MONTHS}`;
  }
  return sql`
    select n.keyword_id, 0 as competitors, n.months, n.block, n.position
    from (
      select a.keyword_id, a.block, a.position, ${monthsBought} as months
      from serp_ads a
      where a.month = ${query.month} and a.domain_id = ${query.domainId}
        and not exists (select 1 from serp_ads r
          where r.domain_id in (${rivals}) and r.keyword_id = a.keyword_id and r.month = a.month)
    ) n
    where n.months <= ${NEGATIVE_MATCH_MAX_MONTHS}`;
}

interface AdviceRow {
  term: string;
  volume: number;
  cpc_cents: number;
  competitors: number | string;
  months: number | string;
  block: AdBlock;
  position: number;
  clicks: number | string;
  total: number | string;
}

async function advicePage(db: Db, query: AdvisorQuery) {
  const clicks = sql`(v.volume * ${paidCtrSql(sql.ref('r.block'), sql.ref('r.position'))})`;
  const sortExpressions: Record<AdvisorSort, RawBuilder<unknown>> = {
    keyword: sql`k.term`,
    volume: sql`v.volume`,
    cpc: sql`k.cpc_cents`,
    competitors: sql`r.competitors`,
    monthsAdvertised: sql`r.months`,
    clicks,
    cost: sql`(${clicks} * k.cpc_cents)`,
  };
  const from = sql`from advice r
    join keywords k on k.id = r.keyword_id
    join keyword_volumes v on v.keyword_id = r.keyword_id and v.month = ${query.month}
    where 1 = 1 ${containsFilter(sql`k.term`, query.window.filter)}`;
  const { rows } = await sql<AdviceRow>`
    with advice as (${adviceSql(query)})
    select k.term, v.volume, k.cpc_cents, r.competitors, r.months, r.block, r.position, ${clicks} as clicks,
      count(*) over () as total
    ${from}
    order by ${sortExpressions[query.sort]} ${directionSql(query.window.direction)}, r.keyword_id asc
    ${limitOffset(query.window)}`.execute(db.kysely);
  const total = await pageTotal(
    db,
    rows,
    () => sql<{ n: number | string }>`with advice as (${adviceSql(query)}) select count(*) as n ${from}`,
  );
  return {
    totalRowCount: total,
    rows: rows.map((r): Schemas['PaidAdvisorRow'] => {
      const adClicks = Number(r.clicks);
      return {
        keyword: r.term,
        volume: r.volume,
        cpc: r.cpc_cents / 100,
        competitors: numberOf(r.competitors),
        monthsAdvertised: numberOf(r.months),
        block: r.block,
        position: Number(r.position),
        clicks: Math.round(adClicks),
        cost: Math.round(adClicks * r.cpc_cents) / 100,
        isThrottled: false,
      };
    }),
  };
}

const hiddenRow = throttledRow('PaidAdvisorRow', 'keyword');

/** One page of the advisor's list; rows past the free ones are throttled unless `isFullUser`. */
export async function paidAdvisorPage(db: Db, params: Params, isFullUser: boolean): Promise<Schemas['PaidAdvisor']> {
  const { domain } = researchSite(params.query);
  const { type } = params;
  const { window, month, subject: domainId, base } = await openList(db, params, isFullUser, domainIdOf(db, domain));
  const known = domainId !== null && month !== null ? { domainId, month } : null;
  const [rivals, hasData] = known
    ? await Promise.all([
        closestCompetitors(db, 'paid', known.domainId, known.month, ADVISOR_COMPETITORS),
        db.kysely
          .selectFrom('serp_ads')
          .select('keyword_id')
          .where('domain_id', '=', known.domainId)
          .where('month', '=', known.month)
          .limit(1)
          .executeTakeFirst()
          .then((row) => row !== undefined),
      ])
    : [[], false];
  const page = known
    ? await advicePage(db, {
        type,
        ...known,
        rivalIds: rivals.map((r) => r.id),
        sort: params.sortBy ?? 'cost',
        window,
      })
    : { rows: [], totalRowCount: 0 };
  return {
    domain,
    type,
    comparedWith: rivals.map((r) => r.name),
    minMonths: type === 'buy' ? BUY_MIN_MONTHS : null,
    maxMonths: type === 'negativematch' ? NEGATIVE_MATCH_MAX_MONTHS : null,
    hasData,
    ...base,
    paidCurve: PAID_CURVE,
    ...listPage(window, page.rows, page.totalRowCount, hiddenRow),
  };
}
