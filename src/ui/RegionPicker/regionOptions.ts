/** doc 1 §9; doc 2 §3, §9 — the regions the picker offers and how the search filters them. */
import { type Country, countriesByPriority, GLOBAL_COUNTRY, UNKNOWN_COUNTRY } from '../../lib/countries';

// Our own wording, kept beside the widget (spec texts live in src/lib/spec/text.ts): the spec gives no wording for these.
export const REGION_PICKER_TEXT = {
  label: 'Region',
  search: 'Search countries',
  searchPlaceholder: 'Search...',
} as const;

/** The main countries in priority order (US, UK, DE, FR, AR, AU …), then Global and Unknown. */
export function regionOptions(): Country[] {
  return [...countriesByPriority(), GLOBAL_COUNTRY, UNKNOWN_COUNTRY];
}

/** Countries whose name or code contains the trimmed search, ignoring case; all for an empty search. */
export function filterRegions(countries: readonly Country[], search: string): Country[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return [...countries];
  return countries.filter((c) => c.name.toLowerCase().includes(wanted) || c.code.toLowerCase() === wanted);
}
