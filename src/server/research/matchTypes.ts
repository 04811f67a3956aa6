/**
 * Match types of a keyword list's searches column (doc 2 §3: broad, phrase, exact; the figures are
 * our design):
 * - exact: the keyword's own searches;
 * - phrase: the searches of every keyword of its country holding its words in order, together
 *   ("running shoes" counts "best running shoes for men", not "shoes for running");
 * - broad: the searches of every keyword of its country holding all its words in any order.
 * Both include the keyword itself. They are summed in SQL over the whole country's keywords by a
 * job of the job queue (MATCH_TYPE_QUEUE, queued when the corpus changes or a list finds them
 * missing), which stores every keyword's sums, each month's and those of the keywords' own volumes
 * (migration 0025); lists then sort and page by them like any column. Until they are stored a list
 * answers the exact figures and says the others are pending (prepareMatchTypes).
 */
import { sql, type RawBuilder } from 'kysely';

import type { components } from '../../api/schema.gen';
import { isMatchType, type MatchType } from '../../lib/columns';
import type { Db } from '../db';
import { FieldValidationError } from '../errors';
import type { JobQueue } from '../jobs';

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
export function parseMatchTypes(
  typed: Schemas['MatchTypes'] | undefined,
  field = 'query.matchTypes',
  /** The list's own ids of the match-type columns (Kombat calls its searches monthlySearches). */
  columnIds: Readonly<Record<string, MatchTypeColumn>> = { volume: 'volume' },
): MatchTypes {
  const chosen: MatchTypes = { ...EXACT };
  for (const pair of (typed ?? '').split(',').filter((p) => p !== '')) {
    const [column = '', type = ''] = pair.split(':');
    const matchTypeColumn = Object.hasOwn(columnIds, column) ? columnIds[column] : undefined;
    if (!matchTypeColumn) {
      throw new FieldValidationError([
        { field, message: `has no match-type column ${column}; the columns are ${Object.keys(columnIds).join(', ')}` },
      ]);
    }
    if (!isMatchType(type)) throw new FieldValidationError([{ field, message: `has no match type ${type}` }]);
    chosen[matchTypeColumn] = type;
  }
  return chosen;
}

/** The position of the first space in `text`: the one function name the two databases spell apart. */
const firstSpace = (db: Db, text: RawBuilder<unknown>) =>
  db.dialect === 'postgres' ? sql`strpos(${text}, ' ')` : sql`instr(${text}, ' ')`;

/** Whether `haystack` holds `needle` (both padded with spaces, so whole words in order). */
const holds = (db: Db, haystack: RawBuilder<unknown>, needle: RawBuilder<unknown>) =>
  db.dialect === 'postgres' ? sql`strpos(${haystack}, ${needle}) > 0` : sql`instr(${haystack}, ${needle}) > 0`;

/**
 * How long one statement of the store should take. On SQLite one connection serves every request,
 * synchronously, and a request needs a few turns of the event loop, each of which may wait behind
 * a statement: so statements are short, each chunk sized by the time the last one took (the cost
 * per keyword grows with the country's corpus), and after each the store rests as long as it
 * worked, leaving the requests at least half of the time.
 */
const CHUNK_TARGET_MS = 15;
/**
 * The first chunk's keywords, the fewest and the most one statement takes. The fewest keeps a store
 * whose statements are slow for another reason (a disk's sync at each commit) from crawling.
 */
const FIRST_CHUNK_KEYWORDS = 50;
const MIN_CHUNK_KEYWORDS = 25;
const MAX_CHUNK_KEYWORDS = 5_000;
/** The keywords of each statement of an unpaced store (nobody waits behind it but its caller). */
const UNPACED_CHUNK_KEYWORDS = 2_000;
/** Stores after which a corpus that keeps changing under the job fails it (the queue retries it later). */
const MAX_STORE_ROUNDS = 3;

/** Lets the requests queued behind a statement run (on SQLite one connection serves them all). */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Leaves the event loop to the requests for `ms`. */
const restFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A country's keyword ids, in order. */
async function keywordIds(db: Db, country: string): Promise<number[]> {
  const { rows } = await sql<{
    id: number | string;
  }>`select id from keywords where country = ${country} order by id`.execute(db.kysely);
  return rows.map((row) => Number(row.id));
}

/**
 * Runs `store` over `ids` a range at a time, each range sized so its statement takes about
 * CHUNK_TARGET_MS (half or double the last one's size at most), resting after each as long as it took.
 */
