/**
 * Shared by the adapters: the checked depth and the assembly of a SerpRecord from the organic
 * results and ads an adapter read out of its provider's answer.
 */
import type { AdResult, OrganicResult, SerpRecord } from '../records';
import type { SerpQuery } from './types';

/** The depth one call checks: what was asked for, within 1 and the provider's maximum. */
export function depthToCheck(requested: number, maxDepth: number): number {
  if (!Number.isInteger(requested) || requested < 1) return 1;
  return Math.min(requested, maxDepth);
}

/**
 * The record of one checked page. checkedDepth is the depth the call asked for, or deeper when the
 * provider returned more (a page can hold more elements than asked for, and a rank is never deeper
 * than its check). Organic results are kept once per rank_group (the first wins) in rank order;
 * ads in block order, then position.
 */
export function serpRecord(query: SerpQuery, depth: number, organic: OrganicResult[], ads: AdResult[]): SerpRecord {
  const byRank = new Map<number, OrganicResult>();
  for (const result of organic) if (!byRank.has(result.rankGroup)) byRank.set(result.rankGroup, result);
  const ranked = [...byRank.values()].sort((a, b) => a.rankGroup - b.rankGroup);
  const deepest = ranked.reduce((max, result) => Math.max(max, result.rankAbsolute), 0);
  return {
    kind: 'serp',
    term: query.term,
    country: query.country.toLowerCase(),
    device: query.device,
    month: query.month,
    checkedDepth: Math.max(depth, deepest),
    organic: ranked,
    ads: [...ads].sort((a, b) => (a.block === b.block ? a.position - b.position : a.block === 'top' ? -1 : 1)),
  };
}

/**
 * For providers that number organic results only: the absolute rank counts the top ads shown above
 * every organic result, the only other elements whose place the answer tells.
 */
export function withTopAdsAbove(organic: Omit<OrganicResult, 'rankAbsolute'>[], ads: AdResult[]): OrganicResult[] {
  const topAds = ads.filter((ad) => ad.block === 'top').length;
  return organic.map((result) => ({ ...result, rankAbsolute: result.rankGroup + topAds }));
}
