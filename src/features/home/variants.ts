/**
 * Home page variants (doc 1 §2): one of ids 1 to 10, from the query parameter alt, else from the
 * stored variant id; the id is written back into the alt query. Our design for the rest:
 * - a valid alt is stored, so a visitor who came through a campaign link keeps their variant;
 * - with neither a valid alt nor a stored id the default page shows (variant 1), nothing is stored
 *   and the URL carries no alt (an invalid alt is dropped);
 * - the id lives in localStorage under HOME_VARIANT_STORAGE_KEY.
 */
import { DEFAULT_HOME_VARIANT_ID, HOME_VARIANT_IDS, HOME_VARIANT_STORAGE_KEY } from '../../lib/spec/navigation';

export interface VariantChoice {
  /** The variant to show. */
  id: number;
  source: 'query' | 'storage' | 'default';
  /** The alt query the URL should carry: the id, or null for none. */
  alt: string | null;
}

/** A variant id from text: a whole number among the variant ids, else null. */
export function parseVariantId(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return HOME_VARIANT_IDS.includes(id) ? id : null;
}

/** The variant from the alt query, else the stored id, else the default page. */
export function chooseVariant(alt: string | null, stored: string | null): VariantChoice {
  const fromQuery = parseVariantId(alt);
  if (fromQuery !== null) return { id: fromQuery, source: 'query', alt: String(fromQuery) };
  const fromStorage = parseVariantId(stored);
  if (fromStorage !== null) return { id: fromStorage, source: 'storage', alt: String(fromStorage) };
  return { id: DEFAULT_HOME_VARIANT_ID, source: 'default', alt: null };
}

type VariantStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where it is unavailable (blocked cookies, private modes). */
function defaultStorage(): VariantStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredVariant(storage: VariantStorage | null = defaultStorage()): string | null {
  try {
    return storage?.getItem(HOME_VARIANT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeVariant(id: number, storage: VariantStorage | null = defaultStorage()): void {
  try {
    storage?.setItem(HOME_VARIANT_STORAGE_KEY, String(id));
  } catch {
    // A full or blocked storage only costs the visitor their variant next time.
  }
}
