import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { ForgotPasswordScreen } from '../../../src/features/auth/ForgotPasswordScreen';
import { FORGOT_PASSWORD_TEXT } from '../../../src/features/auth/texts';
import { fill, TEXT } from '../../../src/lib/spec/text';
import { handlerGroups } from '../../../src/mocks/handlers';
import { errorFor, neverResolves } from '../../../src/mocks/variants';
import { withScreenContext } from '../screenContext';

type Canvas = ReturnType<typeof within>;
const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: FORGOT_PASSWORD_TEXT.emailLabel });
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: FORGOT_PASSWORD_TEXT.submit });
const formAlert = (canvas: Canvas) =>
  within(canvas.getByRole('form', { name: FORGOT_PASSWORD_TEXT.formLabel })).getByRole('alert');

const meta = {
  title: 'Pages/Auth/Forgot password',
  component: ForgotPasswordScreen,
  decorators: [withScreenContext('auth:forgotpassword')],
  parameters: { router: { initialEntry: linkTo('auth:forgotpassword') }, mockDb: { user: 'loggedOut' } },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
    await expect(emailField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: FORGOT_PASSWORD_TEXT.backToLogin })).toHaveAttribute(
      'href',
      linkTo('auth:login'),
    );
  },
};

export const InvalidEmail: Story = {
  name: 'Invalid e-mail',
  play: async ({ canvas }) => {
    await userEvent.type(emailField(canvas), 'jane@');
    await userEvent.click(sendButton(canvas));
    // doc 1 §5: the e-mail rule's text under the field and the form's summary; nothing is sent.
    await expect(await canvas.findByText(TEXT.invalidEmail)).toBeVisible();
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(emailField(canvas)).toHaveValue('jane@');
  },
};

export const Sent: Story = {
  name: 'Link sent',
  play: async ({ canvas }) => {
    await userEvent.type(emailField(canvas), 'jane@example.com');
    await userEvent.click(sendButton(canvas));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: FORGOT_PASSWORD_TEXT.sentHeading }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      fill(FORGOT_PASSWORD_TEXT.sent, { email: 'jane@example.com' }),
    );
    // Sending again brings the form back with the address kept.
    await userEvent.click(canvas.getByRole('button', { name: FORGOT_PASSWORD_TEXT.sendAgain }));
    await expect(emailField(canvas)).toHaveValue('jane@example.com');
  },
};

export const Sending: Story = {
  parameters: {
    msw: { handlers: { ...handlerGroups, account: [neverResolves('forgotPassword'), ...handlerGroups.account] } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(emailField(canvas), 'jane@example.com');
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole('button', { name: FORGOT_PASSWORD_TEXT.submitting })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: {
    msw: { handlers: { ...handlerGroups, account: [errorFor('forgotPassword', 500), ...handlerGroups.account] } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(emailField(canvas), 'jane@example.com');
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(formAlert(canvas)).toHaveTextContent(FORGOT_PASSWORD_TEXT.failed));
    await expect(emailField(canvas)).toHaveValue('jane@example.com');
    await expect(sendButton(canvas)).toBeEnabled();
  },
};
