import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { BY_POSITION, exampleTracking, keywordsIn } from './rankTrackingStoryKit';
import { RANK_TRACKING_TEXT as T } from '../../../src/features/rankTracking/rankTrackingTexts';
import {
  changeColumn,
  keywordColumns,
  positionColumn,
  TrackingTable,
  weekColumn,
} from '../../../src/features/rankTracking/TrackingTable';

const DATA = exampleTracking();

const meta = {
  title: 'Pages/Rank Tracking/Tracking table',
  component: TrackingTable,
  args: {
    data: DATA,
    columns: [
      ...keywordColumns(),
      weekColumn('Nov 16th', 0, 10),
      weekColumn('Nov 23rd', 0, 11),
      positionColumn('Position', 0),
      changeColumn('Change', 0),
    ],
    isLoading: false,
    sort: { columnId: 'position:0', direction: 'asc' },
    onSortChange: fn(),
    filter: '',
    onFilterChange: fn(),
    startRow: 1,
    pageSize: 20,
    onStartRowChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof TrackingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sorted: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: T.tableLabel });
    await expect(keywordsIn(table)).toEqual(BY_POSITION);
    // ppc keywords was not checked the week before last: a gap, read as such.
    const ppc = within(within(table).getByRole('row', { name: /ppc keywords/ }));
    await expect(ppc.getByText(T.notChecked)).toBeInTheDocument();
    // The sort is the server's: a header asks for it.
    await userEvent.click(within(table).getByRole('button', { name: T.searches }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'searches', direction: 'desc' });
    await userEvent.type(canvas.getByRole('textbox', { name: T.filter }), ' audit {Enter}');
    await expect(args.onFilterChange).toHaveBeenCalledWith('audit');
  },
};

export const Empty: Story = {
  args: { data: { ...DATA, keywords: [], totalRowCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.noMatches)).toBeVisible();
  },
};
