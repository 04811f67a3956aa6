import { describe, expect, it } from 'vitest';

import { figuresNote, monthLabel, shortMonthLabel } from './figuresNote';

describe('monthLabel', () => {
  it('names the month and year', () => {
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(monthLabel('2025-01')).toBe('January 2025');
    expect(shortMonthLabel('2025-12')).toBe('Dec 2025');
  });

  it('leaves anything that is not a month as it is', () => {
    expect(monthLabel('2026-13')).toBe('2026-13');
    expect(monthLabel('October')).toBe('October');
  });
});

describe('figuresNote', () => {
  it('names the month and the CTR curve', () => {
    expect(figuresNote({ month: '2026-10', curve: { name: 'Sistrix 2020' } })).toBe(
      'Figures for October 2026 · CTR curve: Sistrix 2020',
    );
  });

  it('is null for an empty corpus', () => {
    expect(figuresNote({ month: null, curve: { name: 'Sistrix 2020' } })).toBeNull();
  });
});
