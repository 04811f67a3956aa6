/**
 * A domain's (or page's) paid keywords in one month, one page at a time: the slot it bought, the
 * keyword's searches and CPC, estimated ad clicks (volume × paid CTR of the slot) and their monthly
 * cost, how many of the corpus's months up to this one it bought the keyword, and the ad's copy.
 * A page's ads are those whose landing page is the page (see `adCopiesLandingOn`).
 *
 * The segments other than `all` compare the domain with its two closest paid competitors, with the
 * sets of a 3-domain paid Kombat (metrics.ts `paidKombatSets`): core and adwaste keep the domain's
 * ads whose keyword every / no competitor buys; considerbuying lists, for each keyword a competitor
 * buys and the domain does not, the competitors' ad in the best slot. Each is a condition on the
 * ad rows in SQL (index lookups per row), so sorting and paging stay in the database.
 */
import { sql, type RawBuilder } from 'kysely';

import { closestCompetitors } from './competitors';
import { adCopiesLandingOn, urlIdOf } from './domainStats';
import {
  containsFilter,
  directionSql,
  limitOffset,
  listPage,
  numberOf,
  openList,
  type PageWindow,
  PAID_CURVE,
  throttledRow,
} from './lists';
import { matchVolumeSql, parseMatchTypes, prepareMatchTypes, type MatchType } from './matchTypes';
import { landingPageOfSite, researchSite } from './site';
import { paidCtrSql } from './sqlMetrics';
import type { components, operations } from '../../api/schema.gen';
import type { Db } from '../db';

type Schemas = components['schemas'];
type Params = NonNullable<operations['getDomainPaidKeywords']['parameters']['query']>;
type PaidKeywordSort = Schemas['PaidKeywordColumn'];
type PaidKeywordSegment = Schemas['PaidKeywordSegment'];

interface PaidKeywordsQuery {
  domainId: number;
  /** Only the ads of these copies (a page's); all the domain's ads when absent. */
  adCopyIds?: readonly number[];
  segment: PaidKeywordSegment;
  /** The competitors the segment compares with (none for all). */
  rivalIds: readonly number[];
  /** The names of the domain and its competitors, by id: a row's advertiser. */
  names: ReadonlyMap<number, string>;
  month: number;
  previousMonth: number | null;
  /** Only keywords the row's advertiser did not buy the month before. */
  newOnly: boolean;
  sort: PaidKeywordSort;
  window: PageWindow;
  /** The searches' match type (matchTypes.ts; its sums stored first). */
  volumeMatchType: MatchType;
}

interface PaidRow {
  keyword_id: number;
  domain_id: number;
  term: string;
  block: 'top' | 'bottom';
  position: number;
  volume: number | string;
  cpc_cents: number;
  clicks: number | string;
  months: number | string;
  headline: string;
  description: string;
  display_url: string;
}

/** An ad's slot as one number, top block before bottom: lower is better. */
const slotRank = (alias: string) =>
  sql`(case when ${sql.ref(`${alias}.block`)} = 'top' then 0 else 100 end + ${sql.ref(`${alias}.position`)})`;

/** `<alias>.domain_id in (…)`, never an empty list. */
const domainIn = (alias: string, ids: readonly number[]) =>
  sql`${sql.ref(`${alias}.domain_id`)} in (${sql.join([...ids, -1])})`;

