import { describe, expect, it, vi } from 'vitest';

import { HOME_VARIANTS } from './texts';
import { chooseVariant, parseVariantId, readStoredVariant, storeVariant } from './variants';
import { DEFAULT_HOME_VARIANT_ID, HOME_VARIANT_IDS, HOME_VARIANT_STORAGE_KEY } from '../../lib/spec/navigation';

describe('home variants', () => {
  it('has copy for each of the 10 ids', () => {
    expect(HOME_VARIANTS.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(HOME_VARIANTS).toHaveLength(HOME_VARIANT_IDS.length);
    expect(new Set(HOME_VARIANTS.map((v) => v.lede)).size).toBe(HOME_VARIANT_IDS.length);
  });

  it('reads ids 1 to 10 only', () => {
    expect(parseVariantId('1')).toBe(1);
    expect(parseVariantId(' 10 ')).toBe(10);
    expect(parseVariantId('03')).toBe(3);
    for (const bad of ['0', '11', '-1', '2.5', 'abc', '', null, undefined, '1e1']) {
      expect(parseVariantId(bad)).toBeNull();
    }
  });

  it('takes the alt query first and writes it back in its canonical form', () => {
    expect(chooseVariant('3', '7')).toEqual({ id: 3, source: 'query', alt: '3' });
    expect(chooseVariant('03', null)).toEqual({ id: 3, source: 'query', alt: '3' });
  });

  it('falls back to the stored id and writes it into the alt query', () => {
    expect(chooseVariant(null, '7')).toEqual({ id: 7, source: 'storage', alt: '7' });
    expect(chooseVariant('99', '7')).toEqual({ id: 7, source: 'storage', alt: '7' });
  });

  it('shows the default page with no alt when neither is valid', () => {
    expect(chooseVariant(null, null)).toEqual({ id: DEFAULT_HOME_VARIANT_ID, source: 'default', alt: null });
    expect(chooseVariant('zero', '42')).toEqual({ id: DEFAULT_HOME_VARIANT_ID, source: 'default', alt: null });
  });

  it('stores and reads the id, and survives a storage that throws', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    storeVariant(4, storage);
    expect(data.get(HOME_VARIANT_STORAGE_KEY)).toBe('4');
    expect(readStoredVariant(storage)).toBe('4');
    const broken = {
      getItem: vi.fn(() => {
        throw new Error('blocked');
      }),
      setItem: vi.fn(() => {
        throw new Error('full');
      }),
    };
    expect(readStoredVariant(broken)).toBeNull();
    expect(() => storeVariant(4, broken)).not.toThrow();
    expect(readStoredVariant(null)).toBeNull();
  });
});
