import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { GROUPS, KEYWORD_COUNT, PROJECTS } from './panelStoryKit';
import { PanelNotFoundView } from '../../../../src/features/workspace/panel/PanelNotFoundView';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';
import { WorkspacePanelView } from '../../../../src/features/workspace/panel/WorkspacePanelView';
import { UI_TEXT } from '../../../../src/lib/spec/text';

const meta = {
  title: 'Workspace / Panel / Frame',
  component: WorkspacePanelView,
  args: {
    tabLabel: 'Project: Acme Corp - Group: Brand terms',
    isOpen: true,
    onToggle: fn(),
    onClose: fn(),
    isFullUser: true,
    upgradeHref: '/mainpurchase',
    onRetry: fn(),
    suppressTransition: true,
    navigation: {
      projects: PROJECTS,
      active: PROJECTS[0],
      onNavigate: fn(),
      view: 'projects',
      groups: GROUPS,
      activeGroupHash: 'g1',
      keywordCount: KEYWORD_COUNT,
    },
    children: <PanelNotFoundView onGoToProjects={fn()} />,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkspacePanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { isOpen: false, tabLabel: 'Project: Acme Corp' },
  play: async ({ args, canvas }) => {
    const tab = canvas.getByRole('button', { name: 'Project: Acme Corp' });
    await expect(tab).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('complementary', { name: PANEL_TEXT.panelLabel })).toBeNull();
    await userEvent.click(tab);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const OpenFullUser: Story = {
  name: 'Open, full user',
  args: { onBack: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Project: Acme Corp - Group: Brand terms' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('complementary', { name: PANEL_TEXT.panelLabel })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: PANEL_TEXT.navLabel })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: PANEL_TEXT.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: PANEL_TEXT.close }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Upsell: Story = {
  name: 'Upsell for a user who is not full',
  args: { isFullUser: false, tabLabel: 'Project: All Projects' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: UI_TEXT.panelUpsellTitle })).toBeVisible();
    for (const bullet of UI_TEXT.panelUpsellBullets) await expect(canvas.getByText(bullet)).toBeVisible();
    await expect(canvas.getByText(UI_TEXT.panelUpsellPrice)).toBeVisible();
    await expect(canvas.getByRole('link', { name: UI_TEXT.upgradeNow })).toHaveAttribute('href', '/mainpurchase');
    await expect(canvas.queryByRole('navigation', { name: PANEL_TEXT.navLabel })).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Error with Retry',
  args: { failed: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PANEL_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: PANEL_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
