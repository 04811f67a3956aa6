/**
 * The research API's keyword overview: a keyword's searches, costs and difficulty, the month's
 * first results page with each domain's strength and clicks, the ranking history of those
 * domains, the split of clicks between results and ads, and its advertisers.
 */
import { sql } from 'kysely';

import { corpusMonthList } from './domainStats';
import { corpusIsDemo, monthLabel, monthNumber } from './lists';
import {
  DEFAULT_ORGANIC_CTR_CURVE,
  domainStrength,
  estimatedClicks,
  ORGANIC_CTR_CURVES,
  paidCtr,
  type AdBlock,
} from './metrics';
import { inverseRankScoreSql } from './sqlMetrics';
import type { components, operations } from '../../api/schema.gen';
import { DEFAULT_COUNTRY_CODE } from '../../lib/countries';
import type { Db } from '../db';
import { FieldValidationError } from '../errors';
import { cleanseTerm } from '../search/queryType';

type Schemas = components['schemas'];
type KeywordOverviewParams = NonNullable<operations['getKeywordOverview']['parameters']['query']>;

/** Inverse-rank strength of every domain in a month, 0-100 against the strongest (one small scan). */
export async function domainStrengths(db: Db, month: number): Promise<Map<number, number>> {
  const rows = await sql<{ domain_id: number; score: number }>`
    select t.domain_id, ${inverseRankScoreSql('t')} as score
    from domain_rank_stats t where t.month = ${month} group by t.domain_id`.execute(db.kysely);
  const strongest = Math.max(0, ...rows.rows.map((r) => Number(r.score)));
  return new Map(rows.rows.map((r) => [Number(r.domain_id), domainStrength(Number(r.score), strongest)]));
}

export async function keywordOverview(db: Db, params: KeywordOverviewParams): Promise<Schemas['KeywordOverview']> {
  const term = cleanseTerm(params.query);
  if (term === '') throw new FieldValidationError([{ field: 'query.query', message: 'is empty' }]);
  const curve = params.curve ?? DEFAULT_ORGANIC_CTR_CURVE;
  const country = params.countryCode ?? DEFAULT_COUNTRY_CODE;
  const [months, keyword, isDemoData] = await Promise.all([
    corpusMonthList(db),
    db.kysely
      .selectFrom('keywords')
      .selectAll()
      .where('term', '=', term)
      .where('country', '=', country)
      .executeTakeFirst(),
    corpusIsDemo(db),
  ]);
  const month = params.month ? monthNumber(params.month) : (months.at(-1) ?? null);
  if (params.month && !months.includes(month!)) {
    throw new FieldValidationError([{ field: 'query.month', message: 'is not a month of the research data' }]);
  }
  const base = {
    keyword: term,
    isDemoData,
    month: month === null ? null : monthLabel(month),
    curve: { id: curve, name: ORGANIC_CTR_CURVES[curve].name },
  };
  if (!keyword || month === null) {
    return {
      ...base,
      hasData: false,
      volume: 0,
      monthlyVolumes: [],
      cpc: 0,
      difficulty: 0,
      competition: 0,
      segments: { isQuestion: false, isTransactional: false, isContent: false },
      clicks: { organic: 0, paid: 0, organicShare: null },
      serp: [],
      rankingHistory: [],
      advertisers: [],
    };
  }

  const [volumes, results, ads, strengths] = await Promise.all([
    db.kysely
      .selectFrom('keyword_volumes')
      .select(['month', 'volume'])
      .where('keyword_id', '=', keyword.id)
      .orderBy('month')
      .execute(),
    db.kysely
      .selectFrom('serp_organic as s')
      .innerJoin('domains as d', 'd.id', 's.domain_id')
      .innerJoin('urls as u', 'u.id', 's.url_id')
      .select(['s.month', 's.rank_group', 's.domain_id', 'd.name', 'u.path'])
      .where('s.keyword_id', '=', keyword.id)
      .execute(),
    db.kysely
      .selectFrom('serp_ads as a')
      .innerJoin('domains as d', 'd.id', 'a.domain_id')
      .innerJoin('ad_copies as c', 'c.id', 'a.ad_copy_id')
      .select(['a.month', 'a.block', 'a.position', 'd.name', 'c.headline', 'c.description', 'c.display_url'])
      .where('a.keyword_id', '=', keyword.id)
      .orderBy('a.month')
      .execute(),
    domainStrengths(db, month),
  ]);

  const volumeOf = new Map(volumes.map((v) => [v.month, v.volume]));
  const monthVolume = volumeOf.get(month) ?? keyword.volume;
  const thisMonth = results.filter((r) => r.month === month).sort((a, b) => a.rank_group - b.rank_group);
  const firstPage = thisMonth.filter((r) => r.rank_group <= 10);
  const organicClicks = thisMonth.reduce((sum, r) => sum + estimatedClicks(monthVolume, r.rank_group, curve), 0);
  const paidClicks = ads
    .filter((a) => a.month === month)
    .reduce((sum, a) => sum + monthVolume * paidCtr(a.block as AdBlock, a.position), 0);

  const positionOf = new Map(results.map((r) => [`${r.domain_id} ${r.month}`, r.rank_group]));
  const advertisers = new Map<string, { months: number; last: (typeof ads)[number] }>();
  for (const ad of ads) {
    const seen = advertisers.get(ad.name);
    advertisers.set(ad.name, { months: (seen?.months ?? 0) + 1, last: ad });
  }

  return {
    ...base,
    hasData: true,
    volume: keyword.volume,
    monthlyVolumes: volumes.map((v) => ({ month: monthLabel(v.month), volume: v.volume })),
    cpc: keyword.cpc_cents / 100,
    difficulty: keyword.difficulty,
    competition: keyword.competition,
    segments: {
      isQuestion: keyword.is_question === 1,
      isTransactional: keyword.is_transactional === 1,
      isContent: keyword.is_content === 1,
    },
    clicks: {
      organic: Math.round(organicClicks),
      paid: Math.round(paidClicks),
      organicShare:
        organicClicks + paidClicks === 0
          ? null
          : Math.round((organicClicks / (organicClicks + paidClicks)) * 10_000) / 10_000,
    },
    serp: firstPage.map((r) => ({
      position: r.rank_group,
      domain: r.name,
      url: `${r.name}${r.path}`,
      strength: strengths.get(r.domain_id) ?? 0,
      clicks: Math.round(estimatedClicks(monthVolume, r.rank_group, curve)),
    })),
    rankingHistory: firstPage.map((r) => ({
      domain: r.name,
      positions: months.map((m) => ({ month: monthLabel(m), position: positionOf.get(`${r.domain_id} ${m}`) ?? null })),
    })),
    advertisers: [...advertisers]
      .sort(([a, x], [b, y]) => y.months - x.months || a.localeCompare(b))
      .map(([domain, { months: monthsAdvertised, last }]) => ({
        domain,
        monthsAdvertised,
        lastMonth: monthLabel(last.month),
        block: last.block as AdBlock,
        position: last.position,
        headline: last.headline,
        description: last.description,
        displayUrl: last.display_url,
      })),
  };
}