async function inTimedChunks(
  ids: number[],
  store: (first: number, last: number) => Promise<unknown>,
  { signal, paced }: StoreOptions,
): Promise<void> {
  let size = paced ? FIRST_CHUNK_KEYWORDS : UNPACED_CHUNK_KEYWORDS;
  for (let start = 0; start < ids.length;) {
    signal?.throwIfAborted();
    const end = Math.min(start + size, ids.length);
    const began = performance.now();
    await store(ids[start]!, ids[end - 1]!);
    start = end;
    if (!paced) continue;
    const took = Math.max(performance.now() - began, 1);
    await restFor(took);
    const next = Math.round((size * CHUNK_TARGET_MS) / took);
    size = Math.min(MAX_CHUNK_KEYWORDS, Math.max(MIN_CHUNK_KEYWORDS, Math.ceil(size / 2), Math.min(size * 2, next)));
  }
}

/** Whether every keyword of `country` has its words and sums (none went with a corpus write meanwhile). */
async function countryComplete(db: Db, country: string): Promise<boolean> {
  const { rows } = await sql<{ worded: number | string; summed: number | string; words: number | string }>`
    select
      (select count(distinct keyword_id) from match_type_words where country = ${country}) as words,
      (select count(*) from keywords where country = ${country} and trim(term) <> '') as worded,
      (select count(*) from match_type_volumes v join keywords k on k.id = v.keyword_id
        where k.country = ${country} and v.month = ${OWN_VOLUME_MONTH}) as summed`.execute(db.kysely);
  const row = rows[0]!;
  // Every keyword with a word has words, and is its own container, so a sum of its own volume (month 0).
  const words = Number(row.words);
  return words === Number(row.worded) && words === Number(row.summed);
}

/**
 * Stores one country's words and sums, a chunk of keywords per statement (each its own write, so
 * the requests between them are answered), then marks the country stored — only if no corpus
 * write emptied the tables meanwhile. Starts afresh, so running it again stores the same rows.
 */
async function storeCountry(db: Db, country: string, options: StoreOptions): Promise<boolean> {
  await sql`delete from match_type_volumes where keyword_id in (select id from keywords where country = ${country})`.execute(
    db.kysely,
  );
  await sql`delete from match_type_words where country = ${country}`.execute(db.kysely);
  await sql`delete from match_type_word_counts where country = ${country}`.execute(db.kysely);
  const ids = await keywordIds(db, country);

  // Each keyword's distinct words, split in SQL (a recursive walk over the spaces).
  await inTimedChunks(
    ids,
    (first, last) =>
      sql`
      with recursive split (keyword_id, word, rest) as (
        select id, cast('' as text), term || ' ' from keywords
        where country = ${country} and id between ${first} and ${last}
        union all
        select keyword_id, substr(rest, 1, ${firstSpace(db, sql.ref('rest'))} - 1),
          substr(rest, ${firstSpace(db, sql.ref('rest'))} + 1)
        from split where rest <> ''
      )
      insert into match_type_words (keyword_id, word, country)
      select distinct keyword_id, word, cast(${country} as text) from split where word <> ''`.execute(db.kysely),
    options,
  );

  // How many keywords hold each word, counted once (one pass over the words' index).
  await yieldToRequests();
  await sql`
    insert into match_type_word_counts (country, word, keywords)
    select country, word, count(*) from match_type_words where country = ${country} group by country, word`.execute(
    db.kysely,
  );

  // The keywords holding all of a keyword's words: candidates share its rarest word (one index
  // range each), and hold as many of its words as it has. Phrase ones hold them in order.
  await inTimedChunks(
    ids,
    (first, last) =>
      sql`
      with ranked as (
        select w.keyword_id, w.word,
          row_number() over (partition by w.keyword_id order by c.keywords, w.word) as place,
          count(*) over (partition by w.keyword_id) as words
        from match_type_words w
        join match_type_word_counts c on c.country = w.country and c.word = w.word
        where w.country = ${country} and w.keyword_id between ${first} and ${last}
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
      group by p.keyword_id, v.month`.execute(db.kysely),
    options,
  );

  return markCountryStored(db, country);
}

/** Marks the country's sums stored, unless a corpus write emptied the tables (then false). */
export function markCountryStored(db: Db, country: string): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    // On PostgreSQL a corpus write may be emptying the tables right now, uncommitted: the lock
    // waits for it (its delete from the memos conflicts), so the check below sees its result. SQLite
    // cannot interleave: a write committed since this read makes the insert fail, and the job retries.
    if (db.dialect === 'postgres') await sql`lock table match_type_memos in share row exclusive mode`.execute(trx);
    if (!(await countryComplete({ ...db, kysely: trx }, country))) return false;
    await sql`insert into match_type_memos (country) values (${country}) on conflict do nothing`.execute(trx);
    return true;
  });
}

