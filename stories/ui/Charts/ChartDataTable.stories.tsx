import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ChartDataTable } from '../../../src/ui/Charts/ChartDataTable/ChartDataTable';

const meta = {
  title: 'UI/Charts/Data table',
  component: ChartDataTable,
  args: {
    caption: 'Shared keywords of rivalscope.com and example.com',
    columns: ['Domains', 'Keywords'],
    rows: [
      { key: 'a', header: 'rivalscope.com', values: ['12,400'] },
      { key: 'b', header: 'example.com', values: ['8,100'] },
      { key: 'ab', header: 'rivalscope.com and example.com', values: ['3,300'] },
    ],
  },
} satisfies Meta<typeof ChartDataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  name: 'Shown for review',
  args: { visible: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Shared keywords of rivalscope.com and example.com' });
    await expect(table).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['Domains', 'Keywords']);
    await expect(within(table).getByRole('rowheader', { name: 'example.com' })).toBeInTheDocument();
    await expect(within(table).getByRole('cell', { name: '3,300' })).toBeInTheDocument();
  },
};

export const ForScreenReaders: Story = {
  name: 'Hidden, read by screen readers',
  play: async ({ canvas }) => {
    // Visually hidden, yet in the accessibility tree with its caption and every row.
    const table = canvas.getByRole('table', { name: 'Shared keywords of rivalscope.com and example.com' });
    await expect(table).toHaveClass('visually-hidden');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};
