import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ACME, RIVAL, signedIn } from './panelStoryKit';
import { LAST_PANEL_VIEW_KEY } from '../../../../src/features/workspace/panel/panelState';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';
import { WorkspacePanel } from '../../../../src/features/workspace/panel/WorkspacePanel';
import { fill, UI_TEXT } from '../../../../src/lib/spec/text';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { neverResolves, serverError } from '../../../../src/mocks/variants';
import { withScreenContext } from '../../screenContext';

function UrlProbe() {
  const { search } = useLocation();
  return <p data-testid="url">{search}</p>;
}

const panelRegion = (canvas: HTMLElement) =>
  within(canvas).findByRole('complementary', { name: PANEL_TEXT.panelLabel });

const meta = {
  title: 'Workspace / Panel / Panel',
  component: WorkspacePanel,
  render: () => (
    <>
      <WorkspacePanel />
      <UrlProbe />
    </>
  ),
  decorators: [
    withScreenContext('seo:overview'),
    (Story) => {
      localStorage.removeItem(LAST_PANEL_VIEW_KEY);
      return <Story />;
    },
  ],
  parameters: {
    layout: 'fullscreen',
    router: { initialEntry: '/seo/overview?query=acme.com' },
    state: signedIn(true),
    mockDb: { user: 'full' },
  },
} satisfies Meta<typeof WorkspacePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensFromTheTab: Story = {
  name: 'Closed, the tab opens projects',
  play: async ({ canvas, canvasElement }) => {
    const tab = await canvas.findByRole('button', {
      name: fill(UI_TEXT.sidebarTabProject, { name: UI_TEXT.allProjects }),
    });
    await userEvent.click(tab);
    // No last view: the user has projects, so projects (doc 2 §4).
    await expect(canvas.getByTestId('url')).toHaveTextContent('?query=acme.com&msf=projects');
    const panel = within(await panelRegion(canvasElement));
    await expect(await panel.findByRole('heading', { name: PANEL_TEXT.projectsTitle })).toBeVisible();
    await userEvent.click(await panel.findByRole('button', { name: ACME.projectName }));
    // Not written yet by the keyword helper: the 404 placeholder until their view lands (or their view).
    await waitFor(() =>
      expect(canvas.getByTestId('url')).toHaveTextContent(`?query=acme.com&msf=keyword-list&msfProjectId=${ACME.id}`),
    );
    await expect(
      canvas.getByRole('button', { name: fill(UI_TEXT.sidebarTabProject, { name: ACME.projectName }) }),
    ).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: PANEL_TEXT.close }));
    await expect(canvas.getByTestId('url')).toHaveTextContent('?query=acme.com');
    await expect(canvas.queryByRole('complementary', { name: PANEL_TEXT.panelLabel })).toBeNull();
  },
};

export const OpenFromUrl: Story = {
  name: 'Open from ?msf=projects',
  parameters: { router: { initialEntry: '/seo/overview?query=acme.com&msf=projects' } },
  play: async ({ canvasElement }) => {
    const panel = within(await panelRegion(canvasElement));
    await expect(await panel.findByRole('button', { name: RIVAL.projectName })).toBeVisible();
    await expect(panel.getByRole('navigation', { name: PANEL_TEXT.navLabel })).toBeVisible();
    await expect(await panel.findByText(/keywords used$/)).toBeVisible();
  },
};

export const RedirectsWithoutProject: Story = {
  name: 'A keyword view without a project goes to projects',
  parameters: { router: { initialEntry: '/seo/overview?msf=labels' } },
  play: async ({ canvas, canvasElement }) => {
    await panelRegion(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('url')).toHaveTextContent('?msf=projects'));
  },
};

export const UnknownView: Story = {
  name: 'Unknown view: 404',
  parameters: { router: { initialEntry: '/seo/overview?msf=nowhere' } },
  play: async ({ canvas, canvasElement }) => {
    const panel = within(await panelRegion(canvasElement));
    await expect(panel.getByRole('heading', { name: PANEL_TEXT.notFoundTitle })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: PANEL_TEXT.goToProjects }));
    await waitFor(() => expect(canvas.getByTestId('url')).toHaveTextContent('?msf=projects'));
  },
};

export const NoProjects: Story = {
  name: 'No projects: the tab opens create-project',
  parameters: { mockDb: { user: 'full', projects: 'none' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Project: / }));
    const panel = within(await panelRegion(canvasElement));
    await expect(await panel.findByRole('heading', { name: UI_TEXT.createProject })).toBeVisible();
    await expect(canvas.getByTestId('url')).toHaveTextContent('msf=create-project');
  },
};

export const Upsell: Story = {
  name: 'Upsell for a user who is not full',
  parameters: {
    state: signedIn(false),
    mockDb: { user: 'free' },
    router: { initialEntry: '/seo/overview?msf=projects' },
  },
  play: async ({ canvasElement }) => {
    const panel = within(await panelRegion(canvasElement));
    await expect(panel.getByRole('heading', { name: UI_TEXT.panelUpsellTitle })).toBeVisible();
    await expect(panel.getByRole('link', { name: UI_TEXT.upgradeNow })).toHaveAttribute('href', '/mainpurchase');
  },
};

export const LoggedOut: Story = {
  name: 'Logged out: no panel',
  parameters: { state: {}, mockDb: { user: 'loggedOut' }, router: { initialEntry: '/seo/overview?msf=projects' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Project: / })).toBeNull();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const WhileProjectsLoad: Story = {
  name: 'Hidden while projects load',
  parameters: {
    msw: { handlers: { ...handlerGroups, projects: [neverResolves('getProjects'), ...handlerGroups.projects] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Project: / })).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Error with Retry',
  parameters: {
    router: { initialEntry: '/seo/overview?msf=projects' },
    msw: { handlers: { ...handlerGroups, projects: [serverError('getProjects'), ...handlerGroups.projects] } },
  },
  play: async ({ canvasElement }) => {
    const panel = within(await panelRegion(canvasElement));
    await expect(await panel.findByText(PANEL_TEXT.loadFailed)).toBeVisible();
    await expect(panel.getByRole('button', { name: PANEL_TEXT.retry })).toBeVisible();
  },
};
