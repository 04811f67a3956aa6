import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { LinksView } from '../../../../src/features/workspace/outreach/LinksView';
import { linkRows } from '../../../../src/features/workspace/outreach/outreach';
import { OUTREACH_TEXT } from '../../../../src/features/workspace/outreach/outreachTexts';
import { buildOutreachRelationship, buildTableUrlEntry } from '../../../../src/mocks/fixtures';

const ENTRY = buildTableUrlEntry();
const ROWS = linkRows([ENTRY], [buildOutreachRelationship({ urlId: ENTRY.urlId })]);

const meta = {
  title: 'Workspace/Outreach/Links/View',
  component: LinksView,
  args: { load: 'ready', rows: ROWS, onRetry: fn(), onOpen: fn(), onImport: fn() },
} satisfies Meta<typeof LinksView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'A link',
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: OUTREACH_TEXT.linksTableLabel });
    await userEvent.click(within(table).getByRole('button', { name: `Open ${ENTRY.urlName}` }));
    await expect(args.onOpen).toHaveBeenCalledWith(ROWS[0]);
  },
};

export const Empty: Story = {
  name: 'No links yet',
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(OUTREACH_TEXT.noLinks)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: 'Load failed',
  args: { load: 'failed', rows: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
