/**
 * Keywords' (country, volume) index, which the import command takes down while it stores a large
 * file and builds again after it (src/server/research/importers/importRun.ts): one sorted pass over
 * the table costs far less than an update of the index per keyword stored (0.6 s for 1M keywords,
 * against about 4.5 s of the import's 17 s of writing). The table and its columns are the research
 * corpus migration's (0008).
 */
import { sql, type Kysely } from 'kysely';

import type { Dialect } from './migrations/index';
import type { Database } from './schema';

const INDEX = 'keywords_country_volume';

/** Builds the index if it is missing: an import killed between taking it down and building it again. */
export async function ensureKeywordVolumeIndex(kysely: Kysely<Database>): Promise<void> {
  await sql`create index if not exists ${sql.id(INDEX)} on keywords (country, volume)`.execute(kysely);
}

export async function dropKeywordVolumeIndex(kysely: Kysely<Database>): Promise<void> {
  await sql`drop index if exists ${sql.id(INDEX)}`.execute(kysely);
}

/** Whether the index is there (a missing one is what a killed import leaves). */
export async function hasKeywordVolumeIndex(kysely: Kysely<Database>, dialect: Dialect): Promise<boolean> {
  const catalog =
    dialect === 'sqlite'
      ? sql`select count(*) as n from sqlite_master where type = 'index' and name = ${INDEX}`
      : sql`select count(*) as n from pg_indexes where schemaname = current_schema() and indexname = ${INDEX}`;
  const { rows } = await catalog.execute(kysely);
  return Number((rows[0] as { n: number | string } | undefined)?.n) > 0;
}
