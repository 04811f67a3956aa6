/**
 * The SEO list pages (doc 1 §2 SEO section): competitors, top pages,
 * backlinks and ranking history. They differ only in the call, the columns, the optional views
 * (tabs) and the wording, so each is a definition in one table, and one screen (SeoListScreen)
 * renders any of them. Figures are the server's; these only name, pick and format them.
 */
import { SEO_LISTS_TEXT } from './seoListsTexts';
import { getBacklinks, getDomainCompetitors, getDomainRankingHistory, getDomainTopPages } from '../../../api/research';
import type { components } from '../../../api/schema.gen';
import { createColumnState, type ColumnState } from '../../../lib/columns';
import { formatDate, formatNumber, formatSignedNumber } from '../../../lib/format';
import { NULL_SYMBOL } from '../../../lib/spec/formats';
import { RANKING_HISTORY_TYPES as SPEC_RANKING_HISTORY_TYPES } from '../../../lib/spec/research';
import { fill } from '../../../lib/spec/text';
import type { ColumnPreset } from '../../../ui/ColumnSelector/ColumnSelector';
import { currencyColumn, numericColumn } from '../listPage/listTable';
import { monthLabel } from '../shared/figuresNote';
import type { ResearchColumn, ResearchListRequest } from '../table/researchTable';

type Schemas = components['schemas'];
export type DomainCompetitors = Schemas['DomainCompetitors'];
export type CompetitorRow = Schemas['CompetitorRow'];
export type DomainTopPages = Schemas['DomainTopPages'];
export type TopPageRow = Schemas['TopPageRow'];
export type Backlinks = Schemas['Backlinks'];
export type BacklinkRow = Schemas['BacklinkRow'];
export type DomainRankingHistory = Schemas['DomainRankingHistory'];
export type RankingHistoryRow = Schemas['RankingHistoryRow'];
export type DomainRankingHistorySeries = Schemas['DomainRankingHistorySeries'];
export type TopPagesSearchType = Schemas['TopPagesSearchType'];
export type RankingHistoryType = Schemas['RankingHistoryType'];
type ExportSource = Schemas['ExportSource'];

export type SeoListPageId = 'competitors' | 'topPages' | 'backlinks' | 'rankingHistory';

/** What every list answer has: the month and curve line, no-data, and the page of rows. */
export interface SeoListAnswer<Row> {
  domain: string;
  /** Backlinks only: the page the query named. */
  url?: string | null;
  hasData: boolean;
  isDemoData: boolean;
  month: string | null;
  curve: { name: string };
  totalRowCount: number;
  /** The server is still preparing the phrase and broad searches (the rows hold the exact ones). */
  matchTypesPending?: boolean;
  rows: Row[];
}

/** A page's views, shown as tabs and kept in the URL parameter of the call's name. */
export interface SeoListViews {
  /** The URL parameter and the call's parameter ('searchType', 'type'). */
  param: string;
  ids: readonly string[];
  fallback: string;
  tabsLabel: string;
  labels: Readonly<Record<string, string>>;
}

export interface SeoListDefinition<Row extends { isThrottled?: boolean }, Answer extends SeoListAnswer<Row>> {
  id: SeoListPageId;
  /** The route whose page this is (its similar-domain links open it again). */
  route: 'seo:competitors' | 'seo:top-pages' | 'seo:backlinks' | 'seo:ranking-history';
  /** The export's report page (the contract's ExportReportPage). */
  report: ExportSource['report'];
  views: SeoListViews | null;
  columns: readonly ResearchColumn<Row>[];
  columnIds: readonly string[];
  presets?: readonly ColumnPreset[];
  /** The columns when the URL names none. */
  defaultColumns: ColumnState;
  /** The line above the table: what the list holds, for the domain and view. */
  hint: (domain: string, view: string) => string;
  tableLabel: (domain: string, view: string) => string;
  /** The answer's own figures (row count, link counts…), formatted. */
  facts: (answer: Answer) => string[];
  /** One page of the list from the server. */
  read: (query: string, view: string, request: ResearchListRequest) => Promise<Answer>;
  /** The export's extra parameters for the view (searchType, context). */
  exportView: (view: string) => Partial<ExportSource>;
}

