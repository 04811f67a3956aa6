import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { LoginView } from '../../../src/features/auth/LoginView';
import { TEXT } from '../../../src/lib/spec/text';

const meta = {
  title: 'Pages/Auth/Log in/View',
  component: LoginView,
  args: {
    title: 'Log In',
    forgotPasswordHref: linkTo('auth:forgotpassword'),
    signUpHref: linkTo('freeaccount'),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled in, Remember me on',
  args: { initialValues: { username: 'jane@example.com', password: 's3cret-pass', remember: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'jane@example.com',
      password: 's3cret-pass',
      remember: true,
    });
  },
};

export const Failure: Story = {
  name: 'Failure text',
  args: {
    initialValues: { username: 'jane@example.com', password: 'wrong-pass' },
    failure: { message: TEXT.loginFailed, fields: {} },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^The provided username and\/or password are incorrect\.$/,
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
  },
};

export const FieldErrors: Story = {
  name: 'Field errors from the server (400)',
  args: {
    initialValues: { username: 'jane@example.com', password: 's3cret-pass' },
    failure: {
      message: TEXT.checkFieldsInRed,
      fields: { password: 'must NOT have more than 128 characters' },
    },
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('must NOT have more than 128 characters');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the fields marked in red.');
    // Editing the field clears its server message.
    await userEvent.type(password, '!');
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};

export const Busy: Story = {
  args: { initialValues: { username: 'jane@example.com', password: 's3cret-pass' }, isSubmitting: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Logging in…');
    // Enter in a field does not submit a second time.
    await userEvent.type(canvas.getByLabelText('Password'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
