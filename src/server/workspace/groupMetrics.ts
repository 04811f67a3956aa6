/**
 * The figures of keyword groups (doc 2 §3 group table row and groupDetails), from the corpus rows
 * of the group's keywords and the project domain, for the corpus's latest month against the month
 * before. Our definitions (the spec names the fields only):
 *
 * - rankChange: Σ of the keywords' rank changes (those ranked in both months); improvedRanks and
 *   lostRanks count the keywords that gained or lost places; newlyRankedKeywords those ranked now
 *   and not last month.
 * - estMonthlyClicks: Σ searches × CTR(best position) (metrics.ts estimatedClicks); potentialClicks:
 *   the same with every keyword at position 1; estClickChange: this month's minus last month's.
 *   The table row's clickChange is Σ of the keywords' click changes as the keyword table shows them.
 * - impressionShare: the share (percent, one decimal) of the group's monthly searches whose first
 *   page shows the domain (an organic result in the top 10).
 * - organicCount / paidCount / bothCount: keywords the domain ranks for, buys ads on, or both.
 * - avgAdPosition: the mean slot of the domain's ads on the group's keywords, a bottom-block ad
 *   counted after the top block's slots; topOfPagePct: the share of those ads in the top block.
 * - groupHistory: estMonthlyClicks and impressionShare of every corpus month, oldest first;
 *   estClickChangeHistory its month-on-month change (0 for the first), impressionShareHistory its shares.
 */
import { sql } from 'kysely';

import { monthVolumeJoin, numberOrNull, rankedKeywordFigures, type RankContext } from './keywordMetrics';
import type { components } from '../../api/schema.gen';
import type { Db } from '../db';
import { estimatedClicks, PAID_CTR_CURVE, rankChange } from '../research/metrics';
import { ctrSql } from '../research/sqlMetrics';

type Schemas = components['schemas'];

/** Places on the first page: a result in them is an impression. */
const FIRST_PAGE = 10;
const TOP_BLOCK_SLOTS = PAID_CTR_CURVE.top.length;
/** Groups whose figures are read from their members' results alone, rather than the domain's month's. */
const FEW_GROUPS = 20;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? oneDecimal((100 * part) / whole) : 0);

interface StoredFigures {
  keywords: number | string;
  rank_change: number | string | null;
  click_change: number | string | null;
  shown_volume: number | string | null;
  volume: number | string | null;
}

/**
 * Rows of the groups table, in the order the groups were created; at most `maxResults`. A group's
 * figures are stored (migration 0017) for the domain, month and curve they were read for, with the
 * group's version then; only the groups whose stored figures are missing or older than their
 * version are read from the corpus (one grouped query for all of them), and stored.
 */
export async function groupTableRows(
  db: Db,
  projectId: string,
  ctx: RankContext,
  maxResults: number | undefined,
): Promise<Schemas['GroupTableRow'][]> {
  const key = { domain: ctx.domainId ?? 0, month: ctx.month ?? 0, curve: ctx.curve };
  const { rows: groups } = await sql<{ id: number; hash: string; name: string } & Partial<StoredFigures>>`
    select g.id, g.hash, g.name, f.keywords, f.rank_change, f.click_change, f.shown_volume, f.volume
    from keyword_groups g
    left join keyword_group_versions gv on gv.group_id = g.id
    left join keyword_group_figures f on f.group_id = g.id and f.domain_id = ${key.domain}
      and f.month = ${key.month} and f.curve = ${key.curve} and f.version = coalesce(gv.version, 0)
    where g.project_id = ${projectId}
    order by g.id ${maxResults === undefined ? sql`` : sql`limit ${maxResults}`}`.execute(db.kysely);
  const missing = groups.filter((g) => g.keywords === null || g.keywords === undefined).map((g) => g.id);
  const read = new Map<number, StoredFigures>();
  for (let i = 0; i < missing.length; i += 500) {
    for (const row of await readGroupFigures(db, ctx, key, missing.slice(i, i + 500))) read.set(Number(row.id), row);
  }
  return groups.map((g) => {
    const r: Partial<StoredFigures> = read.get(Number(g.id)) ?? g;
    return {
      groupHash: g.hash,
      name: g.name,
      isExpanded: false,
      groupDetails: null,
      numberOfKeywords: Number(r.keywords ?? 0),
      rankChange: Number(r.rank_change ?? 0),
      clickChange: Number(r.click_change ?? 0),
      impressionShare: percent(Number(r.shown_volume ?? 0), Number(r.volume ?? 0)),
    };
  });
}

/** rankedKeywordFigures' figures over the looked-up best results (the `m` of readGroupFigures). */
function lookedUpFigures(ctx: RankContext) {
  const clicks = (when: 'cur' | 'prev') =>
    sql`${sql.ref(`m.${when}_volume`)} * ${ctrSql(ctx.curve, sql.ref(`m.${when}_position`))}`;
  return {
    joins: sql``,
    currentRank: sql<number | null>`m.cur_position`,
    rankChange: sql<number | null>`(m.prev_position - m.cur_position)`,
    clickChange: sql<number | null>`(case when m.cur_position is null and m.prev_position is null then null
      else round(coalesce(${clicks('cur')}, 0) - coalesce(${clicks('prev')}, 0)) end)`,
  };
}

