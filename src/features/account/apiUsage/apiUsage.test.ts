import { describe, expect, it } from 'vitest';

import { axisLabel, chronological, generateFailureOf, hasUsage, maskKey, monthLabel, shareOfLimit } from './apiUsage';
import { ApiError } from '../../../api/client';

const month = (m: string, rowsUsed: number) => ({ month: m, rowsUsed, rowLimit: 10_000 });

describe('months', () => {
  it('reads YYYY-MM as the table and the chart show it', () => {
    expect(monthLabel('2025-05')).toBe('May 2025');
    expect(monthLabel('2024-12')).toBe('Dec 2024');
    expect(axisLabel('2025-01', false)).toEqual(['Jan', '2025']);
    expect(axisLabel('2025-05', false)).toEqual(['May', null]);
    expect(axisLabel('2024-06', true)).toEqual(['Jun', '2024']);
  });

  it('puts the months oldest first for the chart, across a new year', () => {
    const newestFirst = [month('2025-01', 3), month('2024-12', 2), month('2024-11', 1)];
    expect(chronological(newestFirst).map((m) => m.month)).toEqual(['2024-11', '2024-12', '2025-01']);
    expect(newestFirst[0]!.month).toBe('2025-01');
  });

  it('counts as used only a month with rows', () => {
    expect(hasUsage([])).toBe(false);
    expect(hasUsage([month('2025-05', 0), month('2025-04', 0)])).toBe(false);
    expect(hasUsage([month('2025-05', 0), month('2025-04', 1)])).toBe(true);
  });
});

describe('shareOfLimit', () => {
  it('rounds down, so the allowance reads as whole only when it is', () => {
    expect(shareOfLimit(1_240, 10_000)).toBe(12);
    expect(shareOfLimit(9_999, 10_000)).toBe(99);
    expect(shareOfLimit(10_000, 10_000)).toBe(100);
    expect(shareOfLimit(12_500, 10_000)).toBe(125);
    expect(shareOfLimit(5, 0)).toBe(0);
  });
});

describe('maskKey', () => {
  it('hides a new key as the server shows a stored one', () => {
    expect(maskKey('rs_8c1e6a4d4e8b9c1a2d7e5f0b9a113f2b5d0c7e11')).toBe('rs_8c1e6a4d…');
  });
});

describe('generateFailureOf', () => {
  it('reads a 403 as a plan without API access', () => {
    expect(generateFailureOf(new ApiError(403, 'API access needs a paid plan.'))).toBe('notEntitled');
    expect(generateFailureOf(new ApiError(500, 'boom'))).toBe('failed');
    expect(generateFailureOf(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
