/**
 * What the API Usage stories share: the key and allowance of the contract's example, a year of
 * monthly usage, and a new key.
 */
import type { ApiUsageData, ApiUsageMonth } from '../../../../src/features/account/apiUsage/apiUsage';
import { buildGeneratedApiKey, buildUserApiInfo } from '../../../../src/mocks/fixtures';

/** hasApiAccess, the key 'rs_8c1e6a4d…', 10,000 rows, 1,240 used this month. */
export const API_INFO = buildUserApiInfo();

/** The contract's example of a freshly generated key. */
export const NEW_KEY = buildGeneratedApiKey().apiKey;

const ROWS = [1240, 9800, 7420, 5100, 6380, 2950, 0, 4410, 8125, 3300, 1800, 600];

/** Twelve months, newest first (May 2025 back to Jun 2024), as GetApiMonthlyUsageData answers. */
export const YEAR_OF_USAGE: ApiUsageMonth[] = ROWS.map((rowsUsed, i) => {
  const date = new Date(Date.UTC(2025, 4 - i, 1));
  return { month: date.toISOString().slice(0, 7), rowsUsed, rowLimit: 10_000 };
});

export const USAGE: ApiUsageData = { info: API_INFO, months: YEAR_OF_USAGE };

/** An account that has not called the API yet: three months, none used. */
export const NO_USAGE: ApiUsageData = {
  info: { ...API_INFO, apiKey: null, rowsUsedThisMonth: 0 },
  months: YEAR_OF_USAGE.slice(0, 3).map((m) => ({ ...m, rowsUsed: 0 })),
};
