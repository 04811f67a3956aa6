import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { listMsw, SERIES } from './seoListStoryKit';
import { lastYear } from '../../../../src/features/research/overview/overview';
import {
  RankingHistoryChartsScreen,
  RankingHistoryChartsView,
} from '../../../../src/features/research/seoLists/RankingHistoryCharts';
import { typeSeries } from '../../../../src/features/research/seoLists/seoLists';
import { SEO_LISTS_TEXT } from '../../../../src/features/research/seoLists/seoListsTexts';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { formatNumber } from '../../../../src/lib/format';
import { fill } from '../../../../src/lib/spec/text';
import { OVERVIEW } from '../overview/overviewStoryKit';

const R = SEO_LISTS_TEXT.rankingHistory;
const seriesTable = (type: keyof typeof R.views) => ({ name: fill(R.seriesHeading, { type: R.views[type] }) });

const meta = {
  title: 'Research/Ranking history charts',
  component: RankingHistoryChartsView,
  args: {
    type: 'GainedClicks',
    months: OVERVIEW.history,
    monthsLoad: 'ready',
    series: SERIES,
    seriesLoad: 'ready',
    onRetryMonths: fn(),
    onRetrySeries: fn(),
  },
} satisfies Meta<typeof RankingHistoryChartsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The last twelve months of buckets, and the chosen type's counts from the series.
    await expect(canvasElement.querySelectorAll('[data-testid="bucket-bar"]')).toHaveLength(
      lastYear(OVERVIEW.history).length,
    );
    const rows = within(canvas.getByRole('table', seriesTable('GainedClicks')))
      .getAllByRole('row')
      .slice(1);
    await expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(
      typeSeries(SERIES, 'GainedClicks').values.map((value) => formatNumber(value)),
    );
  },
};

export const Loading: Story = {
  args: { monthsLoad: 'loading', months: [], seriesLoad: 'loading', series: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('block-skeleton')).toHaveLength(2);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Server error',
  args: { monthsLoad: 'failed', months: [], seriesLoad: 'failed', series: null },
  play: async ({ args, canvas }) => {
    const retries = await canvas.findAllByRole('button', { name: RESEARCH_TEXT.retry });
    await userEvent.click(retries[0]!);
    await expect(args.onRetryMonths).toHaveBeenCalledTimes(1);
    await userEvent.click(retries[1]!);
    await expect(args.onRetrySeries).toHaveBeenCalledTimes(1);
  },
};

export const OneMonth: Story = {
  name: 'One month of corpus',
  args: { months: OVERVIEW.history.slice(-1), series: { ...SERIES, months: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(R.seriesEmpty)).toBeVisible();
    await expect(canvas.queryByRole('table', seriesTable('GainedClicks'))).toBeNull();
  },
};

/** The connected charts: both reads from the mock API for the searched domain. */
export const Connected: StoryObj<typeof RankingHistoryChartsScreen> = {
  render: () => <RankingHistoryChartsScreen query="wikipedia.org" type="LostRanks" />,
  parameters: listMsw('rankingHistory'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', seriesTable('LostRanks'));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.querySelector('td')?.textContent),
      ).toEqual(typeSeries(SERIES, 'LostRanks').values.map((value) => formatNumber(value))),
    );
  },
};
