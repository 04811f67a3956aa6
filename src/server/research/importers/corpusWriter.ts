/**
 * Stores ResearchRecord batches in the research corpus (migration 0008, as real rows: is_demo = 0)
 * and in the import tables of migration 0019 (search_performance, tracked_ranks). Every write is an
 * upsert on the row's natural key, so storing the same records again changes nothing.
 *
 * Rules (one place for every source of real data):
 * - Terms are stored lower case with single spaces, countries lower case, domains by registrable
 *   name (research/site.ts) without `www.`. A page on a subdomain is stored as a path of its
 *   registrable domain, the way the corpus counts a domain's rankings.
 * - A keyword unknown to the corpus is created with zero figures (volume, CPC, difficulty,
 *   competition 0) until a Keyword Planner (or provider) record brings them; such a record sets the
 *   volume, and CPC and competition where it knows them (an unknown one keeps the stored value).
 * - A SERP record replaces its keyword's results and ads of that month (the last record of a file
 *   for a keyword and month wins, desktop or mobile: the corpus keeps one page per month). Its month
 *   gets a keyword_volumes row (the keyword's current volume) when it has none, so the month is a
 *   corpus month and serp_organic.volume always equals keyword_volumes' volume of that month.
 * - A record that breaks a rule is refused whole, with its line and the reason: a result deeper
 *   than the check (the 0008 CHECK), two results at one position, a URL that is not http(s), a
 *   keyword without a term. Nothing of it is stored.
 */
import type { Transaction } from 'kysely';

import { returningValues, runFlat, runValues, selectValues, sqlBatch, type SqlBatch } from './sqlBatch';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { refreshDomainStats } from '../domainStats';
import type {
  BacklinkRecord,
  CorpusMonth,
  KeywordMetricsRecord,
  ParsedRow,
  ResearchRecord,
  SearchPerformanceRecord,
  SerpRecord,
  TrackedRankRecord,
} from '../records';
import { landingPageOf, registrableDomain } from '../site';

/** What a batch is stored with: the rows' default month and the Search Console site. */
export interface CorpusWriteOptions {
  /** YYYYMM for Keyword Planner rows without monthly figures and for Search Console rows. */
  month: CorpusMonth;
  /** The site a Search Console export belongs to (a domain or URL); required for those rows. */
  site?: string;
  /** The import run the rows come from (search_performance.import_run_id). */
  runId?: number;
  /** The rows' records were checked by problemOf already (readInWorker): not checked again. */
  checked?: boolean;
}

export interface Refusal {
  line: number;
  reason: string;
}

export interface BatchResult {
  stored: number;
  refused: Refusal[];
}

/**
 * Ids kept in memory per writer (per import run) so a batch looks up only the names it has not
 * met; past its limit a map starts over. Domains and pages repeat from row to row and have short
 * keys (about 100 bytes an entry): 200,000 each. A keyword or an ad copy rarely repeats within a
 * file and an ad copy's key holds its texts (up to 250 bytes): 50,000 each, so that a SERP import
 * stays under 300 MB.
 */
const ID_CACHE_LIMIT = 200_000;
const RARELY_REPEATED_ID_CACHE_LIMIT = 50_000;

class IdCache {
  private readonly ids = new Map<string, number>();
  constructor(private readonly limit = ID_CACHE_LIMIT) {}
  get(key: string): number | undefined {
    return this.ids.get(key);
  }
  set(key: string, id: number): void {
    if (this.ids.size >= this.limit) this.ids.clear();
    this.ids.set(key, id);
  }
  clear(): void {
    this.ids.clear();
  }
}

/** A URL split the way the corpus stores it, or the reason it cannot be. */
interface Page {
  domain: string;
  path: string;
}

export function pageOf(raw: string): Page | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `"${raw}" is not an absolute URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${raw}" is not an http(s) URL`;
  const domain = domainOf(url.hostname);
  if (!domain) return `"${url.hostname}" has no registrable domain`;
  return { domain, path: `${url.pathname}${url.search}` };
}

/** Hosts whose registrable domain is remembered: the public-suffix lookup costs more than the rest of a row. */
const DOMAIN_MEMO_LIMIT = 100_000;
const domainMemo = new Map<string, string | null>();

