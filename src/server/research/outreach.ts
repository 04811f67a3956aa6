/**
 * Outreach top lists: for a list of keywords (a project's, say), the domains that rank for the most
 * of them in one month, within the top `maxPosition` results — the sites worth asking for links.
 * A keyword counts once per domain, at the domain's best result on it; clicks add up every result
 * of the domain on the listed keywords (a second result on the same page draws clicks too).
 * Aggregation, sorting, filtering and paging happen in SQL; the strength of the page's domains is
 * the keyword overview's (`domainStrengths`).
 */
import { sql, type RawBuilder } from 'kysely';

import { domainIdOf } from './domainStats';
import { domainStrengths } from './keywordOverview';
import {
  containsFilter,
  directionSql,
  limitOffset,
  listPage,
  numberOf,
  openList,
  type PageWindow,
  type SortDirection,
  throttledRow,
} from './lists';
import { researchSite } from './site';
import { ctrSql, inverseRankScoreSql } from './sqlMetrics';
import type { components, operations } from '../../api/schema.gen';
import { DEFAULT_COUNTRY_CODE } from '../../lib/countries';
import type { Db } from '../db';
import { FieldValidationError } from '../errors';
import { cleanseTerm } from '../search/queryType';

type Schemas = components['schemas'];
type Params = NonNullable<operations['getOutreachTopDomains']['parameters']['query']>;
type OutreachSort = Schemas['OutreachDomainColumn'];

/** The most keywords one list may hold (ours: a project's keyword list, one index lookup each). */
export const MAX_OUTREACH_KEYWORDS = 100;
/** Results deeper than this do not count unless the caller asks: the first two pages, all the demo corpus holds. */
const DEFAULT_MAX_POSITION = 20;

/** Columns read best from the top: positions and names ascend by default, counts descend. */
const ASCENDING_BY_DEFAULT: ReadonlySet<OutreachSort> = new Set(['domain', 'averagePosition', 'bestPosition']);

/** The listed terms as the corpus keys them, empty items and repeats dropped; a 400 unless 1 to the limit. */
export function outreachTerms(keywords: string): string[] {
  const terms = [...new Set(keywords.split(',').map(cleanseTerm))].filter((t) => t !== '');
  if (terms.length === 0 || terms.length > MAX_OUTREACH_KEYWORDS) {
    throw new FieldValidationError([
      { field: 'query.keywords', message: `must list 1 to ${MAX_OUTREACH_KEYWORDS} keywords, comma-separated` },
    ]);
  }
  return terms;
}

/** The registrable domain to leave out (null when none is named), or a 400 naming `query.excludeDomain`. */
function excludedSite(excludeDomain: string | undefined): string | null {
  return excludeDomain === undefined || excludeDomain.trim() === ''
    ? null
    : researchSite(excludeDomain, 'query.excludeDomain').domain;
}

/** Every field's own check run, so one 400 names all the malformed fields. */
function validated<A, B>(first: () => A, second: () => B): [A, B] {
  const fields: FieldValidationError['fields'] = [];
  const attempt = <T>(check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof FieldValidationError)) throw error;
      fields.push(...error.fields);
      return undefined;
    }
  };
  const a = attempt(first);
  const b = attempt(second);
  if (fields.length > 0) throw new FieldValidationError(fields);
  return [a as A, b as B];
}

interface OutreachQuery {
  keywordIds: readonly number[];
  excludeDomainId: number | null;
  month: number;
  maxPosition: number;
  sort: OutreachSort;
  window: PageWindow;
}

interface OutreachRow {
  domain_id: number;
  name: string;
  keywords: number | string;
  average_position: number | string;
  best_position: number;
  clicks: number | string;
  top_keyword: string;
}

/**
 * `listed`: each domain's best result and clicks on each listed keyword (one primary-key range per
 * keyword), numbered from its best-ranked keyword (ties: more searches, then by name);
 * `ranked`: one row per domain.
 */
function rankedDomains(query: OutreachQuery, curve: PageWindow['curve']) {
  const exclude = query.excludeDomainId === null ? sql`` : sql`and s.domain_id <> ${query.excludeDomainId}`;
  return sql`
    listed as (
      select s.domain_id, k.term, min(s.rank_group) as best,
        sum(s.volume * ${ctrSql(curve, sql.ref('s.rank_group'))}) as clicks,
        row_number() over (partition by s.domain_id order by min(s.rank_group), max(s.volume) desc, k.term)
          as place
      from serp_organic s join keywords k on k.id = s.keyword_id
      where s.keyword_id in (${sql.join(query.keywordIds)}) and s.month = ${query.month}
        and s.rank_group <= ${query.maxPosition} ${exclude}
      group by s.domain_id, s.keyword_id, k.term
    ),
    ranked as (
      select l.domain_id, d.name, count(*) as keywords, avg(l.best * 1.0) as average_position,
        min(l.best) as best_position, sum(l.clicks) as clicks
      from listed l join domains d on d.id = l.domain_id
      group by l.domain_id, d.name
    )`;
}

