import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { GroupsView } from '../../../../src/features/workspace/keywords/GroupsView';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import { TEXT, UI_TEXT } from '../../../../src/lib/spec/text';

const ITEMS = [
  { hash: 'g7f3a9c2', name: 'Brand terms', numberOfKeywords: 3 },
  { hash: 'g1b2c3d4', name: 'Competitors', numberOfKeywords: 3 },
];

const meta = {
  title: 'Workspace/Keywords/Groups/View',
  component: GroupsView,
  args: {
    kind: 'groups',
    load: 'ready',
    items: ITEMS,
    filterText: '',
    selectedHashes: [],
    isCreating: false,
    newName: '',
    isConfirmingDelete: false,
    isDeleting: false,
    error: null,
    onFilterTextChange: fn(),
    onSelectedChange: fn(),
    onToggleCreate: fn(),
    onCancelCreate: fn(),
    onNewNameChange: fn(),
    onCreate: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onKeepDelete: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GroupsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Brand terms' }));
    await expect(args.onOpen).toHaveBeenCalledWith(ITEMS[0]);
    await expect(canvas.getByRole('button', { name: UI_TEXT.delete })).toBeDisabled();
  },
};

export const NoMatch: Story = {
  name: 'Filter matches nothing',
  args: { filterText: 'zzz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.noItemsFoundWithFilter)).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No groups yet',
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByPlaceholderText(UI_TEXT.newGroupPlaceholder)).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  name: 'Delete confirmation',
  args: { selectedHashes: ['g7f3a9c2'], isConfirmingDelete: true },
  play: async ({ canvasElement }) => {
    const dialog = canvasElement.ownerDocument.querySelector('[role="alertdialog"]');
    await expect(dialog).toHaveTextContent(TEXT.deleteGroupsConfirmation);
  },
};

export const Loading: Story = {
  args: { load: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: KEYWORD_TEXT.groupsLoading })).toBeVisible();
  },
};

export const Error: Story = {
  name: 'Error with Retry',
  args: { load: 'failed' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: KEYWORD_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
