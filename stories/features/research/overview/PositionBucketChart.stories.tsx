import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { OVERVIEW } from './overviewStoryKit';
import { lastYear } from '../../../../src/features/research/overview/overview';
import { OVERVIEW_TEXT } from '../../../../src/features/research/overview/overviewTexts';
import { PositionBucketChart } from '../../../../src/features/research/overview/PositionBucketChart';
import { formatNumber } from '../../../../src/lib/format';

const YEAR = lastYear(OVERVIEW.history);

const meta = {
  title: 'Research/Domain overview/Position bucket chart',
  component: PositionBucketChart,
  args: { months: YEAR },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-8)', maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PositionBucketChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const barsOf = (canvas: HTMLElement) => [...canvas.querySelectorAll<SVGGElement>('[data-testid="bucket-bar"]')];

export const AYear: Story = {
  name: 'A year',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: `${OVERVIEW_TEXT.bucketsChartLabel}: Nov 2025 to Oct 2026` }),
    ).toBeVisible();
    // Oldest on the left, five segments a month.
    const bars = barsOf(canvasElement);
    await expect(bars.map((bar) => bar.dataset.month)).toEqual(YEAR.map((m) => m.month));
    await expect(bars[0]!.querySelectorAll('rect')).toHaveLength(5);
    // Each segment names its month, bucket and count on hover.
    const october = YEAR.at(-1)!;
    await expect(bars.at(-1)!.querySelector('rect title')).toHaveTextContent(
      `Oct 2026 · Positions 1-3: ${formatNumber(october.positionBuckets[0]!.keywords)}`,
    );
    const table = canvas.getByRole('table', { name: OVERVIEW_TEXT.bucketsChartLabel });
    await expect(within(table).getAllByRole('row')).toHaveLength(YEAR.length + 1);
  },
};

export const OneMonth: Story = {
  name: 'A first month',
  args: { months: YEAR.slice(-1) },
  play: async ({ canvasElement }) => {
    await expect(barsOf(canvasElement)).toHaveLength(1);
  },
};
