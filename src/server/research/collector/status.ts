/**
 * What the admin page shows of the collector: a provider's spending in a month against the budget,
 * and the failed checks.
 */
import { MAX_FAILED_CHECKS_PAGE } from './constants';
import { getCollectorSettings } from './settings';
import type { Db } from '../../db';
import { FieldValidationError } from '../../errors';

export interface BudgetUse {
  provider: string;
  /** YYYY-MM. */
  month: string;
  /** Check attempts in the month, ok or failed. */
  checks: number;
  failedChecks: number;
  /** US dollars of the month's checks: as the provider reported, else at its price per search (PRICE_PER_SEARCH_USD). */
  costUsd: number;
  monthlyBudgetUsd: number | null;
  /** The month's cost reached the budget: no more checks are made this month. */
  exhausted: boolean;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The calendar month (YYYY-MM, UTC) of a time. */
export const monthOf = (time: Date) => time.toISOString().slice(0, 7);

/** The ISO bounds of a YYYY-MM month: [first instant, first instant of the next month). */
function monthBounds(month: string): [string, string] {
  const match = MONTH.exec(month);
  if (!match) throw new FieldValidationError([{ field: 'query.month', message: 'must be a month as YYYY-MM' }]);
  const [year, mon] = [Number(match[1]), Number(match[2])];
  const start = new Date(Date.UTC(year, mon - 1, 1));
  const end = new Date(Date.UTC(year, mon, 1));
  return [start.toISOString(), end.toISOString()];
}

export async function budgetUse(db: Db, provider: string, month: string): Promise<BudgetUse> {
  const [start, end] = monthBounds(month);
  const row = await db.kysely
    .selectFrom('serp_checks')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('checks'),
      eb.fn.sum<number | string | null>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
      eb.fn.sum<number | string | null>('cost_usd').as('cost'),
    ])
    .where('provider', '=', provider)
    .where('checked_at', '>=', start)
    .where('checked_at', '<', end)
    .executeTakeFirstOrThrow();
  const { monthlyBudgetUsd } = await getCollectorSettings(db);
  const costUsd = Number(row.cost ?? 0);
  return {
    provider,
    month,
    checks: Number(row.checks),
    failedChecks: Number(row.failed ?? 0),
    costUsd,
    monthlyBudgetUsd,
    exhausted: monthlyBudgetUsd !== null && costUsd >= monthlyBudgetUsd,
  };
}

export interface FailedCheck {
  id: number;
  keyword: string;
  country: string;
  device: string;
  provider: string;
  /** ISO time. */
  checkedAt: string;
  /** A ProviderErrorKind. */
  errorKind: string | null;
  message: string;
}

/** The failed checks, newest first, one page of them. */
export async function listFailedChecks(
  db: Db,
  page: { startRow: number; rowsPerPage: number },
): Promise<{ rows: FailedCheck[]; totalRowCount: number }> {
  const problems = [];
  if (!(Number.isInteger(page.startRow) && page.startRow >= 0)) {
    problems.push({ field: 'query.startRow', message: 'must be a whole number, 0 or more' });
  }
  if (!(Number.isInteger(page.rowsPerPage) && page.rowsPerPage >= 1 && page.rowsPerPage <= MAX_FAILED_CHECKS_PAGE)) {
    problems.push({
      field: 'query.rowsPerPage',
      message: `must be a whole number from 1 to ${MAX_FAILED_CHECKS_PAGE}`,
    });
  }
  if (problems.length > 0) throw new FieldValidationError(problems);
  const rows = await db.kysely
    .selectFrom('serp_checks as c')
    .innerJoin('keywords as k', 'k.id', 'c.keyword_id')
    .select([
      'c.id',
      'k.term',
      'c.country',
      'c.device',
      'c.provider',
      'c.checked_at',
      'c.error_kind',
      'c.error_message',
    ])
    .where('c.status', '=', 'failed')
    .orderBy('c.checked_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.rowsPerPage)
    .offset(page.startRow)
    .execute();
  const total = await db.kysely
    .selectFrom('serp_checks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      keyword: r.term,
      country: r.country,
      device: r.device,
      provider: r.provider,
      checkedAt: r.checked_at,
      errorKind: r.error_kind,
      message: r.error_message ?? '',
    })),
    totalRowCount: Number(total.n),
  };
}
