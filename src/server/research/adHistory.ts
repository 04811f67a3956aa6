/**
 * A keyword's ad history: every domain that advertised on it in the corpus's months, which slot
 * and which ad copy it ran each month, how many months, first and last, and how many in the top
 * block. A keyword has at most a few dozen advertisers, so the list is built, sorted and paged
 * here; only the visible advertisers' copies are sent.
 */
import { sql } from 'kysely';

import { findKeyword, researchTerm } from './keyword';
import { listPage, monthLabel, openList, PAID_CURVE, throttledRow } from './lists';
import type { components, operations } from '../../api/schema.gen';
import type { Db } from '../db';

type Schemas = components['schemas'];
type Params = NonNullable<operations['getKeywordAdHistory']['parameters']['query']>;
type AdHistorySort = Schemas['AdHistoryColumn'];

interface Advertiser {
  domain: string;
  monthsAdvertised: number;
  firstMonth: number;
  lastMonth: number;
  topMonths: number;
  ads: { month: number; block: 'top' | 'bottom'; position: number; adCopyId: number }[];
}

/** Every advertiser of the keyword, with its ads month by month (oldest first). */
async function keywordAdvertisers(db: Db, keywordId: number): Promise<Advertiser[]> {
  const { rows } = await sql<{
    month: number;
    block: 'top' | 'bottom';
    position: number;
    ad_copy_id: number;
    name: string;
  }>`
    select a.month, a.block, a.position, a.ad_copy_id, d.name
    from serp_ads a join domains d on d.id = a.domain_id
    where a.keyword_id = ${keywordId}
    order by a.month, a.block desc, a.position`.execute(db.kysely);
  const byDomain = new Map<string, Advertiser>();
  for (const r of rows) {
    const seen = byDomain.get(r.name);
    const ad = { month: r.month, block: r.block, position: r.position, adCopyId: Number(r.ad_copy_id) };
    if (!seen) {
      byDomain.set(r.name, {
        domain: r.name,
        monthsAdvertised: 1,
        firstMonth: r.month,
        lastMonth: r.month,
        topMonths: r.block === 'top' ? 1 : 0,
        ads: [ad],
      });
      continue;
    }
    // A second ad of the same domain in a month is kept but counts the month once (rows come
    // top block first within a month, so its first ad decides whether the month was on top).
    if (seen.lastMonth !== r.month) {
      seen.monthsAdvertised += 1;
      if (r.block === 'top') seen.topMonths += 1;
    }
    seen.lastMonth = r.month;
    seen.ads.push(ad);
  }
  return [...byDomain.values()];
}

/** Most months first, then most recent, then by name: the list's default order and every tie's. */
const byHistory = (a: Advertiser, b: Advertiser) =>
  b.monthsAdvertised - a.monthsAdvertised || b.lastMonth - a.lastMonth || a.domain.localeCompare(b.domain);

function sortAdvertisers(rows: readonly Advertiser[], sort: AdHistorySort, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: Advertiser, b: Advertiser) =>
    sort === 'domain' ? a.domain.localeCompare(b.domain) : a[sort] - b[sort];
  return [...rows].sort((a, b) => sign * compare(a, b) || byHistory(a, b));
}

const hiddenRow = throttledRow('AdHistoryRow', 'domain');

/** One page of a keyword's advertisers; rows past the free ones are throttled unless `isFullUser`. */
export async function keywordAdHistoryPage(
  db: Db,
  params: Params,
  isFullUser: boolean,
): Promise<Schemas['KeywordAdHistory']> {
  const term = researchTerm(params.query);
  const {
    window,
    months,
    subject: keyword,
    base,
  } = await openList(db, params, isFullUser, findKeyword(db, term, params.countryCode));
  const all = keyword ? await keywordAdvertisers(db, keyword.id) : [];
  const filtered = window.filter ? all.filter((a) => a.domain.includes(window.filter)) : all;
  const sorted = sortAdvertisers(filtered, params.sortBy ?? 'monthsAdvertised', window.direction);
  const visible = sorted.slice(window.startRow - 1, window.startRow - 1 + window.visibleRows);
  const copyIds = [...new Set(visible.flatMap((a) => a.ads.map((ad) => ad.adCopyId)))];
  const copies =
    copyIds.length === 0
      ? []
      : await db.kysely
          .selectFrom('ad_copies')
          .select(['id', 'headline', 'description', 'display_url', 'landing_url'])
          .where('id', 'in', copyIds)
          .orderBy('id')
          .execute();
  return {
    keyword: term,
    hasData: all.length > 0,
    ...base,
    paidCurve: PAID_CURVE,
    months: months.map(monthLabel),
    adCopies: copies.map((c) => ({
      id: c.id,
      headline: c.headline,
      description: c.description,
      displayUrl: c.display_url,
      landingUrl: c.landing_url,
    })),
    ...listPage(
      window,
      visible.map((a): Schemas['AdHistoryRow'] => ({
        domain: a.domain,
        monthsAdvertised: a.monthsAdvertised,
        firstMonth: monthLabel(a.firstMonth),
        lastMonth: monthLabel(a.lastMonth),
        topMonths: a.topMonths,
        ads: a.ads.map((ad) => ({ ...ad, month: monthLabel(ad.month) })),
        isThrottled: false,
      })),
      sorted.length,
      hiddenRow,
    ),
  };
}
