import { describe, expect, it } from 'vitest';

import {
  assertOptionsHaveValues,
  assertValidMax,
  DEFAULT_MAX,
  type DropdownOption,
  filterOptions,
  shouldOfferCreate,
  shouldOpenList,
} from './searchableDropdownRules';
import { DROPDOWN_DEFAULT_RESULTS } from '../../lib/spec/widgets';

const OPTIONS: DropdownOption[] = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Alphabet' },
  { value: 'c', label: 'Alpine' },
  { value: 'd', label: 'Alps' },
  { value: 'e', label: 'Altitude' },
  { value: 'f', label: 'Also' },
  { value: 'g', label: 'Beta' },
];

describe('max', () => {
  it('defaults to the constant (5)', () => {
    expect(DEFAULT_MAX).toBe(DROPDOWN_DEFAULT_RESULTS);
    expect(DEFAULT_MAX).toBe(5);
  });

  it.each([1, 5, 1000, false])('accepts %s', (max) => {
    expect(() => assertValidMax(max)).not.toThrow();
  });

  it.each([0, -1, 2.5, Number.NaN, Infinity, true, '5', null, undefined])(
    'rejects %s with a developer error',
    (max) => {
      expect(() => assertValidMax(max)).toThrow(/max must be a positive number or false/);
    },
  );
});

describe('options need values', () => {
  it('passes when every option has a value', () => {
    expect(() => assertOptionsHaveValues(OPTIONS)).not.toThrow();
  });

  it.each([undefined, null, ''])('throws for the value %s', (value) => {
    const options = [
      { value: 'a', label: 'A' },
      { value, label: 'Broken' },
    ] as unknown as DropdownOption[];
    expect(() => assertOptionsHaveValues(options)).toThrow(
      'Dropdown option 1 (Broken) has no value; every option needs one.',
    );
  });

  it('throws for the reserved create key', () => {
    expect(() => assertOptionsHaveValues([{ value: '__create_new__', label: 'X' }])).toThrow(/reserved/);
  });
});

describe('filterOptions', () => {
  it('keeps the options containing the trimmed search, ignoring case, in order, 5 by default', () => {
    expect(filterOptions(OPTIONS, '  AL ').map((o) => o.value)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('false lists every match', () => {
    expect(filterOptions(OPTIONS, 'al', false)).toHaveLength(6);
  });

  it('a positive max caps the list', () => {
    expect(filterOptions(OPTIONS, 'alp', 2).map((o) => o.label)).toEqual(['Alpha', 'Alphabet']);
  });

  it('an empty search matches everything (then capped)', () => {
    expect(filterOptions(OPTIONS, '   ')).toHaveLength(5);
    expect(filterOptions(OPTIONS, '', false)).toHaveLength(7);
  });

  it('nothing matching gives an empty list', () => {
    expect(filterOptions(OPTIONS, 'zeta')).toEqual([]);
  });

  it('rejects an invalid max', () => {
    expect(() => filterOptions(OPTIONS, 'a', 0)).toThrow();
  });
});

describe('shouldOfferCreate', () => {
  it('offers create for a new trimmed text when allowed', () => {
    expect(shouldOfferCreate(OPTIONS, '  Gamma ', true)).toBe(true);
  });

  it('not when creating is not allowed', () => {
    expect(shouldOfferCreate(OPTIONS, 'Gamma', false)).toBe(false);
    expect(shouldOfferCreate(OPTIONS, 'Gamma', undefined)).toBe(false);
  });

  it('not for an empty or blank search', () => {
    expect(shouldOfferCreate(OPTIONS, '', true)).toBe(false);
    expect(shouldOfferCreate(OPTIONS, '   ', true)).toBe(false);
  });

  it('not when an option matches exactly, ignoring case and surrounding spaces', () => {
    expect(shouldOfferCreate(OPTIONS, ' alPHA ', true)).toBe(false);
    expect(shouldOfferCreate(OPTIONS, 'G', true)).toBe(false); // matches a value
  });

  it('a partial match still offers create', () => {
    expect(shouldOfferCreate(OPTIONS, 'Alph', true)).toBe(true);
  });
});

describe('shouldOpenList', () => {
  it('opens only on non-empty trimmed text', () => {
    expect(shouldOpenList('')).toBe(false);
    expect(shouldOpenList('   ')).toBe(false);
    expect(shouldOpenList(' a ')).toBe(true);
  });
});
