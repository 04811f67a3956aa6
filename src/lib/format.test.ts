import { describe, expect, it } from 'vitest';

import {
  abbreviateNumber,
  formatCurrency,
  formatSignedNumber,
  formatDate,
  formatYearMonth,
  formatInputDate,
  formatNumber,
  monthName,
  ordinal,
  parseInputDate,
} from './format';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1234567, '-1,234,567'],
    [1234.5, '1,235'],
    [1e15, '1,000,000,000,000,000'],
  ])('%d → %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('keeps the requested decimals', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(0.5, 2)).toBe('0.50');
    expect(formatNumber(-1000.5, 1)).toBe('-1,000.5');
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.4)).toBe('0');
  });

  it.each([null, undefined, NaN, Infinity, -Infinity])('%s → the null symbol', (value) => {
    expect(formatNumber(value)).toBe('-');
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [999, '999'],
    [12.34, '12.3'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1549, '1.5k'],
    [1550, '1.6k'],
    [999_949, '999.9k'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [2_500_000, '2.5M'],
    [3e9, '3B'],
    [4.2e12, '4.2T'],
    [5e15, '5P'],
    [6e18, '6E'],
    [7e21, '7,000E'],
    [-1500, '-1.5k'],
    [-0.01, '0'],
  ])('%d → %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });

  it('honours the decimals argument', () => {
    expect(abbreviateNumber(1234, 2)).toBe('1.23k');
    expect(abbreviateNumber(1234, 0)).toBe('1k');
    expect(abbreviateNumber(999_500, 0)).toBe('1M');
  });

  it.each([null, undefined, NaN])('%s → the null symbol', (value) => {
    expect(abbreviateNumber(value)).toBe('-');
  });
});

describe('formatSignedNumber', () => {
  it('puts a plus on a gain, groups thousands, and shows no data as a dash', () => {
    expect([12, 1234, -2, 0, null].map(formatSignedNumber)).toEqual(['+12', '+1,234', '-2', '0', '-']);
  });
});

describe('formatCurrency', () => {
  it('shows 2 decimals under 100', () => {
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(4.5)).toBe('$4.50');
    expect(formatCurrency(99.99)).toBe('$99.99');
    expect(formatCurrency(-12.345)).toBe('-$12.35');
  });

  it('shows no decimals from 100 up', () => {
    expect(formatCurrency(100)).toBe('$100');
    expect(formatCurrency(100.49)).toBe('$100');
    expect(formatCurrency(1234.56)).toBe('$1,235');
    expect(formatCurrency(-250)).toBe('-$250');
  });

  it('never shows a negative zero', () => {
    expect(formatCurrency(-0.001)).toBe('$0.00');
  });

  it.each([null, undefined, NaN])('%s → the null symbol', (value) => {
    expect(formatCurrency(value)).toBe('-');
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [0, '0th'],
  ])('%d → %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});

describe('formatDate', () => {
  it("uses 'MMM Do, YYYY'", () => {
    expect(formatDate(new Date(2026, 10, 22))).toBe('Nov 22nd, 2026');
    expect(formatDate(new Date(2026, 0, 1))).toBe('Jan 1st, 2026');
    expect(formatDate(new Date(2025, 4, 3))).toBe('May 3rd, 2025');
    expect(formatDate(new Date(2024, 1, 11))).toBe('Feb 11th, 2024');
    expect(formatDate(new Date(2024, 11, 31))).toBe('Dec 31st, 2024');
  });

  it('names every month', () => {
    const names = Array.from({ length: 12 }, (_, m) => formatDate(new Date(2020, m, 4)).slice(0, 3));
    expect(names).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('reads a bare YYYY-MM-DD string as a local calendar date', () => {
    expect(formatDate('2026-11-22')).toBe('Nov 22nd, 2026');
  });

  it('accepts timestamps and full ISO strings', () => {
    expect(formatDate(new Date(2026, 10, 22, 13).getTime())).toBe('Nov 22nd, 2026');
    expect(formatDate(new Date(2026, 10, 22, 13).toISOString())).toBe('Nov 22nd, 2026');
  });

  it.each([null, undefined, '', 'not a date', new Date(NaN)])('%s → the null symbol', (value) => {
    expect(formatDate(value)).toBe('-');
  });
});

describe('parseInputDate', () => {
  it('parses MM/DD/YYYY to local midnight', () => {
    const date = parseInputDate('11/22/2026');
    expect(date).not.toBeNull();
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2026, 10, 22, 0]);
  });

  it('ignores surrounding spaces', () => {
    expect(parseInputDate(' 01/05/2026 ')?.getDate()).toBe(5);
  });

  it('accepts Feb 29 only in leap years', () => {
    expect(parseInputDate('02/29/2024')).not.toBeNull();
    expect(parseInputDate('02/29/2000')).not.toBeNull();
    expect(parseInputDate('02/29/2023')).toBeNull();
    expect(parseInputDate('02/29/1900')).toBeNull();
  });

  it('handles years below 100 without the 19xx shift', () => {
    expect(parseInputDate('03/04/0050')?.getFullYear()).toBe(50);
  });

  it.each([
    '',
    '1/5/2026',
    '01/5/2026',
    '2026-01-05',
    '13/01/2026',
    '00/10/2026',
    '01/00/2026',
    '04/31/2026',
    '02/30/2024',
    '01/32/2026',
    '01/05/26',
    '01/05/20260',
    'ab/cd/efgh',
    '01-05-2026',
    '01/05/2026x',
    '01/01/0000',
  ])('rejects %j', (text) => {
    expect(parseInputDate(text)).toBeNull();
  });

  it('rejects missing input', () => {
    expect(parseInputDate(null)).toBeNull();
    expect(parseInputDate(undefined)).toBeNull();
  });
});

describe('formatInputDate', () => {
  it('writes MM/DD/YYYY and round-trips', () => {
    expect(formatInputDate(new Date(2026, 0, 5))).toBe('01/05/2026');
    const parsed = parseInputDate('12/31/1999');
    expect(parsed && formatInputDate(parsed)).toBe('12/31/1999');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatInputDate(new Date(NaN))).toBe('');
  });
});

describe('year-month names', () => {
  it('names a contract month short or long, with its year', () => {
    expect(formatYearMonth('2026-09')).toBe('Sep 2026');
    expect(formatYearMonth('2026-09', 'long')).toBe('September 2026');
    expect(monthName('2025-01')).toBe('Jan');
    expect(monthName('2025-12', 'long')).toBe('December');
  });

  it('leaves anything that is not a month as it is', () => {
    expect(formatYearMonth('2026-13')).toBe('2026-13');
    expect(formatYearMonth('soon')).toBe('soon');
    expect(monthName('2026-00')).toBe('2026-00');
  });
});
