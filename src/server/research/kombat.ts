/**
 * Keyword Kombat: the organic keywords of 2 or 3 domains compared in one month. One aggregate over
 * the domains' index ranges (serp_organic_domain) gives each keyword every domain's best position;
 * it is stored as the comparison's memo, and the Venn regions, the overlap groups and the keyword
 * pages are all read from that, so a region's count and the rows its page lists can never
 * disagree. The first domain is "you".
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';

import {
  containsFilter,
  corpusIsDemo,
  corpusMonth,
  directionSql,
  limitOffset,
  listPage,
  monthLabel,
  numberOf,
  type PageWindow,
  pageWindow,
  throttledRow,
} from './lists';
import { matchVolumeSql, parseMatchTypes, prepareMatchTypes } from './matchTypes';
import { researchSite } from './site';
import type { components } from '../../api/schema.gen';
import { DEFAULT_COUNTRY_CODE } from '../../lib/countries';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { FieldValidationError } from '../errors';

type Schemas = components['schemas'];
type KeywordSegment = Schemas['KeywordSegment'];
type KombatSort = Schemas['KombatSortColumn'];

/** The compared domains as researched: registrable names, and their corpus ids (null: no data). */
interface KombatSides {
  names: string[];
  ids: (number | null)[];
  month: number | null;
  country: string;
  isDemoData: boolean;
}

/** A Kombat request's domains, month and country, checked; a 400 names the field that is wrong. */
async function kombatSides(
  db: Db,
  request: { domains: readonly string[]; month?: string; countryCode?: string },
): Promise<KombatSides> {
  const names = request.domains.map((typed, i) => researchSite(typed, `body.domains.${i}`).domain);
  const duplicate = names.findIndex((name, i) => names.indexOf(name) !== i);
  if (duplicate !== -1) {
    throw new FieldValidationError([{ field: `body.domains.${duplicate}`, message: `is ${names[duplicate]} again` }]);
  }
  const [{ month }, rows, isDemoData] = await Promise.all([
    corpusMonth(db, request.month, 'body.month'),
    db.kysely.selectFrom('domains').select(['id', 'name']).where('name', 'in', names).execute(),
    corpusIsDemo(db),
  ]);
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  return {
    names,
    ids: names.map((name) => idOf.get(name) ?? null),
    month,
    country: request.countryCode ?? DEFAULT_COUNTRY_CODE,
    isDemoData,
  };
}

/** Domains named by a region filter, as indexes into the compared domains; a 400 for any other. */
function sideIndexes(sides: KombatSides, typed: readonly string[] | undefined, field: string): number[] {
  return (typed ?? []).map((domain, i) => {
    const index = sides.names.indexOf(researchSite(domain, `${field}.${i}`).domain);
    if (index === -1) throw new FieldValidationError([{ field: `${field}.${i}`, message: 'is not a compared domain' }]);
    return index;
  });
}

/**
 * Every keyword any compared domain ranks for that month, with each domain's best position
 * (`r0`…`r2`, null where it does not rank) and the month's searches, of every country (the memo
 * keeps the compared one's). A domain without data is id -1, so its column is null throughout.
 */
function rankedKeywords(sides: KombatSides, month: number) {
  const ids = sides.ids.map((id) => id ?? -1);
  const positions = ids.map(
    (id, i) => sql`min(case when s.domain_id = ${id} then s.rank_group end) as ${sql.ref(`r${i}`)}`,
  );
  return sql`
    select s.keyword_id, max(s.volume) as volume, ${sql.join(positions)}
    from serp_organic s
    where s.month = ${month} and s.domain_id in (${sql.join(ids)})
    group by s.keyword_id`;
}

const ranks = (i: number) => sql.ref(`r.r${i}`);

/** The Venn region of a keyword as a bit mask: bit i set when domain i ranks for it. */
function regionMask(domainCount: number): RawBuilder<number> {
  const bits = Array.from(
    { length: domainCount },
    (_, i) => sql`(case when ${ranks(i)} is null then 0 else ${1 << i} end)`,
  );
  return sql<number>`(${sql.join(bits, sql` + `)})`;
}

/** Comparisons kept memoised; storing one more drops the oldest. */
const KOMBAT_MEMOS_KEPT = 32;

