/**
 * doc 1 §9 — the rest of each catalogue country (./countries.ts): its adjectival and the search
 * engine its data comes from, by the catalogue's code.
 */
import { findCountry, GLOBAL_COUNTRY_CODE, UNKNOWN_COUNTRY_CODE } from './countries';

export interface CountryDetails {
  readonly adjectival: string;
  /** The search engine the country's data comes from. */
  readonly searchEngine: string;
}

export const COUNTRY_DETAILS: Readonly<Record<string, CountryDetails>> = {
  US: { adjectival: 'American', searchEngine: 'google.com' },
  UK: { adjectival: 'British', searchEngine: 'google.co.uk' },
  DE: { adjectival: 'German', searchEngine: 'google.de' },
  FR: { adjectival: 'French', searchEngine: 'google.fr' },
  AR: { adjectival: 'Argentine', searchEngine: 'google.com.ar' },
  AU: { adjectival: 'Australian', searchEngine: 'google.com.au' },
  BE: { adjectival: 'Belgian', searchEngine: 'google.be' },
  BR: { adjectival: 'Brazilian', searchEngine: 'google.com.br' },
  CA: { adjectival: 'Canadian', searchEngine: 'google.ca' },
  DK: { adjectival: 'Danish', searchEngine: 'google.dk' },
  IN: { adjectival: 'Indian', searchEngine: 'google.co.in' },
  IE: { adjectival: 'Irish', searchEngine: 'google.ie' },
  IT: { adjectival: 'Italian', searchEngine: 'google.it' },
  JP: { adjectival: 'Japanese', searchEngine: 'google.co.jp' },
  MX: { adjectival: 'Mexican', searchEngine: 'google.com.mx' },
  NL: { adjectival: 'Dutch', searchEngine: 'google.nl' },
  NZ: { adjectival: 'New Zealand', searchEngine: 'google.co.nz' },
  NO: { adjectival: 'Norwegian', searchEngine: 'google.no' },
  PT: { adjectival: 'Portuguese', searchEngine: 'google.pt' },
  SG: { adjectival: 'Singaporean', searchEngine: 'google.com.sg' },
  ZA: { adjectival: 'South African', searchEngine: 'google.co.za' },
  ES: { adjectival: 'Spanish', searchEngine: 'google.es' },
  SE: { adjectival: 'Swedish', searchEngine: 'google.se' },
  CH: { adjectival: 'Swiss', searchEngine: 'google.ch' },
  UA: { adjectival: 'Ukrainian', searchEngine: 'google.com.ua' },
  [GLOBAL_COUNTRY_CODE]: { adjectival: 'Global', searchEngine: 'google.com' },
  [UNKNOWN_COUNTRY_CODE]: { adjectival: 'Unknown', searchEngine: 'google.com' },
};

/** A country's details by code, as findCountry finds it ('gb' finds UK); undefined when unknown. */
export function countryDetailsOf(code: string | null | undefined): CountryDetails | undefined {
  const country = findCountry(code);
  return country ? COUNTRY_DETAILS[country.code] : undefined;
}
