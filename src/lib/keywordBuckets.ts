/**
 * doc 2, Analytics events — domain-overview events bucket SEO keyword counts:
 * 0, 1-5, 6-10, 11-20, 21-50, 51-100, 101-500, 501-2000, 2001-10000, over 10000.
 */
import { KEYWORD_COUNT_BUCKET_OVER, KEYWORD_COUNT_BUCKETS } from './spec/research';

/** Every bucket label, smallest first. */
export const KEYWORD_COUNT_BUCKET_LABELS: readonly string[] = [
  ...KEYWORD_COUNT_BUCKETS.map((b) => b.label),
  KEYWORD_COUNT_BUCKET_OVER,
];

/**
 * The bucket label for a keyword count. Fractions are rounded down (a count is whole); a missing,
 * NaN or negative count is '0'.
 */
export function keywordCountBucket(count: number | null | undefined): string {
  const n = count === null || count === undefined || Number.isNaN(count) ? 0 : Math.max(0, Math.floor(count));
  return KEYWORD_COUNT_BUCKETS.find((b) => n <= b.max)?.label ?? KEYWORD_COUNT_BUCKET_OVER;
}
