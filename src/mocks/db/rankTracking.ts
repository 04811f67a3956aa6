/**
 * Rank tracking in the mock db: the tracked positions (like the server's tracked_ranks: a keyword's
 * position for a domain on a device and day, null when checked and not found) and GetRankTracking
 * computed from them the way the server does — checked dates, gaps, movements, the summary per
 * domain, sorting with empty values last, filtering and paging.
 */
import type { StoredProject } from './projects';
import { searchConsoleFor } from './searchConsole';
import { getMockDb } from './state';
import { EXAMPLE_TRACKED_RANKS, EXAMPLE_TRACKING_DATES } from '../fixtures/rankTracking';
import { searchConsoleKeywordOf } from '../fixtures/searchConsole';
import type { Schemas } from '../spec';

export interface TrackedRankRow {
  termId: number;
  device: Schemas['TrackingDevice'];
  domain: string;
  /** YYYY-MM-DD. */
  date: string;
  position: number | null;
}

export interface RankTrackingQuery {
  weeks: number;
  device: Schemas['TrackingDevice'];
  groupHash?: string | null;
  filterTerm?: string | null;
  sortColumn?: string | null;
  sortDomainIndex: number;
  sortDirection?: string | null;
  startRow: number;
  rowsToDisplay: number;
}

/** The example history (fixtures/rankTracking.ts) for the keywords of `project` it names. */
export function seedExampleRanks(project: StoredProject): void {
  const db = getMockDb();
  for (const keyword of project.keywords.values()) {
    const history = EXAMPLE_TRACKED_RANKS[keyword.keyword];
    if (!history) continue;
    EXAMPLE_TRACKING_DATES.forEach((date, week) => {
      if (history.gaps?.includes(week)) return;
      for (const [domain, positions] of Object.entries(history.positions)) {
        db.trackedRanks.push({
          termId: keyword.termId,
          device: 'desktop',
          domain,
          date,
          position: positions[week] ?? null,
        });
      }
    });
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const round1 = (value: number) => Math.round(value * 10) / 10;
const mean = (values: readonly number[]) =>
  values.length === 0 ? null : round1(values.reduce((a, b) => a + b, 0) / values.length);

function movementOf(checkedTwice: boolean, previous: number | null, latest: number | null): Schemas['RankMovement'] {
  if (!checkedTwice) return null;
  if (previous === null) return latest === null ? null : 'entered';
  if (latest === null) return 'dropped';
  return latest < previous ? 'up' : latest > previous ? 'down' : 'unchanged';
}

export function rankTracking(project: StoredProject, q: RankTrackingQuery): Schemas['RankTracking'] {
  const db = getMockDb();
  const own = project.project.primaryDomainName;
  const domains = [...(own ? [own] : []), ...project.competitors];
  const projectIds = new Set(project.keywords.keys());
  const deviceRows = db.trackedRanks.filter((r) => r.device === q.device && projectIds.has(r.termId));
  const lastDate = deviceRows.reduce<string | null>((max, r) => (max === null || r.date > max ? r.date : max), null);
  const fromDate =
    lastDate === null
      ? null
      : new Date(Date.parse(`${lastDate}T00:00:00Z`) - (q.weeks * 7 - 1) * DAY_MS).toISOString().slice(0, 10);
  const filter = (q.filterTerm ?? '').trim().toLowerCase();
  const keywords = [...project.keywords.values()]
    .filter((k) => !q.groupHash || k.groupHashes.has(q.groupHash))
    .filter((k) => filter === '' || k.keyword.toLowerCase().includes(filter));
  const kept = new Set(keywords.map((k) => k.termId));
  const rows = deviceRows.filter((r) => kept.has(r.termId) && fromDate !== null && r.date >= fromDate);
  const dates = [...new Set(rows.map((r) => r.date))].sort();

  const all = keywords.map((k): Schemas['TrackedKeywordRow'] => {
    const own = rows.filter((r) => r.termId === k.termId);
    const checked = dates.map((d) => own.some((r) => r.date === d));
    const checkedAt = checked.flatMap((isChecked, i) => (isChecked ? [i] : []));
    const [previousAt, latestAt] = [checkedAt.at(-2), checkedAt.at(-1)];
    return {
      termId: k.termId,
      keyword: k.keyword,
      searches: k.monthlySearches,
      checked,
      domains: domains.map((domain) => {
        const positions = dates.map((d) => own.find((r) => r.date === d && r.domain === domain)?.position ?? null);
        const latest = latestAt === undefined ? null : positions[latestAt]!;
        const previous = previousAt === undefined ? null : positions[previousAt]!;
        return {
          positions,
          change: latest !== null && previous !== null ? previous - latest : null,
          movement: movementOf(previousAt !== undefined, previous, latest),
        };
      }),
    };
  });

  const latestOf = (row: Schemas['TrackedKeywordRow'], i: number) => {
    const at = row.checked.lastIndexOf(true);
    return at < 0 ? null : (row.domains[i]?.positions[at] ?? null);
  };
  const summaries = domains.map((domain, i): Schemas['TrackedDomainSummary'] => {
    const latest = all.map((row) => latestOf(row, i)).filter((p): p is number => p !== null);
    const moves = all.map((row) => row.domains[i]!.movement);
    const onDate = (d: number) =>
      rows.filter((r) => r.date === dates[d] && r.domain === domain && r.position !== null).map((r) => r.position!);
    return {
      gains: moves.filter((m) => m === 'up' || m === 'entered').length,
      losses: moves.filter((m) => m === 'down' || m === 'dropped').length,
      unchanged: moves.filter((m) => m === 'unchanged').length,
      averagePosition: mean(latest),
      top3: latest.filter((p) => p <= 3).length,
      top10: latest.filter((p) => p <= 10).length,
      top100: latest.filter((p) => p <= 100).length,
      averagePositionHistory: dates.map((_, d) => mean(onDate(d))),
      top10History: dates.map((_, d) => onDate(d).filter((p) => p <= 10).length),
    };
  });

  const i = Math.min(q.sortDomainIndex, Math.max(domains.length - 1, 0));
  const sortValue = (row: Schemas['TrackedKeywordRow']): string | number | null => {
    switch (q.sortColumn) {
      case 'keyword':
        return row.keyword;
      case 'searches':
        return row.searches;
      case 'position':
        return domains.length === 0 ? null : latestOf(row, i);
      case 'change':
        return row.domains[i]?.change ?? null;
      default:
        return null;
    }
  };
  const direction =
    q.sortDirection === 'asc'
      ? 1
      : q.sortDirection === 'desc'
        ? -1
        : q.sortColumn === 'keyword' || q.sortColumn === 'position'
          ? 1
          : -1;
  const sorted = q.sortColumn
    ? [...all].sort((a, b) => {
        const [x, y] = [sortValue(a), sortValue(b)];
        if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1; // empty values last
        return (x < y ? -1 : x > y ? 1 : 0) * direction;
      })
    : all;
  const start = Math.max(1, q.startRow);
  // The project's own domain's Search Console figures beside its rank (only its account reads this).
  const gsc = own ? searchConsoleFor(own) : null;
  const page = sorted
    .slice(start - 1, start - 1 + q.rowsToDisplay)
    .map((row) => (gsc ? { ...row, searchConsole: searchConsoleKeywordOf(gsc, row.keyword) } : row));
  return {
    projectId: project.project.id,
    device: q.device,
    nextCheckAt: db.nextTrackingCheckAt,
    domains: domains.map((domain, d) => ({ domain, isProjectDomain: Boolean(own) && d === 0 })),
    dates,
    keywords: page,
    summaries,
    totalRowCount: all.length,
    weeklyTrackingCount: project.keywords.size,
    ...(gsc ? { searchConsoleMonth: gsc.month } : {}),
  };
}
