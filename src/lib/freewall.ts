import { SCRAPER_FREEWALL_DEFAULT_HASH, SCRAPER_FREEWALL_HASHES } from './spec/navigation';

/**
 * Doc 1 §4 step 2: the scraper freewall takes a visitor when it is switched on and they are not a
 * full user. The guard chain redirects on it; the paywall stands aside for it.
 */
export function scraperFreewallApplies(isSwitchedOn: boolean, isFullUser: boolean): boolean {
  return isSwitchedOn && !isFullUser;
}

export type FreewallHash = (typeof SCRAPER_FREEWALL_HASHES)[number];
export type FreewallSection = FreewallHash extends `#${infer Id}` ? Id : never;

/** Doc 1 §4 step 2: #benefits, #signup and #login are kept; any other hash means #benefits. */
export function freewallHash(hash: string): FreewallHash {
  return isFreewallHash(hash) ? hash : (SCRAPER_FREEWALL_DEFAULT_HASH as FreewallHash);
}

/** The section a hash shows, without its '#'. */
export function freewallSectionFromHash(hash: string): FreewallSection {
  return freewallHash(hash).slice(1) as FreewallSection;
}

export const FREEWALL_SECTIONS = SCRAPER_FREEWALL_HASHES.map((hash) => hash.slice(1) as FreewallSection);

function isFreewallHash(hash: string): hash is FreewallHash {
  return (SCRAPER_FREEWALL_HASHES as readonly string[]).includes(hash);
}
