/**
 * A domain's (or page's) paid keywords in one month, one page at a time: the slot it bought, the
 * keyword's searches and CPC, estimated ad clicks (volume × paid CTR of the slot) and their monthly
 * cost, how many of the corpus's months up to this one it bought the keyword, and the ad's copy.
 * A page's ads are those whose landing page is the page (see `adCopiesLandingOn`).
 */
import { sql, type RawBuilder } from 'kysely';

import { adCopiesLandingOn, urlIdOf } from './domainStats';
import {
  answerBase,
  containsFilter,
  corpusIsDemo,
  corpusMonth,
  directionSql,
  limitOffset,
  listPage,
  numberOf,
  PAID_CURVE,
  pageWindow,
  type PageWindow,
} from './lists';
import { landingPageOfSite, researchSite } from './site';
import { paidCtrSql } from './sqlMetrics';
import type { components, operations } from '../../api/schema.gen';
import { THROTTLED_CELL_PLACEHOLDER } from '../../lib/spec/workspace';
import type { Db } from '../db';

type Schemas = components['schemas'];
type Params = NonNullable<operations['getDomainPaidKeywords']['parameters']['query']>;
type PaidKeywordSort = Schemas['PaidKeywordColumn'];

interface PaidKeywordsQuery {
  domainId: number;
  /** Only the ads of these copies (a page's); all the domain's ads when absent. */
  adCopyIds?: readonly number[];
  month: number;
  previousMonth: number | null;
  /** Only keywords it did not buy the month before. */
  newOnly: boolean;
  sort: PaidKeywordSort;
  window: PageWindow;
}

interface PaidRow {
  keyword_id: number;
  term: string;
  block: 'top' | 'bottom';
  position: number;
  volume: number;
  cpc_cents: number;
  clicks: number | string;
  months: number | string;
  headline: string;
  description: string;
  display_url: string;
}

/** The page of rows the caller may see, and how many rows the whole list holds. */
async function domainPaidKeywords(db: Db, query: PaidKeywordsQuery) {
  const clicks = sql<number>`(v.volume * ${paidCtrSql(sql.ref('a.block'), sql.ref('a.position'))})`;
  // Months bought, up to this one: one index range per keyword (serp_ads_domain_keyword).
  const monthsBought = sql<number>`(select count(distinct h.month) from serp_ads h
    where h.domain_id = a.domain_id and h.keyword_id = a.keyword_id and h.month <= a.month)`;
  const sortExpressions: Record<PaidKeywordSort, RawBuilder<unknown>> = {
    keyword: sql`k.term`,
    // Top-block slots come before bottom-block ones.
    position: sql`(case when a.block = 'top' then 0 else 100 end + a.position)`,
    volume: sql`v.volume`,
    cpc: sql`k.cpc_cents`,
    clicks,
    cost: sql`(${clicks} * k.cpc_cents)`,
    monthsAdvertised: monthsBought,
  };
  const copies = query.adCopyIds ? sql`and a.ad_copy_id in (${sql.join([...query.adCopyIds, -1])})` : sql``;
  const newOnly = query.newOnly
    ? sql`and not exists (select 1 from serp_ads p where p.domain_id = a.domain_id
        and p.keyword_id = a.keyword_id and p.month = ${query.previousMonth ?? -1})`
    : sql``;
  const where = sql`where a.domain_id = ${query.domainId} and a.month = ${query.month} ${copies} ${newOnly}
    ${containsFilter(sql`k.term`, query.window.filter)}`;
  const from = sql`from serp_ads a
    join keywords k on k.id = a.keyword_id
    join keyword_volumes v on v.keyword_id = a.keyword_id and v.month = a.month`;
  const direction = directionSql(query.window.direction);

  const [page, count] = await Promise.all([
    sql<PaidRow>`
      with page as (
        select a.keyword_id, a.domain_id, a.month, a.block, a.position, a.ad_copy_id, v.volume, k.term, k.cpc_cents,
          ${clicks} as clicks, ${sortExpressions[query.sort]} as sort_key
        ${from} ${where}
        order by sort_key ${direction}, a.keyword_id asc, a.block desc, a.position asc
        ${limitOffset(query.window)}
      )
      select a.keyword_id, a.term, a.block, a.position, a.volume, a.cpc_cents, a.clicks, ${monthsBought} as months,
        c.headline, c.description, c.display_url
      from page a join ad_copies c on c.id = a.ad_copy_id
      order by a.sort_key ${direction}, a.keyword_id asc, a.block desc, a.position asc`.execute(db.kysely),
    // Without a text filter the count needs no keyword: one index range.
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
        block: r.block,
        position: r.position,
        volume: r.volume,
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

const throttledRow: Schemas['PaidKeywordRow'] = {
  keyword: THROTTLED_CELL_PLACEHOLDER,
  block: null,
  position: null,
  volume: null,
  cpc: null,
  clicks: null,
  cost: null,
  monthsAdvertised: null,
  headline: null,
  description: null,
  displayUrl: null,
  isThrottled: true,
};

/** One page of a domain's or page's paid keywords; rows past the free ones are throttled unless `isFullUser`. */
export async function domainPaidKeywordsPage(
  db: Db,
  params: Params,
  isFullUser: boolean,
): Promise<Schemas['DomainPaidKeywords']> {
  const site = researchSite(params.query);
  const searchType = params.searchType ?? null;
  const window = pageWindow(params, isFullUser);
  const [{ month, previousMonth }, ids, isDemoData] = await Promise.all([
    corpusMonth(db, params.month),
    urlIdOf(db, site),
    corpusIsDemo(db),
  ]);
  const adCopyIds = ids && site.isUrl ? await adCopiesLandingOn(db, landingPageOfSite(site)) : undefined;
  const page =
    ids && month !== null
      ? await domainPaidKeywords(db, {
          domainId: ids.domainId,
          ...(adCopyIds ? { adCopyIds } : {}),
          month,
          previousMonth,
          newOnly: searchType === 'newkeywords',
          sort: params.sortBy ?? (searchType === 'mostsuccessful' ? 'monthsAdvertised' : 'cost'),
          window,
        })
      : { rows: [], totalRowCount: 0 };
  return {
    domain: site.domain,
    url: site.isUrl ? `${site.host}${site.path}` : null,
    segment: 'all',
    searchType,
    hasData: page.totalRowCount > 0,
    ...answerBase(isDemoData, month, window.curve),
    paidCurve: PAID_CURVE,
    ...listPage(window, page.rows, page.totalRowCount, throttledRow),
  };
}
