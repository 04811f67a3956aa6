/**
 * The rank-tracking screens' rules: which state a page shows, what a domain's cells read, the history
 * series a chart draws and how a table sort becomes the request's (GetRankTracking, our design).
 */
import { RANK_TRACKING_TEXT as T } from './rankTrackingTexts';
import type { components } from '../../api/schema.gen';
import { formatDate, formatNumber } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import type { TableSort } from '../../ui/Table/Table';

type Schemas = components['schemas'];
export type RankTracking = Schemas['RankTracking'];
export type TrackedKeywordRow = Schemas['TrackedKeywordRow'];
export type TrackedDomainSummary = Schemas['TrackedDomainSummary'];
export type Project = Schemas['Project'];

/** Competitor domains a project compares (the contract's maxItems). */
export const MAX_COMPETITORS = 3;
/** Weeks of history the screens ask for. */
export const TRACKING_WEEKS = 12;
/** The URL parameter that names the project shown. */
export const PROJECT_PARAM = 'project';

export type HistoryMetric = 'averagePosition' | 'top10';

/** A domain's position at the keyword's latest check; null when not ranked or never checked. */
export function latestPosition(row: TrackedKeywordRow, domainIndex: number): number | null {
  const at = row.checked.lastIndexOf(true);
  return at < 0 ? null : (row.domains[domainIndex]?.positions[at] ?? null);
}

/** What a position cell says: the position, 'Not ranked' on a checked date, 'Not checked' on a gap. */
export function positionText(row: TrackedKeywordRow, domainIndex: number, dateIndex?: number): string {
  const at = dateIndex ?? row.checked.lastIndexOf(true);
  if (at < 0 || !row.checked[at]) return T.notChecked;
  const position = row.domains[domainIndex]?.positions[at] ?? null;
  return position === null ? T.notRanked : formatNumber(position);
}

export interface MovementCell {
  /** What the cell shows. */
  shown: string;
  /** What a screen reader reads instead. */
  spoken: string;
  tone: 'up' | 'down' | 'flat' | 'none';
}

/** A domain's move since the keyword's previous check, as the change cell shows and reads it. */
export function movementCell(domain: TrackedKeywordRow['domains'][number] | undefined): MovementCell {
  const change = domain?.change ?? null;
  switch (domain?.movement ?? null) {
    case 'up':
      return { shown: `▲ ${formatNumber(change)}`, spoken: fill(T.upPlaces, { n: change ?? 0 }), tone: 'up' };
    case 'down':
      return {
        shown: `▼ ${formatNumber(Math.abs(change ?? 0))}`,
        spoken: fill(T.downPlaces, { n: Math.abs(change ?? 0) }),
        tone: 'down',
      };
    case 'unchanged':
      return { shown: '=', spoken: T.noChange, tone: 'flat' };
    case 'entered':
      return { shown: `▲ ${T.entered}`, spoken: T.enteredLong, tone: 'up' };
    case 'dropped':
      return { shown: `▼ ${T.dropped}`, spoken: T.droppedLong, tone: 'down' };
    default:
      return { shown: formatNumber(null), spoken: T.noChange, tone: 'none' };
  }
}

/** A domain's history of the chosen metric, one value per checked date. */
export function historyValues(summary: TrackedDomainSummary, metric: HistoryMetric): (number | null)[] {
  return metric === 'averagePosition' ? [...summary.averagePositionHistory] : [...summary.top10History];
}

/** The summary tiles of a domain, in the order they show. */
export function summaryFigures(summary: TrackedDomainSummary): { id: string; label: string; value: string }[] {
  return [
    { id: 'averagePosition', label: T.averagePosition, value: formatNumber(summary.averagePosition, 1) },
    { id: 'gains', label: T.gains, value: formatNumber(summary.gains) },
    { id: 'losses', label: T.losses, value: formatNumber(summary.losses) },
    { id: 'top3', label: T.top3, value: formatNumber(summary.top3) },
    { id: 'top10', label: T.top10, value: formatNumber(summary.top10) },
    { id: 'top100', label: T.top100, value: formatNumber(summary.top100) },
  ];
}

/** The table's column ids of a domain's cells: `position:<index>` and `change:<index>`. */
export const domainColumnId = (column: 'position' | 'change', domainIndex: number) => `${column}:${domainIndex}`;

/** The request's sort of a table sort: its column and, for a domain's column, the domain's index. */
export function sortQuery(sort: TableSort | null): {
  sortColumn?: Schemas['RankTrackingSortColumn'];
  sortDomainIndex?: number;
  sortDirection?: Schemas['KeywordSortDirection'];
} {
  if (!sort || sort.direction === 'none') return {};
  const [column, index] = sort.columnId.split(':');
  if (column !== 'keyword' && column !== 'searches' && column !== 'position' && column !== 'change') return {};
  return {
    sortColumn: column,
    sortDirection: sort.direction,
    ...(index === undefined ? {} : { sortDomainIndex: Number(index) }),
  };
}

/** The line of a project without checks: when the first one runs. */
export function firstCheckText(nextCheckAt: string | null): string {
  return nextCheckAt ? fill(T.firstCheck, { date: formatDate(nextCheckAt) }) : T.firstCheckUnknown;
}

export function trackingCountText(count: number): string {
  return count === 1 ? T.weeklyTrackingCountOne : fill(T.weeklyTrackingCount, { count: formatNumber(count) });
}

/**
 * The competitor fields' answers to a refused save: each field's message, by the field's index. The
 * request sends the filled fields only, so `body.competitors.<i>` is the i-th filled field.
 */
export function competitorFieldMessages(
  values: readonly string[],
  fields: readonly { field: string; message: string }[],
): (string | undefined)[] {
  const filled = values.flatMap((value, i) => (value.trim() === '' ? [] : [i]));
  const messages: (string | undefined)[] = values.map(() => undefined);
  for (const { field, message } of fields) {
    const match = /^body\.competitors\.(\d+)$/.exec(field);
    const at = match ? filled[Number(match[1])] : undefined;
    if (at !== undefined) messages[at] = `${values[at]!.trim()} ${message}`;
  }
  return messages;
}
