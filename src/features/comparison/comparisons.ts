/**
 * The comparison pages as data (doc 1 §2, §3 "Comparison-page entry: id, name, title, description,
 * sections, footer"): one entry per competitor we know, and a generic entry for any other
 * '/{competitor}-alternative' path. The entries compare on what we can state honestly: openness and
 * self-hosting, the pricing model, and the features of doc 1 §1. What we say about a competitor is
 * limited to facts from its public website; every other point of the plan tables reads
 * "Not compared", and the footer dates the competitor's prices.
 */
import {
  AGENCY,
  CLAIMS,
  COMPARISON_TEXT,
  FEATURES,
  FOOTER,
  OUR_PLAN_VALUES,
  PLAN_ROWS,
  type PlanRowKey,
} from './texts';
import { formatNumber } from '../../lib/format';
import {
  ANNUAL_BILLING_SAVINGS_USD,
  API_ACCESS_ROW_LIMIT,
  BASIC_PLAN_MONTHLY_PRICE_USD,
  MARKETING_CLAIMS,
  MONEY_BACK_GUARANTEE_DAYS,
  PLANS_FROM_MONTHLY_PRICE_USD,
  PROFESSIONAL_PLAN_MONTHLY_PRICE_USD,
  WHITE_LABEL_REQUIRED_PLAN,
} from '../../lib/spec/purchase';
import { UI_TEXT, fill } from '../../lib/spec/text';

export type PlanName = 'Basic' | 'Professional';

/** doc 1 §9: on the comparison page, Basic is $39/mo and Professional $79/mo. */
export const PLAN_PRICES_USD: Readonly<Record<PlanName, number>> = {
  Basic: BASIC_PLAN_MONTHLY_PRICE_USD,
  Professional: PROFESSIONAL_PLAN_MONTHLY_PRICE_USD,
};

export interface CompetitorPlan {
  name: string;
  /** The monthly list price in USD, billed monthly. */
  monthlyUsd: number;
}

export interface PlanRow {
  key: PlanRowKey;
  feature: string;
  ours: string;
  /** The competitor's value; undefined reads "Not compared". */
  theirs?: string;
}

export interface PlanTable {
  plan: PlanName;
  monthlyUsd: number;
  caption: string;
  /** Our column's header ('Rivalscope Basic'). */
  oursHeader: string;
  /** The competitor's column header; no competitor column when undefined (an unknown competitor). */
  theirsHeader?: string;
  rows: readonly PlanRow[];
}

/** The two bars of the savings chart, as monthly prices. */
export interface SavingsComparison {
  ourName: string;
  ourMonthlyUsd: number;
  theirName: string;
  theirMonthlyUsd: number;
}

export interface FeatureItem {
  title: string;
  body: string;
}

export interface Claim {
  value: string;
  label: string;
}

export type ComparisonSection =
  | { kind: 'hero'; cta: string; reassurance: string }
  | { kind: 'why'; heading: string; paragraphs: readonly string[] }
  | { kind: 'savings'; heading: string; body: string; chart: SavingsComparison }
  | { kind: 'plans'; heading: string; tables: readonly [PlanTable, PlanTable] }
  | { kind: 'features'; heading: string; body: string; items: readonly FeatureItem[] }
  | { kind: 'agency'; heading: string; body: string; points: readonly string[] }
  | { kind: 'claims'; heading: string; body: string; claims: readonly Claim[] };

export type SectionKind = ComparisonSection['kind'];

export interface ComparisonFooter {
  heading: string;
  body: string;
  cta: string;
  /** Where the competitor facts come from, or why there are none. */
  note: string;
}

