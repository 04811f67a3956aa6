import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { expectBusy, statusOf, useOutcome, type Outcome } from './settingsStoryKit';
import { DisplayNameForm, LoginEmailForm, PasswordForm } from '../../../../src/features/account/settings/ProfileForms';
import type { EmailField, NameField, PasswordField } from '../../../../src/features/account/settings/settingsModel';
import { SETTINGS_TEXT } from '../../../../src/features/account/settings/settingsTexts';
import { fill, INFERRED_TEXT, TEXT } from '../../../../src/lib/spec/text';

function NameHarness(props: { name: string | null; outcome?: Outcome<NameField>; onSave: (name: string) => void }) {
  const [name, setName] = useState(props.name);
  const [status, save] = useOutcome(props.outcome, props.onSave, setName);
  return <DisplayNameForm name={name} status={status} onSave={save} />;
}

function EmailHarness(props: {
  email: string;
  isChildAccount?: boolean;
  outcome?: Outcome<EmailField>;
  onSave: (email: string) => void;
}) {
  const [email, setEmail] = useState(props.email);
  const [status, save] = useOutcome(props.outcome, props.onSave, setEmail);
  return <LoginEmailForm email={email} isChildAccount={props.isChildAccount ?? false} status={status} onSave={save} />;
}

function PasswordHarness(props: { outcome?: Outcome<PasswordField>; onSave: (password: string) => void }) {
  const [status, save] = useOutcome(props.outcome, props.onSave);
  return <PasswordForm status={status} onSave={save} />;
}

const meta = {
  title: 'Pages/Account/Settings/Profile',
  component: DisplayNameForm,
  args: { name: 'Jane Marketer', onSave: fn() },
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DisplayNameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameInput = (canvas: HTMLElement) => within(canvas).getByRole('textbox', { name: SETTINGS_TEXT.nameLabel });
const emailInput = (canvas: HTMLElement) => within(canvas).getByRole('textbox', { name: SETTINGS_TEXT.emailLabel });

export const NameSaved: Story = {
  name: 'Name: saved',
  render: (args) => <NameHarness name={args.name} outcome="saved" onSave={args.onSave} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.clear(nameInput(canvasElement));
    await userEvent.type(nameInput(canvasElement), '  Jane M. ');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.nameSave }));
    // Sent trimmed; the section says what the name is now.
    await expect(args.onSave).toHaveBeenCalledWith('Jane M.');
    await expect(statusOf(canvasElement)).toHaveTextContent(fill(SETTINGS_TEXT.nameSaved, { name: 'Jane M.' }));
  },
};

export const NameRequired: Story = {
  name: 'Name: required',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.clear(nameInput(canvasElement));
    // Nothing is said until the field has lost focus once.
    await expect(nameInput(canvasElement)).not.toHaveAccessibleDescription(INFERRED_TEXT.required);
    await userEvent.tab();
    await expect(nameInput(canvasElement)).toHaveAccessibleDescription(INFERRED_TEXT.required);
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.nameSave }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NameSaving: Story = {
  name: 'Name: saving',
  render: (args) => <NameHarness name={args.name} outcome="saving" onSave={args.onSave} />,
  play: async ({ canvas, canvasElement }) => {
    const save = canvas.getByRole('button', { name: SETTINGS_TEXT.nameSave });
    await userEvent.click(save);
    await expectBusy(save, SETTINGS_TEXT.nameSaving);
    await expect(nameInput(canvasElement)).toHaveValue('Jane Marketer');
  },
};

export const NameServerError: Story = {
  name: 'Name: server error',
  render: (args) => (
    <NameHarness name={args.name} outcome={{ message: SETTINGS_TEXT.nameFailed, fields: {} }} onSave={args.onSave} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.clear(nameInput(canvasElement));
    await userEvent.type(nameInput(canvasElement), 'Jane M.');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.nameSave }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.nameFailed);
    // What was typed stays, for another try.
    await expect(nameInput(canvasElement)).toHaveValue('Jane M.');
    await expect(statusOf(canvasElement)).toBeEmptyDOMElement();
  },
};

export const EmailInvalid: Story = {
  name: 'E-mail: not an address',
  render: (args) => <EmailHarness email="jane@example.com" onSave={args.onSave} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.clear(emailInput(canvasElement));
    await userEvent.type(emailInput(canvasElement), 'jane@example');
    await userEvent.tab();
    await expect(emailInput(canvasElement)).toHaveAccessibleDescription(TEXT.invalidEmail);
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailSave }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EmailTaken: Story = {
  name: 'E-mail: already used by another account',
  render: (args) => (
    <EmailHarness
      email="jane@example.com"
      outcome={{ message: TEXT.checkFieldsInRed, fields: { newEmail: TEXT.duplicateEmail } }}
      onSave={args.onSave}
    />
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.clear(emailInput(canvasElement));
    await userEvent.type(emailInput(canvasElement), 'marketing@example.com');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailSave }));
    await expect(args.onSave).toHaveBeenCalledWith('marketing@example.com');
    await expect(emailInput(canvasElement)).toHaveAccessibleDescription(TEXT.duplicateEmail);
    await expect(emailInput(canvasElement)).toBeInvalid();
    await expect(emailInput(canvasElement)).toHaveValue('marketing@example.com');
    // Editing the address clears the server's message.
    await userEvent.type(emailInput(canvasElement), 'x');
    await expect(emailInput(canvasElement)).not.toHaveAccessibleDescription(TEXT.duplicateEmail);
  },
};

