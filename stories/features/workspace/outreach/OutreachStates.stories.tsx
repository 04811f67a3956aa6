import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { OutreachFailure, OutreachLoading } from '../../../../src/features/workspace/outreach/OutreachStates';
import { OUTREACH_TEXT } from '../../../../src/features/workspace/outreach/outreachTexts';

const meta = {
  title: 'Workspace/Outreach/States',
  component: OutreachFailure,
  args: { message: OUTREACH_TEXT.linksLoadFailed, onRetry: fn() },
} satisfies Meta<typeof OutreachFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failure: Story = {
  name: 'Load failed, with Retry',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(OUTREACH_TEXT.linksLoadFailed);
    await userEvent.click(canvas.getByRole('button', { name: OUTREACH_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  render: () => <OutreachLoading label={OUTREACH_TEXT.linksLoading} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(OUTREACH_TEXT.linksLoading)).toBeInTheDocument();
  },
};