/** Which ad rows `a` (of the month) the segment lists. */
function segmentCondition(query: PaidKeywordsQuery): RawBuilder<unknown> {
  /** The row `alias` is the domain's own ad (on the page, for a URL). */
  const own = (alias: string) =>
    sql`${sql.ref(`${alias}.domain_id`)} = ${query.domainId} ${
      query.adCopyIds ? sql`and ${sql.ref(`${alias}.ad_copy_id`)} in (${sql.join([...query.adCopyIds, -1])})` : sql``
    }`;
  /** One of these domains has an ad on a's keyword that month (serp_ads_domain_keyword). */
  const boughtBy = (ids: readonly number[]) =>
    sql`exists (select 1 from serp_ads r where ${domainIn('r', ids)} and r.keyword_id = a.keyword_id and r.month = a.month)`;
  switch (query.segment) {
    case 'all':
      return own('a');
    case 'core':
      return sql.join([own('a'), ...query.rivalIds.map((id) => boughtBy([id]))], sql` and `);
    case 'adwaste':
      return sql`${own('a')} and not ${boughtBy(query.rivalIds)}`;
    case 'considerbuying':
      // One row per keyword: the competitors' ad in the best slot (a results page has one ad per slot).
      return sql`${domainIn('a', query.rivalIds)}
        and not exists (select 1 from serp_ads y where ${own('y')} and y.keyword_id = a.keyword_id and y.month = a.month)
        and not exists (select 1 from serp_ads b where ${domainIn('b', query.rivalIds)}
          and b.keyword_id = a.keyword_id and b.month = a.month and ${slotRank('b')} < ${slotRank('a')})`;
  }
}

/**
 * Months of the corpus, up to this one, the domain of ad row `a` has bought its keyword: one index
 * range per row (serp_ads_domain_keyword).
 */
export const monthsBought = sql<number>`(select count(distinct h.month) from serp_ads h
  where h.domain_id = a.domain_id and h.keyword_id = a.keyword_id and h.month <= a.month)`;

/** The page of rows the caller may see, and how many rows the whole list holds. */
async function domainPaidKeywords(db: Db, query: PaidKeywordsQuery) {
  const clicks = sql<number>`(v.volume * ${paidCtrSql(sql.ref('a.block'), sql.ref('a.position'))})`;
  // The searches in the chosen match type; ad clicks stay the keyword's own searches × paid CTR.
  const volume = matchVolumeSql(
    query.volumeMatchType,
    sql.ref('v.volume'),
    sql.ref('a.keyword_id'),
    sql.ref('a.month'),
  );
  const sortExpressions: Record<PaidKeywordSort, RawBuilder<unknown>> = {
    keyword: sql`k.term`,
    // Top-block slots come before bottom-block ones.
    position: slotRank('a'),
    volume,
    cpc: sql`k.cpc_cents`,
    clicks,
    cost: sql`(${clicks} * k.cpc_cents)`,
    monthsAdvertised: monthsBought,
  };
  const newOnly = query.newOnly
    ? sql`and not exists (select 1 from serp_ads p where p.domain_id = a.domain_id
        and p.keyword_id = a.keyword_id and p.month = ${query.previousMonth ?? -1})`
    : sql``;
  const where = sql`where a.month = ${query.month} and ${segmentCondition(query)} ${newOnly}
    ${containsFilter(sql`k.term`, query.window.filter)}`;
  const from = sql`from serp_ads a
    join keywords k on k.id = a.keyword_id
    join keyword_volumes v on v.keyword_id = a.keyword_id and v.month = a.month`;
  const direction = directionSql(query.window.direction);

  const [page, count] = await Promise.all([
    sql<PaidRow>`
      with page as (
        select a.keyword_id, a.domain_id, a.month, a.block, a.position, a.ad_copy_id, ${volume} as volume, k.term,
          k.cpc_cents,
          ${clicks} as clicks, ${sortExpressions[query.sort]} as sort_key
        ${from} ${where}
        order by sort_key ${direction}, a.keyword_id asc, a.block desc, a.position asc
        ${limitOffset(query.window)}
      )
      select a.keyword_id, a.domain_id, a.term, a.block, a.position, a.volume, a.cpc_cents, a.clicks,
        ${monthsBought} as months,
        c.headline, c.description, c.display_url
      from page a join ad_copies c on c.id = a.ad_copy_id
      order by a.sort_key ${direction}, a.keyword_id asc, a.block desc, a.position asc`.execute(db.kysely),
    // Without a text filter the count needs no keyword: index ranges of serp_ads alone.
    sql<{
      n: number | string;
    }>`select count(*) as n ${query.window.filter ? from : sql`from serp_ads a`} ${where}`.execute(db.kysely),
  ]);
  return {
    totalRowCount: numberOf(count.rows[0]?.n),
    rows: page.rows.map((r) => {
      const adClicks = Number(r.clicks);
      return {
        keyword: r.term,
        advertiser: query.names.get(Number(r.domain_id)) ?? null,
        block: r.block,
        position: r.position,
        volume: Number(r.volume),
        cpc: r.cpc_cents / 100,
        clicks: Math.round(adClicks),
        cost: Math.round(adClicks * r.cpc_cents) / 100,
        monthsAdvertised: Number(r.months),
        headline: r.headline,
        description: r.description,
        displayUrl: r.display_url,
        isThrottled: false,
      } satisfies Schemas['PaidKeywordRow'];
    }),
  };
}

