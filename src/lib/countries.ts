/** doc 1 §9; doc 2 §9 — 26 priority slots in order; slot 6 (index 5) is unused. */
export const COUNTRY_PRIORITY_ORDER: readonly (string | null)[] = [
  'US',
  'UK',
  'DE',
  'FR',
  'AR',
  null,
  'AU',
  'BE',
  'BR',
  'CA',
  'DK',
  'IN',
  'IE',
  'IT',
  'JP',
  'MX',
  'NL',
  'NZ',
  'NO',
  'PT',
  'SG',
  'ZA',
  'ES',
  'SE',
  'CH',
  'UA',
];
/** doc 1 §9 — the catalogue also has Global and Unknown. */
export const GLOBAL_COUNTRY_CODE = 'GLOBAL';
export const UNKNOWN_COUNTRY_CODE = 'UNKNOWN';
/** Not shown: the territory used when the environment has none. */
export const DEFAULT_COUNTRY_CODE = 'US';

/**
 * doc 1 §9; doc 2 §3, §9 — one entry of the country catalogue: what the territory pickers show. Its
 * adjectival and search engine are in ./countryDetails.ts, out of the home page's first chunk.
 */
export interface Country {
  /** Two-letter code as the product uses it ('UK', not ISO 'GB'), or GLOBAL / UNKNOWN. */
  readonly code: string;
  readonly name: string;
  /** A flag emoji (🌐 for Global, 🏳️ for Unknown). */
  readonly icon: string;
  /** 1..26 for the main countries (6 is unused); null for Global and Unknown. */
  readonly priority: number | null;
}

type MainCountry = Omit<Country, 'priority'>;

const MAIN: readonly MainCountry[] = [
  { code: 'US', name: 'United States', icon: '🇺🇸' },
  { code: 'UK', name: 'United Kingdom', icon: '🇬🇧' },
  { code: 'DE', name: 'Germany', icon: '🇩🇪' },
  { code: 'FR', name: 'France', icon: '🇫🇷' },
  { code: 'AR', name: 'Argentina', icon: '🇦🇷' },
  { code: 'AU', name: 'Australia', icon: '🇦🇺' },
  { code: 'BE', name: 'Belgium', icon: '🇧🇪' },
  { code: 'BR', name: 'Brazil', icon: '🇧🇷' },
  { code: 'CA', name: 'Canada', icon: '🇨🇦' },
  { code: 'DK', name: 'Denmark', icon: '🇩🇰' },
  { code: 'IN', name: 'India', icon: '🇮🇳' },
  { code: 'IE', name: 'Ireland', icon: '🇮🇪' },
  { code: 'IT', name: 'Italy', icon: '🇮🇹' },
  { code: 'JP', name: 'Japan', icon: '🇯🇵' },
  { code: 'MX', name: 'Mexico', icon: '🇲🇽' },
  { code: 'NL', name: 'Netherlands', icon: '🇳🇱' },
  { code: 'NZ', name: 'New Zealand', icon: '🇳🇿' },
  { code: 'NO', name: 'Norway', icon: '🇳🇴' },
  { code: 'PT', name: 'Portugal', icon: '🇵🇹' },
  { code: 'SG', name: 'Singapore', icon: '🇸🇬' },
  { code: 'ZA', name: 'South Africa', icon: '🇿🇦' },
  { code: 'ES', name: 'Spain', icon: '🇪🇸' },
  { code: 'SE', name: 'Sweden', icon: '🇸🇪' },
  { code: 'CH', name: 'Switzerland', icon: '🇨🇭' },
  { code: 'UA', name: 'Ukraine', icon: '🇺🇦' },
];

function priorityOf(code: string): number {
  const index = COUNTRY_PRIORITY_ORDER.indexOf(code);
  if (index < 0) throw new Error(`Country ${code} has no priority slot`);
  return index + 1;
}

/** The 25 main countries, in priority order (US 1 … UA 26, slot 6 unused). */
export const MAIN_COUNTRIES: readonly Country[] = MAIN.map((c) => ({ ...c, priority: priorityOf(c.code) }));

/** doc 1 §9 — the catalogue also carries Global and Unknown (no priority). */
export const GLOBAL_COUNTRY: Country = {
  code: GLOBAL_COUNTRY_CODE,
  name: 'Global',
  icon: '🌐',
  priority: null,
};
export const UNKNOWN_COUNTRY: Country = {
  code: UNKNOWN_COUNTRY_CODE,
  name: 'Unknown',
  icon: '🏳️',
  priority: null,
};

/** The whole catalogue: main countries then Global and Unknown. */
export const COUNTRIES: readonly Country[] = [...MAIN_COUNTRIES, GLOBAL_COUNTRY, UNKNOWN_COUNTRY];

/** ISO codes that mean a catalogue code under another name. */
const ALIASES: Readonly<Record<string, string>> = { GB: 'UK' };

/** The main countries sorted by priority (ascending). */
export function countriesByPriority(): Country[] {
  return [...MAIN_COUNTRIES].sort((a, b) => (a.priority ?? Infinity) - (b.priority ?? Infinity));
}

/** Look a country up by code, case-insensitively ('gb' finds UK). Undefined when unknown. */
export function findCountry(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  const wanted = ALIASES[upper] ?? upper;
  return COUNTRIES.find((c) => c.code === wanted);
}
