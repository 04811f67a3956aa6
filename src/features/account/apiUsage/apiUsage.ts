/** Pure rules of the API Usage page: months, shares of the limit, the key as shown, and failures. */
import { ApiError } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { formatYearMonth, monthName } from '../../../lib/format';

export type UserApiInfo = components['schemas']['UserApiInfo'];
export type ApiUsageMonth = components['schemas']['ApiUsageMonth'];

export interface ApiUsageData {
  info: UserApiInfo;
  /** Newest first, as GetApiMonthlyUsageData answers. */
  months: ApiUsageMonth[];
}

/** Why Generate did not give a key: the plan has no API access (403), or anything else. */
export type GenerateFailure = 'notEntitled' | 'failed';

export const generateFailureOf = (error: unknown): GenerateFailure =>
  error instanceof ApiError && error.status === 403 ? 'notEntitled' : 'failed';

/** '2025-05' → 'May 2025' (the table). */
export const monthLabel = (month: string) => formatYearMonth(month);

/**
 * The chart's axis label of a month, where twelve must fit: its name, with the year under it on
 * the first bar and on each January ('2025-01' → ['Jan', '2025']; '2025-05' → ['May', null]).
 */
export function axisLabel(month: string, isFirst: boolean): [name: string, year: string | null] {
  return [monthName(month), isFirst || month.endsWith('-01') ? month.slice(0, 4) : null];
}

/** Oldest first: the chart reads left to right. */
export const chronological = (months: readonly ApiUsageMonth[]) =>
  [...months].sort((a, b) => a.month.localeCompare(b.month));

/** Whole percent of the limit used, rounded down so 99.6% never reads as the whole allowance. */
export const shareOfLimit = (used: number, limit: number) => (limit > 0 ? Math.floor((used / limit) * 100) : 0);

export const hasUsage = (months: readonly ApiUsageMonth[]) => months.some((m) => m.rowsUsed > 0);

/** Characters of a key left visible when it is hidden: as GetUserApiInfo shows a stored key ('rs_' and 8). */
export const VISIBLE_KEY_CHARACTERS = 11;

/** A new key as shown while hidden: its first characters and an ellipsis, like a stored one. */
export const maskKey = (key: string) => `${key.slice(0, VISIBLE_KEY_CHARACTERS)}…`;
