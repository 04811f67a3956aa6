/**
 * The results page every provider's fixture answers for SERP_QUERY ("running shoes"): the same
 * organic results and ads, each provider's fixture dressing them in its own shape.
 */

export interface FixtureOrganic {
  position: number;
  link: string;
  title: string;
}

export interface FixtureAd {
  /** right: beside the results (SerpApi reports such ads; the shared page has none). */
  block: 'top' | 'bottom' | 'right';
  position: number;
  domain: string;
  title: string;
}

export const RUNNING_SHOES_ORGANIC: readonly FixtureOrganic[] = [
  { position: 1, link: 'https://www.nike.com/w/running-shoes', title: 'Running Shoes. Nike.com' },
  { position: 2, link: 'https://www.runnersworld.com/gear/best-running-shoes', title: 'The Best Running Shoes' },
  { position: 3, link: 'https://www.brooksrunning.com/en_us/running-shoes/', title: 'Running Shoes | Brooks' },
];

/** Two ads in the top block, one in the bottom block, in page order. */
export const RUNNING_SHOES_ADS: readonly FixtureAd[] = [
  { block: 'top', position: 1, domain: 'www.shoeshop.example', title: 'Running Shoes Sale' },
  { block: 'top', position: 2, domain: 'www.runnersworld.example', title: 'Top Running Shoes 2026' },
  { block: 'bottom', position: 1, domain: 'www.discountrunner.example', title: 'Discount Running Shoes' },
];

/**
 * The page's first ad as an adapter records it from a provider that reports the ad's copy and its
 * display URL as Google shows it (SerpApi, DataForSEO): every field, from the fixtures' dressing.
 */
export const SHOESHOP_AD_RECORD = {
  block: 'top',
  position: 1,
  headline: 'Running Shoes Sale',
  description: 'Running Shoes Sale — free delivery and returns.',
  displayUrl: 'https://www.shoeshop.example › running',
  landingUrl: 'https://www.shoeshop.example/running',
} as const;
