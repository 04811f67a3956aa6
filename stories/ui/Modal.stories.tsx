import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { UI_TEXT } from '../../src/lib/spec/text';
import { Button } from '../../src/ui/Button/Button';
import { ConfirmModal, Modal } from '../../src/ui/Modal/Modal';
import type { ModalProps } from '../../src/ui/Modal/Modal';

/** Opens the modal from a button so closing and reopening can be tried. */
function ModalDemo({ isOpen: initiallyOpen, onClose, ...props }: ModalProps) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open modal</Button>
      <Modal
        {...props}
        isOpen={isOpen}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
  subcomponents: { Modal, ConfirmModal },
  args: {
    isOpen: true,
    onClose: fn(),
    title: 'Select a project',
    children: <p style={{ margin: 0 }}>Choose the project the keywords go to.</p>,
    footer: <Button size="small">{UI_TEXT.submit}</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Open: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Select a project' });
    await expect(within(dialog).getByText('Choose the project the keywords go to.')).toBeVisible();
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const ClosesOnEscape: Story = {
  name: 'Closes on Escape',
  play: async ({ args, canvas }) => {
    await body().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Open modal' })).toBeVisible();
  },
};

export const ClosesOnBackdropClick: Story = {
  name: 'Closes on backdrop click',
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    // A click inside does not close it.
    await userEvent.click(within(dialog).getByText('Choose the project the keywords go to.'));
    await expect(args.onClose).not.toHaveBeenCalled();
    const overlay = dialog.parentElement?.parentElement;
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(overlay);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
