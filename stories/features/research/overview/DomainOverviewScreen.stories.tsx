import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import {
  ADS,
  COMPETITORS,
  KEYWORDS,
  MISSED_QUERY,
  NO_DATA,
  OVERVIEW,
  PAID_COMPETITORS,
  SEARCH_CONSOLE_KEYWORDS,
  SEARCH_CONSOLE_OVERVIEW,
  SEARCH_CONSOLE_SITE,
  SIMILAR,
  THROTTLED,
  URL_OVERVIEW,
  adsAnswer,
  competitorsAnswer,
  failFirstOverview,
  keywordsAnswer,
  missedSearchLog,
  overviewAnswers,
  recordMissedSearches,
  resetOverviewCalls,
  similarAnswer,
  urlOverviewAnswers,
  withHandlers,
  cellText,
} from './overviewStoryKit';
import { linkTo } from '../../../../src/app/linkTo';
import { DomainOverviewScreen } from '../../../../src/features/research/overview/DomainOverviewScreen';
import {
  discardOverviewPrefetch,
  peekPrefetchedAnswer,
  prefetchOverview,
} from '../../../../src/features/research/overview/overviewPrefetch';
import { OVERVIEW_TEXT } from '../../../../src/features/research/overview/overviewTexts';
import { onResearchEvent, type ResearchEvent } from '../../../../src/features/research/shared/researchEvents';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { formatCurrency, formatNumber, formatYearMonth } from '../../../../src/lib/format';
import { keywordCountBucket } from '../../../../src/lib/keywordBuckets';
import { UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../../../src/lib/spec/workspace';
import { userPreset } from '../../../../src/mocks/fixtures';
import { errorFor, neverResolves } from '../../../../src/mocks/variants';
import { withScreenContext } from '../../screenContext';
import { deferredPartsLoaded } from '../deferredParts';

const QUERY = OVERVIEW.domain;
const at = (name: 'overview' | 'overview:domain' | 'overview:url', query?: string) => ({
  router: { initialEntry: linkTo(name, {}, query === undefined ? undefined : { query }) },
});
const fullUser = { mockDb: { user: 'full' }, state: { user: userPreset('full') } };
const visitor = { mockDb: { user: 'loggedOut' }, state: { user: userPreset('loggedOut') } };

/** The answers of a full user's domain overview of github.com, a year of history included. */
const FULL_ANSWERS = [
  overviewAnswers(OVERVIEW),
  competitorsAnswer(COMPETITORS, PAID_COMPETITORS),
  keywordsAnswer(KEYWORDS),
  adsAnswer(ADS),
];

/** The analytics events the page reported; collected from before the story renders. */
let events: ResearchEvent[] = [];
const collectEvents = () => {
  events = [];
  return onResearchEvent((event) => events.push(event));
};

const meta = {
  title: 'Research/Domain overview/Screen',
  component: DomainOverviewScreen,
  decorators: [withScreenContext('overview', 'overview:domain', 'overview:url', 'overview:homepage')],
  parameters: { ...at('overview:domain', QUERY), ...fullUser, ...withHandlers({ research: FULL_ANSWERS }) },
  beforeEach: collectEvents,
} satisfies Meta<typeof DomainOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullUser: Story = {
  name: 'Full user',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId('figure-organicKeywords')).toHaveTextContent(
      formatNumber(OVERVIEW.current!.organicKeywords),
    );
    await expect(canvas.getByTestId('figure-seoClickValue')).toHaveTextContent(
      formatCurrency(OVERVIEW.current!.seoClickValue),
    );
    // Another site's overview carries no Search Console data: no real clicks.
    await expect(canvas.queryByTestId('figure-searchConsoleClicks')).toBeNull();
    await expect(canvas.getByText(RESEARCH_TEXT.demoBadge)).toBeVisible();
    const competitors = await canvas.findByRole('table', { name: OVERVIEW_TEXT.organicCompetitors });
    await expect(within(competitors).getByRole('link', { name: COMPETITORS.rows[0]!.domain })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topAds })).toHaveTextContent(
      ADS.rows[0]!.keyword,
    );
    await expect(
      canvas.getByRole('link', { name: fill(RESEARCH_TEXT.viewAllOf, { block: OVERVIEW_TEXT.topKeywords }) }),
    ).toHaveAttribute('href', linkTo('seo:keywords:domain', {}, { query: QUERY }));
    // The domain-overview event, with the SEO keyword count in doc 2's bucket.
    await expect(events).toContainEqual(
      expect.objectContaining({
        name: 'Domain Overview Search',
        label: keywordCountBucket(OVERVIEW.current!.organicKeywords),
      }),
    );
    await deferredPartsLoaded(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-testid="bucket-bar"]')).toHaveLength(12);
  },
};

