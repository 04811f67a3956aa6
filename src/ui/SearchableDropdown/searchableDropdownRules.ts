/**
 * doc 2 §5, §9 — the pure rules shared by the searchable dropdown and the select: which options
 * are listed for a search, how many, and whether 'Create new' is offered.
 */
import { DROPDOWN_DEFAULT_RESULTS } from '../../lib/spec/widgets';

/** One choice of a dropdown or select. Every option needs a value (doc 2 §5). */
export interface DropdownOption {
  value: string;
  label: string;
}

/** A positive whole number of results to list, or false to list every match. */
export type DropdownMax = number | false;

/** The default number of results (doc 2 §9: 5). */
export const DEFAULT_MAX: DropdownMax = DROPDOWN_DEFAULT_RESULTS;

/** The key of the synthetic 'Create new' entry; no real option may use it. */
export const CREATE_OPTION_KEY = '__create_new__';

/** Developer error unless `max` is a positive whole number or false. */
export function assertValidMax(max: unknown): asserts max is DropdownMax {
  if (max === false) return;
  if (typeof max === 'number' && Number.isInteger(max) && max > 0) return;
  throw new Error(`Dropdown max must be a positive number or false, got ${String(max)}.`);
}

/** Developer error when an option has no value (undefined, null or the empty string). */
export function assertOptionsHaveValues(options: readonly Partial<DropdownOption>[]): void {
  options.forEach((option, index) => {
    const value: unknown = option.value;
    if (value === undefined || value === null || value === '') {
      throw new Error(`Dropdown option ${index} (${String(option.label)}) has no value; every option needs one.`);
    }
    if (value === CREATE_OPTION_KEY) {
      throw new Error(`Dropdown option value "${CREATE_OPTION_KEY}" is reserved.`);
    }
  });
}

/** Case-insensitive, trimmed comparison key. */
function key(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * The options whose label contains the trimmed search, ignoring case, in their given order, at
 * most `max` of them (false = all). An empty search matches every option.
 */
export function filterOptions<T extends DropdownOption>(
  options: readonly T[],
  search: string,
  max: DropdownMax = DEFAULT_MAX,
): T[] {
  assertValidMax(max);
  const wanted = key(search);
  const matches = wanted === '' ? [...options] : options.filter((o) => key(o.label).includes(wanted));
  return max === false ? matches : matches.slice(0, max);
}

/**
 * 'Create new' is offered only when creating is allowed, the trimmed search is non-empty and no
 * option matches it exactly (label or value), ignoring case.
 */
export function shouldOfferCreate(
  options: readonly DropdownOption[],
  search: string,
  allowCreate: boolean | undefined,
): boolean {
  if (!allowCreate) return false;
  const wanted = key(search);
  if (wanted === '') return false;
  return !options.some((o) => key(o.label) === wanted || key(o.value) === wanted);
}

/** The searchable dropdown's list opens only when the trimmed text is non-empty. */
export function shouldOpenList(search: string): boolean {
  return search.trim() !== '';
}

// Our own wording, kept beside the widget (spec texts live in src/lib/spec/text.ts): the spec names 'Create new' but not its full wording.
/** The label of the 'Create new' entry; `{text}` is the trimmed search. */
export const CREATE_NEW_TEMPLATE = 'Create new "{text}"';
