import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';
import { ProjectForm } from '../../../../src/features/workspace/panel/ProjectForm';
import { UI_TEXT } from '../../../../src/lib/spec/text';

const meta = {
  title: 'Workspace / Panel / Project form',
  component: ProjectForm,
  args: {
    title: UI_TEXT.createProject,
    submitLabel: UI_TEXT.createProject,
    values: { projectName: '', primaryDomainName: '' },
    onChange: fn(),
    onSubmit: fn(),
    isSaving: false,
    failure: null,
  },
} satisfies Meta<typeof ProjectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: PANEL_TEXT.projectName }), 'A');
    await expect(args.onChange).toHaveBeenCalledWith({ projectName: 'A', primaryDomainName: '' });
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createProject }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ServerMessages: Story = {
  name: 'Server validation messages',
  args: {
    values: { projectName: 'Acme Corp', primaryDomainName: 'not a domain' },
    failure: {
      message: 'query.primaryDomainName: must match format "hostname"',
      fields: { primaryDomainName: 'must match format "hostname"' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: PANEL_TEXT.domain })).toHaveAccessibleDescription(
      'must match format "hostname"',
    );
    await expect(canvas.getByRole('textbox', { name: PANEL_TEXT.domain })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const GeneralFailure: Story = {
  name: 'Save failed',
  args: { failure: { message: PANEL_TEXT.saveFailed, fields: {} } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PANEL_TEXT.saveFailed);
  },
};

export const Saving: Story = {
  args: { values: { projectName: 'Acme Corp', primaryDomainName: 'acme.com' }, isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: UI_TEXT.createProject })).toHaveAttribute('aria-busy', 'true');
  },
};