export const SearchConsole: Story = {
  name: 'Search Console data (the site’s owner)',
  parameters: withHandlers({
    research: [
      overviewAnswers(SEARCH_CONSOLE_OVERVIEW),
      competitorsAnswer(COMPETITORS, PAID_COMPETITORS),
      keywordsAnswer(SEARCH_CONSOLE_KEYWORDS),
      adsAnswer(ADS),
    ],
  }),
  play: async ({ canvas, canvasElement }) => {
    const real = await canvas.findByTestId('figure-searchConsoleClicks');
    await expect(real).toHaveTextContent(formatNumber(SEARCH_CONSOLE_SITE.clicks));
    await expect(real).toHaveTextContent(
      fill(OVERVIEW_TEXT.searchConsoleDetail, { month: formatYearMonth(SEARCH_CONSOLE_SITE.month, 'long') }),
    );
    const keywords = await canvas.findByRole('table', { name: OVERVIEW_TEXT.topKeywords });
    const [row] = SEARCH_CONSOLE_KEYWORDS.rows;
    await waitFor(() =>
      expect(cellText(keywords, row!.keyword, OVERVIEW_TEXT.searchConsoleColumnClicks)).toBe(
        formatNumber(row!.searchConsole!.clicks),
      ),
    );
    await expect(cellText(keywords, row!.keyword, OVERVIEW_TEXT.searchConsoleColumnPosition)).toBe(
      formatNumber(row!.searchConsole!.position, 1),
    );
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topAds })).toHaveTextContent(
      ADS.rows[0]!.keyword,
    );
    await deferredPartsLoaded(canvasElement);
  },
};

/** Whether the figures' loading state was ever in the page since the story's loaders ran. */
let skeletonShown = false;
let skeletonWatch: MutationObserver | undefined;
const SKELETON = '[data-testid="figures-skeleton"]';

export const EarlyAnswer: Story = {
  name: 'The guard chain’s early read answered first: the figures in the first render',
  beforeEach: () => {
    // Whatever the story leaves behind is not the next story's early read.
    return () => {
      skeletonWatch?.disconnect();
      discardOverviewPrefetch();
    };
  },
  loaders: [
    // As the guard chain does for an overview URL (src/app/guardLoader.ts), here after the mocks are up.
    async () => {
      discardOverviewPrefetch();
      prefetchOverview('domain', QUERY);
      await waitFor(() => expect(peekPrefetchedAnswer('domain', QUERY)).toBeDefined());
      skeletonShown = false;
      skeletonWatch = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && (node.matches(SKELETON) || node.querySelector(SKELETON)))
              skeletonShown = true;
      });
      skeletonWatch.observe(document.body, { childList: true, subtree: true });
    },
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId('figure-organicKeywords')).toHaveTextContent(
      formatNumber(OVERVIEW.current!.organicKeywords),
    );
    // No loading frame first: the figures came with the screen's first render.
    await expect(skeletonShown).toBe(false);
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topKeywords })).toHaveTextContent(
      KEYWORDS.rows[0]!.keyword,
    );
    await deferredPartsLoaded(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-testid="bucket-bar"]')).toHaveLength(12);
  },
};

export const Loading: Story = {
  parameters: withHandlers({
    research: [
      neverResolves('getDomainOverview'),
      neverResolves('getDomainCompetitors'),
      neverResolves('getDomainOrganicKeywords'),
      neverResolves('getDomainTopPages'),
      neverResolves('getDomainPaidKeywords'),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fill(OVERVIEW_TEXT.loading, { query: QUERY }))).toBeInTheDocument();
    await expect(canvas.getAllByTestId('block-skeleton')).toHaveLength(7);
  },
};

export const NoData: Story = {
  name: 'No data (logged in): similar domains, and the missed search logged',
  parameters: {
    ...at('overview:domain', MISSED_QUERY),
    ...withHandlers({
      research: [overviewAnswers(NO_DATA)],
      navigation: [recordMissedSearches, similarAnswer(SIMILAR)],
    }),
  },
  beforeEach: () => {
    missedSearchLog.length = 0;
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: fill(RESEARCH_TEXT.noDataHeading, { query: MISSED_QUERY }) }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: RESEARCH_TEXT.suggestionsLabel });
    await expect(within(list).getByRole('link', { name: SIMILAR[0] })).toHaveAttribute(
      'href',
      linkTo('overview:domain', {}, { query: SIMILAR[0] }),
    );
    await waitFor(() => expect(missedSearchLog).toHaveLength(1));
    const logged = new URLSearchParams(missedSearchLog[0]);
    await expect(logged.get('eventName')).toBe('Missed Search');
    await expect(logged.get('eventAction')).toBe(`domain:${MISSED_QUERY}`);
    await expect(logged.get('pageName')).toBe('');
    // The story ends on the no-data page (its baseline): the suggestion's href above is where it leads.
    await expect(events).toContainEqual(expect.objectContaining({ action: 'Miss', label: '0' }));
  },
};

