import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { ACME, RIVAL } from './panelStoryKit';
import { EditProjectScreen } from '../../../../src/features/workspace/panel/EditProjectScreen';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { neverResolves, serverError } from '../../../../src/mocks/variants';
import { panelArrivedAt, withPanel } from '../withPanel';

const meta = {
  title: 'Workspace / Panel / Edit project',
  component: EditProjectScreen,
  args: { params: { projectId: ACME.id } },
  decorators: [withPanel('edit-project', { projectId: ACME.id })],
} satisfies Meta<typeof EditProjectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Renames: Story = {
  name: 'Rename, then projects',
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: PANEL_TEXT.projectName });
    await expect(name).toHaveValue(ACME.projectName);
    await expect(canvas.getByRole('textbox', { name: PANEL_TEXT.domain })).toHaveValue(ACME.primaryDomainName);
    await userEvent.type(name, 'oration');
    await userEvent.click(canvas.getByRole('button', { name: PANEL_TEXT.save }));
    await expect(await canvas.findByText(panelArrivedAt('projects', { projectId: ACME.id }))).toBeVisible();
  },
};

export const DuplicateName: Story = {
  name: 'Duplicate name',
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: PANEL_TEXT.projectName });
    await userEvent.clear(name);
    await userEvent.type(name, RIVAL.projectName);
    await userEvent.click(canvas.getByRole('button', { name: PANEL_TEXT.save }));
    await expect(await canvas.findByText(`A project named "${RIVAL.projectName}" already exists.`)).toBeVisible();
  },
};

export const Missing: Story = {
  name: 'Project gone',
  args: { params: { projectId: '11111111-1111-4111-8111-111111111111' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(PANEL_TEXT.projectMissing)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: PANEL_TEXT.goToProjects }));
    await expect(await canvas.findByText(panelArrivedAt('projects'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, projects: [neverResolves('getProjects'), ...handlerGroups.projects] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: PANEL_TEXT.loading })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error with Retry',
  parameters: {
    msw: { handlers: { ...handlerGroups, projects: [serverError('getProjects'), ...handlerGroups.projects] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PANEL_TEXT.viewFailed);
    await expect(canvas.getByRole('button', { name: PANEL_TEXT.retry })).toBeVisible();
  },
};
