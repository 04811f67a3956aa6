import type { Meta } from '@storybook/react-vite';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { at, expectRowsOfLastAnswer, seoListStories, sortBy, type Story } from './seoListStories';
import { lastParam, listMsw, SERIES, STORY_TYPE_COUNTS } from './seoListStoryKit';
import { lastYear } from '../../../../src/features/research/overview/overview';
import {
  rankingTypeCount,
  typeSeries,
  type DomainRankingHistory,
} from '../../../../src/features/research/seoLists/seoLists';
import type { SeoListScreen } from '../../../../src/features/research/seoLists/SeoListScreen';
import { SEO_LISTS_TEXT } from '../../../../src/features/research/seoLists/seoListsTexts';
import { shortMonthLabel } from '../../../../src/features/research/shared/figuresNote';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { formatNumber } from '../../../../src/lib/format';
import { fill } from '../../../../src/lib/spec/text';
import { errorBody } from '../../../../src/mocks/errors';
import { OVERVIEW } from '../overview/overviewStoryKit';
import { urlParams } from '../table/researchTableStoryKit';

const QUERY = 'wikipedia.org';
const page = 'rankingHistory';
const R = SEO_LISTS_TEXT.rankingHistory;
const stories = seoListStories({
  page,
  routes: ['seo:ranking-history', 'seo:ranking-history:domain', 'seo:ranking-history:url'],
  query: QUERY,
  missed: 'wikipedya.org',
});

const meta = { ...stories.meta, title: 'Research/Ranking history' } satisfies Meta<typeof SeoListScreen>;
export default meta;

export const FullUser: Story = {
  ...stories.FullUser,
  play: async (context) => {
    await stories.FullUser.play!(context);
    const { canvas } = context;
    await expect(lastParam('type')).toBe('MostValuable');
    // The nine types of doc 2 §9 as tabs, each with the answer's count.
    const answer = { typeCounts: STORY_TYPE_COUNTS, hasData: true } as DomainRankingHistory;
    const tabs = within(canvas.getByRole('tablist', { name: R.tabsLabel })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(
      STORY_TYPE_COUNTS.map((count) => `${R.views[count.type]} ${rankingTypeCount(count.type, answer)}`),
    );
    await expect(
      canvas.getByRole('tab', {
        name: `${R.views.MostValuable} ${rankingTypeCount('MostValuable', answer)}`,
        selected: true,
      }),
    ).toBeVisible();
  },
};

export const Types: Story = {
  name: 'Gained ranks',
  play: async ({ canvas, canvasElement }) => {
    await expectRowsOfLastAnswer(page, QUERY, canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: new RegExp(`^${R.views.GainedRanks}`) }));
    await waitFor(() => expect(urlParams(canvasElement).get('type')).toBe('GainedRanks'));
    await waitFor(() => expect(lastParam('type')).toBe('GainedRanks'));
    const answer = await expectRowsOfLastAnswer<DomainRankingHistory>(page, QUERY, canvasElement);
    await expect(answer.type).toBe('GainedRanks');
    await expect(canvas.getByText(fill(R.hints.GainedRanks, { domain: QUERY }))).toBeVisible();
    // Every kept rank change is a gain, shown with its sign.
    await expect(answer.rows.filter((r) => r.rankChange !== null).every((r) => r.rankChange! > 0)).toBe(true);
    // The chart follows the type: its line is the gained-ranks count.
    await expect(
      canvas.getByRole('heading', { name: fill(R.seriesHeading, { type: R.views.GainedRanks }) }),
    ).toBeVisible();
  },
};

export const PositionBuckets: Story = {
  name: 'Position buckets',
  play: async ({ canvas, canvasElement }) => {
    await expectRowsOfLastAnswer(page, QUERY, canvasElement);
    // The overview's last twelve months, a stacked bar each, and the same numbers in the data table.
    const year = lastYear(OVERVIEW.history);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-testid="bucket-bar"]')).toHaveLength(year.length));
    const bars = [...canvasElement.querySelectorAll('[data-testid="bucket-bar"]')];
    await expect(bars.map((bar) => bar.getAttribute('data-month'))).toEqual(year.map((m) => m.month));
    const buckets = canvas.getByRole('table', { name: /position bucket/i });
    const rows = within(buckets).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(
      year.map((m) => shortMonthLabel(m.month)),
    );
    await expect([...rows[0]!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(
      year[0]!.positionBuckets.map((b) => formatNumber(b.keywords)),
    );
    // The type's count month by month, from the series.
    const line = typeSeries(SERIES, 'MostValuable');
    const series = canvas.getByRole('table', { name: fill(R.seriesHeading, { type: R.views.MostValuable }) });
    const cells = within(series)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    await expect(cells).toEqual(line.values.map((value) => formatNumber(value)));
  },
};

const failCharts = [
  mswHttp.get('/NsaApi/Research/DomainOverview', () => HttpResponse.json(errorBody(500), { status: 500 })),
  mswHttp.get('/NsaApi/Research/DomainRankingHistorySeries', () => HttpResponse.json(errorBody(500), { status: 500 })),
];

export const ChartsFailed: Story = {
  name: 'Charts failed',
  parameters: listMsw(page, { research: failCharts }),
  play: async ({ canvas, canvasElement }) => {
    // The list still shows; each chart has its own error and Retry.
    await expectRowsOfLastAnswer(page, QUERY, canvasElement);
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toEqual([
      fill(RESEARCH_TEXT.blockFailed, { block: R.bucketsHeading }),
      fill(RESEARCH_TEXT.blockFailed, { block: fill(R.seriesHeading, { type: R.views.MostValuable }) }),
    ]);
    await expect(await canvas.findAllByRole('button', { name: RESEARCH_TEXT.retry })).toHaveLength(2);
  },
};

export const LostClicksLink: Story = {
  name: 'Lost clicks from a link',
  parameters: at('seo:ranking-history:domain', { query: QUERY, type: 'LostClicks' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(lastParam('type')).toBe('LostClicks'));
    const answer = await expectRowsOfLastAnswer<DomainRankingHistory>(page, QUERY, canvasElement);
    await expect(answer.type).toBe('LostClicks');
  },
};

export const Loading: Story = stories.Loading;
export const NoData: Story = stories.NoData;
export const ServerError: Story = stories.ServerError;
export const ServerErrorRetry: Story = stories.ServerErrorRetry;
export const ThrottledFree: Story = stories.ThrottledFree;
export const ThrottledVisitor: Story = stories.ThrottledVisitor;
export const FilterNoMatch: Story = stories.FilterNoMatch;
export const NoSearch: Story = stories.NoSearch;
export const ExportCsv: Story = stories.ExportCsv;

export const SortByRankChange: Story = {
  name: 'Sort by rank change',
  play: async ({ canvasElement }) => {
    const answer = await sortBy<DomainRankingHistory>(page, QUERY, canvasElement, R.columns.rankChange, {
      sortBy: 'rankChange',
      sortDirection: 'desc',
    });
    const changes = answer.rows.map((row) => row.rankChange).filter((c): c is number => c !== null);
    await expect(changes).toEqual([...changes].sort((a, b) => b - a));
  },
};
