/**
 * The home page's own copy for its first render (doc 1 §1, §2, §4 give its parts but not its
 * words): the hero, the search box, the variants and the logo strip. The copy of the sections that
 * load later is in ./sectionTexts.ts, so it stays out of the first chunk. Spec texts come from
 * src/lib/spec (UI_TEXT.trustedBy …). Everything written here is ours.
 */
import { HOME_VARIANT_IDS } from '../../lib/spec/navigation';
import { fill } from '../../lib/spec/textCore';

export const HOME_TEXT = {
  searchLabel: 'Domain, URL or keyword',
  searchPlaceholder: 'Enter a domain, URL or keyword',
  searchFormLabel: 'Search Rivalscope',
  territoryLabel: 'Country database',
  searching: 'Searching…',
  suggestionsAvailable: '{count} suggestions available. Use the up and down arrows to choose one.',
  suggestionAvailable: '1 suggestion available. Use the down arrow to choose it.',
  demoSuggestions: 'Suggestions from the demo data set',
  resultTypes: { domain: 'Domain', url: 'URL', term: 'Keyword' },
  heroNote: 'Free to try. No credit card required.',
  createFreeAccount: 'Create a free account',
  tryItFree: 'Try it free',
  openMySites: 'Open My Sites',
} as const;

/** What a screen reader hears when `count` suggestions arrive. */
export function suggestionsAnnouncement(count: number): string {
  return count === 1 ? HOME_TEXT.suggestionAvailable : fill(HOME_TEXT.suggestionsAvailable, { count });
}

// ---------------------------------------------------------------------------------------------
// Variants (doc 1 §2: ids 1 to 10). Our design: a variant changes the sentence under the <h1> and
// the search button's label; the <h1> stays the route title on every variant.

export interface HomeVariant {
  id: number;
  lede: string;
  submitLabel: string;
}

const VARIANT_COPY: readonly Omit<HomeVariant, 'id'>[] = [
  {
    lede: 'The marketing revenue engine for SEO and PPC profits: see the keywords, ads and backlinks that earn your competitors their traffic, then win it for yourself.',
    submitLabel: 'Search',
  },
  {
    lede: 'Type in any competitor and get every keyword they rank for, every ad they have run and every link pointing at them, in seconds.',
    submitLabel: 'Search',
  },
  {
    lede: 'Stop guessing which keywords pay. See the ones your competitors have been profitably buying for years, and start there.',
    submitLabel: 'Show me',
  },
  {
    lede: "Find the organic keywords your competitors rank for and you don't, and the pages you need to build to take them.",
    submitLabel: 'Find the gaps',
  },
  {
    lede: 'Every ad your competitors have tested, every keyword they bid on, and what they stopped paying for, all in one search.',
    submitLabel: 'See their ads',
  },
  {
    lede: 'Research competitors, track rankings and send white-label reports from one place, built for agencies that bill by results.',
    submitLabel: 'Search',
  },
  {
    lede: "Turn a competitor's domain into a ready-made keyword plan for SEO and PPC, with the volume, cost and difficulty to prioritise it.",
    submitLabel: 'Build my plan',
  },
  {
    lede: 'See who ranks, who bids and who links, for any keyword in every country we cover.',
    submitLabel: 'Search',
  },
  {
    lede: 'Your competitors have already paid to learn which keywords convert. Look up their domain and use what they learned.',
    submitLabel: 'Look it up',
  },
  {
    lede: 'Find link opportunities, keyword gaps and ad ideas in one search, then keep them organised in projects your team shares.',
    submitLabel: 'Search',
  },
];

/** The ten variants, by id (1 is the default page). */
export const HOME_VARIANTS: readonly HomeVariant[] = HOME_VARIANT_IDS.map((id, index) => {
  const copy = VARIANT_COPY[index];
  if (!copy) throw new Error(`Home variant ${id} has no copy`);
  return { id, ...copy };
});

// ---------------------------------------------------------------------------------------------
// 'Trusted by the brands you trust': text wordmarks with a small drawn mark (no images).
// Placeholder customers: replace with real customer names (and their permission) before launch.

export type LogoMark = 'circle' | 'square' | 'triangle' | 'diamond' | 'ring' | 'bars';

export const TRUSTED_BRANDS: readonly { name: string; mark: LogoMark }[] = [
  { name: 'Northwind Outfitters', mark: 'triangle' },
  { name: 'Brightline Dental', mark: 'circle' },
  { name: 'Halcyon Travel', mark: 'ring' },
  { name: 'Copperleaf Home', mark: 'diamond' },
  { name: 'Meridian Legal', mark: 'square' },
  { name: 'Atlas Freight', mark: 'bars' },
];
