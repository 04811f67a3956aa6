import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { YEAR_OF_USAGE } from './apiUsageStoryKit';
import { UsageChart } from '../../../../src/features/account/apiUsage/UsageChart';

const meta = {
  title: 'Pages/Account/API Usage/Usage chart',
  component: UsageChart,
  args: { months: YEAR_OF_USAGE },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-8)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsageChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const barsOf = (canvas: HTMLElement) => [...canvas.querySelectorAll<SVGGElement>('[data-testid="usage-bar"]')];

export const AYear: Story = {
  name: 'A year',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'Rows used per month from Jun 2024 to May 2025, against a limit of 10,000 rows. Months over the limit: 0.',
      }),
    ).toBeVisible();
    // Oldest on the left.
    const bars = barsOf(canvasElement);
    await expect(bars.map((bar) => bar.dataset.month)).toEqual([...YEAR_OF_USAGE].reverse().map((m) => m.month));
    await expect(canvas.getByText('Limit 10,000')).toBeInTheDocument();
    // The year under the first month and under January.
    await expect(canvas.getByText('2024')).toBeInTheDocument();
    await expect(canvas.getByText('2025')).toBeInTheDocument();
  },
};

export const OverTheLimit: Story = {
  name: 'Over the limit',
  args: {
    months: [
      { month: '2025-05', rowsUsed: 12_400, rowLimit: 10_000 },
      { month: '2025-04', rowsUsed: 9_800, rowLimit: 10_000 },
      { month: '2025-03', rowsUsed: 4_000, rowLimit: 10_000 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /Months over the limit: 1\.$/ })).toBeVisible();
    // The bar over the limit stands out in another colour.
    const [march, april, may] = barsOf(canvasElement).map((bar) => bar.querySelector('rect')!.getAttribute('class'));
    await expect(march).toBe(april);
    await expect(may).not.toBe(april);
  },
};

export const OneMonth: Story = {
  name: 'A new account’s first month',
  args: { months: [{ month: '2025-05', rowsUsed: 320, rowLimit: 10_000 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(barsOf(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: /from May 2025 to May 2025/ })).toBeVisible();
  },
};
