/**
 * Google Search Console performance exports: the zip of the "Export" button (Queries.csv,
 * Pages.csv, Countries.csv, Devices.csv, Dates.csv, Search appearance.csv, Filters.csv) or one
 * Queries.csv / Pages.csv. The queries and pages tables become SearchPerformanceRecords; the other
 * tables are not about a query or a page and are left out.
 *
 * Headers are matched in the languages of GSC_HEADERS. Where a header is not recognised but the
 * table has the five columns every Search Console table has, the columns are taken by position
 * (dimension, clicks, impressions, CTR, position) — Search Console always writes them in that order.
 * A single file whose dimension header is unknown is a page table when its first value is an
 * http(s) URL, else a query table.
 */
import { basename } from 'node:path';

import { parseDelimitedBytes, type DelimitedError, type DelimitedRecord } from './delimited';
import { tableRecords } from './table';
import { fileChunks } from './text';
import { headerKey, parseNumber, quoteCell, type Parsed } from './values';
import { looksLikeZip, readZipDirectory, readZipEntry } from './zip';
import type { FileReader, ParsedRow, SearchPerformanceRecord } from '../../records';

/** The column names of Search Console's performance tables per language (lower case). */
export const GSC_HEADERS = {
  query: [
    'top queries',
    'häufigste suchanfragen',
    'requêtes les plus fréquentes',
    'consultas principales',
    'principais consultas',
    'query principali',
    'populairste zoekopdrachten',
    '上位のクエリ',
    'query',
    'queries',
  ],
  page: [
    'top pages',
    'häufigste seiten',
    'pages les plus populaires',
    'páginas principales',
    'páginas principais',
    'pagine principali',
    "populairste pagina's",
    '上位のページ',
    'page',
    'pages',
  ],
  clicks: ['clicks', 'klicks', 'clics', 'cliques', 'clic', 'klikken', 'クリック数'],
  impressions: ['impressions', 'impressionen', 'impresiones', 'impressões', 'impressioni', 'vertoningen', '表示回数'],
  ctr: ['ctr'],
  position: ['position', 'posición', 'posição', 'posizione', 'positie', '掲載順位', 'average position'],
} as const;

/** The zip entry names of the queries and pages tables per language (lower case). */
export const GSC_TABLE_FILES = {
  query: [
    'queries.csv',
    'suchanfragen.csv',
    'requêtes.csv',
    'consultas.csv',
    'query.csv',
    'zoekopdrachten.csv',
    'クエリ.csv',
  ],
  page: ['pages.csv', 'seiten.csv', 'páginas.csv', 'pagine.csv', "pagina's.csv", 'ページ.csv'],
} as const;

type Dimension = SearchPerformanceRecord['dimension'];
type Metric = 'clicks' | 'impressions' | 'ctr' | 'position';

interface Table {
  /** Known from the header or the file name; undefined: decided by the first value. */
  dimension: Dimension | undefined;
  columns: Record<Metric | 'value', number>;
  headers: Record<Metric | 'value', string>;
}

function dimensionOfHeader(key: string): Dimension | undefined {
  if ((GSC_HEADERS.query as readonly string[]).includes(key)) return 'query';
  if ((GSC_HEADERS.page as readonly string[]).includes(key)) return 'page';
  return undefined;
}

function dimensionOfFile(name: string): Dimension | undefined {
  const key = basename(name).normalize('NFC').toLowerCase();
  if ((GSC_TABLE_FILES.query as readonly string[]).includes(key)) return 'query';
  if ((GSC_TABLE_FILES.page as readonly string[]).includes(key)) return 'page';
  return undefined;
}

const METRICS: readonly Metric[] = ['clicks', 'impressions', 'ctr', 'position'];

/** The table's columns from its header, by name or (five columns) by position; undefined when neither fits. */
function findTable(headers: string[], fileDimension: Dimension | undefined): Table | undefined {
  const keys = headers.map((header) => headerKey(header).normalize('NFC'));
  const byName = METRICS.map((metric) =>
    keys.findIndex((key) => (GSC_HEADERS[metric] as readonly string[]).includes(key)),
  );
  let columns: Table['columns'];
  if (byName.every((index) => index >= 0)) {
    const value = keys.findIndex((_, index) => !byName.includes(index));
    if (value < 0) return undefined;
    columns = { value, clicks: byName[0]!, impressions: byName[1]!, ctr: byName[2]!, position: byName[3]! };
  } else if (keys.length === 5) {
    columns = { value: 0, clicks: 1, impressions: 2, ctr: 3, position: 4 };
  } else {
    return undefined;
  }
  const name = (index: number) => headers[index]!.trim();
  return {
    dimension: dimensionOfHeader(keys[columns.value]!) ?? fileDimension,
    columns,
    headers: {
      value: name(columns.value),
      clicks: name(columns.clicks),
      impressions: name(columns.impressions),
      ctr: name(columns.ctr),
      position: name(columns.position),
    },
  };
}

