/**
 * A domain's figures month by month, read from the per-position totals (domain_rank_stats,
 * domain_ad_stats) that are rebuilt whenever the corpus is written. The research API's overview
 * is built from this; metrics.ts says what each figure means.
 */
import { sql, type Kysely } from 'kysely';

import {
  bucketCountsFromTotals,
  change,
  DEFAULT_ORGANIC_CTR_CURVE,
  monthSummaryFromTotals,
  type AdBlock,
  type MonthSummary,
  type OrganicCtrCurveId,
  type PositionBucket,
} from './metrics';
import { landingPageOfSite, type ResearchSite } from './site';
import type { Db } from '../db';
import type { Database } from '../db/schema';

/** Rebuilds the months and the per-position totals from the corpus rows (inside the writer's transaction). */
export async function refreshDomainStats(
  db: Kysely<Database>,
  /**
   * The months a writer added keyword_volumes rows of, when research_months held every corpus month
   * before it wrote (research_months then becomes those and these, without reading every
   * keyword_volumes row: 0.6 s for a million keywords). Without it the months are read anew.
   */
  addedMonths?: ReadonlySet<number>,
): Promise<void> {
  // Read before research_months is emptied below.
  const months = addedMonths && [
    ...new Set([
      ...(await db.selectFrom('research_months').select('month').execute()).map((r) => r.month),
      ...addedMonths,
    ]),
  ];
  // The memos (migrations 0013, 0014, 0025, 0027) were read from the rows this write changed.
  await sql`delete from match_type_volumes`.execute(db);
  await sql`delete from match_type_words`.execute(db);
  await sql`delete from match_type_word_counts`.execute(db);
  await sql`delete from match_type_memos`.execute(db);
  await db.deleteFrom('kombat_memos').execute(); // with their rows (on delete cascade)
  await db.deleteFrom('ranking_history_memos').execute();
  await db.deleteFrom('competitor_memo_rows').execute();
  await db.deleteFrom('competitor_memos').execute();
  await db.deleteFrom('domain_rank_stats').execute();
  await db.deleteFrom('domain_ad_stats').execute();
  // Emptied either way: its delete trigger (migration 0017) drops the workspace's group figures.
  await db.deleteFrom('research_months').execute();
  if (!months) {
    await sql`insert into research_months (month) select distinct month from keyword_volumes`.execute(db);
  } else if (months.length > 0) {
    await db
      .insertInto('research_months')
      .values(months.map((month) => ({ month })))
      .execute();
  }
  await sql`
    insert into domain_rank_stats (domain_id, month, rank_group, keywords, volume, volume_cpc_cents)
    select s.domain_id, s.month, s.rank_group, count(*), sum(s.volume), sum(cast(s.volume as bigint) * k.cpc_cents)
    from serp_organic s
    join keywords k on k.id = s.keyword_id
    group by s.domain_id, s.month, s.rank_group`.execute(db);
  await sql`
    insert into domain_ad_stats (domain_id, month, block, position, keywords, volume, volume_cpc_cents)
    select a.domain_id, a.month, a.block, a.position, count(*), sum(v.volume), sum(cast(v.volume as bigint) * k.cpc_cents)
    from serp_ads a
    join keyword_volumes v on v.keyword_id = a.keyword_id and v.month = a.month
    join keywords k on k.id = a.keyword_id
    group by a.domain_id, a.month, a.block, a.position`.execute(db);
}

export interface DomainMonth extends MonthSummary {
  /** YYYYMM. */
  month: number;
  buckets: Record<PositionBucket, number>;
}

export interface DomainFigures {
  domain: string;
  /** False for a domain the corpus has no rankings, ads or backlinks of. */
  hasData: boolean;
  curve: OrganicCtrCurveId;
  /** The corpus's months, oldest first, each with the domain's figures (zeros where it had none). */
  months: DomainMonth[];
  /** The last month's figures against the one before. */
  change: Record<keyof MonthSummary, { delta: number; ratio: number | null }>;
  backlinks: number;
  referringDomains: number;
}

/** The corpus's months, oldest first. */
export async function corpusMonthList(db: Db): Promise<number[]> {
  const rows = await db.kysely.selectFrom('research_months').select('month').orderBy('month').execute();
  return rows.map((r) => r.month);
}

const ZERO_SUMMARY = monthSummaryFromTotals([], []);

