/**
 * Writes the demo research corpus (demoCorpus.ts) into an empty corpus, in one transaction: a crash
 * half-way leaves nothing, and a restart finds the keywords table filled and seeds nothing twice.
 * Rows stream out keyword batch by keyword batch, so memory holds one batch, not 2.6M rows.
 */
import type { Statement as SqliteStatement } from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';

import { DEMO_MONTHS, DemoCorpus, type DemoKeyword } from './demoCorpus';
import { refreshDomainStats } from './domainStats';
import { landingPageOf } from './site';
import { DEFAULT_COUNTRY_CODE } from '../../lib/countries';
import type { Db } from '../db';
import type { Database } from '../db/schema';

export interface ResearchSeedProgress {
  phase: 'keywords' | 'backlinks';
  done: number;
  total: number;
}

export interface ResearchSeedOptions {
  /** How many keywords (default: the demo corpus's 10,000; 0 seeds nothing). */
  keywords?: number;
  seed?: number;
  /** The corpus's last month is the one before this date's (default: now). */
  now?: Date;
  onProgress?: (progress: ResearchSeedProgress) => void;
}

export interface ResearchSeedResult {
  /** False when the corpus already held keywords. */
  seeded: boolean;
  keywords: number;
  organicRows: number;
  adRows: number;
  backlinks: number;
  milliseconds: number;
}

/** Keywords generated and written together. */
const KEYWORD_BATCH = 250;
/** Bound parameters per INSERT: under SQLite's 32,766 and PostgreSQL's 65,535. */
const PARAMETERS_PER_INSERT = 30_000;

/** The 13 months (YYYYMM) that end with the month before `now`, oldest first. */
export function corpusMonths(now: Date): number[] {
  return Array.from({ length: DEMO_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - DEMO_MONTHS + i, 1));
    return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
  });
}

type Tx = Transaction<Database>;
type TableName = keyof Database & string;
type Row = Record<string, unknown>;
type InsertMany = (table: TableName, rows: Row[]) => Promise<void>;

/** SQLite's page cache while seeding, in KiB: the whole demo corpus's working set. */
const SQLITE_SEED_CACHE_KIB = 512 * 1024;
/** Rows per prepared SQLite INSERT: a few JS-to-C calls per batch instead of one per row. */
const SQLITE_ROWS_PER_STATEMENT = 64;

/**
 * Bulk INSERTs inside the seeding transaction. SQLite runs prepared multi-row statements on its own
 * connection (the one the transaction is open on); PostgreSQL gets Kysely's multi-row INSERTs.
 */
function bulkInserter(db: Db, trx: Tx): InsertMany {
  const { sqlite } = db;
  if (sqlite) {
    const statements = new Map<string, SqliteStatement>();
    const prepared = (table: string, columns: string[], rows: number) => {
      const text = `insert into ${table} (${columns.join(', ')}) values ${Array(rows)
        .fill(`(${columns.map(() => '?').join(', ')})`)
        .join(', ')}`;
      let statement = statements.get(text);
      if (!statement) statements.set(text, (statement = sqlite.prepare(text)));
      return statement;
    };
    return async (table, rows) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]!);
      for (let i = 0; i < rows.length; i += SQLITE_ROWS_PER_STATEMENT) {
        const chunk = rows.slice(i, i + SQLITE_ROWS_PER_STATEMENT);
        prepared(table, columns, chunk.length).run(chunk.flatMap((row) => columns.map((c) => row[c])));
      }
    };
  }
  return async (table, rows) => {
    if (rows.length === 0) return;
    const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Object.keys(rows[0]!).length));
    for (let i = 0; i < rows.length; i += perInsert) {
      // The rows are built from the table's own columns below; Kysely cannot check a generic table.
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + perInsert) as never)
        .execute();
    }
  };
}

/** The tables whose secondary indexes are built once after the bulk load instead of row by row. */
const BULK_TABLES = ['serp_organic', 'serp_ads', 'keyword_volumes', 'urls'];

