/**
 * The research metrics: pure functions from SERP rows to the figures every research screen shows.
 * SQL selects the rows; these functions say what a figure means, so a worked example in
 * metrics.test.ts pins each definition. Positions are 1-based organic `rank_group`s; a keyword a
 * domain does not rank for has position null.
 */
import type { RANKING_HISTORY_TYPES } from '../../lib/spec/research';

// ---------------------------------------------------------------------------------------------
// Click-through-rate curves
// ---------------------------------------------------------------------------------------------

export interface OrganicCtrCurve {
  id: string;
  name: string;
  /** Where the first-page figures come from. */
  source: string;
  /** CTR of positions 1 to 10, as fractions. */
  firstPage: readonly number[];
}

/**
 * Published first-page curves. Past position 10 the studies publish no per-position figure (Sistrix:
 * "significantly less than one percent"); `organicCtr` extends each curve with the tail below.
 */
export const ORGANIC_CTR_CURVES = {
  'sistrix-2020': {
    id: 'sistrix-2020',
    name: 'Sistrix 2020',
    source: 'Sistrix, "Why (almost) everything you knew about Google CTR is no longer valid", July 2020 (80M keywords)',
    firstPage: [0.285, 0.157, 0.11, 0.08, 0.072, 0.051, 0.04, 0.032, 0.028, 0.025],
  },
  'backlinko-2019': {
    id: 'backlinko-2019',
    name: 'Backlinko 2019',
    source: 'Backlinko, "Here\'s What We Learned About Organic Click Through Rate", 2019 (5M results)',
    firstPage: [0.3173, 0.2471, 0.1866, 0.136, 0.0951, 0.0623, 0.0415, 0.0311, 0.0296, 0.0309],
  },
} as const satisfies Record<string, OrganicCtrCurve>;

export type OrganicCtrCurveId = keyof typeof ORGANIC_CTR_CURVES;
export const ORGANIC_CTR_CURVE_IDS = Object.keys(ORGANIC_CTR_CURVES) as OrganicCtrCurveId[];
export const DEFAULT_ORGANIC_CTR_CURVE: OrganicCtrCurveId = 'sistrix-2020';

/** The deepest position the corpus stores and the metrics count ("top 100"). */
export const MAX_ORGANIC_POSITION = 100;

/** Page two and beyond: 30% of position 10's CTR at position 11, falling as (11 / position)^1.5. */
const TAIL_SHARE_OF_POSITION_10 = 0.3;
const TAIL_EXPONENT = 1.5;

export function isOrganicCtrCurveId(value: unknown): value is OrganicCtrCurveId {
  return typeof value === 'string' && Object.hasOwn(ORGANIC_CTR_CURVES, value);
}

/** The share of searchers who click the result at `position` (0 when it does not rank). */
export function organicCtr(position: number | null, curveId: OrganicCtrCurveId = DEFAULT_ORGANIC_CTR_CURVE): number {
  if (position === null || !Number.isInteger(position) || position < 1 || position > MAX_ORGANIC_POSITION) return 0;
  const { firstPage } = ORGANIC_CTR_CURVES[curveId];
  if (position <= firstPage.length) return firstPage[position - 1] ?? 0;
  const tenth = firstPage[firstPage.length - 1] ?? 0;
  return tenth * TAIL_SHARE_OF_POSITION_10 * (11 / position) ** TAIL_EXPONENT;
}

/** Ad blocks on a results page. */
export type AdBlock = 'top' | 'bottom';

/**
 * Paid CTR by ad slot: our estimate (no study publishes a per-slot curve for both blocks), in line
 * with the usual 2-7% search-ad CTRs, top ads well above bottom ones.
 */
export const PAID_CTR_CURVE = {
  id: 'rivalscope-paid-2026',
  name: 'Rivalscope paid estimate',
  top: [0.062, 0.035, 0.025, 0.018],
  bottom: [0.008, 0.006, 0.005, 0.004],
} as const;

/** The share of searchers who click the ad in `position` of `block` (0 past the last slot). */
export function paidCtr(block: AdBlock, position: number): number {
  const slots: readonly number[] = PAID_CTR_CURVE[block];
  return Number.isInteger(position) && position >= 1 ? (slots[position - 1] ?? 0) : 0;
}

