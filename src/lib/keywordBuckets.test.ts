import { describe, expect, it } from 'vitest';

import { KEYWORD_COUNT_BUCKET_LABELS, keywordCountBucket } from './keywordBuckets';

describe('keywordCountBucket', () => {
  it.each([
    [0, '0'],
    [1, '1-5'],
    [5, '1-5'],
    [6, '6-10'],
    [10, '6-10'],
    [11, '11-20'],
    [20, '11-20'],
    [21, '21-50'],
    [50, '21-50'],
    [51, '51-100'],
    [100, '51-100'],
    [101, '101-500'],
    [500, '101-500'],
    [501, '501-2000'],
    [2000, '501-2000'],
    [2001, '2001-10000'],
    [10000, '2001-10000'],
    [10001, 'over 10000'],
    [5_000_000, 'over 10000'],
    [Infinity, 'over 10000'],
  ])('%d → %s', (count, label) => {
    expect(keywordCountBucket(count)).toBe(label);
  });

  it('rounds fractions down', () => {
    expect(keywordCountBucket(5.9)).toBe('1-5');
    expect(keywordCountBucket(0.5)).toBe('0');
    expect(keywordCountBucket(10000.5)).toBe('2001-10000');
  });

  it.each([null, undefined, NaN, -1])('%s → 0', (count) => {
    expect(keywordCountBucket(count)).toBe('0');
  });

  it('lists the ten labels in order', () => {
    expect(KEYWORD_COUNT_BUCKET_LABELS).toEqual([
      '0',
      '1-5',
      '6-10',
      '11-20',
      '21-50',
      '51-100',
      '101-500',
      '501-2000',
      '2001-10000',
      'over 10000',
    ]);
  });
});
