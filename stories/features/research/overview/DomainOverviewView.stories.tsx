import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  ADS,
  COMPETITORS,
  KEYWORDS,
  LIVE_OVERVIEW,
  MISSED_QUERY,
  NO_DATA,
  OVERVIEW,
  PAGES,
  PAID_COMPETITORS,
  SEARCH_CONSOLE_KEYWORDS,
  SEARCH_CONSOLE_OVERVIEW,
  SEARCH_CONSOLE_SITE,
  SIMILAR,
  THROTTLED,
  URL_OVERVIEW,
  cellText,
} from './overviewStoryKit';
import { linkTo } from '../../../../src/app/linkTo';
import { DomainOverviewView, OVERVIEW_ROWS } from '../../../../src/features/research/overview/DomainOverviewView';
import { OVERVIEW_TEXT } from '../../../../src/features/research/overview/overviewTexts';
import { monthLabel } from '../../../../src/features/research/shared/figuresNote';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { formatCurrency, formatNumber, formatYearMonth } from '../../../../src/lib/format';
import { UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../../../src/lib/spec/workspace';
import { deferredPartsLoaded } from '../deferredParts';

const ready = <T,>(data: T) => ({ load: 'ready' as const, data });
const loading = { load: 'loading' as const, data: null };
const failed = { load: 'failed' as const, data: null };

const QUERY = OVERVIEW.domain;
const LINKS = {
  organicCompetitors: linkTo('seo:competitors:domain', {}, { query: QUERY }),
  topKeywords: linkTo('seo:keywords:domain', {}, { query: QUERY }),
  topPages: linkTo('seo:top-pages', {}, { query: QUERY }),
  paidCompetitors: linkTo('ppc:competitors:domain', {}, { query: QUERY }),
  topAds: linkTo('ppc:keywords:domain', {}, { query: QUERY }),
};
const domainHref = (domain: string) => linkTo('overview:domain', {}, { query: domain });
const keywordHref = (keyword: string) => linkTo('keyword:overview', {}, { query: keyword });
const urlHref = (url: string) => linkTo('overview:url', {}, { query: url });

const figure = (canvas: HTMLElement, id: string) => within(canvas).getByTestId(`figure-${id}`);
const tableOf = (canvas: HTMLElement, name: string) => within(canvas).getByRole('table', { name });

const meta = {
  title: 'Research/Domain overview',
  component: DomainOverviewView,
  args: {
    title: 'Domain Overview',
    kind: 'domain',
    query: QUERY,
    overview: ready(LIVE_OVERVIEW),
    organicCompetitors: ready(COMPETITORS),
    topKeywords: ready(KEYWORDS),
    topPages: ready(PAGES),
    paidCompetitors: ready(PAID_COMPETITORS),
    topAds: ready(ADS),
    links: LINKS,
    similar: null,
    viewer: 'loggedIn',
    purchaseHref: linkTo('mainpurchase'),
    loginHref: linkTo('auth:login'),
    domainHref,
    keywordHref,
    urlHref,
    onRetry: fn(),
    onSearch: fn(),
  },
} satisfies Meta<typeof DomainOverviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullUser: Story = {
  name: 'Full user',
  play: async ({ canvas, canvasElement }) => {
    const current = LIVE_OVERVIEW.current!;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Domain Overview' })).toBeVisible();
    await deferredPartsLoaded(canvasElement);
    await expect(canvas.getByText(fill(RESEARCH_TEXT.searchFor, { query: QUERY }))).toBeVisible();
    await expect(
      canvas.getByText(`Figures for ${monthLabel(LIVE_OVERVIEW.month!)} · CTR curve: ${LIVE_OVERVIEW.curve.name}`),
    ).toBeVisible();
    await expect(canvas.queryByText(RESEARCH_TEXT.demoBadge)).toBeNull();

    // The headline figures, as the answer gives them, with their change against the month before.
    await expect(figure(canvasElement, 'organicKeywords')).toHaveTextContent(formatNumber(current.organicKeywords));
    await expect(figure(canvasElement, 'organicKeywords')).toHaveTextContent(
      `+${formatNumber(LIVE_OVERVIEW.change.organicKeywords.delta)}`,
    );
    await expect(figure(canvasElement, 'seoClicks')).toHaveTextContent(formatNumber(current.seoClicks));
    await expect(figure(canvasElement, 'seoClickValue')).toHaveTextContent(formatCurrency(current.seoClickValue));
    await expect(figure(canvasElement, 'paidKeywords')).toHaveTextContent(formatNumber(current.paidKeywords));
    await expect(figure(canvasElement, 'paidKeywords')).toHaveTextContent(OVERVIEW_TEXT.noChange);
    await expect(figure(canvasElement, 'ppcBudget')).toHaveTextContent(formatCurrency(current.ppcBudget));
    await expect(figure(canvasElement, 'ppcBudget')).toHaveTextContent(
      `-${formatCurrency(-LIVE_OVERVIEW.change.ppcBudget.delta)}`,
    );
    await expect(figure(canvasElement, 'backlinks')).toHaveTextContent(formatNumber(LIVE_OVERVIEW.backlinks));
    await expect(figure(canvasElement, 'backlinks')).toHaveTextContent(
      fill(OVERVIEW_TEXT.referringDomains, { count: formatNumber(LIVE_OVERVIEW.referringDomains) }),
    );
    // Without Search Console data (not the viewer's site, or none imported): no real clicks anywhere.
    await expect(canvas.queryByTestId('figure-searchConsoleClicks')).toBeNull();
    await expect(canvas.queryByText(OVERVIEW_TEXT.searchConsoleColumnClicks)).toBeNull();

    // Twelve months in each chart's table (the answer holds thirteen).
    const history = tableOf(canvasElement, OVERVIEW_TEXT.historyChartLabel);
    await expect(within(history).getAllByRole('row')).toHaveLength(12 + 1);
    await expect(within(history).getByText(formatCurrency(current.seoClickValue))).toBeInTheDocument();
    const buckets = tableOf(canvasElement, OVERVIEW_TEXT.bucketsChartLabel);
    const october = within(buckets).getByRole('rowheader', { name: 'Oct 2026' }).closest('tr')!;
    await expect(october).toHaveTextContent(formatNumber(current.positionBuckets[2]!.keywords));
    await expect(
      canvas.getByRole('img', { name: /^Ranked keywords by position bucket, by month: Nov 2025 to Oct 2026/ }),
    ).toBeVisible();

    // The lists: their rows, their links, their full pages.
    const competitors = tableOf(canvasElement, OVERVIEW_TEXT.organicCompetitors);
    await expect(within(competitors).getAllByRole('row')).toHaveLength(COMPETITORS.rows.length + 1);
    const first = COMPETITORS.rows[0]!;
    await expect(within(competitors).getByRole('link', { name: first.domain })).toHaveAttribute(
      'href',
      domainHref(first.domain),
    );
    await expect(within(competitors).getByText(formatNumber(first.sharedKeywords))).toBeVisible();
    const keywords = tableOf(canvasElement, OVERVIEW_TEXT.topKeywords);
    await expect(within(keywords).getByRole('link', { name: KEYWORDS.rows[0]!.keyword })).toHaveAttribute(
      'href',
      keywordHref(KEYWORDS.rows[0]!.keyword),
    );
    await expect(
      within(tableOf(canvasElement, OVERVIEW_TEXT.topPages)).getByRole('link', { name: PAGES.rows[0]!.url }),
    ).toHaveAttribute('href', urlHref(PAGES.rows[0]!.url));
    await expect(
      within(tableOf(canvasElement, OVERVIEW_TEXT.paidCompetitors)).getByText(PAID_COMPETITORS.rows[0]!.domain),
    ).toBeVisible();
    const ads = tableOf(canvasElement, OVERVIEW_TEXT.topAds);
    await expect(within(ads).getByText(ADS.rows[0]!.headline!)).toBeVisible();
    await expect(within(ads).getByText(formatCurrency(ADS.rows[0]!.cost))).toBeVisible();
    await expect(OVERVIEW_ROWS).toBeGreaterThanOrEqual(COMPETITORS.rows.length);
    for (const [block, href] of [
      [OVERVIEW_TEXT.organicCompetitors, LINKS.organicCompetitors],
      [OVERVIEW_TEXT.topKeywords, LINKS.topKeywords],
      [OVERVIEW_TEXT.topPages, LINKS.topPages],
      [OVERVIEW_TEXT.paidCompetitors, LINKS.paidCompetitors],
      [OVERVIEW_TEXT.topAds, LINKS.topAds],
    ] as const) {
      await expect(canvas.getByRole('link', { name: fill(RESEARCH_TEXT.viewAllOf, { block }) })).toHaveAttribute(
        'href',
        href,
      );
    }
  },
};

export const SearchConsole: Story = {
  name: 'Search Console data (the site’s owner)',
  args: { overview: ready(SEARCH_CONSOLE_OVERVIEW), topKeywords: ready(SEARCH_CONSOLE_KEYWORDS) },
  play: async ({ canvas, canvasElement }) => {
    await deferredPartsLoaded(canvasElement);
    // The real clicks of the latest imported month, named, beside the estimate.
    const real = figure(canvasElement, 'searchConsoleClicks');
    await expect(real).toHaveTextContent(OVERVIEW_TEXT.searchConsoleClicks);
    await expect(real).toHaveTextContent(formatNumber(SEARCH_CONSOLE_SITE.clicks));
    await expect(real).toHaveTextContent(
      fill(OVERVIEW_TEXT.searchConsoleDetail, { month: formatYearMonth(SEARCH_CONSOLE_SITE.month, 'long') }),
    );
    await expect(figure(canvasElement, 'seoClicks')).toHaveTextContent(
      formatNumber(SEARCH_CONSOLE_OVERVIEW.current!.seoClicks),
    );
    // Each top keyword's real clicks and position beside its estimates; a dash without a query row.
    const keywords = tableOf(canvasElement, OVERVIEW_TEXT.topKeywords);
    const [withRow, withoutRow] = SEARCH_CONSOLE_KEYWORDS.rows;
    const figures = withRow!.searchConsole!;
    await expect(cellText(keywords, withRow!.keyword, OVERVIEW_TEXT.searchConsoleColumnClicks)).toBe(
      formatNumber(figures.clicks),
    );
    await expect(cellText(keywords, withRow!.keyword, OVERVIEW_TEXT.searchConsoleColumnPosition)).toBe(
      formatNumber(figures.position, 1),
    );
    await expect(cellText(keywords, withRow!.keyword, OVERVIEW_TEXT.clicks)).toBe(formatNumber(withRow!.clicks));
    await expect(withoutRow!.searchConsole).toBeNull();
    await expect(cellText(keywords, withoutRow!.keyword, OVERVIEW_TEXT.searchConsoleColumnClicks)).toBe(
      formatNumber(null),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Domain Overview' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    overview: loading,
    organicCompetitors: loading,
    topKeywords: loading,
    topPages: loading,
    paidCompetitors: loading,
    topAds: loading,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Domain Overview' })).toBeVisible();
    await expect(canvas.getByText(fill(OVERVIEW_TEXT.loading, { query: QUERY }))).toBeInTheDocument();
    await expect(canvas.getByTestId('figures-skeleton')).toBeVisible();
    // Every block keeps its place: heading and grey rows, no table yet.
    await expect(canvas.getAllByTestId('block-skeleton')).toHaveLength(7);
    await expect(canvas.getByRole('heading', { level: 2, name: OVERVIEW_TEXT.topKeywords })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoData: Story = {
  name: 'No data',
  args: {
    query: MISSED_QUERY,
    overview: ready(NO_DATA),
    similar: SIMILAR.map((value) => ({ value, href: domainHref(value) })),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: fill(RESEARCH_TEXT.noDataHeading, { query: MISSED_QUERY }) }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: RESEARCH_TEXT.suggestionsLabel });
    for (const domain of SIMILAR) {
      await expect(within(list).getByRole('link', { name: domain })).toHaveAttribute('href', domainHref(domain));
    }
    // No figures and no lists of zeros.
    await expect(canvas.queryByTestId('figure-organicKeywords')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoDataLookingForSimilar: Story = {
  name: 'No data, similar domains loading',
  args: { query: MISSED_QUERY, overview: ready(NO_DATA), similar: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RESEARCH_TEXT.suggestionsLoading)).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: { overview: failed },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(fill(OVERVIEW_TEXT.loadFailed, { query: QUERY }))).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: OVERVIEW_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledWith('overview');
    // The lists loaded on their own and stay.
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topKeywords })).toBeVisible();
  },
};

