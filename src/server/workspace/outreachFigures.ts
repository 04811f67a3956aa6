/**
 * What the research corpus knows of an outreach website or page, in its latest month: a page's
 * organic clicks and ranked keywords (the links table), and a website's or page's organic and
 * paid context. A website is the corpus domain of the same name (its host, `www.` dropped), a
 * page that domain's page of the same path; a site or page the corpus has no rows of has figures
 * of 0, never made up. Clicks use the default organic CTR curve and the paid curve
 * (research/metrics.ts), rounded to whole clicks.
 */
import { sql } from 'kysely';

import type { components } from '../../api/schema.gen';
import type { Db } from '../db';
import { adCopiesLandingOn, corpusMonthList, domainIdOf } from '../research/domainStats';
import { DEFAULT_ORGANIC_CTR_CURVE, monthSummaryFromTotals, paidCtr, type AdBlock } from '../research/metrics';
import { landingPageOfSite, researchSite, type ResearchSite } from '../research/site';
import { ctrSql } from '../research/sqlMetrics';

type Schemas = components['schemas'];

export interface PageFigures {
  urlMonthlyOrganicClicks: number;
  urlRankedKeywords: number;
}

const NO_FIGURES: PageFigures = { urlMonthlyOrganicClicks: 0, urlRankedKeywords: 0 };
/** Rows per `in (…)` list. */
const BATCH = 500;

const latestMonth = async (db: Db) => (await corpusMonthList(db)).at(-1) ?? null;

/** The page a stored outreach URL is (it was read with researchSite when it was added). */
export const siteOfUrl = (fullUrl: string): ResearchSite => researchSite(fullUrl, 'fullUrl');

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** The corpus's url ids of outreach pages (by their id), for the pages it knows. */
async function corpusUrlIds(db: Db, pages: readonly { id: number; fullUrl: string }[]): Promise<Map<number, number>> {
  const wanted = pages.map((p) => {
    const site = siteOfUrl(p.fullUrl);
    return { id: p.id, domain: site.host, path: site.path };
  });
  const domainIds = new Map<string, number>();
  for (const names of chunks([...new Set(wanted.map((w) => w.domain))])) {
    const rows = await db.kysely.selectFrom('domains').select(['id', 'name']).where('name', 'in', names).execute();
    for (const r of rows) domainIds.set(r.name, r.id);
  }
  const known = wanted.flatMap((w) => {
    const domainId = domainIds.get(w.domain);
    return domainId === undefined ? [] : [{ ...w, domainId }];
  });
  const urlIds = new Map<string, number>();
  for (const part of chunks(known)) {
    const rows = await db.kysely
      .selectFrom('urls')
      .select(['id', 'domain_id', 'path'])
      .where('domain_id', 'in', [...new Set(part.map((k) => k.domainId))])
      .where('path', 'in', [...new Set(part.map((k) => k.path))])
      .execute();
    for (const r of rows) urlIds.set(`${r.domain_id} ${r.path}`, r.id);
  }
  const out = new Map<number, number>();
  for (const k of known) {
    const urlId = urlIds.get(`${k.domainId} ${k.path}`);
    if (urlId !== undefined) out.set(k.id, urlId);
  }
  return out;
}

/** Each page's organic clicks and ranked keywords (top 100) in the corpus's latest month. */
export async function pageFigures(
  db: Db,
  pages: readonly { id: number; fullUrl: string }[],
): Promise<Map<number, PageFigures>> {
  const out = new Map<number, PageFigures>(pages.map((p) => [p.id, NO_FIGURES]));
  const month = await latestMonth(db);
  if (month === null || pages.length === 0) return out;
  const corpusIds = await corpusUrlIds(db, pages);
  const byCorpusId = new Map<number, PageFigures>();
  const ctr = ctrSql(DEFAULT_ORGANIC_CTR_CURVE, sql.ref('rank_group'));
  for (const ids of chunks([...new Set(corpusIds.values())])) {
    const { rows } = await sql<{ url_id: number; keywords: number | string; clicks: number | string | null }>`
      select url_id, count(distinct keyword_id) as keywords, sum(volume * ${ctr}) as clicks
      from serp_organic where url_id in (${sql.join(ids)}) and month = ${month}
      group by url_id`.execute(db.kysely);
    for (const r of rows) {
      byCorpusId.set(Number(r.url_id), {
        urlMonthlyOrganicClicks: Math.round(Number(r.clicks ?? 0)),
        urlRankedKeywords: Number(r.keywords),
      });
    }
  }
  for (const [id, corpusId] of corpusIds) out.set(id, byCorpusId.get(corpusId) ?? NO_FIGURES);
  return out;
}