// ---------------------------------------------------------------------------------------------
// Clicks, value and budget
// ---------------------------------------------------------------------------------------------

/** A keyword a domain or URL ranks for (organic), with the keyword's own figures. */
export interface OrganicRanking {
  /** Monthly searches. */
  volume: number;
  /** Cost per click in USD. */
  cpc: number;
  position: number | null;
}

/** An ad a domain shows for a keyword. */
export interface AdPlacement {
  volume: number;
  cpc: number;
  block: AdBlock;
  position: number;
}

/** Estimated monthly clicks = volume × CTR(position). */
export function estimatedClicks(volume: number, position: number | null, curveId?: OrganicCtrCurveId): number {
  return volume * organicCtr(position, curveId);
}

/** What the clicks would cost as ads: clicks × CPC. */
export function clickValue(ranking: OrganicRanking, curveId?: OrganicCtrCurveId): number {
  return estimatedClicks(ranking.volume, ranking.position, curveId) * ranking.cpc;
}

/** Estimated monthly ad spend = volume × paid CTR(slot) × CPC. */
export function adSpend(ad: AdPlacement): number {
  return ad.volume * paidCtr(ad.block, ad.position) * ad.cpc;
}

const isRanked = (position: number | null): position is number =>
  position !== null && position >= 1 && position <= MAX_ORGANIC_POSITION;

/** The headline figures of a domain or URL for one month. */
export interface MonthSummary {
  /** Keywords it ranks for in the top 100. */
  organicKeywords: number;
  /** Keywords it ranks for on the first page. */
  top10Keywords: number;
  /** Estimated monthly SEO clicks, rounded. */
  seoClicks: number;
  /** Σ clicks × CPC, in USD, rounded to cents. */
  seoClickValue: number;
  /** Keywords it buys ads on. */
  paidKeywords: number;
  /** Estimated monthly PPC budget, in USD, rounded to cents. */
  ppcBudget: number;
}

const cents = (usd: number) => Math.round(usd * 100) / 100;

/** One summary from a month's rankings and ads (`ads` holds one placement per keyword bought). */
export function monthSummary(
  rankings: readonly OrganicRanking[],
  ads: readonly AdPlacement[],
  curveId?: OrganicCtrCurveId,
): MonthSummary {
  return monthSummaryFromTotals(
    rankings.flatMap((r) =>
      r.position === null ? [] : [{ position: r.position, keywords: 1, volume: r.volume, volumeCpc: r.volume * r.cpc }],
    ),
    ads.map((ad) => ({ ...ad, keywords: 1, volumeCpc: ad.volume * ad.cpc })),
    curveId,
  );
}

/** Keywords at one organic position, added up: what a month's summary needs of them. */
export interface RankGroupTotals {
  position: number;
  keywords: number;
  /** Σ their searches. */
  volume: number;
  /** Σ searches × CPC, in USD. */
  volumeCpc: number;
}

/** Ads in one slot, added up. */
export interface AdSlotTotals {
  block: AdBlock;
  position: number;
  keywords: number;
  volume: number;
  volumeCpc: number;
}

/**
 * The same summary as `monthSummary`, from per-position totals: every keyword at a position has
 * that position's CTR, so Σ volume × CTR = CTR × Σ volume. This is how the API reads a month.
 */
export function monthSummaryFromTotals(
  organic: readonly RankGroupTotals[],
  ads: readonly AdSlotTotals[],
  curveId?: OrganicCtrCurveId,
): MonthSummary {
  let organicKeywords = 0;
  let top10Keywords = 0;
  let clicks = 0;
  let value = 0;
  for (const group of organic) {
    if (!isRanked(group.position)) continue;
    organicKeywords += group.keywords;
    if (group.position <= 10) top10Keywords += group.keywords;
    const ctr = organicCtr(group.position, curveId);
    clicks += ctr * group.volume;
    value += ctr * group.volumeCpc;
  }
  return {
    organicKeywords,
    top10Keywords,
    seoClicks: Math.round(clicks),
    seoClickValue: cents(value),
    paidKeywords: ads.reduce((sum, slot) => sum + slot.keywords, 0),
    ppcBudget: cents(ads.reduce((sum, slot) => sum + paidCtr(slot.block, slot.position) * slot.volumeCpc, 0)),
  };
}

