/**
 * The shapes real research data arrives in, whatever brought it: a SERP provider (providers/), a
 * file importer (importers/) or the collector. Each source turns its own format into these records;
 * one writer (importers/corpusWriter.ts) stores them in the corpus tables of migration 0008, so a
 * rule about storing (a failed check is never a rank, a result deeper than the check is refused)
 * is written once.
 */

/** A Google country code in lower case, as the corpus stores it ('us', 'gb', 'de'). */
export type CountryCode = string;
export type Device = 'desktop' | 'mobile';
/** A month as the corpus stores it: YYYYMM (202610). */
export type CorpusMonth = number;

/** One organic result of a results page. */
export interface OrganicResult {
  /** Position among organic results only (1 = first organic result). */
  rankGroup: number;
  /** Position among every element of the page (ads, boxes and organic results). */
  rankAbsolute: number;
  /** The result's absolute URL, as the page links it. */
  url: string;
  title: string;
}

/** One paid result (a text ad) of a results page. */
export interface AdResult {
  block: 'top' | 'bottom';
  /** 1-based position within its block. */
  position: number;
  headline: string;
  description: string;
  /** The URL the ad shows (often without a scheme: 'www.example.com/shoes'). */
  displayUrl: string;
  /** The URL the ad leads to (absolute). */
  landingUrl: string;
}

/** A keyword's results page as one check found it. */
export interface SerpRecord {
  kind: 'serp';
  term: string;
  country: CountryCode;
  device: Device;
  /** The month the check belongs to. */
  month: CorpusMonth;
  /** How deep the check looked (results beyond it are unknown, not absent). */
  checkedDepth: number;
  organic: OrganicResult[];
  ads: AdResult[];
}

/** A keyword's planning figures (Keyword Planner export, a provider's keyword data). */
export interface KeywordMetricsRecord {
  kind: 'keyword-metrics';
  term: string;
  country: CountryCode;
  /** Average monthly searches. */
  volume: number;
  /** Cost per click in cents: the mid-point of the top-of-page bid range where only a range is known; null when unknown. */
  cpcCents: number | null;
  /** 0-100 (Keyword Planner's Low/Medium/High or its index); null when unknown. */
  competition: number | null;
  /** The monthly searches per month, oldest first, where the source gives them. */
  monthlyVolumes: { month: CorpusMonth; volume: number }[];
}

/** One row of a site's own search performance (Search Console): real clicks, not estimated ones. */
export interface SearchPerformanceRecord {
  kind: 'search-performance';
  /** What the row is about: a query ('Top queries') or a page ('Top pages'). */
  dimension: 'query' | 'page';
  /** The query text or the page URL. */
  value: string;
  clicks: number;
  impressions: number;
  /** Click-through rate as a fraction (0.4561 for '45.61%'). */
  ctr: number;
  /** Average position (1-based, may be fractional). */
  position: number;
}

/** One link from a page to another. */
export interface BacklinkRecord {
  kind: 'backlink';
  sourceUrl: string;
  targetUrl: string;
  anchor: string;
  nofollow: boolean;
  /** ISO dates (YYYY-MM-DD). */
  firstSeen: string;
  lastSeen: string;
}

/** One tracked position from a rank tracker's export (SerpBear): a domain's rank for a keyword on a day. */
export interface TrackedRankRecord {
  kind: 'tracked-rank';
  term: string;
  country: CountryCode;
  device: Device;
  domain: string;
  /** ISO date (YYYY-MM-DD) of the check. */
  date: string;
  /** 1-based organic position; null when the domain was not found within the checked depth. */
  position: number | null;
  /** The ranking URL, when found. */
  url: string | null;
}

export type ResearchRecord =
  SerpRecord | KeywordMetricsRecord | SearchPerformanceRecord | BacklinkRecord | TrackedRankRecord;

/**
 * What a file reader yields for each row (or each document) of its input: the record, or why that
 * row was refused. `line` is the 1-based line of the input the row starts on, so a user can find it.
 */
export type ParsedRow<R extends ResearchRecord = ResearchRecord> =
  { line: number; record: R } | { line: number; error: string };

/** The file formats `npm run import -- <kind> <file>` reads. */
export const IMPORT_KINDS = ['gsc', 'keyword-planner', 'serp-json', 'serpbear', 'backlinks'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** What an import is told about rows whose file does not say it (Keyword Planner and Search Console exports name no country; a Keyword Planner export dates no row). */
export interface ImportOptions {
  country: CountryCode;
  /** The month rows without a date belong to. */
  month: CorpusMonth;
  /** The site the file is about, where the file does not name it (Search Console, SerpBear): a domain. */
  site?: string;
}

/**
 * Reads one file of a kind, streaming: yields each row's record or its error in file order, never
 * holding the whole file in memory. A file that cannot be read at all (not that format) throws.
 */
export type FileReader = (path: string, options: ImportOptions) => AsyncIterable<ParsedRow>;
