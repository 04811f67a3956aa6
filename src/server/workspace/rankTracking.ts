/**
 * GetRankTracking: the weekly positions of a project's keywords (or one group's) for its domain and
 * its competitors, from `tracked_ranks` (written by the collector and by SerpBear imports).
 *
 * A date on which a keyword has any row (any domain) is a checked date of that keyword: a tracked
 * domain with no row, or a null row, on it is not ranked within the checked depth. A date without a
 * row is no check — a gap, never a rank. Failed checks never reach the table.
 *
 * The window is the `weeks` weeks ending on the project's latest check, so the screens show the
 * same history whatever day they are opened. Each figure is computed in SQL over every keyword the
 * filter keeps (the summary, the history, the sort keys); a page is chosen in the database and its
 * rows' positions come back in the same statement, so nothing is read once per row.
 *
 * The project's own domain's Search Console data, when some was imported (research/searchConsole.ts),
 * puts each keyword's real clicks and average position of the latest imported month beside its
 * tracked rank. Only the project's account opens this answer, so only the site's owner sees them.
 */
import { sql, type RawBuilder } from 'kysely';

import type { components } from '../../api/schema.gen';
import type { Db } from '../db';
import { containsFilter, directionSql, monthLabel, numberOf, type SortDirection } from '../research/lists';
import { searchConsoleKeywords, searchConsoleOf, searchConsoleSite } from '../research/searchConsole';

type Schemas = components['schemas'];
export type RankTrackingSortColumn = Schemas['RankTrackingSortColumn'];
type Movement = Schemas['RankMovement'];

/** A tracked domain: its name, and its id in the corpus (null: never seen in any result). */
export interface TrackedDomain {
  domain: string;
  id: number | null;
  isProjectDomain: boolean;
}

export interface RankTrackingQuery {
  projectId: string;
  /** The project's domain (when it has one) first, then its competitors. */
  domains: readonly TrackedDomain[];
  weeks: number;
  device: Schemas['TrackingDevice'];
  groupId?: number;
  /** Lower-cased and trimmed; '' for none. */
  filter: string;
  sortColumn: RankTrackingSortColumn | undefined;
  /** Index into `domains` of the domain a position or change column sorts by. */
  sortDomainIndex: number;
  direction: SortDirection;
  /** 1-based. */
  startRow: number;
  rowsPerPage: number;
}

export type RankTrackingPage = Omit<
  Schemas['RankTracking'],
  'projectId' | 'device' | 'nextCheckAt' | 'weeklyTrackingCount'
