import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  ADVERTISERS,
  LIVE_OVERVIEW,
  MISSED_QUERY,
  NO_DATA,
  OVERVIEW,
  QUERY,
  RELATED,
  SERP,
  THROTTLED,
} from './keywordOverviewStoryKit';
import { linkTo } from '../../../../src/app/linkTo';
import { clickSplit, positionText, SERP_ROWS } from '../../../../src/features/research/keywordOverview/keywordOverview';
import { KEYWORD_OVERVIEW_TEXT } from '../../../../src/features/research/keywordOverview/keywordOverviewTexts';
import { KeywordOverviewView } from '../../../../src/features/research/keywordOverview/KeywordOverviewView';
import { monthLabel, shortMonthLabel } from '../../../../src/features/research/shared/figuresNote';
import { RESEARCH_TEXT, SUBJECT_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { formatCurrency, formatNumber } from '../../../../src/lib/format';
import { UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../../../src/lib/spec/workspace';

const ready = <T,>(data: T) => ({ load: 'ready' as const, data });
const loading = { load: 'loading' as const, data: null };
const failed = { load: 'failed' as const, data: null };

const LINKS = {
  serp: linkTo('keyword:serp-analysis', {}, { query: QUERY }),
  rankingHistory: linkTo('keyword:ranking-history', {}, { query: QUERY }),
  advertisers: linkTo('keyword:ad-history', {}, { query: QUERY }),
  related: linkTo('keyword:related-keywords', {}, { query: QUERY }),
};
const domainHref = (domain: string) => linkTo('overview:domain', {}, { query: domain });
const urlHref = (url: string) => linkTo('overview:url', {}, { query: url });
const keywordHref = (keyword: string) => linkTo('keyword:overview', {}, { query: keyword });

const figure = (canvas: HTMLElement, id: string) => within(canvas).getByTestId(`figure-${id}`);
const tableOf = (canvas: HTMLElement, name: string) => within(canvas).getByRole('table', { name });

const meta = {
  title: 'Research/Keyword overview',
  component: KeywordOverviewView,
  args: {
    title: 'Keyword Research Tool',
    query: QUERY,
    overview: ready(LIVE_OVERVIEW),
    serp: ready(SERP),
    advertisers: ready(ADVERTISERS),
    related: ready(RELATED),
    links: LINKS,
    similar: [],
    viewer: 'loggedIn',
    purchaseHref: linkTo('mainpurchase'),
    loginHref: linkTo('auth:login'),
    domainHref,
    urlHref,
    keywordHref,
    onRetry: fn(),
    onSearch: fn(),
  },
} satisfies Meta<typeof KeywordOverviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullUser: Story = {
  name: 'Full user',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Keyword Research Tool' })).toBeVisible();
    await expect(canvas.getByText(fill(RESEARCH_TEXT.searchFor, { query: QUERY }))).toBeVisible();
    await expect(
      canvas.getByText(`Figures for ${monthLabel(LIVE_OVERVIEW.month!)} · CTR curve: ${LIVE_OVERVIEW.curve.name}`),
    ).toBeVisible();
    await expect(canvas.queryByText(RESEARCH_TEXT.demoBadge)).toBeNull();

    // The headline figures, as the answer gives them.
    await expect(figure(canvasElement, 'volume')).toHaveTextContent(formatNumber(LIVE_OVERVIEW.volume));
    await expect(figure(canvasElement, 'cpc')).toHaveTextContent(formatCurrency(LIVE_OVERVIEW.cpc));
    await expect(figure(canvasElement, 'cpc')).toHaveTextContent(
      fill(KEYWORD_OVERVIEW_TEXT.competition, { competition: formatNumber(LIVE_OVERVIEW.competition) }),
    );
    await expect(
      within(figure(canvasElement, 'difficulty')).getByRole('img', {
        name: `${KEYWORD_OVERVIEW_TEXT.difficulty}: ${formatNumber(LIVE_OVERVIEW.difficulty)} out of 100`,
      }),
    ).toBeVisible();
    const split = clickSplit(LIVE_OVERVIEW.clicks)!;
    const clicks = figure(canvasElement, 'clicks');
    await expect(clicks).toHaveTextContent(split.organic.shareText);
    await expect(clicks).toHaveTextContent(formatNumber(LIVE_OVERVIEW.clicks.organic));
    await expect(clicks).toHaveTextContent(formatNumber(LIVE_OVERVIEW.clicks.paid));
    await expect(within(clicks).getByText(split.summary)).toBeInTheDocument();
    await expect(
      canvas.getByText(`${KEYWORD_OVERVIEW_TEXT.segmentsLabel}: ${KEYWORD_OVERVIEW_TEXT.transactional}`),
    ).toBeVisible();

    // The trend: twelve months in its table (the answer holds thirteen), October's searches last.
    const trend = tableOf(canvasElement, KEYWORD_OVERVIEW_TEXT.trendChartLabel);
    await expect(within(trend).getAllByRole('row')).toHaveLength(12 + 1);
    await expect(within(trend).getAllByRole('row').at(-1)).toHaveTextContent(formatNumber(LIVE_OVERVIEW.volume));

    // The top 10 results: ten rows of the twelve, each page and domain linked.
    const serp = tableOf(canvasElement, KEYWORD_OVERVIEW_TEXT.serpHeading);
    await expect(within(serp).getAllByRole('row')).toHaveLength(SERP_ROWS + 1);
    const first = SERP.rows[0]!;
    await expect(within(serp).getByRole('link', { name: first.url })).toHaveAttribute('href', urlHref(first.url));
    await expect(within(serp).getByRole('link', { name: first.domain! })).toHaveAttribute(
      'href',
      domainHref(first.domain!),
    );
    await expect(within(serp).getByText(formatNumber(first.clicks))).toBeVisible();
    await expect(within(serp).queryByText(SERP.rows[SERP_ROWS]!.url)).toBeNull();

    // Ranking history: five lines, and the positions in the chart's table.
    await expect(canvasElement.querySelectorAll('[data-testid="ranking-line"]')).toHaveLength(5);
    const ranking = tableOf(canvasElement, KEYWORD_OVERVIEW_TEXT.rankingChartLabel);
    const entry = LIVE_OVERVIEW.rankingHistory[4]!;
    const gap = entry.positions.find((p) => p.position === null)!;
    const gapRow = within(ranking)
      .getByRole('rowheader', { name: shortMonthLabel(gap.month) })
      .closest('tr')!;
    await expect(gapRow).toHaveTextContent(positionText(null));
    const october = within(ranking).getByRole('rowheader', { name: 'Oct 2026' }).closest('tr')!;
    await expect(october).toHaveTextContent(positionText(LIVE_OVERVIEW.rankingHistory[0]!.positions.at(-1)!.position));

    // Advertisers with their latest ad, related keywords linked to their own overview.
    const advertisers = tableOf(canvasElement, KEYWORD_OVERVIEW_TEXT.advertisersHeading);
    await expect(within(advertisers).getAllByRole('row')).toHaveLength(ADVERTISERS.rows.length + 1);
    await expect(within(advertisers).getByText(ADVERTISERS.adCopies[0]!.headline)).toBeVisible();
    await expect(within(advertisers).getByText(formatNumber(ADVERTISERS.rows[0]!.monthsAdvertised))).toBeVisible();
    await expect(
      within(advertisers).getAllByText(fill(KEYWORD_OVERVIEW_TEXT.slotBottom, { position: 1 })),
    ).toHaveLength(1);
    const related = tableOf(canvasElement, KEYWORD_OVERVIEW_TEXT.relatedHeading);
    const firstRelated = RELATED.rows[0]!;
    await expect(within(related).getByRole('link', { name: firstRelated.keyword })).toHaveAttribute(
      'href',
      keywordHref(firstRelated.keyword),
    );
    await expect(within(related).getByText(formatCurrency(firstRelated.cpc))).toBeVisible();

    for (const [block, href] of [
      [KEYWORD_OVERVIEW_TEXT.serpHeading, LINKS.serp],
      [KEYWORD_OVERVIEW_TEXT.rankingHeading, LINKS.rankingHistory],
      [KEYWORD_OVERVIEW_TEXT.advertisersHeading, LINKS.advertisers],
      [KEYWORD_OVERVIEW_TEXT.relatedHeading, LINKS.related],
    ] as const) {
      await expect(canvas.getByRole('link', { name: fill(RESEARCH_TEXT.viewAllOf, { block }) })).toHaveAttribute(
        'href',
        href,
      );
    }
  },
};

export const Loading: Story = {
  args: { overview: loading, serp: loading, advertisers: loading, related: loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Keyword Research Tool' })).toBeVisible();
    await expect(canvas.getByText(fill(KEYWORD_OVERVIEW_TEXT.loading, { query: QUERY }))).toBeInTheDocument();
    await expect(canvas.getByTestId('figures-skeleton')).toBeVisible();
    // Every block keeps its place: heading and grey rows, no table yet.
    await expect(canvas.getAllByTestId('block-skeleton')).toHaveLength(5);
    await expect(canvas.getByRole('heading', { level: 2, name: KEYWORD_OVERVIEW_TEXT.serpHeading })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoData: Story = {
  name: 'No data',
  args: { query: MISSED_QUERY, overview: ready(NO_DATA) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: fill(RESEARCH_TEXT.noDataHeading, { query: MISSED_QUERY }) }),
    ).toBeVisible();
    await expect(
      canvas.getByText(fill(SUBJECT_TEXT.keyword.noDataBodyNoSuggestions, { query: MISSED_QUERY })),
    ).toBeVisible();
    // No figures and no lists of zeros.
    await expect(canvas.queryByTestId('figure-volume')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: { overview: failed },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(fill(KEYWORD_OVERVIEW_TEXT.loadFailed, { query: QUERY }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: KEYWORD_OVERVIEW_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledWith('overview');
    // The lists loaded on their own and stay; the overview's charts wait for its retry.
    await expect(canvas.getByRole('table', { name: KEYWORD_OVERVIEW_TEXT.serpHeading })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: KEYWORD_OVERVIEW_TEXT.rankingHeading })).toBeNull();
  },
};

export const OneBlockFailed: Story = {
  name: 'One block failed',
  args: { advertisers: failed },
  play: async ({ args, canvas }) => {
    const block = canvas.getByRole('region', { name: KEYWORD_OVERVIEW_TEXT.advertisersHeading });
    await expect(within(block).getByRole('alert')).toHaveTextContent(
      fill(RESEARCH_TEXT.blockFailed, { block: KEYWORD_OVERVIEW_TEXT.advertisersHeading }),
    );
    await userEvent.click(await within(block).findByRole('button', { name: RESEARCH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledWith('advertisers');
    await expect(await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.relatedHeading })).toBeVisible();
    await expect(canvas.getByTestId('figure-volume')).toBeVisible();
  },
};

export const DemoData: Story = {
  name: 'Demo data',
  args: { overview: ready(OVERVIEW) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RESEARCH_TEXT.demoBadge)).toBeVisible();
  },
};

export const NoClicks: Story = {
  name: 'No clicks this month',
  args: { overview: ready({ ...LIVE_OVERVIEW, clicks: { organic: 0, paid: 0, organicShare: null } }) },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'clicks')).toHaveTextContent(KEYWORD_OVERVIEW_TEXT.noClicks);
  },
};