/** The figures of these groups from their members' corpus rows, stored with the version they were read at. */
async function readGroupFigures(
  db: Db,
  ctx: RankContext,
  key: { domain: number; month: number; curve: string },
  groupIds: number[],
) {
  // A few groups (one changed since) look their members' best results up one by one (materialised
  // once per member); many read the domain's whole month once. The figures are the same either way.
  const few = groupIds.length <= FEW_GROUPS && ctx.domainId !== null && ctx.month !== null;
  const figures = few ? lookedUpFigures(ctx) : rankedKeywordFigures(ctx, sql.ref('m.keyword_id'));
  const best = (column: 'rank_group' | 'volume', month: number | null) =>
    sql`(select min(${sql.ref(`s.${column}`)}) from serp_organic s
      where s.domain_id = ${ctx.domainId} and s.month = ${month ?? -1} and s.keyword_id = m.keyword_id)`;
  const members = few
    ? sql`m as materialized (
        select m.group_id, m.keyword_id, ${best('rank_group', ctx.month)} as cur_position,
          ${best('volume', ctx.month)} as cur_volume, ${best('rank_group', ctx.previousMonth)} as prev_position,
          ${best('volume', ctx.previousMonth)} as prev_volume
        from keyword_group_members m where m.group_id in (${sql.join(groupIds)})
      ),`
    : sql``;
  // The version is read by the same statement as the members, so the figures are of that version.
  const { rows } = await sql<StoredFigures & { id: number; version: number | string }>`
    with ${members} g as (
      select g.id, coalesce(gv.version, 0) as version from keyword_groups g
      left join keyword_group_versions gv on gv.group_id = g.id
      where g.id in (${sql.join(groupIds)})
    )
    select g.id, g.version, count(m.keyword_id) as keywords, coalesce(sum(${figures.rankChange}), 0) as rank_change,
      coalesce(sum(${figures.clickChange}), 0) as click_change,
      coalesce(sum(case when ${figures.currentRank} <= ${FIRST_PAGE} then v.volume else 0 end), 0) as shown_volume,
      coalesce(sum(v.volume), 0) as volume
    from g
    left join ${few ? sql`m` : sql`keyword_group_members m`} on m.group_id = g.id
    ${figures.joins}
    ${monthVolumeJoin(ctx, 'v', sql.ref('m.keyword_id'))}
    group by g.id, g.version`.execute(db.kysely);
  if (rows.length > 0) {
    // A group deleted since is skipped (its figures would name no group).
    await sql`insert into keyword_group_figures
        (group_id, domain_id, month, curve, version, keywords, rank_change, click_change, shown_volume, volume)
      select g.id, r.column2, r.column3, r.column4, r.column5, r.column6, r.column7, r.column8, r.column9, r.column10
      from (values ${sql.join(
        rows.map(
          (r) =>
            sql`(cast(${Number(r.id)} as integer), cast(${key.domain} as integer), cast(${key.month} as integer),
              cast(${key.curve} as text), cast(${Number(r.version)} as integer), cast(${Number(r.keywords)} as integer),
              cast(${Number(r.rank_change)} as bigint), cast(${Number(r.click_change)} as double precision),
              cast(${Number(r.shown_volume)} as bigint), cast(${Number(r.volume)} as bigint))`,
        ),
      )}) as r
      join keyword_groups g on g.id = r.column1
      where true
      on conflict (group_id, domain_id, month, curve) do update set version = excluded.version,
        keywords = excluded.keywords, rank_change = excluded.rank_change, click_change = excluded.click_change,
        shown_volume = excluded.shown_volume, volume = excluded.volume`.execute(db.kysely);
  }
  return rows;
}

interface MonthFigures {
  estMonthlyClicks: number;
  impressionShare: number;
  organic: Set<number>;
  paid: Set<number>;
  avgAdPosition: number | null;
  topOfPagePct: number;
}

