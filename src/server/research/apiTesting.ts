/**
 * What the research API's test suites share: a small seeded corpus, a full user's browser, and
 * the checks every research list must pass (paging, sorting both ways, throttling on the server).
 */
import { expect, it } from 'vitest';

import { FREE_RESEARCH_ROWS } from './lists';
import { seedResearchCorpus } from './seedResearchCorpus';
import { THROTTLED_CELL_PLACEHOLDER } from '../../lib/spec/workspace';
import type { Db } from '../db';
import {
  contractErrors,
  registeredBrowser,
  userIdOf,
  type Browser,
  type Sent,
  type TestServer,
} from '../testing/harness';

/** The corpus's last month is 2026-10. */
export const RESEARCH_TEST_NOW = new Date('2026-11-24T12:00:00Z');

/** The seeded corpus's 13 months up to RESEARCH_TEST_NOW, oldest first. */
export const RESEARCH_TEST_MONTHS = [
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
];

/** The test corpus (RESEARCH_TEST_MONTHS) seeded into a database. */
export const seedTestCorpusIn = (db: Db, keywords = 60) => seedResearchCorpus(db, { keywords, now: RESEARCH_TEST_NOW });

export function seedTestCorpus(server: TestServer, keywords = 60) {
  return seedTestCorpusIn(server.db, keywords);
}

/** A logged-in browser of a user with a full (paid) account, on the Professional plan unless told. */
export async function fullUserBrowser(
  server: TestServer,
  email: string,
  plan: 'Basic' | 'Professional' = 'Professional',
): Promise<Browser> {
  const b = await registeredBrowser(server, email);
  const id = await userIdOf(server, email);
  await server.db.kysely.updateTable('users').set({ is_full_user: 1, plan }).where('id', '=', id).execute();
  return b;
}

/** The fields a 400 names. */
export const fieldsOf = (res: Sent) =>
  ((res.body as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);

/** One test per case: a GET of `path?params` answers 400 naming `field` (cases: [what, params, field]). */
export function itRefuses(server: TestServer, path: string, cases: readonly (readonly [string, string, string])[]) {
  it.each(cases)('refuses %s with a 400 naming the field', async (_what, params, field) => {
    const res = await server.browser().get(`${path}?${params}`);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toContain(field);
  });
}

export interface ResearchPage<Row extends object = Record<string, unknown>> {
  hasData: boolean;
  month: string | null;
  totalRowCount: number;
  freeRowCount: number | null;
  rows: (Row & { isThrottled: boolean })[];
}

/** GET, expecting a 200 that validates against the operation's contract. */
export async function getValid<T = ResearchPage>(b: Browser, operationId: string, url: string): Promise<T> {
  const res = await b.get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(contractErrors(operationId, res)).toEqual([]);
  return res.body as T;
}

/** Values in the order a sort asks for (nulls last, as the tables place them). */
export function expectSorted(values: readonly unknown[], direction: 'asc' | 'desc') {
  const present = values.filter((v) => v !== null);
  expect(values.slice(present.length).every((v) => v === null)).toBe(true);
  const compare = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' ? (a < b ? -1 : a > b ? 1 : 0) : Number(a) - Number(b);
  const sorted = [...present].sort((a, b) => (direction === 'asc' ? compare(a, b) : compare(b, a)));
  expect(present).toEqual(sorted);
}

/**
 * One test per column: a GET of `url()` (built when the test runs, from what the suite's hooks
 * found) with `&sortBy=<column>&sortDirection=…` answers its rows sorted by the column, both ways.
 * `value` reads what a column sorts by, where it is not the row's own cell.
 */
export function itSortsBothWays<Row extends object, Column extends string>(
  browser: () => Browser,
  operationId: string,
  url: () => string,
  columns: readonly Column[],
  value: (row: Row, column: Column) => unknown = (row, column) => (row as Record<string, unknown>)[column],
) {
  it.each(columns)('sorts by %s both ways', async (column) => {
    for (const direction of ['asc', 'desc'] as const) {
      const page = await getValid<ResearchPage<Row>>(
        browser(),
        operationId,
        `${url()}&sortBy=${column}&sortDirection=${direction}`,
      );
      expectSorted(
        page.rows.map((r) => value(r, column)),
        direction,
      );
    }
  });
}

/**
 * A visitor's page against a full user's: the same count and first rows, then placeholder rows
 * whose text cell holds the spec's placeholder and whose other cells are null; the hidden rows'
 * text never appears in the answer.
 */
export function expectThrottled<Row extends object>(
  visitor: ResearchPage<Row>,
  full: ResearchPage<Row>,
  textCell: keyof Row & string,
) {
  const cell = (row: Row) => (row as Record<string, unknown>)[textCell];
  expect(visitor.freeRowCount).toBe(FREE_RESEARCH_ROWS);
  expect(full.freeRowCount).toBeNull();
  expect(visitor.totalRowCount).toBe(full.totalRowCount);
  expect(visitor.rows).toHaveLength(full.rows.length);
  expect(visitor.rows.slice(0, FREE_RESEARCH_ROWS)).toEqual(full.rows.slice(0, FREE_RESEARCH_ROWS));
  for (const row of visitor.rows.slice(FREE_RESEARCH_ROWS)) {
    expect(row.isThrottled).toBe(true);
    expect(cell(row)).toBe(THROTTLED_CELL_PLACEHOLDER);
    const others = Object.entries(row).filter(([key]) => key !== textCell && key !== 'isThrottled');
    expect(others.every(([, value]) => value === null || (Array.isArray(value) && value.length === 0))).toBe(true);
  }
  // A hidden row's text may only appear where a visible row holds the same text.
  const shown = new Set(full.rows.slice(0, FREE_RESEARCH_ROWS).map(cell));
  const answer = JSON.stringify(visitor);
  const hidden = full.rows
    .slice(FREE_RESEARCH_ROWS)
    .map(cell)
    .filter((text) => !shown.has(text));
  expect(hidden.filter((text) => answer.includes(JSON.stringify(text)))).toEqual([]);
}

/**
 * One list read by a visitor and by `full`, a full user's browser: the full page holds more than
 * the free rows and the visitor's page is that page throttled (expectThrottled). Answers both pages.
 */
export async function throttledForVisitor<Page extends ResearchPage<object>>(
  server: TestServer,
  full: Browser,
  operationId: string,
  url: string,
  textCell: keyof Page['rows'][number] & string,
): Promise<{ visitor: Page; fullPage: Page }> {
  const visitor = await getValid<Page>(server.browser(), operationId, url);
  const fullPage = await getValid<Page>(full, operationId, url);
  expect(fullPage.rows.length).toBeGreaterThan(FREE_RESEARCH_ROWS);
  type Row = Record<string, unknown>;
  expectThrottled<Row>(visitor as unknown as ResearchPage<Row>, fullPage as unknown as ResearchPage<Row>, textCell);
  return { visitor, fullPage };
}
