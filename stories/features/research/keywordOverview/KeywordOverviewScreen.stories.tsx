import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import {
  ADVERTISERS,
  MISSED_QUERY,
  NO_DATA,
  OVERVIEW,
  QUERY,
  RELATED,
  SERP,
  THROTTLED,
  advertisersAnswer,
  failFirstOverview,
  listReads,
  missedSearchLog,
  overviewAnswers,
  recordListReads,
  recordMissedSearches,
  relatedAnswer,
  resetOverviewCalls,
  serpAnswers,
  withHandlers,
} from './keywordOverviewStoryKit';
import { linkTo } from '../../../../src/app/linkTo';
import { KEYWORD_OVERVIEW_ROWS } from '../../../../src/features/research/keywordOverview/keywordOverview';
import { KeywordOverviewScreen } from '../../../../src/features/research/keywordOverview/KeywordOverviewScreen';
import { KEYWORD_OVERVIEW_TEXT } from '../../../../src/features/research/keywordOverview/keywordOverviewTexts';
import { onResearchEvent, type ResearchEvent } from '../../../../src/features/research/shared/researchEvents';
import { RESEARCH_TEXT, SUBJECT_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { formatCurrency, formatNumber } from '../../../../src/lib/format';
import { UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../../../src/lib/spec/workspace';
import { userPreset } from '../../../../src/mocks/fixtures';
import { errorFor, neverResolves } from '../../../../src/mocks/variants';
import { withScreenContext } from '../../screenContext';

const at = (query?: string) => ({
  router: { initialEntry: linkTo('keyword:overview', {}, query === undefined ? undefined : { query }) },
});
const fullUser = { mockDb: { user: 'full' }, state: { user: userPreset('full') } };
const visitor = { mockDb: { user: 'loggedOut' }, state: { user: userPreset('loggedOut') } };
const freeUser = { mockDb: { user: 'free' }, state: { user: userPreset('free') } };

/** The answers of a full user's keyword overview of 'project management software'. */
const FULL_ANSWERS = [
  overviewAnswers(OVERVIEW),
  serpAnswers(SERP),
  advertisersAnswer(ADVERTISERS),
  relatedAnswer(RELATED),
];
const THROTTLED_ANSWERS = [
  overviewAnswers(OVERVIEW),
  serpAnswers(THROTTLED.serp),
  advertisersAnswer(THROTTLED.advertisers),
  relatedAnswer(THROTTLED.related),
];

/** The analytics events the page reported; collected from before the story renders. */
let events: ResearchEvent[] = [];
const collectEvents = () => {
  events = [];
  return onResearchEvent((event) => events.push(event));
};

const meta = {
  title: 'Research/Keyword overview/Screen',
  component: KeywordOverviewScreen,
  decorators: [withScreenContext('keyword:overview')],
  parameters: { ...at(QUERY), ...fullUser, ...withHandlers({ research: FULL_ANSWERS }) },
  beforeEach: collectEvents,
} satisfies Meta<typeof KeywordOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullUser: Story = {
  name: 'Full user',
  parameters: withHandlers({ research: [recordListReads, ...FULL_ANSWERS] }),
  beforeEach: () => {
    listReads.length = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('figure-volume')).toHaveTextContent(formatNumber(OVERVIEW.volume));
    await expect(canvas.getByTestId('figure-cpc')).toHaveTextContent(formatCurrency(OVERVIEW.cpc));
    await expect(canvas.getByText(RESEARCH_TEXT.demoBadge)).toBeVisible();
    const serp = await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.serpHeading });
    await expect(within(serp).getByRole('link', { name: SERP.rows[0]!.url })).toBeVisible();
    const related = await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.relatedHeading });
    await expect(within(related).getByRole('link', { name: RELATED.rows[0]!.keyword })).toBeVisible();
    await expect(
      await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.advertisersHeading }),
    ).toHaveTextContent(ADVERTISERS.rows[0]!.domain);
    await expect(
      canvas.getByRole('link', {
        name: fill(RESEARCH_TEXT.viewAllOf, { block: KEYWORD_OVERVIEW_TEXT.relatedHeading }),
      }),
    ).toHaveAttribute('href', linkTo('keyword:related-keywords', {}, { query: QUERY }));
    // The lists ask for a few rows and only the columns they show.
    const adRead = new URLSearchParams(listReads.find((read) => read.path.endsWith('KeywordAdHistory'))!.search);
    await expect(adRead.get('rowsPerPage')).toBe(String(KEYWORD_OVERVIEW_ROWS));
    await expect(adRead.get('visibleColumns')).toBe('domain,monthsAdvertised,lastMonth');
    const relatedRead = new URLSearchParams(listReads.find((read) => read.path.endsWith('RelatedKeywords'))!.search);
    await expect(relatedRead.get('visibleColumns')).toBe('keyword,volume,cpc,difficulty');
    await expect(events).toContainEqual(
      expect.objectContaining({ name: 'Keyword Overview Search', action: 'Hit', label: QUERY }),
    );
  },
};