export const OneBlockFailed: Story = {
  name: 'One block failed',
  args: { topKeywords: failed },
  play: async ({ args, canvas }) => {
    const block = canvas.getByRole('region', { name: OVERVIEW_TEXT.topKeywords });
    await expect(within(block).getByRole('alert')).toHaveTextContent(
      fill(RESEARCH_TEXT.blockFailed, { block: OVERVIEW_TEXT.topKeywords }),
    );
    await userEvent.click(await within(block).findByRole('button', { name: RESEARCH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledWith('topKeywords');
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topPages })).toBeVisible();
    await expect(canvas.getByTestId('figure-seoClicks')).toBeVisible();
  },
};

export const UrlOverview: Story = {
  name: 'URL overview',
  args: {
    title: 'URL Overview',
    kind: 'url',
    query: URL_OVERVIEW.url,
    overview: ready(URL_OVERVIEW),
    organicCompetitors: undefined,
    topPages: undefined,
    paidCompetitors: undefined,
    links: {
      topKeywords: linkTo('seo:keywords:url', {}, { query: URL_OVERVIEW.url }),
      topAds: linkTo('ppc:keywords:url', {}, { query: URL_OVERVIEW.url }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'URL Overview' })).toBeVisible();
    await expect(figure(canvasElement, 'organicKeywords')).toHaveTextContent(
      formatNumber(URL_OVERVIEW.current!.organicKeywords),
    );
    await expect(figure(canvasElement, 'seoClicks')).toHaveTextContent(formatNumber(URL_OVERVIEW.current!.seoClicks));
    // Competitors and top pages are a domain's, not a page's.
    await expect(canvas.queryByRole('region', { name: OVERVIEW_TEXT.organicCompetitors })).toBeNull();
    await expect(canvas.queryByRole('region', { name: OVERVIEW_TEXT.topPages })).toBeNull();
    await expect(canvas.queryByRole('region', { name: OVERVIEW_TEXT.paidCompetitors })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: fill(RESEARCH_TEXT.viewAllOf, { block: OVERVIEW_TEXT.topKeywords }) }),
    ).toHaveAttribute('href', linkTo('seo:keywords:url', {}, { query: URL_OVERVIEW.url }));
  },
};

