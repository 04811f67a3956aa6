import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { HistoryChart } from '../../../src/ui/Charts/HistoryChart/HistoryChart';

const dates = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01'];

const meta = {
  title: 'UI/Charts/History chart',
  component: HistoryChart,
  args: {
    label: 'Group history',
    dates,
    series: [
      { label: 'Est. monthly clicks', values: [8_200, 9_100, 8_700, 11_400, 12_900, 12_100, 15_300], format: 'number' },
      { label: 'Impression share', values: [18, 21, 20, 26, 31, 29, 34], format: 'percent' },
    ],
    width: 640,
    height: 280,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

function tickTexts(canvasElement: HTMLElement): (string | null)[] {
  return [...canvasElement.querySelectorAll('svg tspan')].map((tspan) => tspan.textContent);
}

export const ClicksAndImpressionShare: Story = {
  name: 'Clicks and impression share',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Group history: 7 points from Jan 1st, 2026 to Jul 1st, 2026' }),
    ).toBeVisible();
    await expect(canvas.getByText('Est. monthly clicks', { selector: 'li' })).toBeVisible();
    await expect(canvas.getByText('Impression share', { selector: 'li' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-testid="history-line"]')).toHaveLength(2);
    // Date axis in the display format (doc 2 §9), left axis abbreviated, right axis in percent
    await expect(tickTexts(canvasElement)).toEqual(
      expect.arrayContaining(['Jan 1st, 2026', 'Jul 1st, 2026', '15k', '30%']),
    );
    const table = canvas.getByRole('table', { name: 'Group history' });
    await expect(within(table).getByRole('row', { name: 'Jul 1st, 2026 15,300 34%' })).toBeInTheDocument();
  },
};

export const SingleSeriesWithGap: Story = {
  name: 'Single series with a gap',
  args: {
    label: 'Est. monthly clicks',
    series: [{ label: 'Est. monthly clicks', values: [420, 610, null, null, 980, 1_240, 1_180] }],
  },
  play: async ({ canvas, canvasElement }) => {
    const line = canvasElement.querySelector('[data-testid="history-line"]');
    await expect(line?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    const table = canvas.getByRole('table', { name: 'Est. monthly clicks' });
    await expect(within(table).getByRole('row', { name: 'Mar 1st, 2026 -' })).toBeInTheDocument();
    await expect(tickTexts(canvasElement)).not.toContain('%');
  },
};

export const NoHistory: Story = {
  name: 'No history',
  args: { dates: [], series: [{ label: 'Est. monthly clicks', values: [] }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Group history: No history yet' })).toBeVisible();
    await expect(canvas.getByText('No history yet')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-testid="history-line"]')).toHaveLength(0);
  },
};
