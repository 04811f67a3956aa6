/**
 * Research enumerations and the domain-overview keyword-count buckets (doc 1 §3; doc 2 §9 and its
 * Analytics events).
 * Durations are milliseconds (`_MS`), sizes pixels (`_PX`), prices whole US dollars (`_USD`).
 */

/**
 * Rows of a research list that a logged-out visitor or a user without a full account sees (ours:
 * the spec throttles them without a number); the server sends the rest as placeholder rows.
 */
export const FREE_RESEARCH_ROWS = 10;

/** doc 2 §9 — ranking history types. */
export const RANKING_HISTORY_TYPES = [
  'MostValuable',
  'FellFromTop10',
  'MadeTheTop10',
  'NewKeywords',
  'NoLongerRanks',
  'GainedRanks',
  'LostRanks',
  'GainedClicks',
  'LostClicks',
] as const;

/**
 * The order each ranking-history type's list opens in (ours: what the type is about, largest
 * first), for the server and the mocks alike; `by` is a RankingHistoryColumn.
 */
export const RANKING_HISTORY_DEFAULT_SORTS = {
  MostValuable: { by: 'clickValue', direction: 'desc' },
  FellFromTop10: { by: 'rankChange', direction: 'asc' },
  MadeTheTop10: { by: 'rankChange', direction: 'desc' },
  NewKeywords: { by: 'clicks', direction: 'desc' },
  NoLongerRanks: { by: 'previousClicks', direction: 'desc' },
  GainedRanks: { by: 'rankChange', direction: 'desc' },
  LostRanks: { by: 'rankChange', direction: 'asc' },
  GainedClicks: { by: 'clickChange', direction: 'desc' },
  LostClicks: { by: 'clickChange', direction: 'asc' },
} as const satisfies Record<(typeof RANKING_HISTORY_TYPES)[number], { by: string; direction: 'asc' | 'desc' }>;
/** doc 2 §9; doc 1 §3 — search result types. */
export const SEARCH_RESULT_TYPES = ['domain', 'url', 'term'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** doc 2 Analytics — domain-overview SEO keyword-count buckets (inclusive bounds, last is open). */
export const KEYWORD_COUNT_BUCKETS: readonly { readonly max: number; readonly label: string }[] = [
  { max: 0, label: '0' },
  { max: 5, label: '1-5' },
  { max: 10, label: '6-10' },
  { max: 20, label: '11-20' },
  { max: 50, label: '21-50' },
  { max: 100, label: '51-100' },
  { max: 500, label: '101-500' },
  { max: 2_000, label: '501-2000' },
  { max: 10_000, label: '2001-10000' },
];
export const KEYWORD_COUNT_BUCKET_OVER = 'over 10000';
