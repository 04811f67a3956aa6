/**
 * A domain's top pages in one month: each page that ranks, with how many keywords it ranks for (in
 * the top 100 and on the first page), its estimated clicks and their value. `mosttraffic` is every
 * page, most clicks first; `newpages` keeps the pages that ranked in no earlier month of the corpus.
 * The pages are grouped in SQL from the domain's index range of results, so sorting by any column
 * never brings the domain's rows into memory.
 */
import { sql, type RawBuilder } from 'kysely';

import { domainIdOf, ranksInMonth } from './domainStats';
import {
  containsFilterAnyCase,
  directionSql,
  limitOffset,
  listPage,
  numberOf,
  openList,
  type PageWindow,
  pageTotal,
  throttledRow,
} from './lists';
import type { OrganicCtrCurveId } from './metrics';
import { researchSite } from './site';
import { ctrSql } from './sqlMetrics';
import type { components, operations } from '../../api/schema.gen';
import type { Db } from '../db';

type Schemas = components['schemas'];
type Params = NonNullable<operations['getDomainTopPages']['parameters']['query']>;
type TopPagesSort = Schemas['TopPageColumn'];
type TopPagesSearchType = Schemas['TopPagesSearchType'];

interface TopPagesQuery {
  domainId: number;
  month: number;
  searchType: TopPagesSearchType;
  curve: OrganicCtrCurveId;
  sort: TopPagesSort;
  window: PageWindow;
}

interface PageRow {
  path: string;
  keywords: number | string;
  top10: number | string;
  clicks: number | string;
  value_cents: number | string;
  total: number | string;
}

async function domainTopPages(db: Db, query: TopPagesQuery) {
  const ctr = ctrSql(query.curve, sql.ref('s.rank_group'));
  const sortExpressions: Record<TopPagesSort, RawBuilder<unknown>> = {
    url: sql`u.path`,
    keywords: sql`p.keywords`,
    top10Keywords: sql`p.top10`,
    clicks: sql`p.clicks`,
    clickValue: sql`p.value_cents`,
  };
  const newOnly =
    query.searchType === 'newpages'
      ? sql`and not exists (select 1 from serp_organic e where e.url_id = p.url_id and e.month < ${query.month})`
      : sql``;
  const direction = directionSql(query.window.direction);
  // The page count rides along as a window aggregate over the filtered pages.
  const { rows } = await sql<PageRow>`
    with p as (
      select s.url_id, count(distinct s.keyword_id) as keywords,
        count(distinct case when s.rank_group <= 10 then s.keyword_id end) as top10,
        sum(s.volume * ${ctr}) as clicks, sum(s.volume * ${ctr} * k.cpc_cents) as value_cents
      from serp_organic s join keywords k on k.id = s.keyword_id
      where s.domain_id = ${query.domainId} and s.month = ${query.month}
      group by s.url_id
    )
    select u.path, p.keywords, p.top10, p.clicks, p.value_cents, count(*) over () as total
    from p join urls u on u.id = p.url_id
    where 1 = 1 ${containsFilterAnyCase(sql.ref('u.path'), query.window.filter)} ${newOnly}
    order by ${sortExpressions[query.sort]} ${direction}, u.path asc
    ${limitOffset(query.window)}`.execute(db.kysely);
  return {
    totalRowCount: await pageTotal(db, rows, () => pageCountSql(query)),
    rows: rows.map((r) => ({
      path: r.path,
      keywords: numberOf(r.keywords),
      top10Keywords: numberOf(r.top10),
      clicks: Math.round(numberOf(r.clicks)),
      clickValue: Math.round(numberOf(r.value_cents)) / 100,
    })),
  };
}

/** The count of the pages the query keeps, without paging. */
function pageCountSql(query: TopPagesQuery) {
  const newOnly =
    query.searchType === 'newpages'
      ? sql`and not exists (select 1 from serp_organic e where e.url_id = u.id and e.month < ${query.month})`
      : sql``;
  return sql<{ n: number | string }>`
    select count(*) as n from urls u
    where u.id in (select s.url_id from serp_organic s where s.domain_id = ${query.domainId} and s.month = ${query.month})
    ${containsFilterAnyCase(sql.ref('u.path'), query.window.filter)} ${newOnly}`;
}

const hiddenRow = throttledRow('TopPageRow', 'url');

/** One page of a domain's top pages; rows past the free ones are throttled unless `isFullUser`. */
export async function domainTopPagesPage(
  db: Db,
  params: Params,
  isFullUser: boolean,
): Promise<Schemas['DomainTopPages']> {
  const { domain } = researchSite(params.query);
  const searchType = params.searchType ?? 'mosttraffic';
  const { window, month, subject: domainId, base } = await openList(db, params, isFullUser, domainIdOf(db, domain));
  const page =
    domainId !== null && month !== null
      ? await domainTopPages(db, {
          domainId,
          month,
          searchType,
          curve: window.curve,
          sort: params.sortBy ?? 'clicks',
          window,
        })
      : { rows: [], totalRowCount: 0 };
  const visible = page.rows.map(({ path, ...figures }): Schemas['TopPageRow'] => ({
    url: `${domain}${path}`,
    ...figures,
    isThrottled: false,
  }));
  // A filter or the new-pages view matching nothing leaves an empty page, not a domain without data.
  const hasData =
    page.totalRowCount > 0 ||
    (domainId !== null && month !== null && (await ranksInMonth(db, { domainId, urlId: null }, month)));
  return {
    domain,
    searchType,
    hasData,
    ...base,
    ...listPage(window, visible, page.totalRowCount, hiddenRow),
  };
}
