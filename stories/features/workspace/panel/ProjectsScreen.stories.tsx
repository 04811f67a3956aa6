import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ACME, PROJECTS, RIVAL } from './panelStoryKit';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';
import { ALL_PROJECTS_ID } from '../../../../src/features/workspace/panel/panelViews';
import { ProjectsScreen, ProjectsView } from '../../../../src/features/workspace/panel/ProjectsScreen';
import { fill, UI_TEXT } from '../../../../src/lib/spec/text';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { neverResolves, serverError } from '../../../../src/mocks/variants';
import { panelArrivedAt, withPanel } from '../withPanel';

const meta = {
  title: 'Workspace / Panel / Projects',
  component: ProjectsView,
  args: {
    load: 'ready',
    projects: PROJECTS,
    currentProjectId: ACME.id,
    onOpen: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onCreate: fn(),
    onRetry: fn(),
    confirming: null,
    isDeleting: false,
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
  },
} satisfies Meta<typeof ProjectsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'Projects with the all-projects bucket',
  play: async ({ args, canvas }) => {
    const rows = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(rows).toHaveLength(PROJECTS.length + 1);
    await expect(rows[0]).toHaveTextContent(UI_TEXT.allProjects);
    await expect(rows[1]).toHaveTextContent(`${ACME.projectName}${ACME.primaryDomainName}`);
    await expect(rows[2]).toHaveTextContent(PANEL_TEXT.noDomain);
    await expect(canvas.getByRole('button', { name: ACME.projectName })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: RIVAL.projectName }));
    await expect(args.onOpen).toHaveBeenCalledWith(RIVAL);
    await userEvent.click(
      canvas.getByRole('button', { name: fill(PANEL_TEXT.deleteProjectNamed, { name: RIVAL.projectName }) }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(RIVAL);
  },
};

export const Loading: Story = {
  args: { load: 'loading', projects: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: PANEL_TEXT.loading })).toBeVisible();
  },
};

export const NoProjects: Story = {
  name: 'No projects',
  args: { projects: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(PANEL_TEXT.projectsEmpty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createProject }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  name: 'Error with Retry',
  args: { load: 'failed', projects: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PANEL_TEXT.viewFailed);
    await userEvent.click(canvas.getByRole('button', { name: PANEL_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ConfirmDelete: Story = {
  name: 'Delete confirmation',
  args: { confirming: RIVAL },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: PANEL_TEXT.deleteProjectTitle,
    });
    await expect(dialog).toHaveTextContent(fill(PANEL_TEXT.deleteProjectMessage, { name: RIVAL.projectName }));
    await expect(within(dialog).getByRole('button', { name: UI_TEXT.keep })).toHaveFocus();
  },
};

/** The screen on the mock API: GetProjects, DeleteProject. */
export const ScreenDeletesAfterConfirming: StoryObj<typeof ProjectsScreen> = {
  name: 'Screen: delete with confirmation',
  render: () => <ProjectsScreen params={{}} />,
  decorators: [withPanel('projects')],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: fill(PANEL_TEXT.deleteProjectNamed, { name: RIVAL.projectName }) }),
    );
    // Keep leaves it.
    await userEvent.click(await body.findByRole('button', { name: UI_TEXT.keep }));
    await expect(canvas.getByRole('button', { name: RIVAL.projectName })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: fill(PANEL_TEXT.deleteProjectNamed, { name: RIVAL.projectName }) }),
    );
    await userEvent.click(await body.findByRole('button', { name: UI_TEXT.delete }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: RIVAL.projectName })).toBeNull());
    await expect(canvas.getByRole('button', { name: ACME.projectName })).toBeVisible();
  },
};

export const ScreenOpensProject: StoryObj<typeof ProjectsScreen> = {
  name: 'Screen: open a project',
  render: () => <ProjectsScreen params={{}} />,
  decorators: [withPanel('projects')],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ACME.projectName }));
    await expect(await canvas.findByText(panelArrivedAt('keyword-list', { projectId: ACME.id }))).toBeVisible();
  },
};

export const ScreenOpensAllProjects: StoryObj<typeof ProjectsScreen> = {
  name: 'Screen: open the all-projects bucket',
  render: () => <ProjectsScreen params={{}} />,
  decorators: [withPanel('projects')],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: UI_TEXT.allProjects }));
    await expect(await canvas.findByText(panelArrivedAt('websites', { projectId: ALL_PROJECTS_ID }))).toBeVisible();
  },
};

export const ScreenLoading: StoryObj<typeof ProjectsScreen> = {
  name: 'Screen: loading',
  render: () => <ProjectsScreen params={{}} />,
  decorators: [withPanel('projects')],
  parameters: {
    msw: { handlers: { ...handlerGroups, projects: [neverResolves('getProjects'), ...handlerGroups.projects] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: PANEL_TEXT.loading })).toBeVisible();
  },
};

export const ScreenFailed: StoryObj<typeof ProjectsScreen> = {
  name: 'Screen: error with Retry',
  render: () => <ProjectsScreen params={{}} />,
  decorators: [withPanel('projects')],
  parameters: {
    msw: { handlers: { ...handlerGroups, projects: [serverError('getProjects'), ...handlerGroups.projects] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PANEL_TEXT.viewFailed);
  },
};
