/**
 * Parsed rows packed for the hand-over from the reader thread (readerWorker.ts) to the writing
 * thread: every number in one Float64Array (transferred, not copied), every string in one string
 * (a string's length is among the numbers), and only the rare other records as objects. Posting
 * a batch so costs two buffers' worth of copying on the reader's side and next to nothing on the
 * writer's, instead of a structured clone of a value per field. The two big kinds (Keyword
 * Planner and SERP records) are laid out field by field:
 *
 *   refused row      0, line, |reason|
 *   keyword metrics  1, line, |term|, |country|, volume, cpcCents?, competition?, n, (month, volume) × n
 *   SERP             2, line, |term|, |country|, |device|, month, checkedDepth,
 *                    n, (rankGroup, rankAbsolute, |url|, |title|) × n,
 *                    m, (|block|, position, |headline|, |description|, |displayUrl|, |landingUrl|) × m
 *   other record     3, line (the record: the next of `records`)
 *
 * `|s|` is a string's length (its text: the next one in `text`); `x?` is 0 for null, else 1, x.
 */
import type { AdResult, KeywordMetricsRecord, OrganicResult, ParsedRow, ResearchRecord, SerpRecord } from '../records';

const REFUSED = 0;
const KEYWORD_METRICS = 1;
const SERP = 2;
const OTHER = 3;

/** One batch as it crosses between threads. */
export interface EncodedRows {
  numbers: Float64Array<ArrayBuffer>;
  text: string;
  records: ResearchRecord[];
  /** Rows in the batch. */
  rows: number;
}

/** Collects rows into a batch; `take` hands the batch over and starts the next. */
export class RowEncoder {
  private numbers: number[] = [];
  private strings: string[] = [];
  private records: ResearchRecord[] = [];
  /** Rows added since the last take. */
  rows = 0;

  /** Numbers held so far: the batch's size, roughly. */
  get size(): number {
    return this.numbers.length;
  }

  private string(s: string): void {
    this.numbers.push(s.length);
    this.strings.push(s);
  }

  private optional(n: number | null): void {
    if (n === null) this.numbers.push(0);
    else this.numbers.push(1, n);
  }

  add(row: ParsedRow): void {
    this.rows += 1;
    const out = this.numbers;
    if ('error' in row) {
      out.push(REFUSED, row.line);
      this.string(row.error);
      return;
    }
    const { record } = row;
    if (record.kind === 'keyword-metrics') {
      out.push(KEYWORD_METRICS, row.line);
      this.string(record.term);
      this.string(record.country);
      out.push(record.volume);
      this.optional(record.cpcCents);
      this.optional(record.competition);
      const months = record.monthlyVolumes;
      out.push(months.length);
      for (const m of months) out.push(m.month, m.volume);
    } else if (record.kind === 'serp') {
      out.push(SERP, row.line);
      this.string(record.term);
      this.string(record.country);
      this.string(record.device);
      out.push(record.month, record.checkedDepth, record.organic.length);
      for (const o of record.organic) {
        out.push(o.rankGroup, o.rankAbsolute);
        this.string(o.url);
        this.string(o.title);
      }
      out.push(record.ads.length);
      for (const a of record.ads) {
        this.string(a.block);
        out.push(a.position);
        this.string(a.headline);
        this.string(a.description);
        this.string(a.displayUrl);
        this.string(a.landingUrl);
      }
    } else {
      out.push(OTHER, row.line);
      this.records.push(record);
    }
  }

  /** The rows added since the last take, packed. */
  take(): EncodedRows {
    const batch = {
      numbers: Float64Array.from(this.numbers),
      text: this.strings.join(''),
      records: this.records,
      rows: this.rows,
    };
    this.numbers = [];
    this.strings = [];
    this.records = [];
    this.rows = 0;
    return batch;
  }
}

/**
 * The rows packed in `batch`, in order, each made as it is asked for: the writer holds a
 * transaction's rows, not those and the next batch's as well.
 */
export function* decodeRows({ numbers, text, records }: EncodedRows): Generator<ParsedRow> {
  let i = 0;
  let at = 0;
  let r = 0;
  const number = () => numbers[i++]!;
  const string = () => text.slice(at, (at += numbers[i++]!));
  const optional = () => (numbers[i++] === 0 ? null : numbers[i++]!);
  while (i < numbers.length) {
    const tag = number();
    const line = number();
    if (tag === REFUSED) {
      yield { line, error: string() };
    } else if (tag === KEYWORD_METRICS) {
      const term = string();
      const country = string();
      const volume = number();
      const cpcCents = optional();
      const competition = optional();
      const monthlyVolumes: KeywordMetricsRecord['monthlyVolumes'] = new Array(number());
      for (let m = 0; m < monthlyVolumes.length; m++) monthlyVolumes[m] = { month: number(), volume: number() };
      yield { line, record: { kind: 'keyword-metrics', term, country, volume, cpcCents, competition, monthlyVolumes } };
    } else if (tag === SERP) {
      const term = string();
      const country = string();
      const device = string() as SerpRecord['device'];
      const month = number();
      const checkedDepth = number();
      const organic: OrganicResult[] = new Array(number());
      for (let o = 0; o < organic.length; o++) {
        organic[o] = { rankGroup: number(), rankAbsolute: number(), url: string(), title: string() };
      }
      const ads: AdResult[] = new Array(number());
      for (let a = 0; a < ads.length; a++) {
        ads[a] = {
          block: string() as AdResult['block'],
          position: number(),
          headline: string(),
          description: string(),
          displayUrl: string(),
          landingUrl: string(),
        };
      }
      yield { line, record: { kind: 'serp', term, country, device, month, checkedDepth, organic, ads } };
    } else if (tag === OTHER) {
      yield { line, record: records[r++]! };
    } else {
      throw new Error(`Encoded rows: unknown tag ${tag} at ${i - 2}`);
    }
  }
}