/**
 * The memo (migration 0014) of a comparison's ranked keywords in the country, stored by the first
 * request that needs it; its rows (`kombat_memo_rows`) are what every Kombat answer reads. Two
 * requests storing the same comparison at once: the second finds the first's row and stores nothing.
 */
async function comparisonMemo(db: Db, sides: KombatSides, month: number): Promise<number> {
  const key = { domain_ids: sides.ids.map((id) => id ?? -1).join(','), month, country: sides.country };
  const stored = (trx: Kysely<Database>) =>
    trx
      .selectFrom('kombat_memos')
      .select('id')
      .where('domain_ids', '=', key.domain_ids)
      .where('month', '=', month)
      .where('country', '=', key.country)
      .executeTakeFirst();
  const found = await stored(db.kysely);
  if (found) return found.id;
  return db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('kombat_memos')
      .values(key)
      .onConflict((c) => c.columns(['domain_ids', 'month', 'country']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return (await stored(trx))!.id;
    const positions = [0, 1, 2].map((i) => (i < sides.names.length ? ranks(i) : sql`null`));
    // Joined after grouping, once per keyword rather than once per result, so the aggregate reads the covering index alone.
    await sql`
      insert into kombat_memo_rows
        (memo_id, keyword_id, volume, r0, r1, r2, mask, term, cpc_cents, difficulty, is_question, is_transactional, is_content)
      select ${inserted.id}, r.keyword_id, r.volume, ${sql.join(positions)}, ${regionMask(sides.names.length)},
        k.term, k.cpc_cents, k.difficulty, k.is_question, k.is_transactional, k.is_content
      from (${rankedKeywords(sides, month)}) r
      join keywords k on k.id = r.keyword_id and k.country = ${sides.country}`.execute(trx);
    await sql`
      insert into kombat_memo_regions (memo_id, mask, is_question, is_transactional, is_content, keywords, searches)
      select memo_id, mask, is_question, is_transactional, is_content, count(*), sum(volume)
      from kombat_memo_rows where memo_id = ${inserted.id}
      group by memo_id, mask, is_question, is_transactional, is_content`.execute(trx);
    // The rows and counts go with their comparison (on delete cascade).
    await trx
      .deleteFrom('kombat_memos')
      .where('id', '<=', inserted.id - KOMBAT_MEMOS_KEPT)
      .execute();
    return inserted.id;
  });
}

/** Keyword count and searches of each non-empty region, by mask. */
async function regionTotals(db: Db, sides: KombatSides): Promise<Map<number, { keywords: number; searches: number }>> {
  if (sides.month === null) return new Map();
  const memoId = await comparisonMemo(db, sides, sides.month);
  const { rows } = await sql<{ mask: number | string; keywords: number | string; searches: number | string }>`
    select r.mask, sum(r.keywords) as keywords, sum(r.searches) as searches
    from kombat_memo_regions r where r.memo_id = ${memoId} group by r.mask`.execute(db.kysely);
  return new Map(rows.map((r) => [Number(r.mask), { keywords: numberOf(r.keywords), searches: numberOf(r.searches) }]));
}

/** The domains of a mask, in request order. */
const domainsOfMask = (names: readonly string[], mask: number) => names.filter((_, i) => mask & (1 << i));

/** Each overlap region (the keywords exactly its domains rank for), largest first; empty ones left out. */
export async function kombatCompetingGroups(
  db: Db,
  request: Schemas['KombatDomainsRequest'],
): Promise<Schemas['KombatCompetingGroupsResponse']> {
  const sides = await kombatSides(db, request);
  const totals = await regionTotals(db, sides);
  const groups = [...totals]
    .map(([mask, t]) => ({
      domains: domainsOfMask(sides.names, mask),
      keywordCount: t.keywords,
      monthlySearches: t.searches,
    }))
    .sort((a, b) => b.domains.length - a.domains.length || b.keywordCount - a.keywordCount);
  return { domains: sides.names, ...answerMonth(sides), groups };
}