export const ThrottledVisitor: Story = {
  name: 'Throttled (visitor)',
  args: {
    viewer: 'visitor',
    serp: ready(THROTTLED.serp),
    advertisers: ready(THROTTLED.advertisers),
    related: ready(THROTTLED.related),
  },
  play: async ({ canvas, canvasElement }) => {
    const throttledRows =
      THROTTLED.serp.rows.slice(0, SERP_ROWS).filter((row) => row.isThrottled).length +
      THROTTLED.advertisers.rows.filter((row) => row.isThrottled).length +
      THROTTLED.related.rows.filter((row) => row.isThrottled).length;
    const locks = canvas.getAllByRole('link', { name: UI_TEXT.logInToSeeAllResults });
    await expect(locks).toHaveLength(throttledRows);
    await expect(locks[0]).toHaveAttribute('href', linkTo('auth:login'));
    await expect(canvas.queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
    // The free rows still show.
    const serp = tableOf(canvasElement, KEYWORD_OVERVIEW_TEXT.serpHeading);
    await expect(within(serp).getByRole('link', { name: THROTTLED.serp.rows[0]!.url })).toBeVisible();
    await expect(canvas.getByRole('link', { name: THROTTLED.related.rows[0]!.keyword })).toBeVisible();
  },
};

export const ThrottledFree: Story = {
  name: 'Throttled (free)',
  args: {
    serp: ready(THROTTLED.serp),
    advertisers: ready(THROTTLED.advertisers),
    related: ready(THROTTLED.related),
  },
  play: async ({ canvas }) => {
    const locks = canvas.getAllByRole('link', { name: UI_TEXT.unlockAllTheData });
    await expect(locks.length).toBeGreaterThan(0);
    await expect(locks[0]).toHaveAttribute('href', linkTo('mainpurchase'));
    await expect(canvas.queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
    await expect(canvas.getByText(THROTTLED.advertisers.adCopies[0]!.headline)).toBeVisible();
  },
};

export const NoSearch: Story = {
  name: 'No search',
  args: { query: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: RESEARCH_TEXT.promptHeading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: RESEARCH_TEXT.promptSubmit }));
    await expect(canvas.getByText(SUBJECT_TEXT.keyword.promptRequired)).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: SUBJECT_TEXT.keyword.promptLabel }), ` ${QUERY} {Enter}`);
    await expect(args.onSearch).toHaveBeenCalledWith(QUERY);
  },
};