>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day of a window of `weeks` weeks ending on `lastDate` (both YYYY-MM-DD). */
export function windowStart(lastDate: string, weeks: number): string {
  const end = Date.parse(`${lastDate}T00:00:00Z`);
  return new Date(end - (weeks * 7 - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** How a domain moved between a keyword's previous check and its latest (positions null: not ranked). */
export function movementOf(checkedTwice: boolean, previous: number | null, latest: number | null): Movement {
  if (!checkedTwice) return null;
  if (previous === null) return latest === null ? null : 'entered';
  if (latest === null) return 'dropped';
  return latest < previous ? 'up' : latest > previous ? 'down' : 'unchanged';
}

/** An id no domain has, for a tracked domain the corpus does not hold: it matches no row. */
const NO_DOMAIN = -1;

export async function rankTrackingPage(db: Db, query: RankTrackingQuery): Promise<RankTrackingPage> {
  const { domains } = query;
  const domainIds = domains.map((d) => d.id ?? NO_DOMAIN);
  const keywordFilter = sql`pk.project_id = ${query.projectId}
    ${
      query.groupId === undefined
        ? sql``
        : sql`and exists (select 1 from keyword_group_members gm where gm.group_id = ${query.groupId}
            and gm.project_id = pk.project_id and gm.keyword_id = pk.keyword_id)`
    }`;

  // The window ends on the project's latest check (of any of its keywords, whatever the filter).
  const last = await sql<{ d: string | null }>`
    select max(tr.date) as d from tracked_ranks tr
    join project_keywords pk on pk.keyword_id = tr.keyword_id
    where pk.project_id = ${query.projectId} and tr.device = ${query.device}`.execute(db.kysely);
  const lastDate = last.rows[0]?.d ?? null;
  const fromDate = lastDate === null ? '9999-12-31' : windowStart(lastDate, query.weeks);
  const toDate = lastDate ?? '0000-01-01';

  const tracked = domainIds.length > 0 ? sql`r.domain_id in (${sql.join(domainIds)})` : sql`1 = 0`;
  // Per domain: its position at the keyword's latest and previous checks (null: not ranked then).
  const positionColumns = domainIds.flatMap((id, i) => [
    sql`max(case when r.date = l.d1 and r.domain_id = ${id} then r.position end) as ${sql.ref(`now${i}`)}`,
    sql`max(case when r.date = p.d0 and r.domain_id = ${id} then r.position end) as ${sql.ref(`prev${i}`)}`,
  ]);
  const base = sql`
    kw as (
      select pk.keyword_id, k.term, case when k.volume > 0 then k.volume end as volume
      from project_keywords pk join keywords k on k.id = pk.keyword_id
      where ${keywordFilter} ${containsFilter(sql`k.term`, query.filter)}
    ),
    r as (
      select tr.keyword_id, tr.domain_id, tr.date, tr.position
      from tracked_ranks tr join kw on kw.keyword_id = tr.keyword_id
      where tr.device = ${query.device} and tr.date >= ${fromDate} and tr.date <= ${toDate}
    ),
    lastc as (select keyword_id, max(date) as d1 from r group by keyword_id),
    prevc as (
      select r.keyword_id, max(r.date) as d0 from r join lastc l on l.keyword_id = r.keyword_id
      where r.date < l.d1 group by r.keyword_id
    ),
    latest as (
      select kw.keyword_id, kw.term, kw.volume, l.d1, p.d0
        ${positionColumns.length > 0 ? sql`, ${sql.join(positionColumns)}` : sql``}
      from kw
      left join lastc l on l.keyword_id = kw.keyword_id
      left join prevc p on p.keyword_id = kw.keyword_id
      left join r on r.keyword_id = kw.keyword_id and (r.date = l.d1 or r.date = p.d0) and ${tracked}
      group by kw.keyword_id, kw.term, kw.volume, l.d1, p.d0
    )`;

  const [history, summary, page] = await Promise.all([
    historyRows(db, base, tracked),
    summaryRow(db, base, domainIds.length),
    pageRows(db, base, tracked, query),
  ]);

  const dates = [...new Set(history.map((h) => h.date))].sort();
  const dateIndex = new Map(dates.map((d, i) => [d, i]));
  const summaries = domainIds.map((id, i): Schemas['TrackedDomainSummary'] => {
    const averagePositionHistory: (number | null)[] = dates.map(() => null);
    const top10History = dates.map(() => 0);
    for (const h of history) {
      if (Number(h.domain_id) !== id || h.average === null) continue;
      const at = dateIndex.get(h.date)!;
      averagePositionHistory[at] = roundedAverage(h.average);
      top10History[at] = numberOf(h.top10);
    }
    const s = summary as Record<string, unknown> | undefined;
    return {
      gains: numberOf(s?.[`gains${i}`]),
      losses: numberOf(s?.[`losses${i}`]),
      unchanged: numberOf(s?.[`unchanged${i}`]),
      averagePosition: roundedAverage(s?.[`avg${i}`] ?? null),
      top3: numberOf(s?.[`top3_${i}`]),
      top10: numberOf(s?.[`top10_${i}`]),
      top100: numberOf(s?.[`top100_${i}`]),
      averagePositionHistory,
      top10History,
    };
  });

  // The page's rows arrive one per keyword and (date, domain) row, in page order.
  const keywords: Schemas['TrackedKeywordRow'][] = [];
  const byId = new Map<number, Schemas['TrackedKeywordRow']>();
  for (const row of page.rows) {
    const termId = Number(row.keyword_id);
    let keyword = byId.get(termId);
    if (!keyword) {
      keyword = {
        termId,
        keyword: row.term,
        searches: row.volume === null ? null : Number(row.volume),
        checked: dates.map(() => false),
        domains: domainIds.map(() => ({ positions: dates.map(() => null), change: null, movement: null })),
      };
      byId.set(termId, keyword);
      keywords.push(keyword);
    }
    if (row.date === null) continue;
    const at = dateIndex.get(row.date);
    if (at === undefined) continue;
    keyword.checked[at] = true;
    const slot = domainIds.indexOf(Number(row.domain_id));
    if (slot >= 0 && row.position !== null) keyword.domains[slot]!.positions[at] = Number(row.position);
  }
  for (const keyword of keywords) {
    const checkedAt = keyword.checked.flatMap((isChecked, i) => (isChecked ? [i] : []));
    const [previousAt, latestAt] = [checkedAt.at(-2), checkedAt.at(-1)];
    for (const domain of keyword.domains) {
      const latest = latestAt === undefined ? null : domain.positions[latestAt]!;
      const previous = previousAt === undefined ? null : domain.positions[previousAt]!;
      domain.movement = movementOf(previousAt !== undefined, previous, latest);
      domain.change = latest !== null && previous !== null ? previous - latest : null;
    }
  }

  const own = domains.find((d) => d.isProjectDomain);
  const gsc = own ? await searchConsoleSite(db, own.domain) : null;
  if (gsc) {
    const real = await searchConsoleKeywords(
      db,
      gsc,
      keywords.map((k) => k.keyword),
    );
    for (const keyword of keywords) keyword.searchConsole = searchConsoleOf(real, keyword.keyword);
  }

  const first = page.rows[0];
  const total = first ? first.total_rows : await countRows(db, base);
  return {
    domains: domains.map((d) => ({ domain: d.domain, isProjectDomain: d.isProjectDomain })),
    dates,
    keywords,
    summaries,
    totalRowCount: numberOf(total),
    ...(gsc ? { searchConsoleMonth: monthLabel(gsc.month) } : {}),
  };
}

const roundedAverage = (value: unknown) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** Every checked date of the window, with each tracked domain's mean position and top-10 count on it. */
async function historyRows(db: Db, base: RawBuilder<unknown>, tracked: RawBuilder<unknown>) {
  // Rows of other domains fall into one group per date (domain null): they still mark the date checked.
  // Grouped by position: PostgreSQL would not match the two copies of a parameterised expression.
  const { rows } = await sql<{
    date: string;
    domain_id: number | null;
    average: number | string | null;
    top10: number | string;
  }>`
    with ${base}
    select r.date, case when ${tracked} then r.domain_id end as domain_id,
      avg(r.position) as average, sum(case when r.position <= 10 then 1 else 0 end) as top10
    from r group by 1, 2`.execute(db.kysely);
  return rows;
}

/** Each domain's gains, losses, unchanged, mean latest position and top 3/10/100 counts. */
async function summaryRow(db: Db, base: RawBuilder<unknown>, domainCount: number) {
  if (domainCount === 0) return undefined;
  const columns = Array.from({ length: domainCount }, (_, i) => {
    const [now, prev] = [sql.ref(`now${i}`), sql.ref(`prev${i}`)];
    return sql`
      sum(case when d0 is not null and ${now} is not null and (${prev} is null or ${now} < ${prev}) then 1 else 0 end)
        as ${sql.ref(`gains${i}`)},
      sum(case when d0 is not null and ${prev} is not null and (${now} is null or ${now} > ${prev}) then 1 else 0 end)
        as ${sql.ref(`losses${i}`)},
      sum(case when d0 is not null and ${now} = ${prev} then 1 else 0 end) as ${sql.ref(`unchanged${i}`)},
      avg(${now}) as ${sql.ref(`avg${i}`)},
      sum(case when ${now} <= 3 then 1 else 0 end) as ${sql.ref(`top3_${i}`)},
      sum(case when ${now} <= 10 then 1 else 0 end) as ${sql.ref(`top10_${i}`)},
      sum(case when ${now} <= 100 then 1 else 0 end) as ${sql.ref(`top100_${i}`)}`;
  });
  const { rows } = await sql<Record<string, unknown>>`with ${base} select ${sql.join(columns)} from latest`.execute(
    db.kysely,
  );
  return rows[0];
}

/** The page's keywords in order, each with its rows of the window (tracked domains, and one per checked date). */
function pageRows(db: Db, base: RawBuilder<unknown>, tracked: RawBuilder<unknown>, query: RankTrackingQuery) {
  const i = Math.min(query.sortDomainIndex, Math.max(query.domains.length - 1, 0));
  const hasDomain = query.domains.length > 0;
  const [now, prev] = [sql.ref(`lt.now${i}`), sql.ref(`lt.prev${i}`)];
  const sortKeys: Record<RankTrackingSortColumn, RawBuilder<unknown>> = {
    keyword: db.dialect === 'postgres' ? sql`lt.term collate "C"` : sql`lt.term`,
    searches: sql`lt.volume`,
    position: hasDomain ? sql`${now}` : sql`cast(null as integer)`,
    change: hasDomain ? sql`(${prev} - ${now})` : sql`cast(null as integer)`,
  };
  const column = query.sortColumn;
  // With no column, the order the keywords were added.
  const sortKey =
    column === undefined
      ? sql`(select a.added_at from project_keywords a where a.project_id = ${query.projectId} and a.keyword_id = lt.keyword_id)`
      : sortKeys[column];
  const direction = column === undefined ? sql`asc` : directionSql(query.direction);
  return sql<{
    keyword_id: number;
    term: string;
    volume: number | string | null;
    total_rows: number | string;
    date: string | null;
    domain_id: number | null;
    position: number | null;
  }>`
    with ${base},
    page as (
      select lt.keyword_id, lt.term, lt.volume, case when ${sortKey} is null then 1 else 0 end as nulls_last,
        ${sortKey} as sort_key, count(*) over () as total_rows
      from latest lt
      order by nulls_last, sort_key ${direction}, lt.keyword_id
      limit ${query.rowsPerPage} offset ${query.startRow - 1}
    ),
    cells as (
      select r.keyword_id, r.date, r.domain_id, r.position from r
      where r.keyword_id in (select keyword_id from page) and ${tracked}
      union all
      select distinct r.keyword_id, r.date, cast(null as integer) as domain_id, cast(null as integer) as position
      from r where r.keyword_id in (select keyword_id from page)
    )
    select page.keyword_id, page.term, page.volume, page.total_rows, c.date, c.domain_id, c.position
    from page left join cells c on c.keyword_id = page.keyword_id
    order by page.nulls_last, page.sort_key ${direction}, page.keyword_id, c.date`.execute(db.kysely);
}

async function countRows(db: Db, base: RawBuilder<unknown>) {
  const { rows } = await sql<{ n: number | string }>`with ${base} select count(*) as n from kw`.execute(db.kysely);
  return rows[0]?.n ?? 0;
}
