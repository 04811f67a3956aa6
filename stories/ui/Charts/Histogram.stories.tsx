import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Histogram, validateHistogramMax } from '../../../src/ui/Charts/Histogram/Histogram';

const meta = {
  title: 'UI/Charts/Histogram',
  component: Histogram,
  args: {
    label: 'Keywords by rank',
    max: 400,
    width: 480,
    height: 240,
    bars: [
      { label: '1-3', value: 120 },
      { label: '4-10', value: 400 },
      { label: '11-20', value: 260 },
      { label: '21-50', value: 1_850 },
      { label: '51-100', value: 30 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Histogram>;

export default meta;
type Story = StoryObj<typeof meta>;

function barHeights(canvasElement: HTMLElement): Record<string, number> {
  return Object.fromEntries(
    [...canvasElement.querySelectorAll('[data-testid="histogram-bar"]')].map((bar) => [
      bar.getAttribute('data-label'),
      Math.round(Number(bar.getAttribute('height')) * 10) / 10,
    ]),
  );
}

export const AgainstMax: Story = {
  name: 'Against the max',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Keywords by rank, against a maximum of 400' })).toBeVisible();
    // Full height is 240 - 24 - 32 = 184 px; 1,850 is beyond the max and is drawn full height.
    await expect(barHeights(canvasElement)).toEqual({
      '1-3': 55.2,
      '4-10': 184,
      '11-20': 119.6,
      '21-50': 184,
      '51-100': 13.8,
    });
    await expect(canvas.getByText('1.9k')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Keywords by rank' });
    await expect(within(table).getByRole('row', { name: '21-50 1,850' })).toBeInTheDocument();
    // doc 2 §5: the max must be above 0
    await expect(() => validateHistogramMax(0)).toThrow(RangeError);
  },
};

export const AllZero: Story = {
  name: 'All zero',
  args: {
    bars: [
      { label: 'Jan', value: 0 },
      { label: 'Feb', value: 0 },
      { label: 'Mar', value: 0 },
    ],
    max: 10,
    label: 'New keywords per month',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'New keywords per month, against a maximum of 10' })).toBeVisible();
    await expect(barHeights(canvasElement)).toEqual({ Jan: 0, Feb: 0, Mar: 0 });
    await expect(canvas.getAllByText('0')).not.toHaveLength(0);
  },
};
