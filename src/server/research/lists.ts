/**
 * What every research answer and list shares: the month asked for (or the corpus's latest), the
 * curve named, demo marking, and pages that are throttled on the server — a visitor or a user
 * without a full account gets the first FREE_RESEARCH_ROWS rows, and the rest of the page holds
 * placeholder rows, so the hidden rows are never read, let alone sent.
 */
import { sql, type RawBuilder } from 'kysely';

import { corpusMonthList } from './domainStats';
import { DEFAULT_ORGANIC_CTR_CURVE, ORGANIC_CTR_CURVES, PAID_CTR_CURVE, type OrganicCtrCurveId } from './metrics';
import type { components } from '../../api/schema.gen';
import { throttledRow } from '../../api/throttledRow';
import {
  listPage,
  pageWindow as basePageWindow,
  type PageRequest,
  type PageWindow as BasePageWindow,
  type SortDirection,
} from '../../lib/listPaging';
import { FREE_RESEARCH_ROWS } from '../../lib/spec/research';
import type { Db } from '../db';
import { FieldValidationError } from '../errors';

type Schemas = components['schemas'];

// One number for the server's throttling, the mocks and the screens.
export { FREE_RESEARCH_ROWS };
// One placeholder row per list, the mocks' too.
export { throttledRow };
// One paging rule for the server and the mocks; the page's rows are the throttled ones.
export { listPage, type SortDirection };

/** YYYYMM as the contract's YYYY-MM. */
export const monthLabel = (month: number) => `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`;

/** YYYY-MM as YYYYMM. */
export const monthNumber = (label: string) => Number(label.slice(0, 4)) * 100 + Number(label.slice(5, 7));

/** True while the corpus holds the seeded demo data. */
export async function corpusIsDemo(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('keywords').select('id').where('is_demo', '=', 1).limit(1).executeTakeFirst();
  return row !== undefined;
}

interface CorpusMonth {
  /** The corpus's months, oldest first. */
  months: number[];
  /** The month asked for, else the latest (null when the corpus is empty). */
  month: number | null;
  /** The month before it, when the corpus holds one. */
  previousMonth: number | null;
}

/** The month a request asks for, checked against the corpus; a 400 naming `field` otherwise. */
export async function corpusMonth(db: Db, asked: string | undefined, field = 'query.month'): Promise<CorpusMonth> {
  const months = await corpusMonthList(db);
  const month = asked ? monthNumber(asked) : (months.at(-1) ?? null);
  if (asked && !months.includes(month!)) {
    throw new FieldValidationError([{ field, message: 'is not a month of the research data' }]);
  }
  const previousMonth = month === null ? null : (months[months.indexOf(month) - 1] ?? null);
  return { months, month, previousMonth };
}

/** The fields every research answer starts with: demo marking, the month and the curve. */
export function answerBase(isDemoData: boolean, month: number | null, curve: OrganicCtrCurveId) {
  return {
    isDemoData,
    month: month === null ? null : monthLabel(month),
    curve: { id: curve, name: ORGANIC_CTR_CURVES[curve].name } satisfies Schemas['CtrCurve'],
  };
}

/** The paid curve, named in answers whose figures are ad clicks. */
export const PAID_CURVE: Schemas['PaidCtrCurve'] = { id: PAID_CTR_CURVE.id, name: PAID_CTR_CURVE.name };

/** What a list request holds besides its own filters: its page, and the curve its clicks follow. */
export interface ListParams extends PageRequest {
  curve?: OrganicCtrCurveId;
}

/** A page request, defaults applied (lib/listPaging.ts, the mocks' rule too), and the curve. */
export interface PageWindow extends BasePageWindow {
  curve: OrganicCtrCurveId;
}

export function pageWindow(
  params: ListParams,
  isFullUser: boolean,
  defaultDirection: SortDirection = 'desc',
): PageWindow {
  return {
    curve: params.curve ?? DEFAULT_ORGANIC_CTR_CURVE,
    ...basePageWindow(params, isFullUser, defaultDirection),
  };
}

/** What every research list reads before its own query (`openList`). */
export interface ListOpening<Subject> extends CorpusMonth {
  window: PageWindow;
  /** The list's subject as its lookup found it (its domain, page or keyword, and whatever was read beside them). */
  subject: Subject;
  /** The fields the answer starts with (`answerBase`). */
  base: ReturnType<typeof answerBase>;
}

/**
 * A research list's opening: its page window, then at once the month asked for (checked against
 * the corpus; the latest when none is), the corpus's demo marking and the list's subject. All at
 * once: on PostgreSQL each query is a round trip, and none of these needs another's answer.
 */
export async function openList<Subject>(
  db: Db,
  params: ListParams & { month?: string },
  isFullUser: boolean,
  subject: PromiseLike<Subject>,
  defaultDirection?: SortDirection,
): Promise<ListOpening<Subject>> {
  const window = pageWindow(params, isFullUser, defaultDirection);
  const [corpus, found, isDemoData] = await Promise.all([corpusMonth(db, params.month), subject, corpusIsDemo(db)]);
  return { ...corpus, window, subject: found, base: answerBase(isDemoData, corpus.month, window.curve) };
}

/** LIMIT and OFFSET of the rows to read (at least one row, so the count query can share the plan). */
export const limitOffset = (window: PageWindow) =>
  sql`limit ${Math.max(window.visibleRows, 1)} offset ${window.startRow - 1}`;

/** `%` and `_` in a filter are text, not patterns. */
export const likeEscaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** `and <column> like '%text%'` for a non-empty filter (case-insensitive on lower-case columns). */
export function containsFilter(column: RawBuilder<unknown>, filter: string): RawBuilder<unknown> {
  return filter ? sql`and ${column} like ${`%${likeEscaped(filter)}%`} escape '\\'` : sql``;
}

/** `and lower(<column>) like …`, for columns that keep their case (URLs, anchors). */
export function containsFilterAnyCase(column: RawBuilder<unknown>, filter: string): RawBuilder<unknown> {
  return containsFilter(sql`lower(${column})`, filter);
}

export const directionSql = (direction: SortDirection) => (direction === 'asc' ? sql`asc` : sql`desc`);

/** PostgreSQL hands counts and bigint sums back as strings. */
export const numberOf = (value: unknown) => Number(value ?? 0);

/**
 * A list's row count: the page's rows carry it (`count(*) over () as total`, read in the same pass);
 * a page past the last row has no rows to carry it, so then `countAll` counts without paging.
 */
export async function pageTotal(
  db: Db,
  rows: readonly { total: number | string }[],
  countAll: () => RawBuilder<{ n: number | string }>,
): Promise<number> {
  if (rows.length > 0) return numberOf(rows[0]!.total);
  const counted = await countAll().execute(db.kysely);
  return numberOf(counted.rows[0]?.n);
}