export const EmailSaved: Story = {
  name: 'E-mail: saved',
  render: (args) => <EmailHarness email="jane@example.com" outcome="saved" onSave={args.onSave} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.clear(emailInput(canvasElement));
    await userEvent.type(emailInput(canvasElement), 'jane.new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.emailSave }));
    await expect(statusOf(canvasElement)).toHaveTextContent(
      fill(SETTINGS_TEXT.emailSaved, { email: 'jane.new@example.com' }),
    );
  },
};

export const EmailTeamMember: Story = {
  name: "E-mail: a team member's own login",
  render: (args) => <EmailHarness email="sam@example.com" isChildAccount onSave={args.onSave} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(SETTINGS_TEXT.emailChildLead)).toBeVisible();
    await expect(emailInput(canvasElement)).toHaveValue('sam@example.com');
  },
};

export const EmailSaving: Story = {
  name: 'E-mail: saving',
  render: (args) => <EmailHarness email="jane@example.com" outcome="saving" onSave={args.onSave} />,
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: SETTINGS_TEXT.emailSave });
    await userEvent.click(save);
    await expectBusy(save, SETTINGS_TEXT.emailSaving);
  },
};

export const PasswordRules: Story = {
  name: 'Password: the rules',
  render: (args) => <PasswordHarness onSave={args.onSave} />,
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel);
    const confirm = canvas.getByLabelText(SETTINGS_TEXT.confirmPasswordLabel);
    // The rule is there from the start (doc 1 §5), and the section says what a change does.
    await expect(password).toHaveAccessibleDescription(TEXT.passwordHint);
    await expect(canvas.getByText(SETTINGS_TEXT.passwordLead)).toBeVisible();
    await userEvent.type(password, ' abc  ');
    await userEvent.tab();
    await expect(password).toHaveAccessibleDescription(TEXT.passwordTooShort);
    await userEvent.clear(password);
    await userEvent.type(password, 'n3w-s3cret');
    await userEvent.type(confirm, 'n3w-s3cre');
    await userEvent.tab();
    await expect(confirm).toHaveAccessibleDescription(INFERRED_TEXT.passwordsDoNotMatch);
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.passwordSave }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const PasswordRefused: Story = {
  name: 'Password: refused by the server (too short)',
  render: (args) => (
    <PasswordHarness
      outcome={{ message: TEXT.checkFieldsInRed, fields: { newPassword: TEXT.passwordTooShort } }}
      onSave={args.onSave}
    />
  ),
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel);
    await userEvent.type(password, 'secret');
    await userEvent.type(canvas.getByLabelText(SETTINGS_TEXT.confirmPasswordLabel), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.passwordSave }));
    await expect(args.onSave).toHaveBeenCalledWith('secret');
    await expect(password).toHaveAccessibleDescription(TEXT.passwordTooShort);
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(password).toHaveValue('secret');
  },
};

export const PasswordSaving: Story = {
  name: 'Password: saving',
  render: (args) => <PasswordHarness outcome="saving" onSave={args.onSave} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel), 'n3w-s3cret');
    await userEvent.type(canvas.getByLabelText(SETTINGS_TEXT.confirmPasswordLabel), 'n3w-s3cret');
    const save = canvas.getByRole('button', { name: SETTINGS_TEXT.passwordSave });
    await userEvent.click(save);
    await expectBusy(save, SETTINGS_TEXT.passwordSaving);
  },
};

export const PasswordChanged: Story = {
  name: 'Password: changed, other sessions logged out',
  render: (args) => <PasswordHarness outcome="saved" onSave={args.onSave} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel), 'n3w-s3cret');
    await userEvent.type(canvas.getByLabelText(SETTINGS_TEXT.confirmPasswordLabel), 'n3w-s3cret');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.passwordSave }));
    await expect(args.onSave).toHaveBeenCalledWith('n3w-s3cret');
    await expect(statusOf(canvasElement)).toHaveTextContent(SETTINGS_TEXT.passwordSaved);
    // The fields empty, with nothing flagged.
    await waitFor(() => expect(canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel)).toHaveValue(''));
    await expect(canvas.getByLabelText(SETTINGS_TEXT.confirmPasswordLabel)).toHaveValue('');
    await expect(canvas.getByLabelText(SETTINGS_TEXT.newPasswordLabel)).toHaveAccessibleDescription(TEXT.passwordHint);
  },
};
