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

/** doc 1 §9; doc 2 §3, §9 — one entry of the country catalogue. */
export interface Country {
  /** Two-letter code as the product uses it ('UK', not ISO 'GB'), or GLOBAL / UNKNOWN. */
  readonly code: string;
  readonly name: string;
  readonly adjectival: string;
  /** A flag emoji (🌐 for Global, 🏳️ for Unknown). */
  readonly icon: string;
  /** The search engine the country's data comes from. */
  readonly searchEngine: string;
  /** 1..26 for the main countries (6 is unused); null for Global and Unknown. */
  readonly priority: number | null;
}

type MainCountry = Omit<Country, 'priority'>;

const MAIN: readonly MainCountry[] = [
  { code: 'US', name: 'United States', adjectival: 'American', icon: '🇺🇸', searchEngine: 'google.com' },
  { code: 'UK', name: 'United Kingdom', adjectival: 'British', icon: '🇬🇧', searchEngine: 'google.co.uk' },
  { code: 'DE', name: 'Germany', adjectival: 'German', icon: '🇩🇪', searchEngine: 'google.de' },
  { code: 'FR', name: 'France', adjectival: 'French', icon: '🇫🇷', searchEngine: 'google.fr' },
  { code: 'AR', name: 'Argentina', adjectival: 'Argentine', icon: '🇦🇷', searchEngine: 'google.com.ar' },
  { code: 'AU', name: 'Australia', adjectival: 'Australian', icon: '🇦🇺', searchEngine: 'google.com.au' },
  { code: 'BE', name: 'Belgium', adjectival: 'Belgian', icon: '🇧🇪', searchEngine: 'google.be' },
  { code: 'BR', name: 'Brazil', adjectival: 'Brazilian', icon: '🇧🇷', searchEngine: 'google.com.br' },
  { code: 'CA', name: 'Canada', adjectival: 'Canadian', icon: '🇨🇦', searchEngine: 'google.ca' },
  { code: 'DK', name: 'Denmark', adjectival: 'Danish', icon: '🇩🇰', searchEngine: 'google.dk' },
  { code: 'IN', name: 'India', adjectival: 'Indian', icon: '🇮🇳', searchEngine: 'google.co.in' },
  { code: 'IE', name: 'Ireland', adjectival: 'Irish', icon: '🇮🇪', searchEngine: 'google.ie' },
  { code: 'IT', name: 'Italy', adjectival: 'Italian', icon: '🇮🇹', searchEngine: 'google.it' },
  { code: 'JP', name: 'Japan', adjectival: 'Japanese', icon: '🇯🇵', searchEngine: 'google.co.jp' },
  { code: 'MX', name: 'Mexico', adjectival: 'Mexican', icon: '🇲🇽', searchEngine: 'google.com.mx' },
  { code: 'NL', name: 'Netherlands', adjectival: 'Dutch', icon: '🇳🇱', searchEngine: 'google.nl' },
  { code: 'NZ', name: 'New Zealand', adjectival: 'New Zealand', icon: '🇳🇿', searchEngine: 'google.co.nz' },
  { code: 'NO', name: 'Norway', adjectival: 'Norwegian', icon: '🇳🇴', searchEngine: 'google.no' },
  { code: 'PT', name: 'Portugal', adjectival: 'Portuguese', icon: '🇵🇹', searchEngine: 'google.pt' },
  { code: 'SG', name: 'Singapore', adjectival: 'Singaporean', icon: '🇸🇬', searchEngine: 'google.com.sg' },
  { code: 'ZA', name: 'South Africa', adjectival: 'South African', icon: '🇿🇦', searchEngine: 'google.co.za' },
  { code: 'ES', name: 'Spain', adjectival: 'Spanish', icon: '🇪🇸', searchEngine: 'google.es' },
  { code: 'SE', name: 'Sweden', adjectival: 'Swedish', icon: '🇸🇪', searchEngine: 'google.se' },
  { code: 'CH', name: 'Switzerland', adjectival: 'Swiss', icon: '🇨🇭', searchEngine: 'google.ch' },
  { code: 'UA', name: 'Ukraine', adjectival: 'Ukrainian', icon: '🇺🇦', searchEngine: 'google.com.ua' },
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
  adjectival: 'Global',
  icon: '🌐',
  searchEngine: 'google.com',
  priority: null,
};
export const UNKNOWN_COUNTRY: Country = {
  code: UNKNOWN_COUNTRY_CODE,
  name: 'Unknown',
  adjectival: 'Unknown',
  icon: '🏳️',
  searchEngine: 'google.com',
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
