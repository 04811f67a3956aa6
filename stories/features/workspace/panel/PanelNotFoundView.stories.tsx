import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { PanelNotFoundView } from '../../../../src/features/workspace/panel/PanelNotFoundView';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';

const meta = {
  title: 'Workspace / Panel / Not found',
  component: PanelNotFoundView,
  args: { onGoToProjects: fn() },
} satisfies Meta<typeof PanelNotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownView: Story = {
  name: 'Unknown view',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: PANEL_TEXT.notFoundTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: PANEL_TEXT.goToProjects }));
    await expect(args.onGoToProjects).toHaveBeenCalledOnce();
  },
};
