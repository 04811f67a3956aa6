import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { expectBusy, statusOf, useOutcome, type Outcome } from './settingsStoryKit';
import { EmailAddressesForm } from '../../../../src/features/account/settings/EmailAddressesForm';
import type { AddressRow } from '../../../../src/features/account/settings/settingsModel';
import { SETTINGS_TEXT } from '../../../../src/features/account/settings/settingsTexts';
import { fill, TEXT } from '../../../../src/lib/spec/text';

/** The form as the page holds it: the stored addresses change once a save succeeds. */
function Addresses(props: {
  primaryEmail: string;
  addresses: readonly string[];
  outcome?: Outcome<AddressRow>;
  onSave: (addresses: string[]) => void;
}) {
  const [addresses, setAddresses] = useState(props.addresses);
  const [status, save] = useOutcome(props.outcome, props.onSave, setAddresses);
  return <EmailAddressesForm primaryEmail={props.primaryEmail} addresses={addresses} status={status} onSave={save} />;
}

const meta = {
  title: 'Pages/Account/Settings/Extra e-mail addresses',
  component: EmailAddressesForm,
  args: { primaryEmail: 'jane@example.com', addresses: ['billing@example.com'], onSave: fn() },
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof EmailAddressesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const address = (n: number) => fill(SETTINGS_TEXT.emailsLabel, { n });

export const AddAndSave: Story = {
  name: 'Add an address and save',
  render: (args) => <Addresses {...args} outcome="saved" />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByText(fill(SETTINGS_TEXT.emailsLead, { email: 'jane@example.com', max: 10 })),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: address(1) })).toHaveValue('billing@example.com');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsAdd }));
    // The new field is ready to type in.
    await expect(canvas.getByRole('textbox', { name: address(2) })).toHaveFocus();
    await userEvent.keyboard(' reports@agency.example ');
    // A blank row is simply dropped.
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsAdd }));
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsSave }));
    await expect(args.onSave).toHaveBeenCalledWith(['billing@example.com', 'reports@agency.example']);
    await expect(statusOf(canvasElement)).toHaveTextContent(SETTINGS_TEXT.emailsSaved);
    await expect(canvas.queryByRole('textbox', { name: address(3) })).toBeNull();
  },
};

export const PerAddressMessages: Story = {
  name: 'Each address checked',
  args: { addresses: ['billing@example.com', 'billing@exmaple', 'BILLING@example.com', 'jane@example.com'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsSave }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(canvas.getByRole('textbox', { name: address(1) })).not.toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: address(2) })).toHaveAccessibleDescription(TEXT.invalidEmail);
    await expect(canvas.getByRole('textbox', { name: address(3) })).toHaveAccessibleDescription(
      SETTINGS_TEXT.emailsRepeated,
    );
    await expect(canvas.getByRole('textbox', { name: address(4) })).toHaveAccessibleDescription(
      SETTINGS_TEXT.emailsIsLogin,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    // Removing an address takes its message with it; the messages stay with their addresses.
    await userEvent.click(canvas.getByRole('button', { name: fill(SETTINGS_TEXT.emailsRemoveLabel, { n: 2 }) }));
    await expect(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsAdd })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: address(2) })).toHaveAccessibleDescription(
      SETTINGS_TEXT.emailsRepeated,
    );
  },
};

export const RefusedByServer: Story = {
  name: 'An address refused by the server',
  render: (args) => (
    <Addresses {...args} outcome={{ message: TEXT.checkFieldsInRed, fields: { '1': TEXT.invalidEmail } }} />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsAdd }));
    await userEvent.keyboard('ops@agency.example');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsSave }));
    // The server names the second address sent: the message stands under it, the rows as typed.
    await expect(canvas.getByRole('textbox', { name: address(2) })).toHaveAccessibleDescription(TEXT.invalidEmail);
    await expect(canvas.getByRole('textbox', { name: address(2) })).toHaveValue('ops@agency.example');
    await expect(canvas.getByRole('textbox', { name: address(1) })).not.toBeInvalid();
  },
};

export const Saving: Story = {
  name: 'Saving the addresses',
  render: (args) => <Addresses {...args} outcome="saving" />,
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: SETTINGS_TEXT.emailsSave });
    await userEvent.click(save);
    await expectBusy(save, SETTINGS_TEXT.emailsSaving);
    await expect(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsAdd })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Addresses not saved (server error)',
  render: (args) => <Addresses {...args} outcome={{ message: SETTINGS_TEXT.emailsFailed, fields: {} }} />,
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: address(1) }));
    await userEvent.type(canvas.getByRole('textbox', { name: address(1) }), 'accounts@example.com');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsSave }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.emailsFailed);
    await expect(canvas.getByRole('textbox', { name: address(1) })).toHaveValue('accounts@example.com');
  },
};

export const NoneLeft: Story = {
  name: 'All addresses removed',
  render: (args) => <Addresses {...args} outcome="saved" />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: fill(SETTINGS_TEXT.emailsRemoveLabel, { n: 1 }) }));
    await expect(canvas.getByText(SETTINGS_TEXT.emailsNone)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsSave }));
    await expect(args.onSave).toHaveBeenCalledWith([]);
    await expect(statusOf(canvasElement)).toHaveTextContent(SETTINGS_TEXT.emailsSavedNone);
  },
};

export const Full: Story = {
  name: 'Ten addresses, the most there can be',
  args: { addresses: Array.from({ length: 10 }, (_, i) => `team${i + 1}@example.com`) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: SETTINGS_TEXT.emailsAdd })).toBeDisabled();
    await expect(canvas.getByText(SETTINGS_TEXT.emailsFull)).toBeVisible();
  },
};
