import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { ACME } from './panelStoryKit';
import { CreateProjectScreen } from '../../../../src/features/workspace/panel/CreateProjectScreen';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';
import { UI_TEXT } from '../../../../src/lib/spec/text';
import { withPanel } from '../withPanel';

const meta = {
  title: 'Workspace / Panel / Create project',
  component: CreateProjectScreen,
  args: { params: { name: 'Globex launch' } },
  decorators: [withPanel('create-project', { name: 'Globex launch' })],
} satisfies Meta<typeof CreateProjectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreatesAndOpensKeywordList: Story = {
  name: 'Name from params, create, then the keyword list',
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: PANEL_TEXT.projectName });
    await expect(name).toHaveValue('Globex launch');
    await userEvent.type(canvas.getByRole('textbox', { name: PANEL_TEXT.domain }), 'globex.com');
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createProject }));
    // The new project's id comes from the server.
    await expect(await canvas.findByText(/^Panel at keyword-list \{"projectId":"[0-9a-f-]{36}"\}$/)).toBeVisible();
  },
};

export const DuplicateName: Story = {
  name: 'Duplicate name',
  args: { params: {} },
  decorators: [withPanel('create-project')],
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: PANEL_TEXT.projectName }));
    await userEvent.type(canvas.getByRole('textbox', { name: PANEL_TEXT.projectName }), ACME.projectName);
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createProject }));
    const name = canvas.getByRole('textbox', { name: PANEL_TEXT.projectName });
    await expect(await canvas.findByText(`A project named "${ACME.projectName}" already exists.`)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NameRequired: Story = {
  name: 'Empty name',
  args: { params: {} },
  decorators: [withPanel('create-project')],
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: PANEL_TEXT.projectName }));
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createProject }));
    await expect(canvas.getByText(PANEL_TEXT.nameRequired)).toBeVisible();
  },
};