/** doc 1 §3: a comparison-page entry. */
export interface ComparisonEntry {
  /** The competitor id of the path (/{id}-alternative), lower case. */
  id: string;
  /** The competitor's display name. */
  name: string;
  /** The hero's headline (the page's h1 is the route title). */
  title: string;
  description: string;
  sections: readonly ComparisonSection[];
  footer: ComparisonFooter;
  /** False for the generic entry of a competitor we have no data for. */
  isKnown: boolean;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** '$39', '$139.95', '$1,211.40': whole dollars without cents, as the spec writes prices. */
export function usd(value: number): string {
  return `$${formatNumber(value, Number.isInteger(value) ? 0 : 2)}`;
}

/** The cost of a year on annual billing: 12 months less the $72 saving (doc 1 §9). */
export function annualPriceUsd(plan: PlanName): number {
  return PLAN_PRICES_USD[plan] * 12 - ANNUAL_BILLING_SAVINGS_USD;
}

const ALTERNATIVE_PATH = /^\/([a-z0-9][a-z0-9.-]*?)-alternative\/?$/i;

/**
 * The competitor id of a comparison path ('/ahrefs-alternative' → 'ahrefs'), or undefined. The same
 * rule as the app's catch-all route (src/app/routes.tsx alternativeCompetitor), which features may
 * not import.
 */
export function competitorIdFromPath(pathname: string): string | undefined {
  return ALTERNATIVE_PATH.exec(pathname)?.[1]?.toLowerCase();
}

/** A display name from an id we have no entry for: 'similar-web' → 'Similar Web'. */
export function prettifyCompetitorId(id: string): string {
  return id
    .split(/[-._]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Ids are compared without case or punctuation, so 'similar-web' finds Similarweb. */
function lookupKey(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// ---------------------------------------------------------------------------------------------
// What we state about each competitor (their public websites, 2024)

type RowFacts = Partial<Record<PlanRowKey, string>>;

interface CompetitorFacts {
  id: string;
  name: string;
  title: string;
  description: string;
  /** Why switch: the honest positioning, a paragraph each. */
  why: readonly string[];
  /** The competitor plans compared with Basic and Professional (monthly list prices), when public. */
  plans?: Readonly<Record<PlanName, CompetitorPlan>>;
  /** Facts true of both of its plans compared. */
  facts: RowFacts;
  /** Facts true of one plan only. */
  planFacts?: Partial<Record<PlanName, RowFacts>>;
}

const INCLUDED = OUR_PLAN_VALUES.included;

/** Every competitor below is a hosted, closed-source service. */
const hostedClosed = (name: string): RowFacts => ({
  hosting: fill(OUR_PLAN_VALUES.theirHosting, { name }),
  source: OUR_PLAN_VALUES.theirSource,
});

const COMPETITORS: readonly CompetitorFacts[] = [
  {
    id: 'semrush',
    name: 'Semrush',
    title: 'Competitor research without the suite-sized bill',
    description:
      'Semrush is a broad marketing suite. If what you use it for is seeing the keywords, ads and links behind your competitors, Rivalscope does that job with unlimited searches from {from} a month, and you can run it on your own server.',
    why: [
      'Semrush bundles SEO, content, local, social media and advertising toolkits into one subscription. That breadth is its strength, and it is reflected in the price: its Pro plan lists at {theirBasic} a month.',
      'Rivalscope does one thing: competitive research for organic and paid search. Domain, URL and keyword research, competitors’ ad history, backlinks, rank tracking and white-label reports, with unlimited searches on both plans.',
      'And Rivalscope is open. Read the code, check how a number is computed, or run the whole application on your own server with your own database.',
    ],
    plans: {
      Basic: { name: 'Pro', monthlyUsd: 139.95 },
      Professional: { name: 'Guru', monthlyUsd: 249.95 },
    },
    facts: {
      searches: 'Daily limits by plan',
      seo: INCLUDED,
      ppc: INCLUDED,
      backlinks: INCLUDED,
      rankTracking: INCLUDED,
      guarantee: '7 days',
      ...hostedClosed('Semrush'),
    },
  },
  {
    id: 'ahrefs',
    name: 'Ahrefs',
    title: 'SEO and PPC research with no credits to count',
    description:
      'Ahrefs is known for its backlink data and SEO tools. Rivalscope puts organic and paid search research side by side, with unlimited searches on every plan and the option to host it yourself.',
    why: [
      'Ahrefs built its name on backlink data, and its Lite plan, at {theirBasic} a month, meters searches with monthly credits.',
      'Rivalscope has no credits to watch: every plan searches without limit, so you can follow a lead through a competitor’s keywords, ads and links without rationing clicks.',
      'Rivalscope is also open and self-hostable, so your research can live on your own server, next to the rest of your data.',
    ],
    plans: {
      Basic: { name: 'Lite', monthlyUsd: 129 },
      Professional: { name: 'Standard', monthlyUsd: 249 },
    },
    facts: { seo: INCLUDED, backlinks: INCLUDED, rankTracking: INCLUDED, ...hostedClosed('Ahrefs') },
    planFacts: { Basic: { searches: 'Metered by monthly credits' } },
  },
  {
    id: 'moz',
    name: 'Moz',
    title: 'Organic and paid search research in one plan',
    description:
      'Moz Pro is a long-established SEO suite. Rivalscope covers paid search as well as organic, from {from} a month, and is open for you to run yourself.',
    why: [
      'Moz Pro is a well-established SEO suite, known for metrics such as Domain Authority. Its Starter plan lists at {theirBasic} a month.',
      'Rivalscope looks at both sides of the results page: the keywords your competitors rank for, and the keywords they buy, with the ads they have run and for how long.',
      'On top of that, Rivalscope is open: read the code, or run it on your own server.',
    ],
    plans: {
      Basic: { name: 'Pro Starter', monthlyUsd: 49 },
      Professional: { name: 'Pro Standard', monthlyUsd: 99 },
    },
    facts: { seo: INCLUDED, backlinks: INCLUDED, rankTracking: INCLUDED, ...hostedClosed('Moz') },
  },
  {
    id: 'spyfu',
    name: 'SpyFu',
    title: 'Competitor research you can run yourself',
    description:
      'SpyFu made competitor keyword and ad research popular. Rivalscope works on the same idea, and adds openness: read the code, or run it on your own server with your own database.',
    why: [
      'SpyFu made it normal to look up a competitor’s keywords and ads before planning your own. It is a hosted service, and its data stays on its servers.',
      'Rivalscope answers the same questions: what a domain ranks for, what it buys, what its ads said and which links hold it up. It is open, so you can see how every number is computed and run the application yourself.',
    ],
    facts: { seo: INCLUDED, ppc: INCLUDED, backlinks: INCLUDED, rankTracking: INCLUDED, ...hostedClosed('SpyFu') },
  },
  {
    id: 'serpstat',
    name: 'Serpstat',
    title: 'Competitor research you can host yourself',
    description:
      'Serpstat is an all-in-one SEO platform. Rivalscope covers the same competitor research, organic and paid, and is open: read the code, or run it on your own server.',
    why: [
      'Serpstat is an all-in-one SEO platform: keyword research, backlinks, rank tracking and site audits in one hosted service.',
      'Rivalscope focuses on competitive research for organic and paid search, with unlimited searches on both plans and white-label reports for agencies. And it is open: you can see how every number is computed, and run the whole application on your own server.',
    ],
    facts: { seo: INCLUDED, backlinks: INCLUDED, rankTracking: INCLUDED, ...hostedClosed('Serpstat') },
  },
  {
    id: 'similarweb',
    name: 'Similarweb',
    title: 'Competitor research built for search',
    description:
      'Similarweb is known for website traffic estimates and market intelligence. Rivalscope focuses on search: the keywords, ads and links behind your competitors, from {from} a month.',
    why: [
      'Similarweb is known for estimating website traffic and for market intelligence across channels.',
      'Rivalscope focuses on search. It shows the keywords a competitor ranks for and buys, its ad history and its backlinks, with unlimited searches from {from} a month, and it is open and self-hostable.',
    ],
    facts: { seo: INCLUDED, ...hostedClosed('Similarweb') },
  },
];

const byKey = new Map(COMPETITORS.map((facts) => [lookupKey(facts.id), facts]));

/** The ids of the competitors we have an entry for. */
export const KNOWN_COMPETITOR_IDS: readonly string[] = COMPETITORS.map((facts) => facts.id);

// ---------------------------------------------------------------------------------------------
// Building an entry

function planTable(plan: PlanName, name: string, facts?: CompetitorFacts): PlanTable {
  const price = PLAN_PRICES_USD[plan];
  const annual = annualPriceUsd(plan);
  const theirPlan = facts?.plans?.[plan];
  const theirs: RowFacts = {
    ...facts?.facts,
    ...facts?.planFacts?.[plan],
    ...(theirPlan ? { price: `${usd(theirPlan.monthlyUsd)}/mo` } : {}),
  };
  const ours: Record<PlanRowKey, string> = {
    price: `${usd(price)}/mo`,
    annual: fill(OUR_PLAN_VALUES.annual, { year: usd(annual), month: usd(annual / 12) }),
    searches: OUR_PLAN_VALUES.searches,
    exports: OUR_PLAN_VALUES.exports,
    seo: INCLUDED,
    ppc: INCLUDED,
    backlinks: INCLUDED,
    rankTracking: INCLUDED,
    whiteLabel: plan === WHITE_LABEL_REQUIRED_PLAN ? INCLUDED : OUR_PLAN_VALUES.whiteLabelBasic,
    hosting: OUR_PLAN_VALUES.hosting,
    source: OUR_PLAN_VALUES.source,
    guarantee: fill(OUR_PLAN_VALUES.guarantee, { days: MONEY_BACK_GUARANTEE_DAYS }),
    contract: OUR_PLAN_VALUES.contract,
  };
  const oursHeader = fill(COMPARISON_TEXT.planColumnOurs, { plan });
  const theirsHeader = facts ? (theirPlan ? `${name} ${theirPlan.name}` : name) : undefined;
  return {
    plan,
    monthlyUsd: price,
    oursHeader,
    theirsHeader,
    caption: theirsHeader
      ? `${oursHeader}, ${usd(price)}/mo, compared with ${theirsHeader}`
      : `${oursHeader}, ${usd(price)}/mo`,
    rows: (Object.keys(PLAN_ROWS) as PlanRowKey[]).map((key) => ({
      key,
      feature: PLAN_ROWS[key],
      ours: ours[key],
      theirs: facts ? theirs[key] : undefined,
    })),
  };
}

function savings(name: string, facts?: CompetitorFacts): Extract<ComparisonSection, { kind: 'savings' }> {
  const theirPlan = facts?.plans?.Basic;
  if (theirPlan) {
    const theirName = `${name} ${theirPlan.name}`;
    return {
      kind: 'savings',
      heading: fill(COMPARISON_TEXT.savingsHeading, { name }),
      body: fill(
        'Rivalscope Basic at {ours}/mo against {theirs} at {price}/mo: the entry plans of each, at their monthly list prices.',
        { ours: usd(BASIC_PLAN_MONTHLY_PRICE_USD), theirs: theirName, price: usd(theirPlan.monthlyUsd) },
      ),
      chart: {
        ourName: 'Rivalscope',
        ourMonthlyUsd: BASIC_PLAN_MONTHLY_PRICE_USD,
        theirName,
        theirMonthlyUsd: theirPlan.monthlyUsd,
      },
    };
  }
  // No public price to set against ours: show what annual billing saves (doc 1 §9).
  return {
    kind: 'savings',
    heading: UI_TEXT.saveWithAnnualBilling,
    body: fill(
      'Rivalscope Basic costs {monthly}/mo billed monthly, or {annual} a year billed annually: {from}/mo, and {saving} a year back in your budget.',
      {
        monthly: usd(BASIC_PLAN_MONTHLY_PRICE_USD),
        annual: usd(annualPriceUsd('Basic')),
        from: usd(PLANS_FROM_MONTHLY_PRICE_USD),
        saving: usd(ANNUAL_BILLING_SAVINGS_USD),
      },
    ),
    chart: {
      ourName: 'Billed yearly',
      ourMonthlyUsd: annualPriceUsd('Basic') / 12,
      theirName: 'Billed monthly',
      theirMonthlyUsd: BASIC_PLAN_MONTHLY_PRICE_USD,
    },
  };
}

function genericWhy(name: string): string[] {
  return [
    fill('You are weighing up {name}. Here is what Rivalscope offers, so you can set the two side by side yourself.', {
      name,
    }),
    'Rivalscope is competitive research for organic and paid search: domain, URL and keyword research, competitors’ ad history, backlinks and outreach, rank tracking, and white-label reports, with unlimited searches on both plans.',
    'It is open and self-hostable: read the code, or run the whole application on your own server with your own database.',
  ];
}

function buildEntry(id: string, facts?: CompetitorFacts): ComparisonEntry {
  const name = facts?.name ?? prettifyCompetitorId(id);
  const theirBasic = facts?.plans?.Basic.monthlyUsd;
  const shared = {
    name,
    from: usd(PLANS_FROM_MONTHLY_PRICE_USD),
    days: MONEY_BACK_GUARANTEE_DAYS,
    ...(theirBasic === undefined ? {} : { theirBasic: usd(theirBasic) }),
  };
  return {
    id: facts?.id ?? id.toLowerCase(),
    name,
    title: fill(facts?.title ?? 'See how Rivalscope compares with {name}', shared),
    description: fill(
      facts?.description ??
        'Rivalscope shows the keywords, ads and links behind any competitor, with unlimited searches from {from}/month. It is open, and you can run it on your own server.',
      shared,
    ),
    isKnown: facts !== undefined,
    sections: [
      {
        kind: 'hero',
        cta: COMPARISON_TEXT.heroCta,
        reassurance: fill(COMPARISON_TEXT.heroReassurance, shared),
      },
      {
        kind: 'why',
        heading: facts ? fill('Why teams switch from {name}', shared) : fill('Rivalscope or {name}?', shared),
        paragraphs: (facts?.why ?? genericWhy(name)).map((paragraph) => fill(paragraph, shared)),
      },
      savings(name, facts),
      {
        kind: 'plans',
        heading: COMPARISON_TEXT.plansHeading,
        tables: [planTable('Basic', name, facts), planTable('Professional', name, facts)],
      },
      { kind: 'features', heading: FEATURES.heading, body: FEATURES.body, items: FEATURES.items },
      {
        kind: 'agency',
        heading: AGENCY.heading,
        body: AGENCY.body,
        points: AGENCY.points.map((point) => fill(point, { apiRows: formatNumber(API_ACCESS_ROW_LIMIT) })),
      },
      {
        kind: 'claims',
        heading: COMPARISON_TEXT.claimsHeading,
        body: CLAIMS.body,
        claims: [
          {
            value: fill(CLAIMS.years.value, { years: MARKETING_CLAIMS.comparisonYearsOfHistory }),
            label: CLAIMS.years.label,
          },
          {
            value: fill(CLAIMS.domains.value, { domains: MARKETING_CLAIMS.comparisonDomainsMillions }),
            label: CLAIMS.domains.label,
          },
          {
            value: fill(CLAIMS.results.value, { results: MARKETING_CLAIMS.comparisonResultsBillions }),
            label: CLAIMS.results.label,
          },
        ],
      },
    ],
    footer: {
      heading: fill(facts ? FOOTER.headingKnown : FOOTER.headingGeneric, shared),
      body: fill(FOOTER.body, shared),
      cta: COMPARISON_TEXT.heroCta,
      note: fill(facts ? FOOTER.priceNote : FOOTER.genericNote, shared),
    },
  };
}

/** The entry for a competitor id: its own when we know it, otherwise a generic one with the id prettified. */
export function comparisonFor(id: string): ComparisonEntry {
  return buildEntry(id, byKey.get(lookupKey(id)));
}