/**
 * On SQLite, drops the tables' secondary indexes (inside the open transaction) and returns what
 * re-creates them from their own saved definitions: one sort per index instead of millions of
 * random B-tree inserts. PostgreSQL keeps its indexes (a no-op).
 */
function withoutSecondaryIndexes(db: Db, tables: readonly string[]): () => void {
  const { sqlite } = db;
  if (!sqlite) return () => {};
  const indexes = sqlite
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${tables
        .map(() => '?')
        .join(', ')})`,
    )
    .all(...tables) as { name: string; sql: string }[];
  for (const { name } of indexes) sqlite.exec(`drop index "${name}"`);
  return () => {
    for (const index of indexes) sqlite.exec(index.sql);
  };
}

/** Gives each new (domain, path) an id, and collects the URL rows to insert. */
class UrlIds {
  private readonly ids = new Map<string, number>();
  private pending: Row[] = [];
  idOf(domainId: number, path: string): number {
    const key = `${domainId} ${path}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size + 1;
      this.ids.set(key, id);
      this.pending.push({ id, domain_id: domainId, path, is_demo: 1 });
    }
    return id;
  }
  takePending() {
    const rows = this.pending;
    this.pending = [];
    return rows;
  }
}

async function corpusIsFilled(db: Db): Promise<boolean> {
  return (await db.kysely.selectFrom('keywords').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function seedResearchCorpus(db: Db, options: ResearchSeedOptions = {}): Promise<ResearchSeedResult> {
  const started = performance.now();
  const result = { seeded: false, keywords: 0, organicRows: 0, adRows: 0, backlinks: 0 };
  if (options.keywords === 0 || (await corpusIsFilled(db))) {
    return { ...result, milliseconds: performance.now() - started };
  }

  const corpus = new DemoCorpus({
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.keywords === undefined ? {} : { keywords: options.keywords }),
  });
  const months = corpusMonths(options.now ?? new Date());
  const last = months[months.length - 1]!;
  const report = options.onProgress ?? (() => {});
  const urls = new UrlIds();
  const adCopyIds = new Map<string, number>();

  // SQLite's default page cache (2 MB) would spill the transaction's pages again and again, and
  // checking three foreign keys per result row costs more than writing it: the rows are consistent
  // by construction (each id is given here), which the seeding test proves with foreign_key_check.
  const cacheSize = db.sqlite?.pragma('cache_size', { simple: true });
  db.sqlite?.pragma(`cache_size = -${SQLITE_SEED_CACHE_KIB}`);
  db.sqlite?.pragma('foreign_keys = OFF');
  try {
    await writeCorpus();
    await refreshPlannerStatistics(db);
  } finally {
    db.sqlite?.pragma('foreign_keys = ON');
    if (cacheSize !== undefined) db.sqlite?.pragma(`cache_size = ${Number(cacheSize)}`);
  }
  return { ...result, seeded: true, milliseconds: performance.now() - started };

  async function writeCorpus() {
    await db.kysely.transaction().execute(async (trx) => {
      const insertMany = bulkInserter(db, trx);
      const restoreIndexes = withoutSecondaryIndexes(db, BULK_TABLES);
      await insertMany(
        'domains',
        corpus.domains.map((d) => ({ id: corpus.domainId(d.domain), name: d.domain, is_demo: 1 })),
      );

      const total = corpus.keywords.length;
      for (let start = 0; start < total; start += KEYWORD_BATCH) {
        const batch = corpus.keywords.slice(start, start + KEYWORD_BATCH);
        const keywordRows: Row[] = [];
        const volumeRows: Row[] = [];
        const organicRows: Row[] = [];
        const adCopyRows: Row[] = [];
        const adRows: Row[] = [];
        for (const keyword of batch) {
          const { difficulty, organic } = corpus.keywordWithResults(keyword);
          keywordRows.push(keywordRow(keyword, difficulty));
          keyword.monthlyVolumes.forEach((volume, m) =>
            volumeRows.push({ keyword_id: keyword.id, month: months[m], volume }),
          );
          for (const row of organic) {
            organicRows.push({
              keyword_id: row.keywordId,
              month: months[row.monthIndex],
              rank_group: row.rankGroup,
              rank_absolute: row.rankAbsolute,
              url_id: urls.idOf(row.domainId, row.path),
              domain_id: row.domainId,
              volume: keyword.monthlyVolumes[row.monthIndex],
              checked_depth: row.checkedDepth,
              is_demo: 1,
            });
          }
          for (const ad of corpus.adRowsOf(keyword)) {
            const copyKey = `${ad.domainId} ${ad.copy.landingUrl}`;
            let copyId = adCopyIds.get(copyKey);
            if (copyId === undefined) {
              copyId = adCopyIds.size + 1;
              adCopyIds.set(copyKey, copyId);
              adCopyRows.push({
                id: copyId,
                domain_id: ad.domainId,
                headline: ad.copy.headline,
                description: ad.copy.description,
                display_url: ad.copy.displayUrl,
                landing_url: ad.copy.landingUrl,
                landing_page: landingPageOf(ad.copy.landingUrl) ?? '',
                is_demo: 1,
              });
            }
            adRows.push({
              keyword_id: ad.keywordId,
              month: months[ad.monthIndex],
              block: ad.block,
              position: ad.position,
              domain_id: ad.domainId,
              ad_copy_id: copyId,
              is_demo: 1,
            });
          }
        }
        await insertMany('keywords', keywordRows);
        await insertMany('keyword_volumes', volumeRows);
        await insertMany('urls', urls.takePending());
        await insertMany('serp_organic', organicRows);
        await insertMany('ad_copies', adCopyRows);
        await insertMany('serp_ads', adRows);
        result.keywords += batch.length;
        result.organicRows += organicRows.length;
        result.adRows += adRows.length;
        report({ phase: 'keywords', done: result.keywords, total });
      }

      const backlinkRows: Row[] = [];
      for (const link of corpus.backlinks({ year: Math.floor(last / 100), month: last % 100 })) {
        backlinkRows.push({
          source_url_id: urls.idOf(link.sourceDomainId, link.sourcePath),
          target_url_id: urls.idOf(link.targetDomainId, link.targetPath),
          source_domain_id: link.sourceDomainId,
          target_domain_id: link.targetDomainId,
          anchor: link.anchor,
          nofollow: link.nofollow ? 1 : 0,
          first_seen: link.firstSeen,
          last_seen: link.lastSeen,
          is_demo: 1,
        });
      }
      await insertMany('urls', urls.takePending());
      await insertMany('backlinks', backlinkRows);
      result.backlinks = backlinkRows.length;
      report({ phase: 'backlinks', done: backlinkRows.length, total: backlinkRows.length });
      restoreIndexes();
      await refreshDomainStats(trx);

      // Ids were given explicitly: move PostgreSQL's identity sequences past them for later inserts.
      if (db.dialect === 'postgres') {
        for (const table of ['domains', 'urls', 'keywords', 'ad_copies'] as const) {
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 1))`.execute(
            trx,
          );
        }
      }
    });
  }
}

function keywordRow(keyword: DemoKeyword, difficulty: number) {
  return {
    id: keyword.id,
    term: keyword.term,
    country: DEFAULT_COUNTRY_CODE,
    volume: keyword.volume,
    cpc_cents: keyword.cpcCents,
    difficulty,
    competition: keyword.competition,
    is_question: keyword.isQuestion ? 1 : 0,
    is_transactional: keyword.isTransactional ? 1 : 0,
    is_content: keyword.isContent ? 1 : 0,
    is_demo: 1,
  };
}

/**
 * After a bulk load the query planners know nothing of the new rows: SQLite's ANALYZE gathers its
 * statistics, and PostgreSQL's VACUUM ANALYZE also marks the pages all-visible, without which it
 * cannot answer a keyword page from the covering index alone.
 */
async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (db.dialect === 'postgres') {
    await sql`vacuum (analyze) domains, urls, keywords, keyword_volumes, serp_organic, ad_copies, serp_ads, backlinks, domain_rank_stats, domain_ad_stats, research_months`.execute(
      db.kysely,
    );
  } else {
    await sql`analyze`.execute(db.kysely);
  }
}