/** The Venn's circles and intersections (venn.js sizes: every keyword the set's domains all rank for). */
export async function kombatVennData(
  db: Db,
  request: Schemas['KombatDomainsRequest'],
): Promise<Schemas['KombatVennData']> {
  const sides = await kombatSides(db, request);
  const totals = await regionTotals(db, sides);
  const sets: Schemas['KombatVennSet'][] = [];
  for (let set = 1; set < 1 << sides.names.length; set += 1) {
    let size = 0;
    for (const [mask, t] of totals) if ((mask & set) === set) size += t.keywords;
    sets.push({ sets: domainsOfMask(sides.names, set), size });
  }
  return { domains: sides.names, ...answerMonth(sides), sets };
}

const answerMonth = (sides: KombatSides) => ({
  month: sides.month === null ? null : monthLabel(sides.month),
  isDemoData: sides.isDemoData,
});

/** Whether domain i ranks, read from the region mask (memo rows and region counts alike). */
const ranksIn = (i: number, ranking = true) => sql`(r.mask & ${1 << i}) ${sql.raw(ranking ? '<>' : '=')} 0`;

/**
 * The SQL condition a segment puts on a comparison's memo (`r`): on the region mask and the
 * keyword flags only, which the rows and their counts by region (kombat_memo_regions) both carry.
 */
function segmentCondition(segment: KeywordSegment, domainCount: number): RawBuilder<unknown> {
  const all = Array.from({ length: domainCount }, (_, i) => i);
  switch (segment) {
    case 'all':
      return sql`1 = 1`;
    case 'core':
      return sql.join(
        all.map((i) => ranksIn(i)),
        sql` and `,
      );
    case 'missing':
      return sql.join([ranksIn(0, false), ...all.slice(1).map((i) => ranksIn(i))], sql` and `);
    case 'questions':
      return sql`r.is_question = 1`;
    case 'content':
      return sql`r.is_content = 1`;
    case 'transactional':
      return sql`r.is_transactional = 1`;
  }
}

const SORT_COLUMNS: Record<KombatSort, RawBuilder<unknown>> = {
  keyword: sql`r.term`,
  monthlySearches: sql`shown_volume`,
  costPerClick: sql`r.cpc_cents`,
  rankingDifficulty: sql`r.difficulty`,
};

/** Kombat's searches column, as the matchTypes parameter names it. */
const KOMBAT_MATCH_TYPE_COLUMNS = { monthlySearches: 'volume' } as const;

interface KombatKeywordRow {
  keyword_id: number;
  term: string;
  volume: number | string;
  /** The searches shown: the month's, in the request's match type. */
  shown_volume: number | string;
  cpc_cents: number;
  difficulty: number;
  r0: number | null;
  r1: number | null;
  r2: number | null;
}

