/**
 * Cell values of exports to numbers, dates and names: the small rules every reader shares, each
 * returning a value or a reason a user understands.
 */

export type Parsed<T> = { value: T } | { error: string };

/** Normalises a header for matching: lower case, spaces collapsed, surrounding spaces and a stray BOM dropped. */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Quotes a cell for a message, shortened so a runaway cell does not flood the report. */
export function quoteCell(cell: string): string {
  const MAX_QUOTED = 60;
  return `'${cell.length > MAX_QUOTED ? `${cell.slice(0, MAX_QUOTED)}…` : cell}'`;
}

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const THOUSANDS_COMMA = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const THOUSANDS_DOT = /^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

/** Digits with at most one '.', the shape of nearly every cell: read without the regular expressions. */
function isPlainDecimal(text: string): boolean {
  const n = text.length;
  if (n === 0 || n > 15) return false;
  let dots = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) dots++;
    else if (c < 48 || c > 57) return false;
  }
  return dots === 0 || (dots === 1 && n > 1);
}

/**
 * A number as exports write it: '1234', '1,234' or '1 234' (thousands separators), '0.52', and the
 * European '1.234,5' / '0,52'. A lone comma with exactly three digits after it ('1,234') is read as a
 * thousands separator, as English exports write volumes. Returns null for anything else.
 */
export function parseNumber(text: string): number | null {
  if (isPlainDecimal(text)) return Number(text);
  const cell = text.replace(/[\s\u00a0\u202f]/g, '');
  if (cell === '') return null;
  if (PLAIN_NUMBER.test(cell)) return Number(cell);
  if (THOUSANDS_COMMA.test(cell)) return Number(cell.replace(/,/g, ''));
  if (THOUSANDS_DOT.test(cell)) return Number(cell.replace(/\./g, '').replace(',', '.'));
  if (DECIMAL_COMMA.test(cell)) return Number(cell.replace(',', '.'));
  return null;
}

/** A number cell that must be present and numeric. */
export function requiredNumber(column: string, cell: string): Parsed<number> {
  if (cell.trim() === '') return { error: `'${column}' is empty` };
  const value = parseNumber(cell);
  if (value === null) return { error: `'${column}' is ${quoteCell(cell)}, not a number` };
  return { value };
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** The month number (1-12) of an English month name or its three-letter abbreviation. */
export function monthNumber(name: string): number | undefined {
  return MONTHS[name.slice(0, 3).toLowerCase()];
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A date as backlink and rank-tracker exports write it, to YYYY-MM-DD: ISO ('2026-03-01', with or
 * without a time), 'YYYY/MM/DD', 'DD.MM.YYYY' (European), 'MM/DD/YYYY' (US, what Ahrefs and Semrush
 * write with slashes; a first number above 12 is read as a day: 'DD/MM/YYYY'), 'Mar 1, 2026',
 * '1 Mar 2026', or a Unix time in seconds or milliseconds. Null when not a date.
 */
export function parseDate(text: string): string | null {
  const cell = text.trim();
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[T\s])/.exec(cell);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:$|\s)/.exec(cell);
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:$|\s)/.exec(cell);
  if (m) {
    const first = Number(m[1]);
    const second = Number(m[2]);
    return first > 12 ? isoDate(Number(m[3]), second, first) : isoDate(Number(m[3]), first, second);
  }
  m = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})(?:$|\s)/i.exec(cell);
  if (m) {
    const month = monthNumber(m[1]!);
    return month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
  }
  m = /^(\d{1,2}) ([a-z]{3,9})\.? (\d{4})(?:$|\s)/i.exec(cell);
  if (m) {
    const month = monthNumber(m[2]!);
    return month ? isoDate(Number(m[3]), month, Number(m[1])) : null;
  }
  if (/^\d{9,13}$/.test(cell)) {
    const value = Number(cell);
    // Ten digits or fewer are seconds (until 2286), more are milliseconds.
    const date = new Date(cell.length <= 10 ? value * 1000 : value);
    return date.toISOString().slice(0, 10);
  }
  return null;
}
