/**
 * Keyword Kombat's own wording. The specs name the page (doc 1: seo:kombat "Domain Comparison") and
 * its calls (doc 2 §7) but show none of its contents ("A venn chart screen exists, and its content
 * is not shown"): every sentence here is ours. The PPC set names are the (All, Core,
 * Consider Buying, Potential Ad Waste).
 */
export const KOMBAT_TEXT = {
  formLabel: 'Domains to compare',
  formHint: 'Compare your domain with one or two competitors.',
  yourDomain: 'Your domain',
  competitor: 'Competitor {number}',
  placeholder: 'e.g. example.com',
  compare: 'Compare',
  checking: 'Checking the domains…',
  // Input errors (validation answers of GetOrganicDomainValidation / GetOrganicDomainListValidations).
  required: 'Enter your domain.',
  needsCompetitor: 'Enter at least one competitor to compare with.',
  notADomain: '{value} is not a domain. Enter a domain such as example.com.',
  noData: 'We have no organic keywords for {domain} this month.',
  duplicate: '{domain} is already in the comparison.',
  validationFailed: 'We could not check the domains. Try again.',
  // The Kombat calls ask a logged-out visitor to log in (401).
  loginHeading: 'Log in to compare domains',
  loginBody: 'Keyword Kombat compares domains for logged-in users. Log in, or sign up for free, to see the comparison.',
  logIn: 'Log in',
  // Invalid domains in the URL.
  invalidHeading: 'These domains cannot be compared',
  invalidBody: 'Correct the domains marked below and compare again.',
  // Before a comparison.
  promptHeading: 'Compare domains',
  promptBody: 'Enter your domain and up to two competitors to see the keywords you share and the ones you miss.',
  // The Venn and its regions.
  vennLabel: 'Organic keywords of {domains}',
  vennLoading: 'Loading the comparison…',
  vennFailed: 'We could not load the comparison.',
  retry: 'Retry',
  regionsLabel: 'Keyword overlap regions',
  regionsHint: 'Choose a region of the chart, or one of these, to list its keywords.',
  allRegions: 'All keywords',
  onlyDomain: 'Only {domain}',
  sharedBy: 'Shared by {domains}',
  regionKeywords: '{count} keywords',
  // A Venn region's accessible name: which domains, and how many keywords.
  vennRegionName: '{region}: {count} keywords',
  regionSearches: '{count} monthly searches',
  regionsTableCaption: 'Keywords and monthly searches per overlap region',
  regionColumn: 'Region',
  keywordsColumn: 'Keywords',
  searchesColumn: 'Monthly searches',
  monthNote: 'Figures for {month}',
  // The list.
  tableLabel: 'Keywords: {region}',
  rowCount: '{count} keywords',
  noDataHeading: 'No keywords to compare',
  noDataBody: 'None of {domains} ranks in the top 100 this month.',
  /** The match-type radios' group name of the keyword list's searches column. */
  monthlySearchesMatchType: 'Monthly searches match type',
  columns: {
    keyword: 'Keyword',
    monthlySearches: 'Monthly searches',
    costPerClick: 'Cost per click',
    rankingDifficulty: 'Difficulty',
  },
  rankOf: 'Rank: {domain}',
  // PPC.
  setsLabel: 'Paid keyword sets',
  sets: {
    all: 'All',
    core: 'Core',
    considerbuying: 'Consider Buying',
    adwaste: 'Potential Ad Waste',
  },
  setHints: {
    all: 'Every keyword {domain} buys ads on.',
    core: 'Keywords {domain} and its compared competitors all buy.',
    considerbuying: 'Keywords a compared competitor buys and {domain} does not.',
    adwaste: 'Keywords {domain} buys that no compared competitor buys.',
  },
  paidComparedWith: 'The paid sets compare {domain} with its closest paid competitors: {rivals}.',
  paidCompetitorsNote:
    'The paid sets use the closest paid competitors the data names; the competitors entered above are not used for them.',
  paidTableLabel: 'Paid keywords of {domain}: {set}',
  paidColumns: {
    keyword: 'Keyword',
    advertiser: 'Advertiser',
    position: 'Ad position',
    volume: 'Monthly searches',
    cpc: 'Cost per click',
    clicks: 'Est. monthly clicks',
    cost: 'Est. monthly cost',
    monthsAdvertised: 'Months advertised',
    /** The selector's radios of the searches column. */
    volumeMatchType: 'Monthly searches match type',
  },
} as const;
