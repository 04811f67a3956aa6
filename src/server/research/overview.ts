/**
 * The research API's answers in the contract's shape (openapi/schemas/research.yaml): a domain's
 * or a page's overview from domainStats.ts, and a domain's or page's organic keyword pages from
 * organicKeywords.ts, throttled on the server (lists.ts) so hidden rows never reach a browser.
 */
import { closestCompetitors } from './competitors';
import { domainFigures, ranksInMonth, urlFigures, urlIdOf, type DomainFigures, type DomainMonth } from './domainStats';
import { answerBase, corpusIsDemo, listPage, monthLabel, openList, PAID_CURVE, throttledRow } from './lists';
import { parseMatchTypes, prepareMatchTypes } from './matchTypes';
import { DEFAULT_ORGANIC_CTR_CURVE, POSITION_BUCKETS, type OrganicCtrCurveId } from './metrics';
import { domainOrganicKeywords, type OrganicKeywordSegment } from './organicKeywords';
import { searchConsoleFor, searchConsoleKeywords, searchConsoleMonth, searchConsoleOf } from './searchConsole';
import { researchSite } from './site';
import type { components, operations } from '../../api/schema.gen';
import type { Db } from '../db';
import type { UserRow } from '../db/schema';

type Schemas = components['schemas'];

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

/** The overview fields a domain and a page share. */
function overviewOf(figures: Omit<DomainFigures, 'domain'>, isDemoData: boolean, curve: OrganicCtrCurveId) {
  const history = figures.months.map(monthOf);
  const current = history.at(-1) ?? null;
  return {
    hasData: figures.hasData,
    ...answerBase(isDemoData, figures.months.at(-1)?.month ?? null, curve),
    paidCurve: PAID_CURVE,
    current,
    change: figures.change,
    history,
    backlinks: figures.backlinks,
    referringDomains: figures.referringDomains,
  };
}

/**
 * A domain's overview; with `viewer` allowed to see the domain's Search Console data (./searchConsole.ts)
 * and some imported, its latest month's real clicks too.
 */
export async function domainOverview(
  db: Db,
  query: string,
  curve: OrganicCtrCurveId = DEFAULT_ORGANIC_CTR_CURVE,
  viewer: UserRow | null = null,
): Promise<Schemas['DomainOverview']> {
  const { domain } = researchSite(query);
  const [figures, isDemoData, gsc] = await Promise.all([
    domainFigures(db, domain, curve),
    corpusIsDemo(db),
    searchConsoleFor(db, viewer, domain),
  ]);
  const overview = { domain, ...overviewOf(figures, isDemoData, curve) };
  return gsc ? { ...overview, searchConsole: await searchConsoleMonth(db, gsc) } : overview;
}

export async function urlOverview(
  db: Db,
  query: string,
  curve: OrganicCtrCurveId = DEFAULT_ORGANIC_CTR_CURVE,
): Promise<Schemas['UrlOverview']> {
  const site = researchSite(query);
  const [figures, isDemoData] = await Promise.all([urlFigures(db, site, curve), corpusIsDemo(db)]);
  return { url: figures.url, domain: figures.domain, ...overviewOf(figures, isDemoData, curve) };
}

const hiddenRow = throttledRow('OrganicKeywordRow', 'keyword');

type OrganicKeywordsParams = NonNullable<operations['getDomainOrganicKeywords']['parameters']['query']>;

/** Segments that compare the domain with its closest competitors. */
const COMPARING_SEGMENTS: readonly OrganicKeywordSegment[] = ['core', 'missing'];

/**
 * One page of a domain's (or a page's) organic keywords in a segment; rows past the free ones are
 * throttled unless `isFullUser`. For a domain whose Search Console data `viewer` may see, each
 * visible row carries the keyword's real clicks and position (null without a query row).
 */
export async function domainOrganicKeywordsPage(
  db: Db,
  params: OrganicKeywordsParams,
  isFullUser: boolean,
  viewer: UserRow | null = null,
): Promise<Schemas['DomainOrganicKeywords']> {
  const site = researchSite(params.query);
  const segment = params.segment ?? 'all';
  const asked = parseMatchTypes(params.matchTypes);
  const {
    window,
    month,
    previousMonth,
    subject: [gsc, ids, prepared],
    base,
  } = await openList(
    db,
    params,
    isFullUser,
    Promise.all([
      site.isUrl ? null : searchConsoleFor(db, viewer, site.domain),
      urlIdOf(db, site),
      prepareMatchTypes(db, asked),
    ]),
  );
  // Exact while the phrase and broad sums are being stored (the answer says so).
  const { matchTypes } = prepared;
  const found = ids !== null && month !== null && (!site.isUrl || ids.urlId !== null);
  const rivals =
    found && COMPARING_SEGMENTS.includes(segment) ? await closestCompetitors(db, 'organic', ids.domainId, month) : [];
  // Only the rows the caller may see are read; the rest of the page is placeholders.
  const page = found
    ? await domainOrganicKeywords(db, {
        domainId: ids.domainId,
        ...(site.isUrl ? { urlId: ids.urlId! } : {}),
        segment,
        rivalIds: rivals.map((r) => r.id),
        month,
        previousMonth,
        curve: window.curve,
        sort: params.sortBy ?? 'clicks',
        direction: window.direction,
        startRow: window.startRow,
        rowsPerPage: Math.max(window.visibleRows, 1),
        ...(window.filter ? { filter: window.filter } : {}),
        volumeMatchType: matchTypes.volume,
      })
    : { rows: [], totalRowCount: 0 };
  const hasData = found && (page.totalRowCount > 0 || (await ranksInMonth(db, ids, month)));
  const real = gsc
    ? await searchConsoleKeywords(
        db,
        gsc,
        page.rows.map((row) => row.keyword),
      )
    : null;
  const visible = page.rows.map((row): Schemas['OrganicKeywordRow'] => ({
    keyword: row.keyword,
    position: row.position,
    previousPosition: row.previousPosition,
    rankChange: row.rankChange,
    volume: row.volume,
    cpc: row.cpc,
    difficulty: row.difficulty,
    clicks: row.clicks,
    clickValue: row.clickValue,
    url: row.url === null ? null : `${site.domain}${row.url}`,
    rivalRanks: rivals.map((rival, i) => ({ domain: rival.name, rank: row.rivalRanks[i] ?? null })),
    isThrottled: false,
    ...(real ? { searchConsole: searchConsoleOf(real, row.keyword) } : {}),
  }));
  return {
    domain: site.domain,
    url: site.isUrl ? `${site.host}${site.path}` : null,
    segment,
    comparedWith: rivals.map((r) => r.name),
    hasData,
    ...base,
    ...prepared.answer,
    ...(gsc ? { searchConsoleMonth: monthLabel(gsc.month) } : {}),
    ...listPage(window, visible, page.totalRowCount, hiddenRow),
  };
}
