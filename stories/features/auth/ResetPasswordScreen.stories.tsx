import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { ResetPasswordScreen } from '../../../src/features/auth/ResetPasswordScreen';
import { RESET_PASSWORD_TEXT } from '../../../src/features/auth/texts';
import { INFERRED_TEXT, TEXT } from '../../../src/lib/spec/text';
import { getMockDb, MOCK_RESET_EMAIL, MOCK_UNUSABLE_RESET_TOKEN } from '../../../src/mocks/db';
import { handlerGroups } from '../../../src/mocks/handlers';
import { errorFor } from '../../../src/mocks/variants';
import { user } from '../../../src/state';
import { arrivedAt, withScreenContext } from '../screenContext';

type Canvas = ReturnType<typeof within>;
const passwordField = (canvas: Canvas) => canvas.getByLabelText(RESET_PASSWORD_TEXT.passwordLabel);
const confirmField = (canvas: Canvas) => canvas.getByLabelText(RESET_PASSWORD_TEXT.confirmLabel);
const saveButton = (canvas: Canvas) => canvas.getByRole('button', { name: RESET_PASSWORD_TEXT.submit });
const formAlert = (canvas: Canvas) =>
  within(canvas.getByRole('form', { name: RESET_PASSWORD_TEXT.formLabel })).getByRole('alert');

const at = (token: string) => `${linkTo('auth:reset-password')}?token=${token}`;

const meta = {
  title: 'Pages/Auth/Reset password',
  component: ResetPasswordScreen,
  decorators: [withScreenContext('auth:reset-password')],
  parameters: { router: { initialEntry: at('a-good-reset-link-0001') }, mockDb: { user: 'loggedOut' } },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Good link',
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(RESET_PASSWORD_TEXT.passwordLabel)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
    // The account's address, masked by the server; the password rule under the field (doc 1 §5).
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Choose a new password for .+@.+\.$/);
    await expect(canvas.getByText(TEXT.passwordHint)).toBeVisible();
  },
};

export const Saved: Story = {
  name: 'Saved, logged in',
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(RESET_PASSWORD_TEXT.passwordLabel), 'brand-new-pass');
    await userEvent.type(confirmField(canvas), 'brand-new-pass');
    await userEvent.click(saveButton(canvas));
    // The server logged the session in: the user state is reloaded and the hq page opens.
    await expect(await canvas.findByText(arrivedAt(linkTo('hq')))).toBeVisible();
    await expect(user.isLoggedIn).toBe(true);
    await expect(getMockDb().accounts.get(MOCK_RESET_EMAIL)?.password).toBe('brand-new-pass');
  },
};

export const Mismatch: Story = {
  name: 'Passwords differ, or too short',
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(RESET_PASSWORD_TEXT.passwordLabel), 'abc');
    await userEvent.type(confirmField(canvas), 'abcdefg');
    await userEvent.click(saveButton(canvas));
    // Each field says what is wrong with it: too short, and not the same as the first.
    await expect(await canvas.findByText(TEXT.passwordTooShort)).toBeVisible();
    await expect(canvas.getByText(INFERRED_TEXT.passwordsDoNotMatch)).toBeVisible();
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(passwordField(canvas)).toHaveValue('abc');
    await expect(user.isLoggedIn).toBe(false);
  },
};

export const Unusable: Story = {
  name: 'Used or expired link',
  parameters: { router: { initialEntry: at(MOCK_UNUSABLE_RESET_TOKEN) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RESET_PASSWORD_TEXT.invalid);
    await expect(canvas.getByRole('link', { name: RESET_PASSWORD_TEXT.requestNew })).toHaveAttribute(
      'href',
      linkTo('auth:forgotpassword'),
    );
    await expect(canvas.queryByLabelText(RESET_PASSWORD_TEXT.passwordLabel)).toBeNull();
  },
};

export const NoToken: Story = {
  name: 'Link without a token',
  parameters: { router: { initialEntry: linkTo('auth:reset-password') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESET_PASSWORD_TEXT.invalid);
  },
};

export const CheckFailed: Story = {
  name: 'Link check failed',
  parameters: {
    msw: { handlers: { ...handlerGroups, auth: [errorFor('checkPasswordResetToken', 500), ...handlerGroups.auth] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RESET_PASSWORD_TEXT.checkFailed);
    await expect(canvas.getByRole('button', { name: RESET_PASSWORD_TEXT.retry })).toBeEnabled();
  },
};

export const SaveFailed: Story = {
  name: 'Save failed, form kept',
  parameters: {
    msw: { handlers: { ...handlerGroups, auth: [errorFor('resetPassword', 500), ...handlerGroups.auth] } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(RESET_PASSWORD_TEXT.passwordLabel), 'brand-new-pass');
    await userEvent.type(confirmField(canvas), 'brand-new-pass');
    await userEvent.click(saveButton(canvas));
    await waitFor(() => expect(formAlert(canvas)).toHaveTextContent(RESET_PASSWORD_TEXT.failed));
    await expect(passwordField(canvas)).toHaveValue('brand-new-pass');
    await expect(saveButton(canvas)).toBeEnabled();
  },
};

export const CutShort: Story = {
  name: 'Link cut short',
  parameters: { router: { initialEntry: at('abc') } },
  play: async ({ canvas }) => {
    // The server refuses a malformed token (400): the link is unusable, not the check failed.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RESET_PASSWORD_TEXT.invalid);
  },
};
