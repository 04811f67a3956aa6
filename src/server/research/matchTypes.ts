/**
 * Match types of a keyword list's searches column (doc 2 §3: broad, phrase, exact; the figures are
 * our design):
 * - exact: the keyword's own searches;
 * - phrase: the searches of every keyword of its country holding its words in order, together
 *   ("running shoes" counts "best running shoes for men", not "shoes for running");
 * - broad: the searches of every keyword of its country holding all its words in any order.
 * Both include the keyword itself. They are summed in SQL over the whole country's keywords, so
 * the first request after the corpus changes stores every keyword's sums, each month's and those of
 * the keywords' own volumes (migration 0025); lists then sort and page by them like any column.
 */
import { sql, type RawBuilder } from 'kysely';

import type { components } from '../../api/schema.gen';
import { isMatchType, type MatchType } from '../../lib/columns';
import type { Db } from '../db';
import { FieldValidationError } from '../errors';

type Schemas = components['schemas'];

export type { MatchType };

/** The `month` of the sums of the keywords' own volumes (keywords.volume), not of a month's. */
export const OWN_VOLUME_MONTH = 0;

/** The list columns that take a match type: the searches. */
export const MATCH_TYPE_COLUMNS = ['volume'] as const;
export type MatchTypeColumn = (typeof MATCH_TYPE_COLUMNS)[number];

/** A request's match types: every match-type column's, exact when the request names none. */
export type MatchTypes = Record<MatchTypeColumn, MatchType>;

const EXACT: MatchTypes = { volume: 'exact' };

/**
 * The `matchTypes` parameter (`volume:phrase`, comma-separated pairs, the column settings' own
 * encoding) as each column's match type; a column without a match type is a 400 naming the field.
 */
export function parseMatchTypes(typed: Schemas['MatchTypes'] | undefined, field = 'query.matchTypes'): MatchTypes {
  const chosen: MatchTypes = { ...EXACT };
  for (const pair of (typed ?? '').split(',').filter((p) => p !== '')) {
    const [column = '', type = ''] = pair.split(':');
    if (!(MATCH_TYPE_COLUMNS as readonly string[]).includes(column)) {
      throw new FieldValidationError([
        { field, message: `has no match-type column ${column}; the columns are ${MATCH_TYPE_COLUMNS.join(', ')}` },
      ]);
    }
    if (!isMatchType(type)) throw new FieldValidationError([{ field, message: `has no match type ${type}` }]);
    chosen[column as MatchTypeColumn] = type;
  }
  return chosen;
}

/** The position of the first space in `text`: the one function name the two databases spell apart. */
const firstSpace = (db: Db, text: RawBuilder<unknown>) =>
  db.dialect === 'postgres' ? sql`strpos(${text}, ' ')` : sql`instr(${text}, ' ')`;

/** Whether `haystack` holds `needle` (both padded with spaces, so whole words in order). */
const holds = (db: Db, haystack: RawBuilder<unknown>, needle: RawBuilder<unknown>) =>
  db.dialect === 'postgres' ? sql`strpos(${haystack}, ${needle}) > 0` : sql`instr(${haystack}, ${needle}) > 0`;

/** Stores one country's words and sums, unless another request already has (inside a transaction). */
async function storeCountry(db: Db, country: string): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const claimed = await sql`insert into match_type_memos (country) values (${country})
      on conflict do nothing returning country`.execute(trx);
    if (claimed.rows.length === 0) return;

    // Each keyword's distinct words, split in SQL (a recursive walk over the spaces).
    await sql`
      with recursive split (keyword_id, word, rest) as (
        select id, cast('' as text), term || ' ' from keywords where country = ${country}
        union all
        select keyword_id, substr(rest, 1, ${firstSpace(db, sql.ref('rest'))} - 1),
          substr(rest, ${firstSpace(db, sql.ref('rest'))} + 1)
        from split where rest <> ''
      )
      insert into match_type_words (keyword_id, word, country)
      select distinct keyword_id, word, cast(${country} as text) from split where word <> ''`.execute(trx);

    // The keywords holding all of a keyword's words: candidates share its rarest word (one index
    // range each), and hold as many of its words as it has. Phrase ones hold them in order.
    await sql`
      with counted as (
        select word, count(*) as n from match_type_words where country = ${country} group by word
      ),
      ranked as (
        select w.keyword_id, w.word,
          row_number() over (partition by w.keyword_id order by c.n, w.word) as place,
          count(*) over (partition by w.keyword_id) as words
        from match_type_words w join counted c on c.word = w.word
        where w.country = ${country}
      ),
      broad as (
        select r.keyword_id, b.keyword_id as container
        from ranked r
        join match_type_words b on b.country = ${country} and b.word = r.word
        join match_type_words a on a.keyword_id = r.keyword_id
        join match_type_words h on h.keyword_id = b.keyword_id and h.word = a.word
        where r.place = 1
        group by r.keyword_id, b.keyword_id, r.words
        having count(*) = r.words
      ),
      pairs as materialized (
        select p.keyword_id, p.container,
          case when ${holds(db, sql`(' ' || kc.term || ' ')`, sql`(' ' || kk.term || ' ')`)} then 1 else 0 end as phrase,
          kc.volume
        from broad p
        join keywords kk on kk.id = p.keyword_id
        join keywords kc on kc.id = p.container
      )
      insert into match_type_volumes (keyword_id, month, phrase_volume, broad_volume)
      select keyword_id, ${OWN_VOLUME_MONTH}, sum(phrase * volume), sum(volume) from pairs group by keyword_id
      union all
      select p.keyword_id, v.month, sum(p.phrase * v.volume), sum(v.volume)
      from pairs p join keyword_volumes v on v.keyword_id = p.container
      group by p.keyword_id, v.month`.execute(trx);
  });
}

/** Stores the sums of every country not stored since the corpus last changed. */
export async function ensureMatchTypeVolumes(db: Db): Promise<void> {
  const { rows } = await sql<{ country: string }>`
    select distinct k.country from keywords k
    where not exists (select 1 from match_type_memos m where m.country = k.country)`.execute(db.kysely);
  for (const { country } of rows) await storeCountry(db, country);
}

/**
 * The searches of a row in its match type: `exact` as it is, else the stored sum of the keyword
 * `keywordId` in `month` (or OWN_VOLUME_MONTH), read by one primary-key lookup. Call
 * ensureMatchTypeVolumes first; a keyword without stored sums (no words) keeps its own searches.
 */
export function matchVolumeSql(
  matchType: MatchType,
  exact: RawBuilder<unknown>,
  keywordId: RawBuilder<unknown>,
  month: RawBuilder<unknown> | number,
): RawBuilder<number> {
  if (matchType === 'exact') return sql<number>`${exact}`;
  const column = matchType === 'phrase' ? sql.ref('m.phrase_volume') : sql.ref('m.broad_volume');
  return sql<number>`coalesce((select ${column} from match_type_volumes m
    where m.keyword_id = ${keywordId} and m.month = ${month}), ${exact})`;
}

/** Ensures the sums a request's match types need are stored. */
export async function prepareMatchTypes(db: Db, matchTypes: MatchTypes): Promise<void> {
  if (Object.values(matchTypes).some((type) => type !== 'exact')) await ensureMatchTypeVolumes(db);
}
