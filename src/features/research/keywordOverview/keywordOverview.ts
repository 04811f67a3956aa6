/**
 * The keyword overview's rules: the last twelve months of searches, the split of clicks between
 * organic results and ads, the top results' positions month by month for the chart, an
 * advertiser's latest ad, and the keyword-overview analytics event. Figures come from the server;
 * these only pick, align and format them.
 */
import { KEYWORD_OVERVIEW_TEXT } from './keywordOverviewTexts';
import type { components } from '../../../api/schema.gen';
import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import type { ResearchEvent } from '../shared/researchEvents';

type Schemas = components['schemas'];
export type KeywordOverview = Schemas['KeywordOverview'];
export type KeywordSerpAnalysis = Schemas['KeywordSerpAnalysis'];
export type KeywordAdHistory = Schemas['KeywordAdHistory'];
export type RelatedKeywords = Schemas['RelatedKeywords'];
export type MonthlyVolume = KeywordOverview['monthlyVolumes'][number];
export type RankingHistoryEntry = KeywordOverview['rankingHistory'][number];
export type AdHistoryRow = Schemas['AdHistoryRow'];
export type AdCopy = Schemas['AdCopy'];

/** How many rows the advertisers and related-keywords blocks show (their full pages have the rest). */
export const KEYWORD_OVERVIEW_ROWS = 5;
/** The results block shows the first page: ten results. */
export const SERP_ROWS = 10;

/** How many months the trend and ranking charts show. */
export const TREND_MONTHS = 12;

/** The last twelve months of searches (oldest first, as the answer gives them). */
export function volumeTrend(monthlyVolumes: readonly MonthlyVolume[]): MonthlyVolume[] {
  return monthlyVolumes.slice(-TREND_MONTHS);
}

/** A ratio (0.8828) as a percentage with one decimal ('88.3%'). */
export function percentOf(ratio: number): string {
  return `${formatNumber(ratio * 100, 1)}%`;
}

export interface ClickSplitPart {
  clicks: number;
  /** 0…1, for the bar's width. */
  share: number;
  /** '88.3%'. */
  shareText: string;
}

export interface ClickSplit {
  organic: ClickSplitPart;
  paid: ClickSplitPart;
  /** Read out: 'Organic results get 88.3% of the clicks (38,400), ads 11.7% (5,100)'. */
  summary: string;
}

/**
 * The month's clicks split between organic results and ads, as the answer shares them out
 * (organicShare); ads take the rest. Null when there were no clicks (organicShare null).
 */
export function clickSplit(clicks: KeywordOverview['clicks']): ClickSplit | null {
  if (clicks.organicShare === null) return null;
  const organicShare = clicks.organicShare;
  const paidShare = 1 - organicShare;
  const organic = { clicks: clicks.organic, share: organicShare, shareText: percentOf(organicShare) };
  const paid = { clicks: clicks.paid, share: paidShare, shareText: percentOf(paidShare) };
  return {
    organic,
    paid,
    summary: fill(KEYWORD_OVERVIEW_TEXT.clickSplitSummary, {
      organic: organic.shareText,
      organicClicks: formatNumber(organic.clicks),
      paid: paid.shareText,
      paidClicks: formatNumber(paid.clicks),
    }),
  };
}

/** How many of the top results the ranking chart draws (more lines would not read apart). */
export const RANKING_LINES = 5;

export interface RankingLine {
  domain: string;
  /** One per month of `RankingLines.months`; null where the domain did not rank. */
  positions: (number | null)[];
}

export interface RankingLines {
  /** Oldest first. */
  months: string[];
  lines: RankingLine[];
}

/**
 * The first `max` domains of the ranking history (the answer lists them in page order) over the
 * last twelve months of the history, each position set against its month; a month a domain's
 * history leaves out reads as not ranked.
 */
export function rankingLines(history: readonly RankingHistoryEntry[], max = RANKING_LINES): RankingLines {
  const shown = history.slice(0, max);
  const allMonths = [...new Set(shown.flatMap((entry) => entry.positions.map((p) => p.month)))].sort();
  const months = allMonths.slice(-TREND_MONTHS);
  const lines = shown.map((entry) => {
    const byMonth = new Map(entry.positions.map((p) => [p.month, p.position]));
    return { domain: entry.domain, positions: months.map((month) => byMonth.get(month) ?? null) };
  });
  return { months, lines };
}

/** A position as the chart's table and tooltip read it: 'position 3' or 'not ranked'. */
export function positionText(position: number | null): string {
  return position === null
    ? KEYWORD_OVERVIEW_TEXT.notRanked
    : fill(KEYWORD_OVERVIEW_TEXT.positionOf, { position: formatNumber(position) });
}

export interface LatestAd {
  block: 'top' | 'bottom';
  position: number;
  copy: AdCopy | null;
}

/** The advertiser's ad of its latest month with its copy (one of the answer's adCopies); null without ads. */
export function latestAd(row: AdHistoryRow, copies: readonly AdCopy[]): LatestAd | null {
  const last = row.ads.reduce<AdHistoryRow['ads'][number] | null>(
    (latest, ad) => (latest === null || ad.month > latest.month ? ad : latest),
    null,
  );
  if (last === null) return null;
  return {
    block: last.block,
    position: last.position,
    copy: copies.find((copy) => copy.id === last.adCopyId) ?? null,
  };
}

/** The keyword-overview analytics event: a hit or a miss (doc 2 "Analytics events", keyword area). */
export function keywordOverviewEvent(answer: KeywordOverview): ResearchEvent {
  return {
    name: 'Keyword Overview Search',
    category: 'Keyword',
    action: answer.hasData ? 'Hit' : 'Miss',
    label: answer.keyword,
  };
}