/** The view of the URL's parameter; anything else is the fallback (the server's default). */
export function viewOf(views: SeoListViews | null, value: string | null | undefined): string {
  if (!views) return '';
  const wanted = (value ?? '').trim().toLowerCase();
  return views.ids.find((id) => id.toLowerCase() === wanted) ?? views.fallback;
}

/** The name a row's domain or page is shown by; the answer's URL when the query named a page. */
export function answerName(answer: { domain: string; url?: string | null } | null, query: string): string {
  return answer?.url ?? answer?.domain ?? query;
}

/** A share (0.8223) as a percentage with one decimal ('82.2%'); null is '-'. */
export function shareText(share: number | null): string {
  return share === null ? NULL_SYMBOL : `${formatNumber(share * 100, 1)}%`;
}

/** A signed change ('+3', '-2', '0'); null is '-'. */
export const signedText = (value: number | null): string => formatSignedNumber(value);

/** A link's type: nofollow or follow; unknown (a hidden column) is '-'. */
export function linkTypeText(nofollow: boolean | null): string {
  if (nofollow === null) return NULL_SYMBOL;
  return nofollow ? SEO_LISTS_TEXT.backlinks.nofollow : SEO_LISTS_TEXT.backlinks.follow;
}

/** The non-always columns of a preset, in column order. */
function presetColumns<Row>(columns: readonly ResearchColumn<Row>[], preset: string): string[] {
  return columns.filter((c) => !c.isAlwaysPresent && c.preset?.includes(preset)).map((c) => c.id);
}

const ids = <Row>(columns: readonly ResearchColumn<Row>[]) => columns.map((c) => c.id);
const count = (value: number) => formatNumber(value);

// --- Competitors (GetDomainCompetitors, organic context) ---

const C = SEO_LISTS_TEXT.competitors;

const COMPETITOR_COLUMNS: readonly ResearchColumn<CompetitorRow>[] = [
  { id: 'domain', header: C.columns.domain, value: (r) => r.domain, sortKind: 'text', isAlwaysPresent: true },
  numericColumn('sharedKeywords', C.columns.sharedKeywords, (r) => r.sharedKeywords),
  numericColumn('share', C.columns.share, (r) => r.share, { render: (r) => shareText(r.share) }),
  numericColumn('keywords', C.columns.keywords, (r) => r.keywords),
];

export const COMPETITORS_PAGE: SeoListDefinition<CompetitorRow, DomainCompetitors> = {
  id: 'competitors',
  route: 'seo:competitors',
  report: 'competitors',
  views: null,
  columns: COMPETITOR_COLUMNS,
  columnIds: ids(COMPETITOR_COLUMNS),
  defaultColumns: createColumnState(['sharedKeywords', 'share', 'keywords']),
  hint: (domain) => fill(C.hint, { domain }),
  tableLabel: (domain) => fill(C.tableLabel, { domain }),
  facts: (answer) => [
    fill(C.rowCount, { count: count(answer.totalRowCount) }),
    fill(C.targetKeywords, { domain: answer.domain, count: count(answer.targetKeywords) }),
  ],
  read: (query, _view, request) =>
    getDomainCompetitors({
      query,
      context: 'organic',
      ...request,
      sortBy: request.sortBy as Schemas['CompetitorColumn'] | undefined,
    }),
  exportView: () => ({ context: 'organic' }),
};

// --- Top pages (GetDomainTopPages: mosttraffic and newpages) ---

const T = SEO_LISTS_TEXT.topPages;
export const TOP_PAGES_SEARCH_TYPES: readonly TopPagesSearchType[] = ['mosttraffic', 'newpages'];

const TOP_PAGE_COLUMNS: readonly ResearchColumn<TopPageRow>[] = [
  { id: 'url', header: T.columns.url, value: (r) => r.url, sortKind: 'text', isAlwaysPresent: true },
  numericColumn('keywords', T.columns.keywords, (r) => r.keywords),
  numericColumn('top10Keywords', T.columns.top10Keywords, (r) => r.top10Keywords),
  numericColumn('clicks', T.columns.clicks, (r) => r.clicks),
  currencyColumn('clickValue', T.columns.clickValue, (r) => r.clickValue),
];

