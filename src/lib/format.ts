/**
 * Number, currency and date formatting (doc 2 §9; doc 1 §5). Locale-independent on purpose: the
 * spec fixes the formats (comma thousands, k/M/B/T/P/E, '$', 'MMM Do, YYYY', 'MM/DD/YYYY').
 */
import { CURRENCY_DECIMALS_BELOW, NULL_SYMBOL, NUMBER_ABBREVIATIONS } from './spec/formats';

type Maybe<T> = T | null | undefined;

function isMissing(value: Maybe<number>): value is null | undefined {
  return value === null || value === undefined || !Number.isFinite(value);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 1234567.891 → '1,234,568' (or '1,234,567.89' with 2 decimals); null, NaN, ±Infinity → '-'. */
export function formatNumber(value: Maybe<number>, decimals = 0): string {
  if (isMissing(value)) return NULL_SYMBOL;
  const fixed = Math.abs(value).toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const body = groupThousands(int) + (frac === undefined ? '' : `.${frac}`);
  const isZero = Number(fixed) === 0;
  return value < 0 && !isZero ? `-${body}` : body;
}

/** A change with its sign: 3 → '+3', 1234 → '+1,234', -2 → '-2', 0 → '0'; null → '-'. */
export function formatSignedNumber(value: Maybe<number>): string {
  return !isMissing(value) && value > 0 ? `+${formatNumber(value)}` : formatNumber(value);
}

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * 950 → '950', 1500 → '1.5k', 1_000_000 → '1M', 2.5e15 → '2.5P'; at most `decimals` decimals,
 * trailing zeros dropped; a value that rounds up to 1000 of a unit moves to the next (999_999 → '1M').
 */
export function abbreviateNumber(value: Maybe<number>, decimals = 1): string {
  if (isMissing(value)) return NULL_SYMBOL;
  const sign = value < 0 ? '-' : '';
  let scaled = Math.abs(value);
  let unit = -1;
  while (unit < NUMBER_ABBREVIATIONS.length - 1 && Number(scaled.toFixed(decimals)) >= 1000) {
    scaled /= 1000;
    unit += 1;
  }
  const text = trimZeros(scaled.toFixed(decimals));
  if (Number(text) === 0) return '0';
  const [int = '0', frac] = text.split('.');
  const body = groupThousands(int) + (frac === undefined ? '' : `.${frac}`);
  return `${sign}${body}${unit >= 0 ? NUMBER_ABBREVIATIONS[unit] : ''}`;
}

/** Dollars: under 100 (in absolute value) with 2 decimals ('$4.50'), otherwise none ('$1,235'). */
export function formatCurrency(value: Maybe<number>): string {
  if (isMissing(value)) return NULL_SYMBOL;
  const decimals = Math.abs(value) < CURRENCY_DECIMALS_BELOW ? 2 : 0;
  const text = formatNumber(Math.abs(value), decimals);
  return value < 0 && Number(Math.abs(value).toFixed(decimals)) !== 0 ? `-$${text}` : `$${text}`;
}

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11–13 → 'th', 21 → '21st', 111 → '111th'. */
export function ordinal(n: number): string {
  const abs = Math.abs(Math.trunc(n));
  const lastTwo = abs % 100;
  const last = abs % 10;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${Math.trunc(n)}${suffix}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** 'Jan' … 'Dec': the first three letters of each name. */
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** A 'YYYY-MM' month (the contract's Month) as its year and month index 0–11; null for anything else. */
function parseYearMonth(month: string): { year: string; index: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  return index >= 0 && index < 12 ? { year: match[1]!, index } : null;
}

/** The name of a 'YYYY-MM' month: 'Oct' (short) or 'October' (long); anything else as it is. */
export function monthName(month: string, style: 'short' | 'long' = 'short'): string {
  const parsed = parseYearMonth(month);
  if (!parsed) return month;
  return (style === 'long' ? MONTH_NAMES : MONTHS)[parsed.index]!;
}

/** A 'YYYY-MM' month with its year: 'Oct 2026' (short) or 'October 2026' (long); anything else as it is. */
export function formatYearMonth(month: string, style: 'short' | 'long' = 'short'): string {
  const parsed = parseYearMonth(month);
  return parsed ? `${monthName(month, style)} ${parsed.year}` : month;
}

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    // A bare 'YYYY-MM-DD' is a calendar date: read it in local time, not as UTC midnight.
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  return new Date(value);
}

/** Display format 'MMM Do, YYYY' in local time: 'Nov 22nd, 2026'. Missing or invalid → '-'. */
export function formatDate(value: Maybe<Date | string | number>): string {
  if (value === null || value === undefined || value === '') return NULL_SYMBOL;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return NULL_SYMBOL;
  return `${MONTHS[date.getMonth()] ?? ''} ${ordinal(date.getDate())}, ${date.getFullYear()}`;
}

function daysInMonth(year: number, month: number): number {
  // month is 1-12; day 0 of the next month is the last day of this one
  const d = new Date(2000, 0, 1);
  d.setFullYear(year, month, 0);
  return d.getDate();
}

/**
 * Parse the input format 'MM/DD/YYYY' strictly: two-digit month and day, four-digit year, a real
 * calendar day (no 02/30, 02/29 only in leap years). Surrounding spaces are ignored. Returns local
 * midnight, or null when invalid.
 */
export function parseInputDate(text: Maybe<string>): Date | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The input format back from a date: 'MM/DD/YYYY' (local time). Invalid → ''. */
export function formatInputDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  const yyyy = String(date.getFullYear()).padStart(4, '0');
  return `${mm}/${dd}/${yyyy}`;
}
