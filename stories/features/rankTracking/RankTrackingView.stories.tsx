import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { ACME_SEARCH_CONSOLE, cellText, exampleTracking, LATEST_FIGURES, viewArgs } from './rankTrackingStoryKit';
import { RANK_TRACKING_TEXT as T } from '../../../src/features/rankTracking/rankTrackingTexts';
import { RankTrackingView } from '../../../src/features/rankTracking/RankTrackingView';
import { formatNumber, formatYearMonth } from '../../../src/lib/format';
import { fill } from '../../../src/lib/spec/text';

const DATA = exampleTracking();

const meta = {
  title: 'Pages/Rank Tracking/Rank Tracker/View',
  component: RankTrackingView,
  args: {
    ...viewArgs(DATA),
    competitors: ['rival.com', 'widgets.co.uk'],
    competitorsLoad: 'ready',
    onSaveCompetitors: () => Promise.resolve(),
    metric: 'averagePosition',
    onMetricChange: () => undefined,
  },
} satisfies Meta<typeof RankTrackingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    const acme = within(canvas.getByRole('listitem', { name: fill(T.summaryOf, { domain: 'acme.com' }) }));
    await expect(acme.getByTestId('averagePosition-0')).toHaveTextContent(LATEST_FIGURES[0].averagePosition);
    // Twelve weeks in each domain's history table, and every keyword in the table.
    const history = canvas.getByRole('table', {
      name: fill(T.historyOf, { metric: T.metricAveragePosition, domain: 'widgets.co.uk' }),
    });
    await expect(within(history).getAllByRole('row')).toHaveLength(13);
    const table = canvas.getByRole('table', { name: T.tableLabel });
    await expect(within(table).getAllByRole('row')).toHaveLength(DATA.keywords.length + 1);
    // No Search Console data imported for acme.com: the tracked figures only.
    await expect(canvas.queryByTestId('search-console-note')).toBeNull();
    await expect(within(table).queryByText(T.searchConsoleClicks)).toBeNull();
  },
};

const WITH_SEARCH_CONSOLE = exampleTracking({ searchConsole: true });

export const SearchConsole: Story = {
  name: 'Search Console data',
  args: viewArgs(WITH_SEARCH_CONSOLE),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('search-console-note')).toHaveTextContent(
      fill(T.searchConsoleNote, { month: formatYearMonth(ACME_SEARCH_CONSOLE.month, 'long') }),
    );
    const table = canvas.getByRole('table', { name: T.tableLabel });
    // Each keyword's real clicks and average position beside acme.com's tracked rank, as the fixture says.
    for (const [keyword, figures] of Object.entries(ACME_SEARCH_CONSOLE.queries)) {
      await expect(cellText(table, keyword, T.searchConsoleClicks)).toBe(formatNumber(figures.clicks));
      await expect(cellText(table, keyword, T.searchConsolePosition)).toBe(formatNumber(figures.position, 1));
    }
    // A keyword without a Search Console row shows a dash; its tracked rank stays.
    await expect(cellText(table, 'site audit', T.searchConsoleClicks)).toBe(formatNumber(null));
    await expect(cellText(table, 'site audit', fill(T.positionOf, { domain: 'acme.com' }))).toBe('60');
  },
};

export const Reloading: Story = {
  args: { load: 'loading' },
  play: async ({ canvas }) => {
    // A new sort or page keeps the last answer on screen while the table loads.
    await expect(canvas.getByRole('listitem', { name: fill(T.summaryOf, { domain: 'rival.com' }) })).toBeVisible();
    await expect(canvas.getByRole('table', { name: T.tableLabel })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { load: 'failed', data: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
