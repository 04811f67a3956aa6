/**
 * My Sites (/hq) and Competitor Projects (/competitor-projects). Doc 1 §2 names the pages (the
 * logged-in home, the Campaign Dashboard) but gives no wording for them: our own, beside the screen.
 * The lock text of a throttled row is the spec's (UI_TEXT.unlockAllTheData).
 */
export const MY_SITES_TEXT = {
  loading: 'Loading your projects…',
  loadFailed: 'We could not load your projects.',
  retry: 'Retry',
  listLabel: 'Your projects',
  // Empty state
  emptyHeading: 'Track your first site',
  emptyBody:
    'A project groups one of your sites with the keywords you track and the competitors you watch. Create one and its organic and paid figures show here, next to its keyword list.',
  createFirstProject: 'Create your first project',
  createProject: 'Create project',
  // A card
  noDomain: 'No domain set for this project.',
  addDomain: 'Add a domain',
  figuresLoading: 'Loading the figures of {domain}…',
  figuresFailed: 'We could not load the figures of {domain}.',
  retryFiguresOf: 'Retry the figures of {domain}',
  noDataYet: 'No data for this domain yet',
  figuresMonth: 'Figures for {month}',
  organicKeywords: 'Organic keywords',
  seoClicks: 'Est. monthly SEO clicks',
  seoClickValue: 'SEO click value',
  paidKeywords: 'Paid keywords',
  keywordCount: '{count} keywords in the project',
  keywordCountOne: '1 keyword in the project',
  keywordCountLoading: 'Counting the keywords…',
  keywordCountFailed: 'Keyword count unavailable.',
  retryKeywordCountOf: 'Retry the keyword count of {project}',
  domainOverview: 'Domain overview',
  domainOverviewOf: 'Domain overview of {domain}',
  openKeywords: 'Open keywords',
  openKeywordsOf: 'Open keywords of {project}',
  // Competitor projects
  competitorsHeading: 'Top organic competitors',
  competitorsLoading: 'Loading the competitors of {domain}…',
  competitorsFailed: 'We could not load the competitors of {domain}.',
  retryCompetitorsOf: 'Retry the competitors of {domain}',
  noCompetitors: 'No competitors found for this domain yet',
  sharedKeywords: '{count} shared keywords',
  kombat: 'Kombat',
  kombatOf: 'Kombat: {domain} vs {competitor}',
  kombatTop: 'Kombat: top two competitors',
  kombatTopOf: 'Kombat: top two competitors of {domain}',
  competitorOverviewOf: 'Domain overview of {competitor}',
} as const;