/** A month's organic totals at one position, as the SQL reads them. */
interface OrganicTotalsRow {
  month: number;
  rank_group: number;
  keywords: number | string;
  volume: number | string;
  volume_cpc_cents: number | string;
}

/** A month's ad totals in one slot, as the SQL reads them. */
interface AdTotalsRow {
  month: number;
  block: string;
  position: number;
  keywords: number | string;
  volume: number | string;
  volume_cpc_cents: number | string;
}

/** Every month's figures from per-position totals, and the last month's change (zeros where none). */
function monthlyFigures(
  months: readonly number[],
  organic: readonly OrganicTotalsRow[],
  ads: readonly AdTotalsRow[],
  curve: OrganicCtrCurveId,
): Pick<DomainFigures, 'months' | 'change'> {
  // PostgreSQL hands bigint sums and counts back as strings.
  const byMonth = months.map((month): DomainMonth => {
    const organicTotals = organic
      .filter((r) => r.month === month)
      .map((r) => ({
        position: r.rank_group,
        keywords: Number(r.keywords),
        volume: Number(r.volume),
        volumeCpc: Number(r.volume_cpc_cents) / 100,
      }));
    const adTotals = ads
      .filter((r) => r.month === month)
      .map((r) => ({
        block: r.block as AdBlock,
        position: r.position,
        keywords: Number(r.keywords),
        volume: Number(r.volume),
        volumeCpc: Number(r.volume_cpc_cents) / 100,
      }));
    return {
      month,
      ...monthSummaryFromTotals(organicTotals, adTotals, curve),
      buckets: bucketCountsFromTotals(organicTotals),
    };
  });
  const last = byMonth.at(-1) ?? { ...ZERO_SUMMARY };
  const previous = byMonth.at(-2) ?? { ...ZERO_SUMMARY };
  const figures = Object.keys(ZERO_SUMMARY) as (keyof MonthSummary)[];
  return {
    months: byMonth,
    change: Object.fromEntries(figures.map((f) => [f, change(previous[f], last[f])])) as DomainFigures['change'],
  };
}

/** Every month's figures of one domain (by its registrable name), on the chosen CTR curve. */
export async function domainFigures(
  db: Db,
  domain: string,
  curve: OrganicCtrCurveId = DEFAULT_ORGANIC_CTR_CURVE,
): Promise<DomainFigures> {
  // Both at once: on PostgreSQL each query is a round trip, and the rest waits for the domain's id.
  const [months, domainId] = await Promise.all([corpusMonthList(db), domainIdOf(db, domain)]);
  const [organic, ads, links] =
    domainId !== null
      ? await Promise.all([
          db.kysely
            .selectFrom('domain_rank_stats')
            .select(['month', 'rank_group', 'keywords', 'volume', 'volume_cpc_cents'])
            .where('domain_id', '=', domainId)
            .execute(),
          db.kysely
            .selectFrom('domain_ad_stats')
            .select(['month', 'block', 'position', 'keywords', 'volume', 'volume_cpc_cents'])
            .where('domain_id', '=', domainId)
            .execute(),
          db.kysely
            .selectFrom('backlinks')
            .select((eb) => [
              eb.fn.countAll().as('backlinks'),
              eb.fn.count('source_domain_id').distinct().as('referringDomains'),
            ])
            .where('target_domain_id', '=', domainId)
            .executeTakeFirstOrThrow(),
        ])
      : [[], [], { backlinks: 0, referringDomains: 0 }];
  const backlinks = Number(links.backlinks);
  return {
    domain,
    hasData: organic.length > 0 || ads.length > 0 || backlinks > 0,
    curve,
    ...monthlyFigures(months, organic, ads, curve),
    backlinks,
    referringDomains: Number(links.referringDomains),
  };
}

interface UrlFigures extends Omit<DomainFigures, 'domain'> {
  /** The page as the API shows it: domain and path, without the scheme. */
  url: string;
  domain: string;
}

/** The ad copies that land on a page (`host/path`, see `landingPageOf`): one index lookup. */
export async function adCopiesLandingOn(db: Db, page: string): Promise<number[]> {
  // landing_page (migration 0012) is not in the table's declared type.
  const { rows } = await sql<{ id: number }>`select id from ad_copies where landing_page = ${page}`.execute(db.kysely);
  return rows.map((r) => r.id);
}