/** Keywords per position bucket, from per-position totals. */
export function bucketCountsFromTotals(organic: readonly RankGroupTotals[]): Record<PositionBucket, number> {
  const counts = Object.fromEntries(POSITION_BUCKETS.map((b) => [b, 0])) as Record<PositionBucket, number>;
  for (const group of organic) {
    const bucket = positionBucket(group.position);
    if (bucket) counts[bucket] += group.keywords;
  }
  return counts;
}

/** A figure's change from last month: absolute and relative (null when last month was 0). */
export function change(previous: number, current: number): { delta: number; ratio: number | null } {
  return { delta: current - previous, ratio: previous === 0 ? null : (current - previous) / previous };
}

// ---------------------------------------------------------------------------------------------
// Positions over time
// ---------------------------------------------------------------------------------------------

export const POSITION_BUCKETS = ['1-3', '4-10', '11-20', '21-50', '51-100'] as const;
export type PositionBucket = (typeof POSITION_BUCKETS)[number];
const BUCKET_UPPER_BOUNDS = [3, 10, 20, 50, 100] as const;

/** The position bucket of the keywords-by-position chart, or null when it does not rank. */
export function positionBucket(position: number | null): PositionBucket | null {
  if (!isRanked(position)) return null;
  const index = BUCKET_UPPER_BOUNDS.findIndex((upper) => position <= upper);
  return POSITION_BUCKETS[index] ?? null;
}

/** How many positions fall in each bucket (every bucket present, 0 when empty). */
export function bucketCounts(positions: readonly (number | null)[]): Record<PositionBucket, number> {
  const counts = Object.fromEntries(POSITION_BUCKETS.map((b) => [b, 0])) as Record<PositionBucket, number>;
  for (const position of positions) {
    const bucket = positionBucket(position);
    if (bucket) counts[bucket] += 1;
  }
  return counts;
}

/** Places gained since last month (positive = moved up); null unless it ranks in both months. */
export function rankChange(previous: number | null, current: number | null): number | null {
  return isRanked(previous) && isRanked(current) ? previous - current : null;
}

/** The ranking-history types of doc 2's enumerations. */
export type RankingHistoryType = (typeof RANKING_HISTORY_TYPES)[number];

/** A keyword's position and estimated clicks in two consecutive months. */
export interface MonthPair {
  previous: { position: number | null; clicks: number };
  current: { position: number | null; clicks: number };
}

/**
 * The ranking-history lists a keyword belongs to. MostValuable holds every keyword ranked this
 * month (its list is ordered by click value); the others are movements between the two months.
 */
export function rankingHistoryTypes({ previous, current }: MonthPair): RankingHistoryType[] {
  const was = isRanked(previous.position);
  const is = isRanked(current.position);
  const wasTop10 = was && previous.position! <= 10;
  const isTop10 = is && current.position! <= 10;
  const types: RankingHistoryType[] = [];
  if (is) types.push('MostValuable');
  if (wasTop10 && !isTop10) types.push('FellFromTop10');
  if (!wasTop10 && isTop10) types.push('MadeTheTop10');
  if (!was && is) types.push('NewKeywords');
  if (was && !is) types.push('NoLongerRanks');
  const moved = rankChange(previous.position, current.position);
  if (moved !== null && moved > 0) types.push('GainedRanks');
  if (moved !== null && moved < 0) types.push('LostRanks');
  if (current.clicks > previous.clicks) types.push('GainedClicks');
  if (current.clicks < previous.clicks) types.push('LostClicks');
  return types;
}

// ---------------------------------------------------------------------------------------------
// Strength and difficulty
// ---------------------------------------------------------------------------------------------

/** Inverse-rank strength: Σ 1 / position over a domain's top-100 rankings. */
export function inverseRankScore(positions: readonly (number | null)[]): number {
  return positions.reduce<number>((sum, p) => (isRanked(p) ? sum + 1 / p : sum), 0);
}

/** A domain's strength 0-100: its inverse-rank score on a log scale against the strongest domain's. */
export function domainStrength(score: number, strongestScore: number): number {
  if (score <= 0 || strongestScore <= 0) return 0;
  return Math.round((100 * Math.log1p(Math.min(score, strongestScore))) / Math.log1p(strongestScore));
}

