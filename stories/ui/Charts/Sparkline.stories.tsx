import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Sparkline } from '../../../src/ui/Charts/Sparkline/Sparkline';

const meta = {
  title: 'UI/Charts/Sparkline',
  component: Sparkline,
  args: { label: 'Est. click change history', values: [120, 180, 150, 260, 310], width: 96, height: 24 },
  decorators: [
    (Story) => (
      <p style={{ padding: 24, fontSize: 14 }}>
        Group clicks <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rising: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Est. click change history: 120, 180, 150, 260, 310' });
    await expect(img).toHaveAttribute('data-trend', 'up');
    await expect(getComputedStyle(img).color).toBe('rgb(23, 128, 61)');
  },
};

export const Falling: Story = {
  args: { label: 'Impression share history', values: [64, 60, 61, 48, 35] },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Impression share history: 64, 60, 61, 48, 35' });
    await expect(img).toHaveAttribute('data-trend', 'down');
    await expect(getComputedStyle(img).color).toBe('rgb(198, 40, 40)');
  },
};

export const WithGaps: Story = {
  name: 'With gaps',
  args: { values: [1_500, null, 2_400, 2_100, null, 2_900] },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Est. click change history: 1.5k, -, 2.4k, 2.1k, -, 2.9k' }),
    ).toBeVisible();
    const d = canvasElement.querySelector('path')?.getAttribute('d') ?? '';
    // Three separate segments: before, between and after the gaps
    await expect(d.match(/M/g)).toHaveLength(3);
  },
};

export const NoData: Story = {
  name: 'No data',
  args: { values: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Est. click change history: no data' })).toHaveAttribute(
      'data-trend',
      'flat',
    );
    await expect(canvasElement.querySelector('path')).toBeNull();
  },
};
