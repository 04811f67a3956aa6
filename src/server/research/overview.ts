/**
 * The research API's answers in the contract's shape (openapi/schemas/research.yaml): a domain's
 * overview from domainStats.ts, and its organic keyword pages from organicKeywords.ts, throttled
 * here, on the server, so hidden rows never reach a visitor's browser.
 */
import { corpusMonthList, domainFigures, type DomainMonth } from './domainStats';
import { DEFAULT_ORGANIC_CTR_CURVE, ORGANIC_CTR_CURVES, POSITION_BUCKETS, type OrganicCtrCurveId } from './metrics';
import { domainOrganicKeywords } from './organicKeywords';
import type { components, operations } from '../../api/schema.gen';
import { THROTTLED_CELL_PLACEHOLDER } from '../../lib/spec/workspace';
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

/** Rows of a research list that a logged-out visitor or a user without a full account sees (ours). */
export const FREE_RESEARCH_ROWS = 10;

/** YYYY-MM as YYYYMM. */
export const monthNumber = (label: string) => Number(label.slice(0, 4)) * 100 + Number(label.slice(5, 7));

const throttledRow: Schemas['OrganicKeywordRow'] = {
  keyword: THROTTLED_CELL_PLACEHOLDER,
  position: null,
  previousPosition: null,
  rankChange: null,
  volume: null,
  cpc: null,
  difficulty: null,
  clicks: null,
  clickValue: null,
  url: null,
  isThrottled: true,
};

type OrganicKeywordsParams = NonNullable<operations['getDomainOrganicKeywords']['parameters']['query']>;

/** One page of a domain's organic keywords; rows past the free ones are throttled unless `isFullUser`. */
export async function domainOrganicKeywordsPage(
  db: Db,
  params: OrganicKeywordsParams,
  isFullUser: boolean,
): Promise<Schemas['DomainOrganicKeywords']> {
  const domain = researchDomain(params.query);
  const curve = params.curve ?? DEFAULT_ORGANIC_CTR_CURVE;
  const startRow = params.startRow ?? 1;
  const rowsPerPage = params.rowsPerPage ?? 250;
  const [months, domainRow, isDemoData] = await Promise.all([
    corpusMonthList(db),
    db.kysely.selectFrom('domains').select('id').where('name', '=', domain).executeTakeFirst(),
    corpusIsDemo(db),
  ]);
  const month = params.month ? monthNumber(params.month) : (months.at(-1) ?? null);
  if (params.month && !months.includes(month!)) {
    throw new FieldValidationError([{ field: 'query.month', message: 'is not a month of the research data' }]);
  }
  const previousMonth = month === null ? null : (months[months.indexOf(month) - 1] ?? null);
  const freeRowCount = isFullUser ? null : FREE_RESEARCH_ROWS;
  // Only the rows the caller may see are read; the rest of the page is placeholders.
  const visibleRows =
    freeRowCount === null ? rowsPerPage : Math.max(0, Math.min(rowsPerPage, freeRowCount - startRow + 1));
  const page =
    domainRow && month !== null
      ? await domainOrganicKeywords(db, {
          domainId: domainRow.id,
          month,
          previousMonth,
          curve,
          sort: params.sortBy ?? 'clicks',
          direction: params.sortDirection ?? 'desc',
          startRow,
          rowsPerPage: Math.max(visibleRows, 1),
          ...(params.filterText ? { filter: params.filterText } : {}),
        })
      : { rows: [], totalRowCount: 0 };
  const shown = page.rows.slice(0, visibleRows).map((row): Schemas['OrganicKeywordRow'] => ({
    keyword: row.keyword,
    position: row.position,
    previousPosition: row.previousPosition,
    rankChange: row.rankChange,
    volume: row.volume,
    cpc: row.cpc,
    difficulty: row.difficulty,
    clicks: row.clicks,
    clickValue: row.clickValue,
    url: `${domain}${row.url}`,
    isThrottled: false,
  }));
  const onPage = Math.max(0, Math.min(rowsPerPage, page.totalRowCount - startRow + 1));
  return {
    domain,
    hasData: page.totalRowCount > 0,
    isDemoData,
    month: month === null ? null : monthLabel(month),
    curve: { id: curve, name: ORGANIC_CTR_CURVES[curve].name },
    totalRowCount: page.totalRowCount,
    freeRowCount,
    rows: [...shown, ...Array.from({ length: onPage - shown.length }, () => throttledRow)],
  };
}