/** The page of domains the caller may see, how many the filter keeps, and how many there are in all. */
async function outreachDomains(db: Db, query: OutreachQuery) {
  const { window } = query;
  const ctes = rankedDomains(query, window.curve);
  // The score domainStrengths scales to 0-100: the same order as the strength, ties aside.
  const strengthScore = sql`(select ${inverseRankScoreSql('t')} from domain_rank_stats t
    where t.domain_id = r.domain_id and t.month = ${query.month})`;
  const sortExpressions: Record<OutreachSort, RawBuilder<unknown>> = {
    domain: sql`r.name`,
    keywords: sql`r.keywords`,
    averagePosition: sql`r.average_position`,
    bestPosition: sql`r.best_position`,
    clicks: sql`r.clicks`,
    strength: sql`coalesce(${strengthScore}, 0)`,
  };
  const direction = directionSql(window.direction);
  // Ties: most keywords, then the better average position, then by name.
  const order = (sortKey: RawBuilder<unknown>, p: RawBuilder<unknown>) =>
    sql`${sortKey} ${direction}, ${p}.keywords desc, ${p}.average_position asc, ${p}.name asc`;
  const filter = containsFilter(sql`r.name`, window.filter);

  const [page, counts] = await Promise.all([
    sql<OutreachRow>`
      with ${ctes},
      page as (
        select r.*, ${sortExpressions[query.sort]} as sort_key
        from ranked r
        where 1 = 1 ${filter}
        order by ${order(sql`sort_key`, sql`r`)}
        ${limitOffset(window)}
      )
      select p.domain_id, p.name, p.keywords, p.average_position, p.best_position, p.clicks,
        t.term as top_keyword
      from page p join listed t on t.domain_id = p.domain_id and t.place = 1
      order by ${order(sql`p.sort_key`, sql`p`)}`.execute(db.kysely),
    sql<{ total: number | string; matching: number | string | null }>`
      with ${ctes}
      select count(*) as total, sum(case when 1 = 1 ${filter} then 1 else 0 end) as matching
      from ranked r`.execute(db.kysely),
  ]);
  return {
    rows: page.rows,
    totalRowCount: numberOf(counts.rows[0]?.matching),
    anyDomain: numberOf(counts.rows[0]?.total) > 0,
  };
}

const hiddenRow = throttledRow('OutreachDomainRow', 'domain');

/** The listed terms the corpus holds in the country, by the keywords table's (term, country) index. */
async function keywordIdsOf(db: Db, terms: readonly string[], countryCode: string | undefined) {
  const rows = await db.kysely
    .selectFrom('keywords')
    .select(['id', 'term'])
    .where('country', '=', countryCode ?? DEFAULT_COUNTRY_CODE)
    .where('term', 'in', terms)
    .execute();
  return new Map(rows.map((r) => [r.term, r.id]));
}

/** One page of the domains ranking for a keyword list; rows past the free ones are throttled unless `isFullUser`. */
export async function outreachTopDomainsPage(
  db: Db,
  params: Params,
  isFullUser: boolean,
): Promise<Schemas['OutreachTopDomains']> {
  const [terms, excludeDomain] = validated(
    () => outreachTerms(params.keywords),
    () => excludedSite(params.excludeDomain),
  );
  const sort = params.sortBy ?? 'keywords';
  const defaultDirection: SortDirection = ASCENDING_BY_DEFAULT.has(sort) ? 'asc' : 'desc';
  const maxPosition = params.maxPosition ?? DEFAULT_MAX_POSITION;
  const {
    window,
    month,
    subject: [excludeDomainId, known],
    base,
  } = await openList(
    db,
    params,
    isFullUser,
    Promise.all([
      excludeDomain === null ? null : domainIdOf(db, excludeDomain),
      keywordIdsOf(db, terms, params.countryCode),
    ]),
    defaultDirection,
  );
  const keywordIds = terms.flatMap((t) => (known.has(t) ? [known.get(t)!] : []));
  const found =
    keywordIds.length > 0 && month !== null
      ? await outreachDomains(db, { keywordIds, excludeDomainId, month, maxPosition, sort, window })
      : { rows: [], totalRowCount: 0, anyDomain: false };
  const visible = found.rows.slice(0, window.visibleRows);
  const strengths = visible.length > 0 && month !== null ? await domainStrengths(db, month) : new Map<number, number>();
  const rows = visible.map((r): Schemas['OutreachDomainRow'] => ({
    domain: r.name,
    keywords: numberOf(r.keywords),
    averagePosition: Math.round(Number(r.average_position) * 10) / 10,
    bestPosition: Number(r.best_position),
    clicks: Math.round(Number(r.clicks)),
    strength: strengths.get(Number(r.domain_id)) ?? 0,
    topKeyword: r.top_keyword,
    isThrottled: false,
  }));
  return {
    keywords: terms,
    unknownKeywords: terms.filter((t) => !known.has(t)),
    excludeDomain,
    maxPosition,
    hasData: found.anyDomain,
    ...base,
    ...listPage(window, rows, found.totalRowCount, hiddenRow),
  };
}
