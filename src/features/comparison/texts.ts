/**
 * The comparison page's own wording (doc 1 §1, §2 give the structure and the claims, not the copy):
 * labels, the shared sections and the plan rows. The per-competitor copy is in ./comparisons.ts.
 * Spec texts and numbers come from src/lib/spec.
 */

// doc 1 §3: the comparison page's login `source`
// ("its value is not shown"; the contract names it ComparisonPage).
export const COMPARISON_LOGIN_SOURCE = 'ComparisonPage';

/** Labels of the page (ours). `{name}` is the competitor's display name. */
export const COMPARISON_TEXT = {
  // Main navigation (doc 1 §2)
  navLabel: 'Main',
  brand: 'Rivalscope',
  brandHome: 'Rivalscope home',
  mySites: 'My Sites',
  overview: 'Overview',
  keywordResearch: 'Keyword Research',
  aiTools: 'AI Tools',
  moreTools: 'More Tools',
  opensInNewTab: '(opens in a new tab)',
  // Below the md breakpoint the navigation folds behind this button.
  menu: 'Menu',
  // Hero
  heroCta: 'Start your membership',
  heroReassurance: '{days}-day money-back guarantee · No contracts · Plans from {from}/month',
  // Savings
  savingsHeading: 'What you save against {name}',
  savingsPeriodLabel: 'Show costs',
  perMonth: 'Per month',
  perYear: 'Per year',
  // Plan tables
  plansHeading: 'Plans side by side',
  planColumnFeature: 'Feature',
  planColumnOurs: 'Rivalscope {plan}',
  notCompared: 'Not compared',
  // Claims
  claimsHeading: 'The data behind every search',
  // Footer
  freeAccountLead: 'Not ready to buy?',
  freeAccountLink: 'Create a free account',
  freeAccountNote: 'no credit card required',
  // Login dialog (doc 1 §3: the comparison page's login payload)
  loginTitle: 'Log in to Rivalscope',
  loginEmail: 'Email',
  loginPassword: 'Password',
  loginRemember: 'Remember me',
  loginSubmit: 'Log in',
  loginCancel: 'Cancel',
  loginForgot: 'Forgot your password?',
} as const;

/**
 * AI Tools (doc 1 §2: "AI Tools (external links)"). The spec does not list them; these are the
 * assistants marketers most often pair with their research.
 * Ours, until the partner links are known.
 */
export const AI_TOOL_LINKS = [
  { label: 'ChatGPT', href: 'https://chatgpt.com/' },
  { label: 'Google Gemini', href: 'https://gemini.google.com/' },
  { label: 'Microsoft Copilot', href: 'https://copilot.microsoft.com/' },
] as const;

/** The feature sections every comparison shows (doc 1 §1: what the product does). */
export const FEATURES = {
  heading: 'Everything you need to out-research your competitors',
  body: 'Rivalscope answers one question from every angle: what are your competitors doing in search that works, and how do you do it better?',
  items: [
    {
      title: 'Domain and URL research',
      body: 'Enter any domain or page to see the keywords it ranks for and buys, its organic and paid competitors, and how its rankings have moved over the years.',
    },
    {
      title: 'Keyword research',
      body: 'Search volume, cost per click and ranking difficulty for any keyword, the pages that rank for it today, and related keywords to widen your list.',
    },
    {
      title: 'PPC research',
      body: 'The keywords your competitors buy, the ads they run and their ad history, so you can copy what keeps working and skip what they stopped paying for.',
    },
    {
      title: 'Backlinks and outreach',
      body: 'The links behind your competitors’ rankings, and top lists of sites in your niche with contacts, ready for your outreach.',
    },
    {
      title: 'Rank tracking',
      body: 'Track where your sites rank for the keywords you choose, week after week, with the history kept for every keyword.',
    },
    {
      title: 'Projects and exports',
      body: 'Save keywords into projects with groups and labels, and export any result to CSV, Google Sheets or PDF.',
    },
  ],
} as const;

/** The agency section every comparison shows. */
export const AGENCY = {
  heading: 'Built for agencies',
  body: 'Win the pitch with a report on the prospect’s competitors, then keep the client with reports that arrive on schedule under your own brand.',
  points: [
    'White-label SEO and PPC reports with your logo, on demand or on a schedule (Professional plan).',
    'Recon reports built in four steps: the client’s domain, their keywords, their competitors, done.',
    'Team accounts: add colleagues under one subscription, each with a login of their own.',
    'Outreach top lists and lead contacts for your link-building clients.',
    'An API with documentation, to pull up to {apiRows} rows into your own dashboards.',
    'Open and self-hostable: keep client data on your own servers when a contract asks for it.',
  ],
} as const;

/** Claims (doc 1 §1: on a comparison page, 12+ years of history, over 123 million domains and 73 billion results). */
export const CLAIMS = {
  body: 'Every search draws on the same long record, so you see not only where competitors stand today but how they got there.',
  years: { value: '{years}+', label: 'years of history' },
  domains: { value: '{domains} million+', label: 'domains' },
  results: { value: '{results} billion', label: 'results' },
} as const;

/** The closing call to action; `{name}` is the competitor, `{from}` the lowest monthly price. */
export const FOOTER = {
  headingKnown: 'Ready to switch from {name}?',
  headingGeneric: 'Ready to try Rivalscope?',
  body: 'Membership starts at {from}/month, with unlimited searches and downloads, a {days}-day money-back guarantee and no contracts.',
  priceNote:
    '{name}’s prices and features are as listed on its public website in 2024, before taxes and discounts, and may have changed since: check {name}’s own pricing page before you decide. “Not compared” means we have not checked that point against {name}, so we claim nothing about it.',
  genericNote:
    'We have not compared {name} point by point, so this page only states what Rivalscope offers. Hold it up against {name}’s own pricing page.',
} as const;

/** The rows of both plan tables, in order (our side; the competitor's side is in each entry). */
export const PLAN_ROWS = {
  price: 'Monthly price',
  annual: 'Billed annually',
  searches: 'Searches',
  exports: 'Data exports',
  seo: 'SEO and keyword research',
  ppc: 'PPC research: competitors’ ads and ad history',
  backlinks: 'Backlink research',
  rankTracking: 'Rank tracking',
  whiteLabel: 'White-label reports',
  hosting: 'Where it runs',
  source: 'Source code',
  guarantee: 'Money-back guarantee',
  contract: 'Contract',
} as const;

export type PlanRowKey = keyof typeof PLAN_ROWS;

/** Our values of the plan rows (prices are filled in from constants). */
export const OUR_PLAN_VALUES = {
  annual: '{year} a year ({month}/mo)',
  searches: 'Unlimited',
  exports: 'Unlimited: CSV, Google Sheets and PDF',
  included: 'Included',
  whiteLabelBasic: 'On the Professional plan',
  hosting: 'Our cloud, or your own server',
  source: 'Open: read it, audit it, extend it',
  guarantee: '{days} days',
  contract: 'None: cancel any time',
  theirHosting: '{name}’s cloud only',
  theirSource: 'Closed',
} as const;
