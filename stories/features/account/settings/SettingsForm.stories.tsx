import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { expectBusy, statusOf } from './settingsStoryKit';
import { SettingsForm } from '../../../../src/features/account/settings/SettingsForm';
import { Button } from '../../../../src/ui/Button/Button';
import { Input } from '../../../../src/ui/Input/Input';

const meta = {
  title: 'Pages/Account/Settings/Form',
  component: SettingsForm,
  args: {
    heading: 'Display name',
    lead: 'The name shown in the header while you are logged in.',
    form: {
      handleSubmit: fn((event?: FormEvent) => event?.preventDefault()),
      summary: null,
    },
    isSaving: false,
    saveLabel: 'Save name',
    savingLabel: 'Saving your name…',
    children: <Input label="Display name" defaultValue="Jane Marketer" />,
  },
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'A form section',
  play: async ({ args, canvas }) => {
    // The form is named by the section's heading; Save submits it.
    const form = canvas.getByRole('form', { name: 'Display name' });
    await expect(canvas.getByRole('region', { name: 'Display name' })).toContainElement(form);
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(args.form.handleSubmit).toHaveBeenCalledOnce();
    await expect(statusOf(canvas.getByRole('region'))).toBeEmptyDOMElement();
  },
};

export const Saving: Story = {
  name: 'Saving, with a note and another button',
  args: {
    isSaving: true,
    isWide: true,
    note: <p>A team member changes its own login only.</p>,
    actions: <Button variant="secondary">Add another</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Display name' })).toHaveAttribute('aria-busy', 'true');
    await expectBusy(canvas.getByRole('button', { name: 'Save name' }), 'Saving your name…');
    await expect(canvas.getByRole('button', { name: 'Add another' })).toBeVisible();
  },
};

export const Refused: Story = {
  name: 'Saved, then refused',
  args: {
    status: 'Saved: your display name is now “Jane M.”.',
    form: { handleSubmit: fn(), summary: 'The name could not be saved. Please try again.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The name could not be saved. Please try again.');
    await expect(statusOf(canvas.getByRole('region'))).toHaveTextContent('Saved: your display name is now “Jane M.”.');
  },
};
