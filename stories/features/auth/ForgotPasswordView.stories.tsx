import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { ForgotPasswordView } from '../../../src/features/auth/ForgotPasswordView';
import { FORGOT_PASSWORD_TEXT } from '../../../src/features/auth/texts';
import { TEXT } from '../../../src/lib/spec/text';

const meta = {
  title: 'Pages/Auth/Forgot password/View',
  component: ForgotPasswordView,
  args: {
    title: 'Forgot Your Password?',
    loginHref: linkTo('auth:login'),
    onSubmit: fn(),
    onSendAgain: fn(),
  },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldMessageFromServer: Story = {
  name: 'Field message from the server',
  args: {
    initialEmail: 'jane@example',
    failure: { message: TEXT.checkFieldsInRed, fields: { email: TEXT.invalidEmail } },
  },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: FORGOT_PASSWORD_TEXT.emailLabel });
    await expect(canvas.getByText(TEXT.invalidEmail)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Editing the field clears the server's message; a valid address is sent trimmed.
    await userEvent.type(field, '.com ');
    await expect(canvas.queryByText(TEXT.invalidEmail)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: FORGOT_PASSWORD_TEXT.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith('jane@example.com');
  },
};

export const Sent: Story = {
  name: 'Link sent',
  args: { sentTo: 'jane@example.com' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: FORGOT_PASSWORD_TEXT.sentHeading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: FORGOT_PASSWORD_TEXT.sendAgain }));
    await expect(args.onSendAgain).toHaveBeenCalledTimes(1);
  },
};