/**
 * Keyword difficulty 0-100: the strength of the first page's domains, each weighted by the share
 * of clicks its position gets, so a strong domain at position 1 counts most.
 */
export function keywordDifficulty(firstPageStrengths: readonly number[], curveId?: OrganicCtrCurveId): number {
  let weighted = 0;
  let weights = 0;
  firstPageStrengths.slice(0, 10).forEach((strength, index) => {
    const weight = organicCtr(index + 1, curveId);
    weighted += weight * strength;
    weights += weight;
  });
  return weights === 0 ? 0 : Math.round(weighted / weights);
}

// ---------------------------------------------------------------------------------------------
// Competitors and Kombat
// ---------------------------------------------------------------------------------------------

export interface Competitor {
  domain: string;
  /** Keywords both rank for. */
  sharedKeywords: number;
  /** sharedKeywords as a share of the target's keywords. */
  share: number;
}

/** A competitor's figures from how many of the target's keywords it shares. */
export function competitorOf(domain: string, sharedKeywords: number, targetKeywords: number): Competitor {
  return { domain, sharedKeywords, share: targetKeywords === 0 ? 0 : sharedKeywords / targetKeywords };
}

/** Most shared keywords first, ties by name: the order of a competitor list. */
export const byCompetition = (a: Competitor, b: Competitor) =>
  b.sharedKeywords - a.sharedKeywords || a.domain.localeCompare(b.domain);

/** The domains sharing most keywords with the target, most first (ties by name). */
export function competitorsOf(
  target: string,
  keywordsByDomain: ReadonlyMap<string, ReadonlySet<string>>,
  limit = 10,
): Competitor[] {
  const mine = keywordsByDomain.get(target) ?? new Set<string>();
  const competitors: Competitor[] = [];
  for (const [domain, theirs] of keywordsByDomain) {
    if (domain === target || mine.size === 0) continue;
    let shared = 0;
    for (const keyword of theirs) if (mine.has(keyword)) shared += 1;
    if (shared > 0) competitors.push(competitorOf(domain, shared, mine.size));
  }
  return competitors.sort(byCompetition).slice(0, limit);
}

/** One region of a Kombat Venn diagram: the keywords in exactly these domains' sets. */
export interface VennRegion {
  /** Indexes into the domain list, ascending. */
  domains: number[];
  keywords: string[];
}

/** Every region of the Venn of 2 or 3 keyword sets, empty regions included, keywords sorted. */
export function vennRegions(sets: readonly ReadonlySet<string>[]): VennRegion[] {
  if (sets.length < 2 || sets.length > 3) throw new RangeError('Kombat compares 2 or 3 domains.');
  const byMask = new Map<number, string[]>();
  for (let mask = 1; mask < 1 << sets.length; mask += 1) byMask.set(mask, []);
  for (const keyword of new Set(sets.flatMap((set) => [...set]))) {
    const mask = sets.reduce((m, set, i) => (set.has(keyword) ? m | (1 << i) : m), 0);
    byMask.get(mask)!.push(keyword);
  }
  return [...byMask].map(([mask, keywords]) => ({
    domains: sets.map((_, i) => i).filter((i) => mask & (1 << i)),
    keywords: keywords.sort(),
  }));
}

/** The paid Kombat sets, from the first domain's ("you") point of view. */
export interface PaidKombatSets {
  /** Bought by any of the domains. */
  all: string[];
  /** Bought by every domain. */
  core: string[];
  /** Bought by a competitor, not by you. */
  considerBuying: string[];
  /** Bought by you alone. */
  potentialAdWaste: string[];
}

export function paidKombatSets(you: ReadonlySet<string>, competitors: readonly ReadonlySet<string>[]): PaidKombatSets {
  const all = new Set([...you, ...competitors.flatMap((set) => [...set])]);
  const sorted = (keywords: Iterable<string>) => [...keywords].sort();
  const boughtByCompetitor = (k: string) => competitors.some((set) => set.has(k));
  return {
    all: sorted(all),
    core: sorted([...you].filter((k) => competitors.every((set) => set.has(k)))),
    considerBuying: sorted([...all].filter((k) => !you.has(k) && boughtByCompetitor(k))),
    potentialAdWaste: sorted([...you].filter((k) => !boughtByCompetitor(k))),
  };
}
