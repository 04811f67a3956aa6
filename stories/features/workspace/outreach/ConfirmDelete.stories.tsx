import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { ConfirmDelete } from '../../../../src/features/workspace/outreach/ConfirmDelete';
import { OUTREACH_TEXT } from '../../../../src/features/workspace/outreach/outreachTexts';
import { UI_TEXT } from '../../../../src/lib/spec/text';

const meta = {
  title: 'Workspace/Outreach/Confirm delete',
  component: ConfirmDelete,
  args: {
    label: OUTREACH_TEXT.deleteNote,
    question: OUTREACH_TEXT.confirmDeleteNote,
    onDelete: fn(async (): Promise<string | null> => null),
  },
} satisfies Meta<typeof ConfirmDelete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deleted: Story = {
  name: 'Asked, then deleted',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.deleteNote }));
    await expect(canvas.getByRole('group', { name: OUTREACH_TEXT.confirmDeleteNote })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.delete }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Kept: Story = {
  name: 'Asked, then kept',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.deleteNote }));
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.keep }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: OUTREACH_TEXT.deleteNote })).toBeVisible();
  },
};

export const Refused: Story = {
  name: 'Refused: the reason beside Delete',
  args: { onDelete: fn(async (): Promise<string | null> => 'The server refused the delete.') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.deleteNote }));
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.delete }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server refused the delete.');
    await expect(canvas.getByRole('button', { name: OUTREACH_TEXT.deleteNote })).toBeVisible();
  },
};
