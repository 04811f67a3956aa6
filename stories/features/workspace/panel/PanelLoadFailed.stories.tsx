import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { PanelLoadFailed } from '../../../../src/features/workspace/panel/PanelLoadFailed';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';

const meta = {
  title: 'Workspace / Panel / Load failed',
  component: PanelLoadFailed,
  args: { onRetry: fn() },
} satisfies Meta<typeof PanelLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PANEL_TEXT.viewFailed);
    await expect(args.onRetry).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: PANEL_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
