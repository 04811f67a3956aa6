/**
 * The domain and URL overview's rules: the headline figures and their change against the month
 * before, the last twelve months of history for the charts, and the analytics event with the SEO
 * keyword-count bucket (doc 2 "Analytics events"). Figures come from the server; these only pick
 * and format them.
 */
import { OVERVIEW_TEXT } from './overviewTexts';
import type { components } from '../../../api/schema.gen';
import { formatCurrency, formatNumber, formatYearMonth } from '../../../lib/format';
import { keywordCountBucket } from '../../../lib/keywordBuckets';
import { fill } from '../../../lib/spec/text';
import type { ResearchEvent } from '../shared/researchEvents';

type Schemas = components['schemas'];
export type DomainOverview = Schemas['DomainOverview'];
export type UrlOverview = Schemas['UrlOverview'];
export type OverviewAnswer = DomainOverview | UrlOverview;
export type DomainMonth = Schemas['DomainMonth'];
export type Change = Schemas['Change'];
export type PositionRange = Schemas['PositionBucket']['range'];

/** A domain overview (/overview, /overview/domain, /homepage/overview) or a URL overview (/overview/url). */
export type OverviewKind = 'domain' | 'url';

export type FigureFormat = 'number' | 'currency';
export type ChangeDirection = 'up' | 'down' | 'flat';

export interface FigureChange {
  direction: ChangeDirection;
  /** Shown: '+12 (+1.0%)', '-$311 (-1.7%)', 'No change', 'New this month'. */
  text: string;
  /** Read out: 'Up 12 (1.0%) from last month'. */
  description: string;
}

export interface HeadlineFigure {
  id:
    | 'organicKeywords'
    | 'seoClicks'
    | 'searchConsoleClicks'
    | 'seoClickValue'
    | 'paidKeywords'
    | 'ppcBudget'
    | 'backlinks';
  label: string;
  /** The figure, formatted: '1,240', '$912,346'. */
  value: string;
  /** A second line under the figure: '388 on the first page', '96 referring domains'. */
  detail?: string;
  /** Against the month before; none for backlinks (the answer gives no change for them). */
  change: FigureChange | null;
}

export function formatFigure(value: number, format: FigureFormat): string {
  return format === 'currency' ? formatCurrency(value) : formatNumber(value);
}

/** A ratio (0.0098) as a percentage with one decimal ('1.0%'), without its sign. */
function percentOf(ratio: number): string {
  return `${formatNumber(Math.abs(ratio) * 100, 1)}%`;
}

/** The change of a figure against the month before, shown and read out. */
export function changeOf(change: Change, format: FigureFormat): FigureChange {
  const { delta, ratio } = change;
  if (delta === 0) return { direction: 'flat', text: OVERVIEW_TEXT.noChange, description: OVERVIEW_TEXT.changeFlat };
  const direction: ChangeDirection = delta > 0 ? 'up' : 'down';
  const sign = delta > 0 ? '+' : '-';
  const amount = formatFigure(Math.abs(delta), format);
  if (ratio === null) {
    // The month before was 0: a ratio means nothing, the figure is new.
    return {
      direction,
      text: OVERVIEW_TEXT.newThisMonth,
      description: fill(OVERVIEW_TEXT.changeUpNew, { delta: amount }),
    };
  }
  return {
    direction,
    text: `${sign}${amount} (${sign}${percentOf(ratio)})`,
    description: fill(direction === 'up' ? OVERVIEW_TEXT.changeUp : OVERVIEW_TEXT.changeDown, {
      delta: amount,
      ratio: percentOf(ratio),
    }),
  };
}

/**
 * The site's real clicks of its latest imported Search Console month, named ('Real clicks in
 * October 2026'); null when the answer carries none (another account's site, or nothing imported).
 */
export function searchConsoleFigure(answer: OverviewAnswer): HeadlineFigure | null {
  const real = 'searchConsole' in answer ? answer.searchConsole : undefined;
  if (!real) return null;
  return {
    id: 'searchConsoleClicks',
    label: OVERVIEW_TEXT.searchConsoleClicks,
    value: formatNumber(real.clicks),
    detail: fill(OVERVIEW_TEXT.searchConsoleDetail, { month: formatYearMonth(real.month, 'long') }),
    change: null,
  };
}

/** The headline figures of the latest month, in the order the page shows them (real clicks beside the estimate). */
export function headlineFigures(answer: OverviewAnswer): HeadlineFigure[] {
  const current = answer.current;
  const { change } = answer;
  const figure = (
    id: Exclude<HeadlineFigure['id'], 'backlinks' | 'searchConsoleClicks'>,
    label: string,
    format: FigureFormat,
    detail?: string,
  ): HeadlineFigure => ({
    id,
    label,
    value: formatFigure(current?.[id] ?? 0, format),
    ...(detail === undefined ? {} : { detail }),
    change: current ? changeOf(change[id], format) : null,
  });
  return [
    figure(
      'organicKeywords',
      OVERVIEW_TEXT.organicKeywords,
      'number',
      fill(OVERVIEW_TEXT.top10Keywords, { count: formatNumber(current?.top10Keywords ?? 0) }),
    ),
    figure('seoClicks', OVERVIEW_TEXT.seoClicks, 'number'),
    ...[searchConsoleFigure(answer)].filter((f) => f !== null),
    figure('seoClickValue', OVERVIEW_TEXT.seoClickValue, 'currency'),
    figure('paidKeywords', OVERVIEW_TEXT.paidKeywords, 'number'),
    figure('ppcBudget', OVERVIEW_TEXT.ppcBudget, 'currency'),
    {
      id: 'backlinks',
      label: OVERVIEW_TEXT.backlinks,
      value: formatNumber(answer.backlinks),
      detail: fill(OVERVIEW_TEXT.referringDomains, { count: formatNumber(answer.referringDomains) }),
      change: null,
    },
  ];
}

/** How many months the history charts show. */
export const HISTORY_MONTHS = 12;

/** The last twelve months of the answer's history (oldest first, as the answer gives them). */
export function lastYear(history: readonly DomainMonth[]): DomainMonth[] {
  return history.slice(-HISTORY_MONTHS);
}

/** The position buckets in their order, as the contract lists them. */
export const POSITION_RANGES: readonly PositionRange[] = ['1-3', '4-10', '11-20', '21-50', '51-100'];

/** A month's ranked keywords in one bucket; 0 when the answer leaves the bucket out. */
export function bucketKeywords(month: DomainMonth, range: PositionRange): number {
  return month.positionBuckets.find((bucket) => bucket.range === range)?.keywords ?? 0;
}

/**
 * The domain-overview analytics event: the kind of overview, and the SEO keyword count of the
 * latest month in doc 2's buckets (0, 1-5, 6-10, … 2001-10000, over 10000).
 */
export function overviewEvent(kind: OverviewKind, answer: OverviewAnswer): ResearchEvent {
  return {
    name: kind === 'url' ? 'URL Overview Search' : 'Domain Overview Search',
    category: 'Domain Overview',
    action: answer.hasData ? 'Hit' : 'Miss',
    label: keywordCountBucket(answer.current?.organicKeywords ?? 0),
  };
}
