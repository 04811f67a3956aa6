import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { TEXT } from '../../src/lib/spec/text';
import { Button } from '../../src/ui/Button/Button';
import { toast, Toaster } from '../../src/ui/Toasts/Toasts';

const meta = {
  title: 'UI/Toasts',
  component: Toaster,
  // Sonner's queue is global: clear it after each story.
  beforeEach: () => () => toast.dismiss(),
  render: (args) => (
    <div style={{ padding: 24, display: 'flex', gap: 12 }}>
      <Button size="small" onPress={() => toast.info('Export ready. Your download will start shortly.')}>
        Show info
      </Button>
      <Button size="small" variant="danger" onPress={() => toast.error(TEXT.googleSheetsShareFailed)}>
        Show error
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** Waits until sonner has finished mounting the toasts (so the screenshot is stable). */
const settled = () =>
  waitFor(() => {
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
    expect(toasts.length).toBeGreaterThan(0);
    expect(toasts.every((t) => t.getAttribute('data-mounted') === 'true')).toBe(true);
  });

export const Info: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const status = await body().findByRole('status');
    await expect(status).toHaveTextContent('Export ready. Your download will start shortly.');
    await settled();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Unable to share to Google Sheets. Please contact support if this issue persists.',
    );
    await settled();
  },
};

export const Dismissed: Story = {
  name: 'Dismissed with its button',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(body().getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2));
    await settled();
    const alert = body().getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body().queryByRole('alert')).toBeNull());
    await expect(body().getByRole('status')).toBeVisible();
  },
};