const GROUPED_INTEGER = /^\d{1,3}([.,\s\u00a0\u202f']\d{3})+$/;

/** A count; '1,234' and '1.234' are a thousand and more (a count has no decimals). */
function parseCount(header: string, cell: string): Parsed<number> {
  const text = cell.trim();
  if (text === '') return { error: `'${header}' is empty` };
  const value = GROUPED_INTEGER.test(text) ? Number(text.replace(/\D/g, '')) : parseNumber(text);
  if (value === null || !Number.isInteger(value) || value < 0)
    return { error: `'${header}' is ${quoteCell(cell)}, not a count` };
  return { value };
}

/** '45.61%' (or '45,61 %') to 0.4561; a bare number up to 1 is already a fraction. */
function parseCtr(header: string, cell: string): Parsed<number> {
  const text = cell.trim();
  const percent = text.endsWith('%');
  const value = parseNumber(percent ? text.slice(0, -1) : text);
  if (value === null || value < 0) return { error: `'${header}' is ${quoteCell(cell)}, not a percentage` };
  const fraction = percent || value > 1 ? value / 100 : value;
  if (fraction > 1) return { error: `'${header}' is ${quoteCell(cell)}, over 100%` };
  return { value: Math.round(fraction * 1e6) / 1e6 };
}

function parsePosition(header: string, cell: string): Parsed<number> {
  const value = parseNumber(cell);
  if (value === null || value < 1) return { error: `'${header}' is ${quoteCell(cell)}, not a position (1 or more)` };
  return { value };
}

function isHttpUrl(text: string): boolean {
  return /^https?:\/\//i.test(text.trim());
}

function toRecord(table: Table, dimension: Dimension, fields: string[]): Parsed<SearchPerformanceRecord> {
  const { columns, headers } = table;
  if (fields.length <= Math.max(...Object.values(columns))) {
    return { error: `the row has ${fields.length} columns, the header ${Math.max(...Object.values(columns)) + 1}` };
  }
  const value = fields[columns.value]!.trim();
  if (value === '') return { error: `'${headers.value}' is empty` };
  const clicks = parseCount(headers.clicks, fields[columns.clicks]!);
  if ('error' in clicks) return clicks;
  const impressions = parseCount(headers.impressions, fields[columns.impressions]!);
  if ('error' in impressions) return impressions;
  const ctr = parseCtr(headers.ctr, fields[columns.ctr]!);
  if ('error' in ctr) return ctr;
  const position = parsePosition(headers.position, fields[columns.position]!);
  if ('error' in position) return position;
  return {
    value: {
      kind: 'search-performance',
      dimension,
      value,
      clicks: clicks.value,
      impressions: impressions.value,
      ctr: ctr.value,
      position: position.value,
    },
  };
}

/** The rows of one table; throws when its header is not a Search Console table's. */
export function gscTableRows(
  rows: AsyncIterable<DelimitedRecord | DelimitedError>,
  fileDimension: Dimension | undefined,
  source: string,
): AsyncGenerator<ParsedRow<SearchPerformanceRecord>> {
  let dimension: Dimension | undefined;
  return tableRecords(rows, {
    headerRows: 1,
    header(row) {
      const table = 'fields' in row ? findTable(row.fields, fileDimension) : undefined;
      if (!table) {
        throw new Error(
          `Not a Search Console performance table (${source}): expected the columns 'Top queries' or 'Top pages', 'Clicks', 'Impressions', 'CTR', 'Position'.`,
        );
      }
      dimension = table.dimension;
      return table;
    },
    record(table, fields) {
      dimension ??= isHttpUrl(fields[table.columns.value] ?? '') ? 'page' : 'query';
      return toRecord(table, dimension, fields);
    },
  });
}

/**
 * A zip's queries and pages tables, queries first. Line numbers count on across the tables (the
 * pages table's first line follows the queries table's last), so every row of the export has its
 * own line and an interrupted import resumes at the right one.
 */
async function* readGscZip(path: string): AsyncGenerator<ParsedRow<SearchPerformanceRecord>> {
  const entries = await readZipDirectory(path);
  const tables = entries
    .map((entry) => ({ entry, dimension: dimensionOfFile(entry.name) }))
    .filter((table) => table.dimension !== undefined)
    .sort((a, b) => (a.dimension === b.dimension ? 0 : a.dimension === 'query' ? -1 : 1));
  if (tables.length === 0) {
    throw new Error(
      `Not a Search Console export: the zip holds no Queries.csv or Pages.csv (it holds ${entries.map((entry) => entry.name).join(', ') || 'nothing'}).`,
    );
  }
  let offset = 0;
  for (const { entry, dimension } of tables) {
    let last = 0;
    for await (const row of gscTableRows(parseDelimitedBytes(readZipEntry(path, entry)), dimension, entry.name)) {
      last = row.line;
      yield { ...row, line: row.line + offset };
    }
    offset += last;
  }
}

export const readGsc: FileReader = (path) => {
  async function* rows(): AsyncGenerator<ParsedRow<SearchPerformanceRecord>> {
    if (await looksLikeZip(path)) yield* readGscZip(path);
    else yield* gscTableRows(parseDelimitedBytes(fileChunks(path)), dimensionOfFile(path), basename(path));
  }
  return rows();
};
