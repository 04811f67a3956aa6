/**
 * A keyword's results page in one month, result by result: position on the page and among
 * organic results, the page and its domain's strength, estimated clicks and their value, how many
 * keywords the page ranks for that month and the backlinks pointing to it; and the month's ads.
 * A page holds as many results as the check looked at (the corpus keeps the top 20), so it is
 * read whole; a visitor's rows past the free ones are throttled like any list.
 */
import { sql } from 'kysely';

import { findKeyword, researchTerm } from './keyword';
import { domainStrengths } from './keywordOverview';
import { listPage, numberOf, openList, PAID_CURVE, throttledRow } from './lists';
import { estimatedClicks, paidCtr, type AdBlock } from './metrics';
import type { components, operations } from '../../api/schema.gen';
import type { Db } from '../db';

type Schemas = components['schemas'];
type Params = NonNullable<operations['getKeywordSerpAnalysis']['parameters']['query']>;

const hiddenRow = throttledRow('SerpResultRow', 'url');

export async function keywordSerpAnalysis(
  db: Db,
  params: Params,
  isFullUser: boolean,
): Promise<Schemas['KeywordSerpAnalysis']> {
  const term = researchTerm(params.query);
  const opening = await openList(
    db,
    // The whole results page is one list: no paging of its own.
    {
      ...(params.curve ? { curve: params.curve } : {}),
      ...(params.month ? { month: params.month } : {}),
      rowsPerPage: 100,
    },
    isFullUser,
    findKeyword(db, term, params.countryCode),
  );
  const { window, month, subject: keyword } = opening;
  const base = { keyword: term, ...opening.base, paidCurve: PAID_CURVE };
  if (!keyword || month === null) {
    return {
      ...base,
      hasData: false,
      volume: 0,
      cpc: 0,
      checkedDepth: null,
      ads: [],
      ...listPage(window, [], 0, hiddenRow),
    };
  }

  const [results, ads, volume] = await Promise.all([
    sql<{
      rank_group: number;
      rank_absolute: number;
      checked_depth: number;
      domain_id: number;
      url_id: number;
      name: string;
      path: string;
      volume: number;
    }>`
      select s.rank_group, s.rank_absolute, s.checked_depth, s.domain_id, s.url_id, d.name, u.path, s.volume
      from serp_organic s join domains d on d.id = s.domain_id join urls u on u.id = s.url_id
      where s.keyword_id = ${keyword.id} and s.month = ${month}
      order by s.rank_group`.execute(db.kysely),
    sql<{ block: AdBlock; position: number; name: string; headline: string; description: string; display_url: string }>`
      select a.block, a.position, d.name, c.headline, c.description, c.display_url
      from serp_ads a join domains d on d.id = a.domain_id join ad_copies c on c.id = a.ad_copy_id
      where a.keyword_id = ${keyword.id} and a.month = ${month}
      order by a.block desc, a.position`.execute(db.kysely),
    db.kysely
      .selectFrom('keyword_volumes')
      .select('volume')
      .where('keyword_id', '=', keyword.id)
      .where('month', '=', month)
      .executeTakeFirst(),
  ]);
  const monthVolume = volume?.volume ?? keyword.volume;
  const visible = results.rows.slice(0, window.visibleRows);
  const urlIds = visible.map((r) => Number(r.url_id));
  const [strengths, pageKeywords, links] = await Promise.all([
    visible.length > 0 ? domainStrengths(db, month) : new Map<number, number>(),
    urlIds.length === 0
      ? []
      : sql<{ url_id: number; n: number | string }>`
          select url_id, count(distinct keyword_id) as n from serp_organic
          where url_id in (${sql.join(urlIds)}) and month = ${month}
          group by url_id`
          .execute(db.kysely)
          .then((r) => r.rows),
    urlIds.length === 0
      ? []
      : sql<{ target_url_id: number; n: number | string; referring: number | string }>`
          select target_url_id, count(*) as n, count(distinct source_domain_id) as referring from backlinks
          where target_url_id in (${sql.join(urlIds)})
          group by target_url_id`
          .execute(db.kysely)
          .then((r) => r.rows),
  ]);
  const keywordsOf = new Map(pageKeywords.map((r) => [Number(r.url_id), numberOf(r.n)]));
  const linksOf = new Map(links.map((r) => [Number(r.target_url_id), r]));
  const rows = visible.map((r): Schemas['SerpResultRow'] => {
    const clicks = estimatedClicks(monthVolume, r.rank_group, window.curve);
    const link = linksOf.get(Number(r.url_id));
    return {
      url: `${r.name}${r.path}`,
      position: r.rank_group,
      rankAbsolute: r.rank_absolute,
      domain: r.name,
      strength: strengths.get(Number(r.domain_id)) ?? 0,
      clicks: Math.round(clicks),
      clickValue: Math.round(clicks * keyword.cpc_cents) / 100,
      urlKeywords: keywordsOf.get(Number(r.url_id)) ?? 0,
      backlinks: numberOf(link?.n),
      referringDomains: numberOf(link?.referring),
      isThrottled: false,
    };
  });
  return {
    ...base,
    hasData: results.rows.length > 0 || ads.rows.length > 0,
    volume: monthVolume,
    cpc: keyword.cpc_cents / 100,
    checkedDepth: results.rows[0]?.checked_depth ?? null,
    // The ads are the page's own, shown to every caller like the keyword overview's advertisers.
    ads: ads.rows.map((a) => ({
      block: a.block,
      position: a.position,
      domain: a.name,
      headline: a.headline,
      description: a.description,
      displayUrl: a.display_url,
      clicks: Math.round(monthVolume * paidCtr(a.block, a.position)),
    })),
    ...listPage(window, rows, results.rows.length, hiddenRow),
  };
}