/** The registrable domain of a host or bare domain name, lower case, or null. */
export function domainOf(host: string): string | null {
  let domain = domainMemo.get(host);
  if (domain === undefined) {
    domain = computeDomainOf(host);
    if (domainMemo.size >= DOMAIN_MEMO_LIMIT) domainMemo.clear();
    domainMemo.set(host, domain);
  }
  return domain;
}

function computeDomainOf(host: string): string | null {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  if (!/^[a-z0-9.-]+$/.test(name)) {
    // An internationalised name: URL gives its ASCII (punycode) form.
    try {
      return domainOf(new URL(`http://${name}`).hostname);
    } catch {
      return null;
    }
  }
  return registrableDomain(name);
}

/** A term already in normal form (lower-case ASCII words, single spaces): most terms, kept without three copies. */
const NORMAL_ASCII_TERM = /^[a-z0-9](?:[a-z0-9]| (?=[a-z0-9]))*$/;

export const normalizeTerm = (term: string) =>
  NORMAL_ASCII_TERM.test(term) ? term : term.trim().toLowerCase().replace(/\s+/g, ' ');

const isMonth = (m: number) => Number.isInteger(m) && m >= 190001 && m <= 999912 && m % 100 >= 1 && m % 100 <= 12;
const isCount = (n: number) => Number.isInteger(n) && n >= 0;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

type Valid<R> = { line: number; record: R };

/** A keyword to find or create, with the figures a new one gets (zero where not given). */
interface KeywordFigures {
  term: string;
  country: string;
  volume?: number;
  cpcCents?: number;
  competition?: number;
}

/** One corpus keyword as a batch names it. */
const keywordKey = (term: string, country: string) => `${country} ${term}`;

/** Orders `[term, country, …]` rows as the keywords' unique index does (the same for ASCII terms). */
const byTermAndCountry = (a: readonly unknown[], b: readonly unknown[]) => {
  const [termA, countryA, termB, countryB] = [a[0] as string, a[1] as string, b[0] as string, b[1] as string];
  return termA < termB ? -1 : termA > termB ? 1 : countryA < countryB ? -1 : countryA > countryB ? 1 : 0;
};

export class CorpusWriter {
  private readonly domains = new IdCache();
  private readonly urls = new IdCache();
  private readonly keywords = new IdCache(RARELY_REPEATED_ID_CACHE_LIMIT);
  private readonly adCopies = new IdCache(RARELY_REPEATED_ID_CACHE_LIMIT);

  /** The months this writer has stored keyword_volumes rows of (refreshAfterImport's addedMonths). */
  readonly monthsWritten = new Set<number>();

  constructor(private readonly db: Db) {}

  /** Forgets the cached ids (after a batch's transaction rolled back, some may not exist). */
  forget(): void {
    this.domains.clear();
    this.urls.clear();
    this.keywords.clear();
    this.adCopies.clear();
  }

  /**
   * Stores one batch inside the caller's transaction: each valid record, and the reason for each
   * refused one. Rows the reader already refused are passed through as refusals.
   */
  async write(
    trx: Transaction<Database>,
    rows: readonly ParsedRow[],
    options: CorpusWriteOptions,
  ): Promise<BatchResult> {
    const batch = sqlBatch(this.db, trx);
    const refused: Refusal[] = [];
    const serps: Valid<SerpRecord>[] = [];
    const metrics: Valid<KeywordMetricsRecord>[] = [];
    const performance: Valid<SearchPerformanceRecord>[] = [];
    const links: Valid<BacklinkRecord>[] = [];
    const ranks: Valid<TrackedRankRecord>[] = [];
    for (const row of rows) {
      if ('error' in row) {
        refused.push({ line: row.line, reason: row.error });
        continue;
      }
      const reason = options.checked ? null : problemOf(row.record, options);
      if (reason) {
        refused.push({ line: row.line, reason });
        continue;
      }
      const { record } = row;
      if (record.kind === 'serp') serps.push({ line: row.line, record });
      else if (record.kind === 'keyword-metrics') metrics.push({ line: row.line, record });
      else if (record.kind === 'search-performance') performance.push({ line: row.line, record });
      else if (record.kind === 'backlink') links.push({ line: row.line, record });
      else ranks.push({ line: row.line, record });
    }
    await this.writeKeywordMetrics(batch, metrics, options.month);
    await this.writeSerps(batch, serps);
    await this.writeSearchPerformance(batch, performance, options);
    await this.writeBacklinks(batch, links);
    await this.writeTrackedRanks(batch, ranks);
    return { stored: rows.length - refused.length, refused };
  }