export const DemoData: Story = {
  name: 'Demo data',
  args: { overview: ready(OVERVIEW) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RESEARCH_TEXT.demoBadge)).toBeVisible();
    await expect(canvas.getByText(RESEARCH_TEXT.demoNote)).toBeVisible();
  },
};

export const ThrottledVisitor: Story = {
  name: 'Throttled (visitor)',
  args: {
    viewer: 'visitor',
    organicCompetitors: ready(THROTTLED.competitors),
    topKeywords: ready(THROTTLED.keywords),
    topAds: ready(THROTTLED.ads),
  },
  play: async ({ canvas }) => {
    const locks = canvas.getAllByRole('link', { name: UI_TEXT.logInToSeeAllResults });
    await expect(locks).toHaveLength(3);
    await expect(locks[0]).toHaveAttribute('href', linkTo('auth:login'));
    await expect(canvas.queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
    // The free rows still show.
    await expect(canvas.getByRole('link', { name: THROTTLED.keywords.rows[0]!.keyword })).toBeVisible();
  },
};

export const ThrottledFree: Story = {
  name: 'Throttled (free user)',
  args: {
    organicCompetitors: ready(THROTTLED.competitors),
    topKeywords: ready(THROTTLED.keywords),
    topAds: ready(THROTTLED.ads),
  },
  play: async ({ canvas }) => {
    const locks = canvas.getAllByRole('link', { name: UI_TEXT.unlockAllTheData });
    await expect(locks).toHaveLength(3);
    await expect(locks[0]).toHaveAttribute('href', linkTo('mainpurchase'));
    await expect(canvas.queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
  },
};

export const NoSearch: Story = {
  name: 'No search yet',
  args: { query: undefined },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: RESEARCH_TEXT.promptHeading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: RESEARCH_TEXT.promptSubmit }));
    await expect(canvas.getByText(RESEARCH_TEXT.promptRequired)).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: RESEARCH_TEXT.promptLabel }), ' github.com {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('github.com');
  },
};
