/**
 * Parsed rows as a flat array of primitives, the way the reader thread (readerWorker.ts) hands a
 * batch to the writing thread: a structured clone of strings and numbers costs a fraction of one of
 * objects, and holds no object per value while it waits. The two big kinds (Keyword Planner and
 * SERP records) are laid out field by field; the others, rare and small, travel as their objects.
 *
 *   refused row      0, line, reason
 *   keyword metrics  1, line, term, country, volume, cpcCents, competition, n, (month, volume) × n
 *   SERP             2, line, term, country, device, month, checkedDepth,
 *                    n, (rankGroup, rankAbsolute, url, title) × n,
 *                    m, (block, position, headline, description, displayUrl, landingUrl) × m
 *   other record     3, line, record
 */
import type { AdResult, KeywordMetricsRecord, OrganicResult, ParsedRow, ResearchRecord, SerpRecord } from '../records';

const REFUSED = 0;
const KEYWORD_METRICS = 1;
const SERP = 2;
const OTHER = 3;

export type EncodedRows = (string | number | null | ResearchRecord)[];

/** Appends `row` to `out`. */
export function encodeRow(out: EncodedRows, row: ParsedRow): void {
  if ('error' in row) {
    out.push(REFUSED, row.line, row.error);
    return;
  }
  const { record } = row;
  if (record.kind === 'keyword-metrics') {
    const months = record.monthlyVolumes;
    out.push(
      KEYWORD_METRICS,
      row.line,
      record.term,
      record.country,
      record.volume,
      record.cpcCents,
      record.competition,
      months.length,
    );
    for (const m of months) out.push(m.month, m.volume);
  } else if (record.kind === 'serp') {
    out.push(SERP, row.line, record.term, record.country, record.device, record.month, record.checkedDepth);
    out.push(record.organic.length);
    for (const o of record.organic) out.push(o.rankGroup, o.rankAbsolute, o.url, o.title);
    out.push(record.ads.length);
    for (const a of record.ads) out.push(a.block, a.position, a.headline, a.description, a.displayUrl, a.landingUrl);
  } else {
    out.push(OTHER, row.line, record);
  }
}

/** The rows `encodeRow` appended, in order. */
export function decodeRows(data: EncodedRows): ParsedRow[] {
  const rows: ParsedRow[] = [];
  let i = 0;
  const text = () => data[i++] as string;
  const number = () => data[i++] as number;
  while (i < data.length) {
    const tag = number();
    const line = number();
    if (tag === REFUSED) {
      rows.push({ line, error: text() });
    } else if (tag === KEYWORD_METRICS) {
      const term = text();
      const country = text();
      const volume = number();
      const cpcCents = data[i++] as number | null;
      const competition = data[i++] as number | null;
      const monthlyVolumes: KeywordMetricsRecord['monthlyVolumes'] = new Array(number());
      for (let m = 0; m < monthlyVolumes.length; m++) monthlyVolumes[m] = { month: number(), volume: number() };
      rows.push({
        line,
        record: { kind: 'keyword-metrics', term, country, volume, cpcCents, competition, monthlyVolumes },
      });
    } else if (tag === SERP) {
      const term = text();
      const country = text();
      const device = text() as SerpRecord['device'];
      const month = number();
      const checkedDepth = number();
      const organic: OrganicResult[] = new Array(number());
      for (let o = 0; o < organic.length; o++) {
        organic[o] = { rankGroup: number(), rankAbsolute: number(), url: text(), title: text() };
      }
      const ads: AdResult[] = new Array(number());
      for (let a = 0; a < ads.length; a++) {
        ads[a] = {
          block: text() as AdResult['block'],
          position: number(),
          headline: text(),
          description: text(),
          displayUrl: text(),
          landingUrl: text(),
        };
      }
      rows.push({ line, record: { kind: 'serp', term, country, device, month, checkedDepth, organic, ads } });
    } else if (tag === OTHER) {
      rows.push({ line, record: data[i++] as ResearchRecord });
    } else {
      throw new Error(`Encoded rows: unknown tag ${tag} at ${i - 2}`);
    }
  }
  return rows;
}