/** Groups/Details of one group. */
export async function groupDetails(
  db: Db,
  group: { id: number; hash: string; name: string },
  ctx: RankContext,
): Promise<Schemas['GroupDetails']> {
  const domain = ctx.domainId ?? -1;
  const members = sql`(select keyword_id from keyword_group_members where group_id = ${group.id})`;
  const [volumes, ranks, ads] = await Promise.all([
    sql<{ keyword_id: number; month: number; volume: number }>`
      select keyword_id, month, volume from keyword_volumes where keyword_id in ${members}`.execute(db.kysely),
    sql<{ keyword_id: number; month: number; position: number }>`
      select keyword_id, month, min(rank_group) as position from serp_organic
      where domain_id = ${domain} and keyword_id in ${members} group by keyword_id, month`.execute(db.kysely),
    sql<{ keyword_id: number; month: number; block: string; position: number }>`
      select keyword_id, month, block, position from serp_ads
      where domain_id = ${domain} and keyword_id in ${members}`.execute(db.kysely),
  ]);
  const count = await sql<{ n: number | string }>`
    select count(*) as n from keyword_group_members where group_id = ${group.id}`.execute(db.kysely);

  const key = (keywordId: number, month: number) => `${keywordId}:${month}`;
  const rankOf = new Map(ranks.rows.map((r) => [key(Number(r.keyword_id), r.month), Number(r.position)]));
  // A keyword's best ad slot per month: top block before bottom, the lower position first.
  const slotOf = new Map<string, number>();
  for (const ad of ads.rows) {
    const slot = (ad.block === 'top' ? 0 : TOP_BLOCK_SLOTS) + Number(ad.position);
    const k = key(Number(ad.keyword_id), ad.month);
    slotOf.set(k, Math.min(slot, slotOf.get(k) ?? Infinity));
  }

  const byMonth = new Map<number, MonthFigures>();
  for (const month of ctx.months) {
    let clicks = 0;
    let searches = 0;
    let shown = 0;
    const organic = new Set<number>();
    const paid = new Set<number>();
    const slots: number[] = [];
    for (const r of volumes.rows) {
      if (r.month !== month) continue;
      const id = Number(r.keyword_id);
      const volume = Number(r.volume);
      const position = rankOf.get(key(id, month)) ?? null;
      searches += volume;
      if (position !== null) {
        organic.add(id);
        clicks += estimatedClicks(volume, position, ctx.curve);
        if (position <= FIRST_PAGE) shown += volume;
      }
      const slot = slotOf.get(key(id, month));
      if (slot !== undefined) {
        paid.add(id);
        slots.push(slot);
      }
    }
    byMonth.set(month, {
      estMonthlyClicks: Math.round(clicks),
      impressionShare: percent(shown, searches),
      organic,
      paid,
      avgAdPosition: slots.length ? oneDecimal(slots.reduce((a, b) => a + b, 0) / slots.length) : null,
      topOfPagePct: percent(slots.filter((s) => s <= TOP_BLOCK_SLOTS).length, slots.length),
    });
  }

  const empty: MonthFigures = {
    estMonthlyClicks: 0,
    impressionShare: 0,
    organic: new Set(),
    paid: new Set(),
    avgAdPosition: null,
    topOfPagePct: 0,
  };
  const now = (ctx.month !== null ? byMonth.get(ctx.month) : undefined) ?? empty;
  const before = (ctx.previousMonth !== null ? byMonth.get(ctx.previousMonth) : undefined) ?? empty;
  let rankChangeSum = 0;
  let improvedRanks = 0;
  let lostRanks = 0;
  let newlyRankedKeywords = 0;
  let potentialClicks = 0;
  for (const r of volumes.rows) {
    if (r.month !== ctx.month) continue;
    const id = Number(r.keyword_id);
    potentialClicks += estimatedClicks(Number(r.volume), 1, ctx.curve);
    const current = rankOf.get(key(id, r.month)) ?? null;
    const previous = ctx.previousMonth === null ? null : (rankOf.get(key(id, ctx.previousMonth)) ?? null);
    const changed = rankChange(previous, current);
    if (changed !== null) {
      rankChangeSum += changed;
      if (changed > 0) improvedRanks++;
      if (changed < 0) lostRanks++;
    }
    if (current !== null && previous === null && ctx.previousMonth !== null) newlyRankedKeywords++;
  }
  const history = ctx.months.map((month) => {
    const figures = byMonth.get(month) ?? empty;
    return { estMonthlyClicks: figures.estMonthlyClicks, impressionShare: figures.impressionShare };
  });
  const bothCount = [...now.organic].filter((id) => now.paid.has(id)).length;
  return {
    avgAdPosition: now.avgAdPosition,
    avgAdPositionChange:
      now.avgAdPosition === null || before.avgAdPosition === null
        ? null
        : oneDecimal(now.avgAdPosition - before.avgAdPosition),
    bothCount,
    estClickChange: now.estMonthlyClicks - before.estMonthlyClicks,
    estMonthlyClicks: now.estMonthlyClicks,
    groupHash: group.hash,
    groupName: group.name,
    impressionShare: now.impressionShare,
    impressionShareChange: oneDecimal(now.impressionShare - before.impressionShare),
    improvedRanks,
    lostRanks,
    newlyRankedKeywords,
    numberOfKeywords: numberOrNull(count.rows[0]?.n) ?? 0,
    organicCount: now.organic.size,
    paidCount: now.paid.size,
    potentialClicks: Math.round(potentialClicks),
    rankChange: rankChangeSum,
    topOfPagePct: now.topOfPagePct,
    topOfPagePctChange: oneDecimal(now.topOfPagePct - before.topOfPagePct),
    groupHistory: history,
    estClickChangeHistory: history.map((h, i) => (i === 0 ? 0 : h.estMonthlyClicks - history[i - 1]!.estMonthlyClicks)),
    impressionShareHistory: history.map((h) => h.impressionShare),
  };
}