  // --- ids --------------------------------------------------------------------------------------

  private async domainIds(batch: SqlBatch, names: Iterable<string>): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const missing: string[] = [];
    for (const name of new Set(names)) {
      const id = this.domains.get(name);
      if (id === undefined) missing.push(name);
      else ids.set(name, id);
    }
    if (missing.length > 0) {
      // New rows come back from the INSERT; only those already stored are looked up.
      const inserted = await returningValues<{ id: number; name: string }>(
        batch,
        'insert into domains (name, is_demo)',
        '(?, 0)',
        missing.map((n) => [n]),
        'on conflict (name) do nothing returning id, name',
      );
      const insertedNames = new Set(inserted.map((r) => r.name));
      const found = await selectValues<{ id: number; name: string }>(
        batch,
        'select id, name from domains where name in ({values})',
        '(?)',
        missing.filter((n) => !insertedNames.has(n)).map((n) => [n]),
      );
      for (const { id, name } of [...inserted, ...found]) {
        this.domains.set(name, id);
        ids.set(name, id);
      }
    }
    return ids;
  }

  /** Ids of pages, keyed `domainId path`; creates the missing domains and URLs. */
  private async urlIds(batch: SqlBatch, pages: readonly Page[]): Promise<Map<string, number>> {
    const domainIds = await this.domainIds(
      batch,
      pages.map((p) => p.domain),
    );
    const ids = new Map<string, number>();
    const missing = new Map<string, [number, string]>();
    for (const page of pages) {
      const domainId = domainIds.get(page.domain)!;
      const key = `${domainId} ${page.path}`;
      const id = this.urls.get(key);
      if (id === undefined) missing.set(key, [domainId, page.path]);
      else ids.set(key, id);
    }
    if (missing.size > 0) {
      const inserted = await returningValues<{ id: number; domain_id: number; path: string }>(
        batch,
        'insert into urls (domain_id, path, is_demo)',
        '(?, ?, 0)',
        [...missing.values()],
        'on conflict (domain_id, path) do nothing returning id, domain_id, path',
      );
      for (const r of inserted) missing.delete(`${r.domain_id} ${r.path}`);
      const found = await selectValues<{ id: number; domain_id: number; path: string }>(
        batch,
        'select id, domain_id, path from urls where (domain_id, path) in ({values})',
        '(cast(? as integer), ?)',
        [...missing.values()],
      );
      for (const { id, domain_id, path } of [...inserted, ...found]) {
        this.urls.set(`${domain_id} ${path}`, id);
        ids.set(`${domain_id} ${path}`, id);
      }
    }
    return ids;
  }

  /** Ids of keywords by keywordKey; an unknown one is created with the given (or zero) figures. */
  private async keywordIds(
    batch: SqlBatch,
    /** The keywords by keywordKey (a list is keyed here). */
    wanted: ReadonlyMap<string, KeywordFigures> | readonly KeywordFigures[],
    /** Collects the keys of the keywords this call created (with the given figures). */
    created?: Set<string>,
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const missing = new Map<string, unknown[]>();
    const entries: Iterable<[string, KeywordFigures]> =
      wanted instanceof Map
        ? wanted
        : (wanted as readonly KeywordFigures[]).map((k) => [keywordKey(k.term, k.country), k]);
    for (const [key, k] of entries) {
      const id = this.keywords.get(key);
      if (id !== undefined) ids.set(key, id);
      else missing.set(key, [k.term, k.country, k.volume ?? 0, k.cpcCents ?? 0, k.competition ?? 0]);
    }
    if (missing.size > 0) {
      // In (term, country) order, the unique index's order: the batch's new entries go into its
      // pages one after another instead of all over it (1M keywords in no particular order: 6 %
      // less writing CPU). The ids follow that order.
      const rows = [...missing.values()].sort(byTermAndCountry);
      const inserted = await returningValues<{ id: number; term: string; country: string }>(
        batch,
        `insert into keywords (term, country, volume, cpc_cents, difficulty, competition,
          is_question, is_transactional, is_content, is_demo)`,
        '(?, ?, ?, ?, 0, ?, 0, 0, 0, 0)',
        rows,
        'on conflict (term, country) do nothing returning id, term, country',
      );
      for (const { id, term, country } of inserted) {
        const key = keywordKey(term, country);
        missing.delete(key);
        created?.add(key);
        this.keywords.set(key, id);
        ids.set(key, id);
      }
      const found = await selectValues<{ id: number; term: string; country: string }>(
        batch,
        'select id, term, country from keywords where (term, country) in ({values})',
        '(?, ?)',
        [...missing.values()].map((r) => [r[0], r[1]]),
      );
      for (const { id, term, country } of found) {
        const key = keywordKey(term, country);
        this.keywords.set(key, id);
        ids.set(key, id);
      }
    }
    return ids;
  }

  // --- records ----------------------------------------------------------------------------------

  private async writeKeywordMetrics(
    batch: SqlBatch,
    rows: readonly Valid<KeywordMetricsRecord>[],
    defaultMonth: CorpusMonth,
  ): Promise<void> {
    if (rows.length === 0) return;
    // The last record of a keyword wins, as if the batch were stored row by row.
    const latest = new Map<string, KeywordFigures & { record: KeywordMetricsRecord }>();
    for (const { record } of rows) {
      const term = normalizeTerm(record.term);
      const country = record.country.toLowerCase();
      latest.set(keywordKey(term, country), {
        term,
        country,
        volume: record.volume,
        cpcCents: record.cpcCents ?? 0,
        competition: record.competition ?? 0,
        record,
      });
    }
    const created = new Set<string>();
    const ids = await this.keywordIds(batch, latest, created);
    const records: KeywordMetricsRecord[] = [];
    const recordIds: number[] = [];
    // A keyword created just now holds the record's figures already, and has no rankings yet.
    const existing: number[] = [];
    const updates: unknown[][] = [];
    for (const [key, { record }] of latest) {
      const id = ids.get(key)!;
      records.push(record);
      recordIds.push(id);
      if (!created.has(key)) {
        existing.push(id);
        updates.push([id, record.volume, record.cpcCents, record.competition]);
      }
    }
    await runValues(
      batch,
      `update keywords set volume = v.column2, cpc_cents = coalesce(v.column3, keywords.cpc_cents),
        competition = coalesce(v.column4, keywords.competition)
        from (`,
      '(cast(? as integer), cast(? as integer), cast(? as integer), cast(? as integer))',
      updates,
      ') as v where keywords.id = v.column1',
    );
    // Months are distinct within a record (problemOf) and records distinct by keyword.
    const volumes: unknown[] = [];
    records.forEach((r, i) => {
      const id = recordIds[i]!;
      if (r.monthlyVolumes.length === 0) volumes.push(id, defaultMonth, r.volume);
      for (const m of r.monthlyVolumes) volumes.push(id, m.month, m.volume);
    });
    for (let i = 1; i < volumes.length; i += 3) this.monthsWritten.add(volumes[i] as number);
    await runFlat(
      batch,
      'insert into keyword_volumes (keyword_id, month, volume)',
      '(?, ?, ?)',
      3,
      volumes,
      'on conflict (keyword_id, month) do update set volume = excluded.volume',
    );
    // A ranking's volume is its keyword's searches that month (serp_organic.volume).
    await runValues(
      batch,
      `update serp_organic set volume = kv.volume
        from keyword_volumes kv
        where kv.keyword_id = serp_organic.keyword_id and kv.month = serp_organic.month
          and kv.volume <> serp_organic.volume and serp_organic.keyword_id in (select column1 from (`,
      '(cast(? as integer))',
      existing.map((id) => [id]),
      ') as v)',
    );
  }

  private async writeSerps(batch: SqlBatch, rows: readonly Valid<SerpRecord>[]): Promise<void> {
    if (rows.length === 0) return;
    const keywordIds = await this.keywordIds(
      batch,
      rows.map(({ record }) => ({ term: normalizeTerm(record.term), country: record.country.toLowerCase() })),
    );
    // One page per keyword and month: the last record wins.
    const latest = new Map<string, { keywordId: number; record: SerpRecord; organic: Page[]; ads: Page[] }>();
    for (const { record } of rows) {
      const keywordId = keywordIds.get(keywordKey(normalizeTerm(record.term), record.country.toLowerCase()))!;
      latest.set(`${keywordId} ${record.month}`, {
        keywordId,
        record,
        organic: record.organic.map((o) => pageOf(o.url) as Page),
        ads: record.ads.map((a) => pageOf(a.landingUrl) as Page),
      });
    }
    const pages = [...latest.values()];
    const allPages = pages.flatMap((p) => [...p.organic, ...p.ads]);
    const urlIds = await this.urlIds(batch, allPages);
    const domainIds = await this.domainIds(
      batch,
      allPages.map((p) => p.domain),
    );
    const urlIdOf = (page: Page) => urlIds.get(`${domainIds.get(page.domain)!} ${page.path}`)!;

    const keys = pages.map(({ keywordId, record }) => [keywordId, record.month]);
    for (const { record } of pages) this.monthsWritten.add(record.month);
    // The month becomes a corpus month; its volume is the keyword's until metrics say otherwise.
    await runValues(
      batch,
      'insert into keyword_volumes (keyword_id, month, volume) select v.column1, v.column2, k.volume from (',
      '(cast(? as integer), cast(? as integer))',
      keys,
      ') as v join keywords k on k.id = v.column1 where true on conflict (keyword_id, month) do nothing',
    );
    const volumeRows = await selectValues<{ keyword_id: number; month: number; volume: number }>(
      batch,
      'select keyword_id, month, volume from keyword_volumes where (keyword_id, month) in ({values})',
      '(cast(? as integer), cast(? as integer))',
      keys,
    );
    const volumes = new Map(volumeRows.map((r) => [`${r.keyword_id} ${r.month}`, r.volume]));
    const pairs = '(keyword_id, month) in (select column1, column2 from (';
    await runValues(
      batch,
      `delete from serp_organic where ${pairs}`,
      '(cast(? as integer), cast(? as integer))',
      keys,
      ') as v)',
    );
    await runValues(
      batch,
      `delete from serp_ads where ${pairs}`,
      '(cast(? as integer), cast(? as integer))',
      keys,
      ') as v)',
    );

    const organic: unknown[] = [];
    const adRows: { keywordId: number; month: number; ad: SerpRecord['ads'][number]; page: Page }[] = [];
    for (const { keywordId, record, organic: organicPages, ads: adPages } of pages) {
      const volume = volumes.get(`${keywordId} ${record.month}`) ?? 0;
      record.organic.forEach((o, i) => {
        const page = organicPages[i]!;
        organic.push(
          keywordId,
          record.month,
          o.rankGroup,
          o.rankAbsolute,
          urlIdOf(page),
          domainIds.get(page.domain)!,
          volume,
          record.checkedDepth,
        );
      });
      record.ads.forEach((ad, i) => adRows.push({ keywordId, month: record.month, ad, page: adPages[i]! }));
    }
    await runFlat(
      batch,
      `insert into serp_organic (keyword_id, month, rank_group, rank_absolute, url_id, domain_id, volume,
        checked_depth, is_demo)`,
      '(?, ?, ?, ?, ?, ?, ?, ?, 0)',
      8,
      organic,
    );
    if (adRows.length === 0) return;
    const copyIds = await this.adCopyIds(
      batch,
      adRows.map(({ ad, page }) => ({ ad, domainId: domainIds.get(page.domain)! })),
    );
    await runValues(
      batch,
      'insert into serp_ads (keyword_id, month, block, position, domain_id, ad_copy_id, is_demo)',
      '(?, ?, ?, ?, ?, ?, 0)',
      adRows.map(({ keywordId, month, ad, page }) => {
        const domainId = domainIds.get(page.domain)!;
        return [keywordId, month, ad.block, ad.position, domainId, copyIds.get(adCopyKey(domainId, ad))!];
      }),
    );
  }

  /** Ids of ad copies by adCopyKey: an ad seen before (same advertiser and texts) keeps its copy. */
  private async adCopyIds(
    batch: SqlBatch,
    ads: readonly { ad: SerpRecord['ads'][number]; domainId: number }[],
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const missing = new Map<string, { ad: SerpRecord['ads'][number]; domainId: number }>();
    for (const item of ads) {
      const key = adCopyKey(item.domainId, item.ad);
      const id = this.adCopies.get(key);
      if (id === undefined) missing.set(key, item);
      else ids.set(key, id);
    }
    if (missing.size === 0) return ids;
    const lookup = async () => {
      const found = await selectValues<{
        id: number;
        domain_id: number;
        headline: string;
        description: string;
        display_url: string;
        landing_url: string;
      }>(
        batch,
        `select id, domain_id, headline, description, display_url, landing_url from ad_copies
          where (domain_id, headline, landing_url) in ({values})`,
        '(cast(? as integer), ?, ?)',
        [...missing.values()].map(({ ad, domainId }) => [domainId, ad.headline, ad.landingUrl]),
      );
      for (const row of found) {
        const key = adCopyKey(row.domain_id, {
          headline: row.headline,
          description: row.description,
          displayUrl: row.display_url,
          landingUrl: row.landing_url,
        });
        if (missing.delete(key)) {
          this.adCopies.set(key, row.id);
          ids.set(key, row.id);
        }
      }
    };
    await lookup();
    if (missing.size > 0) {
      await runValues(
        batch,
        'insert into ad_copies (domain_id, headline, description, display_url, landing_url, landing_page, is_demo)',
        '(?, ?, ?, ?, ?, ?, 0)',
        [...missing.values()].map(({ ad, domainId }) => [
          domainId,
          ad.headline,
          ad.description,
          ad.displayUrl,
          ad.landingUrl,
          landingPageOf(ad.landingUrl) ?? '',
        ]),
      );
      await lookup();
    }
    return ids;
  }

  private async writeSearchPerformance(
    batch: SqlBatch,
    rows: readonly Valid<SearchPerformanceRecord>[],
    options: CorpusWriteOptions,
  ): Promise<void> {
    if (rows.length === 0) return;
    const site = siteDomain(options.site)!;
    const domainId = (await this.domainIds(batch, [site])).get(site)!;
    const latest = new Map<string, unknown[]>();
    for (const { record: r } of rows) {
      latest.set(`${r.dimension} ${r.value}`, [
        domainId,
        options.month,
        r.dimension,
        r.value,
        r.clicks,
        r.impressions,
        r.ctr,
        r.position,
        options.runId ?? null,
      ]);
    }
    await runValues(
      batch,
      `insert into search_performance (domain_id, month, dimension, value, clicks, impressions, ctr, position,
        import_run_id)`,
      '(?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [...latest.values()],
      `on conflict (domain_id, month, dimension, value) do update set clicks = excluded.clicks,
        impressions = excluded.impressions, ctr = excluded.ctr, position = excluded.position,
        import_run_id = excluded.import_run_id`,
    );
  }

  private async writeBacklinks(batch: SqlBatch, rows: readonly Valid<BacklinkRecord>[]): Promise<void> {
    if (rows.length === 0) return;
    const sources = rows.map(({ record }) => pageOf(record.sourceUrl) as Page);
    const targets = rows.map(({ record }) => pageOf(record.targetUrl) as Page);
    const urlIds = await this.urlIds(batch, [...sources, ...targets]);
    const domainIds = await this.domainIds(
      batch,
      [...sources, ...targets].map((p) => p.domain),
    );
    const latest = new Map<string, unknown[]>();
    rows.forEach(({ record }, i) => {
      const [source, target] = [sources[i]!, targets[i]!];
      const [sourceDomain, targetDomain] = [domainIds.get(source.domain)!, domainIds.get(target.domain)!];
      const [sourceId, targetId] = [
        urlIds.get(`${sourceDomain} ${source.path}`)!,
        urlIds.get(`${targetDomain} ${target.path}`)!,
      ];
      latest.set(`${sourceId} ${targetId}`, [
        sourceId,
        targetId,
        sourceDomain,
        targetDomain,
        record.anchor,
        record.nofollow ? 1 : 0,
        record.firstSeen,
        record.lastSeen,
      ]);
    });
    // A link seen by two exports spans both: the earliest first sighting and the latest last one.
    const [earliest, latestOf] = batch.dialect === 'postgres' ? ['least', 'greatest'] : ['min', 'max'];
    await runValues(
      batch,
      `insert into backlinks (source_url_id, target_url_id, source_domain_id, target_domain_id, anchor, nofollow,
        first_seen, last_seen, is_demo)`,
      '(?, ?, ?, ?, ?, ?, ?, ?, 0)',
      [...latest.values()],
      `on conflict (source_url_id, target_url_id) do update set anchor = excluded.anchor,
        nofollow = excluded.nofollow, first_seen = ${earliest}(backlinks.first_seen, excluded.first_seen),
        last_seen = ${latestOf}(backlinks.last_seen, excluded.last_seen)`,
    );
  }

  private async writeTrackedRanks(batch: SqlBatch, rows: readonly Valid<TrackedRankRecord>[]): Promise<void> {
    if (rows.length === 0) return;
    const keywordIds = await this.keywordIds(
      batch,
      rows.map(({ record }) => ({ term: normalizeTerm(record.term), country: record.country.toLowerCase() })),
    );
    const pages = rows.flatMap(({ record }) => (record.url === null ? [] : [pageOf(record.url) as Page]));
    const urlIds = await this.urlIds(batch, pages);
    const domainIds = await this.domainIds(batch, [
      ...rows.map(({ record }) => domainOf(record.domain)!),
      ...pages.map((p) => p.domain),
    ]);
    const latest = new Map<string, unknown[]>();
    for (const { record } of rows) {
      const keywordId = keywordIds.get(keywordKey(normalizeTerm(record.term), record.country.toLowerCase()))!;
      const domainId = domainIds.get(domainOf(record.domain)!)!;
      const page = record.url === null ? null : (pageOf(record.url) as Page);
      const urlId = page === null ? null : urlIds.get(`${domainIds.get(page.domain)!} ${page.path}`)!;
      latest.set(`${keywordId} ${record.device} ${domainId} ${record.date}`, [
        keywordId,
        record.device,
        domainId,
        record.date,
        record.position,
        urlId,
      ]);
    }
    await runValues(
      batch,
      'insert into tracked_ranks (keyword_id, device, domain_id, date, position, url_id)',
      '(?, ?, ?, ?, ?, ?)',
      [...latest.values()],
      `on conflict (keyword_id, device, domain_id, date) do update set position = excluded.position,
        url_id = excluded.url_id`,
    );
  }
}