interface Totals {
  organicKeywords: number;
  organicClicks: number;
  paidKeywords: number;
  paidClicks: number;
}

const contextsOf = (t: Totals): Schemas['OutreachContextEntry'][] => [
  { context: 'organic', keywordCount: t.organicKeywords, monthlyClicks: t.organicClicks },
  { context: 'paid', keywordCount: t.paidKeywords, monthlyClicks: t.paidClicks },
];
const NO_TOTALS: Totals = { organicKeywords: 0, organicClicks: 0, paidKeywords: 0, paidClicks: 0 };

/** Paid keywords and clicks from ad slot totals: Σ keywords, Σ searches × paid CTR(slot). */
function paidTotals(slots: readonly { block: string; position: number; keywords: unknown; volume: unknown }[]) {
  return {
    paidKeywords: slots.reduce((sum, s) => sum + Number(s.keywords), 0),
    paidClicks: Math.round(
      slots.reduce((sum, s) => sum + paidCtr(s.block as AdBlock, s.position) * Number(s.volume), 0),
    ),
  };
}

/**
 * A website's contexts (organic, then paid, zeros where it does not appear): the keywords it
 * ranks for in the top 100 and buys ads on in the latest month, and their estimated clicks.
 */
export async function websiteContexts(db: Db, host: string): Promise<Schemas['OutreachContextEntry'][]> {
  const month = await latestMonth(db);
  if (month === null) return contextsOf(NO_TOTALS);
  const domainId = await domainIdOf(db, host);
  if (domainId === null) return contextsOf(NO_TOTALS);
  const [organic, ads] = await Promise.all([
    db.kysely
      .selectFrom('domain_rank_stats')
      .select(['rank_group', 'keywords', 'volume'])
      .where('domain_id', '=', domainId)
      .where('month', '=', month)
      .execute(),
    db.kysely
      .selectFrom('domain_ad_stats')
      .select(['block', 'position', 'keywords', 'volume'])
      .where('domain_id', '=', domainId)
      .where('month', '=', month)
      .execute(),
  ]);
  const summary = monthSummaryFromTotals(
    organic.map((r) => ({
      position: r.rank_group,
      keywords: Number(r.keywords),
      volume: Number(r.volume),
      volumeCpc: 0,
    })),
    [],
  );
  return contextsOf({ organicKeywords: summary.organicKeywords, organicClicks: summary.seoClicks, ...paidTotals(ads) });
}

/**
 * A page's contexts: the keywords it ranks for in the top 100 in the latest month with their
 * clicks, and the keywords whose ads land on it (its host and path) with their paid clicks.
 */
export async function pageContexts(db: Db, fullUrl: string): Promise<Schemas['OutreachContextEntry'][]> {
  const month = await latestMonth(db);
  if (month === null) return contextsOf(NO_TOTALS);
  const figures = (await pageFigures(db, [{ id: 1, fullUrl }])).get(1);
  const copyIds = await adCopiesLandingOn(db, landingPageOfSite(siteOfUrl(fullUrl)));
  // An ad copy shows at most once per keyword and month; a keyword two copies share counts once.
  const ads =
    copyIds.length === 0
      ? []
      : (
          await sql<{ keyword_id: number; block: string; position: number; volume: number | string }>`
            select a.keyword_id, a.block, a.position, v.volume
            from serp_ads a join keyword_volumes v on v.keyword_id = a.keyword_id and v.month = a.month
            where a.ad_copy_id in (${sql.join(copyIds)}) and a.month = ${month}
            order by a.keyword_id, a.block desc, a.position`.execute(db.kysely)
        ).rows;
  const firstPerKeyword = ads.filter((a, i) => i === 0 || ads[i - 1]!.keyword_id !== a.keyword_id);
  return contextsOf({
    organicKeywords: figures?.urlRankedKeywords ?? 0,
    organicClicks: figures?.urlMonthlyOrganicClicks ?? 0,
    ...paidTotals(firstPerKeyword.map((a) => ({ ...a, keywords: 1 }))),
  });
}
