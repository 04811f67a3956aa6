/**
 * SerpBear keyword exports ("<domain>-keywords_serp.csv"): the header 'ID, Keyword, Position, URL,
 * Country, State, City, Device, Updated, Added, Tags', values separated by ', ' and not quoted,
 * the country as its English name, '-' for no position or no URL. The domain is not in the file:
 * it is the import's --site, else the file name's prefix. Each row becomes a TrackedRankRecord.
 */
import { basename } from 'node:path';

import { readDelimitedFile, type DelimitedError, type DelimitedRecord } from './delimited';
import { tableRecords } from './table';
import { headerKey, parseDate, quoteCell, type Parsed } from './values';
import { dataForSeoLocationCode } from '../../providers/countryCodes';
import type { Device, FileReader, ImportOptions, ParsedRow, TrackedRankRecord } from '../../records';

const FILE_NAME_SUFFIX = /-keywords_serp\.csv$/i;
const REQUIRED = ['Keyword', 'Position', 'URL', 'Country', 'Device', 'Updated'] as const;

/** Country names SerpBear spells differently from the Unicode region names. */
const COUNTRY_ALIASES: Record<string, string> = {
  'czech republic': 'cz',
  'korea, republic of': 'kr',
  'russian federation': 'ru',
  'viet nam': 'vn',
  turkey: 'tr',
  'hong kong': 'hk',
  macao: 'mo',
  macedonia: 'mk',
  'myanmar (burma)': 'mm',
};

let countryByName: Map<string, string> | undefined;

/** A country's code from its English name (or from a two-letter code). */
function countryCode(name: string): string | undefined {
  if (!countryByName) {
    countryByName = new Map(Object.entries(COUNTRY_ALIASES));
    const names = new Intl.DisplayNames('en', { type: 'region' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) {
        const regionName = names.of(a + b);
        const code = (a + b).toLowerCase();
        const key = regionName?.toLowerCase();
        // Assigned ISO codes only, the first one winning: ICU also names withdrawn codes ('DD')
        // and aliases ('UK', which the providers' code table accepts for 'GB').
        if (key && dataForSeoLocationCode(code) !== null && !countryByName.has(key)) countryByName.set(key, code);
      }
    }
  }
  const text = name.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(text)) return text === 'uk' ? 'gb' : text;
  return countryByName.get(text);
}

/** Position 1 and deeper; 0, '-', '>100' and '' are "not found". */
function parsePosition(cell: string): Parsed<number | null> {
  const text = cell.trim();
  if (text === '' || text === '-' || text === '0' || /^>\s*\d+$/.test(text)) return { value: null };
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) return { error: `'Position' is ${quoteCell(cell)}, not a position` };
  return { value };
}

/** SerpBear writes its dates as JavaScript does (ISO, or Date#toString in older versions). */
function parseUpdated(cell: string): string | null {
  const iso = parseDate(cell);
  if (iso) return iso;
  const time = Date.parse(cell.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

function toRecord(columns: Map<string, number>, fields: string[], domain: string): Parsed<TrackedRankRecord> {
  const cell = (name: (typeof REQUIRED)[number]) => (fields[columns.get(headerKey(name))!] ?? '').trim();
  const term = cell('Keyword');
  if (term === '') return { error: "'Keyword' is empty" };
  const position = parsePosition(cell('Position'));
  if ('error' in position) return position;
  const country = countryCode(cell('Country'));
  if (!country) return { error: `'Country' is ${quoteCell(cell('Country'))}, not a country SerpBear tracks` };
  const device = cell('Device').toLowerCase();
  if (device !== 'desktop' && device !== 'mobile') {
    return { error: `'Device' is ${quoteCell(cell('Device'))}, not desktop or mobile` };
  }
  const date = parseUpdated(cell('Updated'));
  if (!date) return { error: `'Updated' is ${quoteCell(cell('Updated'))}, not a date` };
  const url = cell('URL');
  return {
    value: {
      kind: 'tracked-rank',
      term,
      country,
      device: device as Device,
      domain,
      date,
      position: position.value,
      url: position.value === null || url === '' || url === '-' ? null : url,
    },
  };
}

export function serpbearRows(
  rows: AsyncIterable<DelimitedRecord | DelimitedError>,
  domain: string | undefined,
): AsyncGenerator<ParsedRow<TrackedRankRecord>> {
  return tableRecords(rows, {
    headerRows: 1,
    header(row) {
      const keys = 'fields' in row ? row.fields.map(headerKey) : [];
      const missing = REQUIRED.filter((name) => !keys.includes(headerKey(name)));
      if (missing.length > 0) {
        throw new Error(
          `Not a SerpBear keyword export: the first line lacks ${missing.map((name) => `'${name}'`).join(', ')} (expected 'ID, Keyword, Position, URL, Country, State, City, Device, Updated, Added, Tags').`,
        );
      }
      if (!domain) {
        throw new Error(
          "A SerpBear export does not name its domain: pass --site, or keep SerpBear's file name '<domain>-keywords_serp.csv'.",
        );
      }
      return { columns: new Map(keys.map((key, index) => [key, index])), domain };
    },
    record: (header, fields) => toRecord(header.columns, fields, header.domain),
    noHeader: 'Not a SerpBear keyword export: the file is empty.',
  });
}

/** The domain an export is for: the import's site (when given), else SerpBear's file name. */
function domainOf(path: string, options: ImportOptions): string | undefined {
  const site = options.site?.trim();
  if (site) return site.toLowerCase();
  const name = basename(path);
  return FILE_NAME_SUFFIX.test(name) ? name.replace(FILE_NAME_SUFFIX, '').toLowerCase() : undefined;
}

export const readSerpbear: FileReader = (path, options) =>
  serpbearRows(readDelimitedFile(path, ','), domainOf(path, options));