const adCopyKey = (
  domainId: number,
  ad: Pick<SerpRecord['ads'][number], 'headline' | 'description' | 'displayUrl' | 'landingUrl'>,
) => JSON.stringify([domainId, ad.headline, ad.description, ad.displayUrl, ad.landingUrl]);

/** The registrable domain of a Search Console property ('sc-domain:example.com', a URL or a name). */
export function siteDomain(site: string | undefined): string | null {
  if (!site) return null;
  const name = site.replace(/^sc-domain:/, '');
  if (/^https?:\/\//.test(name)) {
    const page = pageOf(name);
    return typeof page === 'string' ? null : page.domain;
  }
  return domainOf(name);
}

const termAndCountryProblem = (term: string, country: string) =>
  normalizeTerm(term) === ''
    ? 'the keyword is empty'
    : /^[a-z]{2}$/i.test(country)
      ? null
      : `"${country}" is not a two-letter country code`;

/** Why a record cannot be stored, or null when it can. */
export function problemOf(record: ResearchRecord, options: CorpusWriteOptions): string | null {
  switch (record.kind) {
    case 'serp':
      return serpProblem(record);
    case 'keyword-metrics': {
      const problem = termAndCountryProblem(record.term, record.country);
      if (problem) return problem;
      if (!isCount(record.volume)) return `the volume ${record.volume} is not a whole number of searches`;
      if (record.cpcCents !== null && !isCount(record.cpcCents)) return `the CPC ${record.cpcCents} cents is invalid`;
      if (record.competition !== null && !(isCount(record.competition) && record.competition <= 100)) {
        return `the competition ${record.competition} is not 0-100`;
      }
      const bad = record.monthlyVolumes.find((m) => !isMonth(m.month) || !isCount(m.volume));
      if (bad) return `the monthly volume ${bad.month}: ${bad.volume} is invalid`;
      const months = new Set(record.monthlyVolumes.map((m) => m.month));
      return months.size === record.monthlyVolumes.length ? null : 'a month appears twice in the monthly volumes';
    }
    case 'search-performance':
      if (!siteDomain(options.site)) return 'a Search Console row needs the site it belongs to (--site)';
      if (record.value.trim() === '') return `the ${record.dimension} is empty`;
      if (!isCount(record.clicks) || !isCount(record.impressions))
        return 'clicks and impressions must be whole numbers';
      if (!(record.ctr >= 0 && record.ctr <= 1)) return `the CTR ${record.ctr} is not a fraction from 0 to 1`;
      return record.position >= 1 ? null : `the position ${record.position} is not 1 or more`;
    case 'backlink': {
      for (const url of [record.sourceUrl, record.targetUrl]) {
        const page = pageOf(url);
        if (typeof page === 'string') return page;
      }
      if (!ISO_DATE.test(record.firstSeen) || !ISO_DATE.test(record.lastSeen)) return 'the dates must be YYYY-MM-DD';
      return record.firstSeen <= record.lastSeen ? null : 'first seen is after last seen';
    }
    case 'tracked-rank': {
      const problem = termAndCountryProblem(record.term, record.country);
      if (problem) return problem;
      if (!domainOf(record.domain)) return `"${record.domain}" is not a domain`;
      if (!ISO_DATE.test(record.date)) return `the date "${record.date}" is not YYYY-MM-DD`;
      if (record.position !== null && !(Number.isInteger(record.position) && record.position >= 1)) {
        return `the position ${record.position} is not 1 or more`;
      }
      if (record.url !== null) {
        const page = pageOf(record.url);
        if (typeof page === 'string') return page;
      }
      return null;
    }
  }
}