/** The countries whose sums are not stored since the corpus last changed. */
async function unstoredCountries(db: Db): Promise<string[]> {
  const { rows } = await sql<{ country: string }>`
    select distinct k.country from keywords k
    where not exists (select 1 from match_type_memos m where m.country = k.country)`.execute(db.kysely);
  return rows.map((r) => r.country);
}

/**
 * Stores the sums of every country not stored since the corpus last changed (the match-type job's
 * work; idempotent). A corpus write in the middle empties the tables: the store starts again, and
 * after MAX_STORE_ROUNDS it fails, to be retried by the queue.
 */
export function ensureMatchTypeVolumes(
  db: Db,
  { signal, paced = true }: { signal?: AbortSignal; paced?: boolean } = {},
): Promise<void> {
  // One store at a time in this process (the job and an export may both ask): the later waits.
  const running = stores.get(db);
  if (running) return running;
  const store = storeUnstored(db, { signal, paced }).finally(() => stores.delete(db));
  stores.set(db, store);
  return store;
}

/** The store running in this process, by database. */
const stores = new WeakMap<Db, Promise<void>>();

/**
 * A store's options: `paced` (the job's, and any store requests may wait behind) sizes statements
 * by time and rests between them; unpaced (a request or a script storing for itself) goes flat out.
 */
interface StoreOptions {
  signal?: AbortSignal;
  paced: boolean;
}

async function storeUnstored(db: Db, options: StoreOptions): Promise<void> {
  for (let round = 0; round < MAX_STORE_ROUNDS; round++) {
    const countries = await unstoredCountries(db);
    if (countries.length === 0) return;
    for (const country of countries) await storeCountry(db, country, options);
  }
  if ((await unstoredCountries(db)).length > 0)
    throw new Error('The corpus kept changing while match-type sums were stored');
}

/** The job queue's queue of the match-type store: one job at a time (singleton key). */
export const MATCH_TYPE_QUEUE = 'match-type-volumes';
const MATCH_TYPE_SINGLETON = 'store';

/** The queue each database's match-type jobs go to (set by registerMatchTypeWorker). */
const queues = new WeakMap<Db, JobQueue>();

/** Queues the match-type store unless it is already queued or running. */
export function queueMatchTypeVolumes(jobs: JobQueue): Promise<string> {
  return jobs.send(MATCH_TYPE_QUEUE, {}, { singletonKey: MATCH_TYPE_SINGLETON });
}

/** Lets the lists of `db` queue the match-type job on `jobs` (whichever process runs it). */
export function setMatchTypeQueue(db: Db, jobs: JobQueue): void {
  queues.set(db, jobs);
}

/**
 * Runs the match-type jobs of `jobs` in this process, lets the lists of `db` queue one when they
 * find the sums missing, and queues one now if they are (a corpus seeded or imported before).
 */
export async function registerMatchTypeWorker(jobs: JobQueue, db: Db): Promise<void> {
  setMatchTypeQueue(db, jobs);
  await jobs.work(MATCH_TYPE_QUEUE, (job) => ensureMatchTypeVolumes(db, { signal: job.signal }));
  if ((await unstoredCountries(db)).length > 0) await queueMatchTypeVolumes(jobs);
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

/** A request's match types as a list answers them, and the field saying whether they are pending. */
export interface PreparedMatchTypes {
  /** The match types the list reads: exact everywhere while the sums are being stored. */
  matchTypes: MatchTypes;
  /** Spread into the answer: `matchTypesPending: true` while the sums are being stored. */
  answer: { matchTypesPending?: boolean };
}

/**
 * The match types a list can answer now. With sums stored, the request's; without, the request
 * queues the match-type job (registerMatchTypeWorker) and the list answers the exact figures with
 * `matchTypesPending` — it never waits for the store. A database without a job queue (a script,
 * a unit test) stores the sums at once.
 */
export async function prepareMatchTypes(db: Db, matchTypes: MatchTypes): Promise<PreparedMatchTypes> {
  if (Object.values(matchTypes).every((type) => type === 'exact')) return { matchTypes, answer: {} };
  const jobs = queues.get(db);
  if (!jobs) {
    await ensureMatchTypeVolumes(db, { paced: false });
    return { matchTypes, answer: {} };
  }
  if ((await unstoredCountries(db)).length === 0) return { matchTypes, answer: {} };
  await queueMatchTypeVolumes(jobs);
  return { matchTypes: { ...EXACT }, answer: { matchTypesPending: true } };
}
