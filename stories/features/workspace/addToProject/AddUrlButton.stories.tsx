import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { PROJECT_ID, panelLocation, userState, withAddShell } from './addToProjectStoryKit';
import { SIGN_UP_PROMPT_TEXT } from '../../../../src/features/shell/paywallTexts';
import { ADD_TO_PROJECT_TEXT } from '../../../../src/features/workspace/addToProject/addToProjectTexts';
import { AddUrlButton } from '../../../../src/features/workspace/addToProject/AddUrlButton';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';
import { WorkspacePanel } from '../../../../src/features/workspace/panel/WorkspacePanel';
import { UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { findPage, getMockDb } from '../../../../src/mocks/db';

const FULL_URL = 'https://www.blog.example.org/rank-tracker-review';
/** The page as the link manager names it (host without www., and the path). */
const PAGE = 'blog.example.org/rank-tracker-review';

const addButton = (page = PAGE) => screen.getByRole('button', { name: fill(ADD_TO_PROJECT_TEXT.addUrl, { page }) });
const viewButton = () => screen.findByRole('button', { name: fill(ADD_TO_PROJECT_TEXT.viewUrl, { page: PAGE }) });
const pagesInProject = () => [...getMockDb().outreach.pages.values()].filter((p) => p.projectId === PROJECT_ID);

const meta = {
  title: 'Workspace/Add to project/Add URL',
  component: AddUrlButton,
  args: { fullUrl: FULL_URL },
  render: (args) => (
    <p style={{ padding: 'var(--space-6)' }}>
      {PAGE} <AddUrlButton {...args} />
    </p>
  ),
  decorators: [withAddShell],
  parameters: { state: userState('full', PROJECT_ID), mockDb: { user: 'full' } },
} satisfies Meta<typeof AddUrlButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  name: 'Logged out (the login/sign-up prompt)',
  parameters: { state: userState('loggedOut'), mockDb: { user: 'loggedOut' } },
  play: async () => {
    const before = pagesInProject().length;
    await userEvent.click(addButton());
    const dialog = within(await screen.findByRole('dialog', { name: SIGN_UP_PROMPT_TEXT.heading }));
    await expect(dialog.getByRole('tab', { name: UI_TEXT.signUp })).toHaveAttribute('aria-selected', 'true');
    await expect(pagesInProject()).toHaveLength(before);
  },
};

export const AddsThenView: Story = {
  name: 'Adds, then shows View (green)',
  play: async ({ canvasElement }) => {
    const before = pagesInProject().length;
    await userEvent.click(addButton());
    const view = await viewButton();
    await expect(view).toHaveTextContent(UI_TEXT.view);
    await userEvent.unhover(view);
    await expect(getComputedStyle(view).backgroundColor).toBe('rgb(23, 128, 61)');
    await expect(pagesInProject()).toHaveLength(before + 1);
    await expect(pagesInProject().some((p) => p.urlKey === PAGE)).toBe(true);
    // Adding does not move the panel: View does.
    await expect(panelLocation(canvasElement)).toBeNull();
  },
};

export const NonFullUserAdds: Story = {
  name: 'Non-full user adds too',
  parameters: { state: userState('free', PROJECT_ID), mockDb: { user: 'free' } },
  play: async () => {
    const before = pagesInProject().length;
    await userEvent.click(addButton());
    await expect(await viewButton()).toBeVisible();
    await expect(pagesInProject()).toHaveLength(before + 1);
  },
};

export const ViewOpensLinkDetails: Story = {
  name: 'View opens link details',
  render: (args) => (
    <>
      <p style={{ padding: 'var(--space-6)' }}>
        {PAGE} <AddUrlButton {...args} />
      </p>
      <WorkspacePanel />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton());
    await userEvent.click(await viewButton());
    await waitFor(() => expect(panelLocation(canvasElement)?.view).toBe('link-details'));
    const { params } = panelLocation(canvasElement)!;
    const page = findPage([PROJECT_ID], Number(params.urlId));
    await expect(params).toEqual({
      projectId: PROJECT_ID,
      domainId: String(page.domainId),
      urlId: String(page.urlId),
      urlName: PAGE,
    });
    const panel = within(await screen.findByRole('complementary', { name: PANEL_TEXT.panelLabel }));
    // The panel and its view load on demand.
    await expect(await panel.findByRole('heading', { name: PAGE }, { timeout: 10_000 })).toBeVisible();
    // Closed again, so the baseline shows the button and not the outreach view's layout.
    await userEvent.click(panel.getByRole('button', { name: PANEL_TEXT.close }));
    await expect(await viewButton()).toBeVisible();
  },
};

export const NoProjects: Story = {
  name: 'No projects (create-project opens)',
  parameters: { mockDb: { user: 'full', projects: 'none' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(addButton());
    await waitFor(() => expect(panelLocation(canvasElement)).toEqual({ view: 'create-project', params: {} }));
    await expect(addButton()).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'The import fails (an alert, Add stays)',
  args: { fullUrl: 'https://localhost/not-a-page' },
  render: (args) => (
    <p style={{ padding: 'var(--space-6)' }}>
      localhost/not-a-page <AddUrlButton {...args} />
    </p>
  ),
  play: async () => {
    await userEvent.click(addButton('localhost/not-a-page'));
    await expect(await screen.findByText(ADD_TO_PROJECT_TEXT.urlFailed)).toBeVisible();
    await expect(addButton('localhost/not-a-page')).toBeVisible();
  },
};
