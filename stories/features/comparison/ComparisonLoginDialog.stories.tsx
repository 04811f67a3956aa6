import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { ComparisonLoginDialog } from '../../../src/features/comparison/ComparisonLoginDialog';
import { TEXT } from '../../../src/lib/spec/text';

/** The comparison page's login (doc 1 §3: it sends rememberMe where the login page sends remember). */
const meta = {
  title: 'Pages/Comparison/Comparison page/Login dialog',
  component: ComparisonLoginDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    onLogIn: fn(() => Promise.resolve()),
    forgotPasswordHref: linkTo('auth:forgotpassword'),
  },
} satisfies Meta<typeof ComparisonLoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal on the body, outside the story's root. */
async function openDialog() {
  return within(await screen.findByRole('dialog', { name: 'Log in to Rivalscope' }));
}

export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(dialog.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgotpassword',
    );
    // Submitting nothing: doc 1 §5's summary, and no call.
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(dialog.getByText(TEXT.checkFieldsInRed)).toBeVisible();
    await expect(args.onLogIn).not.toHaveBeenCalled();
  },
};

export const LoggingIn: Story = {
  name: 'Logging in',
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), ' jane@example.com ');
    await userEvent.type(dialog.getByLabelText('Password'), 's3cret-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalledWith({
      username: 'jane@example.com',
      password: 's3cret-pass',
      rememberMe: false,
    });
    // A successful login closes the dialog.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password',
  args: { onLogIn: fn(() => Promise.reject(new Error(TEXT.loginFailed))) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'nope');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByText(TEXT.loginFailed)).toBeVisible();
    // The dialog stays open with what was typed.
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com');
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onLogIn).not.toHaveBeenCalled();
  },
};
