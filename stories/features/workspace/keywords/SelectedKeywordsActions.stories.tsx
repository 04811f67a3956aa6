import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { SelectedKeywordsActions } from '../../../../src/features/workspace/keywords/SelectedKeywordsActions';
import { SELECTED_KEYWORDS_TEXT as TEXT } from '../../../../src/features/workspace/keywords/selectedKeywordsTexts';
import { fill } from '../../../../src/lib/spec/text';

const GROUPS = [
  { hash: 'g7f3a9c2', name: 'Brand terms' },
  { hash: 'g1b2c3d4', name: 'Competitors' },
];
const LABELS = [{ hash: 'l1', name: 'High priority' }];

const meta = {
  title: 'Workspace/Keywords/Keyword list/Selected keywords',
  component: SelectedKeywordsActions,
  args: {
    count: 3,
    groups: GROUPS,
    labels: LABELS,
    busy: null,
    onAddToGroup: fn(async () => true),
    onAddToLabel: fn(async () => true),
    onRemove: fn(async () => true),
  },
} satisfies Meta<typeof SelectedKeywordsActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  name: 'Nothing selected',
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('toolbar', { name: TEXT.toolbarLabel })).toBeNull();
  },
};

export const AddToExistingGroup: Story = {
  name: 'Add to a group',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addToGroup }));
    const dialog = await screen.findByRole('dialog', { name: fill(TEXT.groupTitle, { count: 3 }) });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(TEXT.groupField) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Competitors' }));
    await userEvent.click(screen.getByRole('button', { name: TEXT.add }));
    await expect(args.onAddToGroup).toHaveBeenCalledWith({ kind: 'existing', hash: 'g1b2c3d4', name: 'Competitors' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const AddToNewGroup: Story = {
  name: 'Add to a new group',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addToGroup }));
    await userEvent.type(await screen.findByLabelText(TEXT.newGroupField), 'Pricing pages');
    await userEvent.click(screen.getByRole('button', { name: TEXT.add }));
    await expect(args.onAddToGroup).toHaveBeenCalledWith({ kind: 'new', name: 'Pricing pages' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const TypedExistingName: Story = {
  name: 'Typing the name of a group it has',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addToGroup }));
    await userEvent.type(await screen.findByLabelText(TEXT.newGroupField), ' brand TERMS ');
    await userEvent.click(screen.getByRole('button', { name: TEXT.add }));
    await expect(args.onAddToGroup).toHaveBeenCalledWith({ kind: 'existing', hash: 'g7f3a9c2', name: 'Brand terms' });
  },
};

export const FirstLabel: Story = {
  name: 'First label of the project',
  args: { labels: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addToLabel }));
    const dialog = await screen.findByRole('dialog', { name: fill(TEXT.labelTitle, { count: 3 }) });
    // No labels to list: only the name field.
    await expect(within(dialog).queryByRole('button', { name: new RegExp(TEXT.labelField) })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(TEXT.newLabelField), 'Seasonal');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.add }));
    await expect(args.onAddToLabel).toHaveBeenCalledWith({ kind: 'new', name: 'Seasonal' });
  },
};

export const NothingChosen: Story = {
  name: 'Add with nothing chosen',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addToLabel }));
    await userEvent.click(await screen.findByRole('button', { name: TEXT.add }));
    await expect(await screen.findByText(TEXT.chooseFirst)).toBeVisible();
    await expect(screen.getByLabelText(TEXT.newLabelField)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAddToLabel).not.toHaveBeenCalled();
  },
};

export const RefusedKeepsDialog: Story = {
  name: 'Refused: the dialog stays as chosen',
  args: { onAddToLabel: fn(async () => false) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addToLabel }));
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(TEXT.labelField) }));
    await userEvent.click(await screen.findByRole('option', { name: 'High priority' }));
    await userEvent.click(screen.getByRole('button', { name: TEXT.add }));
    await expect(args.onAddToLabel).toHaveBeenCalledWith({ kind: 'existing', hash: 'l1', name: 'High priority' });
    await expect(screen.getByRole('dialog', { name: fill(TEXT.labelTitle, { count: 3 }) })).toBeVisible();
    await expect(screen.getByRole('button', { name: /High priority/ })).toBeVisible();
  },
};

export const RemoveFromProject: Story = {
  name: 'Remove from project',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.remove }));
    const dialog = await screen.findByRole('alertdialog', { name: fill(TEXT.removeTitle, { count: 3 }) });
    await expect(dialog).toHaveTextContent(TEXT.removeMessage);
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: TEXT.remove }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: TEXT.remove }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};