export const TOP_PAGES_PAGE: SeoListDefinition<TopPageRow, DomainTopPages> = {
  id: 'topPages',
  route: 'seo:top-pages',
  report: 'top-pages',
  views: {
    param: 'searchType',
    ids: TOP_PAGES_SEARCH_TYPES,
    fallback: 'mosttraffic',
    tabsLabel: T.tabsLabel,
    labels: T.views,
  },
  columns: TOP_PAGE_COLUMNS,
  columnIds: ids(TOP_PAGE_COLUMNS),
  defaultColumns: createColumnState(['keywords', 'top10Keywords', 'clicks', 'clickValue']),
  hint: (domain, view) => fill(T.hints[view as TopPagesSearchType], { domain }),
  tableLabel: (domain) => fill(T.tableLabel, { domain }),
  facts: (answer) => [fill(T.rowCount, { count: count(answer.totalRowCount) })],
  read: (query, view, request) =>
    getDomainTopPages({
      query,
      searchType: view as TopPagesSearchType,
      ...request,
      sortBy: request.sortBy as Schemas['TopPageColumn'] | undefined,
    }),
  exportView: (view) => ({ searchType: view as TopPagesSearchType }),
};

// --- Backlinks (GetBacklinks: a domain, or one page of it) ---

const B = SEO_LISTS_TEXT.backlinks;

const BACKLINK_COLUMNS: readonly ResearchColumn<BacklinkRow>[] = [
  { id: 'sourceUrl', header: B.columns.sourceUrl, value: (r) => r.sourceUrl, sortKind: 'text', isAlwaysPresent: true },
  { id: 'sourceDomain', header: B.columns.sourceDomain, value: (r) => r.sourceDomain, sortKind: 'text' },
  numericColumn('sourceStrength', B.columns.sourceStrength, (r) => r.sourceStrength),
  { id: 'targetUrl', header: B.columns.targetUrl, value: (r) => r.targetUrl, sortKind: 'text' },
  { id: 'anchor', header: B.columns.anchor, value: (r) => r.anchor, sortKind: 'text' },
  {
    id: 'nofollow',
    header: B.columns.nofollow,
    value: (r) => (r.nofollow === null ? null : linkTypeText(r.nofollow)),
    sortKind: 'text',
  },
  // Dates cycle like numbers (newest first on the first click): a date is a quantity, not a name.
  {
    id: 'firstSeen',
    header: B.columns.firstSeen,
    value: (r) => r.firstSeen,
    render: (r) => formatDate(r.firstSeen),
    sortKind: 'numeric',
  },
  {
    id: 'lastSeen',
    header: B.columns.lastSeen,
    value: (r) => r.lastSeen,
    render: (r) => formatDate(r.lastSeen),
    sortKind: 'numeric',
  },
];

export const BACKLINKS_PAGE: SeoListDefinition<BacklinkRow, Backlinks> = {
  id: 'backlinks',
  route: 'seo:backlinks',
  report: 'backlinks',
  views: null,
  columns: BACKLINK_COLUMNS,
  columnIds: ids(BACKLINK_COLUMNS),
  defaultColumns: createColumnState(['sourceStrength', 'targetUrl', 'anchor', 'nofollow', 'lastSeen']),
  hint: (domain) => fill(B.hint, { domain }),
  tableLabel: (domain) => fill(B.tableLabel, { domain }),
  facts: (answer) => [fill(B.counts, { backlinks: count(answer.backlinks), domains: count(answer.referringDomains) })],
  read: (query, _view, request) =>
    getBacklinks({ query, ...request, sortBy: request.sortBy as Schemas['BacklinkColumn'] | undefined }),
  exportView: () => ({}),
};

// --- Ranking history (GetDomainRankingHistory: the nine types of doc 2 §9) ---

const R = SEO_LISTS_TEXT.rankingHistory;

/** doc 2 §9 — the ranking history types, in the spec's order (the spec module holds the list). */
export const RANKING_HISTORY_TYPES: readonly RankingHistoryType[] = SPEC_RANKING_HISTORY_TYPES;