/** One page of the segment's keywords in a region; rows past the free ones are throttled unless `isFullUser`. */
export async function kombatKeywords(
  db: Db,
  request: Schemas['KombatKeywordsRequest'],
  isFullUser: boolean,
): Promise<Schemas['KombatKeywordsResponse']> {
  const sides = await kombatSides(db, request);
  const ranking = sideIndexes(sides, request.rankingDomains, 'body.rankingDomains');
  const notRanking = sideIndexes(sides, request.notRankingDomains, 'body.notRankingDomains');
  const segment = request.segment ?? 'core';
  const window = pageWindow(
    {
      startRow: request.startRow ?? 1,
      rowsPerPage: request.rowsToDisplay ?? 250,
      sortDirection: request.sortDirection ?? (request.sortColumn === 'keyword' ? 'asc' : 'desc'),
      filterText: request.filterTerm ?? '',
    },
    isFullUser,
  );
  const asked = parseMatchTypes(request.matchTypes, 'body.matchTypes', KOMBAT_MATCH_TYPE_COLUMNS);
  const prepared = await prepareMatchTypes(db, asked);
  const base = { domains: sides.names, ...answerMonth(sides), segment, ...prepared.answer };
  if (sides.month === null) return { ...base, ...keywordsPage(window, sides, [], 0) };
  // Exact while the phrase and broad sums are being stored (the answer says so).
  const volume = matchVolumeSql(prepared.matchTypes.volume, sql.ref('r.volume'), sql.ref('r.keyword_id'), sides.month);

  const conditions = sql.join(
    [
      segmentCondition(segment, sides.names.length),
      ...ranking.map((i) => ranksIn(i)),
      ...notRanking.map((i) => ranksIn(i, false)),
    ],
    sql` and `,
  );
  const memoId = await comparisonMemo(db, sides, sides.month);
  const sort = SORT_COLUMNS[request.sortColumn ?? 'monthlySearches'];
  const [page, count] = await Promise.all([
    sql<KombatKeywordRow>`
      select r.keyword_id, r.term, r.volume, ${volume} as shown_volume, r.cpc_cents, r.difficulty,
        ${sql.join(sides.names.map((_, i) => sql`${ranks(i)} as ${sql.ref(`r${i}`)}`))}
      from kombat_memo_rows r
      where r.memo_id = ${memoId} and ${conditions} ${containsFilter(sql`r.term`, window.filter)}
      order by ${sort} ${directionSql(window.direction)}, r.keyword_id asc
      ${limitOffset(window)}`.execute(db.kysely),
    // Without a filter the count is a sum over the regions' counts, not a pass over the rows.
    window.filter === ''
      ? sql<{ n: number | string | null }>`
          select sum(r.keywords) as n from kombat_memo_regions r where r.memo_id = ${memoId} and ${conditions}`.execute(
          db.kysely,
        )
      : sql<{ n: number | string | null }>`
          select count(*) as n from kombat_memo_rows r
          where r.memo_id = ${memoId} and ${conditions} ${containsFilter(sql`r.term`, window.filter)}`.execute(
          db.kysely,
        ),
  ]);
  const totalRowCount = numberOf(count.rows[0]?.n ?? 0);
  const visible = page.rows.map((r): Schemas['KombatKeywordRow'] => ({
    termId: Number(r.keyword_id),
    keyword: r.term,
    monthlySearches: numberOf(r.shown_volume),
    costPerClick: r.cpc_cents / 100,
    rankingDifficulty: r.difficulty,
    ranks: sides.names.map((domain, i) => ({ domain, rank: r[`r${i}` as 'r0'] ?? null })),
    isThrottled: false,
  }));
  return { ...base, ...keywordsPage(window, sides, visible, totalRowCount) };
}

/** The page's rows under the contract's name, a throttled row (no keyword, no positions) for each hidden one. */
function keywordsPage(
  window: PageWindow,
  sides: KombatSides,
  visible: Schemas['KombatKeywordRow'][],
  totalRowCount: number,
) {
  // A hidden row still lists the compared domains, without their ranks.
  const hidden: Schemas['KombatKeywordRow'] = {
    ...throttledRow('KombatKeywordRow', 'keyword'),
    ranks: sides.names.map((domain) => ({ domain, rank: null })),
  };
  const { rows, ...rest } = listPage(window, visible, totalRowCount, hidden);
  return { keywords: rows, ...rest };
}

/**
 * Whether each typed domain can be compared: it reads as a site and ranks for organic keywords in
 * the country in the latest month (read once for the list). Anything unreadable is
 * `isValid: false`, never an error.
 */
export async function kombatDomainValidations(
  db: Db,
  typed: readonly string[],
  countryCode: string | undefined,
): Promise<Schemas['KombatDomainValidation'][]> {
  const { month } = await corpusMonth(db, undefined);
  return Promise.all(typed.map((domain) => validation(db, domain, month, countryCode ?? DEFAULT_COUNTRY_CODE)));
}

async function validation(
  db: Db,
  typed: string,
  month: number | null,
  country: string,
): Promise<Schemas['KombatDomainValidation']> {
  let name: string;
  try {
    name = researchSite(typed).domain;
  } catch (error) {
    if (error instanceof FieldValidationError)
      return { domain: typed, isValid: false, normalizedDomain: null, keywordCount: 0 };
    throw error;
  }
  const { rows } =
    month === null
      ? { rows: [] }
      : await sql<{ n: number | string }>`
          select count(distinct s.keyword_id) as n
          from domains d
          join serp_organic s on s.domain_id = d.id and s.month = ${month}
          join keywords k on k.id = s.keyword_id and k.country = ${country}
          where d.name = ${name}`.execute(db.kysely);
  const keywordCount = numberOf(rows[0]?.n);
  return { domain: typed, isValid: keywordCount > 0, normalizedDomain: name, keywordCount };
}