const hiddenRow = throttledRow('PaidKeywordRow', 'keyword');

/** Whether the domain (or, given its copies, the page) bought an ad that month: one index probe. */
async function hasAds(db: Db, domainId: number, month: number, adCopyIds: readonly number[] | undefined) {
  const copies = adCopyIds ? sql`and ad_copy_id in (${sql.join([...adCopyIds, -1])})` : sql``;
  const { rows } = await sql`select 1 as found from serp_ads
    where domain_id = ${domainId} and month = ${month} ${copies} limit 1`.execute(db.kysely);
  return rows.length > 0;
}

/** One page of a domain's or page's paid keywords; rows past the free ones are throttled unless `isFullUser`. */
export async function domainPaidKeywordsPage(
  db: Db,
  params: Params,
  isFullUser: boolean,
): Promise<Schemas['DomainPaidKeywords']> {
  const site = researchSite(params.query);
  const searchType = params.searchType ?? null;
  const segment = params.segment ?? 'all';
  const asked = parseMatchTypes(params.matchTypes);
  const {
    window,
    month,
    previousMonth,
    subject: [ids, prepared],
    base,
  } = await openList(db, params, isFullUser, Promise.all([urlIdOf(db, site), prepareMatchTypes(db, asked)]));
  // Exact while the phrase and broad sums are being stored (the answer says so).
  const { matchTypes } = prepared;
  const known = ids && month !== null ? { domainId: ids.domainId, month } : null;
  const [adCopyIds, rivals] = await Promise.all([
    ids && site.isUrl ? adCopiesLandingOn(db, landingPageOfSite(site)) : undefined,
    known && segment !== 'all' ? closestCompetitors(db, 'paid', known.domainId, known.month) : [],
  ]);
  const [page, hasData] = known
    ? await Promise.all([
        domainPaidKeywords(db, {
          domainId: known.domainId,
          ...(adCopyIds ? { adCopyIds } : {}),
          segment,
          rivalIds: rivals.map((r) => r.id),
          names: new Map([[known.domainId, site.domain], ...rivals.map((r): [number, string] => [r.id, r.name])]),
          month: known.month,
          previousMonth,
          newOnly: searchType === 'newkeywords',
          sort: params.sortBy ?? (searchType === 'mostsuccessful' ? 'monthsAdvertised' : 'cost'),
          window,
          volumeMatchType: matchTypes.volume,
        }),
        hasAds(db, known.domainId, known.month, adCopyIds),
      ])
    : [{ rows: [], totalRowCount: 0 }, false];
  return {
    domain: site.domain,
    url: site.isUrl ? `${site.host}${site.path}` : null,
    segment,
    comparedWith: rivals.map((r) => r.name),
    searchType,
    hasData,
    ...base,
    ...prepared.answer,
    paidCurve: PAID_CURVE,
    ...listPage(window, page.rows, page.totalRowCount, hiddenRow),
  };
}