export const RANKING_HISTORY_PRESETS: readonly ColumnPreset[] = [
  { id: 'ranks', label: R.presets.ranks },
  { id: 'clicks', label: R.presets.clicks },
];

const RANKING_HISTORY_COLUMNS: readonly ResearchColumn<RankingHistoryRow>[] = [
  { id: 'keyword', header: R.columns.keyword, value: (r) => r.keyword, sortKind: 'text', isAlwaysPresent: true },
  // Not ranking is the worst position.
  numericColumn('position', R.columns.position, (r) => r.position, { nulls: 'high', preset: ['ranks'] }),
  numericColumn('previousPosition', R.columns.previousPosition, (r) => r.previousPosition, {
    nulls: 'high',
    preset: ['ranks'],
  }),
  numericColumn('rankChange', R.columns.rankChange, (r) => r.rankChange, {
    render: (r) => signedText(r.rankChange),
    nulls: 'low',
    preset: ['ranks'],
  }),
  // doc 2 §3 — the searches take a match type, as in the other keyword lists.
  numericColumn('volume', R.columns.volume, (r) => r.volume, {
    preset: ['ranks', 'clicks'],
    matchType: 'exact',
    matchTypeHeader: R.volumeMatchType,
  }),
  currencyColumn('cpc', R.columns.cpc, (r) => r.cpc),
  numericColumn('clicks', R.columns.clicks, (r) => r.clicks, { preset: ['clicks'] }),
  numericColumn('previousClicks', R.columns.previousClicks, (r) => r.previousClicks, { preset: ['clicks'] }),
  numericColumn('clickChange', R.columns.clickChange, (r) => r.clickChange, {
    render: (r) => signedText(r.clickChange),
    preset: ['ranks', 'clicks'],
  }),
  currencyColumn('clickValue', R.columns.clickValue, (r) => r.clickValue, { preset: ['clicks'] }),
];

export const RANKING_HISTORY_PAGE: SeoListDefinition<RankingHistoryRow, DomainRankingHistory> = {
  id: 'rankingHistory',
  route: 'seo:ranking-history',
  report: 'ranking-history',
  views: {
    param: 'type',
    ids: RANKING_HISTORY_TYPES,
    fallback: 'MostValuable',
    tabsLabel: R.tabsLabel,
    labels: R.views,
  },
  columns: RANKING_HISTORY_COLUMNS,
  columnIds: ids(RANKING_HISTORY_COLUMNS),
  presets: RANKING_HISTORY_PRESETS,
  defaultColumns: createColumnState(presetColumns(RANKING_HISTORY_COLUMNS, 'ranks'), 'ranks'),
  hint: (domain, view) => fill(R.hints[view as RankingHistoryType], { domain }),
  tableLabel: (domain, view) => fill(R.tableLabel, { domain, type: R.views[view as RankingHistoryType] }),
  facts: (answer) => [
    fill(R.rowCount, { count: count(answer.totalRowCount) }),
    ...(answer.month && answer.previousMonth
      ? [fill(R.comparedMonths, { month: monthLabel(answer.month), previous: monthLabel(answer.previousMonth) })]
      : []),
  ],
  read: (query, view, request) =>
    getDomainRankingHistory({
      query,
      type: view as RankingHistoryType,
      ...request,
      sortBy: request.sortBy as Schemas['RankingHistoryColumn'] | undefined,
    }),
  exportView: (view) => ({ searchType: view as RankingHistoryType }),
};

/** A type's count from the answer for its tab ('(402)'); null before an answer with data. */
export function rankingTypeCount(type: RankingHistoryType, answer: DomainRankingHistory | null): string | null {
  const held = answer?.hasData ? answer.typeCounts.find((t) => t.type === type) : undefined;
  return held ? fill(SEO_LISTS_TEXT.tabCount, { count: count(held.keywords) }) : null;
}

/** A type's count in each month of the series, oldest first (the chart's one line). */
export function typeSeries(
  series: DomainRankingHistorySeries,
  type: RankingHistoryType,
): { months: string[]; values: (number | null)[] } {
  return {
    months: series.months.map((m) => m.month),
    // A month without the type's count is a gap in the line, not a zero.
    values: series.months.map((m) => m.counts.find((c) => c.type === type)?.keywords ?? null),
  };
}