function serpProblem(record: SerpRecord): string | null {
  const problem = termAndCountryProblem(record.term, record.country);
  if (problem) return problem;
  if (!isMonth(record.month)) return `the month ${record.month} is not YYYYMM`;
  if (!(Number.isInteger(record.checkedDepth) && record.checkedDepth >= 1)) {
    return `the checked depth ${record.checkedDepth} is not 1 or more`;
  }
  const positions = new Set<number>();
  for (const o of record.organic) {
    if (!(Number.isInteger(o.rankGroup) && o.rankGroup >= 1 && Number.isInteger(o.rankAbsolute))) {
      return `the result "${o.url}" has no valid position`;
    }
    if (o.rankAbsolute < o.rankGroup)
      return `the result at ${o.rankGroup} is above its absolute rank ${o.rankAbsolute}`;
    if (o.rankAbsolute > record.checkedDepth) {
      return `the result at ${o.rankAbsolute} is deeper than the checked depth ${record.checkedDepth}`;
    }
    if (positions.has(o.rankGroup)) return `two results at organic position ${o.rankGroup}`;
    positions.add(o.rankGroup);
    const page = pageOf(o.url);
    if (typeof page === 'string') return page;
  }
  const slots = new Set<string>();
  for (const ad of record.ads) {
    if (!(Number.isInteger(ad.position) && ad.position >= 1)) return `the ad position ${ad.position} is invalid`;
    if (ad.block !== 'top' && ad.block !== 'bottom') return `the ad block "${String(ad.block)}" is invalid`;
    const slot = `${ad.block} ${ad.position}`;
    if (slots.has(slot)) return `two ads at ${slot}`;
    slots.add(slot);
    const page = pageOf(ad.landingUrl);
    if (typeof page === 'string') return page;
  }
  return null;
}

/** Rebuilds the derived tables (per-domain totals, months) after an import: once, not per batch. */
export async function refreshAfterImport(db: Db, addedMonths?: ReadonlySet<number>): Promise<void> {
  await db.kysely.transaction().execute((trx) => refreshDomainStats(trx, addedMonths));
}
