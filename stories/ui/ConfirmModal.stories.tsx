import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { TEXT } from '../../src/lib/spec/text';
import { ConfirmModal } from '../../src/ui/Modal/Modal';

const meta = {
  title: 'UI/Confirm modal',
  component: ConfirmModal,
  args: {
    isOpen: true,
    title: 'Delete groups?',
    message: TEXT.deleteGroupsConfirmation,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const DeleteGroups: Story = {
  name: 'Delete groups',
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'Delete groups?' });
    await expect(
      within(dialog).getByText('This action cannot be undone. This will permanently delete this group / these groups.'),
    ).toBeVisible();
    // Keep, the safe choice, has focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Keep: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { isConfirming: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