/** The corpus's id of a registrable domain, or null when the corpus does not hold it. */
export async function domainIdOf(db: Db, domain: string): Promise<number | null> {
  const row = await db.kysely.selectFrom('domains').select('id').where('name', '=', domain).executeTakeFirst();
  return row?.id ?? null;
}

/** The corpus's id of a page, or undefined (a page on a subdomain is not one of its domain's pages). */
export async function urlIdOf(db: Db, site: ResearchSite): Promise<{ domainId: number; urlId: number | null } | null> {
  // One query (one round trip on PostgreSQL): the domain, and its page joined when the host is the domain.
  const row = await db.kysely
    .selectFrom('domains as d')
    .leftJoin('urls as u', (join) =>
      site.host === site.domain
        ? join.onRef('u.domain_id', '=', 'd.id').on('u.path', '=', site.path)
        : join.on(sql<boolean>`1 = 0`),
    )
    .select(['d.id as domainId', 'u.id as urlId'])
    .where('d.name', '=', site.domain)
    .executeTakeFirst();
  return row ? { domainId: row.domainId, urlId: row.urlId ?? null } : null;
}

/**
 * Whether the domain (or the page) ranks for any keyword that month: a list with no row for its
 * segment or filter still has data (an empty page), as the screens tell "no match" from "no data".
 */
export async function ranksInMonth(db: Db, ids: { domainId: number; urlId: number | null }, month: number) {
  const { rows } =
    ids.urlId === null
      ? await sql`select 1 as found from domain_rank_stats
          where domain_id = ${ids.domainId} and month = ${month} limit 1`.execute(db.kysely)
      : await sql`select 1 as found from serp_organic where url_id = ${ids.urlId} and month = ${month} limit 1`.execute(
          db.kysely,
        );
  return rows.length > 0;
}

/**
 * Every month's figures of one page: its organic rankings, the ads that land on it (by their
 * landing page, query string dropped) and the backlinks that point to it.
 */
export async function urlFigures(
  db: Db,
  site: ResearchSite,
  curve: OrganicCtrCurveId = DEFAULT_ORGANIC_CTR_CURVE,
): Promise<UrlFigures> {
  const [months, ids] = await Promise.all([corpusMonthList(db), urlIdOf(db, site)]);
  const urlId = ids?.urlId ?? null;
  const copyIds = ids ? await adCopiesLandingOn(db, landingPageOfSite(site)) : [];
  const [organic, ads, links] = await Promise.all([
    urlId === null
      ? []
      : sql<OrganicTotalsRow>`
          select s.month, s.rank_group, count(*) as keywords, sum(s.volume) as volume,
            sum(cast(s.volume as bigint) * k.cpc_cents) as volume_cpc_cents
          from serp_organic s join keywords k on k.id = s.keyword_id
          where s.url_id = ${urlId}
          group by s.month, s.rank_group`
          .execute(db.kysely)
          .then((r) => r.rows),
    copyIds.length === 0
      ? []
      : sql<AdTotalsRow>`
          select a.month, a.block, a.position, count(*) as keywords, sum(v.volume) as volume,
            sum(cast(v.volume as bigint) * k.cpc_cents) as volume_cpc_cents
          from serp_ads a
          join keyword_volumes v on v.keyword_id = a.keyword_id and v.month = a.month
          join keywords k on k.id = a.keyword_id
          where a.ad_copy_id in (${sql.join(copyIds)})
          group by a.month, a.block, a.position`
          .execute(db.kysely)
          .then((r) => r.rows),
    urlId === null
      ? { backlinks: 0, referringDomains: 0 }
      : db.kysely
          .selectFrom('backlinks')
          .select((eb) => [
            eb.fn.countAll().as('backlinks'),
            eb.fn.count('source_domain_id').distinct().as('referringDomains'),
          ])
          .where('target_url_id', '=', urlId)
          .executeTakeFirstOrThrow(),
  ]);
  const backlinks = Number(links.backlinks);
  return {
    url: `${site.host}${site.path}`,
    domain: site.domain,
    hasData: organic.length > 0 || ads.length > 0 || backlinks > 0,
    curve,
    ...monthlyFigures(months, organic, ads, curve),
    backlinks,
    referringDomains: Number(links.referringDomains),
  };
}
