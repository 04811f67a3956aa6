/**
 * Backlink exports (Ahrefs, Semrush, Majestic and similar): a CSV or TSV, UTF-8 or UTF-16, with a
 * source URL, a target URL, the anchor, whether the link is nofollow and when it was first and last
 * seen. Columns are found by their header, whatever the tool calls them (BACKLINK_HEADERS).
 */
import { readDelimitedFile, type DelimitedError, type DelimitedRecord } from './delimited';
import { tableRecords } from './table';
import { headerKey, parseDate, quoteCell, type Parsed } from './values';
import type { BacklinkRecord, FileReader, ImportOptions, ParsedRow } from '../../records';

/** Header names per field, lower case, as the common tools write them. */
export const BACKLINK_HEADERS = {
  source: [
    'referring page url',
    'source url',
    'source',
    'source_url',
    'url from',
    'from url',
    'referring url',
    'linking page',
  ],
  target: ['target url', 'target', 'target_url', 'url to', 'to url', 'link url', 'destination url'],
  anchor: ['anchor', 'anchor text', 'anchor_text', 'link anchor', 'anchortext'],
  nofollow: ['nofollow', 'no follow', 'flagnofollow', 'link type', 'type', 'rel'],
  firstSeen: ['first seen', 'first_seen', 'first indexed', 'firstindexeddate', 'date found', 'found date'],
  lastSeen: ['last seen', 'last_seen', 'last check', 'last checked', 'last crawled', 'lastseendate', 'last visited'],
} as const;

/** Rows searched for the header row (some exports put a title line or two above it). */
export const MAX_PREAMBLE_ROWS = 5;

type Field = keyof typeof BACKLINK_HEADERS;
type Columns = Record<Field, { index: number; header: string } | undefined>;

function findColumns(headers: string[]): Columns {
  const keys = headers.map(headerKey);
  const columns = {} as Columns;
  for (const field of Object.keys(BACKLINK_HEADERS) as Field[]) {
    // The names are in order of preference: Ahrefs has both 'Type' and the better 'Nofollow'.
    const name = BACKLINK_HEADERS[field].find((candidate) => keys.includes(candidate));
    const index = name === undefined ? -1 : keys.indexOf(name);
    columns[field] = index < 0 ? undefined : { index, header: headers[index]!.trim() };
  }
  return columns;
}

const TRUE_WORDS = new Set(['true', 'yes', '1', 'nofollow', 'y', '+']);
const FALSE_WORDS = new Set(['false', 'no', '0', 'dofollow', 'follow', 'n', '-', '']);

/** Nofollow from a yes/no cell, or from a link-type cell ('nofollow', 'ugc', 'sponsored' are not followed). */
function parseNofollow(header: string, cell: string): Parsed<boolean> {
  const text = cell.trim().toLowerCase();
  if (TRUE_WORDS.has(text)) return { value: true };
  if (FALSE_WORDS.has(text)) return { value: false };
  if (/\b(nofollow|ugc|sponsored)\b/.test(text)) return { value: true };
  if (/\b(dofollow|follow|text|image|redirect)\b/.test(text)) return { value: false };
  return { error: `'${header}' is ${quoteCell(cell)}, not yes or no` };
}

function parseUrl(header: string, cell: string): Parsed<string> {
  const text = cell.trim();
  if (text === '') return { error: `'${header}' is empty` };
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { value: text };
  } catch {
    // Falls through to the refusal.
  }
  return { error: `'${header}' is ${quoteCell(cell)}, not an http(s) URL` };
}

function toRecord(columns: Columns, fields: string[], options: ImportOptions): Parsed<BacklinkRecord> {
  const cell = (field: Field) => {
    const column = columns[field];
    return column ? (fields[column.index] ?? '') : '';
  };
  const sourceUrl = parseUrl(columns.source!.header, cell('source'));
  if ('error' in sourceUrl) return sourceUrl;
  const targetUrl = parseUrl(columns.target!.header, cell('target'));
  if ('error' in targetUrl) return targetUrl;
  const nofollow = columns.nofollow ? parseNofollow(columns.nofollow.header, cell('nofollow')) : { value: false };
  if ('error' in nofollow) return nofollow;
  const dates: Partial<Record<'firstSeen' | 'lastSeen', string>> = {};
  for (const field of ['firstSeen', 'lastSeen'] as const) {
    const text = cell(field).trim();
    if (text === '') continue;
    const date = parseDate(text);
    if (date === null) return { error: `'${columns[field]!.header}' is ${quoteCell(text)}, not a date` };
    dates[field] = date;
  }
  // A missing date is the other one; with neither, the first day of the import's month.
  const monthStart = `${String(options.month).slice(0, 4)}-${String(options.month).slice(4, 6)}-01`;
  const firstSeen = dates.firstSeen ?? dates.lastSeen ?? monthStart;
  return {
    value: {
      kind: 'backlink',
      sourceUrl: sourceUrl.value,
      targetUrl: targetUrl.value,
      anchor: cell('anchor').trim(),
      nofollow: nofollow.value,
      firstSeen,
      lastSeen: dates.lastSeen ?? firstSeen,
    },
  };
}

export function backlinkRows(
  rows: AsyncIterable<DelimitedRecord | DelimitedError>,
  options: ImportOptions,
): AsyncGenerator<ParsedRow<BacklinkRecord>> {
  return tableRecords(rows, {
    headerRows: MAX_PREAMBLE_ROWS,
    header(row) {
      if (!('fields' in row)) return undefined;
      const found = findColumns(row.fields);
      return found.source && found.target ? found : undefined;
    },
    record: (columns, fields) => toRecord(columns, fields, options),
    noHeader:
      "Not a backlink export: expected a header row with a source URL column ('Referring page URL', 'Source url') and a target URL column ('Target URL') within the first 5 lines.",
  });
}

export const readBacklinks: FileReader = (path, options) => backlinkRows(readDelimitedFile(path), options);