export const Loading: Story = {
  parameters: withHandlers({
    research: [
      neverResolves('getKeywordOverview'),
      neverResolves('getKeywordSerpAnalysis'),
      neverResolves('getKeywordAdHistory'),
      neverResolves('getRelatedKeywords'),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fill(KEYWORD_OVERVIEW_TEXT.loading, { query: QUERY }))).toBeInTheDocument();
    await expect(canvas.getAllByTestId('block-skeleton')).toHaveLength(5);
  },
};

export const NoData: Story = {
  name: 'No data (logged in): similar keywords, and the missed search logged',
  parameters: {
    ...at(MISSED_QUERY),
    ...withHandlers({ research: [overviewAnswers(NO_DATA)], navigation: [recordMissedSearches] }),
  },
  beforeEach: () => {
    missedSearchLog.length = 0;
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: fill(RESEARCH_TEXT.noDataHeading, { query: MISSED_QUERY }) }),
    ).toBeVisible();
    // Keywords like the misspelt one, from the keyword suggestions (the mock suggests '<prefix> tools').
    const similar = await canvas.findByRole('list', { name: SUBJECT_TEXT.keyword.suggestionsLabel });
    const link = within(similar).getByRole('link', { name: 'pro tools' });
    await expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('query')).toBe('pro tools');
    await waitFor(() => expect(missedSearchLog).toHaveLength(1));
    const logged = new URLSearchParams(missedSearchLog[0]);
    await expect(logged.get('eventName')).toBe('Missed Search');
    await expect(logged.get('eventAction')).toBe(`keyword:${MISSED_QUERY}`);
    await expect(logged.get('pageName')).toBe('');
    await expect(events).toContainEqual(expect.objectContaining({ name: 'Keyword Overview Search', action: 'Miss' }));
  },
};

export const NoDataVisitor: Story = {
  name: 'No data (visitor): nothing logged',
  parameters: {
    ...at(MISSED_QUERY),
    ...visitor,
    ...withHandlers({ research: [overviewAnswers(NO_DATA)], navigation: [recordMissedSearches] }),
  },
  beforeEach: () => {
    missedSearchLog.length = 0;
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: fill(RESEARCH_TEXT.noDataHeading, { query: MISSED_QUERY }) }),
    ).toBeVisible();
    // Give a stray call the time to arrive before saying there was none.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(missedSearchLog).toHaveLength(0);
  },
};

export const ServerErrorThenRetry: Story = {
  name: 'Server error, then a retry',
  parameters: withHandlers({ research: [failFirstOverview, ...FULL_ANSWERS] }),
  beforeEach: resetOverviewCalls,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fill(KEYWORD_OVERVIEW_TEXT.loadFailed, { query: QUERY }))).toBeVisible();
    // The lists do not wait for the overview.
    await expect(await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.serpHeading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: KEYWORD_OVERVIEW_TEXT.retry }));
    await expect(await canvas.findByTestId('figure-volume')).toHaveTextContent(formatNumber(OVERVIEW.volume));
    await expect(
      await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.rankingChartLabel }),
    ).toBeInTheDocument();
  },
};

export const OneBlockFailed: Story = {
  name: 'One block failed',
  parameters: withHandlers({ research: [errorFor('getRelatedKeywords', 500), ...FULL_ANSWERS] }),
  play: async ({ canvas }) => {
    const block = await canvas.findByRole('region', { name: KEYWORD_OVERVIEW_TEXT.relatedHeading });
    await expect(await within(block).findByRole('alert')).toHaveTextContent(
      fill(RESEARCH_TEXT.blockFailed, { block: KEYWORD_OVERVIEW_TEXT.relatedHeading }),
    );
    await expect(await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.serpHeading })).toBeVisible();
    await expect(canvas.getByTestId('figure-volume')).toHaveTextContent(formatNumber(OVERVIEW.volume));
  },
};

export const ThrottledVisitor: Story = {
  name: 'Throttled (visitor)',
  parameters: { ...visitor, ...withHandlers({ research: THROTTLED_ANSWERS }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.advertisersHeading })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.relatedHeading })).toBeVisible();
    const locks = await canvas.findAllByRole('link', { name: UI_TEXT.logInToSeeAllResults });
    await expect(locks[0]).toHaveAttribute('href', linkTo('auth:login'));
    await expect(canvas.queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
  },
};

export const ThrottledFree: Story = {
  name: 'Throttled (free)',
  parameters: { ...freeUser, ...withHandlers({ research: THROTTLED_ANSWERS }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.advertisersHeading })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: KEYWORD_OVERVIEW_TEXT.relatedHeading })).toBeVisible();
    const locks = await canvas.findAllByRole('link', { name: UI_TEXT.unlockAllTheData });
    await expect(locks[0]).toHaveAttribute('href', linkTo('mainpurchase'));
    await expect(canvas.queryByText(THROTTLED_CELL_PLACEHOLDER)).toBeNull();
  },
};

export const NoSearchThenSearch: Story = {
  name: 'No search, then a search',
  parameters: at(),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: SUBJECT_TEXT.keyword.promptLabel }), QUERY);
    await userEvent.click(canvas.getByRole('button', { name: RESEARCH_TEXT.promptSubmit }));
    await expect(await canvas.findByText(fill(RESEARCH_TEXT.searchFor, { query: QUERY }))).toBeVisible();
    await expect(await canvas.findByTestId('figure-cpc')).toHaveTextContent(formatCurrency(OVERVIEW.cpc));
  },
};
