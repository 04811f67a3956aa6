/**
 * The research API's domain overview: a domain's figures from domainStats.ts in the contract's
 * shape (openapi/schemas/research.yaml DomainOverview).
 */
import { domainFigures, type DomainMonth } from './domainStats';
import { DEFAULT_ORGANIC_CTR_CURVE, ORGANIC_CTR_CURVES, POSITION_BUCKETS, type OrganicCtrCurveId } from './metrics';
import type { components } from '../../api/schema.gen';
import type { Db } from '../db';
import { FieldValidationError } from '../errors';
import { classifyQuery } from '../search/queryType';

type Schemas = components['schemas'];

/** YYYYMM as the contract's YYYY-MM. */
export const monthLabel = (month: number) => `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`;

/** The domain a research query names, or a 400 naming the query parameter. */
export function researchDomain(query: string): string {
  const classified = classifyQuery(query, { isSiteQuery: true });
  const host = classified.ok ? classified.interpretations[0].asciiHost : null;
  if (!classified.ok || host === null) {
    throw new FieldValidationError([
      { field: 'query.query', message: classified.ok ? 'not a valid domain or URL' : classified.message },
    ]);
  }
  return host;
}

/** True while the corpus holds the seeded demo data. */
export async function corpusIsDemo(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('keywords').select('id').where('is_demo', '=', 1).limit(1).executeTakeFirst();
  return row !== undefined;
}

function monthOf(figures: DomainMonth): Schemas['DomainMonth'] {
  return {
    month: monthLabel(figures.month),
    organicKeywords: figures.organicKeywords,
    top10Keywords: figures.top10Keywords,
    seoClicks: figures.seoClicks,
    seoClickValue: figures.seoClickValue,
    paidKeywords: figures.paidKeywords,
    ppcBudget: figures.ppcBudget,
    positionBuckets: POSITION_BUCKETS.map((range) => ({ range, keywords: figures.buckets[range] })),
  };
}

export async function domainOverview(
  db: Db,
  query: string,
  curve: OrganicCtrCurveId = DEFAULT_ORGANIC_CTR_CURVE,
): Promise<Schemas['DomainOverview']> {
  const domain = researchDomain(query);
  const [figures, isDemoData] = await Promise.all([domainFigures(db, domain, curve), corpusIsDemo(db)]);
  const history = figures.months.map(monthOf);
  const current = history.at(-1);
  return {
    domain,
    hasData: figures.hasData,
    isDemoData,
    month: current?.month ?? null,
    curve: { id: curve, name: ORGANIC_CTR_CURVES[curve].name },
    current: current ?? null,
    change: figures.change,
    history,
    backlinks: figures.backlinks,
    referringDomains: figures.referringDomains,
  };
}
