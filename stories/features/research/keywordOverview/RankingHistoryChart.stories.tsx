import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { OVERVIEW } from './keywordOverviewStoryKit';
import { positionText, rankingLines } from '../../../../src/features/research/keywordOverview/keywordOverview';
import { KEYWORD_OVERVIEW_TEXT } from '../../../../src/features/research/keywordOverview/keywordOverviewTexts';
import { RankingHistoryChart } from '../../../../src/features/research/keywordOverview/RankingHistoryChart';
import { fill } from '../../../../src/lib/spec/text';

const YEAR = rankingLines(OVERVIEW.rankingHistory);

const meta = {
  title: 'Research/Keyword overview/Ranking history chart',
  component: RankingHistoryChart,
  args: { history: YEAR },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-8)', maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RankingHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const linesOf = (canvas: HTMLElement) => [...canvas.querySelectorAll<SVGGElement>('[data-testid="ranking-line"]')];

export const AYear: Story = {
  name: 'A year',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: `${KEYWORD_OVERVIEW_TEXT.rankingChartLabel}: Nov 2025 to Oct 2026` }),
    ).toBeVisible();
    const lines = linesOf(canvasElement);
    await expect(lines).toHaveLength(YEAR.lines.length);
    // A point per ranked month: the line with a three-month gap has three fewer.
    const gapped = YEAR.lines.findIndex((line) => line.positions.includes(null));
    await expect(lines[gapped]!.querySelectorAll('circle')).toHaveLength(
      YEAR.lines[gapped]!.positions.filter((p) => p !== null).length,
    );
    // Each point names its month, domain and position on hover.
    const first = YEAR.lines[0]!;
    await expect(lines[0]!.querySelectorAll('circle title')[YEAR.months.length - 1]).toHaveTextContent(
      fill(KEYWORD_OVERVIEW_TEXT.rankingPoint, {
        month: 'Oct 2026',
        domain: first.domain,
        position: positionText(first.positions.at(-1)!),
      }),
    );
    const table = canvas.getByRole('table', { name: KEYWORD_OVERVIEW_TEXT.rankingChartLabel });
    await expect(within(table).getAllByRole('row')).toHaveLength(YEAR.months.length + 1);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([KEYWORD_OVERVIEW_TEXT.month, ...YEAR.lines.map((line) => line.domain)]);
  },
};

export const OneMonth: Story = {
  name: 'One month',
  args: { history: rankingLines(OVERVIEW.rankingHistory.map((e) => ({ ...e, positions: e.positions.slice(-1) }))) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: `${KEYWORD_OVERVIEW_TEXT.rankingChartLabel}: Oct 2026 to Oct 2026` }),
    ).toBeVisible();
  },
};
