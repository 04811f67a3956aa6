/**
 * Google Ads Keyword Planner exports ("Keyword Stats …"): UTF-16LE tab-separated (the default
 * download) or UTF-8 comma-separated, two preamble lines (a title and the date range) before the
 * header row. Each keyword row becomes a KeywordMetricsRecord.
 */
import { readDelimitedFile, type DelimitedError, type DelimitedRecord } from './delimited';
import { tableRecords } from './table';
import { headerKey, monthNumber, parseNumber, quoteCell, type Parsed } from './values';
import type { FileReader, ImportOptions, KeywordMetricsRecord, ParsedRow } from '../../records';

/** Rows searched for the header row: the export has two preamble lines; a few more are tolerated. */
export const MAX_PREAMBLE_ROWS = 10;

/**
 * Competition 'Low', 'Medium', 'High' to the 0-100 scale, where a row has no indexed value: the
 * middle of the index band Google puts each label on (Low 0-33, Medium 34-66, High 67-100).
 */
export const COMPETITION_LABELS: Record<string, number> = { low: 17, medium: 50, high: 83 };

const KEYWORD = 'Keyword';
const VOLUME = 'Avg. monthly searches';
const COMPETITION = 'Competition';
const COMPETITION_INDEX = 'Competition (indexed value)';
const BID_LOW = 'Top of page bid (low range)';
const BID_HIGH = 'Top of page bid (high range)';
const MONTH_COLUMN = /^searches: ([a-z]+) (\d{4})$/;

interface Columns {
  keyword: number;
  volume: number;
  competition: number | undefined;
  competitionIndex: number | undefined;
  bidLow: number | undefined;
  bidHigh: number | undefined;
  months: { index: number; month: number; header: string }[];
}

function findColumns(headers: string[]): Columns | undefined {
  const keys = headers.map(headerKey);
  const find = (name: string) => {
    const at = keys.indexOf(headerKey(name));
    return at < 0 ? undefined : at;
  };
  const keyword = find(KEYWORD);
  const volume = find(VOLUME);
  if (keyword === undefined || volume === undefined) return undefined;
  const months: Columns['months'] = [];
  keys.forEach((key, index) => {
    const match = MONTH_COLUMN.exec(key);
    const month = match ? monthNumber(match[1]!) : undefined;
    if (match && month) months.push({ index, month: Number(match[2]) * 100 + month, header: headers[index]!.trim() });
  });
  months.sort((a, b) => a.month - b.month);
  return {
    keyword,
    volume,
    competition: find(COMPETITION),
    competitionIndex: find(COMPETITION_INDEX),
    bidLow: find(BID_LOW),
    bidHigh: find(BID_HIGH),
    months,
  };
}

const RANGE = /^([\d.,]+)\s*([km]?)\s*[-–—]\s*([\d.,]+)\s*([km]?)$/i;
const SUFFIX: Record<string, number> = { '': 1, k: 1_000, m: 1_000_000 };

/**
 * A search volume: a number, or a range as accounts without spend see them ('1K – 10K'), read as
 * its arithmetic mid-point (5,500) — the same rule as the bid range.
 */
function parseVolume(column: string, cell: string): Parsed<number> {
  const text = cell.trim();
  if (text === '') return { error: `'${column}' is empty` };
  const plain = parseNumber(text);
  if (plain !== null)
    return plain < 0 ? { error: `'${column}' is ${quoteCell(cell)}, below zero` } : { value: Math.round(plain) };
  const range = RANGE.exec(text);
  if (range) {
    const low = parseNumber(range[1]!);
    const high = parseNumber(range[3]!);
    if (low !== null && high !== null) {
      return {
        value: Math.round((low * SUFFIX[range[2]!.toLowerCase()]! + high * SUFFIX[range[4]!.toLowerCase()]!) / 2),
      };
    }
  }
  return { error: `'${column}' is ${quoteCell(cell)}, not a number` };
}

function parseBid(column: string, cell: string | undefined): Parsed<number | null> {
  if (cell === undefined || cell.trim() === '') return { value: null };
  const value = parseNumber(cell);
  if (value === null || value < 0) return { error: `'${column}' is ${quoteCell(cell)}, not an amount` };
  return { value };
}

function parseCompetition(columns: Columns, fields: string[]): Parsed<number | null> {
  const indexed = columns.competitionIndex === undefined ? '' : (fields[columns.competitionIndex] ?? '').trim();
  if (indexed !== '') {
    const value = parseNumber(indexed);
    if (value === null || value < 0 || value > 100) {
      return { error: `'${COMPETITION_INDEX}' is ${quoteCell(indexed)}, not a number from 0 to 100` };
    }
    return { value: Math.round(value) };
  }
  const label = columns.competition === undefined ? '' : (fields[columns.competition] ?? '').trim();
  if (label === '') return { value: null };
  const value = COMPETITION_LABELS[label.toLowerCase()];
  if (value === undefined) return { error: `'${COMPETITION}' is ${quoteCell(label)}, not Low, Medium or High` };
  return { value };
}

function toRecord(columns: Columns, fields: string[], options: ImportOptions): Parsed<KeywordMetricsRecord> {
  if (fields.length <= Math.max(columns.keyword, columns.volume)) {
    return { error: `the row has ${fields.length} columns; the header has more (a cut-off row?)` };
  }
  const term = fields[columns.keyword]!.trim();
  if (term === '') return { error: `'${KEYWORD}' is empty` };
  const volume = parseVolume(VOLUME, fields[columns.volume]!);
  if ('error' in volume) return volume;
  const low = parseBid(BID_LOW, columns.bidLow === undefined ? undefined : fields[columns.bidLow]);
  if ('error' in low) return low;
  const high = parseBid(BID_HIGH, columns.bidHigh === undefined ? undefined : fields[columns.bidHigh]);
  if ('error' in high) return high;
  const bid = low.value !== null && high.value !== null ? (low.value + high.value) / 2 : (low.value ?? high.value);
  const competition = parseCompetition(columns, fields);
  if ('error' in competition) return competition;
  const monthlyVolumes: KeywordMetricsRecord['monthlyVolumes'] = [];
  for (const column of columns.months) {
    const cell = fields[column.index] ?? '';
    if (cell.trim() === '') continue;
    const searches = parseVolume(column.header, cell);
    if ('error' in searches) return searches;
    monthlyVolumes.push({ month: column.month, volume: searches.value });
  }
  return {
    value: {
      kind: 'keyword-metrics',
      term,
      country: options.country,
      volume: volume.value,
      // Bids are in the export's currency (its 'Currency' column); cents are its hundredths.
      cpcCents: bid === null ? null : Math.round(bid * 100),
      competition: competition.value,
      monthlyVolumes,
    },
  };
}

/** Finds the header row among the first rows; the rows before it are the preamble. */
export function keywordPlannerRows(
  rows: AsyncIterable<DelimitedRecord | DelimitedError>,
  options: ImportOptions,
): AsyncGenerator<ParsedRow<KeywordMetricsRecord>> {
  return tableRecords(rows, {
    headerRows: MAX_PREAMBLE_ROWS,
    header: (row) => ('fields' in row ? findColumns(row.fields) : undefined),
    record: (columns, fields) => toRecord(columns, fields, options),
    noHeader: `Not a Keyword Planner export: expected a header row with '${KEYWORD}' and '${VOLUME}' within the first ${MAX_PREAMBLE_ROWS} lines.`,
  });
}

export const readKeywordPlanner: FileReader = (path, options) => keywordPlannerRows(readDelimitedFile(path), options);
