import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { placeHistory } from '../../../../../src/features/workspace/outreach/history/history';
import { HISTORY_TEXT } from '../../../../../src/features/workspace/outreach/history/historyTexts';
import { HistoryView } from '../../../../../src/features/workspace/outreach/history/HistoryView';
import { historyActionWords, type LinkHistoryEntry } from '../../../../../src/features/workspace/outreach/outreach';
import { OUTREACH_TEXT } from '../../../../../src/features/workspace/outreach/outreachTexts';
import { formatDate } from '../../../../../src/lib/format';
import { buildTableUrlEntry, exampleLinkHistory } from '../../../../../src/mocks/fixtures';

const LINK = buildTableUrlEntry();
const ENTRIES = placeHistory(exampleLinkHistory() as LinkHistoryEntry[], [LINK]);

const meta = {
  title: 'Workspace/Outreach/History/View',
  component: HistoryView,
  args: { load: 'ready', entries: ENTRIES, onRetry: fn(), onOpenLink: fn(), onGoToLinks: fn() },
} satisfies Meta<typeof HistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'Two days of activity',
  play: async ({ args, canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual(ENTRIES.map((e) => formatDate(new Date(e.occurredAt))));
    await expect(canvas.getByText(historyActionWords(ENTRIES[0]!.action))).toBeVisible();
    const open = canvas.getAllByRole('button', { name: `Open the link ${LINK.urlName}` });
    await userEvent.click(open[0]!);
    await expect(args.onOpenLink).toHaveBeenCalledWith(ENTRIES[0]);
  },
};

export const Filtered: Story = {
  name: 'Filtered to tasks: none',
  args: { initialKind: 'tasks' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: HISTORY_TEXT.kindLabel })).toHaveDisplayValue(
      HISTORY_TEXT.kindTasks,
    );
    await expect(canvas.getByText('No tasks activity.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: HISTORY_TEXT.kindLabel }), HISTORY_TEXT.kindAll);
    await expect(
      within(canvas.getByRole('list', { name: HISTORY_TEXT.timelineLabel })).getAllByRole('heading'),
    ).toHaveLength(ENTRIES.length);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(HISTORY_TEXT.empty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: HISTORY_TEXT.goToLinks }));
    await expect(args.onGoToLinks).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { load: 'loading', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { load: 'failed', entries: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
