import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { ResetPasswordView } from '../../../src/features/auth/ResetPasswordView';
import { RESET_PASSWORD_TEXT } from '../../../src/features/auth/texts';

const meta = {
  title: 'Pages/Auth/Reset password/View',
  component: ResetPasswordView,
  args: {
    title: 'Choose a New Password',
    linkState: 'ready',
    maskedEmail: 'j***@example.com',
    forgotPasswordHref: linkTo('auth:forgotpassword'),
    loginHref: linkTo('auth:login'),
    onSubmit: fn(),
    onRetryCheck: fn(),
  },
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  name: 'Checking the link',
  args: { linkState: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(RESET_PASSWORD_TEXT.checking);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const LinkRefusedOnSave: Story = {
  name: 'Link refused on save',
  args: {
    failure: { message: 'This password reset link has already been used. Please request a new one.', fields: {} },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('already been used');
    await expect(canvas.getByRole('link', { name: RESET_PASSWORD_TEXT.requestNew })).toHaveAttribute(
      'href',
      linkTo('auth:forgotpassword'),
    );
    await userEvent.type(canvas.getByLabelText(RESET_PASSWORD_TEXT.passwordLabel), 'brand-new-pass');
    await userEvent.type(canvas.getByLabelText(RESET_PASSWORD_TEXT.confirmLabel), 'brand-new-pass');
    await userEvent.click(canvas.getByRole('button', { name: RESET_PASSWORD_TEXT.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith('brand-new-pass');
  },
};

export const CheckFailed: Story = {
  name: 'Link check failed',
  args: { linkState: 'checkFailed' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: RESET_PASSWORD_TEXT.retry }));
    await expect(args.onRetryCheck).toHaveBeenCalledTimes(1);
  },
};
