import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { OUTREACH_TEXT } from '../../../../src/features/workspace/outreach/outreachTexts';
import {
  OutreachDetailFrame,
  OutreachListFrame,
  OutreachViewFrame,
} from '../../../../src/features/workspace/outreach/OutreachViewFrame';
import { TEXT } from '../../../../src/lib/spec/text';

interface Fruit {
  name: string;
}
const FRUITS: Fruit[] = [{ name: 'apple' }, { name: 'banana' }, { name: 'cherry' }];

const meta = {
  title: 'Workspace/Outreach/View frame',
  component: OutreachViewFrame,
  args: {
    titleId: 'frame-story-title',
    title: 'blog.example.org/best-seo-tools',
    load: 'ready',
    loadingLabel: OUTREACH_TEXT.linkLoading,
    failedMessage: OUTREACH_TEXT.linkLoadFailed,
    onRetry: fn(),
    children: <p>The view's content.</p>,
  },
} satisfies Meta<typeof OutreachViewFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    const view = canvas.getByRole('region', { name: 'blog.example.org/best-seo-tools' });
    await expect(within(view).getByText("The view's content.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: 'loading', loadingLines: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(OUTREACH_TEXT.linkLoading);
    await expect(canvas.queryByText("The view's content.")).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Load failed, with Retry',
  args: { load: 'failed' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const List: Story = {
  name: 'A list: filter, count and table',
  render: (args) => (
    <OutreachListFrame<Fruit>
      {...args}
      title="Fruits"
      rows={FRUITS}
      empty={<p>No fruits.</p>}
      filterLabel={OUTREACH_TEXT.filterLabel}
      filterRows={(rows, filter) => rows.filter((row) => row.name.includes(filter))}
      countText={(shown) => `${shown} fruits`}
      tableLabel="Fruits"
      columns={[{ id: 'name', header: 'Name', value: (row) => row.name }]}
      getRowId={(row) => row.name}
      getRowLabel={(row) => row.name}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 fruits')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: OUTREACH_TEXT.filterLabel }), 'an');
    await expect(canvas.getByText('1 fruits')).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Fruits' })).getByText('banana')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: OUTREACH_TEXT.filterLabel }), 'x');
    await expect(canvas.getByText(TEXT.noItemsFoundWithFilter)).toBeVisible();
  },
};

/** The details views' way back (a spy of its own: the frame itself takes no onBack). */
const onBack = fn();

export const Detail: Story = {
  name: 'Details: the way back beside the heading',
  render: (args) => <OutreachDetailFrame {...args} backLabel={OUTREACH_TEXT.backToLinks} onBack={onBack} />,
  play: async ({ canvas }) => {
    onBack.mockClear();
    const view = canvas.getByRole('region', { name: 'blog.example.org/best-seo-tools' });
    await expect(within(view).getByText("The view's content.")).toBeVisible();
    await userEvent.click(within(view).getByRole('button', { name: OUTREACH_TEXT.backToLinks }));
    await expect(onBack).toHaveBeenCalledOnce();
  },
};