export const NoDataVisitor: Story = {
  name: 'No data (visitor): nothing logged',
  parameters: {
    ...at('overview:domain', MISSED_QUERY),
    ...visitor,
    ...withHandlers({
      research: [overviewAnswers(NO_DATA)],
      navigation: [recordMissedSearches, similarAnswer(SIMILAR)],
    }),
  },
  beforeEach: () => {
    missedSearchLog.length = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: RESEARCH_TEXT.suggestionsLabel })).toBeVisible();
    await expect(missedSearchLog).toHaveLength(0);
  },
};

export const ServerErrorThenRetry: Story = {
  name: 'Server error, then a retry',
  parameters: withHandlers({ research: [failFirstOverview, ...FULL_ANSWERS] }),
  beforeEach: resetOverviewCalls,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fill(OVERVIEW_TEXT.loadFailed, { query: QUERY }))).toBeVisible();
    // The lists do not wait for the overview.
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topKeywords })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: OVERVIEW_TEXT.retry }));
    await expect(await canvas.findByTestId('figure-seoClicks')).toHaveTextContent(
      formatNumber(OVERVIEW.current!.seoClicks),
    );
  },
};

export const OneBlockFailed: Story = {
  name: 'One block failed',
  parameters: withHandlers({ research: [errorFor('getDomainTopPages', 500), ...FULL_ANSWERS] }),
  play: async ({ canvas }) => {
    const block = await canvas.findByRole('region', { name: OVERVIEW_TEXT.topPages });
    await expect(await within(block).findByRole('alert')).toHaveTextContent(
      fill(RESEARCH_TEXT.blockFailed, { block: OVERVIEW_TEXT.topPages }),
    );
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topKeywords })).toBeVisible();
    await expect(canvas.getByTestId('figure-backlinks')).toHaveTextContent(formatNumber(OVERVIEW.backlinks));
  },
};

export const UrlOverview: Story = {
  name: 'URL overview',
  parameters: {
    ...at('overview:url', URL_OVERVIEW.url),
    ...withHandlers({ research: [urlOverviewAnswers(URL_OVERVIEW), ...FULL_ANSWERS] }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'URL Overview' })).toBeVisible();
    await expect(await canvas.findByTestId('figure-organicKeywords')).toHaveTextContent(
      formatNumber(URL_OVERVIEW.current!.organicKeywords),
    );
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topKeywords })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: OVERVIEW_TEXT.organicCompetitors })).toBeNull();
    await expect(canvas.queryByRole('region', { name: OVERVIEW_TEXT.topPages })).toBeNull();
    await expect(events).toContainEqual(expect.objectContaining({ name: 'URL Overview Search' }));
  },
};

export const ThrottledVisitor: Story = {
  name: 'Throttled (visitor)',
  parameters: {
    ...visitor,
    ...withHandlers({
      research: [
        overviewAnswers(OVERVIEW),
        competitorsAnswer(THROTTLED.competitors, PAID_COMPETITORS),
        keywordsAnswer(THROTTLED.keywords),
        adsAnswer(THROTTLED.ads),
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topAds })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('link', { name: UI_TEXT.logInToSeeAllResults })).toHaveLength(3));
    await expect(canvas.queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
  },
};

export const ThrottledFree: Story = {
  name: 'Throttled (free user)',
  parameters: {
    mockDb: { user: 'free' },
    state: { user: userPreset('free') },
    ...withHandlers({
      research: [
        overviewAnswers(OVERVIEW),
        competitorsAnswer(THROTTLED.competitors, PAID_COMPETITORS),
        keywordsAnswer(THROTTLED.keywords),
        adsAnswer(THROTTLED.ads),
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topAds })).toBeVisible();
    const locks = await canvas.findAllByRole('link', { name: UI_TEXT.unlockAllTheData });
    await expect(locks[0]).toHaveAttribute('href', linkTo('mainpurchase'));
    await expect(canvas.queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
  },
};

export const NoSearchThenSearch: Story = {
  name: 'No search, then a search',
  parameters: at('overview'),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: RESEARCH_TEXT.promptLabel }), QUERY);
    await userEvent.click(canvas.getByRole('button', { name: RESEARCH_TEXT.promptSubmit }));
    await expect(await canvas.findByText(fill(RESEARCH_TEXT.searchFor, { query: QUERY }))).toBeVisible();
    await expect(await canvas.findByTestId('figure-paidKeywords')).toHaveTextContent(
      formatNumber(OVERVIEW.current!.paidKeywords),
    );
    // The list blocks read once the figures have painted: the last one answers too.
    await expect(await canvas.findByRole('table', { name: OVERVIEW_TEXT.topAds })).toHaveTextContent(
      ADS.rows[0]!.keyword,
    );
  },
};
